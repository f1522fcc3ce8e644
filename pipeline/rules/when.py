"""Finding 'when' in a spoken or typed request ("tomorrow at 9", "demain à 9h", "in 10 minutes")."""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

_TIME_EN = (
    re.compile(r"\b(?:at|by|@)\s*(?P<h>\d{1,2})(?:[:.h](?P<m>\d{2}))?\s*(?P<ampm>a\.?m\.?|p\.?m\.?)?(?![\d-])", re.I),
    re.compile(r"(?<![\d-])(?P<h>\d{1,2}):(?P<m>\d{2})\s*(?P<ampm>a\.?m\.?|p\.?m\.?)?(?![\d-])", re.I),
    re.compile(r"(?<![\d-])(?P<h>\d{1,2})\s*(?P<ampm>a\.?m\.?|p\.?m\.?)(?!\w)", re.I),
)
_CLOCK_PHRASE = re.compile(r"\b(?:at|à|by)\s+\d{1,2}(?:[:h]\d{2}|\s*h\b|\s*(?:am|pm)\b)?|\b\d{1,2}h\d{0,2}\b|"
                           r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b", re.I)
_EVENING = re.compile(r"\s*\b(?:tonight|this evening|ce soir)\b", re.I)
_TIME_FR = re.compile(r"\b(?:à\s+)?(?P<h>\d{1,2})\s*(?:h|heures?|:)\s*(?P<m>\d{2})?\b", re.I)
_NOON = re.compile(r"\b(noon|midday|midi)\b", re.I)
_MIDNIGHT = re.compile(r"\b(midnight|minuit)\b", re.I)
_RELATIVE = re.compile(r"\b(in|dans)\s+\d+\s*(min|minutes?|h|hours?|heures?)\b", re.I)
_DAY_WORDS = re.compile(r"\b(today|tonight|tomorrow|yesterday|aujourd'hui|ce soir|demain|après-demain|hier|avant-hier|monday|tuesday|wednesday|"
                        r"thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|"
                        r"next|prochain|\d{1,2}(?:st|nd|rd|th)?\s+\w+|\d{4}-\d{2}-\d{2})\b", re.I)


@dataclass(frozen=True)
class When:
    """A local wall time found in the text, and the text without it."""

    rest: str
    local: datetime  # naive, owner-local wall time


@dataclass(frozen=True)
class NoWhen:
    """Why no usable time was found; `code` is stable."""

    code: str  # no_date | no_time


def _clock(phrase: str, lang: str) -> time | None:
    if _NOON.search(phrase):
        return time(12, 0)
    if _MIDNIGHT.search(phrase):
        return time(0, 0)
    if lang == "fr" and (m := _TIME_FR.search(phrase)):
        hour, minute = int(m.group("h")), int(m.group("m") or 0)
    elif m := next((found for p in _TIME_EN if (found := p.search(phrase))), None):
        hour, minute = int(m.group("h")), int(m.groupdict().get("m") or 0)
        ampm = (m.group("ampm") or "").lower().replace(".", "")
        if ampm == "pm" and hour < 12:
            hour += 12
        elif ampm == "am" and hour == 12:
            hour = 0
        if "tonight" in phrase.lower() and hour < 12:
            hour += 12
    elif lang == "fr" and "ce soir" in phrase.lower():
        return None
    else:
        return None
    if hour > 23 or minute > 59:
        return None
    return time(hour, minute)


def find_when(text: str, lang: str, now_local: datetime) -> When | NoWhen:
    """The first date/time phrase in `text` as a local wall time, with the phrase removed from the text."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from dateparser.search import search_dates

        base = now_local.replace(tzinfo=None, microsecond=0)
        found = search_dates(text, languages=[lang], settings={
            "PREFER_DATES_FROM": "future", "RELATIVE_BASE": base, "RETURN_AS_TIMEZONE_AWARE": False})
    if not found:
        return _time_only(text, lang, base)
    phrase, parsed = found[0]
    for extra, _ in found[1:]:  # "tomorrow" + "at 9" may come back as two phrases
        if _clock(extra, lang) is not None and _clock(phrase, lang) is None:
            phrase = f"{phrase} {extra}" if text.find(phrase) < text.find(extra) else f"{extra} {phrase}"
    span_start = text.lower().find(phrase.lower())
    rest = text
    if span_start >= 0:
        rest = (text[:span_start] + text[span_start + len(phrase):])
    for extra, _ in found[1:]:
        rest = rest.replace(extra, "")
    rest = re.sub(r"\s{2,}", " ", rest).strip(" ,;.!")
    if _RELATIVE.search(phrase):
        return When(rest=rest, local=parsed.replace(second=0, microsecond=0))
    wall = _clock(phrase, lang)
    if wall is None:
        if not _DAY_WORDS.search(phrase):
            return NoWhen("no_date")
        return NoWhen("no_time")
    day = parsed.date()
    if not _DAY_WORDS.search(phrase):  # only a time: today, or tomorrow if that time has passed
        day = _next_day_for(wall, base)
    return When(rest=_EVENING.sub("", rest).strip(" ,;.!"), local=datetime.combine(day, wall))


def _next_day_for(wall: time, base: datetime) -> date:
    return base.date() if datetime.combine(base.date(), wall) > base else base.date() + timedelta(days=1)


def _time_only(text: str, lang: str, base: datetime) -> When | NoWhen:
    """'at 8' with no day: the next time the clock shows it."""
    m = _CLOCK_PHRASE.search(text)
    wall = _clock(m.group(0), lang) if m else None
    if m is None or wall is None:
        return NoWhen("no_date")
    rest = re.sub(r"\s{2,}", " ", text[: m.start()] + text[m.end():]).strip(" ,;")
    return When(rest=_EVENING.sub("", rest).strip(" ,;"), local=datetime.combine(_next_day_for(wall, base), wall))
