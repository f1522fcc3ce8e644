"""The one translation mechanism: every owner-facing string is a `Text` with an id, an English and a French form.

Texts live beside the code that says them (one table per domain module); `tests/test_texts.py` walks every module
and fails when a text lacks a language, when its two forms take different placeholders, or when an id repeats.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Literal

Language = Literal["en", "fr"]
LANGUAGES: tuple[Language, ...] = ("en", "fr")


def language_of(code: str | None) -> Language:
    """'fr', 'fr-CA', 'FR' → 'fr'; anything else → 'en'."""
    return "fr" if (code or "").lower().startswith("fr") else "en"


@dataclass(frozen=True)
class Text:
    """One owner-facing string in both languages; `{name}` placeholders are filled by keyword."""

    id: str
    en: str
    fr: str

    def __call__(self, lang: str, /, **values: object) -> str:
        """The text in `lang` ('fr' or anything else for English), placeholders filled."""
        return (self.fr if lang == "fr" else self.en).format(**values)

    def placeholders(self, lang: Language) -> frozenset[str]:
        """The names this form expects."""
        form = self.fr if lang == "fr" else self.en
        return frozenset(f.split(".")[0].split("[")[0] for _, f, _, _ in string.Formatter().parse(form) if f)


@dataclass(frozen=True)
class Texts:
    """A domain's text maker: `T = Texts("notes")`, then `SAVED = T("saved", "Saved…", "Enregistré…")`."""

    domain: str

    def __call__(self, key: str, en: str, fr: str) -> Text:
        """A text whose id is `domain.key`."""
        return Text(f"{self.domain}.{key}", en, fr)
