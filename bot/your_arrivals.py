"""How recovery names an update it cannot replay (the bytes of a photo are not in the inbox): 'your photo'."""

from __future__ import annotations

from pipeline.texts import Language, Texts

T = Texts("your_arrivals")
NAMES = {
    "photo": T("photo", "your photo", "ta photo"),
    "document": T("document", "your document", "ton document"),
    "place": T("place", "your location", "ta position"),
    "forward": T("forward", "your forwarded message", "ton message transféré"),
    "edit": T("edit", "your edited message", "ton message modifié"),
}
OTHER = T("other", "your message", "ton message")


def your_arrival(kind: str, lang: Language) -> str:
    """'your photo', 'your location'…; 'your message' for anything else."""
    return NAMES.get(kind, OTHER)(lang)
