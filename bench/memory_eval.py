"""Memory matches through the executor: recall@1 on on-topic questions and off-topic false matches.

Sets: bench/eval/memory_eval.py (169 memories, 392 questions split "dev" / "heldout") and the older
bench/memory_set.py (44 memories, 57 queries). Each set's memories are saved for a fresh owner with save_memory, each
question goes through search_memory (limit 1): a hit is the expected memory first, a false match is anything returned
for an off-topic question. Also: search_memory's time on those owners (p50/p95, query embedding included).
Targets (issue 17): recall@1 ≥ 0.9 and false matches ≤ 5 % on the held-out half.

The dev half is tuned on, and so are bench/eval/memory_heldout2.py and memory_heldout3.py now (all three train
pipeline/data/memory_match.npz, see bench/train_memory.py): on them these figures are in-sample, and only its cross-set figures say what a new set may
see. The dev half's misses are listed. The held-out half is run only with --heldout, and only its totals are printed
(never a question): run it once, at the end, and change nothing afterwards.
--set MODULE measures another set in the same format: all its questions count as held-out, whatever their split, and
only its totals are printed (nothing else is run).
Run: python bench/memory_eval.py [--heldout] [--cosine] [--set MODULE]   (--cosine: the cosine-only search)
bench/eval/memory_heldout2.py (181 memories, 305 questions, by an author who never saw the matcher), measured once at
74af748 with --set: recall@1 109/202 = 0.540, off-topic false matches 33/103 = 32.0 % (targets 0.9 and 5 %: not met).
bench/eval/memory_heldout3.py (171 memories, 382 questions, another outside author), measured once with --set at 1bbc0e0
(after the mem3 matcher): recall@1 176/256 = 0.688, false matches 23/126 = 18.3 %, search p50 21.6 ms p95 34.9 ms;
the previous stop's matcher (8c4af46) on the same set: 0.734 / 26.2 %. Same trade-off curve (old at p ≥ 0.6: 0.68 /
17 %): the new cut (0.55) trades recall for fewer false matches; neither target is met.
bench/eval/memory_heldout4.py (175 memories, 397 questions, a fourth outside author), measured once with --set at ca4f6c2
(the matcher of f5d11d5: eight tanh units, fitted on memory_heldout3 too, p >= 0.6): recall@1 151/265 = 0.570, false
matches 12/132 = 9.1 %, search p50 33.7 ms p95 61.3 ms; the previous stop's matcher (2bbf17f) on the same set, same
run: 0.555 / 12.1 % (0.53 / 11 % at p >= 0.6). Targets not met.
Since fitted on (issue 17, 22 features with kin_absent and general, keep_from 0.55), in-sample: memory_heldout2
115/202 = 0.569, 13/103 = 12.6 %; dev 91/130 = 0.700, 9/65 = 13.8 % (before: 0.746 / 20.0 %, in-sample too);
--heldout, third check, never fitted on: 84/132 = 0.636, 12/65 = 18.5 % (the previous fit: 0.682 / 33.8 %).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arthur.app import build_executor
from arthur.settings import Settings
from bench import memory_set
from bench._db import bench_engine, percentiles
from bench.eval import memory_eval
from pipeline.action_context import Caller, Ports, SystemClock
from pipeline.embeddings import LocalEmbedder
from pipeline.executor import Executor

CMD = Caller("command")
CURVE = (0.5, 0.6, 0.7, 0.8, 0.9)  # match probabilities from keep_from up (nothing below it is returned)


class CosineOnly(LocalEmbedder):
    """The packaged model without the match model: search_memory falls back to the cosine threshold alone."""

    def __init__(self, threads: int, threshold: float) -> None:
        super().__init__(threads=threads, threshold=threshold)
        self.matcher = None


@dataclass
class Tally:
    hits: int = 0
    on: int = 0
    false: int = 0
    off: int = 0
    top: list[tuple[bool, float | None]] = field(default_factory=list)  # (is right or off-topic, probability)
    misses: list[str] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)

    def line(self, name: str) -> str:
        return (f"{name}: recall@1 {self.hits}/{self.on} = {self.hits / self.on:.3f}; off-topic false matches "
                f"{self.false}/{self.off} = {100 * self.false / self.off:.1f} %")


async def load(executor: Executor, owner_key: str, facts: dict[str, tuple[str, str]]) -> tuple[object, dict[int, str]]:
    me = await executor.owner(owner_key)
    ids = {}
    for key, (category, sentence) in facts.items():
        outcome = await executor.run(me, CMD, "save_memory", {"text": sentence, "category": category})
        ids[outcome.data.id] = key  # type: ignore[union-attr]
    return me, ids


async def measure(executor: Executor, me: object, ids: dict[int, str],
                  questions: list[tuple[str, str | None]], keep_detail: bool) -> Tally:
    tally = Tally()
    for question, expected in questions:
        t0 = time.perf_counter()
        outcome = await executor.run(me, CMD, "search_memory", {"query": question, "limit": 1})  # type: ignore[arg-type]
        tally.ms.append((time.perf_counter() - t0) * 1000)
        found = outcome.data.memories  # type: ignore[union-attr]
        top = ids.get(found[0].id) if found else None
        probability = found[0].match if found else None
        if expected is None:
            tally.off += 1
            tally.false += top is not None
            tally.top.append((False, probability))
            if top is not None and keep_detail:
                tally.misses.append(f"off-topic {question!r} → {top} (cos {found[0].similarity}, p {probability})")
        else:
            tally.on += 1
            tally.hits += top == expected
            tally.top.append((top == expected, probability))
            if top != expected and keep_detail:
                tally.misses.append(f"{question!r} → {top} (expected {expected})")
    return tally


def curve(tally: Tally, questions: list[tuple[str, str | None]]) -> str:
    parts = []
    for cut in CURVE:
        hits = sum(ok and p is not None and p >= cut for (ok, p), (_, e) in zip(tally.top, questions, strict=True)
                   if e is not None)
        false = sum(p is not None and p >= cut for (_, p), (_, e) in zip(tally.top, questions, strict=True)
                    if e is None)
        parts.append(f"p≥{cut}: {hits / tally.on:.2f} / {100 * false / tally.off:.0f} %")
    return "  ".join(parts)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--heldout", action="store_true", help="also the held-out half (totals only)")
    parser.add_argument("--cosine", action="store_true", help="the cosine-only search, for comparison")
    parser.add_argument("--set", dest="module", help="another set module, all held-out (totals only)")
    args = parser.parse_args()
    engine = await bench_engine()
    embedder = CosineOnly(threads=2, threshold=0.28) if args.cosine else LocalEmbedder(threads=2)
    executor = build_executor(engine, Settings(_env_file=None), SystemClock(),  # type: ignore[call-arg]
                              Ports(embedder=embedder))
    keep_from = embedder.matcher.keep_from if embedder.matcher else None
    method = ("cosine only, threshold " + str(embedder.threshold) if keep_from is None else
              f"match model (memory_match), keep from p ≥ {keep_from}, cosine floor {embedder.threshold}")
    print(f"model {LocalEmbedder.model}; {method}")
    times: list[float] = []
    if args.module:
        other = importlib.import_module(args.module)
        me, ids = await load(executor, "other-set", other.MEMORIES)
        questions = [(q, key) for _, _, q, key in other.QUESTIONS]
        tally = await measure(executor, me, ids, questions, keep_detail=False)
        print(tally.line(f"{args.module} held-out ({len(other.MEMORIES)} memories, {len(questions)} questions)"))
        if keep_from is not None:
            print(f"  trade-off (recall / false matches): {curve(tally, questions)}")
        times += tally.ms
    else:
        me, ids = await load(executor, "eval", memory_eval.MEMORIES)
        for split in ("dev", "heldout") if args.heldout else ("dev",):
            questions = [(q, key) for s, _, q, key in memory_eval.QUESTIONS if s == split]
            tally = await measure(executor, me, ids, questions, keep_detail=split == "dev")
            times += tally.ms
            print(tally.line(f"memory_eval {split:7} ({len(memory_eval.MEMORIES)} memories, {len(questions)} questions)"))
            if keep_from is not None:
                print(f"  trade-off (recall / false matches): {curve(tally, questions)}")
            for miss in tally.misses:
                print(f"    {miss}")
        old_me, old_ids = await load(executor, "old-set", memory_set.MEMORIES)
        tally = await measure(executor, old_me, old_ids, list(memory_set.QUERIES), keep_detail=False)
        times += tally.ms
        print(tally.line(f"memory_set (old, {len(memory_set.MEMORIES)} memories, {len(memory_set.QUERIES)} queries)"))
    p50, p95, _ = percentiles(times[20:])  # the first searches load the models and fill the word cache
    print(f"search_memory through the executor on these owners: p50={p50:.2f} ms  p95={p95:.2f} ms "
          f"({len(times) - 20} searches)")
    await engine.dispose()


if __name__ == "__main__":
    asyncio.run(main())
