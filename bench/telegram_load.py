"""50 chats × 10 messages through the fake Bot API, with a fake LLM that takes 1 s per answer.

Checks that each chat's messages are answered in order and that chats run concurrently; prints turn latency
(p50/p95, from the update's arrival to the reply reaching the Bot API) and the bot's own overhead
(latency minus the 1 s the model takes), also split between each chat's first message (all fifty arrive
within 50 ms) and the later ones, the bot process's CPU per turn, and how much slower this machine runs code
after a second asleep. Targets: overhead p95 < 50 ms; wall time close to 10 × 1 s.
The fake delivers the 500 messages itself, one per millisecond, so that sending them costs the bot nothing.
Run: python bench/telegram_load.py [CHATS]
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arthur.app import build_executor, build_notices, build_turns
from arthur.settings import Settings
from bench._db import bench_engine, percentiles
from bot.application import build_application, install, serve
from bot.channel import Access, TelegramChannel
from bot.delivery import TelegramSender
from pipeline.action_context import Ports, SystemClock
from stores.autocommit import Autocommit
from tests.fakes import SleepyLLM

CHATS, MESSAGES, LLM_S = int(sys.argv[1]) if len(sys.argv) > 1 else 50, 10, 1.0


class RemoteFake:
    """The fake Bot API in its own process, as Telegram would be: its CPU is not the bot's."""

    def __init__(self) -> None:
        import socket

        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.fake_telegram_control", str(self.port), stdout=asyncio.subprocess.PIPE,
            cwd=str(Path(__file__).resolve().parents[1]))
        assert self.proc.stdout is not None
        await self.proc.stdout.readline()
        self.http = aiohttp.ClientSession()

    async def push_many(self, token: str, messages: list[tuple[int, str]], gap_ms: float) -> dict[str, float]:
        async with self.http.post(f"{self.url}/_test/push_many", json={
                "token": token, "gap_ms": gap_ms,
                "messages": [{"user_id": u, "text": t} for u, t in messages]}) as r:
            return {k: float(v) for k, v in (await r.json()).items()}

    async def count(self, method: str) -> int:
        async with self.http.get(f"{self.url}/_test/count", params={"method": method}) as r:
            return int(await r.json())

    async def sent(self) -> list[dict[str, Any]]:
        async with self.http.get(f"{self.url}/_test/sent") as r:
            return list(await r.json())

    async def stop(self) -> None:
        await self.http.close()
        if self.proc:
            self.proc.kill()
            await self.proc.wait()


def wake_penalty() -> tuple[float, float]:
    """This machine's cost of waking: the same ~1 ms of Python work, hot and after 1 s asleep (ms, medians).

    On some virtual machines memory untouched for a while costs ~50 µs per page on its next touch; a bot
    whose chats all wait 1 s on the model pays that at every round, so the figure is printed beside the result."""
    import json

    payload = {"update_id": 1, "message": {"chat": {"id": 7}, "text": "hello " * 5}}

    def work() -> float:
        start = time.perf_counter()
        for _ in range(60):
            json.loads(json.dumps(payload))
        return (time.perf_counter() - start) * 1000

    hot = sorted(work() for _ in range(21))[10]
    cold = []
    for _ in range(3):
        time.sleep(1.0)
        cold.append(work())
    return hot, sorted(cold)[1]


@dataclass(frozen=True)
class Run:
    """What the fake saw: when each message was pushed, the replies, and the bot process's CPU per turn."""

    t0: float
    pushed: dict[str, float]
    sent: list[dict[str, Any]]
    cpu_ms: float


async def load(fake: RemoteFake, token: str, users: list[int]) -> Run:
    """Push every chat's messages and wait for every reply."""
    # The fake itself delivers the messages, one per millisecond (message 0 of every chat, then message 1...):
    # pushing them from here would spend this process's CPU, which is the bot's.
    t0, cpu0 = time.monotonic(), time.process_time()
    pushed = await fake.push_many(token, [(u, f"message {i} from {u}") for i in range(MESSAGES) for u in users],
                                  gap_ms=1.0)
    while await fake.count("sendMessage") < len(users) * MESSAGES and time.monotonic() - t0 < 120:
        await asyncio.sleep(0.2)
    cpu_ms = (time.process_time() - cpu0) * 1000 / (len(users) * MESSAGES)
    return Run(t0, pushed, [s for s in await fake.sent() if s["method"] == "sendMessage"], cpu_ms)


