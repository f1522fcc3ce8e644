"""Which days and clock times a reminder's time words allow, once Duckling has read them: the ambiguity policy
of pipeline.rules.time_phrases (its docstring) applied to Duckling's candidates (pure)."""

from __future__ import annotations

import calendar
import itertools
import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pipeline.rules.phrase_text import MONTH_WORDS as _MONTH
from pipeline.rules.recurrence_phrases import WD, WEEKDAYS, Recurrence, occurrence_days


@dataclass(frozen=True)
class Said:
    """What Duckling read for one part of the phrase: its candidates (in Duckling's order) and grain."""

    values: tuple[datetime, ...]
    grain: str  # second … year; "interval" for a part of a day ("tonight", "cet après-midi")


_HALF_DAY = timedelta(hours=12)
_RANGE = re.compile(r"\b(?:weeks?|weekends?|week-ends?|months?|years?|semaines?|mois|ans?|années?)\b|" + _MONTH, re.I)
_WEEKEND = re.compile(r"\b(?:weekends?|week-ends?)\b", re.I)
_NEXT = re.compile(rf"\bnext\s+(?P<a>{WD})\b|\b(?P<b>{WD})\s+prochain\b", re.I)
_THIS = re.compile(rf"\b(?:this|ce|cette)\s+(?P<a>{WD})\b", re.I)
_TOMORROW = re.compile(r"\b(?:tomorrow|demain)\b", re.I)
_NOT_TOMORROW = re.compile(r"après-demain|after\s+tomorrow", re.I)
_TWENTY_FOUR = re.compile(r"(?<!\d)0\d?\s*(?:[:h.]\s*\d{2}|h)|(?<![\d:.])0\d[0-5]\d(?!\d)", re.I)  # "09:15", "0830"
EARLY_HOURS = 5  # "tomorrow" said before 05:00 may mean the coming day


def names_day(values: tuple[datetime, ...]) -> bool:
    """Whether Duckling's candidates are pinned to a day: a bare clock time ("at 5", "at 9pm") repeats every
    12 or 24 hours; "tomorrow at 4", "Friday at 3", "the 10th at 4" do not."""
    return not (len(values) >= 3 and all(b - a <= timedelta(days=1) for a, b in itertools.pairwise(values)))


def _unique_dates(values: tuple[datetime, ...]) -> tuple[date, ...]:
    return tuple(dict.fromkeys(v.date() for v in values))


def days_allowed(span: str, clock: Said, day: Said | None, rec: Recurrence | None, relative: date | None,
                 now: datetime) -> tuple[tuple[date, ...] | None, bool] | None:
    """The days the words allow, and whether they are alternatives to ask about (True) or successive
    occurrences of which the first still ahead is meant (False). (None, False): only a clock time was said.
    None: a span of days without the day ("next week at 9am")."""
    if relative is not None:
        return (relative,), False
    dates = _unique_dates(clock.values) if names_day(clock.values) else None
    if dates is None and day is not None:
        if day.grain in ("week", "month", "quarter", "year"):
            return None  # "next week" + "at 9am": which day?
        dates = _unique_dates(day.values)
    if rec is not None:
        occurrences = occurrence_days(rec, now.date(), dates[0] if dates else None)
        return None if occurrences is None else (occurrences, False)
    if (m := _NEXT.search(span)) is not None:
        ahead = (WEEKDAYS[(m["a"] or m["b"]).lower()] - now.weekday()) % 7
        coming = now.date() + timedelta(days=ahead or 7)
        return ((coming,), False) if ahead == 0 else ((coming, coming + timedelta(days=7)), True)
    if (m := _THIS.search(span)) is not None and WEEKDAYS[m["a"].lower()] == now.weekday():
        return (now.date(),), False
    if _TOMORROW.search(span) and not _NOT_TOMORROW.search(span) and now.hour < EARLY_HOURS:
        return (now.date(), now.date() + timedelta(days=1)), True
    if dates is None:  # Duckling steps day by day: a bare clock time, unless a span of days was named
        first = clock.values[0]
        if _RANGE.search(span) or not now - timedelta(hours=1) < first <= now + timedelta(days=1):
            return None
        return None, False
    if _WEEKEND.search(span):
        return dates, True
    if len(dates) > 1 and dates[0] <= now.date() and (dates[1] - dates[0]).days >= 28 and (
            dates[0] == now.date() or (dates[1] - dates[0]).days >= 365):
        # "on the 30th at 9am" said on the 30th after 9, "on November 15" said on the 30th: the day named has
        # passed (not next month, not next year)
        return dates[:1], False
    return dates, False


def add_months(day: date, months: int) -> date:
    year, month = divmod(day.month - 1 + months, 12)
    year, month = day.year + year, month + 1
    return day.replace(year=year, month=month, day=min(day.day, calendar.monthrange(year, month)[1]))


def clocks_allowed(values: tuple[datetime, ...], lang: str, day_named: bool, span: str, period: str | None,
                   part_of_day: time | None, meal: bool = False) -> tuple[time, ...]:
    """The clock time(s) to offer, by the ambiguity policy: one when people agree, an (am, pm) pair to ask.
    `part_of_day` is the start of a part of the day said with it ("at 5 tomorrow evening"); `meal`: a meal
    is named ("book dinner tomorrow at 8"), so an English bare hour is not taken for the morning."""
    first = values[0]
    if not any(abs(v - first) == _HALF_DAY for v in values[1:]):
        return (first.time(),)
    am, pm = sorted((first.time(), (first + _HALF_DAY).time()))
    if _TWENTY_FOUR.search(span):  # "09:15", "08h30": written on the 24-hour clock
        return (am,)
    if am.hour == 0:  # "at 12": noon
        return (pm,)
    if period:  # "every morning at 7", "tous les soirs à 10h"
        return (am,) if period == "am" or (period == "night" and am.hour < 6) else (pm,)
    if part_of_day is not None:
        return (am,) if abs(am.hour - part_of_day.hour) < abs(pm.hour - part_of_day.hour) else (pm,)
    if am.hour >= 7 and (lang == "fr" or (day_named and not meal)):
        return (am,)
    return am, pm


def candidates(clocks: tuple[time, ...], days: tuple[date, ...] | None, choices: bool, now: datetime) -> set[datetime]:
    """The datetimes still ahead that the words allow."""
    if days is None:  # only a clock time: its next occurrence, today or tomorrow
        days, choices = (now.date(), now.date() + timedelta(days=1)), False
    if choices:
        return {dt for d in days for c in clocks if (dt := datetime.combine(d, c)) > now}
    found = set()
    for c in clocks:
        ahead = next((dt for d in days if (dt := datetime.combine(d, c)) > now), None)
        if ahead is not None:
            found.add(ahead)
    return found
