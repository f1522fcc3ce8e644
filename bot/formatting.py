"""Telegram text rules: HTML with user data escaped, and long replies packed into as few messages as fit."""

from __future__ import annotations

import html
import re
from itertools import accumulate

LIMIT = 4096
_ESCAPED = {"&": 5, "<": 4, ">": 4}  # what html.escape(quote=False) makes of them
_HEADER_MAX = 80  # a line this short that opens a paragraph titles what follows it


def escape(text: str) -> str:
    """Escape <, > and & so Telegram's HTML parser shows the text as written."""
    return html.escape(text, quote=False)


def split_message(text: str, limit: int = LIMIT) -> list[str]:
    """Pack `text` into as few pieces as possible, each at most `limit` characters once escaped.

    Each piece is filled as far as it goes, then cut at the last paragraph break of its second half, else the
    last line break, else the last space, else anywhere (nothing is ever dropped but the separator cut at).
    A header stays with what follows it: a piece never ends on a line ending with ':' or on the short first
    line of a paragraph whose body follows."""
    sizes = [0, *accumulate(_ESCAPED.get(ch, 1) for ch in text)]
    if sizes[-1] <= limit:
        return [text]
    pieces: list[str] = []
    start = 0
    while start < len(text):
        end = _fits(sizes, start, limit)
        if end >= len(text):
            pieces.append(text[start:])
            break
        cut, resume = _cut(text, start, end)
        pieces.append(text[start:cut])
        start = resume
    return [p for p in pieces if p.strip()]


def _fits(sizes: list[int], start: int, limit: int) -> int:
    """The furthest end such that text[start:end] escapes to at most `limit` characters (at least one more)."""
    lo, hi = start + 1, len(sizes) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if sizes[mid] - sizes[start] <= limit:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _cut(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the piece text[start:end] (too short to hold the rest) ends, and where the next one begins."""
    floor = start + (end - start) // 2  # a cut in the first half would waste a message
    for separator in ("\n\n", "\n", " "):
        run = re.compile(re.escape(separator) + "+")
        found = None
        for m in run.finditer(text, floor, end):
            if m.start() > start and not _ends_on_header(text[start:m.start()], m.group()):
                found = m.start()
        if found is not None:
            after = run.match(text, found)
            return found, after.end() if after else found
    return end, end


def _ends_on_header(piece: str, separator: str) -> bool:
    """A piece cut at `separator` would end on a header: a line ending with ':', or the short first line of a
    paragraph whose body goes on after a single line break."""
    head, _, last_line = piece.rpartition("\n")
    if last_line.rstrip().endswith(":"):
        return True
    opens_paragraph = head == "" or head.endswith("\n")
    return separator == "\n" and opens_paragraph and len(last_line) <= _HEADER_MAX
