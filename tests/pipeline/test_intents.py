"""The offline intent engine: templates in, catalog actions out (pure, with a fixed 'now')."""

from __future__ import annotations

from datetime import datetime

import pytest

from pipeline.actions import CATALOG
from pipeline.intents import Clarify, Greeting, IntentEngine, Understood, recover
from pipeline.rules.time_phrases import Ask, At, TimeReader, Unclear

NOW = datetime(2026, 11, 29, 17, 0)


READER = TimeReader()


@pytest.fixture(scope="module")
def engine() -> IntentEngine:
    return IntentEngine(CATALOG)


@pytest.mark.parametrize(("text", "lang", "action", "args"), [
    ("remind me to call the notary tomorrow at 9", "en", "create_reminder",
     {"text": "call the notary", "due": "2026-11-30 09:00"}),
    ("rappelle-moi d'appeler le notaire demain à 9h", "fr", "create_reminder",
     {"text": "appeler le notaire", "due": "2026-11-30 09:00"}),
    ("remind me tomorrow at 9 to call the notary", "en", "create_reminder",
     {"text": "call the notary", "due": "2026-11-30 09:00"}),
    ("rappelle-moi demain à 9h d'appeler le notaire", "fr", "create_reminder",
     {"text": "appeler le notaire", "due": "2026-11-30 09:00"}),
    ("rappelle-moi demain à 9h de sortir le chien", "fr", "create_reminder",
     {"text": "sortir le chien", "due": "2026-11-30 09:00"}),
    ("remind me in 10 minutes to check the oven", "en", "create_reminder",
     {"text": "check the oven", "due": "2026-11-29 17:10"}),
    ("remind me to today's bins tomorrow at 9", "en", "create_reminder",
     {"text": "today's bins", "due": "2026-11-30 09:00"}),
    ("In 20 minutes, remind me to check the oven.", "en", "create_reminder",
     {"text": "check the oven", "due": "2026-11-29 17:20"}),
    ("dans 20 minutes rappelle-moi de vérifier le four", "fr", "create_reminder",
     {"text": "vérifier le four", "due": "2026-11-29 17:20"}),
    ("note that the boiler code is 4471", "en", "create_note", {"text": "the boiler code is 4471"}),
    ("Note: Buy MILK, 2 litres!", "en", "create_note", {"text": "Buy MILK, 2 litres!"}),
    ("note que le code de la chaudière est 4471", "fr", "create_note", {"text": "le code de la chaudière est 4471"}),
    ("start working on Arthur", "en", "start_session", {"project": "Arthur"}),
    ("je commence à travailler sur Arthur", "fr", "start_session", {"project": "Arthur"}),
    ("how long did I work today?", "en", "read_work_time", {"period": "day", "date": "today"}),
    ("combien j'ai travaillé aujourd'hui ?", "fr", "read_work_time", {"period": "day", "date": "today"}),
    ("what's my week like?", "en", "read_weekly_briefing", {}),
    ("comment se passe ma semaine ?", "fr", "read_weekly_briefing", {}),
    ("what do you know about my sister?", "en", "search_memory", {"query": "my sister"}),
    ("I prefer short answers", "en", "remember_preference", {"text": "short answers"}),
    ("on Arthur we decided to drop SQLite", "en", "record_decision", {"project": "Arthur", "decision": "drop SQLite"}),
    ("sur Arthur on a décidé d'abandonner SQLite", "fr", "record_decision",
     {"project": "Arthur", "decision": "abandonner SQLite"}),
    ("move Arthur to paused", "en", "update_project", {"name": "Arthur", "phase": "paused"}),
    ("mark Jarvis as finished", "en", "update_project", {"name": "Jarvis", "phase": "done"}),
    ("passe Arthur en pause", "fr", "update_project", {"name": "Arthur", "phase": "paused"}),
    ("how is Arthur going?", "en", "read_project", {"name": "Arthur"}),
    ("où en est Arthur ?", "fr", "read_project", {"name": "Arthur"}),
    ("pause", "en", "pause_session", {}),
    ("je reprends", "fr", "resume_session", {}),
    ("stop working", "en", "stop_session", {}),
    ("j'arrête", "fr", "stop_session", {}),
])
def test_understood(engine: IntentEngine, text: str, lang: str, action: str, args: dict[str, str]) -> None:
    got = engine.understand(text, lang, NOW)  # type: ignore[arg-type]
    assert isinstance(got, Understood), got
    assert (got.action, got.arguments) == (action, args)


