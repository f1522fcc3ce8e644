"""Recurring reminders: a series is a rule (daily, weekdays, weekly on a day, monthly on a day) at a local wall
time; its occurrences are computed on wall time, so they keep their hour across DST changes and zone changes."""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

RECURRENCES = ("none", "daily", "weekdays", "weekly", "monthly")
UTC = ZoneInfo("UTC")


@dataclass(frozen=True)
class Series:
    """A recurrence rule: `day` is the weekday (0 = Monday) of a weekly series, the day of the month (1-31) of a
    monthly one (a month without it uses its last day), None otherwise."""

    recurrence: str  # daily | weekdays | weekly | monthly
    at: time
    day: int | None = None

    def fits(self, d: date) -> bool:
        """Whether the series has an occurrence on `d`."""
        match self.recurrence:
            case "daily":
                return True
            case "weekdays":
                return d.weekday() < 5
            case "weekly":
                return d.weekday() == self.day
            case "monthly":
                assert self.day is not None
                return d.day == min(self.day, calendar.monthrange(d.year, d.month)[1])
        raise ValueError(f"unknown recurrence {self.recurrence!r}")


def series_of(recurrence: str, local: datetime) -> Series | None:
    """The rule of a series whose (first) occurrence is the wall time `local`; None when it does not recur."""
    if recurrence == "none":
        return None
    day = local.weekday() if recurrence == "weekly" else local.day if recurrence == "monthly" else None
    return Series(recurrence, local.time().replace(second=0, microsecond=0), day)


def wall(d: date, at: time, zone: ZoneInfo) -> datetime:
    """The instant of wall time `at` on `d` in `zone`; a time the clocks skip moves forward (02:30 → 03:30), one
    they repeat is its first passing."""
    return datetime.combine(d, at).replace(tzinfo=zone).astimezone(UTC).astimezone(zone)


def next_in_series(series: Series, zone: ZoneInfo, after: datetime) -> datetime:
    """The first occurrence strictly after `after`."""
    day = after.astimezone(zone).date() - timedelta(days=1)
    for _ in range(62):  # a monthly series has an occurrence within any 62 days
        if series.fits(day):
            candidate = wall(day, series.at, zone)
            if candidate > after:
                return candidate
        day += timedelta(days=1)
    raise ValueError("no next occurrence found")


def next_occurrence(due: datetime, recurrence: str, zone: ZoneInfo, after: datetime,
                    series: Series | None = None) -> datetime | None:
    """The occurrence after `after` of a reminder due at `due` (its rule, when not given, read from `due`'s wall
    time); None if it does not recur."""
    rule = series or series_of(recurrence, due.astimezone(zone))
    return None if rule is None else next_in_series(rule, zone, after)


def stored_series(recurrence: str, series_time: str | None, series_day: int | None) -> Series | None:
    """The rule kept beside a reminder (None when it does not recur or was stored without one)."""
    if recurrence == "none" or not series_time:
        return None
    hours, minutes = (int(part) for part in series_time.split(":"))
    return Series(recurrence, time(hours, minutes), series_day)
