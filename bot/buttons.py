"""Button presses: each one a turn like any text (with its record); the result shows under the message."""

from __future__ import annotations

import contextlib
import logging

from telegram import Update
from telegram.ext import ContextTypes

from bot.inbox import Inbox
from bot.outbox import ReplyBody, Sent
from pipeline.stages import TurnInput, TurnRecord
from pipeline.turns import Turns

log = logging.getLogger(__name__)


class Buttons:
    """`on_button`: only the owner the message was sent to reaches here (the gate checked), once per press."""

    def __init__(self, turns: Turns, inbox: Inbox) -> None:
        self._turns = turns
        self._inbox = inbox

    async def on_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Run the press as a turn; answer it, then show the result under the pressed message (its buttons
        removed) or, for buttons that stay, as a reply of its own."""
        query = update.callback_query
        assert query is not None
        chat_id = query.message.chat.id if query.message is not None else query.from_user.id
        key = self._inbox.key(update.update_id)
        sent: list[Sent] = []

        async def send(record: TurnRecord) -> str:
            assert record.out is not None
            with contextlib.suppress(Exception):
                await query.answer(record.reply[:190])
            body = ReplyBody.of(record.out)
            if record.out.settle and query.message is not None:
                # The buttons pressed go; any the result offers (a new question's choices) come instead.
                body = body.model_copy(update={"edit_message_id": query.message.message_id,
                                               "edit_before": getattr(query.message, "text", "") or ""})
            owner = await self._turns.executor.owner(str(query.from_user.id))
            sent.append(await self._inbox.outbox.send(context.bot, key, owner.id, chat_id, body))
            return sent[0].status

        record = await self._turns.handle(TurnInput(
            owner_external_id=str(query.from_user.id), text=query.data or "", channel="telegram", kind="button",
            language_hint=query.from_user.language_code, external_id=key, session_key=f"telegram:{chat_id}"), send)
        await self._inbox.finish(update.update_id, record.delivery or "failed",
                                 reply=sent[0].settled if sent else None)
