"""Replies Telegram did not take when they were due (429s past the wait budget, network errors) go when it takes
them again, each ending with "(sent late: …)", or "(sent again: …)" when an earlier attempt's outcome is
unknown. The owner is never left without the answer; it is never shown twice without saying so."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import timedelta
from functools import partial

from telegram import Bot

from bot.outbox import Outbox
from pipeline.action_context import Clock
from stores import outbox
from stores.autocommit import Autocommit
from stores.outages import Backoff, Reachability, once_reachable, unreachable

log = logging.getLogger(__name__)


class LateReplies:
    """Claims due replies from the outbox (a lease: a run that dies mid-attempt leaves them to the next, marked
    uncertain), one chat's in order, and records how each attempt ended."""

    def __init__(self, db: Autocommit, clock: Clock, outbox_: Outbox, reach: Reachability, *,
                 every_s: float = 1.0, lease_s: float = 120.0) -> None:
        self._db = db
        self._reach = reach
        self._clock = clock
        self._outbox = outbox_
        self._every_s = every_s
        self._lease = timedelta(seconds=lease_s)

    async def run(self, bot: Bot, stop: asyncio.Event) -> None:
        """Until `stop`: a pass every `every_s`; a failing pass backs off, with one log line per change."""
        backoff = Backoff("late replies", log)
        while not stop.is_set():
            if not await self._reach.wait_up(stop):
                break
            try:
                await self.once(bot)
                wait = backoff.ok(self._every_s)
            except Exception as exc:
                if unreachable(exc):
                    self._reach.down(exc)
                wait = backoff.failed(exc)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), wait)

    async def once(self, bot: Bot) -> int:
        """Attempt every due reply once; returns how many were claimed. After a chat's reply is put off again,
        that chat's later ones wait with it (they would only meet the same refusal, and must stay in order)."""
        now = self._clock.now()
        claimed = await outbox.claim_due(self._db, now, now + self._lease)
        put_off: dict[int, outbox.Settled] = {}
        for held in claimed:
            blocked = put_off.get(held.chat_id)
            if blocked is not None:
                settled = outbox.Settled(held.turn_key, "retry", held.pieces_sent, held.uncertain, True, now,
                                         blocked.next_attempt_at)
            else:
                settled, _ = await self._outbox.attempt(bot, held, tries=1)  # no waiting here: due again later
                if settled.status == "retry":
                    put_off[held.chat_id] = settled
                else:
                    log.info("late reply %s: %s", held.turn_key, settled.status)
            await once_reachable(self._reach, partial(outbox.settle_many, self._db, [settled]))
        return len(claimed)
