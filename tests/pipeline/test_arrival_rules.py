"""The pure rules for things sent besides words, and how Arthur words what it kept of them."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from pipeline.actions import CATALOG
from pipeline.actions.attachments import note_body
from pipeline.catalog import BOTH, Catalog
from pipeline.rules.arrivals import FORWARD_WINDOW, PLACE_TO_REMINDER, with_forward, within
from pipeline.upload_words import document_label, reading, size_label, where
from pipeline.uploads import Kept

T0 = datetime(2026, 11, 25, 9, tzinfo=UTC)


def test_windows() -> None:
    assert within(T0, T0 + PLACE_TO_REMINDER, PLACE_TO_REMINDER)
    assert not within(T0, T0 + PLACE_TO_REMINDER + timedelta(seconds=1), PLACE_TO_REMINDER)
    assert not within(T0, T0 - timedelta(seconds=1), FORWARD_WINDOW)


def test_this_stands_for_the_forwarded_text() -> None:
    forwarded = "Dinner at Bob's\non Friday at 8pm"
    assert with_forward({"text": "this", "due": "2026-11-26 09:00"}, forwarded) == {
        "text": "Dinner at Bob's on Friday at 8pm", "due": "2026-11-26 09:00"}
    assert with_forward({"text": "of this"}, "Call Ann")["text"] == "Call Ann"
    assert with_forward({"text": "payer ça"}, "la facture 42")["text"] == "payer la facture 42"
    assert with_forward({"text": "call Bob"}, "anything") == {"text": "call Bob"}  # nothing stands for it
    assert len(with_forward({"text": "it"}, "x" * 1000)["text"]) == 300


def test_what_a_kept_upload_says() -> None:
    photo = Kept(kind="photo", caption="car", text="Level -2\nB12", reading="read")
    assert note_body(photo) == "car\n\nLevel -2\nB12"
    assert reading(photo, "en") == " (text read: 'Level -2 B12')"
    assert reading(photo, "fr") == " (texte lu : « Level -2 B12 »)"
    doc = Kept(kind="document", file_name="a.pdf", file_size=1_234_567, pages=3, text="x" * 50, reading="read",
               truncated=True, text_cap=50)
    assert document_label(doc, "en") == "a.pdf (1.2 MB, 3 pages)"
    assert "I kept its first 50 characters" in reading(doc, "en", 50)
    assert reading(Kept(kind="document", reading="not_text"), "en").startswith(" (no text was read")
    assert where(48.85, 2.35) == "48.85000, 2.35000"
    assert where(48.85, 2.35, "Indigo", "12 rue X") == "Indigo, 12 rue X (48.85000, 2.35000)"
    assert size_label(900) == "900 B" and size_label(34_000) == "34 kB"
    forward = Kept(kind="forward", text="hello", origin="Alice")
    assert note_body(forward) == "hello\n\n— Alice"


def test_channel_only_actions_reach_no_model_command_or_sentence() -> None:
    channel_only = {a.name for a in CATALOG.actions if a.from_channel_only}
    assert channel_only == {"save_upload", "attach_upload", "replace_note"}
    tools = {t["function"]["name"] for agent in ("steward", "mentor") for t in CATALOG.tools_for(agent)}
    assert not tools & channel_only
    assert not [a for a in CATALOG.actions if a.name in channel_only and (a.command or a.intents)]
    assert CATALOG.problems() == []


def test_the_catalog_checks_channel_only_declarations() -> None:
    save = CATALOG["save_upload"]
    assert Catalog([save]).problems() == []  # agents=() is accepted for a channel-only action
    assert Catalog([replace(save, agents=BOTH)]).problems() == [
        "save_upload: a channel-only action has no agents, command, sentences or buttons"]
    assert Catalog([replace(save, from_channel_only=False)]).problems() == ["save_upload: agents must name real agents"]
