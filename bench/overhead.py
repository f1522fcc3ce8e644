"""The pipeline's own time per text turn, with a zero-delay fake LLM (router + tool call + final answer).

Own time = the turn's wall time minus the time spent inside model calls (as each call measured it), so it
covers owner lookup, recall, routing, the executor and its transaction, the guard, rendering and archiving.
Target: p95 < 30 ms. Run: python bench/overhead.py
"""

from __future__ import annotations

import asyncio
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arthur.app import build
from arthur.settings import Settings
from bench._db import bench_engine, percentiles
from pipeline.llm import MistralChat
from pipeline.stages import TurnInput
from tests.fake_mistral import FakeMistral, chat, route

RUNS = 300


async def main() -> None:
    fake = FakeMistral()
    await fake.start()
    engine = await bench_engine()
    settings = Settings(timezone="Europe/Paris", local_intents=False, _env_file=None)  # type: ignore[call-arg]
    app = await build(settings, engine=engine, llm=MistralChat(api_key="bench", server_url=fake.url))
    fake.always("mistral-small-latest", route("steward"))
    owner = f"overhead-{uuid.uuid4().hex[:8]}"
    own, total, model = [], [], []
    for i in range(RUNS + 30):
        fake.script("mistral-large-latest", chat(None, [("create_note", {"text": f"note {i}"})]),
                    chat(f"Noted: note {i}."))
        t0 = time.perf_counter()
        record = await app.turns.handle(TurnInput(owner, f"please keep note {i}"))
        wall = (time.perf_counter() - t0) * 1000
        in_model = sum(c["latency_ms"] for c in record.usage["calls"])
        assert record.actions[0].outcome.kind == "ok" and all(g["rule"] == "restated" for g in record.guard)
        if i >= 30:  # warm-up: pools, prepared statements, imports
            own.append(wall - in_model)
            total.append(wall)
            model.append(in_model)
    p50, p95, p99 = percentiles(own)
    print(f"text turn, LLM path (3 model calls, 1 write): runs={RUNS}")
    print(f"  pipeline own time: p50={p50:.2f} ms  p95={p95:.2f} ms  p99={p99:.2f} ms  (target p95 < 30 ms)")
    t50, t95, _ = percentiles(total)
    m50, _, _ = percentiles(model)
    print(f"  wall time incl. local HTTP to the fake model: p50={t50:.2f} ms  p95={t95:.2f} ms "
          f"(model calls p50={m50:.2f} ms)")
    samples = []
    for i in range(RUNS):
        t0 = time.perf_counter()
        await app.turns.handle(TurnInput(owner, f"/note quick {i}"))
        samples.append((time.perf_counter() - t0) * 1000)
    s50, s95, _ = percentiles(samples)
    print(f"slash command turn (no model): p50={s50:.2f} ms  p95={s95:.2f} ms")
    await app.close()
    await fake.stop()


if __name__ == "__main__":
    asyncio.run(main())
