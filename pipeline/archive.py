"""Writes every finished turn to the conversation archive (never fatal to the reply)."""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections import deque
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from pipeline.action_context import Clock, OwnerRef
from pipeline.stages import Recent, TurnInput, TurnRecord
from stores import conversations
from stores.autocommit import Autocommit
from stores.batching import Batched
from stores.outages import unreachable

log = logging.getLogger(__name__)

# A turn whose reply is already out is archived off the owner's wait: holding its write back 50 ms gathers the
# writes of a burst into one statement and keeps them from competing with the reads of turns starting at that
# moment (load bench, 6 alternating runs each: overhead p50 27 → 17 ms, p95 52 → 41-43 ms against no wait). The
# price: a crash within those 50 ms loses that exchange from the archive (the reply itself went out).
AFTER_REPLY_LINGER_S = 0.05

# What the model sees of the conversation under way: its last exchanges, each cut to a length that keeps the
# prompt small (the specialist's loop sends them again at every step).
RECENT_EXCHANGES = 4
RECENT_CHARS = 500


class ConversationArchive:
    """Hot write: the owner's words and Arthur's reply, with the turn record, in one transaction."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], db: Autocommit, clock: Clock) -> None:
        self._sessions = sessions
        self._db = db
        self._clock = clock
        self._writes: Batched[conversations.Exchange, None] = Batched(self._write_many)
        self._writes_after_reply: Batched[conversations.Exchange, None] = Batched(self._write_many,
                                                                                  linger_s=AFTER_REPLY_LINGER_S)
        # The newest write in flight per (owner, conversation): a channel may start a chat's next turn before
        # the previous one is archived, so writes queue behind it and reads of the owner's archive wait for them.
        self._in_flight: dict[tuple[int, str], asyncio.Future[None]] = {}
        # The last exchanges per (owner, conversation), kept here as they are written: a chat's next turn may
        # start before the previous one is in the database, and reading them back would cost every turn a read.
        self._recent: dict[tuple[int, str], deque[tuple[datetime, str, str]]] = {}

    async def warm(self) -> None:
        """Learn the conversations under way (at start: those spoken in within the last 30 minutes)."""
        since = self._clock.now() - conversations.SILENCE
        for e in await conversations.open_exchanges(self._db, since, RECENT_EXCHANGES):
            self._remember((e.owner_id, e.session_key), e.at, e.said, e.replied)

    def recent(self, owner: OwnerRef, turn: TurnInput) -> Recent:
        """(said, replied) of the conversation under way in `turn`'s session, oldest first: the exchanges
        since the last 30 minutes of silence, at most RECENT_EXCHANGES."""
        entries = self._recent.get((owner.id, _session_key(owner, turn)))
        kept: list[tuple[str, str]] = []
        later = self._clock.now()
        for at, said, replied in reversed(entries or ()):
            if later - at > conversations.SILENCE:
                break
            kept.append((said, replied))
            later = at
        return tuple(reversed(kept))

    def _remember(self, key: tuple[int, str], at: datetime, said: str, replied: str) -> None:
        self._recent.setdefault(key, deque(maxlen=RECENT_EXCHANGES)).append((at, _clip(said), _clip(replied)))

    async def write(self, owner: OwnerRef, turn: TurnInput, record: TurnRecord, *, after_reply: bool = False) -> None:
        """Archive the exchange (with others written at the same moment); a failure is logged, never raised.
        `after_reply`: the reply is already out and nobody waits on this write, which may then linger."""
        domain = (record.route or {}).get("domain")
        exchange = conversations.Exchange(
            owner_id=owner.id, session_key=_session_key(owner, turn),
            channel=turn.channel, now=self._clock.now(), external_id=turn.external_id or uuid.uuid4().hex,
            said=turn.text, replied=record.reply, record=record.as_json(), domain=domain)
        key = (owner.id, exchange.session_key)
        if record.delivery != "failed":  # a reply the owner never saw is no part of the conversation
            self._remember(key, exchange.now, turn.text, record.reply)
        ahead = self._in_flight.get(key)
        mine: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._in_flight[key] = mine
        try:
            if ahead is not None:
                await asyncio.wait((ahead,))  # its outcome is its own; only the order matters here
            pause = 0.5
            while True:
                try:
                    await (self._writes_after_reply if after_reply else self._writes)(exchange)
                    break
                except Exception as exc:
                    if not unreachable(exc):
                        raise
                    # The database is away (its watch says so once): the exchange waits for it, and is written
                    # when it is back (the write is idempotent).
                    await asyncio.sleep(pause)
                    pause = min(pause * 2, 8.0)
        except Exception:
            log.exception("could not archive the turn")
        finally:
            mine.set_result(None)
            if self._in_flight.get(key) is mine:
                del self._in_flight[key]

    async def _settled(self, owner: OwnerRef) -> None:
        """Wait until the owner's turns already handed over are written."""
        pending = [f for (owner_id, _), f in self._in_flight.items() if owner_id == owner.id]
        if pending:
            await asyncio.wait(pending)

    async def _write_many(self, exchanges: list[conversations.Exchange]) -> list[None]:
        try:
            await conversations.record_exchanges(self._db, exchanges)
        except Exception:
            if len(exchanges) == 1:
                raise
            # One bad exchange must not cost the others theirs: write them one by one.
            for e in exchanges:
                try:
                    await conversations.record_exchanges(self._db, [e])
                except Exception:
                    log.exception("could not archive the turn %s", e.external_id)
        return [None] * len(exchanges)

    async def last(self, owner: OwnerRef) -> dict[str, object] | None:
        """The newest turn record of the owner."""
        await self._settled(owner)
        async with self._sessions() as s:
            return await conversations.last_record(s, owner.id)

    async def usage(self, owner: OwnerRef) -> dict[str, dict[str, object]]:
        """LLM usage today and this month, in the owner's time zone."""
        await self._settled(owner)
        now = self._clock.now()
        local = now.astimezone(owner.zone)
        day = local.replace(hour=0, minute=0, second=0, microsecond=0)
        month = day.replace(day=1)
        async with self._sessions() as s:
            return {"today": await conversations.usage_between(s, owner.id, day, now + timedelta(seconds=1)),
                    "month": await conversations.usage_between(s, owner.id, month, now + timedelta(seconds=1))}


def _clip(text: str) -> str:
    return text if len(text) <= RECENT_CHARS else text[:RECENT_CHARS - 1] + "…"


def _session_key(owner: OwnerRef, turn: TurnInput) -> str:
    return turn.session_key or f"{turn.channel}:{owner.external_id}"
