"""Day and month names typed with a slip ("wendesday", "thrusday", "mecredi", "Decmber 24"), made standard
before Duckling reads the phrase: left as typed, the word is skipped and the clock time lands on another day
(pure).

A slip is corrected only when it is small for the word's length: one edit (a letter changed, added, dropped or
two letters swapped) for names of six or seven letters, two for longer ones, none for shorter names ("lundi",
"June"). A real word that close to a name ("sundae", "domain") is left alone, and so is a shorter word on a
six-letter name ("frida", "vendre" is too short for "vendredi"). A month name is only corrected next to a
day number ("Decmber 24", "le 3 décmbre"), where nothing else could be meant.
"""

from __future__ import annotations

import re

# name → what it means (a slip as close to two names of one meaning is still that meaning)
_DAYS = {name: name for name in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                                 "samedi", "dimanche", "mercredi", "vendredi", "tomorrow", "tonight", "demain")}
_MONTHS = {name: str(i % 12 + 1) for names in (
    ("january", "february", "august", "september", "october", "november", "december"),
    ("janvier", "février", "août", "septembre", "octobre", "novembre", "décembre")) for i, name in zip(
    (0, 1, 7, 8, 9, 10, 11), names, strict=True)}
_FRENCH = frozenset(("samedi", "dimanche", "mercredi", "vendredi", "demain", "janvier", "février", "août", "septembre",
                     "octobre", "novembre", "décembre"))
_KNOWN = frozenset((*_DAYS, *_MONTHS, "lundi", "mardi", "jeudi", "fevrier", "decembre", "aout"))
# Real words one or two edits from a name: they are the task's ("buy a sundae", "renew the domain").
_REAL = frozenset(("sundae", "sundaes", "sundry", "domain", "domains", "demains", "fridays", "tonights",
                   "juliet", "octobers", "augusta", "augustin"))
_WORD = re.compile(r"(?<![\w'-])[^\W\d_]{5,}(?![\w-])")
_DAY_NUMBER = r"\d{1,2}(?:st|nd|rd|th|er)?"
_MONTH_SLOT = re.compile(rf"\b{_DAY_NUMBER}\s+(?:of\s+)?(?P<a>[^\W\d_]{{5,}})(?![\w-])"
                         rf"|(?<![\w'-])(?P<b>[^\W\d_]{{5,}})\.?\s+(?:the\s+)?{_DAY_NUMBER}\b", re.I)


def fix_name_typos(text: str, lang: str) -> str:
    """`text` with slightly misspelt day names (anywhere) and month names (next to a day number) corrected,
    in `lang` ("en"/"fr") when the slip is as close to both languages' names ("decmbre")."""
    out = _WORD.sub(lambda m: near_name(m.group(0), _DAYS, lang) or m.group(0), text)
    return _MONTH_SLOT.sub(lambda m: _month(m, lang), out)


def _month(m: re.Match[str], lang: str) -> str:
    group = "a" if m["a"] else "b"
    name = near_name(m[group], _MONTHS, lang)
    if name is None:
        return m.group(0)
    start, end = m.start(group) - m.start(), m.end(group) - m.start()
    return m.group(0)[:start] + name + m.group(0)[end:]


def near_name(word: str, names: dict[str, str], lang: str = "en") -> str | None:
    """The name of `names` that `word` is a small slip of (the closest; None when the closest names mean
    different things); None when `word` is a name, a real word, or too far from any."""
    plain = word.lower()
    if plain in _KNOWN or plain.removesuffix("s") in _KNOWN or plain in _REAL:
        return None
    found = sorted((distance(plain, name), (name in _FRENCH) != (lang == "fr"), name)
                   for name in names if _close(plain, name))
    best = [name for d, _, name in found if d == found[0][0]]
    return best[0] if best and len({names[name] for name in best}) == 1 else None


def _close(word: str, name: str) -> bool:
    if len(name) < 6 or word[0] != name[0]:
        return False
    limit = 2 if len(name) >= 8 else 1
    shortest = len(name) - (limit if len(name) >= 9 else 1 if len(name) >= 7 else 0)
    return shortest <= len(word) <= len(name) + limit and distance(word, name) <= limit


def distance(a: str, b: str) -> int:
    """Edits between `a` and `b`: letters changed, added or dropped, and two neighbours swapped (one edit)."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, previous2[j - 2] + 1)
            row.append(cost)
        previous2, previous = previous, row
    return previous[-1]
