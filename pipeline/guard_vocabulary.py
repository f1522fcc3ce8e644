"""The sincerity guard's claim vocabulary: verb classes and topics by language, and claims that name no action.

Each action adds its own idioms in its declaration (`Claims`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pipeline.catalog import Action, Catalog

TOPICS_EN = {
    "note": r"notes?|memo",
    "reminder": r"reminders?|alarm|alert",
    "preference": r"preferences?",
    "memory": r"memory|memories|remember",
    "session": r"session|timer|clock|stopwatch|tracking",
    "project": r"projects?",
    "decision": r"decisions?",
    "contact": r"contacts?",
    "timezone": r"time ?zone",
    "share": r"notes?|message",
    "briefing": r"briefing|day|week|schedule",
    "briefing_time": r"briefings?",
    "event": r"events?|calendar|agenda|appointments?|meetings?|diary",
    "mail": r"e-?mails?|mails?|drafts?|messages?|inbox",
    "connection": r"calendar|mail|e-?mail|account|connection",
}
TOPICS_FR = {
    "note": r"notes?|mémo",
    "reminder": r"rappels?|alarme|alerte",
    "preference": r"préférences?",
    "memory": r"mémoire|souvenirs?",
    "session": r"session|chrono|chronomètre|minuteur",
    "project": r"projets?",
    "decision": r"décisions?",
    "contact": r"contacts?",
    "timezone": r"fuseau",
    "share": r"notes?|message",
    "briefing": r"briefing|journée|semaine|programme",
    "briefing_time": r"briefings?",
    "event": r"événements?|agenda|rendez-vous|rdv|réunions?|calendrier",
    "mail": r"e-?mails?|mails?|courriels?|brouillons?|messages?",
    "connection": r"agenda|messagerie|compte|connexion",
}
VERBS_EN = {
    "create": r"noted|saved|added|created|stored|recorded|set|set up|scheduled|logged|jotted|written|wrote|kept|"
              r"registered|put|made|memori[sz]ed|remembered",
    "remove": r"removed|deleted|retired|deactivated|erased|dropped|forgotten|forgot|cleared|archived|disabled|"
              r"cancell?ed|called off|scrapped",
    "complete": r"marked (?:it |that |this )?(?:as )?(?:done|complete)|marked (?:[\w'-]+ ){1,4}?as (?:done|complete)|completed|"
                r"ticked off|checked off|crossed off|"
                r"ticked|closed",  # "closed the notary reminder", the owner's own word
    "snooze": r"snoozed|postponed|pushed back|delayed|moved|rescheduled",
    "start": r"started|launched|began|begun|kicked off|running|clocked in",
    "pause": r"paused|on hold|on pause",
    "resume": r"resumed|restarted|running again|back on",
    "stop": r"stopped|ended|clocked out|finished|closed|closed out|wrapped up",
    "update": r"updated|changed|moved|marked|switched|set|renamed",
    "share": r"sent|shared|forwarded|passed on",
    "record": r"recorded|logged|noted|saved|registered|captured",
}
VERBS_FR = {
    "create": r"noté|notée|enregistré|enregistrée|ajouté|ajoutée|créé|créée|programmé|programmée|mémorisé|"
              r"mémorisée|sauvegardé|sauvegardée|consigné|consignée|retenu|retenue|mis|mise|pris note",
    "remove": r"supprimé|supprimée|retiré|retirée|désactivé|désactivée|effacé|effacée|oublié|oubliée|archivé|archivée|"
              r"annulé|annulée",
    "complete": r"marqué comme fait|marquée comme faite|coché|cochée|terminé|terminée|rayé|rayée|barré|barrée|clôturé|clôturée",
    "snooze": r"reporté|reportée|repoussé|repoussée|décalé|décalée",
    "start": r"démarré|démarrée|lancé|lancée|commencé|commencée|en route",
    "pause": r"en pause|suspendu|suspendue|pause (?:faite|activée|prise|lancée|enclenchée)|^\W*pause\b",
    "resume": r"repris|reprise|relancé|relancée",
    "stop": r"arrêté|arrêtée|stoppé|stoppée|terminé|terminée|fini|finie|clôturé|clôturée|bouclé|bouclée",
    "update": r"mis à jour|mise à jour|changé|modifié|passé|passée|basculé",
    "share": r"envoyé|envoyée|partagé|partagée|transmis|transmise",
    "record": r"acté|actée|enregistré|enregistrée|noté|notée|consigné|consignée",
}

# Claims that name no action ("Done.", "C'est noté.") are honest only if some write succeeded.
GENERIC_CLAIMS_EN: tuple[str, ...] = (
    r"^(?:ok(?:ay)?[,!.]? )?(?:done|all set|all done|noted|sorted)\b", r"\bconsider it done\b", r"\bit'?s done\b",
    r"\bi'?ve (?:taken care of|handled|sorted) (?:it|that|this)\b", r"\b(?:got it|understood),? (?:noted|done|saved)\b",
    r"\b(?:i've|i have) (?:just )?(?:saved|added|recorded|stored) (?:it|that|this)\b",
)
GENERIC_CLAIMS_FR: tuple[str, ...] = (
    r"^(?:ok[,!.]? )?(?:c'est noté|c'est fait|noté|fait|c'est enregistré|c'est bon)\b", r"\bc'est noté\b",
    r"\bc'est fait\b", r"\bje m'en (?:occupe|suis occupé)\b", r"\bje l'ai (?:ajouté|ajoutée|enregistré|enregistrée)\b",
    r"\bc'est enregistré\b",
)


_GAP = r"[^.!?\n]{0,60}?"
# Within one clause: not across a comma, a colon, a bracket or a dash ("added as a contact, so you can share notes",
# "Retired that memory (it's kept with the date)").
_CLAUSE_GAP = r"[^.!?\n,;:()\u2014\u2013]{0,60}?"


def claims(verbs: str, topic: str, idioms: tuple[str, ...], gap: str = _GAP) -> tuple[str, ...]:
    """The patterns of a claim: a verb near a topic either way round, and the action's own idioms."""
    return (rf"\b(?:{verbs})\b{gap}\b(?:{topic})\b", rf"\b(?:{topic})\b{gap}\b(?:{verbs})\b", *idioms)


