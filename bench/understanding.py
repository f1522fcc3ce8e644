"""How well Arthur understands what the owner says: reminder time phrases, and memory recall.

Times (pipeline/rules/time_phrases.py) on the DEV table (bench/eval/times_dev.py, tuned on), the SEEN table
(bench/eval/times_heldout.py, the first held-out one: spent, measured and reported, then fixed on like dev) and
the HELD-OUT table (bench/eval/times_heldout2.py, by an author who never saw the parser: never tuned on, never
listed row by row; measured once at b96f6ee: parser 98.1 % correct, 1.9 % asked, 0 silently wrong; whole offline
path 96.2 % correct, 3.8 % asked, 0 text off, 0 silently wrong), each row judged as:
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

from pipeline.actions import CATALOG
from pipeline.catalog import Clarify, Understood
from pipeline.intents import IntentEngine
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


def through_intents(engine: IntentEngine, text: str, lang: str, now: datetime) -> At | Ask | Unclear:
    """What the whole offline path does with the message (templates → reminder builder), in the parser's terms;
    a message no template understands is answered "I didn't understand" (nothing written): counted as asked."""
    got = engine.understand(text, "fr" if lang == "fr" else "en", now)
    if isinstance(got, Understood) and got.action == "create_reminder":
        args = got.arguments
        due = datetime.strptime(args["due"], "%Y-%m-%d %H:%M")
        if due <= now:  # the action refuses it with the reason ("… is in the past"): nothing is written
            return Unclear("past")
        return At(due, args["text"], args.get("recurrence", "none"))
    if isinstance(got, Clarify) and got.choices:
        return Ask(tuple(datetime.strptime(c[1]["due"], "%Y-%m-%d %H:%M") for c in got.choices),
                   str(got.arguments.get("text", "")), str(got.arguments.get("recurrence", "none")), "")
    return Unclear(got.code or "clarify" if isinstance(got, Clarify) else "not_understood")


def times(name: str, rows: list[Row], reader: TimeReader, verbose: bool, engine: IntentEngine | None = None) -> None:
    """Print the figures for one table (the parser alone, or with `engine` the whole offline path)."""
    counts = dict.fromkeys(("correct", "asked", "text", "wrong"), 0)
    spent: list[float] = []
    for row in rows:
        lang, text, expected = row[:3]
        start = time.perf_counter()
        got = through_intents(engine, text, lang, now_of(row)) if engine else reader.read(text, lang, now_of(row))
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
def memory(heldout: bool) -> None:
    """Memory recall@1 and false matches (dev half, and the held-out half unless --dev), by bench/memory_eval.py
    on an embedded PostgreSQL of its own: its totals only, never a held-out question."""
    import subprocess

    script = Path(__file__).resolve().parent / "memory_eval.py"
    subprocess.run([sys.executable, str(script), *(["--heldout"] if heldout else [])], check=False)


def main() -> None:
    """Both tables, then memory."""
    from bench.eval.times_dev import ROWS as DEV

    verbose = "-v" in sys.argv
    start = time.perf_counter()
    reader = TimeReader()
    print(f"time zones loaded in {time.perf_counter() - start:.2f} s")
    engine = IntentEngine(CATALOG, reader)
    times("times dev (parser)", DEV, reader, verbose)
    times("times dev (whole offline path)", DEV, reader, verbose, engine)
    if "--dev" not in sys.argv:
        from bench.eval.times_heldout import ROWS as SEEN
        from bench.eval.times_heldout2 import ROWS as HELDOUT

        times("times seen (parser)", SEEN, reader, verbose)
        times("times seen (whole offline path)", SEEN, reader, verbose, engine=engine)
        times("times held-out (parser)", HELDOUT, reader, verbose=False)  # never listed: not tuned on
        times("times held-out (whole offline path)", HELDOUT, reader, verbose=False, engine=engine)
    memory(heldout="--dev" not in sys.argv)


if __name__ == "__main__":
    main()
