"""What a turn's calls prove, for the guard: the evidence a set of calls gives (their receipts, data and
arguments, with their counts), the texts a result's data holds, and whether reads found anything. Pure."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date, datetime, time, timedelta
from typing import Any

from pipeline.catalog import Catalog
from pipeline.executor import Call
from pipeline.grounding import Asserted, Evidence, content_words, fold, gather, negated, prove, same_stem
from pipeline.grounding_figures import interval_ends, naive
from pipeline.guard_rules import TICKS, asks
from pipeline.guard_talk import bare_wish, offers, owner_advice
from pipeline.guard_vocabulary import amounts, days_named, misstates
from pipeline.outcomes import data_json
from pipeline.render import report_one
from pipeline.texts import Language

_ROW = re.compile(r"^\s*(?:#\d+|•)", re.M)  # a row of a listing code wrote ("#1 · …", "• Arthur — active")


def shown_evidence(shown: Sequence[str], zone: Any) -> Evidence:
    """What refusals listed instead of an unknown item, with how many rows each listing holds ("Your only note is
    the boiler code one")."""
    ev = gather(shown, (), zone)
    ev.counts.update(float(len(_ROW.findall(text))) for text in shown)
    return ev


def evidence(calls: Sequence[Call], lang: Language, catalog: Catalog, zone: Any) -> Evidence:
    texts = [report_one(c, lang, catalog) for c in calls]
    values = [v for c in calls for v in (data_json(c.outcome), c.arguments)]
    ev = gather(texts, values, zone)
    per_action = [float(n) for n in Counter(c.name for c in calls).values()]  # "I saved two notes"
    ev.numbers.update([*per_action, float(len(calls))])
    if any(catalog.get(c.name) is not None and catalog[c.name].effect != "read" for c in calls):
        ev.counts.update([*per_action, float(len(calls))])  # what was written; a read counts only its listings
    return ev


def string_values(calls: Sequence[Call]) -> list[str]:
    """The calls' string arguments: what a write stored or a refused call would have made."""
    return [v for c in calls if isinstance(c.arguments, dict) for v in c.arguments.values() if isinstance(v, str)]


def one_item(reads: Sequence[Call], lang: Language, catalog: Catalog) -> bool:
    """Every read listed one item at most ("Your reminders:\n#1 · …"): after a proven account of it, "C'est tout
    pour l'instant" is true too, as after a proven count."""
    return all(len(re.findall(r"(?m)^#\d", report_one(c, lang, catalog))) <= 1 for c in reads)


def found_nothing(reads: Sequence[Call]) -> bool:
    """Every read of the turn came back empty (its listings hold nothing)."""
    return all(empty(data_json(c.outcome)) for c in reads)


def empty_lists(reads: Sequence[Call]) -> frozenset[str]:
    """The names of the lists the reads' data hold empty ("decisions" of a project read with none yet)."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            found.update(k for k, v in value.items() if isinstance(v, list | tuple) and not v)
            for v in value.values():
                walk(v)

    for c in reads:
        walk(data_json(c.outcome))
    return frozenset(found)


def empty(value: Any) -> bool:
    if isinstance(value, dict) and not value:
        return True
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list | tuple | dict)]
        return bool(lists) and all(empty(v) for v in lists)
    return isinstance(value, list | tuple) and not value


def strings(value: Any) -> list[str]:
    """The texts a result's data holds (a note's text, a reminder's), longest first, ISO stamps left out."""
    found: list[str] = []
    if isinstance(value, dict):
        for item in value.values():
            found += strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            found += strings(item)
    elif isinstance(value, str) and len(value) > 3 and not value[:4].isdigit():
        found.append(value)
    return found


def names_its_object(figures: Asserted) -> bool:
    """'I already set that earlier today' names nothing the ledger could match (only a time): it proves nothing."""
    counts = any(r.get("dim") in ("number", "amount-of-money") and not r.get("latent") for _, raws in figures.spans
                 for r in raws)  # "4471", "3 notes": an object; "today", "at 9": only when
    return bool(figures.words or figures.digits or figures.quoted or figures.names or counts)


_PRONOUN = re.compile(r"(?i)^(?:one|un|une)$")  # "want to log one?": a pronoun, not an amount


def without_days(sentence: str, figures: Asserted | None) -> str:
    """The sentence without the days and times it names ("Le 24 novembre, aucune session…"): what only_when checks."""
    for said, raws in figures.spans if figures is not None else ():
        if raws and all(r.get("dim") == "time" for r in raws):
            sentence = sentence.replace(said, " ")
    return sentence


def only_when(figures: Asserted | None, ev: Evidence) -> bool:
    """An empty read restated names no amount ("deux heures et quart … pas mal"), and only the days it read."""
    if figures is None:
        return True
    if any(r.get("dim") != "time" and not r.get("latent") and not _PRONOUN.match(str(r.get("body", "")))
           for _, raws in figures.spans for r in raws):
        return False
    missing = prove(replace(figures, words=(), digits=(), quoted=(), names=()), ev).missing
    return all(_part_of_a_day_read(raws, ev) for said, raws in figures.spans if said in missing)


def _part_of_a_day_read(raws: Sequence[dict[str, Any]], ev: Evidence) -> bool:
    """A part of a day the empty read covered ("aucun chrono n'a tourné ce matin" beside nothing today)."""
    parts = [v for r in raws if r.get("dim") == "time" for v in ((r.get("value") or {}).get("values") or [r.get("value") or {}])
             if v.get("type") == "interval"]
    days = [{naive(end).date() for end in ends} for ends in map(interval_ends, parts) if all(isinstance(e, str) for e in ends)]
    return any(len(d) == 1 and d <= ev.dates for d in days)  # both ends on one day the read covered


# "No, there's no dentist reminder", "Tu n'as aucune note sur le vélo": what the owner's data does not hold, said as
# a whole of one kind of thing (not "no longer", not beside an act, no figure, time or quote, no "only … but", no
# "so …").
_ABSENCE = re.compile(r"\b(?:no|not any|none|nothing|aucune?|pas d[e']|rien|(?:do|does|did)n't (?:have|see|find)|"
                      r"n'(?:y )?(?:est|figure|apparaît) pas|ne figure pas)\b", re.I)  # "Paco n'y est pas"
_NOT_ABSENCE = re.compile(r"\d|[«»\"✅✔☑]|\b(?:anymore|any more|no longer|plus|only|just|but|except|juste|seul\w*|"
                          r"mais|sauf|que|qu'|so(?! far)|donc|alors|i've|i have|i'll|j'ai|je vais|still|encore|toujours|already|"
                          r"déjà)\b", re.I)
# Nothing on a topic, in the kind of things the read looked at ("Nothing about the van yet.", "Rien sur tes horaires").
_NOTHING_ON = re.compile(r"^\W*(?:nothing|rien)\s+(?:about|on|regarding|concerning|sur|concernant|à propos d[e'u]|au sujet d[e'u])\b", re.I)
KIND = re.compile(r"\b(?:reminders?|rappels?|notes?|memor(?:y|ies)|souvenirs?|préférences?|preferences?|contacts?|"
                   r"projects?|projets?|sessions?|decisions?|décisions?|phases?)\b", re.I)
# Not what is missing: how it was kept, or when ("aucune préférence enregistrée pour l'instant" names no object).
_STATE = ("saved", "recorded", "logged", "stored", "kept", "enregistre", "garde", "programme", "instant", "moment",
          "now", "yet", "currently", "about", "mentioning", "mentionne", "parle", "there", "have", "got", "see", "find",
          "found", "trouve", "vois", "non", "file", "open", "active", "actif", "ouvert", "cours", "pending", "attente",
          "all", "point", "far", "time", "temps")


def absent_words(sentence: str, figures: Asserted | None, ev: Evidence) -> list[str]:
    """The words a sentence says the reads do not hold, when it is only that ("no dentist reminder" → dentist):
    it names a kind of item, and each of its other content words is missing from the evidence (nor a word of the
    same stem). Empty when it names something the reads hold, or says more than an absence."""
    words = absence_of(sentence, figures)
    return [] if any(ev.has_word(w) for w in words) else words


def absence_of(sentence: str, figures: Asserted | None) -> list[str]:
    """The words of what a sentence says is not there, when it is only that (one or two words; pure)."""
    text = sentence.replace("’", "'")
    if figures is None or figures.spans or not negated(text) or not _ABSENCE.search(text) or not (KIND.search(
            text) or _NOTHING_ON.match(text)) or _NOT_ABSENCE.search(text):
        return []
    words = [w for w in figures.words if not KIND.fullmatch(w) and not any(same_stem(w, s) for s in _STATE)]
    return words if len(words) <= 2 else []


def denies_held(sentence: str, figures: Asserted | None, ev: Evidence) -> bool:
    """An absence said of what the reads hold, word for word ("No van reminder." beside "return the van"): a claim
    about the owner's data, and a false one, whatever the detector scores it (pure)."""
    words = absence_of(sentence, figures)
    return bool(words) and all(ev.has_word(w) and not re.search(  # "No sugar, per your preferences" quotes "no sugar…"
        rf"\b(?:no|not|non|pas|sans|without|aucune?|never|jamais)\W+(?:\w+\W+)?{re.escape(w)}", ev.text) for w in words)


# The owner's things by name, to compare with what was written (not "day", "clock" or "messages": too loose).
_THINGS = {topic: re.compile(rf"\b(?:{words})\b", re.I) for topic, words in {
    "note": r"notes?", "reminder": r"reminders?|rappels?", "preference": r"pr[ée]f[ée]rences?",
    "contact": r"(?:your|my|tes|mes|vos|dans tes|in your|as a|comme|en) contacts?", "project": r"projects?|projets?", "decision": r"d[ée]cisions?",
    "memory": r"(?:your|my|ta|ma|votre)(?: long-term| long terme)? (?:memory|mémoire)"}.items()}
# A timer runs on a project; a zone moves the reminders.
_ON = {"session": ("project",), "decision": ("project",), "share": ("note", "contact"), "timezone": ("reminder",)}


# What the owner's data says, told as the owner's own acts or words: their time ("tu as fait 3 h", "you've logged 2
# hours"), what they told or decided ("You mentioned Kirsty's moved…", "Tu avais décidé de…", "I've got that you…").
_REPORTS = re.compile(r"\b(?:tu as|t'as|t’as|vous avez) (?:fait|passé|bossé|travaillé|cumulé|enregistré)\b|\byou(?:'ve|’ve| have)? "
                      r"(?:done|put in|logged|spent|clocked|worked)\b|\byou(?:'d|’d| had)? (?:mentioned|told me|said|decided)\b|"
                      r"\b(?:tu|vous) (?:m'as|m’as|m'avais|m’avais|m'avez|m’avez|m'aviez|m’aviez) (?:dit|parlé|raconté)\b|"
                      r"\b(?:tu avais|vous aviez|tu as|vous avez) (?:décidé|dit|choisi)\b|\bi(?:'ve|’ve| have) got (?:that|down)\b",
                      re.I)


_SUPPOSING = re.compile(r"\W*(?:if|si|s'|s’|when|whenever|quand|even if|même si)\b", re.I)  # "Si tu as travaillé sans chrono, …"


def reports(sentence: str) -> bool:
    """The owner's data told as the owner's own acts or words ("You mentioned…", "Tu as fait 3 h…"): beside a read,
    the read's to prove; not a guess asked back ("Probably the day you spent at the lecture?"), nor a supposition
    ("If you worked on it off the clock, …") (pure)."""
    return bool(_REPORTS.search(sentence)) and not sentence.rstrip().endswith("?") and not _SUPPOSING.match(sentence)


# How things usually are, or what the owner may do ("It's often printed on a sticker", "il suffit de lancer le chrono",
# "Tell me anything you'd like me to keep", "Best to text him"): no quote of data.
_GENERAL = re.compile(r"\b(?:often|usually|generally|typically|normally|souvent|généralement|en général|d'habitude|il suffit|"
                      r"best to|mieux vaut|tell me|dis-moi|dites-moi|just say|if (?:you|that)|si (?:tu|vous|ça))\b", re.I)


def tells_beside_empty(sentence: str, said: str) -> bool:
    """Beside reads that all came back empty, a statement of things neither the owner said nor asked ("Surtout des
    trucs sur le chantier Favre, notamment que le voisin s'est plaint…" beside no memory): a quote of data that is not
    there, however plain it sounds; not a question, an absence, a supposition, a wish, an offer or advice (pure)."""
    text = sentence.replace("’", "'")
    if asks(text) or negated(text) or _SUPPOSING.match(text) or bare_wish(text) or offers(text) or owner_advice(text) or (
            _GENERAL.search(text)):
        return False
    theirs = content_words(said)
    return len([w for w in content_words(text) if not any(same_stem(w, t) for t in theirs)]) >= 4


# Figures in words, and the calendar words around them ("lundi trente novembre à dix heures").
_SPELLED = re.compile(r"\b(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|"
                      r"trente|midi|minuit|two|three|four|five|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                      r"fifteen|twenty|thirty|noon|midnight)\b", re.I)
_CALENDAR = re.compile(r"\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|"
                       r"saturday|sunday|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|"
                       r"décembre|january|february|march|april|june|july|august|september|october|november|december|"
                       r"heures?|hours?|minutes?|o'clock|et demie|and a half|demain|tomorrow)\b", re.I)


def spelled(text: str) -> str | None:
    """A sentence whose figures are written in words only ("lundi trente novembre à dix heures"), read by Duckling
    rather than by digits: the sentence without them, to tell what it restates; otherwise None (pure)."""
    if re.search(r"\d", text) or not _SPELLED.search(text):
        return None
    return _CALENDAR.sub(" ", _SPELLED.sub(" ", text))


def misstated(text: str, writes: Sequence[Call], catalog: Catalog, writes_evidence: Callable[[], Evidence],
              zone: Any) -> bool:
    """A restatement of this turn's writes that gets them wrong: another kind of act ("Paused ☕" beside a
    stop), another of the owner's things ("dans tes contacts" beside a note), or a clock time, a day of the month, a weekday or a rule none of them has ("6h45" for 07:45, "Monday
    30 Nov" for 7 Dec, "every weekday" for every Thursday), or a number none of them has."""
    if misstates(text, [c.name for c in writes], catalog, string_values(writes), writes_evidence().text):
        return True
    named = {topic for topic, pattern in _THINGS.items() if pattern.search(text)}
    done = {t for c in writes if (a := catalog.get(c.name)) is not None for t in (a.topic, *_ON.get(a.topic, ()))}
    if named and not named & done:
        return True  # "Karim est maintenant dans tes contacts" beside a note saved
    told, days = gather((text,), (), zone), days_named(text)
    numbers = set() if re.search(r"[=×]", text) else amounts(text)  # a sum worked out is advice, not a row
    if not (told.clocks or told.monthdays or days or numbers):
        return False
    ev = writes_evidence()
    return bool(told.clocks - ev.clocks or told.monthdays - ev.monthdays or days - days_named(ev.text)
                or numbers - amounts(ev.text))  # "size 31" beside a note of 33


# An item's state said beside it: done ("✅ fait", "ticked off") or still to come ("à venir", "pending").
_SAID_DONE = re.compile(r"[✅✔☑]|\b(?:done|completed|complete|ticked(?: off)?|checked off|fait|faite|terminée?|cochée?)\b", re.I)
_SAID_OPEN = re.compile(r"\b(?:pending|upcoming|to do|still open|à venir|en attente|à faire|pas encore fait)\b", re.I)


def misstates_state(sentence: str, reads: Sequence[Call]) -> bool:
    """A read's item named with another state than the read gives it ("acheter des chaussons ✅ fait" beside a
    reminder still pending): the item's words are in the sentence, and its status is not the one said (pure)."""
    clauses = re.split(r"[,;:—–]", sentence)  # "Yep, you completed the notary call already, nothing left on that
    # front": each clause with its own negation, and the whole
    return any(_misstates_state(part, reads) for part in ([sentence, *clauses] if len(clauses) > 1 else [sentence]))


def _misstates_state(sentence: str, reads: Sequence[Call]) -> bool:
    return any(status != said for said, status in _states(sentence, reads))


def states_done(sentence: str, reads: Sequence[Call]) -> bool:
    """A read's item said done, and the read gives it done ("Done: buy nappies." beside a listing with the done
    ones): a state read, not an act of this turn's; each clause on its own, and none misstated (pure)."""
    parts = [p for p in re.split(r"[,;:—–]", sentence) if p.strip()]
    found = [s for part in ([sentence, *parts] if len(parts) > 1 else [sentence]) for s in _states(part, reads)]
    return bool(found) and all(said == status == "done" for said, status in found)


_ANSWER = re.compile(r"^\W*(?:no|non|nope|nah|nan|yes|oui|yep|ouais)\b\W*", re.I)


def _states(sentence: str, reads: Sequence[Call]) -> list[tuple[str, str]]:
    """(the state said, the state read) of each row of the reads whose words are all in the sentence, when the
    sentence says one state plainly (not both, not negated)."""
    done, still = bool(_SAID_DONE.search(sentence)), bool(_SAID_OPEN.search(sentence))
    if done == still or negated(_ANSWER.sub("", sentence)):  # "Non, il est toujours en attente": the answer's "no" is
        # no negation of what follows
        return []  # both, neither, or "not done yet": nothing to compare
    said = set(content_words(sentence))
    return [("done" if done else "pending", "done" if row["status"] == "done" else "pending")
            for call in reads for rows in (data_json(call.outcome) or {}).values()
            for row in (rows if isinstance(rows, list) else ())
            if isinstance(row, dict) and "status" in row and (words := content_words(str(row.get("text", ""))))
            and all(w in said for w in words)]


_OPENS_PARTICIPLE = re.compile(r"^\W*(?:\w+ed|\w+(?:é|ée|és|ées))(?: (?:off|on|out|up|down|away))?\W*$|^\W*(?:\w+ed|"
                               r"\w+(?:é|ée|és|ées)) (?:off|on|out|up|down|away)\b", re.I)


def ticked_act(sentence: str) -> bool:
    """A participle with a done sign and nothing else to read ("Turned off ✔️", "Désactivée ✅"): an act said done,
    which no read proves (pure)."""
    text = TICKS.sub(" ", sentence).replace("\ufe0f", " ")
    return bool(TICKS.search(sentence)) and not re.search(r"\d", text) and len(text.split()) <= 3 and bool(
        _OPENS_PARTICIPLE.match(text.strip()))


# A retired row said to be so, as a state ("That note is retired, but it said: …", "cette note est archivée", "une
# note retirée : …", "one archived note"):
# what a read shows, when the read's rows carry that state; not the act of retiring it.
_IS_RETIRED = re.compile(r"\b(?:is|was|'s|are|were|est|etait|sont|etaient)\s+(?:now\s+|already\s+|deja\s+|bien\s+)?"
                         r"(?:retired|archived|retiree?s?|archivee?s?)\b|\b(?:notes?|rappels?|reminders?|souvenirs?|"
                         r"memor(?:y|ies)|preferences?|contacts?|projets?|projects?)\s+(?:retiree?s?|archivee?s?)\b|"
                         r"\b(?:retired|archived)\s+(?:notes?|reminders?|memor(?:y|ies)|preferences?|contacts?|projects?|ones?)\b|"
                         r"\b(?:les|celles?|ceux|une|un)\s+(?:retiree?s?|archivee?s?)\b")  # "and a retired one"


def shown_retired(sentence: str, ev: Evidence) -> bool:
    """The sentence says a row is retired, and the read's rows show retired ones (pure)."""
    return bool(_IS_RETIRED.search(fold(sentence.replace("’", "'")))) and "retire" in ev.text


# An empty stretch of the owner's reminders ("Nothing due today.", "Rien de prévu cet après-midi.", "No open
# reminders.", "Aucun rappel en cours."): only an absence, a time and words of being due or open.
_FREE = frozenset({"due", "prevu", "prevue", "prevus", "planned", "scheduled", "open", "pending", "cours", "attente",
                   "left", "reste", "active", "actif", "actifs", "calendar", "agenda", "programme", "nothing", "rien"})
_OPEN_WORD = re.compile(r"\b(?:open|pending|left|active|en cours|en attente|actifs?|reste)\b", re.I)


def nothing_pending(sentence: str, figures: Asserted | None, reads: Sequence[Call]) -> bool:
    """Said beside a listing of reminders (or a daily briefing): no pending one falls in the time the sentence
    names, or none is pending at all when it names none ("No open reminders" beside a done one) (pure)."""
    text = sentence.replace("’", "'")
    if figures is None or not negated(text) or not _ABSENCE.search(text) or _NOT_ABSENCE.search(text) or any(
            not KIND.fullmatch(w) and w not in _FREE for w in figures.words) or any(
            not re.fullmatch(r"reminders?|rappels?", k, re.I) for k in KIND.findall(text)):
        return False  # "no open notes", "Rien pour l'atelier de samedi": another kind, or a thing named
    windows = [w for _, raws in figures.spans if (w := _window(raws)) is not None]
    if len(windows) < len(figures.spans) or not (windows or _OPEN_WORD.search(text)):
        return False
    pending: list[datetime] = []
    shown = False
    for call in reads:
        data = data_json(call.outcome) or {}
        if isinstance(data.get("reminders"), list):
            shown = True
            pending += [datetime.fromisoformat(r["due_local"]) for r in data["reminders"] if isinstance(r, dict) and r.get(
                "status") == "pending" and not r.get("retired") and isinstance(r.get("due_local"), str)]
        elif "reminders_today" in data and isinstance(day := data.get("day"), str) and windows and all(
                w == _day(date.fromisoformat(day[:10])) for w in windows):
            shown = shown or (data.get("reminders_today") == 0 and not data.get("overdue"))  # a briefing counts today's
    if not windows:
        return shown and not pending
    return shown and not any(start <= due < end for due in pending for start, end in windows)


def _day(day: date) -> tuple[datetime, datetime]:
    """A day's local window, from its midnight to the next."""
    start = datetime.combine(day, time())
    return start, start + timedelta(days=1)


def _window(raws: Sequence[dict[str, Any]]) -> tuple[datetime, datetime] | None:
    """A time span's reading as a local window (from, to): a day, or an interval."""
    for raw in raws:
        value = raw.get("value") if raw.get("dim") == "time" else None
        if not isinstance(value, dict):
            continue
        if value.get("type") == "value" and value.get("grain") == "day" and isinstance(value.get("value"), str):
            return _day(naive(value["value"]).date())
        start, end = interval_ends(value) if value.get("type") == "interval" else (None, None)
        if isinstance(start, str) and isinstance(end, str):
            return naive(start), naive(end)
    return None
