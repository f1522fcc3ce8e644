"""Off-topic near-misses made from on-topic memory questions, for bench/train_memory.py.

Each on-topic question that names someone gets the name swapped for one the set never uses ("what does Hugo
do?" → "what does Claire do?"); an English one without a name has its "my" given to such a person ("what's my
blood type?" → "what's Sophie's blood type?"); one that names a relative gets a relative no memory of the set
mentions ("when is mum's birthday?" → "when is my aunt's birthday?"). Nothing in the set can answer those, so
they are labelled off-topic. Seeded: the same set gives the same questions.
"""

from __future__ import annotations

import re

import numpy as np

from pipeline.rules import memory_words as mw

INVENTED = ("Sophie", "Thomas", "Julie", "Antoine", "Claire", "Maxime", "Nadia", "Olivier", "Chloé", "Yanis",
            "Margaux", "Victor")
OTHER_KIN = {"en": ("uncle", "aunt", "niece", "nephew", "cousin", "godmother", "stepbrother"),
             "fr": ("oncle", "tante", "nièce", "neveu", "cousine", "marraine", "demi-frère")}
_MY = re.compile(r"\bmy\b", re.I)
_WORDS = re.compile(r"[\wÀ-ÿ-]+")


def augment(memories: dict[str, tuple[str, str]], questions: list[tuple[str, str, str | None]],
            seed: int = 0) -> list[tuple[str, int, str]]:
    """(question, index of the question it was made from, how) for questions given as (text, lang, key)."""
    rng = np.random.default_rng(seed)
    everything = " ".join(mw.fold(text) for _, text in memories.values())
    names = frozenset().union(*(mw.names(text) for _, text in memories.values()))
    invented = [n for n in INVENTED if mw.fold(n) not in everything]
    out = []
    for i, (question, lang, key) in enumerate(questions):
        if key is None:
            continue
        words = _WORDS.findall(question)
        named = [w for w in words if mw.fold(w) in names and mw.fold(w) not in mw.KIN_OF and len(w) > 2]
        if named:
            new = invented[int(rng.integers(len(invented)))]
            out.append((re.sub(rf"\b{re.escape(named[0])}\b", new, question, count=1), i, "name"))
        elif lang == "en" and _MY.search(question) and not mw.kin(question):
            new = invented[int(rng.integers(len(invented)))]
            out.append((_MY.sub(f"{new}'s", question, count=1), i, "my"))
        relatives = [w for w in words if mw.fold(w) in mw.KIN_OF]
        if relatives and lang in OTHER_KIN:
            said = mw.KIN_OF[mw.fold(relatives[0])]
            others = [k for k in OTHER_KIN[lang] if mw.fold(k) not in everything and mw.KIN_OF.get(mw.fold(k)) != said]
            if others:
                new = others[int(rng.integers(len(others)))]
                out.append((re.sub(rf"\b{re.escape(relatives[0])}\b", new, question, count=1), i, "kin"))
    return out
