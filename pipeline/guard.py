"""The sincerity guard: code that checks a model's reply against what this turn actually did.

It repairs the four families observed in real use:
  (a) a tool refused or failed but the text announces success → the code-composed report replaces the text;
  (b) no tool did it but the text says it was done (or promises it) → the claim is removed, an honest
      sentence says nothing was saved and offers to do it;
  (c) a different action was taken than the one claimed → the claim is replaced by what was really done;
  (d) a refusal happened but the text does not mention it → the refusal is stated.
A false sentence is removed, never prefixed with a warning: two contradicting sentences make the owner arbitrate.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import get_args

from pipeline.catalog import Action, Catalog
from pipeline.executor import Call
from pipeline.guard_vocabulary import (
    GENERIC_CLAIMS_EN,
    GENERIC_CLAIMS_FR,
    TOPICS_EN,
    TOPICS_FR,
    VERBS_EN,
    VERBS_FR,
    claims,
)
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused
from pipeline.render import report_one
from pipeline.texts import Language, Texts

T = Texts("guard")
I_HAVE_NOT = T("i_have_not", "I have not {what}.", "Je n'ai pas {what}.")
NO_FIGURE = T("no_figure", "I have not {what}, so I have no figure to give. Do you want me to check?",
              "Je n'ai pas {what} : je n'ai aucun chiffre à te donner. Veux-tu que je regarde ?")
NOT_DONE_OFFER = T("not_done_offer", "I have not {what}: nothing was done. Do you want me to do it?",
                   "Je n'ai pas {what} : rien n'a été fait. Veux-tu que je le fasse ?")
NOTHING_SAVED = T("nothing_saved", "I have not saved anything: nothing was done. Do you want me to do it?",
                  "Je n'ai rien enregistré : rien n'a été fait. Veux-tu que je le fasse ?")

_QUESTION = re.compile(r"\?\s*[\"')\]]*\s*$")
_OFFER = {
    "en": re.compile(r"\b(want me to|would you like|shall i|should i|do you want|if you (?:want|like|wish|prefer)|"
                     r"i can|i could|let me know if|would you|just say|tell me (?:if|when|whether)|say the word|"
                     r"once you|as soon as you|can i|may i)\b"),
    "fr": re.compile(r"\b(veux-tu|voulez-vous|tu veux que|vous voulez que|souhaites-tu|souhaitez-vous|si tu (?:veux|le "
                     r"souhaites)|si vous (?:voulez|le souhaitez)|je peux|je pourrais|dois-je|dis-moi si|"
                     r"dites-moi si|puis-je)\b"),
}
_NEGATION = {
    "en": re.compile(r"\b(not|never|unable|cannot|nothing|no (?:note|reminder|preference|session|timer|project|"
                     r"decision|memory|contact)|yet to)\b|n't\b"),
    "fr": re.compile(r"\b(pas|jamais|impossible|aucune?|rien)\b|\bn'|\bne\b"),
}
_PAST = {
    "en": re.compile(r"\b(yesterday|earlier|already|previously|last (?:week|time|night|month|monday|tuesday|"
                     r"wednesday|thursday|friday|saturday|sunday)|ago|before that|back on|the other day)\b"),
    "fr": re.compile(r"\b(hier|déjà|tout à l'heure|précédemment|la semaine dernière|avant-hier|il y a|l'autre jour)\b"),
}
_FIRST_PERSON = {
    "en": re.compile(r"^(?:\W*)(?:i|i've|i'll|i'm|i'd|we|we've|we'll)\b|\b(?:i|i've|i'll|i'm|we've|we'll)\b"),
    "fr": re.compile(r"\b(?:je|j'|j’|nous)\b|^\W*(?:c'est)\b"),
}
_SECOND_PERSON = {
    "en": re.compile(r"^\W*(?:you|your)\b"),
    "fr": re.compile(r"^\W*(?:tu|vous|ton|ta|tes|votre|vos)\b"),
}
_REFUSAL_WORDS = {
    "en": re.compile(r"\b(couldn't|could not|can't|cannot|unable|wasn't able|refused|failed|not possible|"
                     r"impossible|didn't|did not|nothing was|no reading|not (?:saved|done|set|created|sent))\b"),
    "fr": re.compile(r"\b(pas pu|impossible|refusé|refusée|échoué|rien n'a|n'ai pas|ne peut|aucune lecture|"
                     r"pas été)\b"),
}
_SENTENCE = re.compile(r"[^.!?…\n]+(?:[.!?…]+[\"')\]]*)?|[.!?…]+|\n")


@dataclass(frozen=True)
class Edit:
    """One repair the guard made: which family, what left, what came in."""

    rule: str  # a | b | c | d
    removed: str
    added: str

    def as_record(self) -> dict[str, str]:
        """JSON shape for the turn record."""
        return {"rule": self.rule, "removed": self.removed, "added": self.added}


@dataclass(frozen=True)
class Verdict:
    """The text allowed to reach the owner, and every edit made to get there."""

    text: str
    edits: tuple[Edit, ...]


def _normalise(text: str) -> str:
    return text.replace("’", "'").replace("‘", "'").lower()


def _sources(a: Action, lang: Language) -> tuple[str, ...]:
    if a.effect == "read":
        return a.read_claims_fr if lang == "fr" else a.read_claims_en
    if a.claims is None:
        return ()
    verbs, topics = (VERBS_FR, TOPICS_FR) if lang == "fr" else (VERBS_EN, TOPICS_EN)
    return claims(verbs[a.claims.verb], topics[a.claims.topic], a.claims.fr if lang == "fr" else a.claims.en)


@cache
def _vocabulary(catalog: Catalog, lang: Language) -> tuple[tuple[Action, tuple[re.Pattern[str], ...]], ...]:
    """Per claimable action, its claim patterns in `lang` (compiled once per catalog)."""
    found = [(a, tuple(re.compile(p) for p in _sources(a, lang))) for a in catalog.actions]
    return tuple((a, patterns) for a, patterns in found if patterns)


@cache
def _generic(lang: Language) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p) for p in (GENERIC_CLAIMS_FR if lang == "fr" else GENERIC_CLAIMS_EN))


def compile_vocabulary(catalog: Catalog) -> None:
    """Compile every claim pattern now: done lazily, the first turn would stall the event loop for ~20 ms."""
    for lang in get_args(Language):
        _generic(lang)
        _vocabulary(catalog, lang)


def sentences(text: str) -> list[str]:
    """Split into sentences, keeping line breaks as their own pieces so layout survives."""
    return [m.group(0) for m in _SENTENCE.finditer(text) if m.group(0)]


@dataclass(frozen=True)
class Claim:
    """What one sentence says was done."""

    actions: frozenset[str]  # specific actions claimed
    generic: bool  # "Done." — some write
    past: bool  # about an earlier turn ("I already noted that yesterday")
    weak: bool  # not in Arthur's voice ("your reminder is set") — a reading this turn can support it
    lang: Language  # the language the sentence is written in


def _negated(s: str, start: int, lang: Language) -> bool:
    # A negation shortly before the claimed verb ("I haven't saved", "je n'ai pas noté") cancels it;
    # one later in the sentence ("…so I won't forget") does not.
    window = s[max(0, start - 28):start]
    window = re.split(r"[,;:—–]| and | but | et | mais ", window)[-1]
    return bool(_NEGATION[lang].search(window))


def _claim_in(s: str, lang: Language, catalog: Catalog) -> Claim | None:
    if _OFFER[lang].search(s):
        return None
    claimed: set[str] = set()
    strong = False
    for a, patterns in _vocabulary(catalog, lang):
        for i, pattern in enumerate(patterns):
            m = pattern.search(s)
            if m and not _negated(s, m.start(), lang):
                claimed.add(a.name)
                # Idioms ("I'll remind you", "c'est noté") and read findings speak in Arthur's own voice.
                strong = strong or i >= 2 or a.effect == "read"
                break
    generic = False
    if not claimed:
        for pattern in _generic(lang):
            m = pattern.search(s)
            if m and not _negated(s, m.start(), lang):
                generic = True
                break
        if not generic:
            return None
    first_person = bool(_FIRST_PERSON[lang].search(s)) or _starts_claim(s, lang)
    weak = not (strong or generic or first_person)
    return Claim(actions=frozenset(claimed), generic=generic, past=bool(_PAST[lang].search(s)), weak=weak,
                 lang=lang)


def claim_of(sentence: str, lang: Language, catalog: Catalog) -> Claim | None:
    """The claim a sentence makes (in either language), or None for questions, offers and negations."""
    s = _normalise(sentence).strip()
    if not s or _QUESTION.search(s):
        return None
    other: Language = "fr" if lang == "en" else "en"
    return _claim_in(s, lang, catalog) or _claim_in(s, other, catalog)


def _starts_claim(s: str, lang: Language) -> bool:
    # Elliptical claims in Arthur's voice: "Noted.", "Reminder set for 9:00.", "Session started."
    topics = TOPICS_FR.values() if lang == "fr" else TOPICS_EN.values()
    verbs = VERBS_FR.values() if lang == "fr" else VERBS_EN.values()
    return bool(re.match(r"^\W*(?:" + "|".join(topics) + "|" + "|".join(verbs) + r")\b", s))


def _topic_reads(calls: Sequence[Call], catalog: Catalog) -> set[str]:
    """Topics this turn read successfully (a reading can support a mention of existing things; a briefing
    mentions everything)."""
    topics: set[str] = set()
    for c in calls:
        decl = catalog.get(c.name)
        if isinstance(c.outcome, Ok) and decl is not None and decl.effect == "read" and decl.topic:
            topics.add("*" if decl.topic == "briefing" else decl.topic)
    if "*" in topics:
        topics |= {"reminder", "session", "project", "decision", "note"}
    if "project" in topics:
        topics.add("decision")
    return topics


def check(text: str, calls: Sequence[Call], lang: Language, catalog: Catalog, history: Iterable[str] = ()) -> Verdict:
    """Repair `text` so that it claims only what `calls` (this turn) or `history` (earlier turns) did."""
    done = {c.name for c in calls if isinstance(c.outcome, Ok)}
    wrote = [c for c in calls if isinstance(c.outcome, Ok) and (decl := catalog.get(c.name)) is not None
             and decl.effect != "read"]
    unhappy = [c for c in calls if isinstance(c.outcome, Refused | Failed | PendingConfirmation)]
    past_ok = set(history)
    read_topics = _topic_reads(calls, catalog)
    edits: list[Edit] = []
    kept: list[str] = []
    honest_added = False

    for sentence in sentences(text):
        claim = claim_of(sentence, lang, catalog)
        if claim is None or _supported(claim, done, wrote, past_ok, read_topics, catalog):
            kept.append(sentence)
            continue
        attempted = {c.name for c in unhappy} & set(claim.actions)
        if attempted or (claim.generic and unhappy and not wrote):
            # (a) it tried, it did not work, and the text says it did: the text never reaches the owner.
            replacement = "\n\n".join(report_one(c, lang, catalog) for c in calls)
            return Verdict(replacement, (Edit("a", text, replacement),))
        if wrote and not claim.past:
            # (c) something else was done: say what was really done, and that the claimed thing was not.
            actual = " ".join(_sentence(report_one(c, lang, catalog)) for c in wrote)
            missing = _not_done(claim, claim.lang, catalog)
            added = f"{actual} {missing}".strip()
            edits.append(Edit("c", sentence.strip(), added))
            kept.append(_spaced(sentence, added))
            continue
        # (b) nothing did it: remove the claim, say so once, offer to do it.
        added = "" if honest_added else _nothing_saved(claim, claim.lang, catalog)
        honest_added = True
        edits.append(Edit("b", sentence.strip(), added))
        if added:
            kept.append(_spaced(sentence, added))

    result = "".join(kept)
    # (d) a refusal or failure the text leaves out is stated, in code's words.
    for c in unhappy:
        if not _mentions(result, c, lang, catalog):
            added = report_one(c, lang, catalog)
            edits.append(Edit("d", "", added))
            result = (result.rstrip() + "\n\n" + added) if result.strip() else added
    result = re.sub(r"[ \t]+\n", "\n", re.sub(r"\n{3,}", "\n\n", re.sub(r"[ \t]{2,}", " ", result))).strip()
    if not result:
        result = _nothing_saved(Claim(frozenset(), True, False, False, lang), lang, catalog) if not calls else (
            "\n\n".join(report_one(c, lang, catalog) for c in calls))
    return Verdict(result, tuple(edits))


def _supported(claim: Claim, done: set[str], wrote: list[Call], past: set[str], read_topics: set[str],
               catalog: Catalog) -> bool:
    if claim.actions & done:
        return True
    if claim.actions and all(catalog[n].effect == "read" for n in claim.actions):
        return False  # a figure is only as good as a reading made now
    if claim.generic:
        return bool(wrote)
    topics = {catalog[n].topic for n in claim.actions}
    if claim.past:
        # "I noted it yesterday": true if the ledger shows it, or this turn read it back.
        return bool(claim.actions & past) or bool(topics & read_topics)
    if claim.weak:
        # "Your reminder is set for 9": a description of existing things, true if this turn read them.
        return bool(topics & read_topics)
    return False


def _spaced(original: str, replacement: str) -> str:
    lead = original[: len(original) - len(original.lstrip())]
    trail = original[len(original.rstrip()):]
    return f"{lead}{replacement}{trail or ' '}"


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text[-1] in ".!?…" else text + "."


def _what(claim: Claim, lang: Language, catalog: Catalog) -> str | None:
    names = sorted(claim.actions)
    return catalog[names[0]].not_done(lang) if names else None


def _not_done(claim: Claim, lang: Language, catalog: Catalog) -> str:
    what = _what(claim, lang, catalog)
    return "" if what is None else I_HAVE_NOT(lang, what=what)


def _nothing_saved(claim: Claim, lang: Language, catalog: Catalog) -> str:
    what = _what(claim, lang, catalog)
    if what is None:
        return NOTHING_SAVED(lang)
    reads = all(catalog[n].effect == "read" for n in claim.actions)
    return (NO_FIGURE if reads else NOT_DONE_OFFER)(lang, what=what)


def _mentions(text: str, call: Call, lang: Language, catalog: Catalog) -> bool:
    s = _normalise(text)
    message = _normalise(_outcome_message(call))
    if message and message[:40] in s:
        return True
    decl = catalog.get(call.name)
    topic = decl.topic if decl is not None else ""
    if isinstance(call.outcome, PendingConfirmation):
        return "/confirm" in s or "confirm" in s
    words = TOPICS_FR if lang == "fr" else TOPICS_EN
    about = re.compile(rf"\b(?:{words.get(topic, 'x^')})\b") if topic else None
    return bool(_REFUSAL_WORDS[lang].search(s)) and (about is None or bool(about.search(s)))


def _outcome_message(call: Call) -> str:
    o = call.outcome
    if isinstance(o, Refused):
        return o.message
    if isinstance(o, Failed):
        return o.message
    if isinstance(o, PendingConfirmation):
        return o.prompt
    return ""