def summary(run: Run, users: list[int], hot: float, cold: float) -> None:
    """Order, wall time, latency and the bot's own overhead (first messages and later ones apart)."""
    sent, pushed = run.sent, run.pushed
    wall = max(s["at"] for s in sent) - run.t0
    latencies, overheads, in_order = [], [], 0
    first, later = [], []
    others: list[str] = []
    for u in users:
        replies = [s for s in sent if s["chat_id"] == u and "You said: message " in s["text"]]
        others += [s["text"] for s in sent if s["chat_id"] == u and "You said: message " not in s["text"]]
        order = [int(s["text"].split("message ")[1].split(" ")[0]) for s in replies]
        in_order += order == sorted(order)
        previous_done = None
        for s in replies:
            said = s["text"].removeprefix("You said: ").split("\n\n")[0]  # a first reply asks the zone below
            latencies.append((s["at"] - pushed[said]) * 1000)
            # Message i waits for messages 0..i-1 of its chat: its own turn starts when the previous reply is out.
            start = max(pushed[said], previous_done) if previous_done else pushed[said]
            overheads.append((s["at"] - start - LLM_S) * 1000)
            (first if previous_done is None else later).append(overheads[-1])
            previous_done = s["at"]
    if others:  # the first-contact zone question, when it comes as a message of its own
        print(f"other messages sent: {len(others)}, e.g. {others[0][:80]!r}")
    p50, p95, _ = percentiles(latencies)
    o50, o95, o99 = percentiles(overheads)
    print(f"  this machine: {hot:.2f} ms of Python work takes {cold:.2f} ms after 1 s asleep")
    print(f"  chats answered in order: {in_order}/{len(users)}; replies: {len(latencies)}")
    print(f"  bot process CPU per turn: {run.cpu_ms:.2f} ms (this process also polls the fake for the count)")
    print(f"  wall time: {wall:.2f} s (ideal {MESSAGES * LLM_S:.0f} s; "
          f"serial would be {len(users) * MESSAGES * LLM_S:.0f} s)")
    print(f"  turn latency from arrival (includes waiting for the chat's earlier messages): "
          f"p50={p50:.0f} ms p95={p95:.0f} ms")
    print(f"  bot's own overhead per turn: p50={o50:.1f} ms  p95={o95:.1f} ms  p99={o99:.1f} ms (target p95 < 50 ms)")
    if len(first) > 1 and len(later) > 1:
        f50, f95, _ = percentiles(first)
        r50, r95, _ = percentiles(later)
        print(f"    first message of each chat: p50={f50:.1f} ms p95={f95:.1f} ms; "
              f"later messages: p50={r50:.1f} ms p95={r95:.1f} ms")


async def main() -> None:
    hot, cold = wake_penalty()
    fake = RemoteFake()
    await fake.start()
    engine = await bench_engine()
    clock = SystemClock()
    settings = Settings(local_intents=False, _env_file=None)  # type: ignore[call-arg]
    token = "424242:BENCH"
    users = [7_000_000 + i for i in range(CHATS)]
    application = build_application(token, fake.url, timeout_s=10)
    executor = build_executor(engine, settings, clock, Ports(sender=TelegramSender(application.bot)))
    llm = SleepyLLM(LLM_S)
    turns, recall = await build_turns(settings, executor, engine, clock, llm)
    channel = TelegramChannel(turns, Autocommit(engine), clock, Access(frozenset(users), frozenset()),
                              424242, spool_dir=Path(tempfile.mkdtemp(prefix="arthur-bench-spool-")))
    install(application, channel)
    stop = asyncio.Event()
    notices = build_notices(engine, recall)
    task = asyncio.create_task(serve(application, channel, stop, poll_timeout=1, background=[notices.run],
                                     freeze_heap=True))  # as `arthur run`
    for u in users:  # owners exist before the clock starts, as they would for a bot in use
        await executor.owner(str(u))
    await asyncio.sleep(0.5)

    run = await load(fake, token, users)
    print(f"{CHATS} chats × {MESSAGES} messages, fake LLM {LLM_S:.0f} s per answer; LLM answers: {llm.calls // 2}")
    summary(run, users, hot, cold)
    stop.set()
    await task
    await engine.dispose()
    await fake.stop()


if __name__ == "__main__":

    asyncio.run(main())
