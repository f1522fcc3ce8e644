"""Grounding: what a sentence asserts must appear in what the turn's tools returned (or, for "I did it earlier",
in what the ledger shows was done).

Evidence is gathered from code only — outcome summaries, stored rows and arguments — never from the owner's own
message (a model repeating "at 9 tomorrow morning" after setting 21:00 must not be vouched for by the request).
A sentence is proven when every time, day, duration, count, amount, quoted item and proper name in it is found in
the evidence, and enough of its content words are (or, across languages, its meaning is close to an item's).
Pure: the Duckling reader is injected.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, datetime, time
from typing import Any, Protocol
from zoneinfo import ZoneInfo

from pipeline.grounding_figures import MONTHS, fold, found

_ISO_MOMENT = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$")
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_CLOCK = re.compile(r"(?<![\d:])([01]?\d|2[0-3])(?::|\u202f?h\u202f?| h )([0-5]\d)(?!\d)")  # "7:15", "7h15", "7 h 15"
_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])")
_DIGITS = re.compile(r"[^\W\d_]*\d+(?:[.,]\d+)?[^\W_]*")  # a figure with the letters it is glued to: "AF1234"
_PLAIN_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_QUOTED = re.compile(r"(?<![\w'’])['\"«“‘]\s*([^'\"«»“”‘’]{2,80}?)\s*['\"»”’](?![\w'’])")
_ELIDED = re.compile(r"^(?:[cdjlmnst]|qu)['’]", re.I)  # French elision: "l'ai", "j'ai", "qu'il"
_WORD = re.compile(r"[a-zà-öø-ÿœæç]+(?:['’-][a-zà-öø-ÿœæç]+)*", re.I)
_NAME = re.compile(r"(?<=[a-zà-ÿ,;:] )(?!I['’](?:m|d|ll|ve)\b)[A-ZÀ-ÖØ-Þ][\w'-]+")  # not "I'm"
CALENDAR_WORDS = frozenset(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre", "i", "arthur"])
_ORDINAL_ONLY = re.compile(r"^(?:the |le |la )?(?:first|second|third|last|next|premier|première|deuxième|"
                           r"seconde?|troisième|dernier|dernière|prochain|prochaine)$", re.I)
# A day and month as texts write them ("26 nov. 2026", "14 March", "le 3 décembre"), folded; the year when given.
_TEXT_DATE = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th|er)? (" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")[a-z]*\.?(?: (\d{4}))?\b")
# A day of any month a stored text names ("due on the 5th", "le 5 de chaque mois"): an ordinal ending its clause, or "of the month".
_MONTH_DAY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b(?=\s*(?:[,.;:!?)]|$|of (?:the|each|every) month))|\b(?:le |the )?(\d{1,2})(?:er|e)? (?:du mois|de chaque mois|de (?:tous|chaque) les mois|of (?:the|each|every) month)\b")
_COUNTED = re.compile(r"\s*(?:seule?s? |single |)(?:notes?|reminders?|rappels?|sessions?|pr[ée]f[ée]rences?|contacts?|projects?|"
                      r"projets?|memor(?:y|ies)|souvenirs?|d[ée]cisions?|items?|entries|entr[ée]es?)\b", re.I)
_ONLY_ONE = re.compile(r"\b(?:le|la|ton|ta|votre|the|your)\s+(seule?|only)(?=\s+(?:note|reminder|rappel|session|pr[ée]f[ée]rence|contact|project|projet|memory|souvenir|d[ée]cision)\b)", re.I)
_JOINED = re.compile(r"[&@_]\w|\w[&@_]|[&@_]{2}")  # a span glued into a code by its neighbours
_HEADS = re.compile(r"\s*(?:of them|en tout|in all)?\s*:\s*$", re.I)  # a count that heads a listing ("Two:", "Deux :")
_JUST = re.compile(r"\b(?:just|only|juste|seulement)(?: the)?\s*$", re.I)  # "Just the one:", "only two": a count
_HOUR_H = re.compile(r"(?<![\d:])([01]?\d|2[0-3]) ?h(?![\w\d])(?! [0-5]\d(?!\d))")
_AM_PM = re.compile(r"(?<![\d:])(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?m\b\.?", re.I)  # "after 2pm" in the owner's text
_FIGURE_WORDS = re.compile(
    r"\d|\b(?:today|tonight|tomorrow|yesterday|morning|evening|afternoon|night|noon|midnight|week|weekend|month|year|hours?|minutes?|days?|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|"
    r"november|december|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|half|quarter|"
    r"dozen|first|second|third|aujourd'hui|demain|hier|soir|matin|après-midi|nuit|midi|minuit|semaine|week-end|mois|ans|année|heures?|"
    r"jours?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|"
    r"novembre|décembre|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|vingt|trente|quarante|cinquante|cent|demie?|quart|premier|"
    r"première)\b", re.I)
# Words any sentence about Arthur's work may use without naming anything of the owner's.
_GENERIC = frozenset(["french", "english", "français", "anglais", "reminder", "reminders", "note", "notes", "noted", "memo", "set", "saved", "save", "added", "created", "stored", "recorded", "logged", "scheduled", "booked", "session", "sessions", "timer", "project", "projects", "preference", "preferences", "memory", "memories", "remember", "decision", "decisions", "contact", "contacts", "briefing", "today", "tomorrow", "yesterday", "tonight", "morning", "evening", "afternoon", "night", "week", "month", "minutes", "minute", "hours", "hour", "done", "all", "just", "also", "already", "now", "still", "here", "there", "your", "yours", "mine", "will", "would", "have", "has", "been", "were", "what", "which", "this", "that", "these", "those", "with", "from", "into", "about", "for", "and", "the", "you", "are", "its", "it's", "ping", "nudge", "alert", "rappel", "rappels", "note", "notes", "noté", "notée", "enregistré", "enregistrée", "programmé", "programmée", "ajouté", "ajoutée", "créé", "créée", "session", "chrono", "projet", "projets", "préférence", "préférences", "mémoire", "souvenir", "souvenirs", "décision", "décisions", "contact", "contacts", "aujourd'hui", "demain", "hier", "soir", "matin", "après-midi", "semaine", "mois", "minutes", "heure", "heures", "fait", "c'est", "est", "sont", "bien", "déjà", "aussi", "maintenant", "encore", "voici", "voilà", "ton", "ta", "tes", "votre", "vos", "pour", "avec", "dans", "sur", "les", "des", "une", "un", "le", "la", "du", "de", "et", "yes", "yeah", "sure", "okay", "ok", "yep", "yup", "nope", "nah", "ouais", "ouaip", "earlier", "already", "previously", "before", "ago", "oui", "tout", "précédemment", "avant", "depuis", "since", "instant", "moment", "far", "yet", "pour l'instant"])
_STOP = frozenset(["mais", "entre", "car", "parce", "puisque", "because", "donc", "alors", "puis", "ensuite", "voila", "ainsi", "a", "an", "the", "of", "to", "in", "on", "at", "by", "or", "is", "was", "be", "been", "being", "do", "does", "did", "i", "me", "my", "we", "our", "you", "your", "he", "she", "they", "them", "it", "its", "this", "that", "these", "those", "there", "here", "what", "which", "who", "when", "where", "how", "why", "not", "no", "yes", "so", "but", "if", "then", "than", "too", "very", "can", "could", "should", "would", "will", "shall", "may", "might", "must", "also", "just", "only", "any", "some", "all", "each", "every", "more", "most", "other", "such", "own", "le", "la", "les", "un", "une", "des", "du", "de", "d", "l", "au", "aux", "à", "en", "et", "ou", "est", "sont", "était", "je", "tu", "il", "elle", "nous", "vous", "ils", "elles", "ce", "cet", "cette", "ces", "qui", "que", "qu", "quoi", "où", "quand", "comment", "pas", "ne", "n", "y", "se", "s", "sa", "son", "ses", "mon", "ma", "mes", "ton", "ta", "tes", "notre", "nos", "votre", "vos", "leur", "leurs", "pour", "par", "sur", "sous", "avec", "dans", "plus", "moins", "très", "bien", "aussi", "yet", "haven't", "hasn't", "didn't", "don't", "doesn't", "isn't", "aren't", "wasn't", "that's", "there's", "here's", "what's", "i've", "you've", "you're", "we're", "they're", "i'm", "let's", "he's", "she's", "i'd", "you'd", "avez", "avons", "ont", "seul", "seule", "seuls", "seules", "single", "only", "apres", "d'apres", "according", "none", "nothing", "rien", "aucun", "aucune", "encore", "pas", "got", "have", "has", "had", "any",
                   # reporting a source carries no data of its own ("that's what your note says", "ta note dit")
                   "says", "say", "said", "shows", "reads", "written", "dit", "indique", "ecrit", "ecrite",
                   # nor a state read back ("is marked done", "nothing else")
                   "else", "marked", "marque", "marquee", "marques", "marquees"])


_LANGUAGES = frozenset(["french", "english", "francais", "anglais"])  # "your note (in French) says…"


class Figures(Protocol):
    """What grounding needs from the time reader: Duckling's raw matches."""

    def parse(self, text: str, lang: str, now: datetime, dims: Any) -> list[dict[str, Any]]:
        """Raw Duckling matches of `dims` in `text`."""
        ...


