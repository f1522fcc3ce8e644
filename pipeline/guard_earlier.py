"""What the ledger proves of a claim about the past ("I already noted that yesterday"): one earlier receipt holds
what the sentence names, it is that act, and, when the owner asks for something now, it is what they ask (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from pipeline.catalog import Catalog
from pipeline.grounding import Asserted, Evidence, prove
from pipeline.grounding_figures import fold
from pipeline.guard_evidence import names_its_object
from pipeline.guard_vocabulary import same_act

# Only a sentence about the past may be proven by the ledger's earlier receipts, one receipt at a time, nearly word
# for word.
PAST = re.compile(r"\b(already|yesterday|earlier|previously|before(?=\s*(?:[.,!?;:)—–]|$))|last (?:week|time|night|month)|ago|the other day|"
                  r"déjà|hier|avant-hier|tout à l'heure|précédemment|la semaine dernière|il y a|l'autre jour|"
                  r"auparavant|plus tôt)\b", re.I)
HISTORY_SHARE = 0.65
# Arthur saying it did one of its acts before ("I set that one up yesterday when you mentioned it", "je l'ai déjà
# programmé hier"): a claim about the ledger, however casual its words.
_DID = re.compile(r"\b(?:i|we)(?:'ve| have| had)? (?:just |already |also )?(?:set|saved|noted|added|created|scheduled|"
                  r"logged|recorded|put|made|booked|filed|stored|wrote|written|jotted|pencil+ed|started|stopped|moved|"
                  r"snoozed|retired|removed|deleted|cancel+ed|completed|ticked|marked|changed|updated|took care)\b|"
                  r"\b(?:j'ai|je (?:l'|les |te l'|t'en |te les |l'y |en )ai) (?:déjà |bien |aussi )?(?:not|programm|enregistr|"
                  r"ajout|cré|cal|lanc|arrêt|coch|retir|supprim|décal|report|mis|fait|pris|inscrit)\w*|"
                  # "on l'a créé ensemble la semaine dernière", "we set it up together"
                  r"\b(?:on|nous) (?:l'|les |)(?:a|avons|avait|avions) (?:déjà |bien )?(?:not|programm|enregistr|ajout|cré|cal|"
                  r"lanc|mis|fait)\w*|\bwe (?:\w+ )?(?:together|ensemble)\b|"
                  # done together ("You ticked that one off with me yesterday"), or said to be in already
                  r"\b(?:you|tu|vous)\b[^.!?]{0,25}\b(?:with me|avec moi)\b|\b(?:already|it's|that's|it is|c'est|déjà)\s+"
                  r"(?:in there|on file|on record|on the list|in your notes|dans tes notes|dans la liste|dedans)\b", re.I)


def recalls(text: str) -> bool:
    """Arthur saying it did an act of its own earlier (pure)."""
    plain = text.replace("’", "'")
    return bool(PAST.search(plain)) and bool(_DID.search(plain))
_REQUEST_VERB = re.compile(r"\b(?:remind|rappel|note|save|enregistr|mets|met|set|add|ajout|programm|retien|remember)")


def request(said: Asserted) -> Asserted:
    """What the owner's message asks about, without the verbs that ask ("note : changer la chaîne" → chaîne…)."""
    return replace(said, words=tuple(w for w in said.words if not _REQUEST_VERB.match(w)))


def done_earlier(text: str, figures: Asserted, said: str, told: Asserted | None, lang: str, catalog: Catalog,
                 history: Sequence[tuple[str, str]], ev_history: Sequence[Evidence]) -> bool:
    """One earlier receipt holds what the sentence names, and shows that act, not another on the same thing. When
    the owner's message asks to write something ("note : changer la chaîne à 3000 km"; not a question about what
    was done), the receipt must hold most of that too: "Déjà noté plus tôt, avec les pressions pneus" names an earlier note, not the one asked for."""
    if not names_its_object(figures):
        return False
    asked = request(told) if told is not None and "?" not in said and _REQUEST_VERB.search(said.lower()) else None
    # A sentence naming no one ("Already paused it earlier") is about the names the owner's request gives ("pause
    # the Memoires project"): a receipt of that one, not of Potager's pause ("I paused Potager earlier" names its own).
    named = [fold(n) for n in told.names] if told is not None and "?" not in said and not figures.names else []
    return any(prove(figures, ev).holds(HISTORY_SHARE) and same_act(text, message, lang, catalog) and (
        asked is None or not asked.words or prove(asked, ev).holds(HISTORY_SHARE)) and all(n in ev.text for n in named)
        for ev, (message, _) in zip(ev_history, history, strict=True))


def asked_earlier(figures: Asserted, said: Asserted, ev_history: Sequence[Evidence]) -> bool:
    """An earlier receipt holds every figure of the sentence and most of what the owner asks now ("I set that one
    earlier, for Sunday 29 November at 11:00": the owner's own words, and the sentence's day and time are both one
    earlier receipt's)."""
    asked = request(said)
    if not asked.words or not figures.spans:
        return False
    restated = replace(figures, words=tuple(w for w in figures.words if w in asked.words))  # its object
    more = [w for w in figures.words if w not in asked.words]  # beyond it, little ("covered")
    return len(more) <= 2 and any(prove(restated, ev).holds(1.0) and prove(asked, ev).holds(HISTORY_SHARE)
                                  for ev in ev_history)
