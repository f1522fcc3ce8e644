"""Checks that a reading of a reminder's time words is the one the owner meant, before anything is written
(pure). When a part of the phrase that looks like time was not read, or two readings disagree, Arthur asks:

- words left over that still say when: a clock time ("at 9 or 10", "à 14h au lieu de 15h"), a day name ("lundi et
  mardi"), or a phrasing Duckling reads only in part ("Friday week", "the 3rd of next month");
- a day name that contradicts the date ("Thursday December 9" when the 9th is a Wednesday: Duckling finds a
  Thursday 9 December years away);
- a part of the day that the clock time is not in ("tonight at 1" read as 13:00);
- "this morning", "ce midi", "today": today only, never tomorrow.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, time

from pipeline.rules.phrase_text import MONTH_WORDS, MONTHS
from pipeline.rules.recurrence_phrases import WD, WEEKDAYS

_AFTER_ARTICLE = (r"(?<!\bthe\s)(?<!\bmy\s)(?<!\bour\s)(?<!\byour\s)(?<!\bthis\s)(?<!\ble\s)(?<!\bla\s)(?<!\bdu\s)"
                  r"(?<!\bmon\s)(?<!\bma\s)(?<!\bce\s)(?<!\ba\s)(?<!\bun\s)(?<!\bune\s)")
_AFTER_FOR = r"(?<!\bfor\s)(?<!\babout\s)(?<!\bpour\s)(?<!\bsur\s)(?<!\bde\s)(?<!\bd')"  # "prepare for Monday"
# Time words in the reminder's text once its time was cut out: something said when that was not read.
_LEFT_CLOCK = re.compile(_AFTER_ARTICLE + r"(?<!\bto\s)(?<!\bà\s)(?<!\ba\s)\b\d{1,2}\s*(?:[:h]\d{2}\b|h\b|[ap]\.?m\b|heures?\b|o'?clock\b)", re.I)
_DAY_NAMES = "|".join(name for name in WEEKDAYS if len(name) > 4)  # whole names: "mon" is French for "my"
_LEFT_DAY = re.compile(_AFTER_ARTICLE + _AFTER_FOR + rf"\b(?:{_DAY_NAMES}|tomorrow|tonight|today|demain|aujourd'hui)\b(?!['’]s)",
                       re.I)
# Phrasings read only in part: an offset from a named day, a day of "next month", two days or times at once.
_UNREAD = tuple(re.compile(p, re.I) for p in (
    rf"\b{WD}\s+week\b",
    rf"(?<!\bonce\s)\b(?:a|one|two|\d+)\s+(?:weeks?|days?)\s+(?:from|on|after)\s+(?:next\s+|this\s+)?{WD}\b",
    r"\bof\s+(?:the\s+)?(?:next|following)\s+month\b|\bdu\s+mois\s+(?:prochain|suivant)\b",
    r"\b(?:next|this)\s+month\s+on\b",
    rf"\b{WD}\s+(?:and|or|et|ou|&)\s+{WD}\b",
    r"\b(?:or|ou)\s+(?:at\s+|à\s+)?\d{1,2}(?:[:h]\d{2})?\s*(?:h\b|[ap]\.?m\b)?",
))
# A day of the month said with a weekday or a month: "Tuesday the 7th", "mardi 7", "December 9", "le 9 décembre".
_DAY_WITH_NAME = re.compile(rf"\b(?P<wd>{WD}),?\s+(?:the\s+)?(?P<d>\d{{1,2}})(?:st|nd|rd|th|er)?\b(?!\s*(?:[:h.]\d|h\b|[ap]\.?m))"
                            rf"|\b(?P<d2>\d{{1,2}})(?:st|nd|rd|th|er)?\s+(?:of\s+)?(?P<mo>{MONTH_WORDS})"
                            rf"|\b(?P<mo2>{MONTH_WORDS})\.?\s+(?:the\s+)?(?P<d3>\d{{1,2}})(?:st|nd|rd|th)?\b", re.I)
_WEEKDAY = re.compile(rf"\b(?P<wd>{WD})\b", re.I)
_YEAR = re.compile(r"\b\d{4}\b")
# Parts of the day and the hours they cover ([start, end), wrapping past midnight when end < start).
_PARTS = tuple((re.compile(p, re.I), start, end) for p, start, end in (
    (r"\b(?:morning|matin|mat|matinée)\b", 0, 12),
    (r"\b(?:afternoon|après-midi)\b", 12, 19),
    (r"\b(?:evening|soir|soirée)\b", 16, 1),
    (r"\btonight\b", 16, 3),
    (r"\b(?:night|nuit)\b", 19, 7),
))
_PM = re.compile(r"\d\s*p\.?m\b", re.I)
_AM = re.compile(r"\d\s*a\.?m\b", re.I)
_TODAY_ONLY = re.compile(r"\b(?:today|aujourd'hui|this\s+(?:morning|afternoon|noon|lunchtime)|ce\s+(?:matin|midi)"
                         r"|cet\s+après-midi|cette\s+matinée)\b", re.I)


def unread_words(rest: str, said: str) -> str | None:
    """Words that still say when, left in `rest` (the reminder's text once its time words were cut out) or
    in a phrasing of `said` read only in part; None when all was read."""
    for pattern in _UNREAD:
        if m := pattern.search(said):
            return m.group(0).strip()
    for pattern in (_LEFT_CLOCK, _LEFT_DAY):
        if m := pattern.search(rest):
            return m.group(0).strip()
    return None


def weekday_conflict(span: str, day: date, today: date) -> bool:
    """Whether `span` names a weekday and a day of the month that do not fall together on the first such date
    ahead ("Thursday December 9" when 9 December is a Wednesday): Duckling then finds a date years away."""
    wd = _WEEKDAY.search(span)
    found = {k: v for m in _DAY_WITH_NAME.finditer(span) for k, v in m.groupdict().items() if v}
    number = found.get("d") or found.get("d2") or found.get("d3")
    if wd is None or number is None or _YEAR.search(span) or not 1 <= int(number) <= 31:
        return False
    month = found.get("mo") or found.get("mo2")
    first = _first_date(int(number), MONTHS[month.lower().rstrip(".")] if month else None, today)
    return first is None or first.weekday() != WEEKDAYS[wd["wd"].lower()] or first != day


def _first_date(day_number: int, month: int | None, today: date) -> date | None:
    """The first date on or after `today` with this day of the month (and month, if given)."""
    year, m = today.year, month or today.month
    for _ in range(24):
        if day_number <= calendar.monthrange(year, m)[1]:
            found = date(year, m, day_number)
            if found >= today:
                return found
        if month:
            year += 1
        else:
            year, m = (year + 1, 1) if m == 12 else (year, m + 1)
    return None


def outside_part_of_day(span: str, clock: time) -> bool:
    """Whether `span` names a part of the day ("tonight", "du matin", "pm") that `clock` is not in."""
    if (_PM.search(span) and clock.hour < 12) or (_AM.search(span) and clock.hour >= 12):
        return True  # "tomorrow morning at 3pm", read as 03:00
    for pattern, start, end in _PARTS:
        if pattern.search(span):
            inside = start <= clock.hour < end if start < end else clock.hour >= start or clock.hour < end
            if not inside:
                return True
    return False


def today_only(span: str) -> bool:
    """Whether `span` says today ("this morning", "ce midi", "aujourd'hui"): a reading on another day is not it."""
    return bool(_TODAY_ONLY.search(span))
