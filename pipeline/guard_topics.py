"""The model's sentences that may answer the owner with nothing to prove: knowledge, an explanation of how Arthur
works, small talk, a comment beside a receipt, the owner's words given back; and those that say more than they seem
(hearsay, a figure quoted as the owner's) (pure). What the owner's message asks is read in guard_asked."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.grounding import content_words, same_stem
from pipeline.guard_asked import (
    ARTHUR_THINGS,
    NAMED,
    NO_NEED,
    REQUEST,
    STATEMENT,
    THINGS,
    WEEKDAYS,
    WHEN,
    YOUR_THING,
    asks_act,
    owner_did,
)
from pipeline.guard_rules import AFFIRMED, DENIAL, DONE_FIRST, FIRST_PERSON, ITEM, claim_cued
from pipeline.guard_talk import ME, offers
from pipeline.guard_vocabulary import names_a_verb

_DATED = re.compile(rf"\d|\b(?:{WEEKDAYS}|week-?end|noon|midi|midnight|minuit)\b", re.I)


def small_talk(sentence: str, said: str = "") -> bool:
    """Knowledge that names no day, time or figure either ("Classic border collie 😄"), but those the owner just
    said ("Third in cat 2, nice result!" after "I finished 3rd in the cat 2 race"): what may answer an owner who
    only told something (pure)."""
    theirs = {m.lower() for m in _DATED.findall(said)}
    return knowledge(sentence) and all(m.lower() in theirs for m in _DATED.findall(sentence))


def said_before(word: str, theirs: list[str]) -> bool:
    """A content word that is one of `theirs` (the owner's message, a receipt), or of the same stem (pure)."""
    return any(word == t or same_stem(word, t) for t in theirs)


_YOU_DID = re.compile(r"\b(?:tu as|t'as|tu l'as|vous avez|you've|you have|you already)\b[^,;.!?]*", re.I)
# A greeting back ("Morning, chef!", "Salut !"): what may answer an owner's short hello.
_GREETING = re.compile(r"^\W*(?:good )?(?:morning|evening|afternoon|night|hello|hi|hey|bonjour|bonsoir|salut|coucou|"
                       r"re)\b[\w\s,'-]{0,20}[!.]?\s*$", re.I)


def greets(sentence: str) -> bool:
    """A short greeting, nothing else (pure)."""
    return bool(_GREETING.match(sentence.replace("’", "'"))) and len(sentence.split()) <= 4


_UNDERSTOOD = re.compile(r"^\W*(?:got it|ok(?:ay)?|understood|i see|compris|d'accord|entendu|je vois)\b", re.I)


def declines(sentence: str, said: str) -> bool:
    """After the owner told of their own act, a sentence that says Arthur will not act, because of it, in the
    owner's terms ("Then your calendar has it covered, no need for a duplicate here."): no act of Arthur's is
    affirmed, no figure the owner did not say, and little beside the owner's words (pure)."""
    text = sentence.replace("’", "'")
    if not owner_did(said):
        return False
    if _UNDERSTOOD.match(text) and not re.search(r"\w", _UNDERSTOOD.sub(" ", text)):
        return True  # "Got it.": understood, nothing said done
    if not (DENIAL.search(text) or NO_NEED.search(text) or _COVERED.search(text)):
        return False
    rest = _COVERED.sub(" ", _UNDERSTOOD.sub(" ", NO_NEED.sub(" ", DENIAL.sub(" ", text))))  # "Got it — …": understood, not stored
    theirs_done = re.sub(r"[\U0001F300-\U0001FAFF]+\ufe0f?\W*$", "", _YOU_DID.sub(" ", rest))  # "t'as déjà passé la
    # commande": the owner's act, no claim of Arthur's; a closing "👍" with it
    if AFFIRMED.search(rest) or FIRST_PERSON.search(rest) or claim_cued(theirs_done) or DONE_FIRST.search(rest):
        return False
    if {m.lower() for m in ARTHUR_THINGS.findall(rest)} - {m.lower() for m in ARTHUR_THINGS.findall(said)}:
        return False  # "your dentist reminder is already there": a claim about the owner's data
    if not set(re.findall(r"\d+", text)) <= set(re.findall(r"\d+", said)):
        return False
    theirs = content_words(said)
    words = [w for w in content_words(rest) if w not in _OPENERS]  # "Great, then no need to run the timer here."
    echoed = [w for w in words if said_before(w, theirs)]
    return (bool(echoed) or not words) and len(words) - len(echoed) <= len(echoed) + 1


# News is not knowledge: what happened or was decided lately ("ta conseillère a validé ton prêt ce matin").
_LATELY = re.compile(r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week)|yesterday|last night|earlier|already|"
                     r"demain|pending|en attente|"
                     r"just|ago|recently|aujourd'hui|ce (?:matin|soir|midi)|cet après-midi|cette semaine|hier|déjà|"
                     r"tout à l'heure|récemment|il y a|last (?:week|month|year|time)|(?:le mois|la semaine|l'an|l'année|la fois) "
                     r"derni(?:er|ère)|you(?:'d| had)? (?:decided|chose|agreed)|(?:tu as|vous avez|tu avais|vous aviez) "
                     r"(?:décidé|choisi))\b", re.I)


