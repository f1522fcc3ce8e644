"""What the owner's message is about, and what may answer it with nothing to prove: a question about the world
(knowledge), how Arthur works (an explanation), something the owner only tells (small talk) (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.grounding import content_words, same_stem
from pipeline.guard_rules import AFFIRMED, DENIAL, DONE_FIRST, FIRST_PERSON, ITEM, claim_cued
from pipeline.guard_talk import ME, offers
from pipeline.guard_vocabulary import names_a_verb

# A question about the world ("how long should I boil an egg?", "si je pars à 7h45, j'arrive quand ?"): nothing of
# the owner's is asked for, and nothing is asked to be done.
_DO = re.compile(r"\b(?:remind|note|jot|save|log|track|start|stop|pause|resume|add|delete|remove|forget|set|schedule|record|create|"
                 r"book|send|share|tell|remember|keep|mark|tick|cancel|move|snooze|rappelle|rappeler|note|noter|"
                 r"enregistre|lance|arrête|mets|ajoute|supprime|retire|oublie|programme|envoie|partage|préviens|"
                 r"retiens|garde|coche|annule|décale|repousse|démarre|marquer?|cocher|valider?|terminer?|créer?|"
                 r"programmer|planifier?|enregistrer|supprimer|retirer|annuler|décaler|repousser|démarrer|lancer|"
                 r"arrêter|mettre|ajouter|partager|envoyer|garder|retenir|oublier|reporter?|reprends|reprendre|"
                 r"renommer?|archiver?|complete|close|clear|rename|archive|stoppe|stopper|relance|relancer|coupe|couper)\b", re.I)
# Arthur's things by name, as the owner's ("your notary reminder") or in a question ("how do reminders work?").
THINGS = (r"notes?|reminders?|rappels?|sessions?|timers?|chronos?|projects?|projets?|preferences?|préférences?|memory|"
           r"memories|souvenirs?|contacts?|briefings?|agenda|calendars?|appointments?|rendez-vous|decisions?|décisions?")
# One of them as the owner's, a word or two between ("your notary reminder", "ton briefing du matin").
YOUR_THING = rf"(?:your|ton|ta|tes|votre|vos)(?: [\w'-]+){{0,2}} (?:{THINGS})"
_ARTHUR_THINGS = re.compile(rf"\b(?:{THINGS}|alarms?|alarmes?|mémoire|calendrier|rdv|e-?mails?|messages?|inbox|ping|"
                            r"notif\w*|pending|en attente|to-?dos?|à faire)\b", re.I)


_POSSESSIVE = re.compile(r"\b(?:my|mes|mon|ma|our|nos|notre)\b", re.I)
_ASKING = re.compile(r"^\W*(?:(?:uh+|um+|euh+|erm|hmm+|so|alors|bon|dis|hey|arthur|genre|ok(?:ay)?)\W+){0,3}(?:how|what|which|why|who|give me|(?:any |some )?tips|(?:any |some )?ideas?|quick|list|recipe|comment|quel\w*|combien|"
                     r"pourquoi|donne-moi|fais-moi|idées?|liste|recette|(?:could|can) you explain|explain|"
                     r"(?:tu peux m')?expliquer?|explique-moi|c'est quoi|c quoi|ça veut dire|qu'est-ce qu)\b", re.I)
_OWN_DATA = re.compile(r"\b(?:my|mes|mon|ma|our|nos|notre) (?:day|week|month|schedule|plate|time|agenda|journée|semaine|"
                       r"mois|programme|planning|temps)\b|\b(?:did i|have i|had i|ai-je|avais-je)\b|"
                       r"\bj'ai (?:bossé|travaillé|noté|dit|demandé|fait)\b|\bi (?:worked|told|asked|said)\b", re.I)


_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
# A day, time or number in the owner's message: a request without its verb ("pills at eight tonight").
_WHEN = re.compile(r"\d|\b(?:tonight|tomorrow|today|this (?:morning|afternoon|evening)|ce soir|demain|aujourd'hui|"
                   rf"ce matin|cet après-midi|o'clock|am|pm|heures?|noon|midi|midnight|minuit|{_WEEKDAYS}|one|two|three|"
                   r"four|five|six|seven|eight|nine|ten|eleven|twelve|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|"
                   r"onze|douze)\b", re.I)


def names_act(said: str) -> bool:
    """The owner's message names an act ("save that…", "supprime…"), not only a day or a number (pure)."""
    return bool(_DO.search(said.replace("’", "'")))


