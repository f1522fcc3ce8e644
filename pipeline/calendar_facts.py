"""True statements about the calendar ("Next Monday is 30 November", "Vendredi, ce sera le 27 novembre", "It's
Wednesday"): the clock proves them, they say nothing about the owner's data, so the guard leaves them alone.

A sentence counts only when it is made of nothing else than days, dates, day words (today, next, demain…) and a
verb of being, and when every day it names falls where it says on the calendar. Pure: no I/O.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from pipeline.grounding_figures import fold, month_of

_WEEKDAYS = {"monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6,
             "lundi": 0, "mardi": 1, "mercredi": 2, "jeudi": 3, "vendredi": 4, "samedi": 5, "dimanche": 6}
_RELATIVE = {"today": 0, "aujourd'hui": 0, "aujourdhui": 0, "tomorrow": 1, "demain": 1, "yesterday": -1, "hier": -1}
_NEXT = frozenset(["next", "coming", "prochain", "prochaine"])
_THIS = frozenset(["this", "ce", "cette"])
# Words a calendar statement may hold beside days and dates: verbs of being, articles, "so", "then".
_FILLER = frozenset(["is", "it", "it's", "its", "will", "be", "would", "falls", "fall", "lands", "on", "the", "so",
                     "and", "then", "that", "means", "which", "day", "date", "today's", "tomorrow's", "we're", "we",
                     "are", "of", "a", "an", "ll", "c'est", "ce", "sera", "serait", "est", "le", "la", "nous",
                     "sommes", "tombe", "donc", "et", "on", "jour", "un", "une", "qui", "ca", "ça", "will", "yes", "oui",
                     "st", "nd", "rd", "th", "er", "weekday", "de", "du", "year", "annee"])
_WORD = re.compile(r"[a-zà-ÿ']+|\d+", re.I)
_MAX_AHEAD = timedelta(days=200)
_NOW = re.compile(r"^\W*(?:it's|it is|we're|we are|on est|nous sommes|c'est)\b", re.I)  # "It's Wednesday": today


def calendar_fact(sentence: str, today: date) -> bool:
    """Only days and dates, every one true of the calendar around `today`."""
    words = [w.strip("'") for w in _WORD.findall(fold(sentence.replace("’", "'")))]
    weekdays: list[int] = []
    numbers: list[int] = []
    months: list[int] = []
    relative: list[int] = []
    near = None  # "next" / "this"
    for word in words:
        if word in _WEEKDAYS:
            weekdays.append(_WEEKDAYS[word])
        elif word in _RELATIVE:
            relative.append(_RELATIVE[word])
        elif word in _NEXT or word in _THIS:
            near = "next" if word in _NEXT else "this"
        elif word.isdigit() and len(word) <= 2 and 1 <= int(word) <= 31:
            numbers.append(int(word))
        elif word.isdigit() and len(word) == 4:
            if int(word) not in (today.year, today.year + 1):
                return False
        elif (m := month_of(word)) is not None and len(word) >= 3:
            months.append(m)
        elif word and word not in _FILLER:
            return False
    if len(numbers) > 1 or len(months) > 1 or len(weekdays) > 1 or len(relative) > 1 or (months and not numbers):
        return False
    if not (weekdays or numbers):
        return False
    if not relative and near is None and _NOW.match(sentence.replace("’", "'")):
        relative.append(0)
    days = _candidates(today, numbers[0] if numbers else None, months[0] if months else None)
    if relative:
        days = [d for d in days if d == today + timedelta(days=relative[0])] if numbers else [
            today + timedelta(days=relative[0])]
    elif near == "next":
        days = [d for d in days if today < d <= today + timedelta(days=14)]
    elif near == "this":
        days = [d for d in days if abs((d - today).days) <= 7]
    if weekdays:
        days = [d for d in days if d.weekday() == weekdays[0]]
    return bool(days)


def _candidates(today: date, day: int | None, month: int | None) -> list[date]:
    """The dates a day and month may mean near today (a weekday alone: the next two weeks and the last one)."""
    if day is None:
        return [today + timedelta(days=n) for n in range(-7, 15)]
    out: list[date] = []
    for year in (today.year - 1, today.year, today.year + 1):
        for m in ([month] if month else range(1, 13)):
            try:
                d = date(year, m, day)
            except ValueError:
                continue
            if month or abs((d - today).days) <= 31:
                out.append(d)
    return [d for d in out if -_MAX_AHEAD <= d - today <= _MAX_AHEAD]
