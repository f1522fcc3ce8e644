"""Does the owner's next message answer the question Arthur asked? (pure)

A question (`pipeline.outcomes.Question`) waits for one kind of answer. This module decides, from the message
alone, whether it is that answer — typed, spoken or the label of a button — and what it completes:

- `Completes(arguments)`: run the question's action with these arguments;
- `Rereads(text)`: the request said again with the answer ("remind me to call Bob" + "at 9"), to understand anew
  (it may still lack something, and ask again);
- `Declines()`: the owner said no;
- `Unrelated()`: something else, to handle as any message.

Times are read by a `TimeReader` given by the caller (today `find_when`; the Duckling parser once wired in), so
this module only decides whether the message is a time and nothing more.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pipeline.outcomes import Question
from pipeline.rules.zones import zone_from_words

TimeReader = Callable[[str, str, datetime], tuple[bool, str]]  # (text, language, now) -> (a time was read, rest)


@dataclass(frozen=True)
class Completes:
    """The message answers the question: run its action with these arguments."""

    arguments: Mapping[str, Any]


@dataclass(frozen=True)
class Rereads:
    """The message completes the request as said: understand `text` as a new sentence."""

    text: str


@dataclass(frozen=True)
class Declines:
    """The owner said no."""


@dataclass(frozen=True)
class Unrelated:
    """Not an answer: the message is handled as any other."""


Answer = Completes | Rereads | Declines | Unrelated

_POLITE = r"(?:[\s,!.]+(?:please|thanks|thank you|merci|stp|svp|s'il te pla[iî]t))*"
_YES = re.compile(r"(?:yes|yeah|yep|sure|ok|okay|go|go ahead|do it|please do|right|oui|ouais|d'accord|dac|vas[- ]y|"
                  r"allez|allez[- ]y|bien s[uû]r|fais[- ]le|c'est [çc]a|volontiers)" + _POLITE, re.I)
_NO = re.compile(r"(?:no|nope|nah|cancel|never ?mind|forget it|leave it|not now|don't|non|annule|laisse|"
                 r"laisse tomber|pas maintenant|oublie|oublie [çc]a|rien|ne fais rien)" + _POLITE, re.I)
_ORDINALS = {"first": 0, "1st": 0, "one": 0, "premier": 0, "première": 0, "un": 0, "une": 0,
             "second": 1, "2nd": 1, "two": 1, "deuxième": 1, "seconde": 1, "deux": 1,
             "third": 2, "3rd": 2, "three": 2, "troisième": 2, "trois": 2,
             "last": -1, "dernier": -1, "dernière": -1}
_ARTICLES = re.compile(r"^(?:the|le|la|l'|option|choice|choix|number|numéro|n°|no\.?)\s*", re.I)
_FILLER = frozenset(["ok", "okay", "then", "please", "let's", "say", "lets", "say", "say", "disons", "plutôt", "alors", "euh", "hmm", "um", "uh", "maybe", "perhaps", "peut-être", "instead", "à", "la", "place", "make", "it", "mets", "fais", "and", "et", "so", "donc", "yes", "oui", "non", "no"])
_BARE_CLOCK = re.compile(r"(?:(?:at|à|vers|around|about|for|pour)\s+)?(?P<h>\d{1,2})(?:\s*[:h.]\s*(?P<m>\d{2}))?"
                         r"\s*(?P<ampm>a\.?m\.?|p\.?m\.?|h|heures?)?", re.I)
_NUMBER = re.compile(r"(?:(?:reminder|rappel|the|le|la)\s+)*(?:#|n°|no\.?|number|numéro)?\s*(?P<n>\d{1,9})", re.I)
_SWITCH = re.compile(r"(?:(?:ok|yes|oui)[\s,]+)?(?:switch|swap|change|go|bascule|basculer|change|passe|passer)"
                     r"(?:\s+(?:to|on|over to|sur|vers|à|a)\s+(?P<to>.+?))?" + _POLITE, re.I)
_MORNING = re.compile(r"\b(?:morning|a\.?m\.?|matin|du matin)\b", re.I)
_LATER = re.compile(r"\b(?:afternoon|evening|night|tonight|p\.?m\.?|après-midi|apres-midi|soir|ce soir|"
                    r"de l'après-midi|du soir)\b", re.I)


def plain(text: str) -> str:
    """Lower case, curly quotes straightened, spaces collapsed, end punctuation dropped."""
    return re.sub(r"\s+", " ", text.replace("’", "'").lower()).strip(" .,!?;:")


def answer_of(q: Question, text: str, lang: str, now_local: datetime, read_time: TimeReader) -> Answer:
    """What `text`, said right after `q` was asked, means for it."""
    said = plain(text)
    if not said or said.startswith("/"):
        return Unrelated()
    if _NO.fullmatch(said):
        return Declines()
    if q.choices:
        picked = pick(q.choices, said)
        if picked is not None:
            return Completes({**q.arguments, **q.choices[picked][1]})
    match q.missing:
        case "time" | "when":
            return _time(q, text, lang, now_local, read_time)
        case "reminder":
            m = _NUMBER.fullmatch(said)
            return Completes({**q.arguments, "reminder_id": int(m.group("n"))}) if m else Unrelated()
        case "switch":
            if _YES.fullmatch(said):
                return Completes(q.arguments)
            m = _SWITCH.fullmatch(said)
            if m is None:
                return Unrelated()
            target = (m.group("to") or "").strip()
            return Completes({**q.arguments, **({"project": _original(text, target)} if target else {})})
        case "timezone":
            zone = zone_from_words(text)
            return Completes({**q.arguments, "timezone": zone}) if zone else Unrelated()
        case "yes":
            return Completes(q.arguments) if _YES.fullmatch(said) else Unrelated()
    return Unrelated()


def pick(choices: tuple[tuple[str, Mapping[str, Any]], ...], said: str) -> int | None:
    """Which choice `said` (already `plain`) names: by position, by label, or by the hour of a time choice."""
    bare = _ARTICLES.sub("", said).strip()
    if bare.lstrip("#").isdigit() and 1 <= int(bare.lstrip("#")) <= len(choices):
        return int(bare.lstrip("#")) - 1
    if bare in _ORDINALS and _ORDINALS[bare] < len(choices):
        return _ORDINALS[bare] % len(choices)
    labels = [plain(label) for label, _ in choices]
    if said in labels:
        return labels.index(said)
    inside = [i for i, label in enumerate(labels) if len(label) >= 3 and re.search(rf"\b{re.escape(label)}\b", said)]
    if len(inside) == 1:
        return inside[0]
    partial = [i for i, label in enumerate(labels) if len(said) >= 3 and said in label]
    if len(partial) == 1:
        return partial[0]
    return _by_hour(choices, said)


def _by_hour(choices: tuple[tuple[str, Mapping[str, Any]], ...], said: str) -> int | None:
    """A choice of times ('due' arguments) picked by the hour said ('3pm', '15h', 'the afternoon')."""
    hours = []
    for _, arguments in choices:
        due = str(arguments.get("due", ""))
        m = re.search(r"(\d{1,2}):(\d{2})$", due)
        if m is None:
            return None
        hours.append((int(m.group(1)), int(m.group(2))))
    wanted: list[int] = []
    clock = re.search(r"(?<![\d-])(\d{1,2})(?:\s*[:h]\s*(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\d-])", said)
    if clock is not None:
        h, minutes = int(clock.group(1)), int(clock.group(2) or 0)
        ampm = (clock.group(3) or "").replace(".", "")
        if ampm == "pm" and h < 12:
            h += 12
        elif ampm == "am" and h == 12:
            h = 0
        if ampm or clock.group(2) is not None or h == 0 or h > 12:
            wanted = [i for i, (ch, cm) in enumerate(hours) if (ch, cm) == (h, minutes)]
        else:  # "3": 03:00 or 15:00, unless a part of the day says which
            wanted = [i for i, (ch, cm) in enumerate(hours) if ch % 12 == h % 12 and cm == 0]
            if len(wanted) > 1 and (_MORNING.search(said) or _LATER.search(said)):
                wanted = [i for i in wanted if (hours[i][0] >= 12) == bool(_LATER.search(said))]
    elif _MORNING.search(said) or _LATER.search(said):
        wanted = [i for i, (ch, _) in enumerate(hours) if (ch >= 12) == bool(_LATER.search(said))]
    return wanted[0] if len(wanted) == 1 else None


def _time(q: Question, text: str, lang: str, now_local: datetime, read_time: TimeReader) -> Answer:
    """A time (and nothing else) completes the request as it was said."""
    if not q.said:
        return Unrelated()
    candidate = as_time_phrase(_trim_filler(text), lang)
    if not candidate:
        return Unrelated()
    found, rest = read_time(candidate, lang, now_local)
    if not found or _has_content(rest):
        return Unrelated()
    return Rereads(f"{q.said.rstrip(' .!?')} {candidate}")


def as_time_phrase(text: str, lang: str) -> str:
    """A bare clock said as an answer ('9', '9h30', '21:00', 'around 9pm') as a time phrase ('at 9', 'à 9h30');
    anything else as it is."""
    said = text.strip().rstrip(" .!?")
    m = _BARE_CLOCK.fullmatch(said)
    if m is None:
        return said
    h, minutes, ampm = m.group("h"), m.group("m"), (m.group("ampm") or "").lower()
    if ampm.startswith(("a", "p")):
        return f"at {h}{':' + minutes if minutes else ''}{ampm.replace('.', '')}"
    if lang == "fr" or ampm.startswith("h") or re.search(r"\dh", said, re.I):
        return f"à {h}h{minutes or ''}"
    return f"at {h}:{minutes}" if minutes else f"at {h}"


def _trim_filler(text: str) -> str:
    """'ok, at 9 then' → 'at 9'; 'let's say 9' → '9' (the words around an answer that are no part of it)."""
    words = text.strip().rstrip(" .!?").split()
    while words and plain(words[0]) in _FILLER:
        words.pop(0)
    while words and plain(words[-1]) in _FILLER:
        words.pop()
    return " ".join(words)


def _has_content(rest: str) -> bool:
    words = [w for w in re.split(r"[\s,;.!?]+", plain(rest)) if w]
    return any(w not in _FILLER for w in words)


def _original(text: str, target: str) -> str:
    """`target` (found in the lower-cased message) with the case the owner typed."""
    start = text.lower().find(target)
    return text[start:start + len(target)].strip(" .!?") if start >= 0 else target
