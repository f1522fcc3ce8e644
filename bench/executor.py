"""Executor overhead per action on the embedded PostgreSQL: create_note and list_notes with 10 000 notes.

Run: python bench/executor.py   (targets: p50 < 5 ms, p95 < 15 ms)
"""

from __future__ import annotations

import asyncio
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import insert

from arthur.app import build_executor
from arthur.settings import Settings
from bench._db import bench_engine, percentiles
from pipeline.action_context import Caller, Ports, SystemClock
from stores.models import Note

N_NOTES = 10_000
RUNS = 500


async def main() -> None:
    engine = await bench_engine()
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    executor = build_executor(engine, settings, SystemClock(), Ports())
    owner = await executor.owner("bench")
    caller = Caller("command")
    base = datetime.now(UTC) - timedelta(days=400)
    async with engine.begin() as conn:
        await conn.execute(insert(Note), [
            {"owner_id": owner.id, "text": f"note number {i} about something worth keeping", "created_at":
             base + timedelta(minutes=i)} for i in range(N_NOTES)])
    for _ in range(50):  # warm the pool and the statement caches
        await executor.run(owner, caller, "list_notes", {})
    for name, args in (("create_note", {"text": "buy milk"}), ("list_notes", {}),
                       ("list_notes", {"query": "number 99"})):
        samples = []
        for _ in range(RUNS):
            t0 = time.perf_counter()
            outcome = await executor.run(owner, caller, name, args)
            samples.append((time.perf_counter() - t0) * 1000)
            assert outcome.kind == "ok", outcome
        p50, p95, p99 = percentiles(samples)
        label = f"{name}({', '.join(f'{k}={v!r}' for k, v in args.items())})"
        print(f"{label:38s} notes={N_NOTES:>6}  runs={RUNS}  p50={p50:6.2f} ms  p95={p95:6.2f} ms  p99={p99:6.2f} ms")
    await engine.dispose()


if __name__ == "__main__":
    asyncio.run(main())
