"""What the owner's message asks or tells: an act ("remind me…", or a day or time without its verb), news or thanks,
a question about the world, or about how Arthur works (pure). The guard reads the model's sentences against it
(guard_topics)."""

from __future__ import annotations

import re

# A question about the world ("how long should I boil an egg?", "si je pars à 7h45, j'arrive quand ?"): nothing of
# the owner's is asked for, and nothing is asked to be done.
_DO = re.compile(r"\b(?:remind|note|jot|save|log|track|start|stop|pause|resume|add|delete|remove|forget|set|schedule|record|create|"
                 r"book|send|share|tell|remember|keep|mark|tick|cancel|move|snooze|rappelle|rappeler|note|noter|"
                 r"enregistre|lance|arrête|mets|ajoute|supprime|retire|oublie|programme|envoie|partage|préviens|"
                 r"retiens|garde|coche|annule|décale|repousse|démarre|marquer?|cocher|valider?|terminer?|créer?|"
                 r"programmer|planifier?|enregistrer|supprimer|retirer|annuler|décaler|repousser|démarrer|lancer|"
                 r"arrêter|mettre|ajouter|partager|envoyer|garder|retenir|oublier|reporter?|reprends|reprendre|"
                 r"renommer?|archiver?|complete|close|clear|rename|archive|stoppe|stopper|relance|relancer|coupe|couper|"
                 r"passe (?:le |la |mon |ma )?(?:projet|phase)|change|changer|modifie|modifier|update|bascule|basculer)\b", re.I)
# Arthur's things by name, as the owner's ("your notary reminder") or in a question ("how do reminders work?").
THINGS = (r"notes?|reminders?|rappels?|sessions?|timers?|chronos?|projects?|projets?|preferences?|préférences?|memory|"
           r"memories|souvenirs?|contacts?|briefings?|agenda|calendars?|appointments?|rendez-vous|decisions?|décisions?")
# One of them as the owner's, a word or two between ("your notary reminder", "ton briefing du matin").
YOUR_THING = rf"(?:your|ton|ta|tes|votre|vos)(?: [\w'-]+){{0,2}} (?:{THINGS})"
ARTHUR_THINGS = re.compile(rf"\b(?:{THINGS}|alarms?|alarmes?|mémoire|calendrier|rdv|e-?mails?|messages?|inbox|ping|"
                            r"notif\w*|pending|en attente|to-?dos?|à faire)\b", re.I)


_POSSESSIVE = re.compile(r"\b(?:my|mes|mon|ma|our|nos|notre)\b", re.I)
_ASKING = re.compile(r"^\W*(?:(?:uh+|um+|euh+|erm|hmm+|so|alors|bon|dis|hey|arthur|genre|ok(?:ay)?)\W+){0,3}(?:how|what|which|why|who|give me|(?:any |some )?tips|(?:any |some )?ideas?|quick|list|recipe|comment|quel\w*|combien|"
                     r"pourquoi|donne-moi|fais-moi|idées?|liste|recette|(?:could|can) you explain|explain|"
                     r"(?:tu peux m')?expliquer?|explique-moi|c'est quoi|c quoi|ça veut dire|qu'est-ce qu)\b", re.I)
_OWN_DATA = re.compile(r"\b(?:my|mes|mon|ma|our|nos|notre) (?:day|week|month|schedule|plate|time|agenda|journée|semaine|"
                       r"mois|programme|planning|temps)\b|\b(?:did i|have i|had i|ai-je|avais-je)\b|"
                       r"\bj'ai (?:bossé|travaillé|noté|dit|demandé|fait)\b|\bi (?:worked|told|asked|said)\b", re.I)


WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
# A day, time or number in the owner's message: a request without its verb ("pills at eight tonight").
WHEN = re.compile(r"\d|\b(?:tonight|tomorrow|today|this (?:morning|afternoon|evening)|ce soir|demain|aujourd'hui|"
                   rf"ce matin|cet après-midi|o'clock|am|pm|heures?|noon|midi|midnight|minuit|{WEEKDAYS}|one|two|three|"
                   r"four|five|six|seven|eight|nine|ten|eleven|twelve|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|"
                   r"onze|douze)\b", re.I)


