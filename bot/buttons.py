"""Button presses: each one a turn like any text (with its record); the result shows under the message."""

from __future__ import annotations

import contextlib
import logging

from telegram import Update
from telegram.ext import ContextTypes

from bot.delivery import deliver, edit_kwargs
from bot.inbox import Inbox
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

        async def send(record: TurnRecord) -> str:
            assert record.out is not None
            with contextlib.suppress(Exception):
                await query.answer(record.reply[:190])
            if not record.out.settle:
                return (await deliver(context.bot, chat_id, record.reply)).status
            before = getattr(query.message, "text", "") or ""
            try:
                await query.edit_message_text(**edit_kwargs(f"{before}\n\n{record.reply}"), reply_markup=None)
            except Exception:
                log.exception("could not edit the message under the button")
                return "failed"
            return "sent"

        record = await self._turns.handle(TurnInput(
            owner_external_id=str(query.from_user.id), text=query.data or "", channel="telegram", kind="button",
            language_hint=query.from_user.language_code,
            external_id=self._inbox.key(update.update_id), session_key=f"telegram:{chat_id}"), send)
        await self._inbox.finish(update.update_id, record.delivery or "failed")