def test_other_language_is_tried_too(engine: IntentEngine) -> None:
    got = engine.understand("rappelle-moi de sortir les poubelles ce soir à 20h", "en", NOW)
    assert isinstance(got, Understood) and got.arguments == {"text": "sortir les poubelles", "due": "2026-11-29 20:00"}


@pytest.mark.parametrize("text", ["remind me to call mum", "remind me to call mum tomorrow"])
def test_missing_time_asks_and_writes_nothing(engine: IntentEngine, text: str) -> None:
    got = engine.understand(text, "en", NOW)
    assert isinstance(got, Clarify) and "Nothing was saved" in got.question


@pytest.mark.parametrize("text", ["tell me a joke", "how tall is a giraffe", "", "asdf qwer"])
def test_not_understood(engine: IntentEngine, text: str) -> None:
    assert engine.understand(text, "en", NOW) is None


@pytest.mark.parametrize(("text", "lang", "query"), [
    ("what's the wifi password?", "en", "wifi password"),
    ("what is the password for the wifi", "en", "password for the wifi"),
    ("where are my keys?", "en", "keys"),
    ("find the boiler code", "en", "boiler code"),
    ("quel est le code du portail ?", "fr", "code du portail"),
    ("c'est quoi le mot de passe wifi", "fr", "mot de passe wifi"),
    ("où sont mes clés ?", "fr", "clés"),
])
def test_questions_search_notes_and_memory(engine: IntentEngine, text: str, lang: str, query: str) -> None:
    got = engine.understand(text, lang, NOW)
    assert isinstance(got, Understood) and got.action == "list_notes" and got.arguments["query"] == query
    assert got.more == (("search_memory", {"query": query, "notes": False}),)  # list_notes reads the notes


def test_briefings_win_over_lookups(engine: IntentEngine) -> None:
    for text in ("what's my week like?", "what is my week like", "what's on today?"):
        got = engine.understand(text, "en", NOW)
        assert isinstance(got, Understood) and got.action in ("read_weekly_briefing", "read_daily_briefing")


def test_about_me_lists_facts_and_preferences(engine: IntentEngine) -> None:
    got = engine.understand("what do you know about me?", "en", NOW)
    assert isinstance(got, Understood) and got.action == "list_memories"
    assert got.more == (("list_preferences", {}),)


def test_greetings_and_thanks_are_answered_in_their_language(engine: IntentEngine) -> None:
    hello, thanks = engine.understand("hello", "en", NOW), engine.understand("merci", "en", NOW)
    assert isinstance(hello, Greeting) and not hello.thanks and hello.language == "en"
    assert isinstance(thanks, Greeting) and thanks.thanks and thanks.language == "fr"