def content_words(text: str, folded: bool = True) -> list[str]:
    """The words that say what a sentence is about (folded unless asked not to), function words and Arthur's
    generic vocabulary out."""
    words = ((fold(w), w) for w in (_ELIDED.sub("", w) for w in _WORD.findall(text)))  # "d'appeler" is "appeler"
    return [f if folded else w for f, w in words if len(f) >= 3 and f not in _STOP and f not in _GENERIC_FOLDED]


_GENERIC_FOLDED = frozenset(fold(w) for w in _GENERIC)


@dataclass
class Evidence:
    """What code can vouch for: texts, numbers, moments, clock times, days and durations (in minutes)."""

    text: str = ""
    words: set[str] = field(default_factory=set)
    numbers: set[float] = field(default_factory=set)
    moments: set[datetime] = field(default_factory=set)
    clocks: set[time] = field(default_factory=set)
    dates: set[date] = field(default_factory=set)
    minutes: set[int] = field(default_factory=set)
    counts: set[float] = field(default_factory=set)  # how many items a listing holds ("you have 2 reminders")
    monthdays: set[tuple[int, int]] = field(default_factory=set)  # days a stored text names ("le 3 décembre")
    days_of_month: set[int] = field(default_factory=set)  # a day of any month a text names ("due on the 5th")
    rows: list[str] = field(default_factory=list)  # each listed item's text (its words are read only for a scoped count)
    items: list[str] = field(default_factory=list)  # the evidence's texts, for a meaning-level match

    @property
    def empty(self) -> bool:
        """Nothing to vouch with."""
        return not self.items

    def has_word(self, word: str) -> bool:
        """A content word (folded) the evidence holds: as a word, inside its text, or as a word of the same stem."""
        return word in self.words or word in self.text or any(same_stem(word, e) for e in self.words)


