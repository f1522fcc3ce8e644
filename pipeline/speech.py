"""Making a reply fit to be spoken: no markdown, no URLs, no emoji, at most three sentences."""

from __future__ import annotations

import re
import unicodedata

_URL = re.compile(r"(?:https?://|www\.)\S+", re.I)
_MD_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_MD_MARKS = re.compile(r"(\*\*|__|\*|_|`{1,3}|~~|^#{1,6}\s*|^>\s*)", re.M)
_BULLET = re.compile(r"^\s*(?:[-•*·]|\d+[.)])\s+", re.M)
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")


def _strip_symbols(text: str) -> str:
    # Emoji and pictographs are read aloud as their names by some voices, or as silence by others.
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("So", "Sk", "Cs", "Co")
                   and ch not in "\u200b\u200c\u200d\ufe0f")


def speakable(text: str, max_sentences: int = 3) -> str:
    """Plain sentences for a voice: markdown and URLs removed, list items joined, at most `max_sentences`."""
    out = _MD_LINK.sub(r"\1", text)
    out = _URL.sub("", out)
    out = _BULLET.sub("", out)
    out = _MD_MARKS.sub("", out)
    out = _strip_symbols(out)
    lines = [ln.strip() for ln in out.splitlines() if ln.strip()]
    joined = " ".join(ln if ln[-1] in ".!?…:;," else ln + "." for ln in lines)
    joined = re.sub(r"\s{2,}", " ", joined).replace(" .", ".").strip()
    sentences = [s for s in _SENTENCE_END.split(joined) if s.strip()]
    return " ".join(sentences[:max_sentences]).strip()
