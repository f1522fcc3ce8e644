"""An exclusive answer beside a listing: "Just the notary tomorrow at 9, nothing else pending", "Rien d'autre que le
notaire", "Only Bob for now" are true only when the listing holds no other open item in the time they speak of. Pure:
the sentence, its figures and the reads."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import Any

from pipeline.executor import Call
from pipeline.grounding import Asserted, content_words, same_stem
from pipeline.grounding_figures import naive
from pipeline.outcomes import data_json

# What says "this one and no other".
_ONLY = re.compile(r"\b(?:just|only|solely|nothing else|no other|nothing more|that's all|that's it|rien d'autre|"
                   r"seulement|uniquement|juste|que (?:ça|cela)|c'est tout|pas d'autres?|aucun autre|aucune autre|"
                   r"(?:le|la|the) seule?|the one)\b|\bn'?(?:e\s+)?[\w']+\s+(?:plus\s+)?qu(?:e\b|')", re.I)
_ELSE = re.compile(r"\b(?:else|other|more|autres?|plus)\b", re.I)
_CLAUSE = re.compile(r"[,;:—–]|\s-\s")
# Words of an item's text that do not name it ("call the notary": "call" is how, "notary" is what).
_HOW = frozenset(["call", "appeler", "send", "envoyer", "buy", "acheter", "pick", "get", "book", "réserver", "check",
                  "vérifier", "take", "prendre", "pay", "payer", "write", "écrire", "email", "mail", "ring", "phone",
                  "faire", "make", "go", "aller", "passer", "remind", "rappeler", "the", "une", "des", "les"])


def leaves_out(sentence: str, figures: Asserted | None, reads: Sequence[Call]) -> bool:
    """The sentence names some of a listing's open items as the only ones ("just", "nothing else", "rien d'autre"),
    while the listing holds another open item, in the days the clause names (or at all when it names none), that
    the sentence does not name by its words. Silent when no item is named in its own words (another language, a
    count)."""
    text = sentence.replace("’", "'")
    if not _ONLY.search(text):
        return False
    rows = _open_rows(reads)
    if len(rows) < 2:
        return False
    said = {w for w in content_words(text) if w not in _HOW}
    named = [_names(said, words) for _, words, _ in rows]
    if all(said.isdisjoint(words) for _, words, _ in rows):
        return False  # no item named in its own words ("juste le notaire" for "call the notary"): the others may be
        # named in translation, left to the meaning checks
    days = _days_of(figures)
    clauses = _CLAUSE.split(text)
    theirs = {m.group(0).lower() for (item, _, _), is_named in zip(rows, named, strict=True) if is_named
              for m in _ONLY.finditer(item)}  # "beurre AOP uniquement": the item's own word, quoted
    for i, clause in enumerate(clauses):
        if not {m.group(0).lower() for m in _ONLY.finditer(clause)} - theirs:
            continue
        scope = [d for span, d in days if span in clause] or ([] if _ELSE.search(clause) else [
            d for span, d in days if any(span in c for c in clauses[:i])])  # "Tomorrow, just the notary"; "…, nothing
        # else pending" speaks of everything
        if any(not is_named and not (scope and day not in scope) for (_, _, day), is_named in zip(rows, named, strict=True)):
            return True
    return False


def _names(said: set[str], words: Sequence[str]) -> bool:
    return any(w in said or any(same_stem(w, s) for s in said) for w in words)


def _open_rows(reads: Sequence[Call]) -> list[tuple[str, list[str], date | None]]:
    """Each open item of the listings: its text, the words that name it, its day (reminders)."""
    rows: list[tuple[str, list[str], date | None]] = []
    for call in reads:
        data = data_json(call.outcome) or {}
        for key, value in data.items():
            if not isinstance(value, list) or key in ("not_counted", "running"):
                continue
            for row in value:
                if not isinstance(row, dict) or row.get("retired") or row.get("removed") or row.get("status") in (
                        "done", "retired", "cancelled"):
                    continue
                item = str(row.get("text") or row.get("name") or "")
                words = [w for w in content_words(item) if w not in _HOW and len(w) >= 3]
                if words:
                    rows.append((item, words, _day(row.get("due_local"))))
    return rows


def _day(value: Any) -> date | None:
    return date.fromisoformat(value[:10]) if isinstance(value, str) and len(value) >= 10 else None


def _days_of(figures: Asserted | None) -> list[tuple[str, date]]:
    """Each time span the sentence says, with its day ("tomorrow at 9": Thursday)."""
    found: list[tuple[str, date]] = []
    for span, raws in figures.spans if figures is not None else ():
        for raw in raws:
            value = raw.get("value") if raw.get("dim") == "time" else None
            if isinstance(value, dict) and value.get("type") == "value" and isinstance(value.get("value"), str) and (
                    value.get("grain") in ("day", "hour", "minute")):
                found.append((span, naive(value["value"]).date()))
                break
    return found
