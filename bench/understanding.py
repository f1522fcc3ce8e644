"""How well Arthur understands what the owner says: reminder time phrases, and (to come) memory recall.

Times (pipeline/rules/time_phrases.py) on the DEV table (bench/eval/times_dev.py, tuned on) and the HELD-OUT
table (bench/eval/times_heldout.py, never tuned on), each row judged as:
  correct         the expected due time (or ask choices, or clarify code), recurrence and text
  asked           Arthur asked (Ask, or an Unclear the row did not expect): nothing wrong is written
  text off        the right time and recurrence, but the reminder's text differs
  SILENTLY WRONG  a definite time/recurrence that differs from the expected one, or a definite time where the
                  row expected ask/clarify (target 0)
and the time per phrase, p50/p95 (the time zones are loaded once, before timing).
Run: python bench/understanding.py   (--dev: the dev table only; -v: list the rows not judged correct)
"""

from __future__ import annotations

import statistics
import sys
import time
import unicodedata
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.rules.time_phrases import Ask, At, TimeReader, Unclear

DEFAULT_NOW = "2026-11-30 15:00"  # the tables' reference clock (Monday), Europe/Paris wall time
Row = tuple[Any, ...]


def now_of(row: Row) -> datetime:
    """The row's reference wall clock."""
    return datetime.strptime(row[3]["now"] if len(row) > 3 else DEFAULT_NOW, "%Y-%m-%d %H:%M")


def same_text(got: str, expected: str) -> bool:
    """Equal up to case, accents, apostrophes, spacing, edge punctuation and a leading "to"/"de"/"d'"."""
    return _plain(got) == _plain(expected)


def _plain(text: str) -> str:
    flat = unicodedata.normalize("NFKD", text.replace("’", "'")).encode("ascii", "ignore").decode().lower()
    flat = " ".join(flat.split()).strip(" ,;:.!?")
    for lead in ("to ", "de ", "d'"):
        flat = flat.removeprefix(lead)
    return flat


def verdict(expected: dict[str, Any], got: At | Ask | Unclear) -> str:
    """correct | asked | text | wrong (see the module docstring)."""
    if isinstance(got, At):
        if "due" not in expected:
            return "wrong"
        if f"{got.local:%Y-%m-%d %H:%M}" != expected["due"] or got.recurrence != expected.get("recurrence", "none"):
            return "wrong"
        return "correct" if same_text(got.rest, expected["text"]) else "text"
    if isinstance(got, Ask):
        if "ask" in expected and [f"{c:%Y-%m-%d %H:%M}" for c in got.choices] == expected["ask"] \
                and got.recurrence == expected.get("recurrence", "none"):
            return "correct" if same_text(got.rest, expected["text"]) else "text"
        return "asked"
    return "correct" if expected.get("clarify") == got.code else "asked"


def times(name: str, rows: list[Row], reader: TimeReader, verbose: bool) -> None:
    """Print the figures for one table."""
    counts = dict.fromkeys(("correct", "asked", "text", "wrong"), 0)
    spent: list[float] = []
    for row in rows:
        lang, text, expected = row[:3]
        start = time.perf_counter()
        got = reader.read(text, lang, now_of(row))
        spent.append((time.perf_counter() - start) * 1000)
        judged = verdict(expected, got)
        counts[judged] += 1
        if verbose and judged != "correct":
            print(f"  [{judged}] {lang} {text!r}\n      expected {expected}\n      got      {got}")
    n = len(rows)
    p95 = statistics.quantiles(spent, n=100, method="inclusive")[94]
    print(f"{name}: {n} rows | correct {counts['correct'] / n:.1%} | asked {counts['asked'] / n:.1%} | "
          f"text off {counts['text']} | SILENTLY WRONG {counts['wrong']} | "
          f"p50 {statistics.median(spent):.2f} ms, p95 {p95:.2f} ms per phrase")


# ------------------------------------------------------------------------------------------------ memory
def memory() -> None:
    """Memory recall@1 and false matches: to be filled in (the retrieval bench is bench/memory.py)."""
    print("memory: see bench/memory.py")


def main() -> None:
    """Both tables, then memory."""
    from bench.eval.times_dev import ROWS as DEV

    verbose = "-v" in sys.argv
    start = time.perf_counter()
    reader = TimeReader()
    print(f"time zones loaded in {time.perf_counter() - start:.2f} s")
    times("times dev", DEV, reader, verbose)
    if "--dev" not in sys.argv:
        from bench.eval.times_heldout import ROWS as HELDOUT

        times("times held-out", HELDOUT, reader, verbose=False)  # never listed row by row: it is not tuned on
    memory()


if __name__ == "__main__":
    main()
