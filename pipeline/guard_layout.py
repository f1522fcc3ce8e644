"""How the guard cuts a reply into pieces, and what dropping some of them leaves standing (pure, no I/O)."""

from __future__ import annotations

import re

from pipeline.guard_rules import CANNOT, ITEM, ON_CONDITION, asks
from pipeline.guard_talk import bare_wish

_STOP = re.compile(r"\n|[.!?…]+[\"')\]»”’]*|[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B50\u2705\u2714\u274C]+\ufe0f?(?=[ \t]+[A-ZÀ-ÖØ-Þ])")
# "Mr. Dupont", "(e.g. Fisheries and Oceans)", "cf. Annexe" are one sentence
_TITLE = re.compile(r"(?:\b(?:Mr|Mrs|Ms|Dr|St|Prof|Pr|Mme|Mlle|Me|M|cf|vs|approx)|(?<![\w.])(?:e\.g|i\.e|p\.ex|E\.g|I\.e))\.$")
# A wish for what comes next ("Good luck with the call!", "Bonne journée !") leans on nothing said before it.
# A day a wish names: what it wishes for is the claim's consequence.
_WHEN = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|lundi|mardi|"
                   r"mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir)\b", re.I)
_AHEAD = re.compile(r"^\W*(?:good luck|have (?:a|an) (?:good|great|nice|lovely) |enjoy\b|take care|bonne (?:chance|journée|"
                    r"soirée|nuit|semaine|route|continuation|fin de)|bon (?:appétit|courage|week-end|weekend|voyage|"
                    r"après-midi)|courage\b|prends soin)", re.I)


def sentences(text: str) -> list[str]:
    """Split into sentences, keeping line breaks as their own pieces so layout survives. A stop ends a sentence
    before a line break, the end, or a space and what does not continue one ("… » et je", "e.g. the")."""
    pieces: list[str] = []
    start = 0
    lower = text[:1].islower()  # a writer in lowercase ("noté : Gwenn, 4,2 kg. tu veux un rappel ?"): its stops end sentences
    for m in _STOP.finditer(text):
        if m.group(0) == "\n":
            pieces += [text[start:m.start()], "\n"]
            start = m.end()
            continue
        after = text[m.end():m.end() + 3]
        if after[:1] not in ("", " ", "\t", "\n") or (re.match(r"[ \t]+[a-zà-ÿ»«,;:)]", after) and not (
                lower and re.match(r"[ \t]+[a-zà-ÿ]", after) and re.search(r"[^\W\d_]{4,}\W*$", text[start:m.start()]))) or (
                m.group(0) == "." and _TITLE.search(text, 0, m.end())):
            continue
        pieces.append(text[start:m.end()])
        start = m.end()
    pieces.append(text[start:])
    return [p for p in pieces if p]


def beside(fate: list[str | None], pieces: list[str], tainted: set[int], proven: set[int]) -> list[int]:
    """The kept pieces of a paragraph that holds a false claim that lean on it: short comments with no figure,
    not a question, a condition ("If you tell me the date, …"), a wish for what comes next, a list's item or a
    header, and not proven."""
    para, paras = 0, []
    for i, piece in enumerate(pieces):
        para += piece == "\n" and i > 0 and pieces[i - 1] == "\n"
        paras.append(para)
    bad = {paras[i] for i in tainted}
    after, last = [], -1  # each piece: whether the sentence just before it (line breaks aside) is a false claim
    for i, piece in enumerate(pieces):
        after.append(last in tainted)
        last = i if piece.strip() else last
    return [i for i, left in enumerate(fate) if left is not None and paras[i] in bad and i not in proven
            and (_comment(left) or (after[i] and leans_back(left)))]


# What is done with the thing a sentence before named ("Type it in, then…", "Tape-le", "That should do it"): after
# a false claim, it leans on it whatever its length or figures.
_LEANS = re.compile(r"^\W*(?:(?:just|then|so|now|alors|du coup|ensuite|et)\W+)?(?:[a-zà-ÿ]+ (?:it|them)\b|"
                    r"[a-zà-ÿ]+-(?:le|la|les)\b|(?:it|that|this|ça|cela)\s+(?:should|will|'ll|va|devrait)\b)", re.I)


def leans_back(piece: str) -> bool:
    """The sentence does something with what the sentence before it named, and asks nothing (pure)."""
    text = piece.strip().replace("’", "'")
    return bool(_LEANS.match(text)) and not asks(text) and not bare_wish(text)  # "Enjoy it!" wishes


def _comment(piece: str) -> bool:
    """Short, no figure; not a question, a condition, a wish for what comes next, a list's item or a header."""
    text = piece.strip()
    wish_ahead = bare_wish(text) and bool(_AHEAD.match(text)) and not re.search(r"[,;:—–]", text) and not _WHEN.search(
        text)  # "Enjoy a quieter Thursday morning!" beside a snooze to Thursday said as Friday: leans on the claim
    return bool(text) and len(text.split()) <= 20 and not (
        asks(text) or re.search(r"\d", text) or ITEM.match(piece) or text.endswith(":")
        or ON_CONDITION.match(text) or wish_ahead or says_cannot(text))


# Arthur saying it cannot ("Je ne peux pas supprimer de contact : je n'ai pas d'outil pour ça"): no comment on a
# claim, and true whatever else went.
_FIRST = re.compile(r"^\W*(?:(?:sorry|désolée?|hélas|unfortunately|malheureusement)\W+)?(?:i|je|j')\b", re.I)


