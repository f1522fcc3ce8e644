"""What an update brings, decided without I/O: content before what accompanies it, a venue before its location,
the inbox's kind of each update, a forward's origin."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from telegram import (
    Chat,
    Message,
    MessageOriginChannel,
    MessageOriginHiddenUser,
    MessageOriginUser,
    Update,
    User,
)

from bot.kinds import EDITED, arrival_kind, content_type, origin_label

NOW = datetime(2026, 11, 25, 9, tzinfo=UTC)
CHAT = Chat(7, Chat.PRIVATE)
USER = User(7, "Owner", False)


def message(**fields: Any) -> Message:
    return Message.de_json({"message_id": 1, "date": 1764061200, "chat": CHAT.to_dict(), "from": USER.to_dict(),
                            **fields}, None)


def update(**fields: Any) -> Update:
    return Update(1, message=message(**fields))


def test_a_venue_is_read_before_its_location_and_content_before_its_effect() -> None:
    where = {"latitude": 1.0, "longitude": 2.0}
    assert content_type(message(location=where, venue={"location": where, "title": "t", "address": "a"})) == "venue"
    assert content_type(message(location=where)) == "location"
    assert content_type(message(text="hi", effect_id="5")) == "text"
    assert content_type(message(effect_id="5")) == "effect_id"


def test_the_inbox_kind_of_each_update() -> None:
    photo = [{"file_id": "f", "file_unique_id": "u", "width": 1, "height": 1}]
    assert arrival_kind(update(text="hello")) is None  # texts, commands, voice notes: their own handlers
    assert arrival_kind(update(voice={"file_id": "v", "file_unique_id": "u", "duration": 1})) is None
    assert arrival_kind(update(photo=photo, caption="car")) == ("photo", "car")
    image = {"file_id": "d", "file_unique_id": "u", "mime_type": "image/png", "file_name": "a.png"}
    assert arrival_kind(update(document=image)) == ("photo", "(photo)")
    pdf = {"file_id": "d", "file_unique_id": "u", "mime_type": "application/pdf", "file_name": "a.pdf"}
    assert arrival_kind(update(document=pdf)) == ("document", "a.pdf")
    audio = {"file_id": "d", "file_unique_id": "u", "mime_type": "audio/ogg", "file_name": "a.ogg"}
    assert arrival_kind(update(document=audio)) is None
    assert arrival_kind(update(location={"latitude": 1.0, "longitude": 2.0})) == ("place", "(location)")
    assert arrival_kind(update(sticker={"file_id": "s", "file_unique_id": "u", "width": 1, "height": 1,
                                        "is_animated": False, "is_video": False, "type": "regular"})) == (
        "other", "(sticker)")
    origin = {"type": "hidden_user", "date": 1, "sender_user_name": "Zoé"}
    assert arrival_kind(update(text="fwd", forward_origin=origin)) == ("forward", "fwd")
    edited = Update(2, edited_message=message(text="my new password", edit_date=2))
    assert arrival_kind(edited) == ("edit", EDITED)  # the new words are kept nowhere by the gate


def test_origin_labels() -> None:
    alice = User(5, "Alice", False, last_name="Martin", username="alice")
    assert origin_label(MessageOriginUser(NOW, alice)) == "Alice Martin (@alice)"
    assert origin_label(MessageOriginHiddenUser(NOW, "Zoé")) == "Zoé"
    channel = Chat(-100, Chat.CHANNEL, title="News")
    assert origin_label(MessageOriginChannel(NOW, channel, 3, author_signature="Ed")) == "News (Ed)"
    assert origin_label(None) is None


def test_recovery_names_what_it_cannot_replay() -> None:
    from bot.your_arrivals import your_arrival

    assert your_arrival("photo", "en") == "your photo"
    assert your_arrival("place", "fr") == "ta position"
    assert your_arrival("other", "en") == "your message"