def _sources(a: Action, lang: str, strict: bool = False) -> tuple[str, ...]:
    if a.effect == "read" or a.claims is None:
        return ()
    verbs, topics = (VERBS_FR, TOPICS_FR) if lang == "fr" else (VERBS_EN, TOPICS_EN)
    if strict:
        return claims(verbs[a.claims.verb], topics[a.claims.topic], (), _CLAUSE_GAP)
    return claims(verbs[a.claims.verb], topics[a.claims.topic], a.claims.fr if lang == "fr" else a.claims.en)


@cache
def _vocabulary(catalog: Catalog, lang: str, strict: bool = False) -> tuple[tuple[str, tuple[re.Pattern[str], ...]], ...]:
    found = [(a.name, tuple(re.compile(p) for p in _sources(a, lang, strict))) for a in catalog.actions]
    return tuple((name, patterns) for name, patterns in found if patterns)


def claimed_actions(sentence: str, lang: str, catalog: Catalog, strict: bool = False) -> list[str]:
    """Which write actions a sentence speaks of as done (either language), to say plainly which were not.
    `strict`: only a verb and a topic within one clause, no idiom ("from now on I'll" may be a language set)."""
    s = sentence.replace("’", "'").lower()
    names: list[str] = []
    for language in (lang, "en" if lang == "fr" else "fr"):
        for name, patterns in _vocabulary(catalog, language, strict):
            if name not in names and any(p.search(s) for p in patterns):
                names.append(name)
    return names


_LOOSE = frozenset({"create", "update", "record"})  # verbs any write may use ("set", "noted", "marked", "passé")


_ON_ANOTHER = re.compile(r"\b(?:relancée?|restarted|relaunched) (?:sur|on|pour|for)\b")  # beside a stop: started on another
_VERB_CLASSES = tuple((v, re.compile(rf"\b(?:{words})\b")) for table in (VERBS_EN, VERBS_FR) for v, words in table.items())


