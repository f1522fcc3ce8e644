"""Writes every finished turn to the conversation archive (never fatal to the reply)."""

from __future__ import annotations

import logging
import uuid
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from pipeline.context import Clock, OwnerRef
from pipeline.turn import TurnInput, TurnRecord
from stores import conversations
from stores.direct import Direct

log = logging.getLogger(__name__)


class ConversationArchive:
    """Hot write: the owner's words and Arthur's reply, with the turn record, in one transaction."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], db: Direct, clock: Clock) -> None:
        self._sessions = sessions
        self._db = db
        self._clock = clock

    async def write(self, owner: OwnerRef, turn: TurnInput, record: TurnRecord) -> None:
        """Archive the exchange; a failure is logged and the reply still goes out."""
        domain = (record.route or {}).get("domain")
        try:
            await conversations.record_exchange(
                self._db, owner_id=owner.id, session_key=turn.session_key or f"{turn.channel}:{owner.external_id}",
                channel=turn.channel, now=self._clock.now(), external_id=turn.external_id or uuid.uuid4().hex,
                said=turn.text, replied=record.reply, record=record.as_json(), domain=domain)
        except Exception:
            log.exception("could not archive the turn")

    async def last(self, owner: OwnerRef) -> dict[str, object] | None:
        """The newest turn record of the owner."""
        async with self._sessions() as s:
            return await conversations.last_record(s, owner.id)

    async def usage(self, owner: OwnerRef) -> dict[str, dict[str, object]]:
        """LLM usage today and this month, in the owner's time zone."""
        now = self._clock.now()
        local = now.astimezone(owner.zone)
        day = local.replace(hour=0, minute=0, second=0, microsecond=0)
        month = day.replace(day=1)
        async with self._sessions() as s:
            return {"today": await conversations.usage_between(s, owner.id, day, now + timedelta(seconds=1)),
                    "month": await conversations.usage_between(s, owner.id, month, now + timedelta(seconds=1))}