def asks_act(said: str) -> bool:
    """The owner's message may ask for an act: it names one ("remind", "note", "supprime"…), or a day, a time or a
    number, as a request without its verb does ("pills at eight tonight") (pure)."""
    text = said.replace("’", "'")
    return bool(_DO.search(text) or _WHEN.search(text)) and not (_NO_NEED.search(text) or _DONT.search(text))


_DONT = re.compile(r"\bdon't (?:bother|set|add|save|share|remind|note)|pas la peine\b", re.I)  # waived: "don't set anything"


def acknowledges(said: str) -> bool:
    """The owner's message is a short acknowledgement ("ok", "merci !", "cool"), asking nothing to be done."""
    return len(said.split()) <= 4 and "?" not in said and not _DO.search(said)


# What the owner tells of what happened, or a thanks or goodbye ("I already texted Julien", "Merci, à ce soir").
_TOLD = re.compile(r"\b(?:already|yesterday|earlier|déjà|hier|tout à l'heure|lol|haha|mdr|merci|thanks|thank you|"
                   r"à ce soir|à demain|bonne nuit|good ?night|see you|(?:i|we) (?:don't|do not) need|no need|"
                   r"pas besoin|je n'ai pas besoin)\b|\b(?:i|we) \w+ed\b|\bj'ai \w+|\bi've \w+",
                   re.I)


_DATED = re.compile(rf"\d|\b(?:{_WEEKDAYS}|week-?end|noon|midi|midnight|minuit)\b", re.I)


def small_talk(sentence: str, said: str = "") -> bool:
    """Knowledge that names no day, time or figure either ("Classic border collie 😄"), but those the owner just
    said ("Third in cat 2, nice result!" after "I finished 3rd in the cat 2 race"): what may answer an owner who
    only told something (pure)."""
    theirs = {m.lower() for m in _DATED.findall(said)}
    return knowledge(sentence) and all(m.lower() in theirs for m in _DATED.findall(sentence))


# News said with an exclamation, or a return ("Florence a perdu sa première dent!", "hey, back from Kehl").
_NEWS = re.compile(r"!\s*\W*$|\b(?:back from|back home|de retour|rentré|rentrée)\b", re.I)


# A statement with its subject first ("il pleut encore sur Toulouse", "Ma mère a préparé un thiéboudienne…", "peuchère,
# quelle semaine de fou"), not a bare verb ("buy milk", "call mum": a request without "remind me").
_STATEMENT = re.compile(r"^\W*(?:\w+, )?(?:it|it's|i|i'm|i've|we|we're|they|he|she|my|the|our|what a|so much|"
                        r"il|elle|on|je|j'\w+|nous|ils|elles|ma|mon|mes|le|la|les|c'est|ça|quel|quelle|trop|tellement)\b", re.I)


# Now and lately in a statement ("it's freezing in Grenoble today", "il neige sur Belledonne ce matin"): not the time
# of a request ("pills at eight tonight" is one).
_NOWADAYS = re.compile(r"\b(?:today|this morning|yesterday|last night|all day|aujourd'hui|ce matin|hier(?: soir)?|"
                       r"toute la journée)\b", re.I)


# News about someone named first ("Biscotte knocked my coffee over again", "Florence a perdu sa dent"): a statement,
# not a request ("Call mum", "Buy bread" name no one doing anything).
_NAMED = re.compile(r"^\W*[A-ZÀ-Ö][a-zà-ÿ'-]+ (?:[a-z]+ed|a|est|has|is|was|vient)\b")


def tells(said: str) -> bool:
    """The owner tells what happened, thanks or says goodbye, and asks nothing: no question, no request, none of
    Arthur's things named. News with an exclamation counts when it names no day, time or number (those may be a
    request without its verb: "Dentist Friday at 3!") (pure)."""
    text = said.replace("’", "'")
    told = bool(_TOLD.search(text)) or (bool(_NEWS.search(text) or _STATEMENT.match(text) or _NAMED.match(text)) and not _WHEN.search(
        _NOWADAYS.sub(" ", text)))
    return told and "?" not in text and not (_DO.search(text) or _ASKING.match(text) or _ARTHUR_THINGS.search(text))