def gather(texts: Iterable[str], values: Iterable[Any], zone: ZoneInfo) -> Evidence:
    """Evidence from code-written texts (summaries, ledger messages) and JSON values (stored rows, arguments)."""
    ev = Evidence()
    strings: list[str] = []
    for text in texts:
        if text:
            strings.append(text)
            ev.items.append(text)
    for value in values:
        _walk(value, ev, strings, zone)
    for text in strings:
        ev.text += " " + fold(text)
        ev.words.update(words := content_words(text))
        ev.words.update(p for w in words if "-" in w for p in w.split("-") if len(p) >= 3)  # "réponds-moi": "reponds"
        for m in _NUMBER.finditer(text):
            _number(ev, float(m.group(0).replace(",", ".")))
        for m in _CLOCK.finditer(text):
            _clock(ev, time(int(m.group(1)), int(m.group(2))))
        for m in _HOUR_H.finditer(text):  # "à 14h" in the owner's own text
            _clock(ev, time(int(m.group(1)), 0))
        for m in _AM_PM.finditer(text):
            _clock(ev, time(int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0), int(m.group(2) or 0)))
        for m in _TEXT_DATE.finditer(fold(text)):  # code's "Thu 26 Nov 2026", the owner's "Sarah's birthday: 14 March"
            day, month = int(m.group(1)), MONTHS[m.group(2)]
            ev.monthdays.add((month, day))
            if m.group(3):
                ev.dates.add(date(int(m.group(3)), month, day))
        ev.days_of_month.update(int(m.group(1) or m.group(2)) for m in _MONTH_DAY.finditer(fold(text)))
    return ev


