"""Finding 'when' in a spoken or typed request ("tomorrow at 9", "demain à 9h", "in 10 minutes")."""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

# The clock is read first and cut out of the text: a date parser given "Friday at 10" reads the 10 as
# October, and "the 4th of December at 10" as the year 2010.
_CLOCK = (
    re.compile(r"(?:\b(?:at|by|à|vers)\s+|@\s*)?\b(?P<word>noon|midday|midnight|midi|minuit)\b", re.I),
    re.compile(r"(?:\b(?:à|vers)\s+)?(?<![\d:/-])(?P<h>\d{1,2})\s*(?:h|heures?)\s*(?P<m>\d{2})?(?![\d/-])", re.I),
    re.compile(r"(?:\b(?:at|by|à|vers)\s+|@\s*)?(?<![\d:/-])(?P<h>\d{1,2})[:.](?P<m>\d{2})\s*"
               r"(?P<ampm>a\.?m\.?|p\.?m\.?)?(?![\d/-])", re.I),
    re.compile(r"(?:\b(?:at|by)\s+|@\s*)?(?<![\d:/-])(?P<h>\d{1,2})\s*(?P<ampm>a\.?m\.?|p\.?m\.?)(?!\w)", re.I),
    re.compile(r"(?:\b(?:at|by)\s+|@\s*)(?P<h>\d{1,2})(?![\d:/-]|\.\d|\s*(?:st|nd|rd|th)\b)", re.I),
)
_HOURS_EN = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_HOURS_FR = ("zéro", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze")
_HOUR_WORDS = {**{w: i for i, w in enumerate(_HOURS_EN)}, **{w: i for i, w in enumerate(_HOURS_FR)}, "un": 1}
_SPOKEN_CLOCK = re.compile(r"(?:\b(?:at|by)\s+(?P<en>" + "|".join(_HOURS_EN) + r")\b"
                           r"(?:\s+o'clock)?(?:\s*(?P<ampm>a\.?m\.?|p\.?m\.?)(?!\w))?"
                           r"|\b(?:à\s+)?(?P<fr>" + "|".join((*_HOURS_FR, "un")) + r")\s+heures?\b)", re.I)
_EVENING = re.compile(r"\b(?:tonight|this evening|ce soir)\b", re.I)
_RELATIVE = re.compile(r"\b(?:in|dans)\s+(?P<n>\d+)\s*(?P<unit>min(?:ute)?s?|h(?:ours?|eures?)?)\b", re.I)

_DAY_NUMBER = {name: i % 7 for i, name in enumerate((
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"))}
_WEEKDAY = re.compile(r"(?:\b(?:on|this|ce)\s+)?\b(?P<next>next\s+)?(?P<day>" + "|".join(_DAY_NUMBER)
                      + r")\b(?P<prochain>\s+prochain)?", re.I)
_OFFSET = {"today": 0, "tonight": 0, "this evening": 0, "aujourd'hui": 0, "ce soir": 0, "tomorrow": 1, "demain": 1,
           "après-demain": 2, "day after tomorrow": 2, "yesterday": -1, "hier": -1, "avant-hier": -2}
_RELATIVE_DAY = re.compile(r"\b(?:the\s+)?(?P<word>day after tomorrow|après-demain|avant-hier|aujourd'hui|"
                           r"today|tonight|this evening|ce soir|tomorrow|demain|yesterday|hier)\b(?!['’]s\b)", re.I)
_ISO = re.compile(r"(?:\b(?:on|le)\s+)?\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})\b")
_MONTHS = (r"jan(?:uary|vier)?|feb(?:ruary)?|févr(?:ier)?|mar(?:ch|s)?|apr(?:il)?|avr(?:il)?|may|mai|june?|juin|"
           r"july?|juil(?:let)?|aug(?:ust)?|août|sep(?:t(?:ember|embre)?)?|oct(?:ober|obre)?|nov(?:ember|embre)?|"
           r"dec(?:ember)?|déc(?:embre)?")
_NAMED_DATE = re.compile(
    r"(?:\b(?:on|le)\s+)?(?:\bthe\s+)?\b(?:\d{1,2}(?:st|nd|rd|th|er)?\s+(?:of\s+)?(?:" + _MONTHS + r")\b|"
    r"(?:" + _MONTHS + r")\s+\d{1,2}(?:st|nd|rd|th)?\b)(?:,?\s+\d{4}\b)?", re.I)

# "on the 5th", "le 1er", "le 5 à 10h": a day of the month alone (French "le 5" only before a time or at the end,
# so that "le 06 12 34 56 78" stays a phone number).
_DAY_OF_MONTH = re.compile(r"(?:\bon\s+)?\bthe\s+(?P<d>\d{1,2})(?:st|nd|rd|th)\b"
                           r"|\ble\s+(?P<d2>\d{1,2})(?:er)?(?=\s*(?:,|à\b|$))", re.I)


@dataclass(frozen=True)
class When:
    """A local wall time found in the text, and the text without it."""

    rest: str
    local: datetime  # naive, owner-local wall time


@dataclass(frozen=True)
class NoWhen:
    """Why no usable time was found; `code` is stable, `said` quotes an impossible date or time."""

    code: str  # no_date | no_time | impossible_date | impossible_time
    said: str = ""


class _Impossible(Exception):
    """A date or time that does not exist ("the 31st of February", "25:00"): never replaced by another."""

    def __init__(self, code: str, said: str) -> None:
        super().__init__(said)
        self.code, self.said = code, said


def find_when(text: str, lang: str, now_local: datetime) -> When | NoWhen:
    """The date/time phrase in `text` as a local wall time, with the phrase removed from the text."""
    base = now_local.replace(tzinfo=None, second=0, microsecond=0)
    if relative := _RELATIVE.search(text):
        n, unit = int(relative.group("n")), relative.group("unit").lower()
        delta = timedelta(minutes=n) if unit.startswith("min") else timedelta(hours=n)
        return When(rest=_tidy(_cut(text, relative)), local=base + delta)
    try:
        wall, rest = _clock(text)
        day, rest = _day(rest, lang, base, wall)
    except _Impossible as exc:
        return NoWhen(exc.code, exc.said)
    if wall is None:
        return NoWhen("no_time" if day is not None else "no_date")
    if _EVENING.search(text) and wall.hour < 12:
        wall = wall.replace(hour=wall.hour + 12)
    if day is None:  # only a time: today, or tomorrow if that time has passed
        day = base.date() if datetime.combine(base.date(), wall) > base else base.date() + timedelta(days=1)
    return When(rest=_tidy(rest), local=datetime.combine(day, wall))


def _clock(text: str) -> tuple[time | None, str]:
    """The first clock time in the text, and the text without it."""
    for pattern in _CLOCK:
        m = pattern.search(text)
        if m is None:
            continue
        found = m.groupdict()
        if found.get("word"):
            hour, minute = (0, 0) if found["word"].lower() in ("midnight", "minuit") else (12, 0)
        else:
            hour, minute = int(found["h"]), int(found.get("m") or 0)
            ampm = (found.get("ampm") or "").lower().replace(".", "")
            if ampm == "pm" and hour < 12:
                hour += 12
            elif ampm == "am" and hour == 12:
                hour = 0
        if hour > 23 or minute > 59:
            raise _Impossible("impossible_time", m.group(0).strip())
        return time(hour, minute), _cut(text, m)
    if m := _SPOKEN_CLOCK.search(text):  # a clock said in words ("at nine", "à neuf heures")
        hour = _HOUR_WORDS[(m.group("en") or m.group("fr")).lower()]
        if (m.group("ampm") or "").lower().startswith("p") and hour < 12:
            hour += 12
        return time(hour, 0), _cut(text, m)
    return None, text


def _day(text: str, lang: str, base: datetime, wall: time | None) -> tuple[date | None, str]:
    """The day named in the text (relative word, weekday, ISO or written date), and the text without it."""
    if m := _RELATIVE_DAY.search(text):
        return base.date() + timedelta(days=_OFFSET[m.group("word").lower()]), _cut(text, m)
    if m := _WEEKDAY.search(text):
        ahead = (_DAY_NUMBER[m.group("day").lower()] - base.weekday()) % 7
        said_next = bool(m.group("next") or m.group("prochain"))
        if ahead == 0 and (said_next or wall is None or datetime.combine(base.date(), wall) <= base):
            ahead = 7
        return base.date() + timedelta(days=ahead), _cut(text, m)
    if m := _ISO.search(text):
        try:
            return date(int(m.group("y")), int(m.group("m")), int(m.group("d"))), _cut(text, m)
        except ValueError:
            raise _Impossible("impossible_date", m.group(0).strip()) from None
    if m := _NAMED_DATE.search(text):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import dateparser

            parsed = dateparser.parse(m.group(0), languages=[lang, "en"], settings={
                "PREFER_DATES_FROM": "future", "RELATIVE_BASE": base, "RETURN_AS_TIMEZONE_AWARE": False})
        if parsed is None:  # the words name a date, but no such date exists (dateparser checks the calendar)
            raise _Impossible("impossible_date", m.group(0).strip())
        return parsed.date(), _cut(text, m)
    if m := _DAY_OF_MONTH.search(text):
        return _next_day_of_month(int(m.group("d") or m.group("d2")), base, wall, m.group(0).strip()), _cut(text, m)
    return None, text


def _next_day_of_month(day: int, base: datetime, wall: time | None, said: str) -> date:
    """'on the 5th': the next 5th of a month, today included if the time is still ahead."""
    if not 1 <= day <= 31:
        raise _Impossible("impossible_date", said)
    year, month = base.year, base.month
    for _ in range(13):
        try:
            candidate = date(year, month, day)
        except ValueError:  # this month has no such day ("the 31st" in November): the next month that does
            candidate = None
        if candidate is not None and (candidate > base.date() or (
                candidate == base.date() and wall is not None and datetime.combine(candidate, wall) > base)):
            return candidate
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    raise _Impossible("impossible_date", said)


def _cut(text: str, m: re.Match[str]) -> str:
    return text[: m.start()] + " " + text[m.end():]


def _tidy(rest: str) -> str:
    return re.sub(r"\s{2,}", " ", _EVENING.sub(" ", rest)).strip(" ,;.!")


def find_day(text: str, lang: str, now_local: datetime) -> tuple[date, str] | None:
    """The day named in `text` (no clock needed), and the text without it; None when no day is named."""
    base = now_local.replace(tzinfo=None, second=0, microsecond=0)
    try:
        day, rest = _day(text, lang, base, None)
    except _Impossible:
        return None
    return None if day is None else (day, _tidy(rest))
