"""Photos (and images sent as files): kept by file_id with the caption; the largest size is downloaded once and
its text read offline by the OCR engine, in the engine's own thread."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.error import TelegramError
from telegram.ext import ContextTypes

from bot.arrivals import Arrivals, Media
from bot.kinds import origin_label
from bot.replies import Typing
from pipeline.uploads import Kept, Reading, TooBig
from voice.ocr import ImageError

log = logging.getLogger(__name__)


async def download(file_source: object) -> bytes:
    """A Telegram file's bytes (a PhotoSize, Document…: anything with get_file)."""
    telegram_file = await file_source.get_file()  # type: ignore[attr-defined]
    return bytes(await telegram_file.download_as_bytearray())


class Photos:
    """`on_photo`: what the photo shows is read, what it is is kept; the turn decides the rest."""

    def __init__(self, arrivals: Arrivals, media: Media) -> None:
        self._arrivals = arrivals
        self._media = media

    async def on_photo(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Read the largest size once, then run the turn with what was read (or why nothing was)."""
        message, chat = update.effective_message, update.effective_chat
        assert message is not None and chat is not None
        document = message.document
        item = message.photo[-1] if message.photo else document
        assert item is not None
        size = item.file_size or 0
        if document is not None and size > self._media.document_max_bytes:
            await self._arrivals.run(context.bot, update, TooBig(size, self._media.document_max_bytes),
                                     document.file_name or "(photo)")
            return
        text = ""
        reading: Reading = "no_reader"
        reader = self._media.reader
        if reader is not None:
            if size > self._media.download_max_bytes:
                reading = "too_big"
            else:
                typing = Typing(context.bot, chat.id)
                try:
                    text = (await reader.read(await download(item))).text.strip()
                    reading = "read" if text else "nothing_found"
                except ImageError as exc:
                    log.info("undecodable image in update %s: %s", update.update_id, exc)
                    reading = "unreadable"
                except TelegramError as exc:
                    log.warning("could not download the photo of update %s: %s", update.update_id, exc)
                    reading = "failed"
                finally:
                    typing.stop()
        cap = self._media.text_max_chars
        kept = Kept(kind="photo", media="document" if document is not None else "photo", file_id=item.file_id,
                    file_unique_id=item.file_unique_id, file_name=document.file_name if document else None,
                    mime_type=document.mime_type if document else "image/jpeg", file_size=size,
                    caption=message.caption or "", text=text[:cap], truncated=len(text) > cap, text_cap=cap,
                    reading=reading, origin=origin_label(message.forward_origin))
        await self._arrivals.run(context.bot, update, kept, message.caption or "(photo)")

