"""Write bench/eval/claims_train3.jsonl: TRAIN sentences with a wish, thanks, greeting or emoji attached.

The fact taught: a pleasantry attached to a sentence does not change what the sentence asserts. "Note enregistrée,
bonne journée !" is a claim like "Note enregistrée."; "Évite le café après 16h, bon courage !" asserts nothing,
like "Évite le café après 16h." A bare wish alone ("Have a focused session!") stays a non-claim (claims_train*).

Sources are TRAIN rows only (claims_train.jsonl, claims_train2.jsonl): single-sentence claims (actions done or
promised, read findings, third parties) and single-sentence non-claims (advice, explanations, the owner's own
actions, inability, offers, questions, conditionals, general knowledge), none of which already holds a
pleasantry. Each chosen source gives one new row labelled like the source, in one of these shapes:
  after   "<clause>, <wish>" / "<clause> — <wish>" / "<clause> <emoji> <wish>" / "<clause>, <wish> <emoji>"
  before  "<Wish>, <clause>" / "<Wish> — <clause>" / "<emoji> <clause>"
  emoji   "<clause> <emoji>"
Wishes are generic (no figure, object or action of the sentence), EN and FR, with their own punctuation. Rows keep
the source's text in "source" so that cross-validation keeps a row and its source in one fold.
Deterministic (fixed seed). Run: python bench/augment_claims.py
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.claim_cues import RULE_NAMES, rule_features

EVAL = Path(__file__).resolve().parent / "eval"
SOURCES = (EVAL / "claims_train.jsonl", EVAL / "claims_train2.jsonl")
OUT = EVAL / "claims_train3.jsonl"
SEED = 20261
PER_CELL = 250  # rows per language × label, from claim or non-claim sources
SHORT_WORDS, SHORT_SHARE = 5, 0.5  # up to half of a cell from sources of ≤ 5 words (where a wish weighs most)
PLEASANTRIES = 50  # rows per language: a bare pleasantry with a wish attached, still not a claim
CLAIM_KINDS = frozenset(("write_done", "write_promise", "read_finding", "read_empty", "third_party", "emoji_only",
                         "other"))
NONE_KINDS = frozenset(("advice", "explanation", "general_knowledge", "owner_action", "inability", "not_done",
                        "conditional", "offer", "clarify", "question", "other"))

WISHES = {  # after a clause: lower case, no final punctuation
    "en": ("have a great day", "have a good evening", "have a nice weekend", "good luck", "good luck with it",
           "enjoy", "enjoy your evening", "happy writing", "happy reading", "have fun", "take care", "thanks",
           "thanks for the reminder", "cheers", "sleep well", "safe travels", "hang in there", "you've got this",
           "one less thing on your mind", "nice one", "well done", "talk soon", "have a focused session",
           "fingers crossed", "enjoy the break", "rest well", "have a lovely afternoon", "good night",
           "enjoy your trip", "have a productive morning", "break a leg", "keep it up"),
    "fr": ("bonne journée", "bonne soirée", "bon week-end", "bonne chance", "bon courage", "bonne rédaction",
           "bonne lecture", "bonne séance", "amuse-toi bien", "profite bien", "prends soin de toi", "merci",
           "merci pour l'info", "à plus", "à demain", "dors bien", "bon voyage", "tiens bon", "tu vas assurer",
           "une chose de moins à penser", "bien joué", "bravo", "bon appétit", "repose-toi bien", "bonne route",
           "croisons les doigts", "bonne fin de journée", "bonne nuit", "bonne séance de travail",
           "bonne continuation", "courage", "profite de ta pause"),
}
OPENERS = {  # before a clause
    "en": ("Thanks", "Thank you", "Hi", "Hello", "Good morning", "Good evening", "Hey", "Happy Friday",
           "Good luck", "Welcome back", "Cheers"),
    "fr": ("Merci", "Merci beaucoup", "Bonjour", "Salut", "Bonsoir", "Coucou", "Bon courage", "Bonne chance",
           "Bon retour", "Bonne journée"),
}
EMOJI = ("✍️", "🎉", "🙂", "😊", "💪", "🍀", "☕", "🌙", "👋", "✨", "🙌", "📚", "🏃", "😴", "🌞", "🤞", "🎧", "🚀")
_SMALLTALK = RULE_NAMES.index("smalltalk")
_ONE_SENTENCE = re.compile(r"[.!?…](\s|$)(?!$)|\n")
_END = re.compile(r"\s*[.!…]+$")


def load() -> list[dict[str, str]]:
    """The TRAIN rows of the two hand-labelled files."""
    return [json.loads(line) for path in SOURCES for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def usable(row: dict[str, str], pleasantry: bool = False) -> bool:
    """One sentence, not too long, no pleasantry already, of a kind whose clause asserts (or not) on its own; or,
    with pleasantry=True, a bare pleasantry (small talk, a non-claim) of one sentence."""
    text = row["text"].strip()
    if len(text) < 8 or len(text) > 120 or _ONE_SENTENCE.search(text.rstrip(".!?… ")):
        return False
    if pleasantry:
        return row["label"] == "none" and row.get("kind") == "smalltalk" and not text.endswith("?")
    kinds = CLAIM_KINDS if row["label"] == "claim" else NONE_KINDS
    return (row.get("kind") in kinds and not text.lstrip().startswith(("-", "*", "1.", "•"))
            and rule_features(text)[_SMALLTALK] == 0.0)


def lowercase_words(rows: list[dict[str, str]]) -> Counter[str]:
    """How often each word appears in lower case after the first word (to tell 'Your' from 'Alice')."""
    seen: Counter[str] = Counter()
    for row in rows:
        for word in row["text"].split()[1:]:
            seen[word] += 1
    return seen


def decapitalise(text: str, lang: str, seen: Counter[str]) -> str:
    """Lower-case the first letter unless the first word is 'I' or looks like a name (capitalised mid-sentence)."""
    first = text.split()[0] if text.split() else ""
    if not first[:1].isupper() or (lang == "en" and re.match(r"I\b|I'", first)):
        return text
    lower = first[:1].lower() + first[1:]
    return lower + text[len(first):] if seen[lower] >= seen[first] else text


def wish_end(lang: str, rng: random.Random) -> str:
    """Final punctuation of a wish."""
    return rng.choice((" !", " !", ".", "") if lang == "fr" else ("!", "!", ".", ""))


def compose(row: dict[str, str], rng: random.Random, seen: Counter[str]) -> tuple[str, str]:
    """One new sentence from a source row, and the shape used."""
    lang, text = row["lang"], row["text"].strip()
    question = text.endswith("?")
    clause = text if question else _END.sub("", text)
    wish = rng.choice(WISHES[lang])
    emoji = rng.choice(EMOJI)
    shape = "before" if question else rng.choices(("after", "before", "emoji"), (0.6, 0.3, 0.1))[0]
    if shape == "before":
        opener = rng.choice(OPENERS[lang] + tuple(w[:1].upper() + w[1:] for w in WISHES[lang][:8]))
        joint = rng.choice(("{o}, {c}", "{o}, {c}", "{o} — {c}", "{e} {C}"))
        body = joint.format(o=opener, c=decapitalise(clause, lang, seen), C=clause, e=emoji)
        end = "" if question else rng.choice((".", "", "!" if lang == "en" else " !"))
        return body + end, "before"
    if shape == "emoji":
        return f"{clause} {emoji}", "emoji"
    joint = rng.choice(("{c}, {w}{p}", "{c}, {w}{p}", "{c} — {w}{p}", "{c} {e} {w}{p}", "{c}, {w} {e}",
                        "{c} – {W}{p}", "{c} {e}"))
    return joint.format(c=clause, w=wish, W=wish[:1].upper() + wish[1:], e=emoji, p=wish_end(lang, rng)), "after"


def main() -> None:
    """Choose the sources per language × label (short ones first), compose one row each, write the file."""
    rng = random.Random(SEED)
    rows = load()
    seen = lowercase_words(rows)
    out: list[dict[str, str]] = []

    def pool(lang: str, label: str, pleasantry: bool = False) -> list[dict[str, str]]:
        chosen = {r["text"]: r for r in rows if r["lang"] == lang and r["label"] == label and usable(r, pleasantry)}
        return [chosen[t] for t in sorted(chosen)]

    for lang in ("en", "fr"):
        for label in ("claim", "none"):
            rows_in = pool(lang, label)
            short = [r for r in rows_in if len(r["text"].split()) <= SHORT_WORDS]
            longer = [r for r in rows_in if len(r["text"].split()) > SHORT_WORDS]
            picked = rng.sample(short, min(int(PER_CELL * SHORT_SHARE), len(short)))
            picked += rng.sample(longer, min(PER_CELL - len(picked), len(longer)))
            if label == "none":
                picked += rng.sample(pool(lang, label, pleasantry=True), PLEASANTRIES)
            for row in picked:
                text, shape = compose(row, rng, seen)
                out.append({"lang": lang, "text": text, "label": label, "kind": str(row.get("kind")),
                            "origin": f"augment:{shape}", "source": row["text"]})
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out), encoding="utf-8")
    print(f"wrote {OUT}: {len(out)} rows", Counter((r["lang"], r["label"]) for r in out),
          Counter(r["origin"] for r in out))


if __name__ == "__main__":
    main()
