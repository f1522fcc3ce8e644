"""Reading agenda requests (pure): which days a question is about, which event a sentence names, where to."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from pipeline.rules.dates import week_start
from pipeline.rules.time_phrases import At, TimeReader, Unclear

_THIS_WEEK = re.compile(r"\b(?:this week|cette semaine)\b", re.I)
_NEXT_WEEK = re.compile(r"\b(?:next week|la semaine prochaine|semaine prochaine)\b", re.I)
_ARTICLE = re.compile(r"^(?:the|my|a|an|le|la|les|l'|mon|ma|mes|un|une|du|de la|de l')\s*", re.I)
_DURATION = re.compile(r"\b(?:for|pendant)\s+(?P<n>\d+)\s*(?P<unit>min(?:ute)?s?|h(?:ours?|eures?)?)\b", re.I)


def days_asked(text: str, lang: str, now_local: datetime, times: TimeReader) -> tuple[date, date]:
    """[first, last] days a question is about: a named day, this or next week; today when none is named."""
    today = now_local.date()
    if _NEXT_WEEK.search(text):
        monday = week_start(today) + timedelta(days=7)
        return monday, monday + timedelta(days=6)
    if _THIS_WEEK.search(text):
        return today, week_start(today) + timedelta(days=6)
    found = times.day(text, lang, now_local)
    return (found[0], found[0]) if found else (today, today)


@dataclass(frozen=True)
class Slot:
    """Where an event goes: a local start ('YYYY-MM-DD HH:MM', or 'YYYY-MM-DD' for a whole day)."""

    start: str
    rest: str  # the words left once the time is cut out
    minutes: int | None = None


def slot_of(text: str, lang: str, now_local: datetime, times: TimeReader) -> Slot | Unclear:
    """The time in a sentence ('Friday 3pm', 'demain à 9h', 'on the 5th'); a day without a clock is all-day; a
    time people would read two ways is not a slot (Arthur asks)."""
    minutes = None
    if m := _DURATION.search(text):
        n = int(m.group("n"))
        minutes = n if m.group("unit").lower().startswith("min") else n * 60
        text = (text[:m.start()] + " " + text[m.end():]).strip()
    when = times.read(text, lang, now_local)
    if isinstance(when, At):
        return Slot(f"{when.local:%Y-%m-%d %H:%M}", when.rest, minutes)
    if isinstance(when, Unclear) and when.code == "past" and when.local is not None:
        # Said plainly, a past start is refused by the action with the reason; heard by voice, the turn first asks
        # whether another date was meant.
        return Slot(f"{when.local:%Y-%m-%d %H:%M}", when.rest, minutes)
    if isinstance(when, Unclear) and when.code == "no_time":
        day = times.day(text, lang, now_local)
        if day is not None:
            return Slot(day[0].isoformat(), day[1], minutes)
    return when if isinstance(when, Unclear) else Unclear("ambiguous", when.said, when.rest)


def event_words(text: str) -> str:
    """'the dentist' → 'dentist': the words that name an event."""
    return _ARTICLE.sub("", text.strip().rstrip("?!. ").strip()).strip()


_SPLIT = {"en": re.compile(r"\s+(?:to|for|until|till)\s+", re.I),
          "fr": re.compile(r"\s+(?:à|a|au|aux|pour|vers|jusqu'à)\s+", re.I)}


def move_target(text: str, lang: str, now_local: datetime, times: TimeReader) -> tuple[str, Slot] | None:
    """'dentist to Friday 3pm' → ('dentist', Friday 15:00): the first split whose tail reads as a time."""
    splitter = _SPLIT["fr" if lang == "fr" else "en"]
    for m in splitter.finditer(text):
        name, tail = text[:m.start()], text[m.end():]
        slot = slot_of(tail, lang, now_local, times)
        if isinstance(slot, Slot) and event_words(name) and not slot.rest.strip(" ,;.!?"):
            return event_words(name), slot
    return None
