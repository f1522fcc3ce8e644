"""One turn for something that arrived besides words (a photo, a place, an edit, a sticker…): the turn record,
its reply stored in the outbox and sent (attachment included), then the update is closed in the durable inbox."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from telegram import Bot, Update

from bot.inbox import Inbox
from bot.outbox import ReplyBody, Sent
from bot.replies import extras
from pipeline.stages import TurnInput, TurnRecord
from pipeline.turns import Turns
from pipeline.uploads import Upload
from voice.ocr import TextReader

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Media:
    """The engines and limits for files: the OCR engine (loaded once by the composition root; None: images
    are kept unread), the largest document accepted, and how much of a document's text is kept."""

    reader: TextReader | None = None
    document_max_bytes: int = 20 * 1000 * 1000
    text_max_chars: int = 10_000
    download_max_bytes: int = 20 * 1000 * 1000  # what a bot may download with getFile


class Arrivals:
    """Runs the turn of an upload, like a text's: through Turns.handle, replying with the same helper."""

    def __init__(self, turns: Turns, inbox: Inbox) -> None:
        self._turns = turns
        self._inbox = inbox

    @property
    def bot_id(self) -> int:
        """The bot's id (the inbox's key)."""
        return self._inbox.bot_id

    @property
    def inbox(self) -> Inbox:
        """The durable inbox the updates are closed in."""
        return self._inbox

    async def run(self, bot: Bot, update: Update, upload: Upload, said: str) -> None:
        """The turn (its record says `said`), its reply, then the update closed with how the reply went."""
        chat, user = update.effective_chat, update.effective_user
        assert chat is not None and user is not None

        key = self._inbox.key(update.update_id)
        sent: list[Sent] = []

        async def send(record: TurnRecord) -> str:  # through the outbox, like a text's reply
            assert record.out is not None
            owner = await self._turns.executor.owner(str(user.id))
            sent.append(await self._inbox.outbox.send(bot, key, owner.id, chat.id, ReplyBody.of(record.out)))
            if sent[0].fresh:
                await extras(bot, chat.id, record.out)  # the photo, file or place sent back
            return sent[0].status

        record = await self._turns.handle(TurnInput(
            owner_external_id=str(user.id), text=said, channel="telegram", kind="upload", upload=upload,
            language_hint=user.language_code, external_id=key, session_key=f"telegram:{chat.id}"), send)
        await self._inbox.finish(update.update_id, record.delivery or "failed",
                                 reply=sent[0].settled if sent else None)

    async def close_quietly(self, update: Update, why: str) -> None:
        """An update that needs no reply of its own (already answered): closed, and the reason logged."""
        log.info("update %s closed without a reply: %s", update.update_id, why)
        await self._inbox.finish(update.update_id, "none")
