"""Speech-safe text: no markdown, URLs or emoji; three sentences at most."""

from __future__ import annotations

from pipeline.speech import speakable


def test_markdown_urls_and_emoji_are_removed() -> None:
    out = speakable("**Saved** 🎉 note [#4](https://x.y/4) — see https://example.com")
    assert "*" not in out and "http" not in out and "🎉" not in out and "[" not in out
    assert out.startswith("Saved note #4")


def test_at_most_three_sentences() -> None:
    assert speakable("One. Two! Three? Four. Five.") == "One. Two! Three?"


def test_lists_become_sentences() -> None:
    assert speakable("Your notes:\n- milk\n- eggs") == "Your notes: milk. eggs."
