"""The words around a time phrase: casual spellings made standard, impossible dates and times quoted back, and
the reminder's own text recovered once the request and time words are cut out.

Duckling reads the grammar of times; it does not know "2morrow" or "a 9h", it silently turns "April 31" into a
year and "25:00" into two numbers, and it reads "dans 1h30" as half past one. This module handles those
before Duckling sees the text. Everything here is pure string work.
"""

from __future__ import annotations

import calendar
import re
from datetime import date

from pipeline.rules.name_typos import fix_name_typos

# Casual spellings → the words Duckling knows. Applied to the whole message; each pattern only matches a
# spelling that is a time or request word, so the reminder's own text is left as typed.
_CASUAL: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.I), r) for p, r in (
    (r"\b(?:2morrow|2moro|2morow|2mrw|tmrw|tmrrw|tmr|tmw|tomoz|tomorow|tommorow|tommorrow|tomorrw|tomoro)\b",
     "tomorrow"),
    (r"\b(?:2nite|2night|tonite|2nyt)\b", "tonight"),
    (r"\b2day\b", "today"),
    (r"\blater\s+(?=today\b)", ""),
    (r"\beveryday\b", "every day"),
    (r"\b(?:evry|evrey|evey)\b", "every"),
    (r"\b(?:demian|dmain|demin|dem1|2main)\b", "demain"),
    (r"\bapr[eè]s[\s-]+demain\b", "après-demain"),
    (r"\b(?:apr[eè]s[\s-]+midi|aprem|aprèm)\b", "après-midi"),
    (r"\b(?:aujourd['’ ]?hui|aujourdhui|ajd|auj)(?!\w)", "aujourd'hui"),
    (r"\b(?:tt|ts)\s+les\b", "tous les"),
    (r"\bds(?=\s+\d)", "dans"),
    (r"(?<=\d)\s*mn\b", " minutes"),
    (r"(?<![\w'’])a(?=\s+(?:\d{1,2}\s*h(?:\b|\d)|\d{1,2}\s*heures?\b|midi\b|minuit\b))", "à"),
))
# Request words typed in a hurry; the templates of the offline path (pipeline.intents) read them too.
_REQUEST_TYPOS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.I), r) for p, r in (
    (r"\b(?:remnd|remidn|remaind|remid|rmd|rmind|reminde|remine)(?=\s+me\b)", "remind"),
    (r"\b(?:rap+el+e?s?|rapel+e?s?)[\s-]*moi\b", "rappelle-moi"),
    (r"\bnoublie\b", "n'oublie"),
    (r"\bdont\s+let\b", "don't let"),
    (r"\bfais\s+moi\s+penser\b", "fais-moi penser"),
    (r"\bpeux\s+tu\s+me\b", "peux-tu me"),
))
# "dans 1h30", "in 2h": a duration, not a clock time.
_DURATION_H = re.compile(r"\b(?P<w>dans|in)\s+(?P<h>\d{1,2})\s*(?:h|heures?|hours?|hrs?)(?:\s*(?P<m>\d{1,2})"
                         r"(?:\s*(?:min|minutes?|mins))?)?\b(?!\s*(?:du|de\s+l))", re.I)
# "dans une heure et demie", "dans 2 heures et quart": Duckling reads the tail as a clock time.
_DURATION_FR = re.compile(r"\bdans\s+(?P<h>une|un|deux|trois|quatre|cinq|\d{1,2})\s+heures?\s+et\s+(?P<q>demie|quart)\b",
                          re.I)
_FR_NUMBERS = {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5}
# "le 04/12", "on 25/12/2026": day/month, as the owner (in Europe) writes it in both languages.
_DATE_NUM = re.compile(r"(?P<pre>^|\b(?:le|on|the|du|au|for|pour|by|until|avant|before)\s+)"
                       r"(?P<d>\d{1,2})/(?P<m>\d{1,2})(?:/(?P<y>\d{4}|\d{2}))?(?![\d/])", re.I)

