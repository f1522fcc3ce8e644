"""Time zones as people name them: "Paris", "New York", "heure de Paris", "London time" → an IANA zone, and an
IANA zone → the words Arthur prints beside a time ("Paris time", "heure de Paris")."""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from pipeline.texts import Texts

T = Texts("zones")
ZONE_TIME = T("zone_time", "{city} time", "heure de {city}")
ZONE_TIME_VOWEL = T("zone_time_vowel", "{city} time", "heure d'{city}")

# (IANA zone, English name, French name, other spellings). The first ones are offered as buttons.
CITIES: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("Europe/Paris", "Paris", "Paris", ("france", "lyon", "marseille", "toulouse", "bordeaux", "lille", "nantes",
                                        "strasbourg", "rennes", "montpellier", "grenoble")),
    ("Europe/London", "London", "Londres", ("uk", "england", "angleterre", "royaume uni")),
    ("America/New_York", "New York", "New York", ("nyc", "ny")),
    ("America/Toronto", "Montréal", "Montréal", ("montreal", "toronto", "quebec", "québec")),
    ("Europe/Brussels", "Brussels", "Bruxelles", ("belgium", "belgique")),
    ("Europe/Zurich", "Geneva", "Genève", ("geneve", "zurich", "suisse", "switzerland", "lausanne")),
    ("Europe/Berlin", "Berlin", "Berlin", ("germany", "allemagne")),
    ("Europe/Madrid", "Madrid", "Madrid", ("spain", "espagne", "barcelona", "barcelone")),
    ("Europe/Rome", "Rome", "Rome", ("italy", "italie", "roma")),
    ("Europe/Lisbon", "Lisbon", "Lisbonne", ("portugal", "lisboa")),
    ("America/Los_Angeles", "Los Angeles", "Los Angeles", ("san francisco", "la", "california", "californie")),
    ("America/Chicago", "Chicago", "Chicago", ()),
    ("America/Vancouver", "Vancouver", "Vancouver", ()),
    ("Africa/Casablanca", "Casablanca", "Casablanca", ("maroc", "morocco", "rabat")),
    ("Africa/Algiers", "Algiers", "Alger", ("algerie", "algeria")),
    ("Africa/Tunis", "Tunis", "Tunis", ("tunisie", "tunisia")),
    ("Africa/Dakar", "Dakar", "Dakar", ("senegal",)),
    ("Indian/Reunion", "Réunion", "La Réunion", ("reunion", "la reunion", "saint denis")),
    ("America/Martinique", "Martinique", "Martinique", ("fort de france",)),
    ("Pacific/Noumea", "Nouméa", "Nouméa", ("noumea", "nouvelle caledonie")),
    ("Asia/Tokyo", "Tokyo", "Tokyo", ("japan", "japon")),
    ("UTC", "UTC", "UTC", ("gmt", "utc", "temps universel")),
)
OFFERED = CITIES[:4]  # Paris, London, New York, Montréal

_FILLER = re.compile(r"\b(?:heure|heures|fuseau|horaire|time|timezone|zone|de|d|du|of|in|a|at|the|la|le|l|i m|im|"
                     r"i am|je suis|je vis|i live|live|vis|en|au|use|utilise|please|svp|stp|s il te plait)\b")


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'").lower())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9/+\-]+", " ", bare).strip()


@cache
def _keys() -> dict[str, str]:
    return {key.lower(): key for key in available_timezones()}


@cache
def _index() -> dict[str, str]:
    names: dict[str, str] = {}
    for key in sorted(available_timezones()):
        if "/" in key and not key.startswith(("Etc/", "SystemV/", "posix/", "right/")):
            names.setdefault(_plain(key.rsplit("/", 1)[-1].replace("_", " ")), key)
    for key, en, fr, others in CITIES:
        for name in (en, fr, *others):
            names[_plain(name)] = key
    return names


def zone_from_words(text: str) -> str | None:
    """The IANA zone a person means by `text` ("Paris", "heure de New York", "Europe/Paris"), or None."""
    said = text.strip()
    if not said or len(said) > 60:
        return None
    if "/" in said or said.upper() == "UTC":
        try:
            return ZoneInfo(said.replace(" ", "_")).key
        except (ZoneInfoNotFoundError, ValueError):
            found = _keys().get(said.replace(" ", "_").lower())
            if found:
                return found
    plain = _plain(said)
    index = _index()
    if plain in index:
        return index[plain]
    words = re.sub(r"\s+", " ", _FILLER.sub(" ", plain)).strip()
    return index.get(words)


def city_of(key: str, lang: str) -> str:
    """'Paris', 'Londres', 'New York' for a zone; its last part for others; the key itself for UTC-like ones."""
    for zone, en, fr, _ in CITIES:
        if zone == key:
            return fr if lang == "fr" else en
    if "/" not in key or key.startswith("Etc/"):
        return key
    return key.rsplit("/", 1)[-1].replace("_", " ")


def zone_name(key: str, lang: str) -> str:
    """'Paris time' / 'heure de Paris'; 'UTC' as is."""
    city = city_of(key, lang)
    if city == key and "/" not in key:
        return key
    vowel = _plain(city)[:1] in tuple("aeiouy")
    return (ZONE_TIME_VOWEL if vowel else ZONE_TIME)(lang, city=city)