def names_act(said: str) -> bool:
    """The owner's message names an act ("save that…", "supprime…"), not only a day or a number (pure)."""
    return bool(_DO.search(said.replace("’", "'")))


def asks_act(said: str) -> bool:
    """The owner's message may ask for an act: it names one ("remind", "note", "supprime"…), or a day, a time or a
    number, as a request without its verb does ("pills at eight tonight") (pure)."""
    text = said.replace("’", "'")
    return bool(_DO.search(text) or WHEN.search(text)) and not (NO_NEED.search(text) or _DONT.search(text))


_DONT = re.compile(r"\bdon't (?:bother|set|add|save|share|remind|note)|pas la peine\b", re.I)  # waived: "don't set anything"


def acknowledges(said: str) -> bool:
    """The owner's message is a short acknowledgement ("ok", "merci !", "cool"), asking nothing to be done."""
    return len(said.split()) <= 4 and "?" not in said and not _DO.search(said)


# What the owner tells of what happened, or a thanks or goodbye ("I already texted Julien", "Merci, à ce soir").
_TOLD = re.compile(r"\b(?:already|yesterday|earlier|déjà|hier|tout à l'heure|lol|haha|mdr|merci|thanks|thank you|"
                   r"à ce soir|à demain|bonne nuit|good ?night|see you|(?:i|we) (?:don't|do not) need|no need|"
                   r"pas besoin|je n'ai pas besoin|myself|moi-même|don't bother|pas la peine)\b|\b(?:i|we) \w+ed\b|\bj'ai \w+|\bi've \w+",
                   re.I)


# News said with an exclamation, or a return ("Florence a perdu sa première dent!", "hey, back from Kehl").
_NEWS = re.compile(r"!\s*\W*$|\b(?:back from|back home|de retour|rentré|rentrée)\b", re.I)


# A statement with its subject first ("il pleut encore sur Toulouse", "Ma mère a préparé un thiéboudienne…", "peuchère,
# quelle semaine de fou"), not a bare verb ("buy milk", "call mum": a request without "remind me").
STATEMENT = re.compile(r"^\W*(?:\w+, )?(?:it|it's|i|i'm|i've|we|we're|they|he|she|my|the|our|what a|so much|"
                        r"il|elle|on|je|j'\w+|nous|ils|elles|ma|mon|mes|le|la|les|c'est|ça|quel|quelle|trop|tellement)\b", re.I)


# Now and lately in a statement ("it's freezing in Grenoble today", "il neige sur Belledonne ce matin"): not the time
# of a request ("pills at eight tonight" is one).
_NOWADAYS = re.compile(r"\b(?:today|this morning|yesterday|last night|all day|aujourd'hui|ce matin|hier(?: soir)?|"
                       r"toute la journée)\b", re.I)


# News about someone named first ("Biscotte knocked my coffee over again", "Florence a perdu sa dent"): a statement,
# not a request ("Call mum", "Buy bread" name no one doing anything).
NAMED = re.compile(r"^\W*[A-ZÀ-Ö][a-zà-ÿ'-]+ (?:[a-z]+ed|a|est|has|is|was|vient)\b")


_HELLO_FIRST = re.compile(r"^\W*(?:good )?(?:morning|evening|afternoon|hi|hello|hey|bonjour|bonsoir|salut|coucou)(?:,? [\w'-]+)?\s*[.!]+\s*",
                          re.I)


def tells(said: str) -> bool:
    """The owner tells what happened, thanks or says goodbye, and asks nothing: no question, no request, none of
    Arthur's things named. News with an exclamation counts when it names no day, time or number (those may be a
    request without its verb: "Dentist Friday at 3!") (pure)."""
    text = said.replace("’", "'")
    text = _HELLO_FIRST.sub("", text).strip() or text  # "Morning, Arthur. The Rhône is fogged in…": the news after the hello
    told = bool(_TOLD.search(text)) or (bool(_NEWS.search(text) or STATEMENT.match(text) or NAMED.match(text)) and not WHEN.search(
        _NOWADAYS.sub(" ", text)))
    return told and "?" not in text and not (_DO.search(text) or _ASKING.match(text) or ARTHUR_THINGS.search(text))


