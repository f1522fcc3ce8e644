"""Which notes hold every word of a search in meaning, beyond those that hold them as written: "chaudière" finds
"the boiler code is 4471", "codes portail" finds "Code du portail : 2580".

A note matches when each content word of the search has a counterpart among the note's words: the same crude stem
after folding case and accents (plural, feminine, a missing accent), or a word whose vector (the packaged
multilingual encoder's vector of the single word, unit length) is at least `threshold` close, so a translation
counts. A note that lacks one of the words' meanings does not match ("gate code" against the door code).

Pure: the caller brings the note texts and the word vectors. Figures: bench/note_search.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from pipeline.rules import memory_words as mw

THRESHOLD = 0.70  # word cosine from which two words are taken to mean the same (see bench/note_search.py)


def words_of(text: str) -> list[str]:
    """The lower-cased content words of a search or a note (function words and bare numbers left out)."""
    return mw.content_words(text)


def words_needed(query: str, texts: Sequence[str]) -> set[str]:
    """Every word whose vector the match may read, so the caller embeds them in one batch."""
    needed = set(words_of(query))
    for text in texts:
        needed.update(words_of(text))
    return needed


def _key(word: str) -> str:
    """A word's folded crude stem, a final e dropped ("codes" and "code", "chaudiere" and "chaudière" agree); here,
    not in memory_words.stem, whose output the memory match weights were fitted on."""
    key = mw.stem(mw.fold(word))
    return key[:-1] if len(key) > 2 and key.endswith("e") else key


def matching(query: str, texts: Sequence[str], vectors: Mapping[str, NDArray[np.float32]],
             threshold: float | None = None) -> list[int]:
    """The indexes of the texts that hold every content word of `query`, as written or in meaning (in order);
    `threshold`: THRESHOLD by default."""
    cut = THRESHOLD if threshold is None else threshold
    asked = list(dict.fromkeys(words_of(query)))
    if not asked:
        return []
    found = []
    for i, text in enumerate(texts):
        own = words_of(text)
        keys = {_key(w) for w in own}
        rows = [vectors[w] for w in own if w in vectors]
        matrix = np.stack(rows) if rows else None
        if all(_key(w) in keys or (matrix is not None and w in vectors and float(np.max(matrix @ vectors[w])) >= cut)
               for w in asked):
            found.append(i)
    return found
