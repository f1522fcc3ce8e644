"""read_agenda for a month of 300 events on a local Radicale, and the daily briefing with its agenda.

Seeds December 2026 with 300 occurrences (270 single events, a daily standup over 30 days) in a fresh Radicale
(about 20 s: one PUT each), connects an owner, then measures through the executor (validation, database,
ledger row included):
  • read_agenda, the whole month, cold: a new CalDAV adapter per read (new client, no cache: principal lookup,
    calendar-query REPORT, parsing and expansion of every event);
  • read_agenda, the whole month, warm: the same adapter, so one PROPFIND of the calendar's CTag and the cached
    expansion (target p95 < 150 ms);
  • read_agenda, the whole month, right after an event was added (the CTag moved): one calendar-query REPORT,
    and only the new object parsed (the others are kept parsed by ETag);
  • the daily briefing of a day with ~10 events, warm (target p95 < 200 ms).
Prints p50 and p95 (ms). Run: python bench/agenda.py [--runs N]
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
import uuid
import warnings
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pydantic import SecretStr

from arthur.app import build_executor
from arthur.settings import Settings
from bench._db import bench_engine, percentiles
from pipeline.action_context import Caller, Ports
from pipeline.executor import Executor
from pipeline.outcomes import Ok
from stores.calendar import CalDAVCalendars
from stores.ical import NewEvent, to_ical
from stores.vault import Vault
from tests.fakes import MutableClock
from tests.servers import Radicale

CMD = Caller("command")
PARIS = ZoneInfo("Europe/Paris")


def seed(url: str) -> str:
    """A calendar holding 300 occurrences in December 2026; returns its URL."""
    import caldav

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        client = caldav.DAVClient(url=url, username="bench", password="bench", auth_type="basic")
        cal = client.principal().make_calendar(name="bench", cal_id="bench")
    stamp = datetime(2026, 11, 1, tzinfo=UTC)
    for i in range(270):
        day = 1 + i % 31
        start = datetime(2026, 12, day, 8 + (i // 31) % 10, 0 if i % 2 else 30, tzinfo=PARIS)
        ics = to_ical(NewEvent(uid=f"{uuid.uuid4()}@bench", summary=f"Meeting {i}", start=start,
                               end=start + timedelta(minutes=45), location="Room 1" if i % 3 else ""), stamp)
        client.request(f"{cal.url}{i}.ics", "PUT", ics, {"Content-Type": "text/calendar"})
    cal.add_event("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//bench//\nBEGIN:VEVENT\nUID:standup@bench\n"
                  "DTSTAMP:20261101T000000Z\nDTSTART;TZID=Europe/Paris:20261201T091500\n"
                  "DTEND;TZID=Europe/Paris:20261201T093000\nRRULE:FREQ=DAILY;COUNT=30\nSUMMARY:Standup\n"
                  "END:VEVENT\nEND:VCALENDAR\n")
    return str(cal.url)


async def timed(executor: Executor, owner: object, name: str, args: dict[str, object]) -> float:
    started = time.perf_counter()
    outcome = await executor.run(owner, CMD, name, args)  # type: ignore[arg-type]
    elapsed = (time.perf_counter() - started) * 1000
    assert isinstance(outcome, Ok), outcome
    return elapsed


async def main(runs: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="arthur-bench-radicale-"))
    server = Radicale(folder, {"bench": "bench"}).start()
    try:
        t0 = time.perf_counter()
        url = await asyncio.to_thread(seed, server.url)
        print(f"seeded 300 occurrences in {time.perf_counter() - t0:.1f} s")
        engine = await bench_engine()
        clock = MutableClock(datetime(2026, 12, 9, 7, 0, tzinfo=UTC))
        settings = Settings(_env_file=None, timezone="Europe/Paris")  # type: ignore[call-arg]
        vault = Vault(_new_key())

        def executor_with(calendars: CalDAVCalendars) -> Executor:
            return build_executor(engine, settings, clock, Ports(vault=vault, calendars=calendars))

        warm = executor_with(CalDAVCalendars())
        owner = await warm.owner("bench-owner")
        await warm.run(owner, CMD, "connect_calendar", {"url": url, "username": "bench"})
        await warm.run(owner, CMD, "give_connection_password", {"kind": "calendar", "password": SecretStr("bench")})
        month = {"day": "2026-12-01", "until": "2026-12-31"}
        first = await warm.run(owner, CMD, "read_agenda", month)
        assert isinstance(first, Ok)
        print(f"read_agenda for December: {first.data.found()} occurrences")  # type: ignore[union-attr]

        cold = [await timed(executor_with(CalDAVCalendars()), owner, "read_agenda", month) for _ in range(runs)]
        hot = [await timed(warm, owner, "read_agenda", month) for _ in range(runs * 3)]
        briefing = [await timed(warm, owner, "read_daily_briefing", {}) for _ in range(runs * 3)]
        changed = []
        for i in range(runs):  # the calendar changed since the last read: one REPORT, only the new object parsed
            await warm.run(owner, CMD, "create_event", {"title": f"Extra {i}", "start": f"2026-12-{10 + i % 15} 18:00"})
            changed.append(await timed(warm, owner, "read_agenda", month))
        for label, samples in (("read_agenda month, cold (new adapter, no cache)", cold),
                               ("read_agenda month, warm (CTag unchanged: cached)", hot),
                               ("read_agenda month, warm after a change (CTag moved: objects parsed by ETag)",
                                changed),
                               ("daily briefing with the agenda, warm", briefing)):
            p50, p95, _ = percentiles(samples)
            print(f"{label}: p50 {p50:.1f} ms, p95 {p95:.1f} ms (n={len(samples)})")
        await engine.dispose()
    finally:
        server.stop()


def _new_key() -> str:
    from cryptography.fernet import Fernet

    return Fernet.generate_key().decode()


if __name__ == "__main__":
    n = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 20
    asyncio.run(main(n))