# Declining to act without a first person ("no need for a duplicate here", "pas besoin de le partager d'ici").
NO_NEED = re.compile(r"\b(?:no need (?:for|to)|nothing (?:for me )?to (?:add|do)|pas besoin d[e']|inutile d[e']|"
                      r"rien (?:à|a) (?:ajouter|faire)|(?:i'll|i will|je) (?:leave|laisse) (?:it|that|ça)|(?:i'll|i will) leave (?:[\w'-]+\s+){1,3}"
                      r"(?:to|with|up to) you\b|je te (?:le |la |les )?laisse\b)(?:\s+[\w']+){0,3}",
                      re.I)  # "I'll leave it there"


def owner_did(said: str) -> bool:
    """The owner tells of something they did themselves ("j'ai déjà mis une alarme sur mon tel", "I put the race in
    my google calendar already"), asking nothing: no question, no request (pure)."""
    text = said.replace("’", "'")
    return bool(_TOLD.search(text)) and "?" not in text and not _ASKING.match(text) and (
        not _DO.search(text) or (bool(_MINE.match(text)) and not REQUEST.search(text)))  # "I already log my hours myself"


# The owner as the one who acts, already or on their own ("I already log my hours in my own spreadsheet").
_MINE = re.compile(r"^\W*(?:i|i've|i'm|je|j'ai|j')\b[^?]*\b(?:already|déjà|myself|moi-même|my own|mon propre|ma propre|"
                   r"(?:on|in|into) my|(?:sur|dans) (?:mon|ma|mes))\b", re.I)  # "I set an alarm on my watch"


# The owner weighing a choice of their own, which asks for a view ("j'hésite à…", "I can't decide whether…").
_WEIGHING = re.compile(r"^\W*(?:(?:bon|well|hmm+|so|alors)\W+)?(?:j'hésite|je sais pas si|je ne sais pas si|je me demande si|jsp si|chais pas si|"
                       r"i can't decide|i cant decide|i'm torn|im torn|torn between|i'm not sure (?:whether|if)|i wonder (?:whether|if))\b",
                       re.I)


# The verb of a how-to ("tips to keep the outboard happy", "des astuces pour garder…"): the owner's act, not Arthur's.
_TIPS_TO = re.compile(r"\b(?:tips?|ideas?|advice|ways?|how|conseils?|astuces?|idées?|comment|moyens?)\s+(?:on how\s+)?"
                      r"(?:to|for|pour|de|d')\s*\w+|\bcomment (?:je|j'|on)\s*\w+|\bhow (?:do|can|should|would) (?:i|we) \w+", re.I)


_YOUR_VIEW = re.compile(r"\b(?:what do you (?:reckon|think)|your take|t'en penses quoi|tu en penses quoi|qu'en penses-tu|"
                        r"ton avis|votre avis)\W*$", re.I)  # "A7 or the coast road at 5pm what do you reckon"


def about_the_world(said: str) -> bool:
    """The owner asks about the world, not about their own things or for an act (pure)."""
    text = said.replace("’", "'")
    how = bool(_ASKING.match(text) or _WEIGHING.match(text) or _YOUR_VIEW.search(text))  # "comment je détartre ma bouilloire": a how-to; "mon colis
    # est arrivé ?" is not; "j'hésite à faire la collecte en ligne ou à la mosquée" asks for a view
    return ("?" in text or how) and not _OWN_DATA.search(text) and not _DO.search(_TIPS_TO.sub(" ", text)) and not (
        ARTHUR_THINGS.search(text) or (_POSSESSIVE.search(text) and not how))


