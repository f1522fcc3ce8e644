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

from pipeline import catalog
from pipeline.context import Language
from pipeline.executor import Call
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused
from pipeline.render import report_one

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


@cache
def _patterns(name: str, lang: Language) -> tuple[re.Pattern[str], ...]:
    a = catalog.BY_NAME[name]
    return tuple(re.compile(p) for p in (a.claims_fr if lang == "fr" else a.claims_en))


@cache
def _generic(lang: Language) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p) for p in (catalog.GENERIC_CLAIMS_FR if lang == "fr" else catalog.GENERIC_CLAIMS_EN))


@cache
def _claimable() -> tuple[str, ...]:
    return tuple(a.name for a in catalog.ACTIONS if a.claims_en)


def compile_vocabulary() -> None:
    """Compile every claim pattern now: done lazily, the first turn would stall the event loop for ~20 ms."""
    for lang in get_args(Language):
        _generic(lang)
        for name in _claimable():
            _patterns(name, lang)


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


def _claim_in(s: str, lang: Language) -> Claim | None:
    if _OFFER[lang].search(s):
        return None
    claimed: set[str] = set()
    strong = False
    for name in _claimable():
        for i, pattern in enumerate(_patterns(name, lang)):
            m = pattern.search(s)
            if m and not _negated(s, m.start(), lang):
                claimed.add(name)
                # Idioms ("I'll remind you", "c'est noté") and read findings speak in Arthur's own voice.
                strong = strong or i >= 2 or catalog.BY_NAME[name].effect == "read"
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


def claim_of(sentence: str, lang: Language) -> Claim | None:
    """The claim a sentence makes (in either language), or None for questions, offers and negations."""
    s = _normalise(sentence).strip()
    if not s or _QUESTION.search(s):
        return None
    other: Language = "fr" if lang == "en" else "en"
    return _claim_in(s, lang) or _claim_in(s, other)


def _starts_claim(s: str, lang: Language) -> bool:
    # Elliptical claims in Arthur's voice: "Noted.", "Reminder set for 9:00.", "Session started."
    topics = catalog.TOPICS_FR.values() if lang == "fr" else catalog.TOPICS_EN.values()
    verbs = catalog.VERBS_FR.values() if lang == "fr" else catalog.VERBS_EN.values()
    return bool(re.match(r"^\W*(?:" + "|".join(topics) + "|" + "|".join(verbs) + r")\b", s))


def _topic_reads(calls: Sequence[Call]) -> set[str]:
    """Topics this turn read successfully (a reading can support a mention of existing things)."""
    topics: set[str] = set()
    reads = {"list_notes": "note", "list_reminders": "reminder", "list_preferences": "preference",
             "search_memory": "memory", "list_memories": "memory", "read_work_time": "session", "list_projects": "project",
             "read_project": "project", "read_daily_briefing": "*", "read_weekly_briefing": "*",
             "list_contacts": "contact"}
    for c in calls:
        if isinstance(c.outcome, Ok) and c.name in reads:
            topics.add(reads[c.name])
    if "*" in topics:
        topics |= {"reminder", "session", "project", "decision", "note"}
    if "project" in topics:
        topics.add("decision")
    return topics


def check(text: str, calls: Sequence[Call], lang: Language, history: Iterable[str] = ()) -> Verdict:
    """Repair `text` so that it claims only what `calls` (this turn) or `history` (earlier turns) did."""
    done = {c.name for c in calls if isinstance(c.outcome, Ok)}
    wrote = [c for c in calls if isinstance(c.outcome, Ok) and catalog.BY_NAME.get(c.name) is not None
             and catalog.BY_NAME[c.name].effect != "read"]
    unhappy = [c for c in calls if isinstance(c.outcome, Refused | Failed | PendingConfirmation)]
    past_ok = set(history)
    read_topics = _topic_reads(calls)
    edits: list[Edit] = []
    kept: list[str] = []
    honest_added = False

    for sentence in sentences(text):
        claim = claim_of(sentence, lang)
        if claim is None or _supported(claim, done, wrote, past_ok, read_topics):
            kept.append(sentence)
            continue
        attempted = {c.name for c in unhappy} & set(claim.actions)
        if attempted or (claim.generic and unhappy and not wrote):
            # (a) it tried, it did not work, and the text says it did: the text never reaches the owner.
            replacement = "\n\n".join(report_one(c, lang) for c in calls)
            return Verdict(replacement, (Edit("a", text, replacement),))
        if wrote and not claim.past:
            # (c) something else was done: say what was really done, and that the claimed thing was not.
            actual = " ".join(_sentence(report_one(c, lang)) for c in wrote)
            missing = _not_done(claim, claim.lang)
            added = f"{actual} {missing}".strip()
            edits.append(Edit("c", sentence.strip(), added))
            kept.append(_spaced(sentence, added))
            continue
        # (b) nothing did it: remove the claim, say so once, offer to do it.
        added = "" if honest_added else _nothing_saved(claim, claim.lang)
        honest_added = True
        edits.append(Edit("b", sentence.strip(), added))
        if added:
            kept.append(_spaced(sentence, added))

    result = "".join(kept)
    # (d) a refusal or failure the text leaves out is stated, in code's words.
    for c in unhappy:
        if not _mentions(result, c, lang):
            added = report_one(c, lang)
            edits.append(Edit("d", "", added))
            result = (result.rstrip() + "\n\n" + added) if result.strip() else added
    result = re.sub(r"[ \t]+\n", "\n", re.sub(r"\n{3,}", "\n\n", re.sub(r"[ \t]{2,}", " ", result))).strip()
    if not result:
        result = _nothing_saved(Claim(frozenset(), True, False, False, lang), lang) if not calls else "\n\n".join(
            report_one(c, lang) for c in calls)
    return Verdict(result, tuple(edits))


