"""A throwaway embedded PostgreSQL for benchmarks (or ARTHUR_BENCH_DATABASE_URL)."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
import uuid
import warnings
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine

from stores.database import asyncpg_url, drop_unused_databases, ensure_database, make_engine, start_embedded
from stores.migrate import upgrade

warnings.filterwarnings("ignore", module="platformdirs")


async def bench_engine() -> AsyncEngine:
    """A fresh, migrated database on the embedded server."""
    uri = os.environ.get("ARTHUR_BENCH_DATABASE_URL")
    if not uri:
        tmp = Path(tempfile.gettempdir()) / "arthur-bench-pg"
        tmp.mkdir(exist_ok=True)
        os.chmod(tmp, 0o755)
        uri = start_embedded(tmp / "pgdata")
        # Each run makes its own database; earlier runs' would otherwise pile up (GBs after a few dozen runs).
        # Only those over an hour old go: a bench running beside this one may be between two connections.
        await drop_unused_databases(uri, "arthur_bench_", older_than_s=3600)
    name = f"arthur_bench_{int(time.time())}_{uuid.uuid4().hex[:8]}"
    await ensure_database(uri, name)
    engine = make_engine(asyncpg_url(uri, name))
    await upgrade(engine)
    return engine


def percentiles(samples_ms: list[float]) -> tuple[float, float, float]:
    """p50, p95, p99 in milliseconds."""
    qs = statistics.quantiles(samples_ms, n=100, method="inclusive")
    return statistics.median(samples_ms), qs[94], qs[98]
