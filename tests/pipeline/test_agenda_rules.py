"""Agenda sentences (pure), and dates heard by voice checked before an event is written."""

from __future__ import annotations

from datetime import date, datetime

from pipeline.actions import CATALOG
from pipeline.executor import Executor
from pipeline.intents import IntentEngine
from pipeline.outcomes import PendingConfirmation
from pipeline.rules.agenda_phrases import Slot, days_asked, move_target, slot_of
from pipeline.rules.time_phrases import TimeReader
from pipeline.stages import TurnInput
from pipeline.turns import Turns

TIMES = TimeReader()
NOW = datetime(2026, 11, 25, 10, 0)  # a Wednesday


def test_days_asked() -> None:
    assert days_asked("what's on tomorrow", "en", NOW, TIMES) == (date(2026, 11, 26), date(2026, 11, 26))
    assert days_asked("qu'est-ce que j'ai vendredi", "fr", NOW, TIMES) == (date(2026, 11, 27), date(2026, 11, 27))
    assert days_asked("what do I have next week", "en", NOW, TIMES) == (date(2026, 11, 30), date(2026, 12, 6))
    assert days_asked("mon agenda cette semaine", "fr", NOW, TIMES) == (date(2026, 11, 25), date(2026, 11, 29))
    assert days_asked("my calendar", "en", NOW, TIMES) == (date(2026, 11, 25), date(2026, 11, 25))


def test_slots_and_moves() -> None:
    assert slot_of("lunch with Bob tomorrow at noon", "en", NOW, TIMES) == Slot("2026-11-26 12:00", "lunch with Bob")
    assert slot_of("conference on the 3rd of December", "en", NOW, TIMES) == Slot("2026-12-03", "conference")
    assert slot_of("réunion jeudi à 10h pendant 90 minutes", "fr", NOW, TIMES) == Slot("2026-11-26 10:00", "réunion", 90)
    assert move_target("the dentist to Friday 3pm", "en", NOW, TIMES) == ("dentist", Slot("2026-11-27 15:00", ""))
    assert move_target("le dentiste à vendredi à 15h", "fr", NOW, TIMES) == ("dentiste", Slot("2026-11-27 15:00", ""))
    assert move_target("the dentist", "en", NOW, TIMES) is None


def test_sentences_reach_the_agenda_and_mail_actions() -> None:
    engine = IntentEngine(CATALOG)
    cases = {("what's on tomorrow?", "en"): ("read_agenda", {"day": "2026-11-26"}),
             ("qu'est-ce que j'ai demain ?", "fr"): ("read_agenda", {"day": "2026-11-26"}),
             ("move the dentist to Friday 3pm", "en"): ("move_event", {"event": "dentist", "to": "2026-11-27 15:00"}),
             ("annule le dentiste demain", "fr"): ("cancel_event", {"event": "dentiste", "on": "2026-11-26"}),
             ("any new mail?", "en"): ("list_mail", {}),
             ("read mail 104", "en"): ("read_mail", {"number": 104}),
             ("search my mail for invoice", "en"): ("search_mail", {"query": "invoice"})}
    for (text, lang), (action, args) in cases.items():
        found = engine.understand(text, lang, NOW)  # type: ignore[arg-type]
        assert found is not None and (getattr(found, "action", None), getattr(found, "arguments", None)) == (
            action, args), text
    today = engine.understand("what's on today?", "en", NOW)
    assert getattr(today, "action", None) == "read_daily_briefing"  # the briefing already lists today's events


async def test_a_date_heard_by_voice_is_checked_before_an_event_is_written(executor: Executor,
                                                                           owner_key: str) -> None:
    turns = Turns(executor, brain=None, intents=IntentEngine(CATALOG))  # type: ignore[arg-type]
    record = await turns.handle(TurnInput(owner_key, "add dentist yesterday at 3pm to my calendar", channel="voice"))
    assert record.route == {"brain": "intent", "misheard": True}
    (call,) = record.actions
    assert call.name == "create_event" and isinstance(call.outcome, PendingConfirmation)
    assert call.arguments["start"] == "2026-11-25 15:00"  # today 15:00 (it is 10:00 in Paris), not yesterday
    assert 'I heard "add dentist yesterday at 3pm to my calendar"' in record.reply
    whole_day = await turns.handle(TurnInput(owner_key, "add holiday on the 3rd of March 2026 to my calendar",
                                             channel="voice"))
    (held,) = whole_day.actions
    assert isinstance(held.outcome, PendingConfirmation) and held.arguments["start"] == "2027-03-03"
