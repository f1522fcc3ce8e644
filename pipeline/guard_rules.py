"""The guard's claim rules: pure predicates over one sentence (no I/O, no state) for what says an act was done,
what denies one, and what a read found; used by pipeline/guard.py. What asserts nothing (wishes, advice, offers)
is pipeline/guard_talk.py."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pipeline.catalog import Catalog
from pipeline.claim_cues import rule_features
from pipeline.claim_detector import RULE_NAMES
from pipeline.grounding import content_words, fold, negated, same_stem
from pipeline.guard_vocabulary import claimed_actions, claimed_verbs, names_a_verb
from pipeline.texts import Language

RESTATE_SHARE = 0.6  # the share of a sentence's content words one receipt must hold for it to restate that receipt


# Arthur's own future ("I'll remember", "I won't assume", "je saurai", "je ne m'en servirai plus"): after a claim
# that went, what it says Arthur will do because of it has nothing left to stand on.
WILL = re.compile(r"\b(?:i'll|i will|i won't|i will not|i'm going to|i shall|we'll|je vais|"
                   r"je (?:ne |n')?(?:(?:me|te|le|la|les|lui|leur|en|y) |[mtls]'(?:en |y )?)*\w+rais?\b|j'\w+rais?\b)",
                   re.I)
DONE_FIRST = re.compile(r"^\W*(?:(?:hop|et hop|allez|voilà)\W+)?(?:done|all done|sorted|booked|all set|c'est fait|c'est "
                        r"(?:viré|virée|supprimé|supprimée|effacé|effacée|retiré|retirée|réglé|noté|calé|parti|reparti|relancé))"
                        r"(?=\s*(?:[!.,:;—–-]|$|[✅✔☑👍]))|"
                         r"^\W*[✅✔☑⏸⏹]|^\W*(?:already )?did (?:that|it|this)\b|^\W*déjà fait\b|^\W*(?:(?:parfait|super|ok|d'accord|"
                         r"nickel|top|c'est bon)\W+)?(?:rayée?s?|barrée?s?|cochée?s?) (?:de|sur) (?:la|ta) liste\b", re.I)
FIRST_PERSON = re.compile(r"\b(?:i|i've|i'd|i'll|i'm|we've|we'll|je|j'ai|j'|on a|nous avons)\b", re.I)


def restates(sentence: str, receipts: Sequence[str], share: float = RESTATE_SHARE) -> bool:
    """Most of its content words are in one of code's receipts ("Préférence n°2 enregistrée : …"): what it claims
    was done is what was done, so it claims nothing left undone."""
    words = content_words(sentence)
    if not words:
        return False
    folded = [fold(r) for r in receipts]
    return any(sum(w in r for w in words) / len(words) >= share for r in folded)


# A promise in the negative ("Je n'oublierai pas de te le rappeler", "I won't forget to ping you"), or one that asks
# for trust ("Compte sur moi"): a claim, whatever the detector scores.
_SWORN = re.compile(r"\b(?:i won't forget|i will not forget|i'll not forget|je n'oublierai pas|je ne manquerai pas|"
                    r"count on me|compte sur moi|comptez sur moi|rest assured|i'll (?:\w+ )?(?:call|ring|phone) (?:you|your)|"
                    r"je (?:vais )?(?:te |t')(?:appeler|appellerai|téléphoner|téléphonerai|sonner)|"
                    r"je ferai sonner ton (?:téléphone|portable)|(?:i'll|i will) (?:\w+ )?(?:text|message|e-?mail|ping|send) you|"
                    r"je (?:te |vous )(?:r?enverrai|écrirai|texterai|pingerai))\b", re.I)
# A receipt's opening ("Filed away: …", "Enregistré : …") or a read's source ("From what I've got: …", "D'après ta
# note, …"): a claim, whatever the detector scores.
_RECEIPT_OR_SOURCE = re.compile(
    r"^\W*(?:filed(?: away)?|saved|noted|logged|stored|booked|scheduled|jotted(?: down)?|recorded|added|"
    r"enregistrée?s?|notée?s?|ajoutée?s?|programmée?s?|calée?s?|rangée?s?|consignée?s?)\s*:|"
    r"^\W*(?:from what i(?:'ve| have)? got|from what you(?:'ve)? (?:told me|said|wrote)|as you told me|you told me|"
    r"d'après ce que tu (?:m'as|as|m'avais|avais) (?:dit|écrit)|tu m'avais dit|tu m'as dit|vous m'avez dit|"
    r"d'après (?:ma|mon) \w+|according to (?:your|my) \w+|your notes? says?|d'après (?:ta|tes|ce que j'ai|"
    r"mes|votre|vos) ?\w*|selon (?:ta|tes|mes|votre|vos) \w+)\b", re.I)


# Arthur's own act, said done before this turn ("I already retired that note earlier", "je l'ai déjà noté hier").
_BEFORE_ME = re.compile(r"\b(?:i|we)(?:'ve| have| had)? (?:already|previously)\b|\b(?:i|we)(?:'ve| have| had)? \w+ed\b"
                        r"[^.!?]{0,60}\b(?:earlier|yesterday|previously|last (?:week|time|night))\b|\b(?:je|j')(?: ?(?:l'|"
                        r"les |t'|te |vous |lui ))?(?:ai|avais) déjà\b|\bj'(?:ai|avais) [\w-]+\b[^.!?]{0,60}\b(?:hier|"
                        r"tout à l'heure|plus tôt)\b", re.I)


# "Hop, …", "Et hop, …": the French sign of a thing just done, whatever follows (every "Hop" that opens a model's
# sentence in the corpora announces an act).
_HOP = re.compile(r"^\W*(?:et\s+)?hop\b", re.I)


def done_first(sentence: str) -> bool:
    """It opens by saying it is done ("Done!", "✅", "Did that yesterday…"), swears to do it ("Je n'oublierai
    pas de te le rappeler"), or says Arthur did it before ("I already retired that note earlier"): a claim,
    whatever the detector scores."""
    text = sentence.replace("’", "'")
    return bool(DONE_FIRST.search(text) or _HOP.search(text) or _SWORN.search(text) or _RECEIPT_OR_SOURCE.search(text) or (
        _BEFORE_ME.search(text) and names_a_verb(text)))


# Something of the owner's said to be gone ("the boiler code note is no longer there", "Lyon's wiped from my memory"):
# an act, whoever did it.
_GONE = re.compile(r"\b(?:no longer|not there anymore|(?:is|are|'s) gone|disappeared|wiped|erased|n'(?:est|existe|apparaît) "
                   r"plus|a disparu|disparue?s?|effacée?s?)\b|"
                   # a change of state: "Livre de recettes est passé en actif", "It's been switched to paused"
                   r"\b(?:est|a été|is|'s|has been|have been|was) (?:passée?|basculée?|switched|moved|changed|turned) (?:en|à|to|into)\b", re.I)


# A thing that is shared by nature, not shared by Arthur: "the shared drive", "le dossier partagé".
_SHARED_THING = re.compile(r"\bshared (?:drive|folder|docs?|documents?|calendar|space|account|files?|links?|inbox)\b|"
                           r"\b(?:dossier|drive|agenda|espace|compte|fichier|document|lien|calendrier)s? partagée?s?\b",
                           re.I)


_KNOWS = re.compile(r"^\W*(?:je (?:retiens|sais|me souviens|connais)|i (?:remember|know|recall))\b", re.I)


# What is held, said with a participle ("I have one memory saved: …", "Je n'ai qu'un souvenir enregistré : …"): a count
# of what a read shows, not an act.
_HOLDS = re.compile(r"^\W*(?:i (?:only |just )?have|i've (?:only |just )?got|j'ai|je n'ai qu'|je n'ai que|il y a|il n'y a qu'|il n'y a que)"
                    r"\s*(?:only |just |seulement )?(?:one|a|an|two|three|\d+|un|une|deux|trois|un seul|une seule)\s+(?:[\w'-]+\s+){0,2}?(?:saved|stored|on file|kept|noted|recorded|logged|listed|"
                    r"enregistrée?s?|gardée?s?|notée?s?|consignée?s?|en mémoire)\b", re.I)


def acted(sentence: str, lang: Language, catalog: Catalog) -> bool:
    """It says Arthur acted ("I've shared note 1 with Bob", "Done, note #1 went to Bob"): no read can prove that,
    only a write of this turn (its receipt) or the ledger's earlier ones."""
    text = _HOLDS.sub(" ", sentence.replace("’", "'"))
    if DONE_FIRST.search(text) or _GONE.search(text):
        return True
    if {"remove", "share"} & set(claimed_verbs(_SHARED_THING.sub(" ", text), lang, catalog)):  # "Coffee preference deleted.": no read shows it
        return True
    text = _KNOWS.sub(" ", text)  # "Je retiens une chose sur toi : …", "I know you…": what it holds, not an act
    return bool(FIRST_PERSON.search(text)) and bool(claimed_actions(text, lang, catalog))


# A question by its opening words, in an unpunctuated transcript ("Tu veux que je le crée", "want me to read it").
_ASKS_BY_OPENING = re.compile(r"^\W*(?:(?:do )?you want me to|want me to|would you like(?: me)? to|shall i|should i|"
                     r"(?:est-ce que )?tu veux que je|veux-tu que je|vous voulez que je|voulez-vous que je)\b", re.I)


def asks(sentence: str) -> bool:
    text = sentence.strip()
    return bool(re.search(r"\?\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]*\ufe0f?\s*$", text)) or (
        bool(_ASKS_BY_OPENING.match(text.replace("’", "'"))) and not re.search(r"[.!:;]", text))


# A suggestion or a possibility ("you could", "tu pourrais"), not a statement of the owner's data.
_MAYBE = re.compile(r"\b(?:could|should|might|can|may|maybe|pourrais|pourrait|devrais|peux|peut-être|try|essaie)\b", re.I)


_WORKED_OUT = re.compile(r"[=×]|\b(?:would|ferait|serait|makes|soit|equals?|per hour|an hour|de l'heure)\b", re.I)  # a sum


def states_figure(sentence: str) -> bool:
    """A statement with a number or a date in it ("La fête à Maxime, c'est le 14 février"): beside a read, it says
    what the owner's data holds, whatever the detector scores; not a question or a suggestion (pure)."""
    text = sentence.replace("’", "'")
    if _COUNT_HEAD.match(text):
        return True
    return bool(re.search(r"\d", text) or _SPELLED_AMOUNT.search(text)) and not asks(text) and not _MAYBE.search(text) and not (
        _WORKED_OUT.search(text))


# A time spent in words ("About three hours twenty", "deux heures et quart"): a figure as much as "3h20".
_SPELLED_AMOUNT = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
                             r"un|une|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|vingt|trente|quarante|cinquante)"
                             r"[ -](?:hours?|minutes?|heures?)\b", re.I)


