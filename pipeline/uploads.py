"""What arrives besides words, as a turn sees it (a photo, a document, a place, a forward, an edit, anything else),
and what a reply sends back besides its text (a photo, a file, a place). Pure descriptions, no I/O.

A channel describes what it received (`TurnInput.upload`); the turn decides what is kept (pipeline/upload_turns.py)
through the channel-only actions of pipeline/actions/attachments.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from pipeline.catalog import ActionInput
from pipeline.outcomes import Record
from pipeline.texts import Language

UploadKind = Literal["photo", "document", "place", "forward"]
Media = Literal["photo", "document"]  # how a kept file is sent back: as a photo, or as a file
# What reading the text of a file gave: read (some text), nothing_found (none in it), not_text (a type Arthur does
# not read), unreadable (corrupt, encrypted), no_reader (no OCR engine here), too_big (over what bots may
# download), failed (the download failed), none (nothing to read: a place, a forward).
Reading = Literal["read", "nothing_found", "not_text", "unreadable", "no_reader", "too_big", "failed", "none"]


class Kept(ActionInput):
    """Something sent that Arthur keeps: a file by its Telegram file_id (never the file itself), the caption,
    the text read from it, a place's coordinates and venue, a forward's origin."""

    kind: UploadKind
    media: Media | None = None
    file_id: str | None = Field(default=None, max_length=500)
    file_unique_id: str | None = Field(default=None, max_length=500)
    file_name: str | None = Field(default=None, max_length=1000)
    mime_type: str | None = Field(default=None, max_length=200)
    file_size: int | None = Field(default=None, ge=0)
    caption: str = Field(default="", max_length=5000)
    text: str = Field(default="", max_length=200_000, description="The text read from the file, or forwarded.")
    reading: Reading = "none"
    pages: int | None = Field(default=None, ge=0)
    truncated: bool = False  # the text read was cut at `text_cap` characters
    text_cap: int | None = Field(default=None, ge=1)
    latitude: float | None = Field(default=None, ge=-90, le=90)
    longitude: float | None = Field(default=None, ge=-180, le=180)
    title: str | None = Field(default=None, max_length=1000)  # a venue's name
    address: str | None = Field(default=None, max_length=1000)
    origin: str | None = Field(default=None, max_length=500)  # who a forwarded message came from


@dataclass(frozen=True)
class TooBig:
    """A document over the size Arthur accepts: refused, nothing kept."""

    size: int
    limit: int


@dataclass(frozen=True)
class LiveLocation:
    """A live location: refused, nothing kept."""


@dataclass(frozen=True)
class Unused:
    """Something Arthur does not use yet (a sticker, a poll…): `what` names its kind (Telegram's word for it).
    A shared contact carries its name and, when it is a Telegram user, the chat id a /contact needs."""

    what: str
    name: str | None = None
    chat_id: int | None = None


@dataclass(frozen=True)
class Edited:
    """A message edited after it was handled: `original` is the external id of the turn its first version ran
    (None when there is no record of it), `text` its new version."""

    original: str | None
    text: str


Upload = Kept | TooBig | LiveLocation | Unused | Edited


@dataclass(frozen=True)
class Enclosure:
    """What a reply sends back besides its text: a kept file (by file_id), or a place."""

    kind: Literal["photo", "document", "location", "venue"]
    file_id: str | None = None
    latitude: float | None = None
    longitude: float | None = None
    title: str | None = None
    address: str | None = None
    language: Language = "en"  # of the sentence said if it cannot be sent


class Encloses(Record):
    """Typed data whose reply sends something back (the render stage puts it beside the text)."""

    def enclosure(self) -> Enclosure | None:
        """What to send back, if anything."""
        raise NotImplementedError
