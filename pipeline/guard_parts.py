"""A sentence beside a read whose clauses are each proven on their own, though the whole is not: an absence the
reads hold nothing of, then what they do hold ("Non, aucun rappel pour la DDPP : le seul rappel en cours, c'est le
notaire demain à 9h", "Non, Paco n'y est pas : tu n'as que Bob"). The encoder is the guard's (passed in)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from pipeline.executor import Call
from pipeline.grounding import Asserted, Evidence, content_words
from pipeline.guard_evidence import KIND, misstates_state
from pipeline.guard_meaning import Encode, absent, proof

_PARTS = re.compile(r"\s*[:;]\s+|\s+[—–]\s+")  # "…DDPP : le seul…", "no dentist — only the notary"


def clauses(sentence: str) -> list[str]:
    """The sentence's clauses at a colon, a semicolon or a dash (pure); one when it has none."""
    return [p.strip() for p in _PARTS.split(sentence) if p.strip()]


async def parts_hold(sentence: str, missing: Sequence[str], said: str, encode: Encode, figures_of: Callable[[str], Asserted], ev: Evidence,
                     vectors: Any, items: Sequence[str], reads: Sequence[Call]) -> bool:
    """Two clauses or more, each an absence the reads hold nothing of (in the owner's question's terms when it names
    none: "Paco n'y est pas" after "…dans mes contacts ?") or a fact they prove, in its stated state. `missing`: what
    the whole sentence's proof missed (words or figures; never an act, a state or an empty read's)."""
    parts = clauses(sentence)
    if len(parts) < 2 or not len(vectors) or not missing or any(m.startswith("(") for m in missing):
        return False
    kinds = " ".join(KIND.findall(said))
    for part in parts:
        told = part if KIND.search(part) or not kinds else f"{part} ({kinds})"
        if await absent(encode, told, figures_of(told), ev, items):
            continue
        gist = np.asarray(await encode([" ".join(content_words(part, folded=False)) or part]))[0]
        if not proof(part, gist, figures_of(part), ev, vectors, items)[0].holds() or misstates_state(part, reads):
            return False
    return True
