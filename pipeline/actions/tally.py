"""Time worked per project (and per local day) over a window, from sessions and pauses."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from pipeline.action_context import ActionContext
from pipeline.rules.dates import day_bounds
from pipeline.rules.worktime import Interval, is_forgotten, seconds_within, worked_intervals
from stores import projects, work


@dataclass
class Tally:
    """What a window holds: seconds per project, per day, and what was left out and why."""

    seconds: dict[int, float] = field(default_factory=lambda: defaultdict(float))
    per_day: dict[date, dict[int, float]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(float)))
    names: dict[int, str] = field(default_factory=dict)
    sessions: int = 0
    running: list[int] = field(default_factory=list)  # project ids with a session still open
    forgotten: list[tuple[int, datetime]] = field(default_factory=list)  # (project id, started_at), not counted

    @property
    def total(self) -> float:
        """All counted seconds."""
        return sum(self.seconds.values())


async def tally(ctx: ActionContext, start: datetime, end: datetime, *, project_id: int | None = None,
                by_day: bool = False) -> Tally:
    """Count worked time in [start, min(end, now)) in the owner's zone; forgotten stretches are left out."""
    upto = min(end, ctx.now)
    rows, pauses = await work.overlapping(ctx.db, ctx.owner.id, start, upto)
    result = Tally()
    days: list[tuple[date, Interval]] = []
    if by_day:
        d = ctx.local(start).date()
        while True:
            lo, hi = day_bounds(d, ctx.owner.zone)
            if lo >= upto:
                break
            days.append((d, (lo, hi)))
            d += timedelta(days=1)
    for s in rows:
        if project_id is not None and s.project_id != project_id:
            continue
        segs = [(p.started_at, p.ended_at or ctx.now) for p in pauses[s.id]]
        if s.flag == "forgotten":
            result.forgotten.append((s.project_id, s.started_at))
            continue
        finish = s.ended_at or ctx.now
        if s.status == "running" and is_forgotten(s.started_at, segs, ctx.now):
            result.forgotten.append((s.project_id, s.started_at))
            # Count up to the last resume only: the open stretch is presumed forgotten.
            finish = max([s.started_at, *(e for _, e in segs)])
        elif s.status in ("running", "paused"):
            result.running.append(s.project_id)
        spans = worked_intervals(s.started_at, finish, segs)
        secs = seconds_within(spans, (start, upto))
        if secs <= 0:
            continue
        result.sessions += 1
        result.seconds[s.project_id] += secs
        for d, window in days:
            day_secs = seconds_within(spans, window)
            if day_secs > 0:
                result.per_day[d][s.project_id] += day_secs
    ids = set(result.seconds) | set(result.running) | {p for p, _ in result.forgotten}
    result.names = {pid: p.name for pid, p in (await projects.by_ids(ctx.db, ctx.owner.id, ids)).items()}
    return result
