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


def test_an_8999_character_note_listing_takes_three_messages_its_header_kept() -> None:
    # The case: "/notes" with one 8,999-character note arrived as 11 / 21 / 4089 / 4089 / 819.
    note = " ".join(f"word{i % 97}" for i in range(2000))[:8999]
    text = f"Your notes:\n\n#1 · Tue 1 Dec 2026\n{note}"
    parts = split_message(text)
    assert len(parts) == 3
    assert all(len(escape(p)) <= 4096 for p in parts)
    assert parts[0].startswith("Your notes:\n\n#1 · Tue 1 Dec 2026\nword0")
    assert [len(p) for p in parts][:2] != [11, 21]
    assert " ".join(parts) == text  # cut at spaces only, nothing lost


def test_pieces_are_as_full_as_the_boundaries_allow() -> None:
    lines = [f"line {i}: " + "x" * 60 for i in range(300)]  # ~20 000 characters, no paragraph breaks
    text = "\n".join(lines)
    parts = split_message(text)
    assert len(parts) == -(-len(text) // 4096) or len(parts) == -(-len(text) // 4096) + 1
    assert all(len(p) > 2048 for p in parts[:-1])
    assert "\n".join(parts) == text


def test_a_header_line_stays_with_what_follows() -> None:
    block = "Reminders:\n" + "\n".join(f"• item {i} " + "y" * 50 for i in range(10))
    filler = "z " * 900
    text = f"{filler.strip()}\n\n{block}"
    parts = split_message(text, 2000)
    assert not any(p.rstrip().endswith(":") for p in parts)
    assert any(p.startswith("Reminders:\n• item 0") for p in parts)


def test_a_short_first_line_of_a_paragraph_is_not_left_alone() -> None:
    # The paragraph break before "#3" lies in the first half of the window, the line break after it in the
    # second: cutting there would leave the note's title at the bottom of one message and its text in the next.
    text = "a " * 345 + "\n\n#3 · Mon 30 Nov 2026\n" + "c " * 800
    parts = split_message(text, 1400)
    assert not any(p.endswith("#3 · Mon 30 Nov 2026") for p in parts)
    assert any("#3 · Mon 30 Nov 2026\nc c" in p for p in parts)
    assert all(len(escape(p)) <= 1400 for p in parts)


def test_a_long_run_of_blank_lines_sends_no_empty_piece() -> None:
    parts = split_message("a" * 3000 + "\n" * 3000 + "b" * 3000)
    assert parts == ["a" * 3000, "b" * 3000]