# How Arthur works, asked in general ("how do reminders work here?", "si je te demande de supprimer une note elle
# disparaît pour de bon ?", "why did you ask me to confirm before sending?").
_HOW = re.compile(r"^\W*(?:(?:et|and|but|mais|alors|so|ok)\W+)?(?:what (?:can|could) you (?:\w+ )?do|"
                  r"(?:pourriez|pouvez|peux)[- ](?:vous|tu) m'expliquer|expliquez-moi|explique-moi|"
                  r"(?:can|could) you explain|what does (?:the |a )?[\w -]{1,20} do\b|what do you do|qu'est-ce que tu (?:sais|peux) faire|"
                  r"tu (?:sais|peux) faire quoi|que sais-tu faire|how (?:do|does|can|will|would|you (?:remember|work|keep|store|know))|why (?:do|does|did|would)|what happens|who (?:inside|handles|does)|"
                  r"comment (?:ça|ca|est-ce|tu|on|marche|fonctionne)|(?:tu|vous) (?:fonctionnes?|fonctionnez|marches?|marchez) comment|pourquoi (?:tu|est-ce)|que se passe|qu'est-ce qui se passe|"
                  r"si je (?:te|t')|if i (?:ask|tell)|do you (?:keep|store|delete|remember)|est-ce que tu (?:gardes|supprimes|"
                  r"retiens)|tu te souviens de (?:tout|ce que)|c'est quoi (?:le|la|un|une) (?:briefing|récap|résumé|mémoire)|"
                  r"what(?:'s| is) (?:a|the) (?:daily |weekly |morning )?(?:briefing|recap)|what(?:'s| is) (?:this|that) "
                  r"[\w -]{1,25} thing|what(?:'s| is) the difference between|(?:quelle est |c'est quoi )?la différence "
                  r"entre)", re.I)
# How the owner finds something out ("comment je sais combien j'ai travaillé ?"): a how-to, whatever it names.
_HOW_TO = re.compile(r"^\W*(?:how (?:do|can|would) i (?:know|see|check|find out)|comment (?:je|on) (?:sais|peut|peux|fais|"
                     r"fait) (?:pour )?(?:savoir|voir)?)\b", re.I)

def how_it_works(said: str) -> bool:
    """The owner asks how Arthur works, not about their own things (pure)."""
    text = _HELLO.sub("", said.replace("’", "'"))  # "Salut Arthur! Comment ça marche, les rappels ?"
    return bool(_CAPABLE.match(text) or _HOW_TO.match(text)) or (bool(_HOW.match(text)) and not _OWN_DATA.search(text))


# Whether Arthur can do a thing on its own ("can you track my time automatically?", "tu peux envoyer la note à Bob
# sans me demander ?"): a question on how it works, whoever's things it names.
_CAPABLE = re.compile(r"^\W*(?:(?:can|could|do|will) you|(?:est-ce que )?tu (?:peux|sais)|peux-tu|pouvez-vous|vous pouvez)\b"
                      r"[^?]{0,60}\b(?:automatically|by yourself|on your own|without (?:asking|me|my)|automatiquement|"
                      r"tout seul|toute seule|de toi-même|sans (?:me|m'|que je|mon))\b[^?]*\?\s*$", re.I)


_HELLO = re.compile(r"^\W*(?:salut|hi|hey|hello|bonjour|coucou|dis-moi|dites-moi|tell me|say|(?:quick|petite) question|"
                    r"question)(?:\W+arthur)?\W+", re.I)  # "Dites-moi, Arthur, comment ça marche ?"

# The owner's own words given back about them, after at most an opener ("Normal, tu sors de garde !" after "je sors de
# garde", "Logique, tu étais de garde."): what they said of themselves this turn, not Arthur's claim.
REQUEST = re.compile(r"\w+-moi\b|\b(?:please|pls|stp|svp|s'il te pla[iî]t|can you|could you|peux-tu|pourrais-tu|"
                      r"tu peux|[a-z]+ me)\b", re.I)  # a request in the message: the owner's words say what to do