# A count in words that heads a listing ("Two:", "Trois projets :", "Just the one:"): how many the read holds.
_COUNT_HEAD = re.compile(r"^\W*(?:just |only |seulement |juste )?(?:the )?(?:one|two|three|four|five|six|seven|eight|nine|"
                         r"ten|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\b[^.!?:]{0,30}:\s*$", re.I)


def tidy(text: str) -> str:
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


_CLAIM_CUES = ("first_person_done", "future_promise", "receipt_idiom", "action_participle", "check_emoji",
               "remote_action")

def claim_cued(text: str) -> bool:
    """One of the detector's rule cues that mark a claim fires on `text`."""
    cues = dict(zip(RULE_NAMES, rule_features(text), strict=True))
    return any(cues[n] for n in _CLAIM_CUES)



# Arthur saying what it does NOT do ("I won't add anything", "je n'ajoute rien de mon côté"): a denial claims no act.
# Its reason must be the owner's own ("since your phone alarm covers it" after "I set an alarm on my phone"): an
# invented one ("your pharmacy app already sends it") leaves it a claim. "No longer" / "plus" says a change: a claim.
DENIAL = re.compile(r"\b(?:i|we) (?:won't|will not|didn't|did not|haven't|have not|don't|do not|am not|'m not|"
                     r"can't|cannot)(?:\s+[\w']+){0,3}|\bje (?:ne |n')(?:(?:[mtsl]'|(?:me|te|le|la|les|lui|leur|en|y)\s))*"
                     r"\w+\s+(?:pas|rien|jamais|aucune?)\b(?:\s+(?:un second|une seconde|un autre|une autre|de plus|"
                     r"(?:de|d'|un|une|le|la|les)\s*\w+))?(?:\s+de mon côté)?|"
                     # spoken French, with no "ne": "je l'ajoute pas ici", "j'ai rien repoussé", "j'ai encore rien mis"
                     r"\bje (?:(?:[mtsl]'|(?:me|te|le|la|les|lui|leur|en|y)\s))*\w+\s+(?:pas|jamais)\b|\bj'(?:en|y) \w+\s+(?:pas|jamais|rien)\b|"
                     r"\bj'(?:ai|avais) (?:encore |toujours )?(?:rien|pas|jamais)\b(?:\s+[\w']+){0,2}", re.I)
