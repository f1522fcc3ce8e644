"""Briefing pushes: the daily one at each owner's chosen local time, the weekly one on Mondays, once each."""

from __future__ import annotations

import logging
from datetime import date, time

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from telegram import Bot

from bot.replies import send_reply
from pipeline.action_context import Caller, Clock
from pipeline.actions.briefings import WeeklyBriefing
from pipeline.executor import Executor
from pipeline.outcomes import Ok
from pipeline.render import chart_of
from pipeline.stages import Reply
from stores import deliveries

log = logging.getLogger(__name__)


class BriefingPushes:
    """Each (owner, kind, local day) is claimed once before the push; the claim records how it ended."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], clock: Clock, bot: Bot, executor: Executor) -> None:
        self._sessions = sessions
        self._clock = clock
        self._bot = bot
        self._executor = executor

    async def once(self) -> None:
        """Push what is due now."""
        now = self._clock.now()
        async with self._sessions() as s:
            owners = await deliveries.briefing_owners(s)
        for owner_id, external_id, _zone, at in owners:
            owner = await self._executor.owner(external_id)
            local = now.astimezone(owner.zone)
            hh, mm = (int(x) for x in at.split(":"))
            if local.time() < time(hh, mm):
                continue
            for kind in ["daily"] + (["weekly"] if local.weekday() == 0 else []):
                await self._push(owner_id, external_id, kind, local.date())

    async def _push(self, owner_id: int, external_id: str, kind: str, day: date) -> None:
        async with self._sessions() as s, s.begin():
            if not await deliveries.claim_briefing(s, owner_id, kind, day, self._clock.now()):
                return
        owner = await self._executor.owner(external_id)
        action = "read_daily_briefing" if kind == "daily" else "read_weekly_briefing"
        outcome = await self._executor.run(owner, Caller("scheduler", surface="telegram"), action, {})
        status = "failed"
        if isinstance(outcome, Ok):
            chart = chart_of(outcome.data, owner.language) if isinstance(outcome.data, WeeklyBriefing) else None
            result = await send_reply(self._bot, int(external_id), Reply(outcome.summary, chart=chart))
            status = result.status
        else:
            log.warning("the %s briefing of owner %s was not read: %s", kind, owner_id, outcome)
        async with self._sessions() as s, s.begin():
            await deliveries.briefing_done(s, owner_id, kind, day, status)