_SAYING = re.compile(r"\b(?:saying|say|dire|répondre|answer|reply)\s*(?:\"[^\"]{1,80}\"|“[^”]{1,80}”|«[^»]{1,80}»)", re.I)
_IF_CLAUSE = re.compile(r"\b(?:si|if|s'il|s'ils|whether)\b[^,.;:!?]*", re.I)  # a case put, not news


# Arthur's mind, not its acts ("J'imagine l'ambiance", "I bet she's proud", "I hope the coffee is strong").
_MIND = re.compile(r"\b(?:i|je|j'|i'd|i would) ?(?:imagine|bet|hope|guess|think|say|love|adore|parie|espère|pense|crois|"
                   r"suppose)\b", re.I)


def knowledge(sentence: str, answer: bool = False) -> bool:
    """A sentence that speaks of no act, of nothing lately, and of nothing of Arthur's or the owner's stored
    things (pure). In the `answer` to a question about the world, a word that often says an act is read in its
    other sense ("A mini stick-and-net set", "keeps everything sorted", "you're covered") unless the sentence opens
    with it ("Ordered the gift") or names a day, time or number ("Booked for Friday")."""
    text = _SAYING.sub(" ", _MIND.sub(" ", sentence.replace("’", "'")))  # 'saying "good point, I'll look into it"': theirs to say
    cued = claim_cued(text) and not (answer and not _CLOCK_OR_DAY.search(text) and not _OPENS_DONE.match(text))
    return not (FIRST_PERSON.search(text) or ME.search(text) or ARTHUR_THINGS.search(text) or cued
                or DONE_FIRST.search(text) or _LATELY.search(_IF_CLAUSE.sub(" ", text)))  # "si l'entreprise a déjà…": a case


# In an answer about the world, a quantity is the answer ("ça fait 171", "in under 15 minutes", "8 rangées de cils");
# a day or a clock time still reads as a plan ("Booked for Friday", "done by 9").
_CLOCK_OR_DAY = re.compile(r"\d{1,2}(?::\d{2}|\s?h\s?\d{0,2}\b|\s?(?:am|pm)\b)|\b(?:at|à|by|vers) \d{1,2}(?=\s*(?:$|[.,!?;)]|h\b|heures?\b|o'clock|in the|du (?:matin|soir)))|\b(?:tonight|tomorrow|"
                           rf"today|ce soir|demain|aujourd'hui|o'clock|noon|midi|midnight|minuit|{WEEKDAYS})\b", re.I)
_OPENS_DONE = re.compile(r"^\W*(?:\w+ed|\w+(?:é|ée|és|ées)|set|sent|put|got|done|made|kept|fait|mis|pris)\b", re.I)


# Kinds of the owner's things named in general ("your notes, reminders and preferences are stored", "avec vos rappels du
# jour"): what Arthur keeps, no item of theirs.
_KINDS = re.compile(r"\b(?:your|tes|vos) (?:[\w'-]+ )?(?:notes|reminders|rappels|preferences|préférences|memories|"
                    r"souvenirs|projects|projets|timers|chronos|contacts|sessions|decisions|décisions)\b", re.I)
_YOURS = re.compile(rf"\b(?:you have|you've got|you had|tu as|t'as|tu avais|{YOUR_THING})\b", re.I)
_ARTHUR_DID = re.compile(r"\b(?:i've|i have|i had|i did|i'll|i will|i'm going|j'ai|j'avais|je vais|je l'ai|je t'ai)\b|"
                         r"\bje \w+rai\b", re.I)

# What the owner does first in a how-to ("Just ask me to share it.", "Tu me dis quoi et quand", "send me his chat id"):
# what Arthur then will do hangs on it.
_ON_ASKING = re.compile(r"\b(?:ask me|tell me|send me|give me|if you|when you|once you|demande-moi|dis-moi|donne-moi|"
                        r"envoie-moi|tu me dis|tu me donnes|si tu|quand tu|une fois que tu)\b", re.I)