MONTHS: dict[str, int] = {
    **{name: i for i, name in enumerate(
        ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
         "november", "december"), 1)},
    **{name: i for i, name in enumerate(
        ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
         "novembre", "décembre"), 1)},
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10,
    "nov": 11, "dec": 12, "janv": 1, "févr": 2, "fevrier": 2, "fév": 2, "avr": 4, "juil": 7, "aout": 8,
    "déc": 12, "decembre": 12,
}
MONTH_WORDS = "(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b"
_MONTH = MONTH_WORDS + r"\.?"
_EN_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December")
_FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
              "novembre", "décembre")

_IMPOSSIBLE_TIMES = (  # "25:00", "14h75"; "13pm", "0am"; "à 26h"
    re.compile(r"(?<![\d/.:,])(?P<h>\d{1,2})\s*(?::|h)\s*(?P<m>\d{2})(?![\d/])", re.I),
    re.compile(r"(?<![\d:.,/])(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<ampm>[ap])\.?m\b\.?", re.I),
    re.compile(r"\b(?:at|à|vers)\s+(?P<said>(?P<h>\d{2})\s*(?:h|heures?|o'?clock))(?!\w)", re.I),
    re.compile(r"\b(?P<said>(?:at|à|vers)\s+(?P<h>\d{2}))(?![\w:.,/-])", re.I),  # "tomorrow at 25"
)
_ISO_DATE = re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b")
_IMPOSSIBLE_DATES = (
    re.compile(rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th|er)?\s+(?:of\s+)?(?P<mo>{_MONTH})(?:\s*,?\s*(?P<y>\d{{4}}))?",
               re.I),
    re.compile(rf"\b(?P<mo>{_MONTH})\s+(?:the\s+)?(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?:\s*,?\s*(?P<y>\d{{4}}))?",
               re.I),
    re.compile(r"\bthe\s+(?P<d>\d{1,3})(?:st|nd|rd|th)\b", re.I),
    re.compile(r"\ble\s+(?P<d>\d{2})(?:er)?(?=\s+(?:à|de|du)\b)", re.I),
)

_REQUEST = re.compile(
    r"\b(?:(?:please|pls|hey|ok)\s*,?\s+)?(?:can\s+you\s+|could\s+you\s+)?"
    r"(?:remind\s+me|(?:ping|nudge|alert)\s+me|set\s+(?:me\s+)?(?:a|an|up\s+a)\s+reminder|add\s+a\s+reminder"
    r"|create\s+a\s+reminder|rappelle-moi|(?:mets|programme|ajoute|crée)(?:[\s-]moi)?\s+un\s+rappel"
    r"|fais[\s-]moi\s+penser(?:\s+(?:à|a)\b)?"
    r"|(?:peux-tu|peux\s+tu|tu\s+peux|pourrais-tu|tu\s+pourrais|pouvez-vous|n'?oublie\s+pas\s+de)\s+me\s+rappeler"
    r"|(?:don'?t|do\s+not)\s+let\s+me\s+forget|^\s*(?:reminder|rappel)\b\s*:?)\b",
    re.I)
_POLITE = re.compile(r"[\s,]*\b(?:please|pls|thanks|thank\s+you|s'il\s+te\s+pla[iî]t|s'il\s+vous\s+pla[iî]t|stp|svp|merci)"
                     r"[\s!.]*$", re.I)
_LEAD = re.compile(r"^(?:[\s,;:.!?–-]+|(?:to|for|about|that|on|at|de|pour|que|à|please|pls|plz|stp|svp"
                   r"|s'il\s+te\s+pla[iî]t|s'il\s+vous\s+pla[iî]t)(?=[\s,])|(?:d|qu)['’]\s*)+", re.I)
_TRAIL = re.compile(r"(?:[\s,;:.!?–-]+|(?<=\s)(?:at|on|à|by|vers|for|pour|le|the|de|and|et))+$", re.I)


