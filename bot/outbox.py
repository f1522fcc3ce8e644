"""The reply outbox on Telegram: a turn's reply is stored, keyed by the turn, before it is sent; an attempt's
end is recorded when the turn's update is closed (one statement for both).

What the owner sees when an attempt's outcome is unknown (a timeout, or a run that died while sending): the
reply is sent again at once, ending with "(sent again: I couldn't confirm the first one)", and never silently.
A reply Telegram did not take (429s past the wait budget, network errors) stays in the outbox and goes when
Telegram takes it again, ending with "(sent late: …)" (see `late_replies.py`)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta

from pydantic import BaseModel
from telegram import Bot

from bot.delivery import Delivery, deliver, edit_kwargs
from bot.replies import ButtonRows, keyboard
from pipeline.action_context import Clock
from pipeline.render import SENT_AGAIN, SENT_LATE
from pipeline.stages import Reply
from pipeline.texts import Language
from stores import outbox
from stores.autocommit import Autocommit
from stores.batching import Batched
from stores.outages import Reachability, once_reachable

log = logging.getLogger(__name__)


class ReplyBody(BaseModel):
    """What the outbox keeps of a reply: its text, buttons and language, and for a button press the message
    whose text it is shown under (an edit, which repeats harmlessly)."""

    text: str
    buttons: ButtonRows = ()
    language: Language = "en"
    edit_message_id: int | None = None
    edit_before: str = ""

    @classmethod
    def of(cls, reply: Reply) -> ReplyBody:
        """The body of a rendered reply (its chart and speech go with a first attempt only)."""
        return cls(text=reply.text, buttons=tuple(tuple((b.label, b.data) for b in row) for row in reply.buttons),
                   language=reply.language)


@dataclass(frozen=True)
class Sent:
    """How a reply's sending went: `status` for the inbox (sent | unknown | deferred | failed), `settled` for the
    outbox (None: nothing to record, e.g. a reply already sent by an earlier run), `fresh`: this call sent its
    text for the first time, so its chart and voice may follow."""

    status: str
    settled: outbox.Settled | None = None
    fresh: bool = False


class Outbox:
    """Stores replies before they are sent (replies of one moment share one statement) and sends them."""

    def __init__(self, db: Autocommit, clock: Clock, reach: Reachability) -> None:
        self._clock = clock
        self._reach = reach
        # Holds are on every reply's way out: they get connections of their own (see Autocommit), not a place
        # behind a burst's arrivals and closings.
        own = Autocommit(db.engine)
        self._holds: Batched[outbox.Hold, outbox.Held] = Batched(lambda rows: outbox.hold_many(own, rows))
        self._db = db

    async def send(self, bot: Bot, key: str, owner_id: int, chat_id: int, body: ReplyBody) -> Sent:
        """Store the turn's reply (or find what an earlier run stored), then send it, unless it already went.
        While the database is away, the reply waits for it: it is never sent unstored."""
        hold = outbox.Hold(key, owner_id, chat_id, body.model_dump(mode="json"), self._clock.now())
        held = await once_reachable(self._reach, lambda: self._holds(hold))
        if held.status in ("sent", "failed"):
            log.info("the reply of %s was %s before: not sent again", key, held.status)
            return Sent(held.status)
        settled, status = await self.attempt(bot, held, body=body if held.body is None else None)
        return Sent(status, settled, fresh=held.attempts == 1 and status == "sent")

    async def held(self, key: str) -> outbox.Held | None:
        """What the outbox holds for a turn, if anything."""
        return await outbox.held(self._db, key)

    async def attempt(self, bot: Bot, held: outbox.Held, tries: int = 5, body: ReplyBody | None = None
                      ) -> tuple[outbox.Settled, str]:
        """One attempt at a held reply (up to `tries` sends of each piece, 429s waited out within a budget),
        marked when it is not a plain first try; a timeout is followed at once by one marked resend. Returns what
        to record and the status for the inbox. `body`: the one just stored (else the held one is read)."""
        body = body or ReplyBody.model_validate(held.body)
        uncertain, late = held.uncertain, held.late
        if body.edit_message_id is not None:
            return await self._edit(bot, held, body)
        marker = SENT_AGAIN(body.language) if uncertain else SENT_LATE(body.language) if late else None
        delivery = await deliver(bot, held.chat_id, body.text, keyboard(body.buttons), tries,
                                 start=held.pieces_sent, marker=marker)
        if delivery.status == "unknown":
            uncertain = True
            delivery = await deliver(bot, held.chat_id, body.text, keyboard(body.buttons), tries,
                                     start=delivery.pieces, marker=SENT_AGAIN(body.language))
        return self._settled(held.turn_key, delivery, uncertain, late), delivery.status

    def _settled(self, key: str, delivery: Delivery, uncertain: bool, late: bool) -> outbox.Settled:
        now = self._clock.now()
        match delivery.status:
            case "sent":
                return outbox.Settled(key, "sent", delivery.pieces, uncertain, late, now)
            case "failed":
                return outbox.Settled(key, "failed", delivery.pieces, uncertain, late, now, error=delivery.detail)
            case _:  # deferred, or unknown twice: tried again later, saying so
                wait = max(1.0, delivery.retry_after_s)
                return outbox.Settled(key, "retry", delivery.pieces, uncertain or delivery.status == "unknown", True,
                                      now, now + timedelta(seconds=wait), delivery.status)

    async def _edit(self, bot: Bot, held: outbox.Held, body: ReplyBody) -> tuple[outbox.Settled, str]:
        """A button press's result under the pressed message, its buttons replaced by the result's own (none, or a
        new question's choices); an edit shows once however often it is made."""
        assert body.edit_message_id is not None
        now = self._clock.now()
        try:
            await bot.edit_message_text(chat_id=held.chat_id, message_id=body.edit_message_id,
                                        reply_markup=keyboard(body.buttons),
                                        **edit_kwargs(f"{body.edit_before}\n\n{body.text}"))
        except Exception as exc:
            log.warning("could not edit the message under the button: %s", exc)
            return outbox.Settled(held.turn_key, "failed", 0, held.uncertain, held.late, now, error=str(exc)), "failed"
        return outbox.Settled(held.turn_key, "sent", 1, held.uncertain, held.late, now), "sent"

