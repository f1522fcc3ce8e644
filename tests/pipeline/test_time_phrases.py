"""Reading reminder time phrases (pipeline/rules/time_phrases.py): every row of the DEV table, then the parts.

Pure: no database, no network; the Duckling time zones are loaded once for the module.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

import pytest

from bench.eval.times_dev import ROWS
from bench.understanding import same_text
from pipeline.rules.phrase_text import impossible, normalise, tidy_rest
from pipeline.rules.recurrence_phrases import Recurrence, Unsupported, find_recurrence, occurrence_days
from pipeline.rules.time_phrases import Ask, At, TimeReader, Unclear, read_when

MONDAY = datetime(2026, 11, 30, 15, 0)  # the tables' reference clock


@pytest.fixture(scope="module")
def reader() -> Iterator[TimeReader]:
    yield TimeReader()


def _dt(stamp: str) -> datetime:
    return datetime.strptime(stamp, "%Y-%m-%d %H:%M")


# ------------------------------------------------------------------------------------------ the DEV table
def _row_id(row: tuple[Any, ...]) -> str:
    return f"{row[0]}:{row[1][:60]}" + (f"@{row[3]['now']}" if len(row) > 3 else "")


@pytest.mark.parametrize("row", ROWS, ids=[_row_id(r) for r in ROWS])
def test_dev_row(reader: TimeReader, row: tuple[Any, ...]) -> None:
    lang, text, expected = row[:3]
    now = _dt(row[3]["now"]) if len(row) > 3 else MONDAY
    got = reader.read(text, lang, now)
    if "due" in expected:
        assert isinstance(got, At), got
        assert got.local == _dt(expected["due"])
        assert got.recurrence == expected.get("recurrence", "none")
        assert same_text(got.rest, expected["text"])
    elif "ask" in expected:
        assert isinstance(got, Ask), got
        assert list(got.choices) == [_dt(c) for c in expected["ask"]]
        assert got.recurrence == expected.get("recurrence", "none")
        assert same_text(got.rest, expected["text"])
        assert got.said
    else:
        assert isinstance(got, Unclear), got
        assert got.code == expected["clarify"]


def test_dev_table_covers_both_languages() -> None:
    assert len(ROWS) >= 150
    assert {row[0] for row in ROWS} == {"en", "fr"}


# ------------------------------------------------------------------------------------------ asking
@pytest.mark.parametrize(("lang", "text", "now", "choices"), [
    # a bare 1–6 (English or French): the next occurrence of each reading, earliest first
    ("en", "remind me at 4 to call", MONDAY, ["2026-11-30 16:00", "2026-12-01 04:00"]),
    ("fr", "rappelle-moi à 5h de partir", MONDAY, ["2026-11-30 17:00", "2026-12-01 05:00"]),
    ("en", "remind me on Friday at 1 to call", MONDAY, ["2026-12-04 01:00", "2026-12-04 13:00"]),
    # English 7–11 with no day named
    ("en", "remind me at 10 to call", MONDAY, ["2026-11-30 22:00", "2026-12-01 10:00"]),
    ("en", "remind me at 9 to call", _dt("2026-11-30 07:00"), ["2026-11-30 09:00", "2026-11-30 21:00"]),
    # minutes not written on the 24-hour clock
    ("en", "remind me at 3:30 to leave", MONDAY, ["2026-11-30 15:30", "2026-12-01 03:30"]),
    # midnight with a day named: the start of that day or its end
    ("en", "remind me on Wednesday at midnight to call", MONDAY, ["2026-12-02 00:00", "2026-12-03 00:00"]),
    # next <weekday> said on another weekday
    ("en", "remind me next Thursday at 9am to call", MONDAY, ["2026-12-03 09:00", "2026-12-10 09:00"]),
    ("fr", "rappelle-moi samedi prochain à 10h d'appeler", MONDAY, ["2026-12-05 10:00", "2026-12-12 10:00"]),
    # tomorrow said in the early hours
    ("fr", "rappelle-moi demain matin à 8h d'appeler", _dt("2026-12-01 01:00"),
     ["2026-12-01 08:00", "2026-12-02 08:00"]),
    # a weekend: Saturday or Sunday
    ("en", "remind me this weekend at 10am to call", MONDAY, ["2026-12-05 10:00", "2026-12-06 10:00"]),
])
def test_ask_choices(reader: TimeReader, lang: str, text: str, now: datetime, choices: list[str]) -> None:
    got = reader.read(text, lang, now)
    assert isinstance(got, Ask), got
    assert list(got.choices) == [_dt(c) for c in choices]
    assert got.rest and got.said


@pytest.mark.parametrize(("lang", "text", "due"), [
    ("en", "remind me on Friday at 9 to call", "2026-12-04 09:00"),  # 7–11 with a day: the morning
    ("en", "remind me at 12 tomorrow to call", "2026-12-01 12:00"),  # 12: noon
    ("en", "remind me at 07:30 tomorrow to call", "2026-12-01 07:30"),  # written on the 24-hour clock
    ("fr", "rappelle-moi à 7h de m'étirer", "2026-12-01 07:00"),  # French 7h–23h: exact
    ("fr", "rappelle-moi à 0h30 de dormir", "2026-12-01 00:30"),
    ("en", "remind me at 5 tomorrow evening to run", "2026-12-01 17:00"),  # the part of the day decides
    ("en", "remind me at midnight to sleep", "2026-12-01 00:00"),  # no day named: the coming midnight
    ("en", "remind me today at 5 to call", "2026-11-30 17:00"),  # 05:00 today has passed: one reading left
    ("en", "remind me next Monday at 9am to call", "2026-12-07 09:00"),  # said on a Monday: in 7 days
    ("en", "remind me in 3 months at 9am to renew", "2027-02-28 09:00"),  # months counted on the calendar
    ("en", "remind me 2 days from now at 9am to call", "2026-12-02 09:00"),
    ("fr", "rappelle-moi dans une heure et demie de sortir", "2026-11-30 16:30"),
])
def test_definite(reader: TimeReader, lang: str, text: str, due: str) -> None:
    got = reader.read(text, lang, MONDAY)
    assert isinstance(got, At), got
    assert got.local == _dt(due)


@pytest.mark.parametrize(("lang", "text", "code"), [
    ("en", "remind me next week at 9am to call", "no_date"),  # which day of it?
    ("en", "remind me in December at 9am to call", "no_date"),
    ("en", "remind me every week at 9am to call", "no_date"),
    ("en", "remind me on November 30 at 9am to call", "past"),  # not next year
    ("fr", "rappelle-moi le 30 à 9h d'appeler", "past"),  # not next month
    ("en", "remind me every day at 8am and 8pm to stretch", "unsupported"),
    ("fr", "rappelle-moi d'appeler mon frère", "no_date"),  # "mon" is no Monday
    ("en", "remind me in 2 days to call", "no_time"),
    ("en", "remind me on November 15 at 9am to call", "past"),  # a written date just gone: not next year
    ("en", "remind me in 9999999 days at 9am to call", "impossible_date"),  # past the calendar's end
])
def test_unclear(reader: TimeReader, lang: str, text: str, code: str) -> None:
    got = reader.read(text, lang, MONDAY)
    assert isinstance(got, Unclear), got
    assert got.code == code


def test_written_year_is_kept(reader: TimeReader) -> None:
    got = reader.read("remind me on November 15 2027 at 9am to renew", "en", MONDAY)
    assert got == At(_dt("2027-11-15 09:00"), "renew")


def test_current_hour_is_not_a_span_of_days(reader: TimeReader) -> None:
    got = reader.read("remind me at 11pm to sleep", "en", _dt("2026-11-30 23:30"))
    assert got == At(_dt("2026-12-01 23:00"), "sleep")


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("en", "remind me to take the 7:15 train tomorrow at 6:30am", At(_dt("2026-12-01 06:30"), "take the 7:15 train")),
    ("fr", "rappelle-moi de prendre le 18h30 pour Lyon demain à 17h",
     At(_dt("2026-12-01 17:00"), "prendre le 18h30 pour Lyon")),
    ("en", "remind me to take the 7:15 train", Unclear("no_date", "", "take the 7:15 train")),
])
def test_a_clock_time_in_the_task_is_the_tasks(reader: TimeReader, lang: str, text: str, expected: At | Unclear) -> None:
    assert reader.read(text, lang, MONDAY) == expected


def test_a_name_is_not_a_weekday(reader: TimeReader) -> None:
    got = reader.read("rappelle-moi de rappeler Sam à 18h", "fr", MONDAY)
    assert got == At(_dt("2026-11-30 18:00"), "rappeler Sam")


def test_read_when_is_the_reader(reader: TimeReader) -> None:
    text = "remind me tomorrow at 9am to call the bank"
    assert read_when(text, "en", MONDAY, reader) == reader.read(text, "en", MONDAY)
    assert read_when(text, "en", MONDAY, reader) == At(_dt("2026-12-01 09:00"), "call the bank")


def test_time_zone_aware_now_is_read_as_wall_time(reader: TimeReader) -> None:
    from zoneinfo import ZoneInfo

    aware = MONDAY.replace(tzinfo=ZoneInfo("Europe/Paris"))
    assert reader.read("remind me in 20 minutes to check", "en", aware) == At(_dt("2026-11-30 15:20"), "check")


# ------------------------------------------------------------------------------------------ recurrence
@pytest.mark.parametrize(("text", "kind", "weekday", "monthday", "period"), [
    ("every day at 8", "daily", None, None, None),
    ("every morning at 7", "daily", None, None, "am"),
    ("tous les soirs à 22h", "daily", None, None, "pm"),
    ("every weekday at 7:30", "weekdays", None, None, None),
    ("du lundi au vendredi à 8h", "weekdays", None, None, None),
    ("tous les jours ouvrés à 17h45", "weekdays", None, None, None),
    ("every Monday at 9am", "weekly", 0, None, None),
    ("on Fridays at 9am", "weekly", 4, None, None),
    ("tous les vendredis soir à 6h", "weekly", 4, None, "pm"),
    ("chaque mercredi à 8h30", "weekly", 2, None, None),
    ("on the 1st of every month at 10am", "monthly", None, 1, None),
    ("le 15 de chaque mois à 9h", "monthly", None, 15, None),
    ("tous les mois le 30 à 18h", "monthly", None, 30, None),
    ("chaque premier du mois à 9h", "monthly", None, 1, None),
])
def test_recurrence_found(text: str, kind: str, weekday: int | None, monthday: int | None, period: str | None) -> None:
    found = find_recurrence(text)
    assert isinstance(found, Recurrence), found
    assert (found.kind, found.weekday, found.monthday, found.period) == (kind, weekday, monthday, period)


@pytest.mark.parametrize("text", [
    "every other Tuesday at 9am", "the last Friday of each month at 5pm", "every 2 weeks on Monday",
    "every hour", "every year on March 3", "every weekend at 10am", "every Monday and Thursday at 8am",
    "on the first Monday of every month", "every 30 minutes", "twice a day", "every day except Sunday",
    "un mardi sur deux à 9h", "le dernier vendredi de chaque mois", "toutes les deux semaines le lundi",
    "toutes les heures", "tous les ans le 3 mars", "tous les week-ends à 10h", "tous les lundis et jeudis",
    "tous les 15 jours le mardi", "tous les jours sauf le week-end",
])
def test_recurrence_unsupported(text: str) -> None:
    assert isinstance(find_recurrence(text), Unsupported)


@pytest.mark.parametrize("text", [
    "call Bob tomorrow at 9", "email everyone at 5pm", "rappeler le plombier",
    "check the weekly report at 5pm", "pay the monthly bill tomorrow", "do my daily stretches at 7pm",
])
def test_no_recurrence(text: str) -> None:
    assert find_recurrence(text) is None


def test_occurrence_days() -> None:
    monday, sunday = date(2026, 11, 30), date(2026, 12, 6)
    assert occurrence_days(Recurrence("daily", (0, 0)), monday, None) == (monday, date(2026, 12, 1))
    assert occurrence_days(Recurrence("weekdays", (0, 0)), sunday, None) == (
        date(2026, 12, 7), date(2026, 12, 8), date(2026, 12, 9), date(2026, 12, 10), date(2026, 12, 11))
    assert occurrence_days(Recurrence("weekly", (0, 0), weekday=0), monday, None) == (monday, date(2026, 12, 7))
    assert occurrence_days(Recurrence("weekly", (0, 0)), monday, None) is None  # "every week": which day?
    assert occurrence_days(Recurrence("weekly", (0, 0)), monday, date(2026, 12, 4)) == (
        date(2026, 12, 4), date(2026, 12, 11))
    # the 31st: the first month that has one
    assert occurrence_days(Recurrence("monthly", (0, 0), monthday=31), monday, None) == (
        date(2026, 12, 31), date(2027, 1, 31))


@pytest.mark.parametrize(("text", "kind", "due"), [
    ("remind me every day at 6:30am to stretch", "daily", "2026-12-01 06:30"),
    ("remind me on Mondays at 9am to plan the week", "weekly", "2026-12-07 09:00"),
    ("remind me every month on the 5th at 9am to pay", "monthly", "2026-12-05 09:00"),
    ("remind me on the 31st of every month at 9am to pay", "monthly", "2026-12-31 09:00"),
    ("rappelle-moi tous les samedis matin à 9h de courir", "weekly", "2026-12-05 09:00"),
    ("remind me once a week on Monday at 9am to water", "weekly", "2026-12-07 09:00"),
])
def test_recurrence_first_occurrence(reader: TimeReader, text: str, kind: str, due: str) -> None:
    got = reader.read(text, "fr" if text.startswith("rappelle") else "en", MONDAY)
    assert isinstance(got, At), got
    assert (got.recurrence, got.local) == (kind, _dt(due))


def test_recurrence_ambiguous_hour_is_asked(reader: TimeReader) -> None:
    got = reader.read("remind me every day at 6 to stretch", "en", MONDAY)
    assert isinstance(got, Ask)
    assert got.recurrence == "daily"
    assert got.choices == (_dt("2026-11-30 18:00"), _dt("2026-12-01 06:00"))


# ------------------------------------------------------------------------------------------ spellings
@pytest.mark.parametrize(("lang", "typed", "standard"), [
    ("en", "2morrow at 9", "tomorrow at 9"),
    ("en", "tmrw 10am", "tomorrow 10am"),
    ("en", "tomoz at 8am", "tomorrow at 8am"),
    ("en", "tommorow at 11am", "tomorrow at 11am"),
    ("en", "2nite at 8", "tonight at 8"),
    ("en", "remnd me everyday", "remind me every day"),
    ("fr", "rapelle moi demain a 10h", "rappelle-moi demain à 10h"),
    ("fr", "rappel moi demian à 8h", "rappelle-moi demain à 8h"),
    ("fr", "rappelles moi ajd a midi", "rappelle-moi aujourd'hui à midi"),
    ("fr", "dans 1h30", "dans 90 minutes"),
    ("fr", "dans une heure et demie", "dans 90 minutes"),
    ("fr", "le 04/12 à 15h", "le 4 décembre à 15h"),
    ("en", "on 25/12 at 8am", "on 25 December at 8am"),
])
def test_casual_spellings(lang: str, typed: str, standard: str) -> None:
    assert normalise(typed, lang) == standard


def test_casual_spellings_leave_the_task_alone() -> None:
    assert normalise("call a friend at 9pm", "fr") == "call a friend at 9pm"
    assert normalise("acheter 1/2 litre de lait", "fr") == "acheter 1/2 litre de lait"


# ------------------------------------------------------------------------------------------ impossible
@pytest.mark.parametrize(("text", "code", "said"), [
    ("on the 31st of February at 9am", "impossible_date", "31st of February"),
    ("on April 31 at 9am", "impossible_date", "April 31"),
    ("on February 29, 2027 at 9am", "impossible_date", "February 29, 2027"),
    ("le 32/12 à 10h", "impossible_date", "32/12"),
    ("le 31 novembre à 10h", "impossible_date", "31 novembre"),
    ("at 25:00", "impossible_time", "25:00"),
    ("tomorrow at 13pm", "impossible_time", "13pm"),
    ("à 14h75", "impossible_time", "14h75"),
    ("demain à 24h30", "impossible_time", "24h30"),
])
def test_impossible_is_quoted_back(text: str, code: str, said: str) -> None:
    found = impossible(text)
    assert found is not None
    assert found[:2] == (code, said)


@pytest.mark.parametrize("text", ["on February 29 at 9am", "le 29 février 2028", "at 23:59", "at 12pm", "le 30/11"])
def test_possible_is_not_refused(text: str) -> None:
    assert impossible(text) is None


def test_impossible_date_is_never_replaced(reader: TimeReader) -> None:
    got = reader.read("remind me on April 31 at 9am to file the papers", "en", MONDAY)
    assert got == Unclear("impossible_date", "April 31", "file the papers")


# ------------------------------------------------------------------------------------------ the text
@pytest.mark.parametrize(("text", "rest"), [
    ("remind me to call Bob", "call Bob"),
    ("set a reminder for   to call the bank", "call the bank"),
    ("mets un rappel pour   pour appeler la banque", "appeler la banque"),
    (", rappelle-moi d'appeler le garage", "appeler le garage"),
    (": remind me to back up the laptop", "back up the laptop"),
    ("remind me about the meeting", "the meeting"),
    ("peux-tu me rappeler d'appeler Paul s'il te plaît", "appeler Paul"),
    ("reminder: call Bob", "call Bob"),
])
def test_tidy_rest(text: str, rest: str) -> None:
    assert tidy_rest(text) == rest


# ------------------------------------------------------------------------------ typos and consistency checks
def test_name_typos_are_corrected_only_when_the_slip_is_small() -> None:
    from pipeline.rules.name_typos import distance, fix_name_typos

    assert distance("wendesday", "wednesday") == 1 and distance("fridge", "friday") == 2
    assert fix_name_typos("remind me wendesday at 3pm", "en") == "remind me wednesday at 3pm"
    assert fix_name_typos("mecredi à 18h", "fr") == "mercredi à 18h"
    assert fix_name_typos("wensday", "en") == "wednesday"
    for kept in ("clean the fridge", "buy a sundae", "call Frida", "vendre la voiture", "renew the domain",
                 "tous les vendredis", "Mondays", "Juliet 24"):
        assert fix_name_typos(kept, "en") == kept
    # a month only beside a day number, in the owner's language when both are as close
    assert fix_name_typos("on Decmber 24", "en") == "on december 24"
    assert fix_name_typos("le 3 decmbre", "fr") == "le 3 décembre"
    assert fix_name_typos("Decmber", "en") == "Decmber"


def test_unread_time_words_are_found() -> None:
    from pipeline.rules.time_checks import unread_words

    assert unread_words("or 10 to call Al", "remind me tomorrow at 9 or 10 to call Al")
    assert unread_words("week to call Al", "remind me Friday week at 10am to call Al")
    assert unread_words("appeler Al au lieu de 15h", "x")
    assert unread_words("lundi et appeler Léa", "x")
    for fine in ("prepare for Friday", "move the meeting to 3pm", "catch the 7:15 train", "the Friday meeting",
                 "écrire mon journal", "préparer la réunion de lundi"):
        assert unread_words(fine, fine) is None, fine


def test_weekday_and_date_that_disagree() -> None:
    from pipeline.rules.time_checks import weekday_conflict

    today = date(2026, 11, 30)
    assert weekday_conflict("on Thursday December 9 at 10am", date(2027, 12, 9), today)
    assert weekday_conflict("mardi 7 à 9h", date(2027, 9, 7), today)
    assert not weekday_conflict("on Wednesday, December 9 at 10am", date(2026, 12, 9), today)
    assert not weekday_conflict("on Monday the 7th at 9am", date(2026, 12, 7), today)
    assert not weekday_conflict("on Friday at 3", date(2026, 12, 4), today)  # "3" is the hour
    assert not weekday_conflict("Thursday December 9 2027", date(2027, 12, 9), today)  # a year was written


def test_part_of_day_and_today_checks() -> None:
    from datetime import time

    from pipeline.rules.time_checks import outside_part_of_day, today_only

    assert outside_part_of_day("tonight at 1", time(13))
    assert outside_part_of_day("tomorrow morning at 3pm", time(3))
    assert not outside_part_of_day("à 2h du matin", time(2))
    assert not outside_part_of_day("ce soir à minuit", time(0))
    assert not outside_part_of_day("tomorrow at 9", time(9))
    assert today_only("this noon") and today_only("ce midi") and not today_only("tomorrow at noon")


def test_meal_words_never_move_the_clock(reader: TimeReader) -> None:
    got = reader.read("remind me to pack lunch at 7:30am", "en", MONDAY)
    assert isinstance(got, At) and got.local == datetime(2026, 12, 1, 7, 30) and got.rest == "pack lunch"
    assert isinstance(reader.read("remind me to book dinner tomorrow at 8", "en", MONDAY), Ask)