def _supported(claim: Claim, done: set[str], wrote: list[Call], past: set[str], read_topics: set[str]) -> bool:
    if claim.actions & done:
        return True
    if claim.actions and all(catalog.BY_NAME[n].effect == "read" for n in claim.actions):
        return False  # a figure is only as good as a reading made now
    if claim.generic:
        return bool(wrote)
    topics = {catalog.BY_NAME[n].topic for n in claim.actions}
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


# What was not done, per claimed action: "I have not …" / "Je n'ai pas …".
NOT_DONE: dict[str, tuple[str, str]] = {
    "create_note": ("saved any note", "enregistré de note"),
    "retire_note": ("retired any note", "retiré de note"),
    "create_reminder": ("set any reminder", "programmé de rappel"),
    "complete_reminder": ("marked any reminder as done", "marqué de rappel comme fait"),
    "snooze_reminder": ("snoozed any reminder", "reporté de rappel"),
    "remember_preference": ("saved any preference", "enregistré de préférence"),
    "deactivate_preference": ("removed any preference", "retiré de préférence"),
    "save_memory": ("saved anything to memory", "mémorisé quoi que ce soit"),
    "retire_memory": ("removed anything from memory", "retiré quoi que ce soit de la mémoire"),
    "start_session": ("started a timer", "lancé de chrono"),
    "pause_session": ("paused the timer", "mis le chrono en pause"),
    "resume_session": ("resumed the timer", "repris le chrono"),
    "stop_session": ("stopped the timer", "arrêté le chrono"),
    "create_project": ("created any project", "créé de projet"),
    "update_project": ("changed any project", "modifié de projet"),
    "record_decision": ("recorded any decision", "acté de décision"),
    "share_note": ("sent anything", "envoyé quoi que ce soit"),
    "add_contact": ("added any contact", "ajouté de contact"),
    "set_timezone": ("changed your time zone", "changé ton fuseau horaire"),
    "set_briefing": ("changed your briefing time", "changé l'heure du briefing"),
    "read_work_time": ("read your work time", "lu ton temps de travail"),
    "search_memory": ("searched your memory", "cherché dans ta mémoire"),
}


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text[-1] in ".!?…" else text + "."


def _what(claim: Claim, lang: Language) -> str | None:
    names = sorted(claim.actions)
    if not names:
        return None
    en, fr = NOT_DONE[names[0]]
    return fr if lang == "fr" else en


def _not_done(claim: Claim, lang: Language) -> str:
    what = _what(claim, lang)
    if what is None:
        return ""
    return f"Je n'ai pas {what}." if lang == "fr" else f"I have not {what}."


def _nothing_saved(claim: Claim, lang: Language) -> str:
    what = _what(claim, lang)
    reads = bool(claim.actions) and all(catalog.BY_NAME[n].effect == "read" for n in claim.actions)
    if lang == "fr":
        if reads:
            return f"Je n'ai pas {what} : je n'ai aucun chiffre à te donner. Veux-tu que je regarde ?"
        head = f"Je n'ai pas {what}" if what else "Je n'ai rien enregistré"
        return f"{head} : rien n'a été fait. Veux-tu que je le fasse ?"
    if reads:
        return f"I have not {what}, so I have no figure to give. Do you want me to check?"
    head = f"I have not {what}" if what else "I have not saved anything"
    return f"{head}: nothing was done. Do you want me to do it?"


def _mentions(text: str, call: Call, lang: Language) -> bool:
    s = _normalise(text)
    message = _normalise(_outcome_message(call))
    if message and message[:40] in s:
        return True
    topic = catalog.BY_NAME[call.name].topic if call.name in catalog.BY_NAME else ""
    if isinstance(call.outcome, PendingConfirmation):
        return "/confirm" in s or "confirm" in s
    words = catalog.TOPICS_FR if lang == "fr" else catalog.TOPICS_EN
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
