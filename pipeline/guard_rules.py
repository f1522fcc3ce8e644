"""The guard's sentence rules: pure predicates over one sentence (no I/O, no state), used by pipeline/guard.py."""

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
                         r"^\W*[✅✔☑]|^\W*(?:already )?did (?:that|it|this)\b|^\W*déjà fait\b|^\W*(?:(?:parfait|super|ok|d'accord|"
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


def done_first(sentence: str) -> bool:
    """It opens by saying it is done ("Done!", "✅", "Did that yesterday…"), swears to do it ("Je n'oublierai
    pas de te le rappeler"), or says Arthur did it before ("I already retired that note earlier"): a claim,
    whatever the detector scores."""
    text = sentence.replace("’", "'")
    return bool(DONE_FIRST.search(text) or _SWORN.search(text) or _RECEIPT_OR_SOURCE.search(text) or (
        _BEFORE_ME.search(text) and names_a_verb(text)))


# Something of the owner's said to be gone ("the boiler code note is no longer there", "Lyon's wiped from my memory"):
# an act, whoever did it.
_GONE = re.compile(r"\b(?:no longer|not there anymore|(?:is|are|'s) gone|disappeared|wiped|erased|n'(?:est|existe|apparaît) "
                   r"plus|a disparu|disparue?s?|effacée?s?)\b", re.I)


# A thing that is shared by nature, not shared by Arthur: "the shared drive", "le dossier partagé".
_SHARED_THING = re.compile(r"\bshared (?:drive|folder|docs?|documents?|calendar|space|account|files?|links?|inbox)\b|"
                           r"\b(?:dossier|drive|agenda|espace|compte|fichier|document|lien|calendrier)s? partagée?s?\b",
                           re.I)


_KNOWS = re.compile(r"^\W*(?:je (?:retiens|sais|me souviens|connais)|i (?:remember|know|recall))\b", re.I)


# What is held, said with a participle ("I have one memory saved: …", "J'ai un seul souvenir enregistré : …"): a count
# of what a read shows, not an act.
_HOLDS = re.compile(r"^\W*(?:i have|i've got|j'ai|il y a)\s+(?:only |just |seulement )?(?:one|a|an|two|three|\d+|un|une|"
                    r"deux|trois|un seul|une seule)\s+(?:[\w'-]+\s+){0,2}?(?:saved|stored|on file|kept|noted|recorded|logged|listed|"
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
    return bool(re.search(r"\d", text)) and not asks(text) and not _MAYBE.search(text) and not _WORKED_OUT.search(text)


def tidy(text: str) -> str:
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


_CLAIM_CUES = ("first_person_done", "future_promise", "receipt_idiom", "action_participle", "check_emoji",
               "remote_action")
# A bare wish, thanks or greeting asserts nothing ("Bonne journée !", "Good luck with the call!"): whatever the
# detector scores it beside a receipt, it stays. Short, no figure, no first person acting.
_WISH = re.compile(r"^\W*(?:(?:have a |enjoy (?:the |your )?|bonne |bon |belle )\w+|good luck|bonne chance|"
                   r"thanks?(?: you)?|merci|you're welcome|de rien|avec plaisir|with pleasure|cheers|"
                   r"hello|hi|hey|bonjour|bonsoir|salut|coucou|courage|bravo|well done|nice work|good work|"
                   r"great job|congrats|congratulations|bien joué|nice one|chapeau|félicitations|you're doing (?:very |really |so )?(?:well|great)|"
                   r"tu t'en sors (?:très |super |vraiment )?bien|it's my pleasure|my pleasure|dors bien|dormez bien|"
                   r"sleep well|sweet dreams|rest well|take care|repose-toi|reposez-vous|prends soin de toi|"
                   r"(?:parfait|perfect|great|super|excellent|génial|nickel|top)(?=\W*$))\b", re.I)


_PRAISE = re.compile(r"^\W*(?:(?:great|super|nice|parfait|top|génial)\W+)?(?:that's |c'est )?(?:well done|nice work|good work|good job|great job|nice one|bravo|bien joué|chapeau|"
                     r"one (?:less )?thing (?:off|on) your (?:mind|plate|list)|one less thing|une chose de moins|"
                     r"un souci de moins|une (?:bonne )?chose de (?:faite|réglée))\W*$", re.I)


# The owner's deed praised, with a few words after it ("Une bonne chose de faite avant la pause de midi",
# "Lovely, one more box ticked for the wedding.", "One less thing to keep in your head.").
_DEED_DONE = re.compile(r"(?i:^\W*(?:(?:lovely|great|nice|super|parfait|top|génial|et voilà|voilà)\W+)?(?:that's |c'est |ça fait )?"
                        r"(?:one less thing|one more (?:box|thing) (?:ticked|done|off)|une chose de moins|un souci de moins|"
                        r"une (?:bonne )?chose de (?:faite|réglée)|un truc de moins)\b)(?:(?! (?:has|have|got|is|are|was|est|sont|a|ont)\b)(?! [A-ZÀ-Þ])[^.!?\d:;]){0,40}[.!]*\W*$")
_DEED_DONE_WORDS = re.compile(r"\b(?:ticked|done|off|faite|réglée)\b", re.I)
_SIGNS = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\ufe0f]")  # emoji, which the check-emoji cue would read


