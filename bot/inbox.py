"""The bot's durable inbox: updates recorded on arrival and closed after their turn, in grouped statements; a
turn's reply goes through the outbox, and its outcome is recorded with the closing."""

from __future__ import annotations

from telegram import Bot

from bot.outbox import Outbox, ReplyBody, Sent
from pipeline.action_context import Clock
from pipeline.archive import AFTER_REPLY_LINGER_S
from stores import inbox, outbox
from stores.autocommit import Autocommit
from stores.batching import Batched
from stores.database import sessions
from stores.outages import Reachability, once_reachable
from stores.outbox import Settled


class Inbox:
    """Arrivals of one poll, and updates closed in the same moment, share one statement. A text's update is
    closed once its reply is out, by nobody waiting: that one lingers (see AFTER_REPLY_LINGER_S)."""

    def __init__(self, db: Autocommit, bot_id: int, clock: Clock, reach: Reachability) -> None:
        self._db = db
        self._sessions = sessions(db.engine)
        self.bot_id = bot_id
        self._clock = clock
        self._reach = reach
        self.outbox = Outbox(db, clock, reach)
        self._receipts: Batched[inbox.Arrival, bool] = Batched(lambda rows: inbox.claim_many(db, rows))
        self._finishes: Batched[inbox.Finished, None] = Batched(lambda rows: inbox.finish_many(db, rows))
        self._finishes_after_reply: Batched[inbox.Finished, None] = Batched(
            lambda rows: inbox.finish_many(db, rows), linger_s=AFTER_REPLY_LINGER_S)

    async def claim(self, arrival: inbox.Arrival) -> bool:
        """Record an arriving update; False for one already recorded (a duplicate)."""
        return await self._receipts(arrival)

    async def claim_again(self, arrival: inbox.Arrival) -> bool:
        """Record an update replayed from the spool (see `stores.inbox.claim_again`)."""
        return await inbox.claim_again(self._db, arrival)

    def key(self, update_id: int) -> str:
        """The key of the update's turn: its ledger rows and its reply are filed under it."""
        return f"telegram:{self.bot_id}:{update_id}"

    async def finish(self, update_id: int, reply_status: str, status: str = "done", after_reply: bool = False,
                     reply: Settled | None = None) -> None:
        """Close an update, with what happened to its reply (and, in the same statement, its outbox entry); while
        the database is away, once it is back (a reply's outcome is not forgotten)."""
        finished = inbox.Finished(self.bot_id, update_id, self._clock.now(), reply_status, status, reply)
        batch = self._finishes_after_reply if after_reply else self._finishes
        await once_reachable(self._reach, lambda: batch(finished))

    async def answer(self, bot: Bot, update_id: int, owner_id: int, chat_id: int, body: ReplyBody,
                     status: str = "done") -> Sent:
        """Send the update's one reply through the outbox, then close the update."""
        sent = await self.outbox.send(bot, self.key(update_id), owner_id, chat_id, body)
        await self.finish(update_id, sent.status, status, reply=sent.settled)
        return sent

    async def take_unfinished(self) -> list[inbox.Left]:
        """What a previous run left unfinished, in arrival order."""
        async with self._sessions() as s, s.begin():
            return await inbox.take_unfinished(s, self.bot_id)

    async def warm(self) -> None:
        """Fill the database pool now, so the first burst of updates does not pay for it."""
        await self._db.warm((outbox.PRIMER, inbox.PRIMER))
