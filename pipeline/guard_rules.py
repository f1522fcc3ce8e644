"""The guard's sentence rules: pure predicates over one sentence (no I/O, no state), used by pipeline/guard.py."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from pipeline.catalog import Catalog
from pipeline.claim_cues import rule_features
from pipeline.claim_detector import RULE_NAMES
from pipeline.grounding import content_words, fold, month_of
from pipeline.guard_vocabulary import claimed_actions
from pipeline.texts import Language

RESTATE_SHARE = 0.6  # the share of a sentence's content words one receipt must hold for it to restate that receipt


# Arthur's own future ("I'll remember", "I won't assume", "je saurai", "je ne m'en servirai plus"): after a claim
# that went, what it says Arthur will do because of it has nothing left to stand on.
WILL = re.compile(r"\b(?:i'll|i will|i won't|i will not|i'm going to|i shall|we'll|je vais|"
                   r"je (?:ne |n')?(?:(?:me|te|le|la|les|lui|leur|en|y) |[mtls]'(?:en |y )?)*\w+rais?\b|j'\w+rais?\b)",
                   re.I)
_DONE_FIRST = re.compile(r"^\W*(?:done|all done|sorted|booked|all set|c'est fait)(?=\s*(?:[!.,:;—–-]|$|[✅✔☑👍]))|"
                         r"^\W*[✅✔☑]", re.I)
_FIRST_PERSON = re.compile(r"\b(?:i|i've|i'd|i'll|i'm|we've|we'll|je|j'ai|j'|on a|nous avons)\b", re.I)


def restates(sentence: str, receipts: Sequence[str]) -> bool:
    """Most of its content words are in one of code's receipts ("Préférence n°2 enregistrée : …"): what it claims
    was done is what was done, so it claims nothing left undone."""
    words = content_words(sentence)
    if not words:
        return False
    folded = [fold(r) for r in receipts]
    return any(sum(w in r for w in words) / len(words) >= RESTATE_SHARE for r in folded)


def acted(sentence: str, lang: Language, catalog: Catalog) -> bool:
    """It says Arthur acted ("I've shared note 1 with Bob", "Done, note #1 went to Bob"): no read can prove that,
    only a write of this turn (its receipt) or the ledger's earlier ones."""
    text = sentence.replace("’", "'")
    if _DONE_FIRST.search(text):
        return True
    return bool(_FIRST_PERSON.search(text)) and bool(claimed_actions(text, lang, catalog))


_NEGATION = re.compile(r"\b(?:no|not|never|nothing|none|without|no one|nobody|\w+n't|ne|n'|pas|jamais|aucune?|"
                       r"sans|rien|personne)\b", re.I)


def negated(text: str) -> bool:
    return bool(_NEGATION.search(text.replace("’", "'")))


def asks(sentence: str) -> bool:
    return bool(re.search(r"\?\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]*\ufe0f?\s*$", sentence))


def tidy(text: str) -> str:
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


# A bare wish, thanks or greeting asserts nothing ("Bonne journée !", "Good luck with the call!"): whatever the
# detector scores it beside a receipt, it stays. Short, no figure, no first person acting.
_WISH = re.compile(r"^\W*(?:(?:have a |enjoy (?:the |your )?|bonne |bon |belle )\w+|good luck|bonne chance|"
                   r"thanks?(?: you)?|merci|you're welcome|de rien|avec plaisir|with pleasure|cheers|"
                   r"hello|hi|hey|bonjour|bonsoir|salut|coucou|courage|bravo|well done|nice work|good work|"
                   r"great job|congrats|congratulations|félicitations)\b", re.I)


def bare_wish(sentence: str) -> bool:
    """A short wish or greeting with no figure in it."""
    text = sentence.strip().replace("’", "'")
    if not _WISH.match(text) or len(text.split()) > 7 or re.search(r"\d", text) or _FIRST_PERSON.search(text):
        return False
    cues = dict(zip(RULE_NAMES, rule_features(text), strict=True))
    return not any(cues[n] for n in ("first_person_done", "future_promise", "receipt_idiom", "action_participle",
                                     "check_emoji", "remote_action"))


# Advice to the owner about their own next step ("Pense à prendre ton RIB", "Don't forget your ID", "Tip: …",
# "/prefs shows the list"): the owner acts, not Arthur; it is never a claim, beside a receipt or alone.
_ADVICE = re.compile(r"^\W*(?:pense[sz]? à|n'oublie[sz]? pas|don't forget|remember to|make sure|be sure to|tip\s*:|"
                     r"astuce\s*:|conseil\s*:|/\w+(?: \w+)? (?:shows|lists|gives|te montre|vous montre|liste|affiche|"
                     r"donne))", re.I)


def owner_advice(sentence: str) -> bool:
    """Advice on what the owner may do next, with no first person in it."""
    text = sentence.strip().replace("’", "'")
    return bool(_ADVICE.match(text)) and not _FIRST_PERSON.search(text)


_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
_NOW_DAY = re.compile(r"^\W*(?:it's|it is|today is|today's|on est|nous sommes|c'est|aujourd'hui,? (?:c'est|on est))\s+"
                      r"(?:le\s+)?(?P<wd>" + _DAYS + r")?,?\s*(?:(?P<d1>\d{1,2})(?:st|nd|rd|th|er)?\s+(?P<m1>[a-zéû]+)|"
                      r"(?P<m2>[a-zéû]+)\s+(?P<d2>\d{1,2})(?:st|nd|rd|th)?)?,?\s*(?P<y>\d{4})?\W*$", re.I)
_WEEKDAYS = (["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
             ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"])


def says_today(sentence: str, today: date) -> bool:
    """"It's Wednesday.", "On est le mercredi 25 novembre 2026.": the clock proves it (every part said must be
    today's)."""
    m = _NOW_DAY.match(sentence.strip().replace("’", "'"))
    if m is None or not (m["wd"] or m["d1"] or m["d2"]):
        return False
    if m["wd"] and not any(days[today.weekday()] == m["wd"].lower() for days in _WEEKDAYS):
        return False
    day, month = (m["d1"], m["m1"]) if m["d1"] else (m["d2"], m["m2"])
    if day and (int(day) != today.day or month_of(month) != today.month):
        return False
    return not m["y"] or int(m["y"]) == today.year