def normalise(text: str, lang: str) -> str:
    """`text` with casual time/request spellings and slightly misspelt day/month names made standard, "dans 1h30" spelled as minutes and numeric
    day/month dates spelled out ("le 04/12" → "le 4 décembre"), so that Duckling reads them as meant."""
    out = request_spelling(text)
    for pattern, standard in _CASUAL:
        out = pattern.sub(standard, out)
    out = fix_name_typos(out, lang)
    out = _DURATION_FR.sub(lambda m: f"dans {_hours(m['h']) * 60 + (30 if m['q'] == 'demie' else 15)} minutes", out)
    out = _DURATION_H.sub(lambda m: f"{m['w']} {int(m['h']) * 60 + int(m['m'] or 0)} minutes", out)
    return _DATE_NUM.sub(lambda m: _spelled_date(m, lang), out)


def request_spelling(text: str) -> str:
    """`text` with its request words spelled as the templates have them ("remnd me", "rapelle moi", "noublie
    pas de me rappeler", "fais moi penser")."""
    out = text.replace("’", "'")
    for pattern, standard in _REQUEST_TYPOS:
        out = pattern.sub(standard, out)
    return out


def _hours(word: str) -> int:
    return int(word) if word.isdigit() else _FR_NUMBERS[word.lower()]


def _numeric_date(m: re.Match[str]) -> tuple[int, int, int | None] | None:
    """(day, month, year or None) of a dd/mm[/yyyy] date, or None if no such date exists."""
    day, month = int(m["d"]), int(m["m"])
    year = int(m["y"]) + (2000 if len(m["y"]) == 2 else 0) if m["y"] else None
    if not 1 <= month <= 12 or not 1 <= day <= calendar.monthrange(year or 2024, month)[1]:
        return None
    return day, month, year


def _spelled_date(m: re.Match[str], lang: str) -> str:
    if (found := _numeric_date(m)) is None:
        return m.group(0)  # left as typed: impossible() quotes it back
    day, month, year = found
    name = _FR_MONTHS[month - 1] if lang == "fr" else _EN_MONTHS[month - 1]
    return f"{m['pre']}{day} {name}" + (f" {year}" if year else "")


def impossible(text: str) -> tuple[str, str, tuple[int, int]] | None:
    """("impossible_time" | "impossible_date", the words as typed, their span) for a time or date that does
    not exist ("25:00", "13pm", "the 31st of February", "le 32/12"); None when there is none."""
    for pattern in _IMPOSSIBLE_TIMES:
        for m in pattern.finditer(text):
            found = m.groupdict()
            hour, minute = int(found["h"]), int(found.get("m") or 0)
            limit = 12 if found.get("ampm") else 24
            if minute > 59 or hour > limit or (hour == 24 and minute) or (limit == 12 and hour == 0):
                group = "said" if found.get("said") else 0
                return "impossible_time", m.group(group).strip(), m.span(group)
    for m in _ISO_DATE.finditer(text):  # "on 2027-02-30"
        try:
            date(int(m["y"]), int(m["m"]), int(m["d"]))
        except ValueError:
            return "impossible_date", m.group(0), m.span()
    for m in _DATE_NUM.finditer(text):
        if _numeric_date(m) is None:
            return "impossible_date", m.group(0)[len(m["pre"]):].strip(), (m.start() + len(m["pre"]), m.end())
    for pattern in _IMPOSSIBLE_DATES:
        for m in pattern.finditer(text):
            found = m.groupdict()
            day, month = int(found["d"]), MONTHS.get((found.get("mo") or "").lower().rstrip("."), 0)
            year = int(found["y"]) if found.get("y") else 2024  # a leap year: "February 29" exists
            longest = calendar.monthrange(year, month)[1] if month else 31
            if not 1 <= day <= longest:
                return "impossible_date", m.group(0).strip(), m.span()
    return None


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with each (start, end) span replaced by spaces (offsets of the rest are kept)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def tidy_rest(text: str) -> str:
    """The reminder's own words: `text` without the request words ("remind me to", "rappelle-moi de", "set a
    reminder for") and the connectors left at its edges once the time words were cut out."""
    out = _REQUEST.sub(" ", text, count=1)
    out = re.sub(r"\s+", " ", out)
    previous = None
    while previous != out:
        previous = out
        out = _POLITE.sub("", _TRAIL.sub("", _LEAD.sub("", out)))
    return out.strip()
