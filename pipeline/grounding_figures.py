"""Whether one figure a sentence asserts (a Duckling reading: a time, an interval, a duration, a number) is in the
evidence: the day, clock, period or amount some result holds (pure)."""

from __future__ import annotations

import re
import unicodedata
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pipeline.grounding import Evidence

_DAY_WORDS = re.compile(r"\b(?:today|tonight|tomorrow|yesterday|aujourd'hui|demain|hier|ce soir|ce matin|cet après-midi|"
                        r"this (?:morning|afternoon|evening)|monday|tuesday|"
                        r"wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|"
                        r"dimanche|jan(?:uary)?|janv(?:ier)?|feb(?:ruary)?|févr(?:ier)?|mar(?:ch|s)?|apr(?:il)?|"
                        r"avr(?:il)?|may|mai|june?|juin|july?|juil(?:let)?|aug(?:ust)?|août|sept?(?:ember|embre)?|"
                        r"oct(?:ober|obre)?|nov(?:ember|embre)?|dec(?:ember)?|déc(?:embre)?)\b|\d{1,2}[/.]\d{1,2}", re.I)

def found(raw: dict[str, Any], said: str, ev: Evidence, now: datetime) -> bool:
    """`raw` (one reading of `said`) is a moment, period, duration or number the evidence holds."""
    value = raw.get("value") or {}
    dim = raw.get("dim")
    if dim == "time":
        readings = value.get("values") or ([value] if "value" in value or "from" in value or "to" in value else [])
        parts = [r for r in readings if r.get("type") == "interval"]
        if parts:  # "tomorrow morning", "ce soir": a moment of the results falls inside it
            return any(_inside(r, ev, now) or _bound(r, said, ev) for r in parts) or _day_range(said, ev)
        moments = [naive(v["value"]) for v in readings if isinstance(v.get("value"), str)]
        grain = str(value.get("grain") or (readings[0].get("grain") if readings else ""))
        if grain == "second" or any(abs((m - now).total_seconds()) < 120 for m in moments):
            return True  # "now", "from now on", "pour l'instant": the present is no claim about the data
        if any((m.month, m.day) in ev.monthdays and (grain not in ("hour", "minute") or _one_moment(m, ev))
               for m in moments):
            return True  # the day (and time) a stored text names, read back: "le 3 décembre à 14h"
        if grain == "day" and moments and all(m.day in ev.days_of_month for m in moments) and not _DAY_WORDS.search(said):
            return True  # "le 5" for a text's "due on the 5th": a day of the month, no month or weekday said
        if grain in ("hour", "minute"):
            if any(_at_clock(m, said, ev, now.date()) for m in moments):
                return True
            return _as_duration(said, ev)
        if grain in ("week", "month", "quarter", "year"):  # "this week", "in March": a period some result falls in
            return any(_same_period(m.date(), d, grain) for m in moments for d in ev.dates | {now.date()})
        return any(m.date() in ev.dates or m.date() == now.date() for m in moments) or _as_duration(said, ev)
    if dim == "duration":
        seconds = (value.get("normalized") or {}).get("value")
        return isinstance(seconds, int | float) and any(abs(seconds / 60 - m) <= 1 for m in ev.minutes)
    number = value.get("value")
    return isinstance(number, int | float) and float(number) in ev.numbers


def _inside(interval: dict[str, Any], ev: Evidence, now: datetime) -> bool:
    """A part of a day ahead or behind ("demain matin": tomorrow 04:00 to 12:00) holds a moment of the results (a
    stored row's time, never a day and a clock of a text put together). An open interval ("before 9am") states its
    bound, which must be found as a time; one around now ("this morning" at 10:00) may mean either side of it."""
    ends = interval_ends(interval)
    if not (isinstance(ends[0], str) and isinstance(ends[1], str)):
        return False
    start, end = naive(ends[0]), naive(ends[1])
    days = _days(ev)
    last = end - timedelta(days=1)
    if (interval.get("from") or {}).get("grain") == "day" and (start.month, start.day) in days and (last.month,
                                                                                                     last.day) in days:
        return True  # "du 1er au 24 novembre": the very days a read covered (its first and last)
    return not start <= now < end and any(start <= m < end for m in ev.moments)


# Two days of one month written out ("between 1 and 24 November", "du 1er au 24 novembre"), which Duckling may read
# as an hour ("1") to a day.
_DAY_RANGE = re.compile(r"\b(?:between|from|du|entre le)\s+(\d{1,2})(?:st|nd|rd|th|er)?\s+(?:and(?: the)?|to(?: the)?|au|"
                        r"et le)\s+(\d{1,2})(?:st|nd|rd|th)?\s+([\w.]{3,})", re.I)


