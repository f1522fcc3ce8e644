"""Splitting and escaping (pure)."""

from __future__ import annotations

from bot.formatting import escape, split_message


def test_short_text_is_one_piece() -> None:
    assert split_message("hello") == ["hello"]


def test_paragraphs_are_kept_whole_when_possible() -> None:
    paras = [f"p{i} " * 300 for i in range(5)]
    text = "\n\n".join(paras)
    parts = split_message(text, 4096)
    assert all(len(escape(p)) <= 4096 for p in parts)
    assert "\n\n".join(parts) == text


def test_escaping_counts_towards_the_limit() -> None:
    text = "&" * 5000
    parts = split_message(text, 4096)
    assert all(len(escape(p)) <= 4096 for p in parts)
    assert "".join(parts) == text


def test_a_giant_paragraph_is_split_on_words() -> None:
    text = "word " * 2000
    parts = split_message(text.strip(), 4096)
    assert len(parts) >= 3 and " ".join(parts) == text.strip()


def test_escape() -> None:
    assert escape("<b>&'\"") == "&lt;b&gt;&amp;'\""
