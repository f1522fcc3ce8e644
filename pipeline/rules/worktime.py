"""Work-time arithmetic: sessions minus pauses, cut to a window."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

FORGOTTEN_AFTER = timedelta(hours=12)

Interval = tuple[datetime, datetime]


def worked_intervals(start: datetime, end: datetime, pauses: Iterable[Interval]) -> list[Interval]:
    """The stretches of [start, end) not covered by any pause."""
    spans: list[Interval] = []
    cursor = start
    for p_start, p_end in sorted(pauses):
        p_start, p_end = max(p_start, start), min(p_end, end)
        if p_end <= cursor or p_start >= p_end:
            continue
        if p_start > cursor:
            spans.append((cursor, p_start))
        cursor = max(cursor, p_end)
    if cursor < end:
        spans.append((cursor, end))
    return spans


def seconds_within(spans: Iterable[Interval], window: Interval) -> float:
    """Seconds of `spans` that fall inside `window`."""
    lo, hi = window
    total = 0.0
    for a, b in spans:
        a, b = max(a, lo), min(b, hi)
        if b > a:
            total += (b - a).total_seconds()
    return total


def open_stretch(start: datetime, pauses: Iterable[Interval], now: datetime) -> timedelta:
    """How long a running session has run since it last started or resumed."""
    last = start
    for _p_start, p_end in pauses:
        last = max(last, p_end)
    return now - last


def is_forgotten(start: datetime, pauses: Iterable[Interval], now: datetime) -> bool:
    """A session left running more than 12 h without a break is presumed forgotten."""
    return open_stretch(start, pauses, now) > FORGOTTEN_AFTER


def format_duration(seconds: float, language: str = "en") -> str:
    """'2 h 05 min', '45 min', '0 min 30 s' — minutes rounded down, never rounded up to look busy."""
    total = int(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes:02d} min"
    if minutes:
        return f"{minutes} min"
    return f"{secs} s"