def _day_range(said: str, ev: Evidence) -> bool:
    """The sentence names a range of days of one month, and the results cover exactly those days (a read's first
    and last)."""
    days = _days(ev)
    for m in _DAY_RANGE.finditer(said):
        month = month_of(m.group(3))
        if month and (month, int(m.group(1))) in days and (month, int(m.group(2))) in days:
            return True
    return False


def _days(ev: Evidence) -> set[tuple[int, int]]:
    """(month, day) of every day the results name, as a text's or as a row's (Duckling may put a past span in next
    year: only month and day are compared)."""
    return ev.monthdays | {(d.month, d.day) for d in ev.dates}


MONTHS = {m: i + 1 for i, ms in enumerate(("jan janv", "feb fevr fev", "mar mars", "apr avr", "may mai", "jun juin",
                                             "jul juil", "aug aout", "sep sept", "oct", "nov", "dec")) for m in ms.split()}
_MONTH_NAMES = frozenset(str.split("january february march april may june july august september october november december "
                                    "janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre"))


def fold(text: str) -> str:
    """Lower case, without accents, apostrophes made plain."""
    flat = unicodedata.normalize("NFKD", text.replace("’", "'")).encode("ascii", "ignore").decode()
    return flat.lower()


def month_of(word: str) -> int | None:
    """The month a name or abbreviation says, in English or French ("March", "déc.", "fév")."""
    folded = fold(word).rstrip(".")
    if folded not in MONTHS and folded not in _MONTH_NAMES:
        return None  # "mardi" is no month
    return next((MONTHS[k] for k in (folded[:4], folded[:3]) if k in MONTHS), None)


def _bound(interval: dict[str, Any], said: str, ev: Evidence) -> bool:
    """An open interval ("after 2pm", "avant 9h") states its one bound: that clock is in the evidence (and, when a
    day is named, that moment or a text's day)."""
    bounds = [naive(e) for e in interval_ends(interval) if isinstance(e, str)]
    return len(bounds) == 1 and _at_clock(bounds[0], said, ev, None)


def interval_ends(interval: dict[str, Any]) -> list[Any]:
    """An interval's two ends as Duckling gives them (a timestamp, or None for an open side)."""
    return [(interval.get(k) or {}).get("value") for k in ("from", "to")]


def _at_clock(m: datetime, said: str, ev: Evidence, today: date | None) -> bool:
    """A moment said to the hour or minute is in the evidence: its clock, and, when the sentence names a day, that
    moment, or a day the results name (or `today`, unless that clock is another day's) with no other timed item on
    it."""
    if m.time() not in ev.clocks:
        return False
    if not _DAY_WORDS.search(said) or m in ev.moments:
        return True
    return (m.date() in ev.dates or (m.date() == today and not _elsewhen(m, ev))) and _one_moment(m, ev)


def _elsewhen(m: datetime, ev: Evidence) -> bool:
    """The clock of a moment the results hold on another day ("à 9 h ce matin" beside tomorrow's 09:00)."""
    return any(x.time() == m.time() and x.date() != m.date() for x in ev.moments)


def _one_moment(m: datetime, ev: Evidence) -> bool:
    """Its clock is in the evidence, and so is the moment itself, unless no timed item falls on its day (a day
    known from a text): "Thursday at 10" is not the 10:00 of Friday's reminder beside the 09:00 of Thursday's."""
    return m.time() in ev.clocks and (m in ev.moments or all(x.date() != m.date() for x in ev.moments))


def _same_period(a: date, b: date, grain: str) -> bool:
    if grain == "week":
        return a.isocalendar()[:2] == b.isocalendar()[:2]
    if grain == "month":
        return (a.year, a.month) == (b.year, b.month)
    if grain == "quarter":
        return (a.year, (a.month - 1) // 3) == (b.year, (b.month - 1) // 3)
    return a.year == b.year


def _as_duration(said: str, ev: Evidence) -> bool:
    """"3h20", "2 h 05": a clock-looking figure that is a duration in the evidence."""
    m = re.search(r"(\d{1,3})\s*h(?:eures?|ours?|rs?)?\s*(\d{1,2})?", said, re.I)
    if m is None:
        return False
    minutes = int(m.group(1)) * 60 + int(m.group(2) or 0)
    return any(abs(minutes - x) <= 1 for x in ev.minutes)


def naive(stamp: str) -> datetime:
    """A Duckling timestamp as a naive local moment, to the minute."""
    return datetime.fromisoformat(stamp).replace(tzinfo=None, second=0, microsecond=0)
