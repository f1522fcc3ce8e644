"""What an update brings (pure): every kind of message content PTB knows, and what Arthur does with it.

A kind is handled (text, voice, photo, document, place), or unused: then pipeline/unused_kinds.py names it in one
honest sentence. tests/bot/test_every_kind.py walks telegram.constants.MessageType: a kind PTB adds fails it
until it is placed here or named there.
"""

from __future__ import annotations

from telegram import (
    Document,
    Message,
    MessageOrigin,
    MessageOriginChannel,
    MessageOriginChat,
    MessageOriginHiddenUser,
    MessageOriginUser,
    Update,
)
from telegram.constants import MessageType

# Content Arthur acts on, by handler; every other kind gets the "not used yet" sentence.
HANDLED: dict[str, str] = {"text": "text", "voice": "voice", "audio": "voice", "photo": "photo",
                           "document": "document", "location": "place", "venue": "place", "contact": "contact"}
# Fields that come with a message's content rather than being content of their own: looked at last.
ACCOMPANYING = ("business_connection_id", "effect_id", "sender_boost_count", "sender_business_bot", "reply_to_story")
# A venue message also carries its location: the venue is looked at first.
ORDER: tuple[str, ...] = ("venue", *(t.value for t in MessageType if t.value not in ACCOMPANYING and t.value != "venue"),
                          *ACCOMPANYING)


EDITED = "(edited message)"


def content_type(message: Message) -> str | None:
    """The message's kind of content (one of MessageType), content before what accompanies it."""
    return next((t for t in ORDER if getattr(message, t, None)), None)


def update_type(update: Update) -> str:
    """Which kind of update this is (message, message_reaction, …)."""
    return next((t for t in Update.ALL_TYPES if getattr(update, t, None) is not None), "unknown")


def is_image(document: Document | None) -> bool:
    """An image sent as a file (read like a photo)."""
    return document is not None and (document.mime_type or "").lower().startswith("image/")


def is_audio(document: Document | None) -> bool:
    """An audio file sent as a document (heard like a voice note)."""
    return document is not None and (document.mime_type or "").lower().startswith("audio/")


def origin_label(origin: MessageOrigin | None) -> str | None:
    """Who a forwarded message came from: 'Alice Martin (@alice)', a hidden name, a chat's or channel's title."""
    if isinstance(origin, MessageOriginUser):
        user = origin.sender_user
        return f"{user.full_name} (@{user.username})" if user.username else user.full_name
    if isinstance(origin, MessageOriginHiddenUser):
        return origin.sender_user_name
    if isinstance(origin, MessageOriginChat):
        title = origin.sender_chat.title or origin.sender_chat.full_name or "?"
        return f"{title} ({origin.author_signature})" if origin.author_signature else title
    if isinstance(origin, MessageOriginChannel):
        title = origin.chat.title or "?"
        return f"{title} ({origin.author_signature})" if origin.author_signature else title
    return None


def arrival_kind(update: Update) -> tuple[str, str] | None:
    """The durable inbox's kind for what this module's handlers take (edit, forward, photo, document, place,
    other) and the words it keeps of it; None for texts, commands, voice notes and buttons."""
    if update.callback_query is not None:
        return None
    if update.edited_message is not None:
        return "edit", EDITED  # not its words: an edited password must not be kept anywhere
    message = update.effective_message
    if message is None:
        return "other", f"({update_type(update)})"
    if message.text is not None and message.forward_origin is None:
        return None  # the common case, decided at once
    kind = content_type(message)
    words = message.text or message.caption or ""
    if message.forward_origin is not None and kind in ("text", "voice", "audio"):
        return ("forward", words) if kind == "text" else ("other", "(forwarded voice note)")
    if kind == "photo" or (kind == "document" and is_image(message.document)):
        return "photo", words or "(photo)"
    if kind == "document" and not is_audio(message.document):
        return "document", words or (message.document.file_name if message.document else None) or "(document)"
    if kind in ("location", "venue"):
        return "place", "(location)"
    if kind in ("text", "voice", "audio", "document"):
        return None
    return "other", f"({kind or 'empty message'})"