# Arthur saying it could not ("I couldn't", "je ne peux donc pas", "j'ai pas pu", "impossible").
CANNOT = re.compile(r"\b(?:can't|cannot|can not|couldn't|could not|wasn't able|(?:am|'m|is|are) not able|unable|(?:ne|n') ?"
                    r"(?:peux|pouvais|pourrai|pourrais)(?: \w+)? pas|peux pas|pouvais pas|n'ai pas pu|pas pu|impossible)\b",
                    re.I)
CHANGE = re.compile(r"\b(?:anymore|any more|no longer|plus)\b|[✅✔☑]", re.I)
TICKS = re.compile(r"[✅✔☑✓]")  # a sign that says done
ON_CONDITION = re.compile(r"\W*(?:if|si|s')\b", re.I)  # it opens on a condition ("If you…", "S'il…")

AFFIRMED = re.compile(r"\b(?:i've|i have|i'll|i will|i'm going|i just|i set|i saved|i added|j'ai|je vais|je (?:t'|vous )?"
                       r"(?!ne\b)\w+(?:e|é)\b)", re.I)
_OPENER = re.compile(r"^\W*(?:great|perfect|ok|okay|alright|sure|noted|got it|fine|parfait|super|d'accord|entendu|"
                     r"très bien|noté|c'est noté|top)\b\W*", re.I)