_WILL = re.compile(r"\b(?:i'll|i will|je vais)\b|\bje \w+rai\b", re.I)


def explains(sentence: str, before: str = "") -> bool:
    """A sentence on how things go in general: nothing Arthur did or will do (but what it will do once the owner
    asks, said `before` or in it), none of the owner's own items, no figure of theirs (pure)."""
    text = _KINDS.sub(" ", sentence.replace("’", "'"))
    if _ON_ASKING.search(before.replace("’", "'") + " " + text):
        text = _WILL.sub(" ", text)
    if ITEM.match(text):  # a list of what Arthur can do: "• your preferences and a long-term memory"
        text = re.sub(rf"\b(?:your|ton|ta|tes|votre|vos) (?:{THINGS})\b", " ", text, flags=re.I)
    return not (_YOURS.search(text) or _ARTHUR_DID.search(text) or DONE_FIRST.search(text) or _LATELY.search(text)
                or re.search(r"#\d|n°\s?\d|\b\d{1,2}[:h]\d{2}\b", text))


WEAK = 0.5  # a claim score under this beside a write may be a comment (see remark)


def remark(sentence: str, score: float) -> bool:
    """Beside a write's receipt, a comment the detector only weakly calls a claim ("The bakers do get booked up early,
    so that's wise.", "Ça te garde le créneau du footing matinal"): no act of the vocabulary, no first person, no
    day, time or number, none of Arthur's things, nothing lately (pure)."""
    text = sentence.replace("’", "'")
    if _EVALUATES.match(text):  # the judgement itself ("nice one", its emoji) claims nothing: what follows is read
        text, score = _SIGNS_LAST.sub("", _EVALUATES.sub("", text)), 0.0
    elif _OPINION.search(text) or _GENERIC.match(text) or _GOING_NOWHERE.search(text) or _CAN_WAIT.search(text) or _LOAD.match(text):  # "…was the right hill to die on, if you ask me": a view,
        text, score = _OPINION.sub(" ", text), 0.0  # read without its marker; "Notaries aren't going anywhere 😄": a joke
    return score < WEAK and knowledge(text) and not (WHEN.search(text) or names_a_verb(text) or _NOW.search(text)
                                                     or _IT_LATER.search(text))  # "It'll repeat all season."


def aside(sentence: str, said: str, receipts: Sequence[str]) -> bool:
    """Beside a write's receipts, a comment on something else, whatever its score ("Brave minette.", "You're nearly
    there!", "L'hiver lillois, ça ne pardonne pas ☁️"): no word of the owner's message or of the receipts (what a
    restatement names: "Clock's ticking on Pembury" beside a timer started on another project), no act, state
    reached or future ("Clocked you out", "It's gone for good", "You won't hear about it"), nothing of the owner's
    ("Your list is clear"), no figure (pure)."""
    text = sentence.replace("’", "'")
    if not knowledge(text) or WHEN.search(text) or names_a_verb(text) or _NOW.search(text) or _STATE_OR_LATER.search(
            _NOUN_E.sub(" ", text)):
        return False
    theirs = content_words(" ".join([said, *receipts]))
    return not any(said_before(w, theirs) for w in content_words(text))


# What a thing or someone else will do ("It'll repeat all season", "He'll have it next time", "il sonnera"): not the
# owner's ("vous le reprendrez"), nor a feeling ("Your dentist will be glad").
_IT_LATER = re.compile(r"\b(?:it|he|she|they|ça|ca|il|elle|ils|elles)(?:'ll| will| won't| va| vont| \w+(?:ra|ront))\b(?! (?:be )?"
                       r"(?:glad|happy|pleased|thrilled|proud|delighted|content|contente?s?|ravie?s?|fière?s?|fiers|heureux|"
                       r"heureuses?|touchée?s?)\b)", re.I)  # a feeling: "Il sera content d'avoir de tes nouvelles."
# A French noun in -é after its article is no participle ("la boulette de pâté", "un bon café").
_NOUN_E = re.compile(r"\b(?:le|la|les|un|une|du|de|des|au|aux|ton|ta|tes|mon|ma|mes|son|sa|ses|ce|cette|bon|bonne)\s+"
                     r"\w+(?:é|ée|és|ées)\b|\bl'\w+(?:é|ée|és|ées)\b", re.I)