# Declining to act without a first person ("no need for a duplicate here", "pas besoin de le partager d'ici").
_NO_NEED = re.compile(r"\b(?:no need (?:for|to)|nothing (?:for me )?to (?:add|do)|pas besoin d[e']|inutile d[e']|"
                      r"rien (?:à|a) (?:ajouter|faire)|(?:i'll|i will|je) (?:leave|laisse) (?:it|that|ça))(?:\s+[\w']+){0,3}",
                      re.I)  # "I'll leave it there"


def said_before(word: str, theirs: list[str]) -> bool:
    """A content word that is one of `theirs` (the owner's message, a receipt), or of the same stem (pure)."""
    return any(word == t or same_stem(word, t) for t in theirs)


def owner_did(said: str) -> bool:
    """The owner tells of something they did themselves ("j'ai déjà mis une alarme sur mon tel", "I put the race in
    my google calendar already"), asking nothing: no question, no request (pure)."""
    text = said.replace("’", "'")
    return bool(_TOLD.search(text)) and "?" not in text and not _ASKING.match(text) and (
        not _DO.search(text) or (bool(_MINE.match(text)) and not _REQUEST.search(text)))  # "I already log my hours myself"


# The owner as the one who acts, already or on their own ("I already log my hours in my own spreadsheet").
_MINE = re.compile(r"^\W*(?:i|i've|i'm|je|j'ai|j')\b[^?]*\b(?:already|déjà|myself|moi-même|my own|mon propre|ma propre|"
                   r"(?:on|in|into) my|(?:sur|dans) (?:mon|ma|mes))\b", re.I)  # "I set an alarm on my watch"


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
    if not (DENIAL.search(text) or _NO_NEED.search(text)):
        return False
    rest = _UNDERSTOOD.sub(" ", _NO_NEED.sub(" ", DENIAL.sub(" ", text)))  # "Got it — …": understood, not stored
    theirs_done = re.sub(r"[\U0001F300-\U0001FAFF]+\ufe0f?\W*$", "", _YOU_DID.sub(" ", rest))  # "t'as déjà passé la
    # commande": the owner's act, no claim of Arthur's; a closing "👍" with it
    if AFFIRMED.search(rest) or FIRST_PERSON.search(rest) or claim_cued(theirs_done) or DONE_FIRST.search(rest):
        return False
    if {m.lower() for m in _ARTHUR_THINGS.findall(rest)} - {m.lower() for m in _ARTHUR_THINGS.findall(said)}:
        return False  # "your dentist reminder is already there": a claim about the owner's data
    if not set(re.findall(r"\d+", text)) <= set(re.findall(r"\d+", said)):
        return False
    theirs = content_words(said)
    words = [w for w in content_words(rest) if w not in _OPENERS]  # "Great, then no need to run the timer here."
    echoed = [w for w in words if said_before(w, theirs)]
    return (bool(echoed) or not words) and len(words) - len(echoed) <= len(echoed) + 1


def about_the_world(said: str) -> bool:
    """The owner asks about the world, not about their own things or for an act (pure)."""
    text = said.replace("’", "'")
    how = bool(_ASKING.match(text))  # "comment je détartre ma bouilloire": a how-to; "mon colis est arrivé ?" is not
    return ("?" in text or how) and not _OWN_DATA.search(text) and not _DO.search(text) and not (
        _ARTHUR_THINGS.search(text) or (_POSSESSIVE.search(text) and not how))


# News is not knowledge: what happened or was decided lately ("ta conseillère a validé ton prêt ce matin").
_LATELY = re.compile(r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week)|yesterday|last night|earlier|already|"
                     r"demain|pending|en attente|"
                     r"just|ago|recently|aujourd'hui|ce (?:matin|soir|midi)|cet après-midi|cette semaine|hier|déjà|"
                     r"tout à l'heure|récemment|il y a)\b", re.I)


# Arthur's mind, not its acts ("J'imagine l'ambiance", "I bet she's proud", "I hope the coffee is strong").
_MIND = re.compile(r"\b(?:i|je|j'|i'd|i would) ?(?:imagine|bet|hope|guess|think|say|love|adore|parie|espère|pense|crois|"
                   r"suppose)\b", re.I)


