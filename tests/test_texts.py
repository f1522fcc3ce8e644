"""One translation mechanism: every owner-facing text has an id, an English and a French form, with the same
placeholders; and the old ways of translating (`tr(en, fr)`, `fr if lang == "fr" else en`) are gone."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

from pipeline.actions import CATALOG
from pipeline.texts import LANGUAGES, Text

ROOT = Path(__file__).resolve().parents[1]


def _modules() -> list[str]:
    names = []
    for package in ("arthur", "bot", "connectors", "pipeline"):
        for info in pkgutil.walk_packages([str(ROOT / package)], prefix=f"{package}."):
            names.append(info.name)
    return names


def _texts() -> list[Text]:
    found: dict[int, Text] = {}
    for name in _modules():
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, Text):
                found[id(value)] = value
    for a in CATALOG.actions:
        for value in (a.help, a.check, a.not_done, *([a.command.usage] if a.command else []),
                      *(b.label for b in a.buttons), *([a.asks] if a.asks else [])):
            found[id(value)] = value
    for m in CATALOG.meta:
        found[id(m.usage)], found[id(m.help)] = m.usage, m.help
    return list(found.values())


def test_there_are_texts() -> None:
    assert len(_texts()) > 300


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_has_both_languages(lang: str) -> None:
    missing = [t.id for t in _texts() if not (t.fr if lang == "fr" else t.en).strip()]
    assert not missing


def test_both_forms_take_the_same_placeholders() -> None:
    bad = [t.id for t in _texts() if t.placeholders("en") != t.placeholders("fr")]
    assert not bad


def test_ids_are_unique() -> None:
    seen: dict[str, Text] = {}
    for t in _texts():
        assert t.id not in seen or seen[t.id] == t, f"two texts share the id {t.id}"
        seen[t.id] = t


def test_french_forms_are_not_left_in_english() -> None:
    # A French form identical to a long English one is a forgotten translation (commands and codes excepted).
    same = [t.id for t in _texts() if t.en == t.fr and len(t.en) > 24 and not t.en.startswith("/")]
    assert not same


def test_the_old_ways_of_translating_are_gone() -> None:
    old = re.compile(r"\.tr\(|\b_tr\(|f\"[^\"]*\" if (?:lang|language) == \"fr\"|\"[^\"]{6,}\" if (?:lang|language) == "
                     r"\"fr\" else")
    for package in ("arthur", "bot", "connectors", "pipeline"):
        for path in (ROOT / package).rglob("*.py"):
            assert not old.search(path.read_text()), path