_STATE_OR_LATER = re.compile(r"\b(?:will|won't|wont|gonna|going to|\w+'ll|va|vont|\w+(?:ras|rez|ront|rai)|"
                             r"\w{2,}ed|gone|done|set|sent|put|kept|left|made|taken|got|gotten|over|"
                             r"clear|empty|\w+(?:é|ée|és|ées)|"
                             r"fait|pris|mis|your|yours|ton|ta|tes|votre|vos|plus|encore|still|again|tout est|all good|sorted|ready|"
                             r"en ordre|en place|c'est bon|prête?s?|good to go|in place)\b", re.I)


# A comment that opens by judging what the owner said or did ("Nice one getting it sorted early!", "Pas mal pour
# une cuisine en chêne massif", "Fingers crossed the notary keeps that slot"): a remark whatever its score.
_EVALUATES = re.compile(r"^\W*(?:nice one|nice|lovely|pas mal|belle|beau|joli|jolie|chouette|fingers crossed|croisons les "
                        r"doigts|good call|smart|wise|bien vu|sage|that's (?:a )?(?:great|good|nice|lovely|smart|wise|"
                        r"sensible)|quel|quelle|what a)(?=\s+[a-zà-ÿ])", re.I)  # "Nice, picked up…" is no judgement
_OPINION = re.compile(r",?\s*\b(?:if you ask me|in my (?:humble )?opinion|imho|à mon avis|si tu veux mon avis|si vous voulez "
                      r"mon avis|selon moi|pour moi|if i may say so|ça se défend|ca se defend|fair enough|as they say|comme on dit)\b,?|"
                      r",?\s*\banyway\s*(?=\W*$)", re.I)
# How much there is, judged in a word ("Ça reste gérable !", "That's very doable."): a view of the read, no item named.
_LOAD = re.compile(r"^\W*(?:ça|ca|c'est|that's|that is|it's|it is|looks|sounds)\s+(?:(?:reste|restes|still|encore|plutôt|assez|"
                   r"très|bien|quite|pretty|very|fairly|totally|tout à fait)\s+)*(?:gérable|faisable|jouable|raisonnable|"
                   r"manageable|doable|reasonable|light|léger|légère|calme|tranquille|quiet)\W*$", re.I)
# What people or things of a kind are like ("Notaries are rarely in a hurry", "Les notaires ne sont jamais pressés"):
# a generality, no item of the owner's.
_GENERIC = re.compile(r"^\W*(?:the |les )?(?-i:[A-Za-zÀ-ÖØ-öø-ÿ]+s)\s+(?:are|aren't|rarely|never|always|seldom|usually|tend|"
                      r"sont|ne sont|n'ont|ont toujours|aiment|adorent)\b", re.I)
_GOING_NOWHERE = re.compile(r"^\W*(?!(?:your|my|the|ton|ta|tes|mon|ma|mes|le|la|les|vos|votre|it|il|elle|ça)\b)[\w' -]{2,30}\b"
                            r"(?:isn't|aren't|is not|are not|ain't) going anywhere\b", re.I)
# A thing that can wait, said as a joke beside the write that moved it ("The seedlings can wait a wee bit.", "Le
# notaire attendra bien un jour de plus 😄"): not the owner's own thing named as such.
_CAN_WAIT = re.compile(r"^\W*(?!(?:your|my|ton|ta|tes|mon|ma|mes|vos|votre|it|il|elle|ça|the reminder|le rappel)\b)[\w' -]{2,30}\b"
                       r"(?:can wait|can hold on|will keep|attendra|attendront|peut attendre|peuvent attendre)\b", re.I)
_SIGNS_LAST = re.compile(r"[\s\U0001F000-\U0001FAFF\u2600-\u27BF\ufe0f]+$")
_NOW = re.compile(r"(?<!by )\b(?:now|from now on|maintenant|désormais|dorénavant)\b", re.I)  # not "by now"


# The owner's figure, said as theirs ("You've put in 3h10 today", "T'es à 2 rappels"): what a read must hold.
_THEIR_FIGURE = re.compile(r"\b(?:you've|you have|you're at|you are at|you did|tu as|t'as|tu es à|t'es à|tu en es à|"
                           r"vous avez|vous êtes à|vous en êtes à)\b(?:\s+[\w'-]+){0,3}?\s+\d", re.I)


def quotes_data(sentence: str) -> bool:
    """Beside a read, a figure said as the owner's is a claim whatever the detector makes of the rest of the sentence
    (a long comment after it can hide it: "You've put in 3h10 today, …, even if the velocity map doesn't feel like
    it." scored 0.25); advice ("you could take a 10-minute walk") is not (pure)."""
    text = sentence.replace("’", "'")
    return bool(_THEIR_FIGURE.search(text)) and not re.search(r"\b(?:could|should|might|can|pourrais|devrais|peux)\b",
                                                               text, re.I)


