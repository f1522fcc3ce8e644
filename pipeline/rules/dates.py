"""Reading owner-local dates and times, and refusing the impossible ones with a reason."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from pipeline.texts import Text, Texts

T = Texts("dates")
BAD_DATE = T("bad_date", "'{text}' is not a date I can read (use YYYY-MM-DD).",
             "« {text} » n'est pas une date que je sais lire (AAAA-MM-JJ).")
IMPOSSIBLE_DATE = T("impossible_date", "{text} does not exist in the calendar.", "{text} n'existe pas dans le calendrier.")
MISSING_TIME = T("missing_time", "'{text}' has no time of day (use YYYY-MM-DD HH:MM).",
                 "« {text} » n'a pas d'heure (AAAA-MM-JJ HH:MM).")
BAD_MOMENT = T("bad_moment", "'{text}' is not a date and time I can read (use YYYY-MM-DD HH:MM).",
               "« {text} » n'est pas une date et une heure que je sais lire (AAAA-MM-JJ HH:MM).")
IMPOSSIBLE_TIME = T("impossible_time", "{text} is not a time of day.", "{text} n'est pas une heure qui existe.")
DST_GAP = T("dst_gap", "{when} does not exist in {zone} (the clocks jump forward then). Which time do you mean?",
            "{when} n'existe pas à {zone} (les horloges avancent à ce moment-là). Quelle heure veux-tu dire ?")
DST_FOLD = T("dst_fold", "{when} happens twice in {zone} (the clocks go back then). Give a time outside that hour.",
             "{when} arrive deux fois à {zone} (les horloges reculent à ce moment-là). Donne une heure en dehors "
             "de cette heure-là.")

_DATE = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$")
_DATE_TIME = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2})[:h](\d{2})(?::(\d{2}))?)?\s*$")
_TIME = re.compile(r"^\s*(\d{1,2})[:h](\d{2})\s*$")


@dataclass(frozen=True)
class DateProblem:
    """Why a date or time could not be used; `code` is stable, `say(lang)` is for people."""

    code: str
    text: Text
    values: Mapping[str, object] = field(default_factory=dict)

    def say(self, lang: str) -> str:
        """The problem in the owner's language."""
        return self.text(lang, **self.values)

    @property
    def message(self) -> str:
        """The problem in English (logs, tests)."""
        return self.say("en")


def parse_day(text: str, today: date) -> date | DateProblem:
    """'today', 'yesterday', 'tomorrow' or YYYY-MM-DD; an impossible calendar date is a problem."""
    word = text.strip().lower()
    relative = {"today": 0, "aujourd'hui": 0, "yesterday": -1, "hier": -1, "tomorrow": 1, "demain": 1}
    if word in relative:
        return today + timedelta(days=relative[word])
    match = _DATE.match(text)
    if not match:
        return DateProblem("bad_date", BAD_DATE, {"text": text})
    y, m, d = (int(g) for g in match.groups())
    try:
        return date(y, m, d)
    except ValueError:
        return DateProblem("impossible_date", IMPOSSIBLE_DATE, {"text": text.strip()})


def parse_local(text: str, zone: ZoneInfo, today: date) -> datetime | DateProblem:
    """'YYYY-MM-DD HH:MM' or 'HH:MM' (today) in `zone` → an aware datetime, or why not.

    A wall time that the zone skips (DST gap) or repeats (DST fold) is a problem, never a guess.
    """
    if m := _TIME.match(text):
        y, mo, d = today.year, today.month, today.day
        hh, mm, ss = int(m.group(1)), int(m.group(2)), 0
    elif m := _DATE_TIME.match(text):
        if m.group(4) is None:
            return DateProblem("missing_time", MISSING_TIME, {"text": text.strip()})
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        hh, mm, ss = int(m.group(4)), int(m.group(5)), int(m.group(6) or 0)
    else:
        return DateProblem("bad_date", BAD_MOMENT, {"text": text})
    try:
        day = date(y, mo, d)
    except ValueError:
        return DateProblem("impossible_date", IMPOSSIBLE_DATE, {"text": f"{y:04d}-{mo:02d}-{d:02d}"})
    try:
        wall = time(hh, mm, ss)
    except ValueError:
        return DateProblem("impossible_time", IMPOSSIBLE_TIME, {"text": f"{hh:02d}:{mm:02d}"})
    return localize(datetime.combine(day, wall), zone)


def localize(naive: datetime, zone: ZoneInfo) -> datetime | DateProblem:
    """Attach `zone` to a wall time, refusing times skipped or repeated by a DST change."""
    early = naive.replace(tzinfo=zone, fold=0)
    late = naive.replace(tzinfo=zone, fold=1)
    if early.utcoffset() != late.utcoffset():
        back = early.astimezone(ZoneInfo("UTC")).astimezone(zone).replace(tzinfo=None)
        if back != naive:
            return DateProblem("dst_gap", DST_GAP, {"when": f"{naive:%Y-%m-%d %H:%M}", "zone": zone.key})
        return DateProblem("dst_ambiguous", DST_FOLD, {"when": f"{naive:%Y-%m-%d %H:%M}", "zone": zone.key})
    return early


def day_bounds(day: date, zone: ZoneInfo) -> tuple[datetime, datetime]:
    """[local midnight, next local midnight) of `day`, as aware datetimes (23 or 25 h on DST days)."""
    start = datetime.combine(day, time(0), tzinfo=zone)
    end = datetime.combine(day + timedelta(days=1), time(0), tzinfo=zone)
    return start, end


def week_start(day: date) -> date:
    """The Monday of `day`'s ISO week."""
    return day - timedelta(days=day.weekday())


def month_bounds(day: date) -> tuple[date, date]:
    """First day of `day`'s month, and first day of the next."""
    first = day.replace(day=1)
    nxt = (first.replace(year=first.year + 1, month=1) if first.month == 12
           else first.replace(month=first.month + 1))
    return first, nxt
