"""Pure domain rules: dates, DST, work-time arithmetic, lifecycles, recurrence."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from pipeline.rules.dates import DateProblem, day_bounds, month_bounds, parse_day, parse_local, week_start
from pipeline.rules.lifecycle import phase_allowed, phase_moves, session_next
from pipeline.rules.recurrence import next_occurrence
from pipeline.rules.worktime import format_duration, is_forgotten, seconds_within, worked_intervals

PARIS = ZoneInfo("Europe/Paris")
TODAY = date(2026, 11, 25)


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def test_parse_local_in_zone() -> None:
    got = parse_local("2026-12-01 09:00", PARIS, TODAY)
    assert isinstance(got, datetime)
    assert got.astimezone(UTC) == utc(2026, 12, 1, 8, 0)


def test_parse_local_time_only_is_today() -> None:
    got = parse_local("18:30", PARIS, TODAY)
    assert isinstance(got, datetime) and got.date() == TODAY and got.hour == 18


@pytest.mark.parametrize(
    ("text", "code"),
    [("2026-02-30 09:00", "impossible_date"), ("2026-13-01 09:00", "impossible_date"),
     ("2026-12-01 25:00", "impossible_time"), ("2026-12-01 09:75", "impossible_time"),
     ("next tuesday", "bad_date"), ("2026-12-01", "missing_time"),
     ("2026-03-29 02:30", "dst_gap"), ("2026-10-25 02:30", "dst_ambiguous")],
)
def test_parse_local_problems(text: str, code: str) -> None:
    got = parse_local(text, PARIS, TODAY)
    assert isinstance(got, DateProblem) and got.code == code
    assert got.message


def test_parse_day() -> None:
    assert parse_day("today", TODAY) == TODAY
    assert parse_day("hier", TODAY) == TODAY - timedelta(days=1)
    assert parse_day("2026-11-01", TODAY) == date(2026, 11, 1)
    bad = parse_day("2026-02-29", TODAY)  # 2026 is not a leap year
    assert isinstance(bad, DateProblem) and bad.code == "impossible_date"


def test_day_bounds_on_dst_days() -> None:
    start, end = day_bounds(date(2026, 3, 29), PARIS)
    assert (end - start) == timedelta(hours=23) or (end.astimezone(UTC) - start.astimezone(UTC)) == timedelta(hours=23)
    start, end = day_bounds(date(2026, 10, 25), PARIS)
    assert end.astimezone(UTC) - start.astimezone(UTC) == timedelta(hours=25)


def test_week_and_month() -> None:
    assert week_start(date(2026, 11, 29)) == date(2026, 11, 23)
    assert month_bounds(date(2026, 12, 15)) == (date(2026, 12, 1), date(2027, 1, 1))


def test_worked_intervals_subtract_pauses() -> None:
    start, end = utc(2026, 1, 1, 9), utc(2026, 1, 1, 12)
    pauses = [(utc(2026, 1, 1, 10), utc(2026, 1, 1, 10, 30)), (utc(2026, 1, 1, 11), utc(2026, 1, 1, 11, 15))]
    spans = worked_intervals(start, end, pauses)
    assert sum((b - a).total_seconds() for a, b in spans) == 2 * 3600 + 15 * 60


def test_overlapping_and_outside_pauses() -> None:
    start, end = utc(2026, 1, 1, 9), utc(2026, 1, 1, 10)
    pauses = [(utc(2026, 1, 1, 8), utc(2026, 1, 1, 9, 10)), (utc(2026, 1, 1, 9, 5), utc(2026, 1, 1, 9, 20)),
              (utc(2026, 1, 1, 11), utc(2026, 1, 1, 12))]
    spans = worked_intervals(start, end, pauses)
    assert spans == [(utc(2026, 1, 1, 9, 20), end)]


def test_seconds_within_window_splits_midnight() -> None:
    spans = [(utc(2026, 1, 1, 22), utc(2026, 1, 2, 2))]
    assert seconds_within(spans, (utc(2026, 1, 1), utc(2026, 1, 2))) == 2 * 3600
    assert seconds_within(spans, (utc(2026, 1, 2), utc(2026, 1, 3))) == 2 * 3600


def test_forgotten_after_twelve_hours_without_a_break() -> None:
    start = utc(2026, 1, 1, 8)
    assert not is_forgotten(start, [], start + timedelta(hours=11))
    assert is_forgotten(start, [], start + timedelta(hours=13))
    resumed = [(utc(2026, 1, 1, 12), utc(2026, 1, 1, 18))]
    assert not is_forgotten(start, resumed, utc(2026, 1, 2, 5))


def test_format_duration_never_rounds_up() -> None:
    assert format_duration(3599) == "59 min"
    assert format_duration(3600 + 5 * 60) == "1 h 05 min"
    assert format_duration(30) == "30 s"


def test_session_state_machine() -> None:
    assert session_next("idle", "start") == "running"
    assert session_next("running", "pause") == "paused"
    assert session_next("paused", "resume") == "running"
    assert session_next("paused", "stop") == "stopped"
    assert session_next("stopped", "resume") is None
    assert session_next("stopped", "start") is None
    assert session_next("running", "resume") is None


def test_phase_moves() -> None:
    assert phase_allowed("idea", "active")
    assert not phase_allowed("active", "idea")
    assert phase_allowed("done", "active")
    assert phase_moves("active") == ["paused", "done"]


def test_daily_recurrence_keeps_wall_time_across_dst() -> None:
    due = datetime(2026, 3, 28, 9, 0, tzinfo=PARIS)
    nxt = next_occurrence(due, "daily", PARIS, after=due)
    assert nxt is not None and nxt.astimezone(PARIS).hour == 9 and nxt.date() == date(2026, 3, 29)
    assert nxt.astimezone(UTC).hour == 7  # summer time now


def test_weekdays_and_monthly() -> None:
    friday = datetime(2026, 11, 27, 8, 0, tzinfo=PARIS)
    monday = next_occurrence(friday, "weekdays", PARIS, after=friday)
    assert monday is not None and monday.date() == date(2026, 11, 30)
    jan31 = datetime(2027, 1, 31, 8, 0, tzinfo=PARIS)
    feb = next_occurrence(jan31, "monthly", PARIS, after=jan31)
    assert feb is not None and feb.date() == date(2027, 2, 28)
    assert next_occurrence(friday, "none", PARIS, after=friday) is None


def test_content_words_leave_function_words_out() -> None:
    from pipeline.rules.words import content_words

    assert content_words("What is the password for the Wi-Fi?") == ["password", "wi-fi"]
    assert content_words("l'adresse du cabinet") == ["adresse", "cabinet"]
    assert content_words("100% sure") == ["100%", "sure"]
    assert content_words("the") == []


def test_storable_text_replaces_only_what_postgresql_refuses() -> None:
    from pipeline.rules.storable import storable

    assert storable("plain é 日本 🎉").replaced == ()
    cleaned = storable("a\x00b\x00c\ud800d")
    assert cleaned.text == "a\ufffdb\ufffdc\ufffdd" and cleaned.replaced == ("U+0000", "U+D800")
