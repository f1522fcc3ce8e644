"""How reminders are written and read back: the `/remind` and `/snooze` command lines, and a series' rule in
words ("every weekday at 07:30", "le 1 de chaque mois à 10:00") (pure)."""

from __future__ import annotations

import re
from typing import Any

from pipeline.catalog import UsageError
from pipeline.command_syntax import NOT_A_NUMBER, number_word, words_of
from pipeline.rules.recurrence import Series
from pipeline.texts import Texts

T = Texts("reminder_syntax")
REMIND_SHAPE = T("remind_shape", "A date or a repetition, a time and the text are expected",
                 "Une date ou une répétition, une heure et le texte sont attendus")
NO_TEXT_AFTER = T("no_text_after", "The reminder's text is missing after the time",
                  "Il manque le texte du rappel après l'heure")
BAD_DAY_OF_MONTH = T("bad_day_of_month", "'{word}' is not a day of the month (1 to 31)",
                     "« {word} » n'est pas un jour du mois (1 à 31)")
SNOOZE_SHAPE = T("snooze_shape", "A reminder number, then minutes or a time, are expected",
                 "Un numéro de rappel, puis des minutes ou une heure, sont attendus")
DAILY = T("daily", "every day at {time}", "tous les jours à {time}")
WEEKDAYS = T("weekdays", "every weekday at {time}", "du lundi au vendredi à {time}")
WEEKLY = T("weekly", "every {day} at {time}", "chaque {day} à {time}")
MONTHLY = T("monthly", "on day {day} of every month at {time}", "le {day} de chaque mois à {time}")
DAY_NAMES = {"en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
             "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")}

_KEYWORDS = {"daily": "daily", "everyday": "daily", "quotidien": "daily", "weekdays": "weekdays",
             "workdays": "weekdays", "ouvrés": "weekdays", "ouvres": "weekdays", "weekly": "weekly",
             "hebdo": "weekly", "monthly": "monthly", "mensuel": "monthly"}
_WEEKDAYS = {name: i for names in (("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
                                   ("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
                                   ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
                                   ("lun", "mar", "mer", "jeu", "ven", "sam", "dim"))
             for i, name in enumerate(names)}
_TIME = re.compile(r"(\d{1,2})[:h](\d{2})")
_DATE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}")


def weekday_number(word: str) -> int | None:
    """'monday', 'Mon', 'mondays', 'lundi', 'lun.' → 0 …; None for anything else."""
    plain = word.strip().lower().rstrip(".")
    if plain in _WEEKDAYS:
        return _WEEKDAYS[plain]
    single = plain.removesuffix("s")
    return _WEEKDAYS[single] if len(single) > 3 and single in _WEEKDAYS else None


def parse_remind(rest: str) -> dict[str, Any]:
    """`/remind YYYY-MM-DD HH:MM TEXT`, or a series: `/remind daily|weekdays HH:MM TEXT`,
    `/remind monday HH:MM TEXT` (weekly; also `weekly monday`), `/remind monthly DAY HH:MM TEXT`."""
    head, _, tail = rest.strip().partition(" ")
    word = head.lower()
    if _DATE.fullmatch(head):
        clock, text = _clock_then_text(tail)
        return {"due": f"{head} {clock}", "text": text}
    recurrence = _KEYWORDS.get(word)
    args: dict[str, Any] = {}
    if recurrence is None and weekday_number(word) is not None:
        recurrence, tail = "weekly", rest.strip()
    if recurrence in ("weekly", "monthly"):
        day_word, _, tail = tail.strip().partition(" ")
        if recurrence == "weekly":
            day = weekday_number(day_word)
            if day is None:
                raise UsageError(REMIND_SHAPE)
            args["day"] = DAY_NAMES["en"][day].lower()
        else:
            if not day_word.removesuffix("er").isdigit() or not 1 <= int(day_word.removesuffix("er")) <= 31:
                raise UsageError(BAD_DAY_OF_MONTH, word=day_word)
            args["day"] = day_word.removesuffix("er")
    if recurrence is None:
        raise UsageError(REMIND_SHAPE)
    clock, text = _clock_then_text(tail)
    return {"due": clock, "text": text, "recurrence": recurrence, **args}


def _clock_then_text(rest: str) -> tuple[str, str]:
    clock, _, text = rest.strip().partition(" ")
    match = _TIME.fullmatch(clock)
    if not match:
        raise UsageError(REMIND_SHAPE)
    if not text.strip():
        raise UsageError(NO_TEXT_AFTER)
    return f"{int(match.group(1)):02d}:{match.group(2)}", text.strip()


def parse_snooze(rest: str) -> dict[str, Any]:
    """`/snooze N [MINUTES]`, `/snooze N HH:MM` or `/snooze N YYYY-MM-DD HH:MM` (until then)."""
    words = words_of(rest)
    args: dict[str, Any] = {"reminder_id": number_word(words[0] if words else "")}
    later = words[1:]
    if len(later) == 1 and later[0].isdigit():
        args["minutes"] = int(later[0])
    elif len(later) == 1 and _TIME.fullmatch(later[0]):
        args["until"] = later[0].replace("h", ":")
    elif len(later) == 2 and _DATE.fullmatch(later[0]) and _TIME.fullmatch(later[1]):
        args["until"] = f"{later[0]} {later[1].replace('h', ':')}"
    elif len(later) == 1:
        raise UsageError(NOT_A_NUMBER, word=later[0])
    elif later:
        raise UsageError(SNOOZE_SHAPE)
    return args


def rule_words(series: Series, lang: str) -> str:
    """The rule as said to the owner: 'every day at 08:00', 'chaque lundi à 09:00'…"""
    at = f"{series.at:%H:%M}"
    match series.recurrence:
        case "daily":
            return DAILY(lang, time=at)
        case "weekdays":
            return WEEKDAYS(lang, time=at)
        case "weekly":
            names = DAY_NAMES["fr" if lang == "fr" else "en"]
            return WEEKLY(lang, day=names[series.day or 0], time=at)
        case _:
            return MONTHLY(lang, day=series.day, time=at)
