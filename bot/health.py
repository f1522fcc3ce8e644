"""The channel's health, for /status: the database as this process last saw it, Telegram as the last poll found
it, Mistral's last call, the spool's depth, and the owner's last push (unknown while the database is away)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from bot.polling import Telegram
from bot.spool import Spool
from pipeline.action_context import OwnerRef
from pipeline.health import Health, WatchedModel, health_line
from pipeline.texts import Language
from stores import deliveries
from stores.autocommit import Autocommit
from stores.database import sessions
from stores.outages import Reachability, unreachable


class ChannelHealth:
    """A `StatusSource` for the Telegram channel's turns, and the line the gate gives while the database is
    away (when /status can't be a turn)."""

    def __init__(self, db: Autocommit, reach: Reachability, telegram: Telegram, spool: Spool,
                 model: WatchedModel | None) -> None:
        self._sessions = sessions(db.engine)
        self._reach = reach
        self.telegram = telegram
        self._spool = spool
        self._model = model

    async def health(self, owner: OwnerRef) -> Health:
        """The health as of now."""
        last_push, known = None, False
        if self._reach.up:
            try:
                async with self._sessions() as s:
                    last_push = await deliveries.last_push(s, owner.id)
                known = True
            except Exception as exc:
                if not unreachable(exc):
                    raise
                self._reach.down(exc)
        return Health(self._reach.up, _at(self._reach.since), self.telegram.up, _at(self.telegram.since),
                      mistral=self._model.state if self._model is not None else None, spool=self._spool.depth,
                      last_push=last_push, last_push_known=known)

    async def line(self, owner: OwnerRef | None, lang: Language) -> str:
        """The health line for an owner this process may not know the zone of (then in UTC)."""
        zone = owner.zone if owner is not None else ZoneInfo("UTC")
        if owner is None:
            return health_line(Health(self._reach.up, _at(self._reach.since), self.telegram.up,
                                      _at(self.telegram.since), spool=self._spool.depth, last_push_known=False),
                               lang, zone)
        return health_line(await self.health(owner), lang, zone)


def _at(epoch: float) -> datetime:
    return datetime.fromtimestamp(epoch, UTC)