def _walk(value: Any, ev: Evidence, strings: list[str], zone: ZoneInfo) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            per_minute = 60 if "second" in str(key) else 1 if "minute" in str(key) else 0  # a duration in seconds or minutes
            if per_minute and isinstance(item, int | float) and not isinstance(item, bool):
                ev.minutes.add(round(item / per_minute))
            _walk(item, ev, strings, zone)
    elif isinstance(value, list | tuple):
        ev.numbers.add(float(len(value)))  # "you have three notes": a listing's size
        ev.counts.add(float(len(value)))
        statuses = Counter(item.get("status") for item in value if isinstance(item, dict) and "status" in item)
        if len(statuses) > 1:  # "un rappel actif" beside one done: how many of each status
            ev.counts.update(float(n) for n in statuses.values())
        for item in value:
            if isinstance(item, dict) and isinstance(text := item.get("text") or item.get("name"), str):
                ev.rows.append(text)
            _walk(item, ev, strings, zone)
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int | float):
        _number(ev, float(value))
    elif isinstance(value, str):
        if _ISO_MOMENT.match(value):
            moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
            local = moment.astimezone(zone).replace(tzinfo=None) if moment.tzinfo else moment
            ev.moments.add(local.replace(second=0, microsecond=0))
            ev.dates.add(local.date())
            _clock(ev, local.time().replace(second=0, microsecond=0))
        elif _ISO_DATE.match(value):
            ev.dates.add(date.fromisoformat(value))
        else:
            strings.append(value)
            ev.items.append(value)


def _number(ev: Evidence, n: float) -> None:
    ev.numbers.add(n)
    if n >= 60:  # seconds or minutes, as a duration in minutes
        ev.minutes.add(round(n / 60))


def _clock(ev: Evidence, at: time) -> None:
    ev.clocks.add(at)
    for n in (at.hour, at.hour % 12 or 12, at.minute):
        ev.numbers.add(float(n))


@dataclass(frozen=True)
class Proof:
    """How a sentence fares against some evidence: what it asserts that was not found, and how much of its
    content was."""

    missing: tuple[str, ...]
    coverage: float  # share of its content words found (1.0 when it has none)

    vacuous: bool = False  # it asserts nothing that could be checked ("Done!", "C'est noté")

    def holds(self, minimum: float = 0.5) -> bool:
        """Every figure and name found, and enough of the content; a claim of nothing checkable proves nothing."""
        return not self.missing and self.coverage >= minimum and not self.vacuous


TIME_DIMS = ("time", "duration", "number", "amount-of-money")


def time_dims() -> Any:
    """Duckling's dimensions the guard reads (loaded once, by the guard's builder)."""
    import duckling

    return duckling.parse_dimensions(list(TIME_DIMS))


@dataclass(frozen=True)
class Asserted:
    """What a sentence asserts that evidence must hold: Duckling's readings per span (longest spans first, none
    inside another), the other digits, quoted items, names, and its content words outside those spans (a figure
    is proven by its reading, not by its words: "Friday 27 November" is "Fri 27 Nov")."""

    spans: tuple[tuple[str, tuple[dict[str, Any], ...]], ...]
    counted: tuple[str, ...]  # the spans that count items of the owner's ("2 rappels", "only one reminder")
    digits: tuple[str, ...]
    quoted: tuple[str, ...]
    names: tuple[str, ...]
    words: tuple[str, ...]
    now: datetime
    scoped: bool = False  # a count said of one topic ("Côté matos, j'ai deux notes : …", "About the boat, two notes")


