"""Meaning across languages for the guard: a claim proven by a read written in the other language, an absence
checked against what the reads hold in other words, and a detail swapped in a translation. The encoder is the
guard's (passed in); the rest is pure."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import numpy as np

from pipeline.grounding import (
    CALENDAR_WORDS,
    Asserted,
    Evidence,
    Proof,
    content_words,
    fold,
    invented_item,
    prove,
    same_stem,
)
from pipeline.guard_evidence import absent_words
from pipeline.guard_pending import SHARE_WORDS
from pipeline.guard_rules import negated
from pipeline.rules.language import cues, detect

Encode = Callable[[list[str]], Awaitable[Any]]  # unit vectors, one row per text (a list of lists or an array)
# Across languages, a claim this close to an evidence item (encoder cosine) counts as found (set on the train corpus).
MEANING_MATCH = 0.6
CONTENT_SHARE = 0.5
# A word and its translation or synonym are about this close or closer ("cacahuètes"/"peanuts" 0.69, "monday"/"lundi"
# 0.70); a detail put in another's place is less ("œufs"/"peanuts" 0.43).
WORD_MATCH = 0.6
SAME_KIND = 0.4  # two words of a kind ("eggs"/"peanuts" 0.49, "blue"/"red" 0.55); unrelated ones are lower ("note"/"boiler" 0.25)
MAX_ITEMS = 12  # texts per result compared by meaning (a long listing's first ones)


def proof(text: str, vector: Any, figures: Asserted | None, ev: Evidence, vectors: Any,
          items: Sequence[str] = ()) -> tuple[Proof, str | None]:
    """How far this turn's results prove a claim, and the item that proved it by meaning alone (another language),
    if that is how (its details are then compared word by word: `swapped`)."""
    if ev.empty or figures is None:
        return Proof(("(nothing to prove it with)",), 0.0), None
    found = prove(figures, ev)
    invented = found.holds(CONTENT_SHARE) and invented_item(text, figures, ev)
    if invented and (not len(vectors) or vector is None):
        return Proof(("(an item no read holds)",), found.coverage, found.vacuous), None
    if not invented and (found.missing or found.vacuous or found.coverage >= CONTENT_SHARE or not len(vectors) or vector is None):
        return found, None
    # Across languages ("ton rappel pour appeler le notaire" about "call the notary"), meaning stands in for
    # words: the sentence's content words close enough to one of the texts that vouch for it.
    near = (np.asarray(vectors) @ np.asarray(vector)).tolist()  # one product for all, not a dot per item
    mine = detect(text)
    if invented:  # an item made up is excused only by a text in another language it translates ("heure
        # irlandaise" for "Irish time"): its details are then compared word by word
        near = [x if i < len(items) and _other_language(mine, items[i]) else -1.0 for i, x in enumerate(near)]
    best = max(range(len(near)), key=near.__getitem__)
    item = items[best] if best < len(items) else ""
    # Meaning is blind to "no" and to added details: "un sucre, du lait d'avoine" is close to "no sugar in my
    # coffee". A translation says the same thing, no more, with the same polarity.
    faithful = negated(text) == negated(item) and len(content_words(text)) <= len(content_words(
        item)) + 2 and (mine or "?") != detect(item)  # in its own language, words must be found
    if near[best] >= MEANING_MATCH and faithful:
        return Proof(found.missing, 1.0, found.vacuous), item
    if invented:
        return Proof(("(an item no read holds)",), found.coverage, found.vacuous), None
    return found, None


# Words a translation may add that no item holds: counts ("deux préférences"), states, what the owner is to do,
# numbers and calendar words (read as figures).
_COUNTS = frozenset(["one", "two", "three", "four", "five", "both", "un", "une", "deux", "trois", "quatre", "cinq",
                     "les deux",
                     # states, checked apart (misstates_state): "en attente", "marqué comme fait", "en cours"
                     "attente", "marqué", "marquée", "marked", "pending", "coché", "cochée", "ticked", "ouvert",
                     "ouverte", "open", "cours", "actif", "active", "actifs", "actives", "due", "prévu", "prévue",
                     "scheduled", "reste", "restent", "left", "remaining",
                     # what the owner is to do ("tu dois appeler le notaire"), and numbers (figures, checked apart)
                     "dois", "doit", "devez", "need", "needs", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
                     "seven", "eight", "nine", "ten", "eleven", "twelve", "heures", "hours", "minutes"])


async def translates(encode: Encode, text: str, items: Sequence[str]) -> bool:
    """A sentence in one language that restates what items in the other hold, word for word by meaning ("pas de
    sucre dans le café, et des réponses courtes" for "no sugar in my coffee" and "réponses courtes"; "chaudière :
    4471" for "the boiler code is 4471"): each of its words is found in an item of the other language, by stem or
    by meaning, but for at most one, and fewer than it finds. A word made up ("le dentiste" beside "call the
    notary") leaves two. Its figures are checked apart."""
    mine = detect(text)  # None: too short to tell ("- chaudière : 4471")
    said = [w for w in content_words(text, folded=False) if fold(w) not in CALENDAR_WORDS and w.lower() not in _COUNTS]
    theirs = _item_words(items)
    if not said or not theirs or (mine and not any(_other_language(mine, i) for i in items)):
        return False
    found = await _found(encode, said, theirs)
    lone = found.count(False)
    return lone <= 1 and lone < found.count(True)


def _item_words(items: Sequence[str]) -> list[str]:
    """The items' content words compared by meaning: none of a listing's dates ("Wed", "nov": close to any short
    word), a listing's first ones only."""
    return sorted({w for i in items for w in content_words(i, folded=False) if len(w) > 3 and fold(
        w) not in CALENDAR_WORDS})[:MAX_ITEMS * 8]


async def _found(encode: Encode, words: list[str], theirs: list[str]) -> list[bool]:
    """Each word found among `theirs`, by stem or by meaning (a translation, a synonym)."""
    vectors = np.asarray(await encode(words + theirs))
    near = vectors[:len(words)] @ vectors[len(words):].T
    return [bool((near[k] >= WORD_MATCH).any()) or any(same_stem(fold(w), fold(t)) for t in theirs)
            for k, w in enumerate(words)]


_RECIPIENT = re.compile(r"\s(?:à|avec|to|with|pour|for)\s", re.I)


async def foreign_words(encode: Encode, said: str, prompts: Sequence[str]) -> frozenset[str]:
    """The words of what the owner asked to share (folded) that code's confirmation question does not hold, by stem
    or by meaning: "tarifs" beside a question about the boiler code note; not "chaudière", nor what a share is and
    does (SHARE_WORDS)."""
    said = _RECIPIENT.split(said, maxsplit=1)[0]  # what is shared, before whom it goes to: "la note des tarifs"
    every = {fold(w) for p in prompts for w in content_words(p, folded=False)}
    theirs = sorted({w for p in prompts for w in content_words(p, folded=False) if len(w) > 3})
    asked = [w for w in content_words(said, folded=False) if fold(w) not in SHARE_WORDS | every and not any(
        same_stem(fold(w), t) for t in every)]
    found = await _found(encode, asked, theirs) if asked and theirs else [False] * len(asked)
    return frozenset(fold(w) for w, f in zip(asked, found, strict=True) if not f)


def _other_language(mine: str | None, item: str) -> bool:
    """The item is in the other language: a French sentence beside a text with no French word in it ("Siobhan
    Kelly prefers calls after 2pm Irish time"), an English one beside a text with French words and no English."""
    en, fr = cues(item)
    return (mine == "fr" and fr == 0) or (mine == "en" and fr > 0 and (en == 0 or detect(item) == "fr"))


async def swapped(encode: Encode, text: str, item: str, others: Sequence[str] = ()) -> bool:
    """A claim that restates a read's item but for one detail put in another's place ("Khady is allergic to eggs",
    or "…aux œufs", for "Khady is allergic to peanuts"): most of the item's words are in the claim (by stem or by
    meaning), and the few that are not have a word of a kind in the claim, found nowhere in the item. A word only
    added ("Tu n'aimes pas le sucre…"), a detail left out, or a summary of a longer text leaves no such pair; nor
    does a word of another item the claim restates too (`others`: "…ce soir à 19h, et appeler le notaire demain"
    beside "donner le Felimazole à Bramble" and "call the notary": "appeler" is the notary's)."""
    said = content_words(text, folded=False)
    theirs = [w for w in content_words(item, folded=False) if len(w) > 3]  # "Thu", "Nov": a date's, read elsewhere
    if len(theirs) < 2 or not said:
        return False
    elsewhere = sorted({w for o in others for w in content_words(o, folded=False) if len(w) > 3} - set(theirs))
    vectors = np.asarray(await encode(said + theirs + elsewhere))
    near = vectors[:len(said)] @ vectors[len(said):len(said) + len(theirs)].T
    of_others = (vectors[:len(said)] @ vectors[len(said) + len(theirs):].T >= WORD_MATCH).any(axis=1) if elsewhere else (
        np.zeros(len(said), dtype=bool))
    same = near >= WORD_MATCH
    for i, w in enumerate(said):
        for j, t in enumerate(theirs):
            same[i, j] |= same_stem(fold(w), fold(t)) or _kin(fold(w), fold(t))
    lone_said, lone_theirs = ~same.any(axis=1) & ~of_others, ~same.any(axis=0)
    if not lone_theirs.any() or lone_theirs.sum() > max(1, len(theirs) // 3) or (~lone_theirs).sum() < 2:
        return False  # nothing of the item left out, or too much: not a restatement of it
    return bool((near[np.ix_(lone_said, lone_theirs)] >= SAME_KIND).any())


def _kin(a: str, b: str) -> bool:
    """Words of one family ("partez"/"départ", "garage"/"garagiste"): four letters in a row in common."""
    return any(a[i:i + 4] in b for i in range(len(a) - 3))


async def swapped_in(encode: Encode, text: str, translated: str | None, texts: Sequence[str]) -> bool:
    """`swapped` against the item the claim translates, or else the one it shares most words with, the read's other
    items aside."""
    item = translated if translated is not None and translated in texts else closest(text, texts)
    return await swapped(encode, text, item, [t for t in texts if t != item])


def closest(text: str, items: Sequence[str]) -> str:
    """The read's item that shares the most words with a claim (the one it restates)."""
    mine = [fold(w) for w in content_words(text, folded=False)]
    return max(items, key=lambda i: (sum(any(same_stem(w, fold(t)) for t in content_words(i, folded=False)) for w in mine),
                                     -len(i)), default="")  # of two as close, the bare text rather than a listing


async def absent(encode: Encode, text: str, figures: Asserted | None, ev: Evidence, items: Sequence[str]) -> bool:
    """A sentence that only says the reads hold no such thing, and they hold nothing of it, nor in other words
    ("pas de rappel pour le notaire" beside "call the notary" is false: notaire is close to notary)."""
    words = absent_words(text, figures, ev)
    theirs = _item_words(items)
    if not words or not theirs:
        return bool(words)
    vectors = np.asarray(await encode(words + theirs))
    return float((vectors[:len(words)] @ vectors[len(words):].T).max()) < MEANING_MATCH
