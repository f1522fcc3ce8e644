"""Whether one sentence of a draft is a claim, decided before any proof: what claims whatever the claim detector
scores, and what asserts nothing of Arthur's acts however high it scores. Pure: the sentence, the text before it,
the owner's message and what kind of calls the turn made."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from pipeline.calendar_facts import calendar_fact
from pipeline.guard_asked import asks_act
from pipeline.guard_earlier import recalls
from pipeline.guard_layout import only_signs
from pipeline.guard_policy import abstains, calls_out, needless, stays, unbacked
from pipeline.guard_rules import TICKS, denies, done_first, states_figure
from pipeline.guard_talk import (
    asks_details,
    bare_wish,
    fine_here,
    greets_back,
    offers,
    owner_advice,
    presents,
    wish_then_advice,
    wonders,
)
from pipeline.guard_topics import declines, echoes, greets, quotes_data


@dataclass(frozen=True)
class Turn:
    """What a sentence's verdict depends on beyond its own words."""

    said: str  # the owner's message
    today: date
    called: bool  # the turn made a call
    read: bool  # a read succeeded
    briefing: bool  # a briefing was read (code shows it)
    sharing: bool  # a share_note was called: what goes to a contact goes through it, once confirmed
    no_act: bool  # "ok" → "👍": nothing was called nor asked to be done


# What a read holds, announced ("From memory: …", "D'après tes notes, …", "You told me …"): a quote of the data.
_FROM_READ = re.compile(r"^\W*(?:from (?:memory|my memory|your notes)|de mémoire|d'après (?:mes|tes|vos|ma|ta) \w+|"
                        r"according to (?:my|your) \w+|in your notes|dans (?:tes|vos) notes|you told me|tu m'as dit|"
                        r"vous m'avez dit)\b", re.I)


# A named thing of the owner's said to stay in a state ("Genealogy is still sitting in the idea phase", "ton rappel
# pour le notaire est toujours en attente"): beside a read, what the data says, the read's to prove.
_NAMED = r"(?-i:(?!(?:It|That|This|There|He|She|They|We|You|I|Il|Elle|Ils|Elles|Ce|Ça|Cela|Tout|Rien|Everything|Nothing)\b)[A-ZÀ-Þ][\w'-]+)"
_STILL = re.compile(r"(?:(?:^\W*(?:(?:yes|yep|oui|ouais|non|no|nope)\W+)?|(?<=[\w,] ))" + _NAMED + r"|\b(?:your|ton|ta|tes|votre|vos)"
                    r"(?: [\w'-]+){1,4}?)\s+(?:is|are|'s|est|sont|reste|restent|remains?)\s+(?:still|toujours|encore)\b", re.I)


def claims_anyway(sentence: str, turn: Turn) -> bool:
    """A claim whatever the detector scores: an act said done first ("✅ Done:"), Arthur phoning or writing to a
    third party, a read's data quoted or a figure stated beside a read, and, in a turn with no call, what no
    call could back or a recollection."""
    return done_first(sentence) or (calls_out(sentence) and not turn.sharing) or (turn.read and (quotes_data(sentence) or bool(
        _FROM_READ.match(sentence)) or bool(_STILL.search(sentence.replace("’", "'"))) or (
        states_figure(sentence) and not calendar_fact(sentence, turn.today)))) or (not turn.called and (
            unbacked(sentence, turn.said) or recalls(sentence)))


def asserts_nothing(sentence: str, before: str, turn: Turn) -> bool:
    """Scored as a claim, yet asserting nothing of Arthur's acts: a wish, a briefing presented, advice, an offer, a guess
    Arthur abstaining, a bare sign or greeting after "ok", a denial or a declining, an act needless, the owner's
    words echoed, what stays as it was, a calendar fact. `before`: the draft's text before the sentence."""
    said = turn.said
    return (bare_wish(sentence) or wish_then_advice(sentence) or (turn.briefing and presents(sentence)) or owner_advice(sentence) or offers(sentence)
            or wonders(sentence) or greets_back(sentence, said) or asks_details(sentence)
            or (not turn.called and fine_here(sentence, said))
            or abstains(sentence) or (turn.no_act and (only_signs(sentence) or greets(sentence)))
            # a sign alone that says no "done" (✅) is no claim in a turn with no call ("👍" beside "I won't add
            # one"), unless it is all the answer to a request ("add to my list…" → "👍")
            or (not turn.called and only_signs(sentence) and not TICKS.search(sentence) and not asks_act(said))
            or denies(sentence, said) or declines(sentence, said) or needless(sentence, turn.called)
            or echoes(sentence, said) or (not turn.called and stays(sentence, before))
            or calendar_fact(sentence, turn.today))
