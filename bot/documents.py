"""Documents: over the size limit, refused before anything is downloaded; PDF and plain text read (pypdf, and the
OCR for scanned pages), the text capped; any other type kept by file_id, name and size, unread."""

from __future__ import annotations

import asyncio
import logging
from pathlib import PurePath

from telegram import Update
from telegram.error import TelegramError
from telegram.ext import ContextTypes

from bot.arrivals import Arrivals, Media
from bot.kinds import origin_label
from bot.photos import download
from bot.replies import Typing
from pipeline.uploads import Kept, Reading, TooBig
from voice.documents import TEXT_MIMES, TEXT_SUFFIXES, extract_text
from voice.ocr import ImageError

log = logging.getLogger(__name__)


def readable(file_name: str | None, mime: str | None) -> bool:
    """A type whose text Arthur reads: PDF or plain text (decided by name and type, before downloading)."""
    suffix = PurePath(file_name or "").suffix.lower()
    kind = (mime or "").split(";")[0].strip().lower()
    return suffix == ".pdf" or kind == "application/pdf" or suffix in TEXT_SUFFIXES or kind in TEXT_MIMES


class Documents:
    """`on_document`: documents that are not images (photos.py) nor audio (voice_notes.py)."""

    def __init__(self, arrivals: Arrivals, media: Media) -> None:
        self._arrivals = arrivals
        self._media = media

    async def on_document(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Refuse, read or just keep; then the turn decides what is kept and says so."""
        message, chat = update.effective_message, update.effective_chat
        assert message is not None and chat is not None and message.document is not None
        doc = message.document
        size = doc.file_size or 0
        said = message.caption or doc.file_name or "(document)"
        if size > self._media.document_max_bytes:
            await self._arrivals.run(context.bot, update, TooBig(size, self._media.document_max_bytes), said)
            return
        cap = self._media.text_max_chars
        text, pages, truncated = "", None, False
        reading: Reading = "not_text"
        if readable(doc.file_name, doc.mime_type):
            if size > self._media.download_max_bytes:
                reading = "too_big"
            else:
                typing = Typing(context.bot, chat.id)
                try:
                    text, pages, truncated, reading = await self._read(await download(doc), doc.file_name,
                                                                       doc.mime_type, cap)
                except TelegramError as exc:
                    log.warning("could not download the document of update %s: %s", update.update_id, exc)
                    reading = "failed"
                finally:
                    typing.stop()
        kept = Kept(kind="document", media="document", file_id=doc.file_id, file_unique_id=doc.file_unique_id,
                    file_name=doc.file_name, mime_type=doc.mime_type, file_size=size, caption=message.caption or "",
                    text=text, reading=reading, pages=pages, truncated=truncated, text_cap=cap,
                    origin=origin_label(message.forward_origin))
        await self._arrivals.run(context.bot, update, kept, said)

    async def _read(self, data: bytes, name: str | None, mime: str | None, cap: int
                    ) -> tuple[str, int | None, bool, Reading]:
        """The text layer (pypdf, in a thread), then the OCR for pages that are only an image."""
        found = await asyncio.to_thread(extract_text, data, name or "", mime, cap)
        parts = [found.text] if found.text else []
        if found.images and self._media.reader is not None:
            for image in found.images:
                try:
                    read = await self._media.reader.read(image)
                except ImageError:
                    continue
                if read.text.strip():
                    parts.append(read.text.strip())
        text = "\n\n".join(parts)
        truncated = found.truncated or len(text) > cap
        text = text[:cap]
        if text:
            return text, found.pages or None, truncated, "read"
        if found.kind == "none" or (found.problem and not found.pages):  # corrupt, encrypted, not what it says
            return "", found.pages or None, False, "unreadable"
        return "", found.pages or None, False, "nothing_found" if self._media.reader or not found.images else "no_reader"