# Someone else's act or habit given as the reason nothing is needed ("La pharmacie de Fribourg les lui livre déjà chaque
# mois", "Ton voisin a dit qu'il les taillerait", "Your accountant is already handling it", "the rota project records
# swaps by itself"): no tool can know it.
_HEARSAY = re.compile(r"\b(?:a dit|ont dit|m'a dit|t'a dit|said|says|told (?:you|me)|s'(?:en )?(?:occupe|charge)\w*|"
                      r"(?:is|are) (?:already )?(?:handling|taking care|on it)|takes care|handles|(?:already|déjà|toujours|"
                      r"always) (?:\w+ ){0,3}?(?:sends?|envoie\w*|livre\w*|deliver\w*|rappelle\w*|reminds?|books?|réserve\w*|"
                      r"pays?|paie\w*|fait|does|do|gère\w*|manages?|handles?|lists?|liste\w*|has|shows?|affiche\w*|contains?|contient|"
                      r"covers?|couvre\w*|includes?|inclut|tracks?|pings?)|\w+(?:era|eront|ra|ront) déjà|chaque (?:mois|semaine|année|fois)|"
                      r"every (?:month|week|year|time)|by (?:it|them)sel(?:f|ves)|on (?:its|their) own|automatically|"
                      r"automatiquement|toute? seule?s?|d'elle-même|de lui-même|d'eux-mêmes)\b", re.I)
_HEDGE = re.compile(r"\b(?:could|might|may|maybe|perhaps|probably|peut-être|pourrait|pourraient|sans doute|"
                    r"probablement|if|si|ask|demande)\b", re.I)
_OWNER_AS_SUBJECT = re.compile(r"^\W*(?:you|tu|t'|vous|i|je|j'|we|nous|on)\b", re.I)


def hearsay(sentence: str, said: str) -> bool:
    """Asked to act, a sentence that gives a third party's act or habit the owner did not mention, unhedged: a
    claim about the world whatever the detector scores (pure)."""
    text = sentence.replace("’", "'")
    m = _HEARSAY.search(text)
    if not asks_act(said) or "?" in said or not m or _HEDGE.search(text) or _OWNER_AS_SUBJECT.match(text) or re.search(
            r"\b(?:on|we|nous) s'en\b", text, re.I) or offers(text):
        return False  # a question's answer says what Arthur can do; "on s'en occupe" is Arthur's own; "Voulez-vous
    # que je note ce qu'il vous a dit ?" offers
    theirs = set(content_words(said))  # who acts, named before it: "Ton voisin de jardin a dit…", not "Parfait, ton réveil"
    return any(w not in theirs and w not in _OPENERS and len(w) >= 4 for w in content_words(text[:m.start()]))


_OPENERS = frozenset(["parfait", "perfect", "great", "super", "nickel", "okay", "good", "bien", "alright", "genial",
                      "cool", "need", "besoin", "sure", "right", "entendu", "d'accord", "dommage", "top", "between", "entre"])
# The owner's own arrangement said to cover it ("Then you're covered", "Between the diary and the kitchen calendar
# you're well covered!"): theirs, after they told of it.
_COVERED = re.compile(r"\b(?:you're|you are|t'es|tu es|vous êtes) (?:well |all |fully |bien |déjà )?(?:covered|couverte?s?|parée?s?)\b",
                      re.I)


_YOU_FIRST = re.compile(r"^\W*(?:[\w'-]+\s*,\s*)?((?:you|you're|you've|you were|tu|t'|vous)\b.*)", re.I | re.S)


def echoes(sentence: str, said: str) -> bool:
    """A sentence about the owner that only repeats what they told this turn (not what they asked): no figure,
    act, first person or thing of Arthur's they did not say (pure)."""
    m = _YOU_FIRST.match(sentence.replace("’", "'"))
    if not m or REQUEST.search(said.replace("’", "'")):  # "clock me out" → "You're clocked out": done
        return False
    told = " ".join(p for p in re.split(r"(?<=[.!?])\s+", said.replace("’", "'")) if not p.rstrip().endswith("?") and (
        STATEMENT.match(p) or NAMED.match(p)))  # a statement, not "switch my timer to Vidal" ("You're now on Vidal")
    if not told:
        return False
    text = m.group(1)
    if FIRST_PERSON.search(text) or ME.search(text) or ARTHUR_THINGS.search(text) or claim_cued(text) or DONE_FIRST.search(
            text) or any(d not in told for d in re.findall(r"\d+", text)):
        return False
    theirs = content_words(told)
    words = content_words(text)
    return bool(words) and all(said_before(w, theirs) for w in words)
