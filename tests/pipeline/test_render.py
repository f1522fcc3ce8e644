"""Code-composed reports: three degrees of certainty, in English and French."""

from __future__ import annotations

from pipeline.actions import CATALOG
from pipeline.executor import Call
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused
from pipeline.render import help_text, report, report_one


def test_ok_is_the_summary() -> None:
    assert report_one(Call("create_note", {}, Ok("Saved note #1: milk")), "en", CATALOG) == "Saved note #1: milk"


def test_refusal_states_that_nothing_was_written() -> None:
    text = report_one(Call("retire_note", {}, Refused("not_found", "There is no note #9.")), "en", CATALOG)
    assert text == "There is no note #9. Nothing was written."
    fr = report_one(Call("retire_note", {}, Refused("not_found", "Il n'y a pas de note n°9.")), "fr", CATALOG)
    assert fr.endswith("Rien n'a été écrit.")


def test_read_refusal_says_no_reading() -> None:
    text = report_one(Call("read_project", {}, Refused("unknown_project", "There is no project called 'X'.")), "en", CATALOG)
    assert text.endswith("No reading was made.")


def test_refusal_that_already_says_so_is_not_repeated() -> None:
    msg = "The note is empty. Nothing was saved."
    assert report_one(Call("create_note", {}, Refused("empty", msg)), "en", CATALOG) == msg


def test_failure_admits_the_effect_is_unknown_and_names_where_to_check() -> None:
    text = report_one(Call("create_note", {}, Failed("The database did not answer.", "/notes")), "en", CATALOG)
    assert "can't tell" in text and "/notes" in text
    assert "vérifie /notes" in report_one(Call("create_note", {}, Failed("x", "/notes")), "fr", CATALOG)


def test_pending_is_the_question() -> None:
    assert report_one(Call("share_note", {}, PendingConfirmation("t", "share_note", "Send?")), "en", CATALOG) == "Send?"


def test_several_calls_in_order() -> None:
    calls = [Call("create_note", {}, Ok("A")), Call("create_note", {}, Ok("B"))]
    assert report(calls, "en", CATALOG) == "A\n\nB"


def test_help_lists_every_command() -> None:
    text = help_text(CATALOG, "en")
    for usage in ("/note TEXT", "/remind YYYY-MM-DD HH:MM TEXT", "/project new NAME", "/time"):
        assert usage in text
