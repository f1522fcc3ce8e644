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


_DAYS = {"Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday",
         "Sat": "Saturday", "Sun": "Sunday"}
_MONTHS = {"Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April", "Jun": "June", "Jul": "July",
           "Aug": "August", "Sep": "September", "Oct": "October", "Nov": "November", "Dec": "December"}
_CLOCK = re.compile(r"\b([01]?\d|2[0-3]):([0-5]\d)\b")


def _spoken_time(match: re.Match[str]) -> str:
    hour, minute = int(match.group(1)), int(match.group(2))
    suffix = "AM" if hour < 12 else "PM"
    twelve = hour % 12 or 12
    if hour == 12 and minute == 0:
        return "noon"
    if hour == 0 and minute == 0:
        return "midnight"
    return f"{twelve} {suffix}" if minute == 0 else f"{twelve}:{minute:02d} {suffix}"


def naturally(text: str, language: str = "en") -> str:
    """Times, days and numbers the way a person says them ("09:00" → "9 AM", "#12" → "number 12")."""
    if language == "fr":
        out = _CLOCK.sub(lambda m: f"{int(m.group(1))} heures" + (f" {int(m.group(2))}" if int(m.group(2)) else ""),
                         text)
        return re.sub(r"n°\s?(\d+)", r"numéro \1", out)
    out = _CLOCK.sub(_spoken_time, text)
    out = re.sub(r"\b(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1)], out)
    out = re.sub(r"\b(" + "|".join(_MONTHS) + r")\b", lambda m: _MONTHS[m.group(1)], out)
    out = re.sub(r"\b(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|"
                 r"December) \d{4}\b", r"\1 \2", out)  # the year is implied when it is this one's
    return re.sub(r"#(\d+)", r"number \1", out)


def speakable(text: str, max_sentences: int = 3, language: str = "en") -> str:
    """Plain sentences for a voice: markdown and URLs removed, list items joined, at most `max_sentences`."""
    out = re.sub(r"n°\s?(\d+)", r"numéro \1", text) if language == "fr" else text
    out = _MD_LINK.sub(r"\1", out)
    out = _URL.sub("", out)
    out = _BULLET.sub("", out)
    out = _MD_MARKS.sub("", out)
    out = _strip_symbols(out)
    lines = [ln.strip() for ln in out.splitlines() if ln.strip()]
    joined = " ".join(ln if ln[-1] in ".!?…:;," else ln + "." for ln in lines)
    joined = re.sub(r"\s{2,}", " ", joined).replace(" .", ".").strip()
    sentences = [s for s in _SENTENCE_END.split(naturally(joined, language)) if s.strip()]
    return " ".join(sentences[:max_sentences]).strip()
