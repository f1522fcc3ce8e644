"""Time to compute a weekly briefing with a year of sessions for 20 projects.

Run: python bench/work_time.py   (target: p95 < 50 ms)
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import insert, select

from arthur.app import build_executor
from arthur.settings import Settings
from bench._db import bench_engine, percentiles
from pipeline.action_context import Caller, Ports
from stores.models import Decision, Project, WorkPause, WorkSession


class FixedClock:
    def __init__(self, now: datetime) -> None:
        self._now = now

    def now(self) -> datetime:
        return self._now


async def main() -> None:
    rng = random.Random(7)
    now = datetime(2026, 11, 27, 17, 0, tzinfo=UTC)  # a Friday afternoon
    engine = await bench_engine()
    executor = build_executor(engine, Settings(timezone="Europe/Paris", _env_file=None),  # type: ignore[call-arg]
                              FixedClock(now), Ports())
    owner = await executor.owner("bench")
    start = now - timedelta(days=365)
    async with engine.begin() as conn:
        await conn.execute(insert(Project), [
            {"owner_id": owner.id, "name": f"Project {i}", "description": "", "phase": "active",
             "created_at": start, "updated_at": start} for i in range(20)])
        pids = [r for (r,) in await conn.execute(select(Project.id).where(Project.owner_id == owner.id))]
        sessions, day = [], start
        while day < now - timedelta(hours=2):
            t = day.replace(hour=7)
            for _ in range(rng.randint(2, 6)):
                length = timedelta(minutes=rng.randint(20, 150))
                sessions.append({"owner_id": owner.id, "project_id": rng.choice(pids), "status": "stopped",
                                 "started_at": t, "ended_at": t + length})
                t += length + timedelta(minutes=rng.randint(5, 60))
            day += timedelta(days=1)
        await conn.execute(insert(WorkSession), sessions)
        rows = (await conn.execute(select(WorkSession.id, WorkSession.started_at)
                                   .where(WorkSession.owner_id == owner.id))).all()
        await conn.execute(insert(WorkPause), [
            {"owner_id": owner.id, "session_id": sid, "started_at": st + timedelta(minutes=10),
             "ended_at": st + timedelta(minutes=15)} for sid, st in rows if rng.random() < 0.5])
        await conn.execute(insert(Decision), [
            {"owner_id": owner.id, "project_id": rng.choice(pids), "decision": f"decision {i}", "why": "",
             "decided_at": start + timedelta(hours=37 * i)} for i in range(200)])
    caller = Caller("command")
    for _ in range(20):
        await executor.run(owner, caller, "read_weekly_briefing", {})
    samples = []
    for _ in range(300):
        t0 = time.perf_counter()
        outcome = await executor.run(owner, caller, "read_weekly_briefing", {})
        samples.append((time.perf_counter() - t0) * 1000)
        assert outcome.kind == "ok"
    p50, p95, p99 = percentiles(samples)
    print(f"weekly briefing: projects=20 sessions={len(sessions)} (one year) runs=300  "
          f"p50={p50:.2f} ms  p95={p95:.2f} ms  p99={p99:.2f} ms")
    samples = []
    for _ in range(300):
        t0 = time.perf_counter()
        await executor.run(owner, caller, "read_work_time", {"period": "month"})
        samples.append((time.perf_counter() - t0) * 1000)
    p50, p95, p99 = percentiles(samples)
    print(f"work time (month):                                       p50={p50:.2f} ms  p95={p95:.2f} ms")
    await engine.dispose()


if __name__ == "__main__":
    asyncio.run(main())
