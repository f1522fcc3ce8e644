"""What arrives by voice is a transcription: a date that contradicts today is probably a misheard word."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

# "the day after tomorrow" and "après-demain" say neither today nor tomorrow
_RELATIVE = re.compile(r"(?<!after )(?<!après-)(?<!après )(?<!apres-)(?<!apres )\b(today|tonight|tomorrow|this (?:morning|"
                       r"afternoon|evening)|aujourd'hui|ce soir|demain|cet après-midi|ce matin)\b", re.I)


@dataclass(frozen=True)
class Suspicion:
    """Why the heard date is doubtful, and the date that was probably meant."""

    reason: str
    proposed: datetime  # naive local wall time


def doubt(sentence: str, heard: datetime, now_local: datetime) -> Suspicion | None:
    """A reminder time in the past, or far from a sentence that says 'today/tomorrow', is not acted on."""
    now = now_local.replace(tzinfo=None)
    if heard <= now:
        if now - heard <= timedelta(days=7):
            # "at nine" said at ten: the next nine o'clock is the likely meaning.
            proposed = datetime.combine(now.date(), heard.time())
            if proposed <= now:
                proposed += timedelta(days=1)
        else:
            try:
                proposed = heard.replace(year=now.year if heard.replace(year=now.year) > now else now.year + 1)
            except ValueError:  # 29 February
                proposed = heard.replace(year=now.year + 1, day=28)
        return Suspicion("in_the_past", proposed)
    if _RELATIVE.search(sentence) and heard - now > timedelta(days=2):
        proposed = datetime.combine(now.date() + timedelta(days=1), heard.time())
        return Suspicion("contradicts_the_sentence", proposed)
    return None
