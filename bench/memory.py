"""search_memory speed with 10,000 and 100,000 memories, and retrieval quality on a bilingual set.

Speed: search_memory through the executor (query embedding + pgvector HNSW + ledger), p50/p95; target
p95 < 20 ms. Quality (bench/memory_set.py): recall@1 on on-topic queries (target ≥ 0.9) and off-topic false
positives (target ≤ 10 %), with the packaged multilingual model and the match score of
pipeline/rules/memory_match.py (bench/memory_eval.py measures it on the larger bilingual set).
Run: python bench/memory.py
"""

from __future__ import annotations

import asyncio
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np
from sqlalchemy import text

from arthur.app import build_executor
from arthur.settings import Settings
from bench._db import bench_engine, percentiles
from bench.memory_eval import CosineOnly
from bench.memory_set import MEMORIES, QUERIES
from pipeline.action_context import Caller, Ports, SystemClock
from pipeline.embeddings import LocalEmbedder

CMD = Caller("command")


async def fill(engine, owner_id: int, vectors: np.ndarray, model: str) -> None:  # type: ignore[no-untyped-def]
    """Bulk-load synthetic memories with real-looking vectors (COPY, then the HNSW index takes them)."""
    now = datetime.now(UTC)
    async with engine.connect() as conn:
        raw = await conn.get_raw_connection()
        driver = raw.driver_connection
        from pgvector.asyncpg import register_vector

        await register_vector(driver)
        records = [(owner_id, f"synthetic memory {i}", "general", "declared", False, 1, "owner", v, model, now, now)
                   for i, v in enumerate(vectors)]
        await driver.execute("SET maintenance_work_mem = '512MB'")
        await driver.copy_records_to_table(
            "memories", records=records,
            columns=["owner_id", "text", "category", "confidence", "permanent", "occurrences", "source",
                     "embedding", "embedding_model", "created_at", "updated_at"])
        await conn.commit()


async def main() -> None:
    engine = await bench_engine()
    embedder = LocalEmbedder(threads=2)
    executor = build_executor(engine, Settings(_env_file=None), SystemClock(),  # type: ignore[call-arg]
                              Ports(embedder=embedder))
    # Quality first, on an owner holding only the set.
    me = await executor.owner("quality")
    ids: dict[int, str] = {}
    for key, (category, sentence) in MEMORIES.items():
        outcome = await executor.run(me, CMD, "save_memory", {"text": sentence, "category": category})
        ids[outcome.data.id] = key  # type: ignore[union-attr]
    hits = misses = false_pos = off = 0
    wrong: list[str] = []
    for query, expected in QUERIES:
        outcome = await executor.run(me, CMD, "search_memory", {"query": query, "limit": 1})
        results = outcome.data.memories  # type: ignore[union-attr]
        top = ids.get(results[0].id) if results else None
        if expected is None:
            off += 1
            false_pos += top is not None
            if top is not None:
                wrong.append(f"off-topic {query!r} → {top} ({results[0].similarity})")
        elif top == expected:
            hits += 1
        else:
            misses += 1
            wrong.append(f"{query!r} → {top} (expected {expected})")
    on = hits + misses
    print(f"quality: {len(MEMORIES)} memories, {len(QUERIES)} queries ({on} on-topic, {off} off-topic), "
          f"model {embedder.model}, threshold {embedder.threshold}")
    print(f"  recall@1: {hits}/{on} = {hits / on:.2f} (target ≥ 0.9); off-topic false positives: "
          f"{false_pos}/{off} = {100 * false_pos / off:.0f} % (target ≤ 10 %)")
    for w in wrong:
        print(f"    {w}")

    # Speed, with 10,000 then 100,000 memories for one owner; the same vectors are loaded a second time for another
    # owner under the cosine-only path (nearest k, then the threshold: what the search did before the match score),
    # and the two are timed interleaved, query by query, so that a busy machine weighs on both alike.
    rng = np.random.default_rng(3)
    base = np.array((await embedder.embed([s for _, s in MEMORIES.values()])), dtype=np.float32)
    cosine = CosineOnly(threads=2, threshold=0.28)
    plain = build_executor(engine, Settings(_env_file=None), SystemClock(),  # type: ignore[call-arg]
                           Ports(embedder=cosine))
    runs = {"match score": (executor, await executor.owner("speed")),
            "cosine only": (plain, await plain.owner("speed-cosine"))}
    queries = [q for q, _ in QUERIES]
    loaded = 0
    for target in (10_000, 100_000) if "--quick" not in sys.argv else (10_000,):
        n = target - loaded
        # Real sentence vectors, blurred: a realistic cloud around real meanings.
        picks = base[rng.integers(0, len(base), n)] + rng.normal(0, 0.04, (n, base.shape[1])).astype(np.float32)
        picks /= np.linalg.norm(picks, axis=1, keepdims=True)
        t0 = time.perf_counter()
        await fill(engine, runs["match score"][1].id, picks, embedder.model)
        await fill(engine, runs["cosine only"][1].id, picks, cosine.model)
        loaded = target
        fill_s = time.perf_counter() - t0
        async with engine.connect() as conn:
            await conn.execute(text("ANALYZE memories"))
        for ex, owner in runs.values():
            for q in queries[:10]:
                await ex.run(owner, CMD, "search_memory", {"query": q})
        samples: dict[str, list[float]] = {name: [] for name in runs}
        embed_ms = []
        for i in range(300):
            q = queries[i % len(queries)] + ("" if i < len(queries) else f" {i}")
            t0 = time.perf_counter()
            await embedder.embed([q])
            embed_ms.append((time.perf_counter() - t0) * 1000)
            for name in (list(runs) if i % 2 else list(runs)[::-1]):
                ex, owner = runs[name]
                t0 = time.perf_counter()
                outcome = await ex.run(owner, CMD, "search_memory", {"query": q})
                samples[name].append((time.perf_counter() - t0) * 1000)
                assert outcome.kind == "ok"
        e50, _, _ = percentiles(embed_ms)
        for name, ms in samples.items():
            p50, p95, _ = percentiles(ms)
            print(f"search_memory ({name}) with {target:>7,} memories: p50={p50:.2f} ms  p95={p95:.2f} ms "
                  f"(incl. query embedding ≈ {e50:.2f} ms; target p95 < 20 ms) [both loaded in {fill_s:.0f} s]")
    await engine.dispose()


if __name__ == "__main__":
    asyncio.run(main())
