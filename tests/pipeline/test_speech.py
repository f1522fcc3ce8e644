"""Speech-safe text: no markdown, URLs or emoji; three sentences at most."""

from __future__ import annotations

from pipeline.speech import speakable


def test_markdown_urls_and_emoji_are_removed() -> None:
    out = speakable("**Saved** 🎉 note [#4](https://x.y/4) — see https://example.com")
    assert "*" not in out and "http" not in out and "🎉" not in out and "[" not in out
    assert out.startswith("Saved note number 4")


def test_at_most_three_sentences() -> None:
    assert speakable("One. Two! Three? Four. Five.") == "One. Two! Three?"


def test_lists_become_sentences() -> None:
    assert speakable("Your notes:\n- milk\n- eggs") == "Your notes: milk. eggs."


def test_times_and_dates_are_spoken() -> None:
    assert speakable("Reminder #2 set for Mon 30 Nov 2026 at 09:00: call the notary") == (
        "Reminder number 2 set for Monday 30 November at 9 AM: call the notary.")
    assert speakable("Paused at 14:30.") == "Paused at 2:30 PM."
    assert speakable("Rappel n°2 à 09:00.", language="fr") == "Rappel numéro 2 à 9 heures."