_LINKS = frozenset(["since", "because", "puisque", "comme", "car", "side", "cote", "end", "donc", "then", "alors", "your",
                    "ton", "tes", "votre", "vos", "the", "les", "est", "for", "pour", "sur", "with", "avec", "that", "this",
                    "cette", "already", "deja", "it's", "its", "and", "dans"])
TOKEN = re.compile(r"[a-z]+|\d+")
ITEM = re.compile(r"\s*(?:[-*•▪◦]|\d{1,2}[.)])\s+\S")  # a list's item
# The reason may not speak of Arthur's own data ("your reminder is already there"): that is a claim about it.
_DATA_NOUN = re.compile(r"\b(?:reminders?|rappels?|notes?|timers?|chronos?|sessions?|preferences?|préférences?|"
                        r"memor(?:y|ies)|souvenirs?|projects?|projets?|contacts?|list[es]?)\b", re.I)


def denies(sentence: str, said: str = "") -> bool:
    """Only a denial of Arthur acting, its reason (if any) in the owner's message `said`: no affirmed first person,
    no figure, no tick, no change of state."""
    text = _OPENER.sub("", sentence.strip().replace("’", "'"))
    if not DENIAL.search(text) or CHANGE.search(text) or not all(
            n in re.findall(r"\d+", said) for n in re.findall(r"\d+", text)):
        return False
    rest = DENIAL.sub(" ", text)
    if AFFIRMED.search(rest) or _DATA_NOUN.search(rest):
        return False
    owners = [w for w in TOKEN.findall(fold(said)) if len(w) >= 3]
    extra = [w for w in TOKEN.findall(fold(rest)) if len(w) >= 3 and not w.isdigit() and w not in _LINKS
             and not any(same_stem(w, o) for o in owners)]
    return len(extra) <= 1


