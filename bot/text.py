"""Text and command messages: one turn, its reply drawn on Telegram, then the update is closed."""

from __future__ import annotations

import asyncio
import logging

from telegram import Bot, Update
from telegram.ext import ContextTypes

from bot.chat_order import let_next_in
from bot.erase import MessageEraser
from bot.inbox import Inbox
from bot.outbox import ReplyBody
from bot.replies import Typing, extras
from pipeline.stages import TurnInput, TurnRecord
from pipeline.turns import Turns

log = logging.getLogger(__name__)


class TextMessages:
    """`on_text`, and `answer`, which recovery also uses for texts a previous run never got to."""

    def __init__(self, turns: Turns, inbox: Inbox) -> None:
        self._turns = turns
        self._inbox = inbox

    async def on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A text or command message: one turn, one reply (split if long), buttons when it has some."""
        message, chat, user = update.effective_message, update.effective_chat, update.effective_user
        assert message is not None and chat is not None and user is not None
        await self.answer(context.bot, chat.id, str(user.id), message.text or "", update.update_id,
                          user.language_code, message.message_id)

    async def answer(self, bot: Bot, chat_id: int, user: str, text: str, update_id: int,
                     language: str | None = None, message_id: int | None = None, again: bool = False) -> None:
        """One turn for a text, its reply with any buttons, then the update is closed. `again`: the turn is run a
        second time after a crash (what it already did is handed back).

        Once the reply is out, the chat's next message may start (`let_next_in`): this turn's archive write and
        inbox closing finish meanwhile, side by side. The archive keeps each conversation's writes in order and
        lets reads wait for them."""
        typing = Typing(bot, chat_id)
        finishing: list[asyncio.Task[None]] = []
        key = self._inbox.key(update_id)

        async def send(record: TurnRecord) -> str:
            typing.stop()
            assert record.out is not None
            owner = await self._turns.executor.owner(user)
            sent = await self._inbox.outbox.send(bot, key, owner.id, chat_id, ReplyBody.of(record.out))
            if sent.fresh:
                await extras(bot, chat_id, record.out)
            finishing.append(asyncio.create_task(self._inbox.finish(update_id, sent.status, after_reply=True,
                                                                    reply=sent.settled)))
            let_next_in()
            return sent.status

        try:
            record = await self._turns.handle(TurnInput(
                owner_external_id=user, text=text, channel="telegram", language_hint=language, again=again,
                external_id=key, session_key=f"telegram:{chat_id}",
                forget=MessageEraser(bot, chat_id, message_id) if message_id is not None else None), send)
        except Exception:
            if not finishing:
                raise  # before the reply: the error handler answers honestly
            # After it, the owner has their answer: the error handler must not answer a second time.
            log.exception("a turn failed after its reply was sent")
        finally:
            typing.stop()
        if finishing:
            try:
                await finishing[0]
            except Exception:
                log.exception("update %s could not be closed after its reply was sent", update_id)
            return
        await self._inbox.finish(update_id, record.delivery or "failed")