def says_cannot(sentence: str) -> bool:
    """A sentence of Arthur's, in the first person, that says it cannot (pure)."""
    text = sentence.strip().replace("’", "'")
    return bool(_FIRST.match(text)) and bool(CANNOT.search(text))


def without_dangling(fate: list[str | None], removed: list[str]) -> list[str]:
    """The pieces kept, less what dropping claims (None) left meaningless: a header whose list went ("Récap :"
    above dropped bullets), a list's bare number whose item went, and a remainder with no word at all ("🐶" after "Booked! 🐶 Saturday 11:00, vet.")."""
    fate = list(fate)
    for i, piece in enumerate(fate):  # a list's number whose item went ("3." before a dropped "Caudéran…")
        after = [p for p in fate[i + 1:] if p is None or p.strip()]  # the next sentences, line breaks aside
        if piece is not None and re.fullmatch(r"\s*(?:\d{1,2}[.)]|[-•*–])\s*", piece) and after[:1] == [None]:
            removed.append(piece.strip())
            fate[i] = None
    out: list[str] = []
    for i, piece in enumerate(fate):
        if piece is None:
            continue
        after = [p for p in fate[i + 1:] if p is None or p.strip()]
        if piece.strip().endswith(":") and after[:1] == [None] and not next(
                (p.lstrip()[:1] in tuple("-•*–0123456789") for p in after if p is not None), False):
            removed.append(piece.strip())
            continue
        out.append(piece)
    if not any(re.search(r"\w", p) for p in out) and any(p.strip() for p in out):
        removed.append("".join(out).strip())
        return []
    return out


def only_signs(piece: str) -> bool:
    """Emoji and punctuation, no word ("👍", "🙂 !")."""
    return bool(piece.strip()) and not re.search(r"[^\W_]", piece)


# A casual opener run into a first person, with no stop between ("c'est beau je te le remets dans une heure", "ok
# i moved it to 3"), can hide the claim from the detector: the rest is scored on its own too. With a stop ("Great,
# one less thing for you") the opener is the detector's to weigh.
_OPENER = re.compile(r"^\W*(?:ok(?:ay)?|alright|all right|cool|nice|great|perfect|sure|right|yes|yep|yeah|sweet|"
                     r"oui|ouais|bon|ben|bien|super|parfait|génial|nickel|c'est beau|c'est bon|d'accord|dac|voilà|top|"
                     r"no problem|no worries|pas de souci|pas de problème|pas de trouble|entendu)(?:\s+(?:ben|bon|alors|"
                     r"so|then))?\s+(?=(?:je|j'|i|i'm|i'll|i've|i'd|we|we've|we'll|on)\s)", re.I)


def without_opener(piece: str) -> str:
    """The sentence without its casual opener, when it has one and something of three words or more follows."""
    m = _OPENER.match(piece.replace("’", "'"))
    rest = piece[m.end():].strip() if m else ""
    return rest if len(rest.split()) >= 3 else ""


# A tag question closing a statement ("Loïc's there — your outboard mechanic, right?", "C'est calé, non ?"): the
# statement before it is scored alone, up to a dash that sets an aside before the tag.
_TAG = re.compile(r"\s*[,—–-]\s*(?:right|correct|yes|no|ok(?:ay)?|isn't it|aren't (?:they|you)|non|hein|n'est-ce pas|"
                  r"pas vrai|c'est ça|oui)\s*\?\W*$", re.I)


def without_tag(piece: str) -> str:
    """The statement before a closing tag question (and before a dash set before it), when one of three words or
    more is left."""
    m = _TAG.search(piece.replace("’", "'"))
    head = piece[:m.start()] if m else ""
    head = re.split(r"\s[—–]\s", head)[0].strip()
    return head if len(head.split()) >= 3 else ""


# A message the owner may send, suggested in quotes ("Something like: \"The movement needs a full service… I'll send
# you photos at each stage.\"", "Tu pourrais écrire : « … »"): its "I" is the owner's, and it claims nothing of Arthur's.
_DRAFT = re.compile(r"(?:something like|for example|for instance|e\.g\.|you could (?:say|write|try|send)|try(?: saying)?|"
                    r"quelque chose comme|par exemple|tu pourrais (?:dire|écrire|répondre|envoyer)|vous pourriez (?:dire|"
                    r"écrire|répondre|envoyer)|(?:dis|écris|réponds)-lui)\s*:?\s*$", re.I)
_QUOTES = {'"': '"', "«": "»", "“": "”"}


def drafted(text: str, pieces: list[str]) -> set[str]:
    """The pieces that lie inside a quoted message suggested to the owner (pure)."""
    spans: list[tuple[int, int]] = []
    for m in re.finditer(r"[\"«“]", text):
        before = max(0, m.start() - 40)
        if (intro := _DRAFT.search(text[before:m.start()])) and (end := text.find(_QUOTES[m.group(0)], m.end())) > 0:
            spans.append((before + intro.start(), end + 1))  # from its introducer ("Something like:") on
    inside: set[str] = set()
    start = 0
    for piece in pieces:  # sentences() cuts the text into contiguous pieces
        lead = len(piece) - len(piece.lstrip())
        if spans and piece.strip() and any(a <= start + lead and start + len(piece.rstrip()) <= b + 1 for a, b in spans):
            inside.add(piece)
        start += len(piece)
    return inside
