"""The words of a search that carry its meaning: English and French function words left out."""

from __future__ import annotations

import re

_FUNCTION_WORDS = frozenset((
    "a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "with", "from", "about", "and", "or", "is", "are",
    "was", "were", "be", "my", "your", "our", "his", "her", "its", "their", "me", "i", "you", "we", "this", "that",
    "these", "those", "there", "what", "which", "who", "where", "when", "how", "do", "does", "did", "any", "some",
    "le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "au", "aux", "à", "en", "et", "ou", "pour", "par",
    "sur", "sous", "avec", "dans", "est", "sont", "était", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa",
    "ses", "notre", "nos", "votre", "vos", "leur", "leurs", "je", "tu", "il", "elle", "nous", "vous", "ils",
    "elles", "ce", "cet", "cette", "ces", "qui", "que", "qu", "quoi", "où", "quand",
))
_SPLIT = re.compile(r"[\s']+")
_EDGES = ".,;:!?\"()[]{}«»“”"


def content_words(text: str) -> list[str]:
    """'the password for the wifi' → ['password', 'wifi']; elisions are split ("l'adresse" → 'adresse')."""
    words = (w.strip(_EDGES) for w in _SPLIT.split(text.lower().replace("’", "'")))
    return [w for w in words if w and w not in _FUNCTION_WORDS]
