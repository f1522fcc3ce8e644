"""What a pushed reminder says and offers, in the owner's language (no model in the path)."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from pipeline.catalog import Catalog
from pipeline.render import SENT_AGAIN
from pipeline.rules.formats import moment_label
from pipeline.rules.zones import zone_name
from pipeline.stages import ButtonSpec, Reply
from pipeline.texts import Texts, language_of

T = Texts("pushes")
LATE_AFTER = timedelta(minutes=1)
LATE = T("late", "\n(due {when} — sent late)", "\n(prévu {when} — envoyé en retard)")


def reminder_text(text: str, occurrence: datetime, zone: ZoneInfo, now: datetime, language: str = "en",
                  show_zone: bool = False) -> str:
    """The pushed words: the reminder verbatim, and its original time when it comes late (with the zone when it
    is not the server's)."""
    if now - occurrence > LATE_AFTER:
        when = moment_label(occurrence.astimezone(zone), language)
        if show_zone:
            when = f"{when} ({zone_name(zone.key, language)})"
        return f"⏰ {text}" + LATE(language, when=when)
    return f"⏰ {text}"


def reminder_push(catalog: Catalog, number: int, text: str, occurrence: datetime, zone: ZoneInfo,
                  now: datetime, language: str = "en", show_zone: bool = False, again: bool = False) -> Reply:
    """The push: its words, and the buttons actions declare for a push (Done / +10 min / Tomorrow). `again`: an
    earlier push of it may have reached the owner (its outcome is unknown), and this one says so."""
    lang = language_of(language)
    row = tuple(ButtonSpec(b.label(lang), b.data(number))
                for a in catalog.actions for b in a.buttons if b.on_push)
    text = reminder_text(text, occurrence, zone, now, lang, show_zone) + ("\n" + SENT_AGAIN(lang) if again else "")
    return Reply(text=text, buttons=(row,) if row else (), language=lang)
