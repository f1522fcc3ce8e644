"""ORM table of what arrived besides words: a photo, a document, a place or a forwarded message, kept and linked
to the owner's note or reminder it belongs to (by the owner's number of that note or reminder)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Boolean, Index, Integer, Numeric, Text
from sqlalchemy.orm import Mapped, mapped_column

from stores.models import TS, Base, Retirable, _owner, _pk


class Attachment(Retirable, Base):
    """Something sent to Arthur and kept: a photo, a document, a place or a forwarded message, linked to what it
    belongs to (a note, a reminder). A file is kept by Telegram's file_id, never downloaded to be kept."""

    __tablename__ = "attachments"
    __table_args__ = (Index("attachments_owner_created_idx", "owner_id", "created_at"),
                      Index("attachments_target_idx", "owner_id", "target", "target_id"))
    id: Mapped[int] = _pk()
    owner_id: Mapped[int] = _owner()
    kind: Mapped[str] = mapped_column(Text)  # photo | document | place | forward
    target: Mapped[str] = mapped_column(Text)  # note | reminder
    target_id: Mapped[int] = mapped_column(BigInteger)
    media: Mapped[str | None] = mapped_column(Text)  # how the file goes back: photo | document (None: no file)
    file_id: Mapped[str | None] = mapped_column(Text)
    file_unique_id: Mapped[str | None] = mapped_column(Text)
    file_name: Mapped[str | None] = mapped_column(Text)
    mime_type: Mapped[str | None] = mapped_column(Text)
    file_size: Mapped[int | None] = mapped_column(BigInteger)
    caption: Mapped[str] = mapped_column(Text, default="")
    text: Mapped[str] = mapped_column(Text, default="")  # the text read (OCR, PDF) or forwarded
    reading: Mapped[str] = mapped_column(Text, default="none")  # what reading the text gave (see pipeline/uploads.py)
    pages: Mapped[int | None] = mapped_column(Integer)
    truncated: Mapped[bool] = mapped_column(Boolean, default=False)
    latitude: Mapped[float | None] = mapped_column(Numeric(9, 6))
    longitude: Mapped[float | None] = mapped_column(Numeric(9, 6))
    title: Mapped[str | None] = mapped_column(Text)  # a venue's name
    address: Mapped[str | None] = mapped_column(Text)
    origin: Mapped[str | None] = mapped_column(Text)  # "forwarded from …"
    created_at: Mapped[datetime] = mapped_column(TS)