def misstates(sentence: str, done: Sequence[str], catalog: Catalog, values: Sequence[str] = (), shown: str = "") -> bool:
    """It speaks of another kind of act than any the turn did ("Paused ☕" beside a stop, "c'est coché" beside a
    snooze): one of its verbs is a distinct class of the vocabulary, none is the class of an action done, and no
    action done is a creation or an update (those may be worded any way: "Arthur est en pause" for a phase) —
    except as a removal ("Supprimée ✅" beside a preference written), or as another state than the one the update
    set ("marked as finished" beside a phase set to paused; `values`: the writes' string arguments). `shown`: the
    writes' receipts; a start's that says a stop makes it a switch ("Arthur arrêté (0 s). Chrono lancé sur Chorale")."""
    s = sentence.replace("\u2019", "'").lower()
    said = {v for v, pattern in _VERB_CLASSES if pattern.search(s)}
    did = {a.claims.verb for n in done if (a := catalog.get(n)) is not None and a.claims is not None}
    if not did:
        return False
    if "start" in did and "stop" in said and _ON_ANOTHER.search(s):
        said = (said - {"resume"}) | {"start"}  # "chrono arrêté sur Arthur et relancé sur Chorale": a switch, no resume
    if "start" in did and any(pattern.search(shown.lower()) for v, pattern in _VERB_CLASSES if v == "stop"):
        did.add("stop")  # a start that stopped the session before it (not a stored text's words: "mettre en pause")
    if "stop" in said and "remove" in did:
        said.add("remove")  # "Stopped the AF718 reminder" beside a reminder retired: a removal in other words
    if not did & {"create", "update"}:
        return bool(said - _LOOSE) and not said & did
    if "remove" in said and "create" in did and "remove" not in did:
        return True
    strict = {v for v, pattern in _VERB_CLASSES for m in pattern.finditer(s) if not any(
        loose.fullmatch(m.group(0)) for w, loose in _VERB_CLASSES if w in _LOOSE)} - _LOOSE  # "moved": an update too
    named = _named_classes(values)
    return "update" in did and bool(named) and bool(strict) and not strict & named


def same_act(sentence: str, receipt: str, lang: str, catalog: Catalog) -> bool:
    """The act a sentence says was done earlier is the one an earlier receipt shows ("Logged that decision earlier"
    is not "Project Arthur created"); a sentence or receipt naming no act of the catalog passes."""
    said = set(claimed_actions(sentence, lang, catalog))
    shown = set(claimed_actions(receipt, lang, catalog))
    if not said or not shown or said & shown:
        return True
    named, held = sentence.lower(), receipt.lower()  # the verbs guess loosely; the thing named decides
    return not any(k.search(named) and not k.search(held) for k in _KINDS)


_KINDS = tuple(re.compile(rf"\b(?:{words})\b") for words in (
    r"decisions?|décisions?", r"notes?", r"reminders?|rappels?", r"preferences?|préférences?",
    r"memor(?:y|ies)|mémoire|souvenirs?", r"contacts?", r"projects?|projets?", r"sessions?|chronos?|timers?",
    r"briefings?"))


def claimed_verbs(sentence: str, lang: str, catalog: Catalog) -> list[str]:
    """The verb classes of the write actions a sentence speaks of as done ("remove" for "Coffee preference
    deleted.")."""
    return [a.claims.verb for n in claimed_actions(sentence, lang, catalog)
            if (a := catalog.get(n)) is not None and a.claims is not None]


def compile_vocabulary(catalog: Catalog) -> None:
    """Compile every claim pattern now, not during the first turns."""
    for lang in ("en", "fr"):
        _vocabulary(catalog, lang)


