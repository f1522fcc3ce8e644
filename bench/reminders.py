"""1,000 reminders due within one minute across 20 chats, pushed through the fake Bot API while it answers
some sends with 429 and some with timeouts (the request hangs past the client's timeout and is not shown).

Prints: delivered, duplicates (target 0), the tightest gap between two messages in one chat (≤ 1 msg/s),
and lateness beyond what the per-chat rate limit forces, p50/p99 (target p99 < 2 s). A message's lateness
is measured against the ideal schedule of its chat: its reminders in due order, one per second, none inside
a 429 "retry after" window, and none shown before the window of a 429 it drew itself has ended. A push that
timed out is not forgiven: its time counts.
Run: python bench/reminders.py   (--calm: without injected faults)
"""

from __future__ import annotations

import asyncio
import itertools
import sys
import time
from collections import Counter, defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import insert

from arthur.app import build_executor
from arthur.settings import Settings
from bench._db import bench_engine, percentiles
from bot.application import build_application
from bot.dispatcher import DispatchConfig, Dispatcher
from pipeline.action_context import Ports, SystemClock
from stores.database import sessions
from stores.models import Reminder
from tests.fake_telegram import FakeBotAPI, Fault

REMINDERS, CHATS, WINDOW_S = 1000, 20, 60


async def main() -> None:
    fake = FakeBotAPI()
    await fake.start()
    if "--calm" not in sys.argv:
        fake.chaos["sendMessage"] = [(0.05, Fault("429", retry_after=1)), (0.03, Fault("timeout", delay_s=2.5))]
    engine = await bench_engine()
    clock = SystemClock()
    executor = build_executor(engine, Settings(_env_file=None), clock, Ports())  # type: ignore[call-arg]
    application = build_application("555555:BENCH", fake.url, timeout_s=2.0)
    await application.bot.initialize()
    chats = [8_000_000 + i for i in range(CHATS)]
    owners = {c: (await executor.owner(str(c))).id for c in chats}
    start = datetime.now(UTC) + timedelta(seconds=3)
    due: dict[str, datetime] = {}
    rows = []
    for i in range(REMINDERS):
        chat = chats[i % CHATS]
        when = start + timedelta(seconds=WINDOW_S * i / REMINDERS)
        label = f"bench reminder {i}"
        due[label] = when
        rows.append({"owner_id": owners[chat], "text": label, "due_at": when, "timezone": "UTC", "recurrence": "none",
                     "status": "pending", "created_at": datetime.now(UTC)})
    async with engine.begin() as conn:
        await conn.execute(insert(Reminder), rows)
    dispatcher = Dispatcher(sessions(engine), clock, application.bot, executor)
    dispatcher_timeout = DispatchConfig().push_timeout_s
    stop = asyncio.Event()
    task = asyncio.create_task(dispatcher.run(stop))
    wall0 = time.monotonic()
    wall_at = datetime.now(UTC)
    await fake.wait_for(lambda: len({s.text for s in fake.sent}) >= REMINDERS, timeout=600)
    await asyncio.sleep(3)  # anything sent twice would show up here
    stop.set()
    await task
    counts = Counter(s.text.removeprefix("⏰ ").split("\n")[0] for s in fake.sent if s.method == "sendMessage")
    duplicates = sum(n - 1 for n in counts.values() if n > 1)
    to_utc = {}
    for s in fake.sent:  # the fake stamps sends with the monotonic clock; convert to wall time
        to_utc.setdefault(s.text, wall_at + timedelta(seconds=s.at - wall0))
    # Telegram's own 429 "retry after" windows are part of the rate limit: nothing can be sent to that chat
    # inside one, and the message that was refused cannot be shown before its window ends.
    closed: defaultdict[int, list[tuple[datetime, datetime]]] = defaultdict(list)
    refused_until: dict[str, datetime] = {}
    timed_out = {text.removeprefix("⏰ ").split("\n")[0] for method, _, fault, _, text in fake.fault_log
                 if method == "sendMessage" and fault.kind == "timeout"}
    for method, chat_id, fault, at, text in fake.fault_log:
        if method == "sendMessage" and fault.kind == "429" and chat_id is not None:
            opened = wall_at + timedelta(seconds=at - wall0)
            reopens = opened + timedelta(seconds=fault.retry_after)
            closed[chat_id].append((opened, reopens))
            label = text.removeprefix("⏰ ").split("\n")[0]
            refused_until[label] = max(refused_until.get(label, reopens), reopens)
    lateness, gaps, clean = [], [], []
    shown_at: dict[str, datetime] = {}
    per_chat: defaultdict[int, list[str]] = defaultdict(list)
    for s in fake.sent:
        label = s.text.removeprefix("⏰ ").split("\n")[0]
        shown_at[label] = wall_at + timedelta(seconds=s.at - wall0)
        per_chat[s.chat_id].append(label)
    for chat_id, labels in per_chat.items():
        # The ideal schedule: the chat's reminders in due order, one per second, none inside a 429 window.
        earliest: datetime | None = None
        for label in sorted(labels, key=lambda x: due[x]):
            earliest = due[label] if earliest is None else max(due[label], earliest + timedelta(seconds=1))
            earliest = max(earliest, refused_until.get(label, earliest))
            for opened, reopens in sorted(closed[chat_id]):
                if opened <= earliest < reopens:
                    earliest = reopens
            lateness.append(max(0.0, (shown_at[label] - earliest).total_seconds()))
            if label not in timed_out:
                clean.append(lateness[-1])
        times = sorted(shown_at[label] for label in labels)
        gaps += [(b - a).total_seconds() for a, b in itertools.pairwise(times)]
    attempts = len([c for c in fake.calls if c[0] == "sendMessage"])
    p50, _, p99 = percentiles(lateness)
    print(f"{REMINDERS} reminders due within {WINDOW_S} s across {CHATS} chats; send attempts: {attempts} "
          f"(faults injected: ~5 % 429, ~3 % timeouts)")
    print(f"  delivered: {len(counts)}/{REMINDERS}; duplicates: {duplicates} (target 0)")
    print(f"  tightest gap between two messages in one chat: {min(gaps):.3f} s (limit 1 msg/s)")
    print(f"  lateness beyond the per-chat rate limit: p50={p50:.2f} s  p99={p99:.2f} s  max={max(lateness):.2f} s "
          f"(target p99 < 2 s)")
    c50, _, c99 = percentiles(clean)
    print(f"  the same without the {len(timed_out)} pushes that hit an injected timeout "
          f"(each costs the {dispatcher_timeout} s push timeout): p50={c50:.2f} s  p99={c99:.2f} s")
    await application.bot.shutdown()
    await engine.dispose()
    await fake.stop()


if __name__ == "__main__":
    asyncio.run(main())