def claim_cued(text: str) -> bool:
    """One of the detector's rule cues that mark a claim fires on `text`."""
    cues = dict(zip(RULE_NAMES, rule_features(text), strict=True))
    return any(cues[n] for n in _CLAIM_CUES)


# A verdict on the owner's choice, or what it is good for ("Sensible call with your rota.", "Handy for the next
# trainers run.", "Worth telling the school nurse too.", "Léa's lucky to have you!"): short, it states no fact.
_VERDICT = re.compile(r"^\W*(?:(?:that's |c'est |ça, c'est )?(?:a |une )?(?:sensible|smart|wise|good|great|nice|solid|"
                      r"bonne|sage|excellente?|malin|chouette)\s+(?:call|idea|move|choice|plan|thinking|décision|idée|"
                      r"choix|réflexe)\b|(?:handy|useful|worth|pratique|utile)\b|[\w' -]{1,24}(?:'s| is| are) (?:so |"
                      r"really )?lucky to have you\b|[\w' -]{1,24} a (?:bien |vraiment )?de la chance de t'avoir\b)", re.I)


# A wish after a comma or a dash at a sentence's end ("Timer stopped — nice work", "Chrono arrêté, bonne pause").
_TAIL = re.compile(r"^(.*\S)\s*(?:,|—|–|\s-)\s*([^,—–]{2,40})$")