def knowledge(sentence: str, answer: bool = False) -> bool:
    """A sentence that speaks of no act, of nothing lately, and of nothing of Arthur's or the owner's stored
    things (pure). In the `answer` to a question about the world, a word that often says an act is read in its
    other sense ("A mini stick-and-net set", "keeps everything sorted", "you're covered") unless the sentence opens
    with it ("Ordered the gift") or names a day, time or number ("Booked for Friday")."""
    text = _MIND.sub(" ", sentence.replace("’", "'"))
    cued = claim_cued(text) and not (answer and not _CLOCK_OR_DAY.search(text) and not _OPENS_DONE.match(text))
    return not (FIRST_PERSON.search(text) or ME.search(text) or _ARTHUR_THINGS.search(text) or cued
                or DONE_FIRST.search(text) or _LATELY.search(text))


# In an answer about the world, a quantity is the answer ("ça fait 171", "in under 15 minutes", "8 rangées de cils");
# a day or a clock time still reads as a plan ("Booked for Friday", "done by 9").
_CLOCK_OR_DAY = re.compile(r"\d{1,2}(?::\d{2}|\s?h\s?\d{0,2}\b|\s?(?:am|pm)\b)|\b(?:at|à|by|vers) \d{1,2}(?=\s*(?:$|[.,!?;)]|h\b|heures?\b|o'clock|in the|du (?:matin|soir)))|\b(?:tonight|tomorrow|"
                           rf"today|ce soir|demain|aujourd'hui|o'clock|noon|midi|midnight|minuit|{_WEEKDAYS})\b", re.I)
_OPENS_DONE = re.compile(r"^\W*(?:\w+ed|\w+(?:é|ée|és|ées)|set|sent|put|got|done|made|kept|fait|mis|pris)\b", re.I)


# How Arthur works, asked in general ("how do reminders work here?", "si je te demande de supprimer une note elle
# disparaît pour de bon ?", "why did you ask me to confirm before sending?").
_HOW = re.compile(r"^\W*(?:(?:et|and|but|mais|alors|so|ok)\W+)?(?:what (?:can|could) you (?:\w+ )?do|"
                  r"(?:pourriez|pouvez|peux)[- ](?:vous|tu) m'expliquer|expliquez-moi|explique-moi|"
                  r"(?:can|could) you explain|what does (?:the |a )?[\w -]{1,20} do\b|what do you do|qu'est-ce que tu (?:sais|peux) faire|"
                  r"tu (?:sais|peux) faire quoi|que sais-tu faire|how (?:do|does|can|will|would)|why (?:do|does|did|would)|what happens|who (?:inside|handles|does)|"
                  r"comment (?:ça|ca|est-ce|tu|on|marche|fonctionne)|pourquoi (?:tu|est-ce)|que se passe|qu'est-ce qui se passe|"
                  r"si je (?:te|t')|if i (?:ask|tell)|do you (?:keep|store|delete|remember)|est-ce que tu (?:gardes|supprimes|"
                  r"retiens)|tu te souviens de (?:tout|ce que)|c'est quoi (?:le|la|un|une) (?:briefing|récap|résumé|mémoire)|"
                  r"what(?:'s| is) (?:a|the) (?:daily |weekly |morning )?(?:briefing|recap)|what(?:'s| is) (?:this|that) "
                  r"[\w -]{1,25} thing|what(?:'s| is) the difference between|(?:quelle est |c'est quoi )?la différence "
                  r"entre)", re.I)
# How the owner finds something out ("comment je sais combien j'ai travaillé ?"): a how-to, whatever it names.
_HOW_TO = re.compile(r"^\W*(?:how (?:do|can|would) i (?:know|see|check|find out)|comment (?:je|on) (?:sais|peut|peux|fais|"
                     r"fait) (?:pour )?(?:savoir|voir)?)\b", re.I)
# Kinds of the owner's things named in general ("your notes, reminders and preferences are stored", "avec vos rappels du
# jour"): what Arthur keeps, no item of theirs.
_KINDS = re.compile(r"\b(?:your|tes|vos) (?:[\w'-]+ )?(?:notes|reminders|rappels|preferences|préférences|memories|"
                    r"souvenirs|projects|projets|timers|chronos|contacts|sessions|decisions|décisions)\b", re.I)