# A count said of one topic: what the sentence names is what it counts.
_SCOPE = re.compile(r"\b(?:côté|about|regarding|concernant|au sujet d[eu']|on the subject of|(?:related|linked) to|"
                    r"liée?s? (?:à|au)|for the|pour (?:le|la|les)|sur (?:le|la|les))\b", re.I)


_PRONOUN_ONE = re.compile(r"\b(?:that|this|the|which|another|every|each|any|no|a new|the same|one)\s+ones?$", re.I)


_DIGIT_NAMES = {w: i % 10 for i, w in enumerate([
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"])}
_DIGIT_WORDS = re.compile(rf"\b(?:{'|'.join(_DIGIT_NAMES)})(?: (?:{'|'.join(_DIGIT_NAMES)})){{2,}}\b", re.I)
_SPACED_DIGITS = re.compile(r"(?<![\d:.,])\d(?: \d){2,}(?!\d|[:.,]\d)")


def _read_out(sentence: str) -> str:
    """A code read out digit by digit ("4 4 7 1", "quatre quatre sept un") written as one figure ("4471")."""
    spelled = _DIGIT_WORDS.sub(lambda m: "".join(str(_DIGIT_NAMES[w]) for w in m.group(0).lower().split()), sentence)
    return _SPACED_DIGITS.sub(lambda m: m.group(0).replace(" ", ""), spelled)


def asserted(sentence: str, lang: str, figures: Figures, dims: Any, now_local: datetime) -> Asserted:
    """Read a sentence's figures once; `prove` then checks them against any evidence. Duckling (a few ms) reads
    only sentences that may hold a figure: digits, or a word of time or number."""
    now = now_local.replace(tzinfo=None, second=0, microsecond=0)
    sentence = _read_out(sentence)
    readings: dict[tuple[int, int], list[dict[str, Any]]] = {}
    # French "est" is a verb, not Eastern time ("demain 9h est encore en attente"), and "été" after an auxiliary is
    # a participle, not summer ("n'a été enregistrée"): masked, same length.
    read = sentence.replace('"', " ")  # a closing quote is no unit of seconds or inches ('… at 8:25").')
    read = re.sub(r"\best\b", "xst", read, flags=re.I) if lang == "fr" else re.sub(
        r"\b(next|that|this|another|which|each|every|last) one\b", r"\1 xne", read, flags=re.I)  # "next one tomorrow"
    read = re.sub(r"\b(a|ai|as|avons|avez|ont|avait|aurait|aura|pas|jamais|déjà|bien) été\b", r"\1 xté", read,
                  flags=re.I) if lang == "fr" else read
    found = figures.parse(read, "fr" if lang == "fr" else "en", now, dims) if _FIGURE_WORDS.search(sentence) else []
    for raw in found:
        readings.setdefault((int(raw["start"]), int(raw["end"])), []).append(raw)
    for m in _ONLY_ONE.finditer(sentence):  # "C'est le seul rappel en cours", "the only note": a count of one
        readings.setdefault(m.span(1), [{"dim": "number", "value": {"value": 1}}])
    # Longest spans first: "at 9 tomorrow" is judged whole, not as "9"; one span may read as a number, an amount or
    # a time ("3"): it is proven when any of its readings is.
    covered: list[tuple[int, int]] = []
    spans: list[tuple[str, tuple[dict[str, Any], ...]]] = []
    for span in sorted(readings, key=lambda s: (s[0] - s[1], s[0])):
        if _ORDINAL_ONLY.match(sentence[span[0]:span[1]]):
            continue  # "the first one", "le premier": a rank, not a day of the month
        if _PRONOUN_ONE.search(sentence[:span[1]]) and sentence[span[0]:span[1]].lower() in ("one", "ones", "the one") and not (
                _JUST.search(sentence[:span[0]])):
            continue  # "that one", "another one", "the one you saved": a pronoun, not a count ("just the one" is)
        if sentence[span[0] - 1:span[0]].isalpha() or sentence[span[1]:span[1] + 1].isalpha() or _JOINED.match(
                sentence[span[0] - 1:span[0]] + sentence[span[1]:span[1] + 1]):
            continue  # "42" inside "tortue42", "Mat" in "Echec&Mat67": the whole code is checked as written
        if not any(a <= span[0] and span[1] <= b for a, b in covered):
            if sentence[span[0]:span[1]].lower() in ("one", "the one") and _JUST.search(sentence[:span[0]]):  # "Just
                # the one:" is a count, not 1 o'clock
                readings[span] = [{"dim": "number", "value": {"value": 1}}]
            spans.append((sentence[span[0]:span[1]], tuple(readings[span])))
            covered.append(span)
    counted = tuple(sentence[a:b] for a, b in covered if _COUNTED.match(sentence, b) or ((_JUST.search(sentence[:a]) or (
        not sentence[:a].strip() and _HEADS.match(sentence, b))) and any(r.get("dim") == "number" for r in readings[(
            a, b)])))  # "only in the afternoon" counts nothing; "Two:" above a listing counts its items
    rest = "".join(" " if any(a <= i < b for a, b in covered) else c for i, c in enumerate(sentence))
    names = tuple(n for n in (re.sub(r"['’]s$", "", m.group(0)) for m in _NAME.finditer(sentence))  # "Arthur's"
                  if fold(n) not in CALENDAR_WORDS and fold(n) not in _LANGUAGES)
    return Asserted(tuple(spans), counted, tuple(m.group(0) for m in _DIGITS.finditer(rest)),
                    tuple(m.group(1) for m in _QUOTED.finditer(sentence)), names, tuple(content_words(rest)), now,
                    bool(counted) and bool(_SCOPE.search(sentence)))


def prove(claim: Asserted, ev: Evidence) -> Proof:
    """Check each figure, quote and name a sentence asserts against `ev`."""
    missing = [said for said, raws in claim.spans if (said in claim.counted and not _counts(raws, ev, claim)) or (
        said not in claim.counted and not _in_text(said, ev.text) and not any(found(r, said, ev, claim.now)
                                                                            for r in raws))]
    missing += [d for d in claim.digits if not _in_text(d, ev.text) and not (
        _PLAIN_NUMBER.fullmatch(d) and float(d.replace(",", ".")) in ev.numbers)]
    missing += [q for q in claim.quoted if fold(q).strip() not in ev.text]
    missing += [n for n in claim.names if fold(n) not in ev.text]
    words = claim.words
    coverage = sum(ev.has_word(w) or (bool(claim.counted) and w in _PENDING and ev.has_word("pending"))
                   for w in words) / len(words) if words else 1.0  # "le seul rappel en cours": a count by state
    vacuous = not (claim.spans or claim.digits or claim.quoted or claim.names or words)
    return Proof(tuple(dict.fromkeys(missing)), coverage, vacuous)


_SEGMENT = re.compile(r"[,&+]|\s(?:and|et|as well as|ainsi que)\s|(?<!\bla)(?<!\ble)(?<!\bles)\splus\s", re.I)  # not "la plus fidèle"
_NEAR = frozenset(["next", "last", "coming", "prochain", "prochaine", "dernier", "derniere", "total"])  # "two in total"
_PENDING = frozenset(["open", "upcoming", "ouvert", "ouverte", "ouverts", "ouvertes", "attente", "cours", "actif",
                      "actifs", "active", "actives"])  # a pending row's state
_NEGATION = re.compile(r"\b(?:no|not|never|nothing|none|without|no one|nobody|\w+n't|ne|n'|pas|jamais|aucune?|"
                       r"sans|rien|personne)\b", re.I)


_ONLY = re.compile(r"\b(?:ne |n')(?:[\w'-]+ ){1,3}?qu(?:e\b|')(?!.*\b(?:pas|rien|jamais|aucune?)\b)", re.I)


# A reassurance says no to nothing ("Yes, your dentist reminder is set, no worries", "Pas de souci, c'est noté").
_REASSURING = re.compile(r"\b(?:no (?:worries|worry|problem|prob|probs|stress|sweat|rush|biggie|big deal)|not a problem|"
                         r"(?:don't|do not|dont) (?:you )?worry|never mind|pas (?:de|d') ?(?:souci|soucis|problème|"
                         r"problèmes|stress|panique|lézard|blème)|(?:ne )?t'inquiète(?:s)?(?: pas)?|(?:ne )?vous inquiétez pas|"
                         r"sans (?:souci|soucis|problème)|pas grave|no harm done)\b", re.I)


def negated(text: str) -> bool:
    """It says no: a negation word in English or French ("ne … que" says "only": "Vous n'avez qu'un rappel"), outside
    a reassurance ("no worries", "pas de souci")."""
    return bool(_NEGATION.search(_ONLY.sub(" ", _REASSURING.sub(" ", text.replace("’", "'")))))

ITEM_WORDS = 2  # an item of a list is short ("oat milk"); a longer part is a clause, paraphrased more freely


_SOURCE = re.compile(r"^\W*(?:d'après|selon|according to|from what|as you (?:told|said|mentioned)|comme (?:tu|vous) "
                     r"(?:me )?l'(?:as|avez|aviez) dit|(?:you|tu|vous) (?:told me|m'(?:as|avez|aviez) dit)|if i remember|"
                     r"si je me souviens|if memory serves)\b", re.I)


def invented_item(sentence: str, claim: Asserted, ev: Evidence) -> bool:
    """A part of an enumeration of which no word is in the evidence ("lait, œufs, farine et beurre" when the note
    holds "lait, œufs, farine"): the sentence's coverage may pass while one item is made up."""
    said = set(claim.words)
    listed = re.split(r"(?<!\d):(?!\d)", sentence)[-1]  # what a header announces ("You told me: …") is the list (not "09:00")
    for part in _SEGMENT.split(listed):
        words = [w for w in content_words(part) if w in said and w not in CALENDAR_WORDS and w not in _NEAR]
        if negated(part) or _SOURCE.match(part):
            continue  # "Alice isn't in your contacts", "no time logged": an absence, checked as a whole; "D'après ce
            # que vous m'aviez dit, …": where it comes from, not an item
        if words and len(words) <= ITEM_WORDS and not any(ev.has_word(w) or (w in _PENDING and ev.has_word("pending"))
                                                          for w in words):
            return True
    return False


def _in_text(said: str, text: str) -> bool:
    """The figure as written, as a whole word of the evidence ("4" is not in "4471", "12" is in "ep12"), with or
    without its "at" ("Friday at 18:00" in "deliver Friday 18:00"), a unit with or without its power ("42 m²")."""
    said = fold(said).strip(" .,;:!?")
    figure = bool(re.search(r"\d", said))
    bare = re.sub(r"\s+", " ", re.sub(r"\b(?:at|a|on|le|in|en)\b", " ", said)).strip() if figure else said
    if figure and _FULL_NAME.search(said):  # "Saturday 28 Nov" in "Sat 28 Nov", "April 2027" as written
        text, said, bare = (_FULL_NAME.sub(lambda m: m.group(0)[:3], t) for t in (text, said, bare))  # "sat", "apr"
    return any(s and re.search(r"(?<![\d.,])" + re.escape(s) + (r"[23]?" if s[-1].isalpha() else "") + r"(?![\w])",
                               text) for s in {said, bare})  # "42 m" read in "42 m²" (folded "42 m2")


_FULL_NAME = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b")


def _counts(raws: tuple[dict[str, Any], ...], ev: Evidence, claim: Asserted) -> bool:
    """A count of the owner's items is proven by a listing of that size only, never by an id that happens to match."""
    values = [(r.get("value") or {}).get("value") for r in raws if r.get("dim") == "number" or (
        r.get("dim") == "amount-of-money" and (r.get("value") or {}).get("unit") == "unknown")]  # "a single note"
    words = set(claim.words)
    named = sum(not words.isdisjoint(content_words(row)) for row in ev.rows) if claim.scoped else -1  # of one topic: the
    # rows it names
    return any(isinstance(v, int | float) and (float(v) in ev.counts or v == named) for v in values)


def same_stem(a: str, b: str) -> bool:
    """Two folded words that differ only by an ending ("prefere"/"preferes", "dentist"/"dentiste",
    "notary"/"notaire"): they share a prefix of at least 4 letters, missing at most 2 of the shorter one's."""
    if a[:4] != b[:4]:
        return False
    n = 4
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n >= min(len(a), len(b)) - 2
