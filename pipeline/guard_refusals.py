"""What may follow a refusal: a sentence that owns up to what was not done, in the terms of code's refusal and of
the owner's message. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from pipeline.grounding import content_words, fold, negated, same_stem
from pipeline.guard_policy import lock_words
from pipeline.guard_rules import AFFIRMED, CANNOT, CHANGE, DENIAL, MORE, TICKS, TOKEN, asks, claim_cued
from pipeline.guard_talk import bare_wish
from pipeline.guard_vocabulary import WEEKDAY_NAMES, days_named, state_words

# After a refusal, saying what was not done and why, in code's own terms ("There's no reminder #7, so nothing was
# marked", "Ton agenda n'est pas connecté, je n'ai donc rien pu lire"): true, and not a claim. Its words are the
# refusal's, the owner's, or words of not doing; an invented reason ("Bob already has it") is none of these.
_UNDONE = frozenset(["ticked", "off", "one", "coche", "cochee", "trouve", "tourne", "tournait", "marche", "ete",
                     "more", "couldn't", "could", "can't", "cannot", "nothing", "anything", "changed", "done",
                     "made", "set", "saved", "stored", "written", "created", "sent", "marked", "started", "stopped",
                     "moved", "removed", "right", "here", "fait", "rien", "pu", "change", "enregistre", "cree",
                     "envoye", "lance", "modifie", "touche", "cote", "moment", "found", "find", "see", "vois",
                     "existe", "exist", "exists", "running", "cours", "now", "yet", "encore", "instant", "fois",
                     "time", "name", "nom", "lire", "read", "dire", "tell", "say", "show", "montrer", "peux",
                     "pouvais", "able", "refused", "refusee", "refuse", "action", "denied", "allowed", "autorise",
                     "possible"])


SURE_NOT = 0.05  # a detector score this low, and saying Arthur could not (or no such thing): a reason of its own may stay
_NO_SUCH = re.compile(r"\b(?:(?:does|do)n't exist|n'existe pas)\b", re.I)  # "reminder #999 doesn't exist"
_NO = re.compile(r"\b(?:nothing|rien|aucune?|no|none|(?:trouve|vois|tourne|tournait|marche|existe) pas|y'?\s?a pas|"
                 r"couldn't|could not|can't|cannot|wasn't|isn't|is not|n'existe|n'y a|n'est|n'ai|(?:have|has|did|does) ?"
                 r"n[o']t|never|jamais)\b", re.I)


_ALREADY = re.compile(r"\b(?:already|déjà)\b", re.I)
_BECAUSE = re.compile(r"\b(?:because|since|car|parce que|parce qu'|puisque|vu que)\b", re.I)  # a reason follows


def owns_up(sentence: str, said: str, receipts: Sequence[str], score: float = 1.0) -> bool:
    """A sentence that only says no, in the terms of code's refusal and the owner's message (a few words of its own
    when the detector is sure it claims nothing: "je ne peux pas lire les heures d'un jour pas encore passé")."""
    text = sentence.replace("\u2019", "'")
    already = any(_ALREADY.search(r) for r in receipts)  # code said it was so already ("Reminder #2 was already done")
    change = CHANGE.search(TICKS.sub(" ", text) if already and _ALREADY.search(text) else text)  # "already done ✅"
    if not _NO.search(text) or change or AFFIRMED.search(DENIAL.sub(" ", text)) or moves_on(text) or asks(
            text):
        return False
    known = fold(" ".join([*receipts, said]))
    if any(fold(w) not in known for w in lock_words(text, proper=True)):
        return False  # "…: elle est verrouillée tant que ton abonnement…": a lock code never gave
    if not set(re.findall(r"\d+", text)) <= set(re.findall(r"\d+", known)):  # "0 minute" is not in "2026"'s 0
        return False
    if any(not negated(c) and claim_cued(c) and not (already and _ALREADY.search(c)) for c in re.split(r"[,;:—–]", text)):
        return False  # "That one was already marked done" says the same: it may stay
    words = content_words(text)
    extra = [w for w in words if w not in _UNDONE and w not in known and not any(
        same_stem(w, k) for k in TOKEN.findall(known) if len(k) >= 3)]
    if (why := _BECAUSE.search(text)) and sum(w in extra for w in content_words(text[why.end():])) > 1:
        return False  # a reason of its own ("car ton comptable l'a déjà clôturé de son côté"): code gave the reason
    return len(extra) <= (4 if score < SURE_NOT and (CANNOT.search(text) or _NO_SUCH.search(text)) else 1)


# After a refusal, an apology or a bare offer to look ("Sorry about that!", "Je peux la chercher."): no act said done.
_SORRY = re.compile(r"^\W*(?:(?:so |really |vraiment )?(?:sorry|désolée?s?)|pardon|my bad|oops|oups|(?:toutes )?mes excuses)\b"
                    r"[^.!?\d]{0,40}[.!]*\W*$|^\W*(?:i can|je peux|on peut|we can) [\w' -]{1,30}[.!]?$", re.I)


def excuses(sentence: str) -> bool:
    """An apology, or a bare offer, with no figure and none of the detector's claim cues, or a wish said "anyway"
    ("Enjoy the break anyway ☕": it owns that nothing was done) (pure)."""
    text = sentence.strip().replace("’", "'")
    if _ANYWAY.search(text) and bare_wish(_ANYWAY.sub(" ", text)):
        return True
    return bool(_SORRY.match(text)) and not claim_cued(text) and not CHANGE.search(text)


_ANYWAY = re.compile(r"\s*\b(?:anyway|all the same|quand même|malgré tout|tout de même)\b", re.I)


# Asking to do the refused thing, or something else instead: the way on after a refusal ("Want me to create
# Bénévolat first?", "Tu préfères le lancer sur Arthur ?").
_REPAIR = re.compile(r"\b(?:create|creating|make|add|set (?:it|one) up|instead|rather|another|other|which|what name|"
                     r"try again|retry|first\W*$|cré\w*|ajout\w*|plutôt|autre|lequel|laquelle|quel\w*|réessa\w*|"
                     r"d'abord|à la place|confirm\w*|en attendant|meanwhile|in the meantime|for now|(?:in|as|dans) (?:a|une) "
                     r"note|new|nouveau|nouvelle|next|prochaine?|last|derni[eè]re?|mean|dire|pr[ée]f[eè]r\w*|prefer\w*)\b|"
                     r"(?:^|\s)/[a-z]", re.I)



def presumes(sentence: str, refused: Sequence[str]) -> bool:
    """A question that goes on from what a refusal did not make: it names the refused call's object or the state
    it would have set, and asks nothing about making it ("So for the Christmas concert, what's the first thing you
    want to track?" after the project was not created; "…while it's on hold?" after a pause refused; "Anything to
    bring on Friday?" after a move to Friday refused) (pure)."""
    text = sentence.replace("’", "'")
    if not refused or not asks(text) or _REPAIR.search(text):
        return False
    words = content_words(text)
    named = [w for w in content_words(" ".join(refused)) if len(w) >= 4]
    days = {WEEKDAY_NAMES[date.fromisoformat(m).weekday()] for v in refused for m in re.findall(r"\d{4}-\d{2}-\d{2}", v)}
    return any(same_stem(w, n) or w == n for w in words for n in named) or any(
        p.search(text.lower()) for p in state_words(refused)) or bool(days & days_named(text))  # "…on Friday?"


# After a refusal, moving on to something else reads as if it went through ("Anything else you want me to keep
# track of?", "Tu veux faire le ménage dans d'autres notes ?"): code has said what happened; the offer goes.
_MOVES_ON = re.compile(r"\b(?:anything|something|what) else\b|\bon to the next\b|\bpassons à la suite\b|"
                       # what a refused start presupposes: "Dis-moi quand tu fais une pause"
                       r"\bwhen you (?:take a break|stop|finish|are done|'re done)\b|\bquand tu (?:fais une pause|"
                       r"t'arrêtes|as fini|auras fini)\b|\bother (?:things?|notes?|reminders?|items?)\b|"
                       r"\bautre chose\b|\bquoi d'autre\b|\bd'autres\b|\bwith that (?:off|done|sorted)\b|"
                       # going on from it as if it stood: "as well", "the rest … the same way", "the new project"
                       r"\bas well\b|\bthe rest\b|\bthe same way\b|\bnext up\b|\bthe new\b|\ben plus de\b|"
                       r"\bce qui reste\b|\ble reste\b|\bde la même (?:façon|manière)\b|\b(?:le|ton|ce) nouveau\b|"
                       r"\b(?:la|ta|cette) nouvelle\b|\bsquared away\b|\bout of the way\b|\bwhat's next\b|\bon est bons?\b|"
                       r"\btout est (?:réglé|en ordre|bon|en place|prêt|calé|lancé)\b|\bc'est réglé\b|"
                       r"\beverything(?:'s| is) (?:in place|set|ready|sorted|good to go)\b|"
                       # approving what was refused: "Super, tu veux qu'on y ajoute une décision ?"
                       r"^\W*(?:super|great|perfect|parfait|nickel|génial|awesome|excellent|nice|top|cool|yes+|yay|youpi|"
                       r"bravo|hourra|good timing|bon timing|good call|bien vu)\b\s*(?:[,!.—–-]|$)|\b(?:one (?:less (?:thing|worry|task)|"
                       r"down)|(?:une?|1) (?:chose|souci|truc|tâche|problème|corvée) de moins|un de moins|et d'un)\b|"
                       r"\bremaining\b|\brestant(?:e|s|es)?\b|^\W*et ensuite\b|\bwhat(?:'s| is) (?:the )?next\b|\bla prochaine "
                       r"(?:étape|tâche|chose)\b|\bon fait quoi (?:ensuite|après)\b|"
                       # what a refused removal would have left: "elle reste dans les archives"
                       r"\b(?:in|dans) (?:the|your|les|tes|vos) archives?\b|"
                       # the refused read's detail offered: "Want me to break it down by project?"
                       r"\bbreak (?:it|that|this|them) down\b|\b(?:a|the) breakdown\b|\bdétailler\b|\ble détail\b|\bon (?:s'attaque|attaque|passe) à\b|\blet's (?:tackle|"
                       r"move on|finish|keep|get (?:going|started|back)|go|"
                       r"crack on|do this)\b|\bc'est reparti\b|\bon s'y (?:remet|met)\b|"
                       # what was refused, presupposed done: "With the old gym gone from memory, want me to…"
                       r"\b(?:with|now that) (?:the |that |this |it |your |those |these )?[\w' -]{0,30}?\b(?:gone|removed|"
                       r"deleted|retired|forgotten|cleared|sorted|done|out of the way)\b|\bmaintenant que [^.?!]{0,30}?"
                       r"\b(?:supprimée?s?|retirée?s?|effacée?s?|oubliée?s?|réglée?s?|faite?s?|parti(?:e|s|es)?)\b|"
                       r"\bwith (?:that|this|it) (?:in (?:the|your|place)|on (?:the|your)|logged|noted|saved|set)\b|\bavec (?:ça|cela) (?:dans|en place|noté|"
                       r"réglé)\b|"
                       # a change it would have made: "Since you won't be getting that one anymore"
                       r"\b(?:anymore|any more|no longer)\b|\bn'(?:auras|aurez|recevras|recevrez)\s+plus\b|"
                       # what a refused pause or stop presupposes: "je relance le chrono quand tu rentres"
                       r"\b(?:relanc|redémarr|restart|resum|reprend)\w*\b[^.?!]{0,40}\b(?:quand|when|après|after|once|dès|là où|"
                       r"where (?:it|you) left)\b|\b(?:quand|when|après|after|once|dès que)\b[^.?!]{0,40}\b(?:je (?:te )?"
                       r"(?:relance|redémarre|reprends)|i(?:'ll| will) (?:restart|resume))\b", re.I)


def moves_on(sentence: str, refused: Sequence[str] = ()) -> bool:
    """After a refusal, a sentence that goes on as if it went through (pure); `refused`: the refused actions' names
    (asking what to put "in its place" presumes a removal went through)."""
    text = sentence.replace("’", "'")
    return bool(_MOVES_ON.search(text) or _STOPS_IT.search(text)) or (asks(text) and bool(MORE.search(text) or _MOMENTUM.search(
        text) or (_MOVING_ALONG.match(text) and not _REPAIR.search(text) and not _I_WOULD.search(text)))) or (
        bool(_INSTEAD.search(text)) and any(n.startswith(_REMOVALS) for n in refused)) or (
        bool(_NEXT_STEP.search(text)) and not _FIRST_FIX.search(text))


# The next step proposed, as if the refused one were done ("Shall we tackle the lighting next?", "On attaque les
# volets ensuite ?"); not a repair that comes first ("Shall we create the project first and log it next?").
_NEXT_STEP = re.compile(r"\b(?:shall|should|can|could) we\b[^.?!]{0,60}\bnext\s*\?|\b(?:on|qu'on)\s+(?:s'attaque|attaque|"
                        r"passe|fait|enchaîne|regarde)\b[^.?!]{0,60}\b(?:ensuite|après)\s*\?", re.I)
_FIRST_FIX = re.compile(r"^\W*(?:what|which|when|quel\w*|quand)\b|\b(?:create|make|add|set (?:it|one) up|first|cré\w*|ajout\w*|d'abord)\b", re.I)


# What replaces a thing gone ("Tu veux que je retienne une autre préférence à la place ?", "What should we set
# instead?"); after a refused removal it presumes the removal.
_INSTEAD = re.compile(r"\b(?:à la place|instead|in its place|to replace (?:it|them)|pour (?:la|le|les) remplacer|en remplacement)\b",
                      re.I)
_REMOVALS = ("deactivate", "retire", "delete", "remove", "forget", "archive", "cancel", "unshare")  # not a stop: "stop it now
# instead?" after a stop refused for its time offers another time


# A question carried on by what was refused ("Shall we tidy up the other notes while we're at it?").
_MOMENTUM = re.compile(r"\b(?:while we're at it|tant qu'on y est|pendant qu'on y est)\b", re.I)
# Going on to the next thing, as if the refused one were settled ("Et sinon, on attaque la phase 2 quand ?", "Bon, et
# ensuite ?", "So, what's next?"); not another way to do it ("Sinon, tu préfères le créer ?").
_MOVING_ALONG = re.compile(r"^\W*(?:(?:bon|ok|okay|alright|right|so|well)\W+)?(?:et (?:sinon|ensuite|après|maintenant)|sinon|"
                           r"ensuite|what(?:'s| is) next|and (?:then|next)|anyway|next up)\b", re.I)
_I_WOULD = re.compile(r"\b(?:je|j'|i|i'll|on (?:le|la|les|l'))(?=\W)", re.I)  # "Sinon, je le mets sur Arthur ?": another way
# Arthur promising to stop or pause a timer ("…and I'll stop the clock for you", "je coupe le chrono"): it runs.
_STOPS_IT = re.compile(r"\b(?:i'll|i will|je (?:t'|te |vous )?)\s*(?:stop|pause|arrêt\w*|coup\w*|mettrai en pause)\b"
                       r"[^.?!]{0,15}\b(?:clock|timer|chrono|session)\b", re.I)
