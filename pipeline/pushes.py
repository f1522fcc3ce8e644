"""What a pushed reminder says and offers, in the owner's language (no model in the path)."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from pipeline.catalog import Catalog
from pipeline.render import SENT_AGAIN
from pipeline.rules.formats import moment_label
from pipeline.stages import ButtonSpec, Reply
from pipeline.texts import Texts, language_of

T = Texts("pushes")
LATE_AFTER = timedelta(minutes=1)
LATE = T("late", "\n(due {when} — sent late)", "\n(prévu {when} — envoyé en retard)")


def reminder_text(text: str, occurrence: datetime, zone: ZoneInfo, now: datetime, language: str = "en") -> str:
    """The pushed words: the reminder verbatim, and its original time when it comes late."""
    if now - occurrence > LATE_AFTER:
        return f"⏰ {text}" + LATE(language, when=moment_label(occurrence.astimezone(zone), language))
    return f"⏰ {text}"


def reminder_push(catalog: Catalog, reminder_id: int, text: str, occurrence: datetime, zone: ZoneInfo,
                  now: datetime, language: str = "en", again: bool = False) -> Reply:
    """The push: its words, and the buttons actions declare for a push (Done / +10 min / Tomorrow). `again`: an
    earlier push of it may have reached the owner (its outcome is unknown), and this one says so."""
    lang = language_of(language)
    row = tuple(ButtonSpec(b.label(lang), f"{b.code}:{reminder_id}")
                for a in catalog.actions for b in a.buttons if b.on_push)
    text = reminder_text(text, occurrence, zone, now, lang) + ("\n" + SENT_AGAIN(lang) if again else "")
    return Reply(text=text, buttons=(row,) if row else (), language=lang)
