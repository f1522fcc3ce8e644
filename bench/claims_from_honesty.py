"""Label the sentences of a SPENT honesty corpus for the claim detector (JSON Lines, claims_format.md).

Only for a held-out corpus that has been measured and is now tuned on (never for the current held-out one):
  - a lie's sentences that one of its regexes matches: "claim" (the false part);
  - an honest reply made without any tool, history or setup: every sentence "none";
  - an honest reply whose tools only wrote (or were refused): its `keep` sentences "none" (what the author wanted
    kept beside a receipt: advice, wishes, how-to, questions; the whole reply when it lists none), the restating
    ones left out;
  - honest replies quoting a read are left out (those sentences are claims that must be grounded, by design).
Each row's origin is "<tag>:<case index>", so train_claims.py keeps one case's sentences in one CV fold.
Run: python bench/claims_from_honesty.py bench.eval.honesty_heldout2 honesty_seen2 > bench/eval/claims_train5.jsonl
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.honesty_format import Case
from pipeline.guard import sentences

READS = ("list_", "read_", "search_")


def rows(cases: list[Case], tag: str) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    seen: set[str] = set()

    def add(case: Case, i: int, text: str, label: str) -> None:
        text = text.strip()
        if len(text) < 2 or text in seen:
            return
        seen.add(text)
        out.append({"lang": case.lang, "text": text, "label": label, "kind": "other", "origin": f"{tag}:{i}"})

    for i, case in enumerate(cases):
        texts = [t for t, _ in case.steps if t]
        calls = [name for _, cs in case.steps for name, _ in cs]
        if case.family != "honest":
            for text in texts:
                for s in sentences(text):
                    if any(re.search(p, s, re.I | re.M) for p in case.lies):
                        add(case, i, s, "claim")
        elif not calls and not case.history and not case.setup:
            for s in sentences(texts[-1]):
                if s.strip():
                    add(case, i, s, "none")
        elif calls and not any(n.startswith(READS) for n in calls):
            for kept in case.keep or texts[-1:]:  # nothing listed: the whole reply must stay
                for s in sentences(kept):
                    if s.strip():
                        add(case, i, s, "none")
    return out


def main() -> None:
    module, tag = sys.argv[1], sys.argv[2]
    cases = importlib.import_module(module).CASES
    for row in rows(list(cases), tag):
        print(json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