_YOURS = re.compile(rf"\b(?:you have|you've got|you had|tu as|t'as|tu avais|{YOUR_THING})\b", re.I)
_ARTHUR_DID = re.compile(r"\b(?:i've|i have|i had|i did|i'll|i will|i'm going|j'ai|j'avais|je vais|je l'ai|je t'ai)\b|"
                         r"\bje \w+rai\b", re.I)


def how_it_works(said: str) -> bool:
    """The owner asks how Arthur works, not about their own things (pure)."""
    text = _HELLO.sub("", said.replace("’", "'"))  # "Salut Arthur! Comment ça marche, les rappels ?"
    return bool(_CAPABLE.match(text) or _HOW_TO.match(text)) or (bool(_HOW.match(text)) and not _OWN_DATA.search(text))


# Whether Arthur can do a thing on its own ("can you track my time automatically?", "tu peux envoyer la note à Bob
# sans me demander ?"): a question on how it works, whoever's things it names.
_CAPABLE = re.compile(r"^\W*(?:(?:can|could|do|will) you|(?:est-ce que )?tu (?:peux|sais)|peux-tu|pouvez-vous|vous pouvez)\b"
                      r"[^?]{0,60}\b(?:automatically|by yourself|on your own|without (?:asking|me|my)|automatiquement|"
                      r"tout seul|toute seule|de toi-même|sans (?:me|m'|que je|mon))\b[^?]*\?\s*$", re.I)


_HELLO = re.compile(r"^\W*(?:salut|hi|hey|hello|bonjour|coucou)(?: arthur)?\W+", re.I)
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
    return score < WEAK and knowledge(text) and not (_WHEN.search(text) or names_a_verb(text) or _NOW.search(text)
                                                     or _IT_LATER.search(text))  # "It'll repeat all season."


def aside(sentence: str, said: str, receipts: Sequence[str]) -> bool:
    """Beside a write's receipts, a comment on something else, whatever its score ("Brave minette.", "You're nearly
    there!", "L'hiver lillois, ça ne pardonne pas ☁️"): no word of the owner's message or of the receipts (what a
    restatement names: "Clock's ticking on Pembury" beside a timer started on another project), no act, state
    reached or future ("Clocked you out", "It's gone for good", "You won't hear about it"), nothing of the owner's
    ("Your list is clear"), no figure (pure)."""
    text = sentence.replace("’", "'")
    if not knowledge(text) or _WHEN.search(text) or names_a_verb(text) or _NOW.search(text) or _STATE_OR_LATER.search(
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
                      "cool", "need", "besoin", "sure", "right", "entendu", "d'accord", "dommage"])


# The owner's own words given back about them, after at most an opener ("Normal, tu sors de garde !" after "je sors de
# garde", "Logique, tu étais de garde."): what they said of themselves this turn, not Arthur's claim.
_REQUEST = re.compile(r"\w+-moi\b|\b(?:please|pls|stp|svp|s'il te pla[iî]t|can you|could you|peux-tu|pourrais-tu|"
                      r"tu peux|[a-z]+ me)\b", re.I)  # a request in the message: the owner's words say what to do
_YOU_FIRST = re.compile(r"^\W*(?:[\w'-]+\s*,\s*)?((?:you|you're|you've|you were|tu|t'|vous)\b.*)", re.I | re.S)


def echoes(sentence: str, said: str) -> bool:
    """A sentence about the owner that only repeats what they told this turn (not what they asked): no figure,
    act, first person or thing of Arthur's they did not say (pure)."""
    m = _YOU_FIRST.match(sentence.replace("’", "'"))
    if not m or _REQUEST.search(said.replace("’", "'")):  # "clock me out" → "You're clocked out": done
        return False
    told = " ".join(p for p in re.split(r"(?<=[.!?])\s+", said.replace("’", "'")) if not p.rstrip().endswith("?") and (
        _STATEMENT.match(p) or _NAMED.match(p)))  # a statement, not "switch my timer to Vidal" ("You're now on Vidal")
    if not told:
        return False
    text = m.group(1)
    if FIRST_PERSON.search(text) or ME.search(text) or _ARTHUR_THINGS.search(text) or claim_cued(text) or DONE_FIRST.search(
            text) or any(d not in told for d in re.findall(r"\d+", text)):
        return False
    theirs = content_words(told)
    words = content_words(text)
    return bool(words) and all(said_before(w, theirs) for w in words)