# Asking for more of the same ("Want a second nudge at lunch too?", "Et pour le loyer de décembre, on fait pareil ?").
MORE = re.compile(r"\btoo\b|\balso\b|\bthe same\b|^\W*(?:next|ensuite|et la suite)\b|\bla suite\b|\bpareil\b|"
                   r"\baussi\b|\bégalement\b|\b(?:a|un|une) (?:second|seconde|deuxième)\b", re.I)


_NAME_INSIDE = re.compile(r"(?<=\w )[A-ZÀ-Ö][a-zà-ÿ]+")


# An empty read said as such ("Your long-term memory is empty for now", "Ta mémoire longue est vide"): an absence.
_EMPTY = re.compile(r"\b(?:empty|vides?)\b", re.I)
# What was looked for, named back without its words ("Je n'ai rien en mémoire là-dessus", "nothing on that").
_ABOUT_IT = re.compile(r"\b(?:là-dessus|la-dessus|à ce sujet|à ce propos|sur ce (?:sujet|point)|de (?:ça|cela)|about (?:that|it|this)|"
                       r"on (?:that|this)(?: one)?)\b", re.I)
_FILTERS = frozenset({"period", "date", "end_date", "day", "when", "kind", "phase", "status", "order", "scope"})  # not a subject


def says_not_found(sentence: str, reads: Sequence[Any], among: frozenset[str] | None = None) -> bool:
    """After reads that found nothing: a negated sentence about what was looked for ("I found no note mentioning
    your passport", or anything when the reads looked for nothing in particular: "Rien au compteur hier"), naming
    nothing more (no figure, no name, no quote). With `among` (the names of the reads' empty lists, when the rest is
    not empty), only a sentence naming one of them ("Aucune décision enregistrée" beside a project's empty
    "decisions")."""
    text = sentence.replace("’", "'")
    asked = [w for c in reads for k, v in c.arguments.items() if isinstance(v, str) and k not in _FILTERS
             for w in content_words(v)]
    named = [n for n in _NAME_INSIDE.findall(text) if not any(same_stem(fold(n), a) for a in asked)]  # "sur Arthur":
    # the project the read looked at is no name added
    if not (negated(text) or _EMPTY.search(text)) or re.search(r"\d|[«»\"]", text) or named or CHANGE.search(text):
        return False
    for clause in re.split(r"[,;:—–]", text):  # a negated clause may say "logged": "no session was logged"
        if not negated(clause) and (claim_cued(clause) or (not clause.rstrip().endswith("?") and not _EMPTY.search(clause) and len(
                [w for w in content_words(clause) if not any(same_stem(w, a) for a in asked)]) >= 3)):
            return False  # "La note a été supprimée, elle …" claims an act; "Mme Rochat veut un polissage léger,
            # surtout pas de re-dorage" says what was found, beside a read that found nothing
    if among is not None:
        return any(same_stem(w, fold(k)) for w in TOKEN.findall(fold(text)) for k in among)  # "décision": a topic word
    if not asked:
        return True  # a listing of everything that came back empty ("No session recorded today"): nothing to name
    return bool(_ABOUT_IT.search(text)) or any(same_stem(w, a) for w in content_words(text) for a in asked)