def test_recover_keeps_punctuation_and_case() -> None:
    assert recover("Note: Hello, World!", "hello world") == "Hello, World!"


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("call Bob on 2026-12-03 at 10:15", "en", datetime(2026, 12, 3, 10, 15)),
    ("feed the cat at 7am", "en", datetime(2026, 11, 30, 7, 0)),
    ("take pills at 20:00", "en", datetime(2026, 11, 29, 20, 0)),
    ("check the oven in 10 minutes", "en", datetime(2026, 11, 29, 17, 10)),
    ("appeler maman lundi à 14h30", "fr", datetime(2026, 11, 30, 14, 30)),
    # The clock is read before the date: "Friday at 10" is not a Friday in October, nor "at 10" the year 2010.
    ("send the report on Friday at 10", "en", datetime(2026, 12, 4, 10, 0)),
    ("sunday at 18:00", "en", datetime(2026, 11, 29, 18, 0)),  # today is Sunday 17:00: later today
    ("sunday at 9", "en", datetime(2026, 12, 6, 9, 0)),  # already past today: next Sunday
    ("on the 4th of December at 10", "en", datetime(2026, 12, 4, 10, 0)),
    ("at 9 on the 2nd of January", "en", datetime(2027, 1, 2, 9, 0)),
    ("le 3 décembre à 9h", "fr", datetime(2026, 12, 3, 9, 0)),
    ("2026-12-24 at 9", "en", datetime(2026, 12, 24, 9, 0)),
    ("December 24 at 9 buy the turkey", "en", datetime(2026, 12, 24, 9, 0)),
    ("buy 2 litres of milk at 6pm", "en", datetime(2026, 11, 29, 18, 0)),
    ("take the bins out tonight at 8", "en", datetime(2026, 11, 29, 20, 0)),
    ("call the notary tomorrow at 9.", "en", datetime(2026, 11, 30, 9, 0)),
    ("call the notary tomorrow at nine", "en", datetime(2026, 11, 30, 9, 0)),
    ("appeler le notaire demain à neuf heures", "fr", datetime(2026, 11, 30, 9, 0)),
    ("déjeuner à midi", "fr", datetime(2026, 11, 30, 12, 0)),
    ("dans 2 heures appeler Paul", "fr", datetime(2026, 11, 29, 19, 0)),
    ("pay rent on the 5th at 9", "en", datetime(2026, 12, 5, 9, 0)),
    ("pay rent on the 31st at 9", "en", datetime(2026, 12, 31, 9, 0)),  # November has no 31st
    ("call Bob on the 29th at 18:00", "en", datetime(2026, 11, 29, 18, 0)),  # still ahead today
    ("payer le loyer le 1er à 10h", "fr", datetime(2026, 12, 1, 10, 0)),
    ("appeler le 06 12 34 56 78 demain à 9h", "fr", datetime(2026, 11, 30, 9, 0)),  # a phone number, not a day
])
def test_times_read(text: str, lang: str, expected: datetime) -> None:
    got = READER.read(text, lang, NOW)
    assert isinstance(got, At) and got.local == expected


@pytest.mark.parametrize(("text", "lang", "choices"), [
    # Where people would disagree, Arthur asks (said on Sunday 29 Nov at 17:00).
    ("next Friday at 10", "en", (datetime(2026, 12, 4, 10, 0), datetime(2026, 12, 11, 10, 0))),
    ("vendredi prochain à 10h", "fr", (datetime(2026, 12, 4, 10, 0), datetime(2026, 12, 11, 10, 0))),
    ("appeler le notaire demain à six heures", "fr", (datetime(2026, 11, 30, 6, 0), datetime(2026, 11, 30, 18, 0))),
])
def test_ambiguous_times_are_asked(text: str, lang: str, choices: tuple[datetime, ...]) -> None:
    got = READER.read(text, lang, NOW)
    assert isinstance(got, Ask) and got.choices == choices


@pytest.mark.parametrize(("text", "lang", "code", "said"), [
    ("pay rent on the 31st of February at 10", "en", "impossible_date", "31st of February"),
    ("pay rent on 2027-02-30 at 10", "en", "impossible_date", "2027-02-30"),
    ("payer le loyer le 31 février à 10h", "fr", "impossible_date", "31 février"),
    ("tomorrow at 25", "en", "impossible_time", "at 25"),
    ("call at 10:75", "en", "impossible_time", "10:75"),
    ("call Bob on the 29th at 9", "en", "past", "on the 29th at 9"),  # said on the 29th at 17:00
])
def test_impossible_dates_are_never_replaced_by_another(text: str, lang: str, code: str, said: str) -> None:
    got = READER.read(text, lang, NOW)
    assert isinstance(got, Unclear) and (got.code, got.said) == (code, said)


def test_an_impossible_date_is_asked_about_and_nothing_is_saved(engine: IntentEngine) -> None:
    got = engine.understand("remind me to pay rent on the 31st of february at 10", "en", NOW)
    assert isinstance(got, Clarify)
    assert "31st of february' is not a date that exists" in got.question
    got = engine.understand("rappelle-moi de payer le loyer le 31 février à 10h", "fr", NOW)
    assert isinstance(got, Clarify) and "31 février » n'est pas une date qui existe" in got.question


def test_a_day_without_a_time_or_nothing_at_all() -> None:
    assert getattr(READER.read("call the notary tomorrow", "en", NOW), "code", None) == "no_time"
    assert getattr(READER.read("someone at the door", "en", NOW), "code", None) == "no_date"
    assert getattr(READER.read("buy milk", "en", NOW), "code", None) == "no_date"