def wish_tail(sentence: str) -> tuple[str, str] | None:
    """A wish that ends a sentence, after a comma or a dash ("Timer stopped — nice work"), or with no mark at all in
    an unpunctuated transcript ("Paused enjoy the break", "C'est coché bravo pour l'appel"): what comes before it and
    the wish, apart (pure). A punctuated sentence is cut only at its own marks."""
    text = sentence.strip()
    if (m := _TAIL.match(text)) and bare_wish(m.group(2)):
        return m.group(1), m.group(2)
    words = text.split()
    if re.search(r"[,;:—–]|[.!?]\s", text) or re.search(r"[^\w\s'’-]", text.rstrip(".!? ")) or len(words) < 3:
        return None  # marks or signs ("Rappel validé ✅ un souci de moins !"): not a bare transcript
    return next(((" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words) - 1)
                 if bare_wish(" ".join(words[i:]))), None)


def bare_wish(sentence: str) -> bool:
    """A short wish, praise or greeting with no figure in it ("Well done!" praises the owner's own deed)."""
    text = sentence.strip().replace("’", "'")
    if _PRAISE.match(text) or (_DEED_DONE.match(text) and not (FIRST_PERSON.search(text) or claim_cued(
            _SIGNS.sub("", _DEED_DONE_WORDS.sub(" ", text))))):
        return True
    if _VERDICT.match(text) and len(text.split()) <= 8 and not re.search(r"\d|[:;—–]", text) and not (
            FIRST_PERSON.search(text) or claim_cued(text)):
        return True
    if not _WISH.match(text) or len(text.split()) > 9 or re.search(r"\d", text) or FIRST_PERSON.search(text):
        return False
    return not claim_cued(_NAMED_THING.sub(" ", text))  # "Bon courage pour la reprise" wishes well for a thing


# A word after an article or a possessive is a thing named, not an act done ("la reprise", "ta sortie").
_NAMED_THING = re.compile(r"\b(?:la|le|les|l'|une|un|ta|ton|tes|ma|mon|mes|sa|son|ses|bonne|bon|belle|the|your|a|an)\s*\w+", re.I)


# Advice to the owner about their own next step ("Pense à prendre ton RIB", "Don't forget your ID", "Tip: …",
# "/prefs shows the list"): the owner acts, not Arthur; it is never a claim, beside a receipt or alone.
# The owner is the subject of the step ("aim to be asleep by 23:00", "tu peux l'ajouter avec /contact", "ask me
# again that evening"), first or after an opening condition ("For 7h30 of sleep, aim to …").
_ADVICE = re.compile(r"^(?:\W*(?:for|if|to|since|when|once|before|after|pour|si|puisque|quand|une fois|"
                     r"avant|après|dès)\b[^,;:—–]*[,;:—–]\s*)?\W*(?:pense[sz]? à|n'oublie[sz]? pas|don't forget|remember to|make sure|"
                     r"be sure to|(?:it's |it might be |might be )?worth \w+ing\b|(?:ça|ca) vaut (?:le coup|la peine) de|(?:quick |small |little )?tip\s*:|(?:petite? )?(?:astuce|truc|conseil)\s*:|aim (?:to|for)|try to|you'll find (?:it|them)|"
                     r"tu (?:la |le |les )?retrouveras|you (?:can|could|should|"
                     r"might want to|may want to)|it's best to|best to|better to|vise[sz]?|essaie[sz]? de|tu (?:peux|"
                     r"pourrais|devrais|pourras|auras le temps)|vous (?:pouvez|pourriez|devriez|pourrez|aurez le temps)|"
                     r"(?:tu|vous) (?:le |la |les |l')\w+(?:ras|rez)\b|mieux vaut|il vaut mieux|"
                     r"/\w+(?: \w+)? (?:shows|lists|gives|te montre|vous montre|liste|affiche|donne))", re.I)
_ASK_ME = re.compile(r"^\W*(?:(?:you can|tu peux|vous pouvez)\s+)?(?:ask me|tell me|try (?:asking|again)|ask again|"
                    r"demande-moi|dis-moi|dites-moi|demandez-moi|(?:re)?demande(?:-le|-la|-les)?-moi|redemandez(?:-le|-la)?-moi|me redemander|"
                    r"me (?:re)?poser la question|repose[zr]?-moi|réessaie|réessayez)\b", re.I)
_THEN_LOOK = re.compile(r"\b(?:and|et) (?:i'll|we'll|i will|we will|we can|i can|je|on) (?:\w+ )?(?:look|check|see|read|tell|"
                        r"regarde\w*|lir\w+|verr\w+|dir\w+|vérifi\w+)\b", re.I)
ME = re.compile(r"\b(?:me|moi|m'|myself)\b", re.I)


def owner_advice(sentence: str) -> bool:
    """Advice on what the owner may do next, with no first person in it ("ask me again" aside)."""
    text = sentence.strip().replace("’", "'")
    if _ASK_ME.match(text):  # "Ask me on Sunday and we'll look at it": what follows is on the owner's asking
        text = _ASK_ME.sub("", _THEN_LOOK.sub(" ", text))
        return not FIRST_PERSON.search(text) and not ME.search(text)
    if FIRST_PERSON.search(text) or ME.search(text):
        return False
    if _ADVICE.search(text):
        return True
    if not re.search(r"(?:^|\s)/[a-z]", text):  # a command to use ("Tu le retrouveras avec /notes portail")
        return False
    return not claim_cued(text)


# Arthur saying what it does NOT do ("I won't add anything", "je n'ajoute rien de mon côté"): a denial claims no act.
# Its reason must be the owner's own ("since your phone alarm covers it" after "I set an alarm on my phone"): an
# invented one ("your pharmacy app already sends it") leaves it a claim. "No longer" / "plus" says a change: a claim.
DENIAL = re.compile(r"\b(?:i|we) (?:won't|will not|didn't|did not|haven't|have not|don't|do not|am not|'m not|"
                     r"can't|cannot)(?:\s+[\w']+){0,3}|\bje (?:ne |n')(?:(?:[mtsl]'|(?:me|te|le|la|les|lui|leur|en|y)\s))*"
                     r"\w+\s+(?:pas|rien|jamais|aucune?)\b(?:\s+(?:un second|une seconde|un autre|une autre|de plus|"
                     r"(?:de|d'|un|une|le|la|les)\s*\w+))?(?:\s+de mon côté)?|"
                     # spoken French, with no "ne": "je l'ajoute pas ici", "j'ai rien repoussé", "j'ai encore rien mis"
                     r"\bje (?:(?:[mtsl]'|(?:me|te|le|la|les|lui|leur|en|y)\s))*\w+\s+(?:pas|jamais)\b|"
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


# Pointing at what code shows beside it ("There's your briefing.", "Voilà le résumé de ta semaine 👇").
_PRESENTS = re.compile(r"^\W*(?:and |et )?(?:here(?:'s| is| you go| it is)|there(?:'s| you go| it is)|that's|this is|"
                       r"voilà|voici|ci-dessous|ci-dessus)\b", re.I)


def presents(sentence: str) -> bool:
    """A short sentence that only presents what code shows (a briefing): no figure, no "I", no header."""
    text = sentence.replace("’", "'").strip()
    return bool(_PRESENTS.match(text)) and not re.search(r"\d", text) and not FIRST_PERSON.search(text) and len(
        text.split()) <= 10 and not text.endswith(":")


def points_to(sentence: str) -> bool:
    """After a refusal, the way on that code does not give: a command to use ("/reminders shows the numbers", "Tu peux
    l'ajouter avec /contact NOM CHAT_ID") or asking again later. Advice about the refused object ("you can start
    a timer on it") reads as if it existed: it goes."""
    return owner_advice(sentence) and (bool(re.search(r"(?:^|\s)/[a-z]", sentence)) or bool(_ASK_ME.match(
        sentence.strip())))


_NAME_INSIDE = re.compile(r"(?<=\w )[A-ZÀ-Ö][a-zà-ÿ]+")


_FILTERS = frozenset({"period", "date", "end_date", "day", "when", "kind", "phase", "status", "order", "scope"})  # not a subject


def says_not_found(sentence: str, reads: Sequence[Any], among: frozenset[str] | None = None) -> bool:
    """After reads that found nothing: a negated sentence about what was looked for ("I found no note mentioning
    your passport", or anything when the reads looked for nothing in particular: "Rien au compteur hier"), naming
    nothing more (no figure, no name, no quote). With `among` (the names of the reads' empty lists, when the rest is
    not empty), only a sentence naming one of them ("Aucune décision enregistrée" beside a project's empty
    "decisions")."""
    text = sentence.replace("’", "'")
    if not negated(text) or re.search(r"\d|[«»\"]", text) or _NAME_INSIDE.search(text) or CHANGE.search(text):
        return False
    for clause in re.split(r"[,;:—–]", text):  # a negated clause may say "logged": "no session was logged"
        if not negated(clause) and claim_cued(clause):
            return False  # "La note a été supprimée, elle …" claims an act
    if among is not None:
        return any(same_stem(w, fold(k)) for w in TOKEN.findall(fold(text)) for k in among)  # "décision": a topic word
    asked = [w for c in reads for k, v in c.arguments.items() if isinstance(v, str) and k not in _FILTERS
             for w in content_words(v)]
    if not asked:
        return True  # a listing of everything that came back empty ("No session recorded today"): nothing to name
    return any(same_stem(w, a) for w in content_words(text) for a in asked)


# An offer on a condition the owner holds ("If you give me her chat id, I can add her", "Si ton loyer part toujours le
# même jour, je peux en faire un rappel mensuel"): nothing is done until they answer. Not when it says something was
# done ("If you need it, I've saved it") or asks for more of the same.
_IF = re.compile(r"^\W*(?:if|si|s'|whenever|when you|dès que tu|quand tu)\b", re.I)


# The same offer with its condition last ("I can create it if you want", "je peux l'ajouter si tu veux"), or asking
# the owner for what it needs first ("Donne-moi son chat id et je l'ajoute", "Send me the time and I'll set it").
_CAN_IF = re.compile(r"^\W*(?:i can|i could|i'd be happy to|happy to|je peux|je pourrais|on peut|we can)\b[^.!?]*\b(?:if you "
                     r"(?:want|like|wish|prefer|need)|if you'd like|if that helps|if needed|si tu (?:veux|le souhaites|"
                     r"préfères|en as besoin)|si besoin|si ça t'arrange)\W*$|^\W*(?:i can|i could|je peux|je pourrais)\b[^.!?]*"
                     r"\b(?:instead|plutôt|à la place)\b|^\W*(?:donne|donnez|envoie|envoyez|indique|indiquez)-moi\b[^.!?]*\bquand "
                     r"(?:tu|vous)\b|^\W*(?:tu veux|veux-tu|voulez-vous|vous voulez|want me to|do you want|"
                     r"would you like|shall i|should i|souhaites-tu)\b[^.!]*\?\W*$|^\W*(?:to [\w' ]{1,30},? )?(?:i'll need|i'd need|"
                     r"i would need|i need|j'aurai besoin|j'ai besoin|il me (?:faut|faudra|faudrait))\b|^\W*(?:just )?(?:say the word|let me know|"
                     r"tell me|dis-le-moi|dites-le-moi|dis-moi|dites-moi|fais-moi signe|faites-moi signe)\b[^.!?]*\b(?:when|if|"
                     r"quand|si) (?:you|tu|t'|vous)\b[^.!?]*[.!]?\W*$|^\W*(?:give|send|tell) me\b[^.!?]*\band "
                     r"(?:i'll|i will|i can)\b|^\W*(?:donne|envoie|dis|indique|donnez|envoyez|dites|indiquez)-moi\b[^.!?]*\bet (?:je|j')", re.I)


_DONE_NOW = re.compile(r"\b(?:i've|i have|i had|j'ai|done|c'est fait|already|déjà)\b", re.I)


def offers(sentence: str) -> bool:
    text = sentence.strip().replace("’", "'")
    kept = re.sub(r"\b(?:ce que|ce qu'|what) ?(?:j'ai|i have|i've)\b", " ", text, flags=re.I)  # what Arthur holds
    if _CAN_IF.search(text) and not CHANGE.search(text) and not MORE.search(text) and not _DONE_NOW.search(kept):
        return True
    if re.match(r"\W*(?:if|si|s'|when|quand)\s+(?:you|tu|t')\s*(?:don't|do not|haven't|have not|didn't|ne\b|n')", text, re.I):
        return False  # "If you don't react within 5 minutes, I'll call your phone": Arthur acting on its own
    return bool(_IF.match(text)) and not (AFFIRMED.search(text) and not re.search(
        r"\b(?:i'll|i will|je vais)\b", text, re.I)) and not CHANGE.search(text) and not MORE.search(text)


# The end of a listing restated ("Nothing else on the list for now.", "Rien d'autre pour l'instant.", "That's all."):
# true when the sentence before it counted the items and the reads proved that count.
_CLOSES = re.compile(r"^\W*(?:(?:and |et )?nothing else|that's (?:all|it)|rien d'autre|c'est tout|pas d'autres?|"
                     r"(?:that's|it's) the only one|c'est (?:la|le) seule?)\b"
                     r"(?: (?:on|in|sur|dans) (?:the|your|ta|la|tes|ton) (?:list|liste)\w*)?(?: (?:for now|pour l'instant|"
                     r"pour le moment|so far|à part ça))?\W*$", re.I)


def closes(sentence: str) -> bool:
    """Only "nothing else (for now)" (pure)."""
    return bool(_CLOSES.match(sentence.replace("’", "'")))
