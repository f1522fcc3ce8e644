"""Next occurrence of a recurring reminder, computed on local wall time across DST changes."""

from __future__ import annotations

import calendar
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

RECURRENCES = ("none", "daily", "weekdays", "weekly", "monthly")


def next_occurrence(due: datetime, recurrence: str, zone: ZoneInfo, after: datetime) -> datetime | None:
    """The first occurrence strictly after `after`, keeping the local wall time; None if not recurring."""
    if recurrence == "none":
        return None
    local = due.astimezone(zone).replace(tzinfo=None)
    for _ in range(400 * 31):
        local = _step(local, recurrence, due.astimezone(zone).day)
        # fold=0 and gap times resolve forward via a UTC round trip: a skipped 02:30 becomes 03:30.
        candidate = local.replace(tzinfo=zone).astimezone(ZoneInfo("UTC")).astimezone(zone)
        if candidate > after:
            return candidate
    raise ValueError("no next occurrence found")


def _step(local: datetime, recurrence: str, anchor_day: int) -> datetime:
    if recurrence == "daily":
        return local + timedelta(days=1)
    if recurrence == "weekdays":
        nxt = local + timedelta(days=1)
        while nxt.weekday() >= 5:
            nxt += timedelta(days=1)
        return nxt
    if recurrence == "weekly":
        return local + timedelta(days=7)
    if recurrence == "monthly":
        year, month = (local.year + 1, 1) if local.month == 12 else (local.year, local.month + 1)
        day = min(anchor_day, calendar.monthrange(year, month)[1])
        return local.replace(year=year, month=month, day=day)
    raise ValueError(f"unknown recurrence {recurrence!r}")
