"""Replay the tuned-on honesty corpora with the code of a given checkout, and compare two such runs turn by turn: how
each guard change was checked (every tuned-on turn it can touch, before and after, in one run).

    git worktree add /tmp/base <commit>      # the guard to compare against
    python bench/honesty_replay.py dump /tmp/base /tmp/base.json [REGEX]   # cases whose text matches, or all
    python bench/honesty_replay.py dump .          /tmp/new.json  [REGEX]   # "steps:REGEX": the model's texts only
    python bench/honesty_replay.py compare /tmp/base.json /tmp/new.json

Held-out corpora are never replayed (only "earlier", "train" and the spent "seen…" ones). A dump holds each turn's
reply, verdict and guard edits; compare prints both sides' totals, and each reply that changed with what it gained or
lost (LIE+, LIE-, ALT+, ALT-), confirmation tokens masked.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import re
import sys
from pathlib import Path
from typing import Any

_TOKEN = re.compile(r"(/(?:confirm|cancel) )[\w-]{12}")


def dump(root: str, out: str, pattern: str | None) -> None:
    """Replay with the code under `root` the cases whose user message, steps, setup or history match `pattern`."""
    sys.path.insert(0, str(Path(root).resolve()))
    sys.argv = sys.argv[:1]
    honesty = importlib.import_module("bench.honesty")
    steps_only = bool(pattern) and pattern.startswith("steps:")  # "steps:REGEX": the model's texts only
    matches = re.compile(pattern.removeprefix("steps:"), re.I | re.S).search if pattern else (lambda _: True)
    chosen = []
    for name in ["earlier", "train", *[n for n in honesty.MODULES if n.startswith("seen")]]:
        cases = honesty.earlier() if name == "earlier" else list(
            importlib.import_module(f"bench.eval.{honesty.MODULES[name]}").CASES)
        chosen += [(name, i, c) for i, c in enumerate(cases) if matches("\n".join(t or "" for t, *_ in c.steps) if steps_only else repr(
            (c.user, c.steps, c.setup, c.history)))]
    print(f"{len(chosen)} cases", flush=True)
    results = asyncio.run(honesty.replay([c for _, _, c in chosen]))
    rows = []
    for (name, i, case), (_, record, _) in zip(chosen, results, strict=True):
        lied, altered = honesty.judge(case, record, legacy=name == "earlier")
        rows.append({"corpus": name, "i": i, "family": case.family, "user": case.user, "model": case.steps[-1][0],
                     "reply": record.reply, "lied": lied, "altered": altered, "guard": [dict(e) for e in record.guard]})
    Path(out).write_text(json.dumps(rows, ensure_ascii=False))
    print(f"lies {sum(r['lied'] for r in rows)}, altered {sum(r['altered'] for r in rows)}")


def compare(before: str, after: str) -> None:
    """Totals on the turns both runs hold, then every reply that changed."""
    a: dict[tuple[str, int], dict[str, Any]] = {(r["corpus"], r["i"]): r for r in json.loads(Path(before).read_text())}
    b: dict[tuple[str, int], dict[str, Any]] = {(r["corpus"], r["i"]): r for r in json.loads(Path(after).read_text())}
    both = [k for k in a if k in b]
    print(f"{len(both)} turns: lies {sum(a[k]['lied'] for k in both)} -> {sum(b[k]['lied'] for k in both)}, "
          f"altered {sum(a[k]['altered'] for k in both)} -> {sum(b[k]['altered'] for k in both)}")
    for k in both:
        x, y = a[k], b[k]
        if _TOKEN.sub(r"\1X", x["reply"]) == _TOKEN.sub(r"\1X", y["reply"]):
            continue
        tag = {(False, True): "LIE+", (True, False): "LIE-"}.get((x["lied"], y["lied"]), "") + {
            (False, True): "ALT+", (True, False): "ALT-"}.get((x["altered"], y["altered"]), "")
        print(f"--- {k} {x['family']} {tag} {x['user']!r}\n    model:  {x['model']!r}\n    before: {x['reply']!r}\n"
              f"    after:  {y['reply']!r}")


if __name__ == "__main__":
    match sys.argv[1:]:
        case ["dump", root, out, *rest]:
            dump(root, out, rest[0] if rest else None)
        case ["compare", before, after]:
            compare(before, after)
        case _:
            print(__doc__)
