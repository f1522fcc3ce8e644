"""Rules for things sent besides words (pure): when a place belongs to the reminder just set, when a message
belongs to the forward just before it, and what "this" stands for then."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

# A place sent within this time after a reminder was created is attached to that reminder (the owner is
# completing it: "remind me to move the car at 6" then the parking spot), not kept as a note of its own.
PLACE_TO_REMINDER = timedelta(minutes=2)
# A message sent within this time after a forward is read together with it when it asks for something.
FORWARD_WINDOW = timedelta(minutes=2)

_THIS = re.compile(r"\b(?:this|that|it|ça|cela|ceci)\b", re.I)
_OF_THIS = re.compile(r"^(?:of|about|de)\s+(?=(?:this|that|it|ça|cela|ceci)\b)", re.I)  # "remind me of this"
# Arguments that hold what the owner wants written (a reminder's or a note's text).
TEXT_ARGUMENTS = ("text", "task")


def within(since: datetime, now: datetime, window: timedelta) -> bool:
    """`now` is no later than `window` after `since` (and not before it)."""
    return since <= now <= since + window


def with_forward(arguments: Mapping[str, Any], forwarded: str, limit: int = 300) -> dict[str, Any]:
    """The arguments of what was asked after a forward, "this/that/it" (ça/cela/ceci) in its text standing for
    the forwarded text (one line, at most `limit` characters). Times were read from the owner's own words before
    this, so a date inside the forwarded text changes nothing."""
    one = " ".join(forwarded.split())
    if len(one) > limit:
        one = one[:limit - 1] + "…"
    out = dict(arguments)
    for name in TEXT_ARGUMENTS:
        value = out.get(name)
        if isinstance(value, str) and one and _THIS.search(value):
            out[name] = _THIS.sub(lambda _: one, _OF_THIS.sub("", value), count=1)
    return out
