"""Recurrence words in a reminder request ("every Monday", "tous les jours", "le 1er de chaque mois"), which
Duckling does not read, and the days on which such a reminder falls.

Arthur stores five recurrences (pipeline.rules.recurrence.RECURRENCES). Anything else that repeats ("every other
Tuesday", "le dernier vendredi du mois", "every hour", "tous les ans") is Unsupported: Arthur says so rather than
store something else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

WEEKDAYS: dict[str, int] = {
    **{name: i for i, name in enumerate(
        ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"))},
    **{name: i for i, name in enumerate(("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"))},
    "mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6,
}
WD = "(?:" + "|".join(sorted(WEEKDAYS, key=len, reverse=True)) + ")"
_WD_FR = "(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"
_NUM = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|couple\s+of|few)"
_NUM_FR = r"(?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze)"
_UNIT = r"(?:minutes?|mins?|hours?|days?|weeks?|months?|years?)"
_UNIT_FR = r"(?:minutes?|heures?|jours?|semaines?|mois|ans?|années?)"
_NTH = r"(?:first|second|third|fourth|last|1st|2nd|3rd|4th)"
_NTH_FR = r"(?:premier|dernier|deuxième|second|troisième|quatrième|1er)"

# "daily", "hourly"... as adverbs only, not adjectives ("my daily stretches", "the yearly report").
_ALONE = r"(?=\s*(?:$|[,.;:!]|(?:at|@|around|from|on|to|in|de|à)\b))"
_UNSUPPORTED = tuple(re.compile(p, re.I) for p in (
    r"\b(?:every|each)\s+(?:other|alternate|second|2nd|third|3rd)\s+(?:day|week|month|weekend)\b",
    r"\bevery\s+other\s+\w+",
    rf"\b(?:every|each)\s+{_NUM}\s+(?:\w+\s+)?{_UNIT}\b",
    r"\b(?:every|each)\s+(?:hour|minute|year|weekend|fortnight|quarter|half\s+hour)\b",
    rf"\b(?:hourly|yearly|annually|fortnightly|bi-?weekly|bi-?monthly|quarterly)\b{_ALONE}",
    rf"\b(?:on\s+)?the\s+{_NTH}\s+(?:{WD}|week\s*day|weekend)s?\s+of\s+(?:every|each|the)\s+month\b",
    r"\b(?:on\s+)?the\s+last\s+day\s+of\s+(?:every|each|the)\s+month\b",
    rf"\b(?:every|each|on)\s+{WD}s?(?:\s*(?:,|and|&|\+)\s*{WD}s?)+\b",
    r"\bune?\s+\w+\s+sur\s+(?:deux|trois|quatre|[234])\b",
    rf"\btou(?:te)?s\s+les\s+{_NUM_FR}\s+{_UNIT_FR}",
    r"\b(?:tou(?:te)?s\s+les|chaque)\s+(?:heures?|minutes?|demi-heures?|ans|années?|an|week-?ends?|trimestres?|quinzaines?)\b",
    rf"\ble\s+{_NTH_FR}\s+(?:{_WD_FR}|week-?end)\s+(?:de\s+chaque|de\s+tous\s+les|du)\s+mois\b",
    r"\ble\s+dernier\s+jour\s+(?:de\s+chaque|du)\s+mois\b",
    rf"\b(?:tous\s+les|chaque)\s+{_WD_FR}s?(?:\s*(?:,|et|&)\s*{_WD_FR}s?)+",
    r"\b(?:annuellement|une\s+fois\s+par\s+an)\b",
    rf"\b(?:every|each)\s+(?:first|second|third|fourth|last|1st|2nd|3rd|4th|alternate)\s+{WD}",
    r"\b(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)?\s+and\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b",
    r"\ble\s+\d{1,2}(?:er)?\s+et\s+(?:le\s+)?\d{1,2}(?:er)?\s+(?:de\s+chaque|du)\s+mois\b",
    r"\b(?:every|each|daily|weekly|monthly|tous|toutes|chaque)\b[^.;]*?(?:\b(?:until|till|jusqu'(?:au|à|a))\s+[\w-]+"
    rf"|\b(?:for|pendant)\s+(?:the\s+next\s+)?(?:{_NUM}|{_NUM_FR})\s+(?:{_UNIT}|{_UNIT_FR})\b)",
    rf"\b(?:tous\s+les|chaque)\s+(?:premiers?|derniers?|deuxièmes?|troisièmes?|quatrièmes?)\s+{_WD_FR}",
    r"\b(?:every|each|daily|weekly|monthly|tous|toutes|chaque)\b[^.;]*?\b(?:except|excluding|but\s+not|sauf|hormis)\b"
    r"(?:\s+(?:on|le|les|the))?(?:\s+[\w-]+)?",
    r"\b(?:twice|three\s+times|four\s+times|\d+\s+times)\s+(?:a|per|every)\s+(?:day|week|month)\b",
    r"\b(?:deux|trois|quatre|[2-9])\s+fois\s+par\s+(?:jour|semaine|mois)\b",
))
# (kind, pattern) in the order they are tried; named groups: wd (weekday), d (day of month), p (period word).
_SUPPORTED: tuple[tuple[str, re.Pattern[str]], ...] = tuple((kind, re.compile(p, re.I)) for kind, p in (
    ("weekdays", r"\b(?:every|each)\s+(?:week\s?day|work\s?day|working\s+day|business\s+day)s?\b"),
    ("weekdays", r"\b(?:on\s+)?(?:weekday|workday)\s+(?P<p>morning|afternoon|evening|night)s\b"),
    ("weekdays", r"\b(?:on\s+)?(?:weekdays|workdays|working\s+days)\b"),
    ("weekdays", r"\bmon(?:day)?\s*(?:-|–|to|through|thru)\s*fri(?:day)?\b"),
    ("weekdays", r"\b(?:from\s+)?monday\s+(?:to|through|thru|till|until|-)\s+friday\b"),
    ("weekdays", r"\bdu\s+lundi\s+au\s+vendredi\b"),
    ("weekdays", r"\b(?:(?:every|each)\s+(?:single\s+)?day|daily)\s+(?:during|in|of|through(?:out)?)\s+the\s+"
                 r"(?:work(?:ing)?\s+)?week\b"),
    ("weekdays", r"\b(?:tous\s+les\s+jours|chaque\s+jour)\s+(?:en|de\s+la)\s+semaine\b|\ben\s+semaine\b"),
    ("weekdays", r"\b(?:tous\s+les\s+jours|chaque\s+jour)\s+(?:ouvrés|ouvrables|ouvré|ouvrable|de\s+(?:la\s+)?semaine)\b"),
    ("weekdays", r"\bles\s+jours\s+(?:ouvrés|ouvrables|de\s+semaine)\b"),
    ("monthly", r"\b(?:on\s+)?the\s+(?P<d>\d{1,2}|first)(?:st|nd|rd|th)?(?:\s+day)?\s+of\s+(?:every|each)\s+month\b"),
    ("monthly", r"\b(?:every|each)\s+(?P<d>\d{1,2}|first)(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+(?:the|every|each)\s+month\b"),
    ("monthly", r"\b(?:every|each)\s+month\s*,?\s+on\s+the\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?\b"),
    ("monthly", r"\bmonthly\s*,?\s+on\s+the\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?\b"),
    ("monthly", r"\ble\s+(?P<d>\d{1,2}|1er|premier)(?:\s+jour)?\s+(?:de\s+chaque|de\s+tous\s+les)\s+mois\b"),
    ("monthly", r"\b(?:tous\s+les|chaque)\s+mois\s*,?\s+le\s+(?P<d>\d{1,2}|1er|premier)\b"),
    ("monthly", r"\b(?:tous\s+les|chaque)\s+(?P<d>\d{1,2}|1er|premiers?)(?:\s+jour)?\s+du\s+mois\b"),
    ("weekly", rf"\b(?:every|each)\s+(?:week\s*,?\s+on\s+)?(?P<wd>{WD})s?\b"),
    ("weekly", rf"\b(?:weekly|once\s+a\s+week)\s*,?\s+on\s+(?P<wd>{WD})s?\b"),
    ("weekly", rf"\bune\s+fois\s+par\s+semaine\s*,?\s+le\s+(?P<wd>{_WD_FR})\b"),
    ("weekly", r"\b(?:on\s+)?(?P<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b"),
    ("weekly", rf"\b(?:tous\s+)?les\s+(?P<wd>{_WD_FR})s\b"),
    ("weekly", rf"\b(?:tous\s+les|chaque)\s+(?P<wd>{_WD_FR})s?\b"),
    ("weekly", rf"\b(?:toutes\s+les\s+semaines|chaque\s+semaine)\s*,?\s+le\s+(?P<wd>{_WD_FR})\b"),
    ("weekly", rf"\ble\s+(?P<wd>{_WD_FR})\s+(?:de\s+chaque\s+semaine|toutes\s+les\s+semaines)\b"),
    ("daily", rf"\b(?:every|each)\s+(?:single\s+)?day\b|\beach\s+and\s+every\s+day\b|\bdaily\b{_ALONE}|\bonce\s+a\s+day\b"
              r"|\bon\s+a\s+daily\s+basis\b|\bune\s+fois\s+par\s+jour\b"),
    ("daily", rf"\b(?:every|each)\s+(?P<p>morning|afternoon|evening|night)\b|\b(?P<p2>nightly)\b{_ALONE}"),
    ("daily", r"\b(?:tous\s+les\s+jours|chaque\s+jour|quotidiennement)\b"),
    ("daily", r"\btous\s+les\s+(?P<p>matins|soirs|après-midi)\b|\btoutes\s+les\s+(?P<p2>nuits|soirées|matinées)\b"),
    ("daily", r"\bchaque\s+(?P<p>matin|soir|après-midi|nuit|soirée|matinée)\b"),
    ("weekly", rf"\b(?:every|each)\s+week\b|\bweekly\b{_ALONE}|\bonce\s+a\s+week\b|\b(?:toutes\s+les\s+semaines|chaque\s+semaine)\b"
               r"|\bune\s+fois\s+par\s+semaine\b"),
    ("monthly", rf"\b(?:every|each)\s+month\b|\bmonthly\b{_ALONE}|\b(?:tous\s+les|chaque)\s+mois\b|\bmensuellement\b"),
))
# A period word right after the recurrence belongs to it: "every Monday morning", "tous les vendredis soir".
_PERIOD_AFTER = re.compile(r"\s+(?:in\s+the\s+|au\s+)?(?P<p>morning|afternoon|evening|night|matin|soir|après-midi|"
                           r"nuit)s?\b", re.I)
_PERIOD = {"morning": "am", "matin": "am", "matins": "am", "matinée": "am", "matinées": "am",
           "afternoon": "pm", "après-midi": "pm", "evening": "pm", "soir": "pm", "soirs": "pm", "soirée": "pm",
           "soirées": "pm", "night": "night", "nightly": "night", "nuit": "night", "nuits": "night"}


@dataclass(frozen=True)
class Recurrence:
    """A recurrence Arthur can store, the words that said it, and what it fixes about the first day."""

    kind: str  # daily | weekdays | weekly | monthly
    span: tuple[int, int]
    weekday: int | None = None  # weekly: 0 = Monday; None: to be taken from the date said elsewhere
    monthday: int | None = None  # monthly: 1..31; None: to be taken from the date said elsewhere
    period: str | None = None  # "am" | "pm" | "night" ("every morning", "tous les soirs")


@dataclass(frozen=True)
class Unsupported:
    """A repetition Arthur cannot store ("every other Tuesday"): quoted back, never replaced by another."""

    said: str
    span: tuple[int, int]


def find_recurrence(text: str) -> Recurrence | Unsupported | None:
    """The recurrence said in `text` (already normalised), if any."""
    for pattern in _UNSUPPORTED:
        if m := pattern.search(text):
            return Unsupported(m.group(0).strip(), m.span())
    for kind, pattern in _SUPPORTED:
        if m := pattern.search(text):
            found = {k: v for k, v in m.groupdict().items() if v}
            wd = WEEKDAYS.get(found.get("wd", "").lower())
            d = found.get("d", "").lower()
            monthday = 1 if d in ("first", "1er", "premier", "premiers") else int(d) if d else None
            period = _PERIOD.get((found.get("p") or found.get("p2") or "").lower())
            end = m.end()
            if period is None and (after := _PERIOD_AFTER.match(text, end)):
                period, end = _PERIOD[after["p"].lower()], after.end()
            return Recurrence(kind, (m.start(), end), wd, monthday, period)
    return None


def occurrence_days(rec: Recurrence, today: date, anchor: date | None) -> tuple[date, ...] | None:
    """The next days (today included) on which `rec` falls, earliest first; `anchor` is a date said elsewhere
    in the request (for "every week"/"every month" without a weekday/day). None if the day is unknown."""
    if rec.kind == "daily":
        return today, today + timedelta(days=1)
    if rec.kind == "weekdays":
        return tuple(d for d in (today + timedelta(days=i) for i in range(8)) if d.weekday() < 5)
    if rec.kind == "weekly":
        weekday = rec.weekday if rec.weekday is not None else anchor.weekday() if anchor else None
        if weekday is None:
            return None
        first = today + timedelta(days=(weekday - today.weekday()) % 7)
        return first, first + timedelta(days=7)
    monthday = rec.monthday or (anchor.day if anchor else None)
    if monthday is None or not 1 <= monthday <= 31:
        return None
    days: list[date] = []
    year, month = today.year, today.month
    while len(days) < 2:
        try:
            candidate = date(year, month, monthday)
        except ValueError:  # this month has no such day: its first occurrence is in a month that has one
            candidate = None
        if candidate is not None and candidate >= today:
            days.append(candidate)
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return tuple(days)
