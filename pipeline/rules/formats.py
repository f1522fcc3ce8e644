"""Human formatting of dates and times in English and French (no locale dependency)."""

from __future__ import annotations

from datetime import date, datetime

_DAYS = {"en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
         "fr": ("lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim.")}
_MONTHS = {"en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
           "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.")}


def day_label(day: date, language: str = "en") -> str:
    """'Tue 1 Dec 2026' / 'mar. 1 déc. 2026'."""
    lang = "fr" if language == "fr" else "en"
    return f"{_DAYS[lang][day.weekday()]} {day.day} {_MONTHS[lang][day.month - 1]} {day.year}"


def moment_label(local: datetime, language: str = "en") -> str:
    """'Tue 1 Dec 2026 at 09:00' / 'mar. 1 déc. 2026 à 09:00' (the datetime is already local)."""
    word = "à" if language == "fr" else "at"
    return f"{day_label(local.date(), language)} {word} {local:%H:%M}"


def short_day(day: date, language: str = "en") -> str:
    """'Mon 30' — for week tables."""
    lang = "fr" if language == "fr" else "en"
    return f"{_DAYS[lang][day.weekday()]} {day.day}"
