"""Text as it can be stored: the few characters PostgreSQL refuses are replaced, everything else is kept.

A NUL character (U+0000) and an unpaired surrogate (U+D800-U+DFFF, which no UTF-8 text can hold) make the
whole statement that carries them fail: in a grouped write, everyone else's rows with it. They are replaced
with U+FFFD before anything is written, and the owner is told which ones were."""

from __future__ import annotations

from dataclasses import dataclass

REPLACEMENT = "\ufffd"


@dataclass(frozen=True)
class Storable:
    """The text to store, and the code points that were replaced in it (in order, each once)."""

    text: str
    replaced: tuple[str, ...] = ()


def _unstorable(ch: str) -> bool:
    return ch == "\x00" or "\ud800" <= ch <= "\udfff"


def storable(text: str) -> Storable:
    """`text` with every unstorable character replaced by U+FFFD."""
    if "\x00" not in text and not any("\ud800" <= ch <= "\udfff" for ch in text):
        return Storable(text)  # the common case, checked once
    replaced: list[str] = []
    out = []
    for ch in text:
        if _unstorable(ch):
            code = f"U+{ord(ch):04X}"
            if code not in replaced:
                replaced.append(code)
            out.append(REPLACEMENT)
        else:
            out.append(ch)
    return Storable("".join(out), tuple(replaced))