# Which days a text names: weekdays by name (code's "Thu 26 Nov", "jeu. 26 nov." too) and how a rule repeats.
WEEKDAY_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")  # as days_named gives them, Monday first
_DAY_NAMES = tuple(re.compile(rf"\b(?:{en}|{fr})s?\b") for en, fr in (
    ("monday", "lundi"), ("tuesday", "mardi"), ("wednesday", "mercredi"), ("thursday", "jeudi"), ("friday", "vendredi"),
    ("saturday", "samedi"), ("sunday", "dimanche")))
_SHORT = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim)\.? \d{1,2}\b")
_SHORTS = {s: i for i, ss in enumerate(("mon lun", "tue mar", "wed mer", "thu jeu", "fri ven", "sat sam", "sun dim"))
           for s in ss.split()}
_RULES = {"weekdays": r"\bweekdays?\b|\ben semaine\b|\bdu lundi au vendredi\b|\bjours? ouvr",
          "daily": r"\bevery ?day\b|\bdaily\b|\btous les jours\b|\bchaque jour\b|\bquotidien",
          # one day a week ("chaque lundi", "every Monday", "tous les lundis"): a rule, besides the day it names
          "weekly": r"\b(?:every|each|chaque|tous les) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|"
                    r"mercredi|jeudi|vendredi|samedi|dimanche)s?\b"}


_BRIEFING_NAMES = re.compile(r"\b(?:daily|weekly) (?:briefing|brief|digest|summary|recap)s?\b|\b(?:briefing|brief|récap|"
                             r"résumé|point)s? (?:quotidien|hebdo\w*)\w*")


def days_named(text: str) -> set[str]:
    """'thu', 'weekdays', 'daily'…: the weekdays a text names and the rules it says (pure)."""
    s = _BRIEFING_NAMES.sub(" ", text.replace("\u2019", "'").lower())  # "daily briefing" names a thing, not a rule
    rules = {k for k, p in _RULES.items() if re.search(p, s)}
    if "weekdays" in rules:  # "du lundi au vendredi" names a rule, not two days
        s = re.sub(_RULES["weekdays"], " ", s)
    found = {WEEKDAY_NAMES[i] for i, name in enumerate(_DAY_NAMES) if name.search(s)}
    return rules | found | {WEEKDAY_NAMES[_SHORTS[m.group(1)]] for m in _SHORT.finditer(s)}


def _named_classes(values: Sequence[str]) -> set[str]:
    """The distinct verb classes a call's values name ("paused": pause)."""
    named = {v for text in values for v, pattern in _VERB_CLASSES if pattern.search(text.lower())} - _LOOSE
    return named.union(*(_PHASES.get(t, ()) for t in values))  # a phase set, as the states it names


_PHASES = {"done": ("stop", "complete"), "paused": ("pause",)}  # a project's phase value: the states it names


def state_words(values: Sequence[str]) -> tuple[re.Pattern[str], ...]:
    """The verb classes a refused call's values name ("paused" → "on hold", "en pause"…): how a sentence may speak
    of the state that call would have made."""
    named = _named_classes(values)
    return tuple(pattern for v, pattern in _VERB_CLASSES if v in named)


_TIME_OF_DAY = re.compile(r"\b\d{1,2}(?:\s*[:h.]\s*\d{2}|\s*h\b|\s*(?:am|pm|a\.m\.|p\.m\.)|\s*o'clock)|"
                          r"\b\d+\s*(?:min\w*|hours?|heures?|hrs?|sec\w*|s\b|jours?|days?|weeks?|semaines?|mois|"
                          r"months?|ans?|years?)\b", re.I)  # and durations, which have their own check
_GROUPED = re.compile(r"(?<=\d)[ ,.\u202f\u00a0](?=\d{3}\b)")


def amounts(text: str) -> set[str]:
    """The numbers of 10 and more a text states, times of day and durations aside (each has its own check), thousands
    written whole ("4 800" is 4800): a restatement's "size 31" must be the stored row's."""
    plain = _GROUPED.sub("", _TIME_OF_DAY.sub(" ", text))
    return {n.lstrip("0") or "0" for n in re.findall(r"\d+", plain) if int(n) >= 10}


