"""Does the owner's next message answer the question Arthur asked? (pure: no database, no clock of its own)"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from pipeline.followups import reads_time
from pipeline.outcomes import Question
from pipeline.rules.followups import Completes, Declines, Rereads, Unrelated, answer_of, as_time_phrase, pick
from pipeline.rules.time_phrases import TimeReader

READ = reads_time(TimeReader())
NOW = datetime(2026, 11, 25, 10, 0)  # a Wednesday morning, owner-local
TIME = Question("create_reminder", {"text": "to call Bob"}, "time", said="remind me to call Bob")
TEMPS = Question("create_reminder", {"text": "d'appeler Bob"}, "time", said="rappelle-moi d'appeler Bob")
HOUR = Question("create_reminder", {"text": "call Bob"}, "choice",
                (("03:00", {"due": "2026-11-27 03:00"}), ("15:00", {"due": "2026-11-27 15:00"})),
                said="remind me to call Bob on Friday at 3")
SWITCH = Question("start_session", {"project": "Side", "switch": True}, "switch", (("Switch to Side", {}),))
ZONE = Question("set_timezone", {}, "timezone", (("Paris", {"timezone": "Europe/Paris"}),
                                                 ("Montréal", {"timezone": "America/Toronto"})))
PROJECT = Question("start_session", {"switch": False}, "project",
                   (("Arthur", {"project": "Arthur"}), ("Side project", {"project": "Side project"})))
WHICH = Question("retire_reminder", {}, "reminder", said="stop the reminder about Bob")


def answer(q: Question, text: str, lang: str = "en") -> Any:
    return answer_of(q, text, lang, NOW, READ)


@pytest.mark.parametrize(("text", "reread"), [
    ("at 9", "remind me to call Bob at 9"),
    ("9", "remind me to call Bob at 9"),
    ("9pm", "remind me to call Bob at 9pm"),
    ("21:30", "remind me to call Bob at 21:30"),
    ("tomorrow at 9", "remind me to call Bob tomorrow at 9"),
    ("in 10 minutes", "remind me to call Bob in 10 minutes"),
    ("ok, at 9 then", "remind me to call Bob at 9"),
    ("let's say 9", "remind me to call Bob at 9"),
    ("make it 10", "remind me to call Bob at 10"),
    ("tomorrow", "remind me to call Bob tomorrow"),
    ("At nine.", "remind me to call Bob At nine"),  # as a voice note is transcribed
])
def test_a_time_answers_a_time_question(text: str, reread: str) -> None:
    assert answer(TIME, text) == Rereads(reread)


@pytest.mark.parametrize(("text", "reread"), [
    ("à 9h", "rappelle-moi d'appeler Bob à 9h"),
    ("9h", "rappelle-moi d'appeler Bob à 9h"),
    ("9", "rappelle-moi d'appeler Bob à 9h"),
    ("demain à 9h30", "rappelle-moi d'appeler Bob demain à 9h30"),
    ("dans 10 minutes", "rappelle-moi d'appeler Bob dans 10 minutes"),
])
def test_a_french_time_answers_a_french_question(text: str, reread: str) -> None:
    assert answer(TEMPS, text, "fr") == Rereads(reread)


@pytest.mark.parametrize("text", ["remind me to buy milk at 9", "what's the wifi password?", "note that the code is 4",
                                  "/notes", "", "start working on Side"])
def test_something_else_is_not_an_answer(text: str) -> None:
    assert answer(TIME, text) == Unrelated()


@pytest.mark.parametrize("text", ["no", "No.", "nope", "cancel", "never mind", "non", "non merci", "laisse tomber",
                                  "annule"])
def test_no_declines(text: str) -> None:
    assert answer(TIME, text) == Declines()
    assert answer(SWITCH, text) == Declines()


@pytest.mark.parametrize(("text", "due"), [
    ("15:00", "2026-11-27 15:00"), ("3pm", "2026-11-27 15:00"), ("15h", "2026-11-27 15:00"),
    ("the afternoon", "2026-11-27 15:00"), ("3 in the afternoon", "2026-11-27 15:00"),
    ("in the morning", "2026-11-27 03:00"), ("3am", "2026-11-27 03:00"), ("the first", "2026-11-27 03:00"),
    ("2", "2026-11-27 15:00"), ("03:00", "2026-11-27 03:00"), ("le deuxième", "2026-11-27 15:00"),
    ("de l'après-midi", "2026-11-27 15:00"),
])
def test_a_choice_of_hours_is_picked_by_what_people_say(text: str, due: str) -> None:
    assert answer(HOUR, text) == Completes({"text": "call Bob", "due": due})


def test_an_hour_that_fits_both_choices_is_not_a_pick() -> None:
    assert answer(HOUR, "3") == Unrelated()


@pytest.mark.parametrize(("text", "project"), [
    ("switch to Side", "Side"), ("yes", "Side"), ("Yes please", "Side"), ("oui", "Side"), ("switch", "Side"),
    ("bascule sur Side", "Side"), ("Switch to Side", "Side"), ("switch to Garden", "Garden"),
])
def test_switch_answers(text: str, project: str) -> None:
    assert answer(SWITCH, text) == Completes({"project": project, "switch": True})


@pytest.mark.parametrize(("text", "zone"), [
    ("Paris", "Europe/Paris"), ("heure de Paris", "Europe/Paris"), ("New York", "America/New_York"),
    ("montreal", "America/Toronto"), ("2", "America/Toronto"), ("Europe/Berlin", "Europe/Berlin"),
    ("I'm in London", "Europe/London"),
])
def test_zone_answers(text: str, zone: str) -> None:
    assert answer(ZONE, text) == Completes({"timezone": zone})


def test_a_zone_question_is_not_answered_by_a_request() -> None:
    assert answer(ZONE, "remind me to call Bob at 9") == Unrelated()


@pytest.mark.parametrize(("text", "project"), [("Arthur", "Arthur"), ("side", "Side project"),
                                               ("the side project", "Side project"), ("1", "Arthur")])
def test_project_answers(text: str, project: str) -> None:
    assert answer(PROJECT, text) == Completes({"switch": False, "project": project})


@pytest.mark.parametrize("text", ["3", "#3", "number 3", "reminder 3", "le rappel 3", "n°3"])
def test_a_reminder_number_answers_which_reminder(text: str) -> None:
    assert answer(WHICH, text) == Completes({"reminder_id": 3})


def test_bare_clocks_become_time_phrases() -> None:
    assert as_time_phrase("9", "en") == "at 9"
    assert as_time_phrase("9", "fr") == "à 9h"
    assert as_time_phrase("9:15", "en") == "at 9:15"
    assert as_time_phrase("9h15", "en") == "à 9h15"
    assert as_time_phrase("around 9pm", "en") == "at 9pm"
    assert as_time_phrase("tomorrow at 9", "en") == "tomorrow at 9"


def test_pick_by_label_needs_a_single_match() -> None:
    choices = (("Side", {"project": "Side"}), ("Side B", {"project": "Side B"}))
    assert pick(choices, "side") == 0
    assert pick(choices, "side b") == 1
    assert pick(choices, "sid") is None
