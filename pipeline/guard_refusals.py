"""What may follow a refusal: a sentence that owns up to what was not done, in the terms of code's refusal and of
the owner's message. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.grounding import content_words, fold, negated, same_stem
from pipeline.guard_rules import AFFIRMED, CANNOT, CHANGE, DENIAL, TOKEN, asks, claim_cued, moves_on
from pipeline.guard_vocabulary import state_words

# After a refusal, saying what was not done and why, in code's own terms ("There's no reminder #7, so nothing was
# marked", "Ton agenda n'est pas connecté, je n'ai donc rien pu lire"): true, and not a claim. Its words are the
# refusal's, the owner's, or words of not doing; an invented reason ("Bob already has it") is none of these.
_UNDONE = frozenset(["ticked", "off", "one", "coche", "cochee", "couldn't", "could", "can't", "cannot", "nothing", "anything", "changed", "done", "made", "set",
                     "saved", "stored", "written", "created", "sent", "marked", "started", "stopped", "moved",
                     "removed", "right", "here", "ete", "fait", "rien", "pu", "change", "enregistre", "cree",
                     "envoye", "lance", "modifie", "touche", "cote", "moment", "trouve", "found", "find", "see",
                     "vois", "existe", "exist", "exists", "running", "cours", "tourne", "now", "yet", "encore",
                     "instant", "fois", "time", "name", "nom", "lire", "read", "dire", "tell", "say", "show", "montrer",
                     "peux", "pouvais", "able", "refused", "refusee", "refuse", "action", "denied", "allowed", "autorise",
                     "possible"])


SURE_NOT = 0.05  # a detector score this low, and saying Arthur could not (or no such thing): a reason of its own may stay
_NO_SUCH = re.compile(r"\b(?:(?:does|do)n't exist|n'existe pas)\b", re.I)  # "reminder #999 doesn't exist"
_NO = re.compile(r"\b(?:nothing|rien|aucune?|no|none|couldn't|could not|can't|cannot|wasn't|isn't|is not|n'existe|"
                 r"n'y a|n'est|n'ai|(?:have|has|did|does) ?n[o']t|never|jamais)\b", re.I)


_ALREADY = re.compile(r"\b(?:already|déjà)\b", re.I)


def owns_up(sentence: str, said: str, receipts: Sequence[str], score: float = 1.0) -> bool:
    """A sentence that only says no, in the terms of code's refusal and the owner's message (a few words of its own
    when the detector is sure it claims nothing: "je ne peux pas lire les heures d'un jour pas encore passé")."""
    text = sentence.replace("\u2019", "'")
    if not _NO.search(text) or CHANGE.search(text) or AFFIRMED.search(DENIAL.sub(" ", text)) or moves_on(text) or asks(
            text):
        return False
    known = fold(" ".join([*receipts, said]))
    if not set(re.findall(r"\d+", text)) <= set(re.findall(r"\d+", known)):  # "0 minute" is not in "2026"'s 0
        return False
    already = any(_ALREADY.search(r) for r in receipts)  # code said it was so already ("Reminder #2 was already done")
    if any(not negated(c) and claim_cued(c) and not (already and _ALREADY.search(c)) for c in re.split(r"[,;:—–]", text)):
        return False  # "That one was already marked done" says the same: it may stay
    words = content_words(text)
    extra = [w for w in words if w not in _UNDONE and w not in known and not any(
        same_stem(w, k) for k in TOKEN.findall(known) if len(k) >= 3)]
    return len(extra) <= (4 if score < SURE_NOT and (CANNOT.search(text) or _NO_SUCH.search(text)) else 1)


# After a refusal, an apology or a bare offer to look ("Sorry about that!", "Je peux la chercher."): no act said done.
_SORRY = re.compile(r"^\W*(?:(?:so |really |vraiment )?(?:sorry|désolée?s?)|pardon|my bad|oops|oups|(?:toutes )?mes excuses)\b"
                    r"[^.!?\d]{0,40}[.!]*\W*$|^\W*(?:i can|je peux|on peut|we can) [\w' -]{1,30}[.!]?$", re.I)


def excuses(sentence: str) -> bool:
    """An apology, or a bare offer, with no figure and none of the detector's claim cues (pure)."""
    text = sentence.strip().replace("’", "'")
    return bool(_SORRY.match(text)) and not claim_cued(text) and not CHANGE.search(text)


# Asking to do the refused thing, or something else instead: the way on after a refusal ("Want me to create
# Bénévolat first?", "Tu préfères le lancer sur Arthur ?").
_REPAIR = re.compile(r"\b(?:create|creating|make|add|set (?:it|one) up|instead|rather|another|other|which|what name|"
                     r"try again|retry|first\W*$|cré\w*|ajout\w*|plutôt|autre|lequel|laquelle|quel\w*|réessa\w*|"
                     r"d'abord|à la place|confirm\w*|en attendant|meanwhile|in the meantime|for now|(?:in|as|dans) (?:a|une) "
                     r"note)\b|(?:^|\s)/[a-z]", re.I)


def presumes(sentence: str, refused: Sequence[str]) -> bool:
    """A question that goes on from what a refusal did not make: it names the refused call's object or the state
    it would have set, and asks nothing about making it ("So for the Christmas concert, what's the first thing you
    want to track?" after the project was not created; "…while it's on hold?" after a pause refused) (pure)."""
    text = sentence.replace("’", "'")
    if not refused or not asks(text) or _REPAIR.search(text):
        return False
    words = content_words(text)
    named = [w for w in content_words(" ".join(refused)) if len(w) >= 4]
    return any(same_stem(w, n) or w == n for w in words for n in named) or any(
        p.search(text.lower()) for p in state_words(refused))