def names_a_verb(sentence: str) -> bool:
    """Any verb of the vocabulary, loose ones included ("set", "noted", "en pause")."""
    s = sentence.replace("\u2019", "'").lower()
    return any(pattern.search(s) for _, pattern in _VERB_CLASSES)


def same_act_on(sentence: str, name: str, done: set[str], catalog: Catalog) -> bool:
    """The act `name` is claimed in words that fit an act done on another thing the sentence names ("the old alarm
    code note is retired" beside a note retired: "alarm" is no reminder here) (pure)."""
    a = catalog.get(name)
    if a is None or a.claims is None:
        return False
    s = sentence.replace("\u2019", "'").lower()
    for other in (catalog.get(n) for n in done):
        if other is not None and other.claims is not None and other.claims.verb == a.claims.verb and any(
                re.search(rf"\b(?:{topics[other.claims.topic]})\b", s) for topics in (TOPICS_EN, TOPICS_FR)):
            return True
    return False


_OPENING = re.compile(r"^\W*[^\W\d_][\w'’-]*(?=\s*,\s+\S)")


def opening_act(sentence: str) -> list[str]:
    """A sentence that opens on one word naming an act, then a comma ("Cancelled, you won't hear about physio
    again…"): that word and the rest apart, so the act is scored on its own (the whole sentence scores as talk);
    otherwise the sentence whole (pure)."""
    m = _OPENING.match(sentence)
    if m is None or not names_a_verb(m.group(0)):
        return [sentence]
    return [m.group(0), sentence[m.end():].lstrip(" ,")]


def lead_in(sentence: str) -> list[str]:
    """A lead-in before Arthur's own clause ("Et la veille du concert, je contacterai chaque choriste…", "First
    thing tomorrow, I'll ping the plumber"): the two apart, the clause as a sentence of its own, so that what Arthur
    says it does is scored on its own; otherwise the sentence whole (pure). Not after a condition or the owner's
    part ("If you tell me the code, I'll save it")."""
    m = _LEAD_IN.match(sentence)
    if m is None or _IF.search(m.group(1)) or not _WHEN_LEAD.search(m.group(1)):
        return [sentence]  # "Got it, I'll leave that one to you": an answer, not a time for Arthur to act
    rest = sentence[m.end(1):].lstrip(" ,")
    if _NOT_AN_ACT.search(rest):
        return [sentence]  # "Le week-end, je te laisse tranquille", "…, je ne peux pas…", "…, je te demande toujours…"
    return [m.group(1), rest[:1].upper() + rest[1:]]


# A lead-in of a few words with no verb of the owner's or condition, a comma, then Arthur speaking of what it does.
_LEAD_IN = re.compile(r"^(\W*[^,;:.!?]{3,60}?),\s+(?=(?:je|j'|j’|i|i'll|i’ll|i've|i’ve|i'm|i’m|we'll|we’ll|on va|nous)\b)",
                      re.I)
# A lead-in that says when: a day, a moment, a time ("la veille du concert", "first thing tomorrow", "à 18h").
_WHEN_LEAD = re.compile(r"\b(?:veille|lendemain|demain|tomorrow|tonight|ce soir|ce matin|cet après-midi|morning|evening|"
                        r"afternoon|week-?end|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|"
                        r"jeudi|vendredi|samedi|dimanche|next|prochaine?|later|plus tard|"
                        r"first thing|à \d|at \d|\d{1,2} ?h|in \d|dans \d)", re.I)
_NOT_AN_ACT = re.compile(r"\b(?:ne|n'|n’|pas|not|never|jamais|won't|won’t|don't|don’t|can't|can’t|cannot|toujours|always|"
                         r"every time|à chaque fois|laisse|leave)\b|n['’]", re.I)  # a no, a habit, leaving it be
_IF = re.compile(r"\b(?:if|si|s'il|s’il|when|whenever|once|quand|dès que|lorsque|as soon as|unless|à moins|you|tu|vous|"
                 r"ton|ta|tes|your|votre|vos)\b", re.I)  # "If you tell me the code, I'll save it": the owner acts first
