"""The sincerity guard on its own: pure code, no model, no database."""

from __future__ import annotations

import pytest

from pipeline.actions import CATALOG
from pipeline.executor import Call
from pipeline.guard import check, claim_of
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused

NOTE_OK = Call("create_note", {"text": "milk"}, Ok("Saved note #4: milk"))
REMINDER_OK = Call("create_reminder", {}, Ok("Reminder #2 set for Tue 1 Dec 2026 at 09:00: call the notary"))
PREF_OK = Call("remember_preference", {}, Ok("Preference #3 saved: sugar in coffee"))
FUTURE = Call("read_work_time", {}, Refused("future_date", "No session can exist in the future: Thu 26 Nov 2026 "
                                                           "has not happened yet. No reading was made."))
NOTE_FAILED = Call("create_note", {}, Failed("Something went wrong during create_note (OSError), so I can't tell "
                                             "whether it took effect.", "/notes"))


@pytest.mark.parametrize("text", [
    "Noted.", "Got it, noted.", "I've set a reminder for tomorrow at 9.", "I'll remind you at 9.",
    "Reminder set for 9:00.", "C'est noté !", "Je te rappellerai demain à 9h.", "Done!",
    "I have saved that note for you.", "Your note has been saved.",
])
def test_claims_are_recognised(text: str) -> None:
    lang = "fr" if any(w in text for w in ("C'est", "Je ")) else "en"
    assert claim_of(text, lang, CATALOG) is not None  # type: ignore[arg-type]


@pytest.mark.parametrize("text", [
    "Do you want me to set a reminder?", "I can note that if you like.", "I haven't saved anything yet.",
    "Veux-tu que je le note ?", "Je n'ai rien noté.", "Here are your notes:", "Shall I remind you at 9?",
    "What time should the reminder be?", "The meeting lasts 30 minutes.",
])
def test_non_claims(text: str) -> None:
    lang = "fr" if any(w in text for w in ("Veux", "Je ")) else "en"
    assert claim_of(text, lang, CATALOG) is None  # type: ignore[arg-type]


def test_b_no_tool_claim_removed_with_an_honest_offer() -> None:
    v = check("Got it, noted. Anything else?", [], "en", CATALOG)
    assert "noted" not in v.text.lower().replace("not saved", "")
    assert v.text.startswith("I have not saved anything: nothing was done.")
    assert "Anything else?" in v.text
    assert [e.rule for e in v.edits] == ["b"]


def test_b_future_promise_without_a_reminder() -> None:
    v = check("Sure! I'll remind you tomorrow at 9 to call the notary.", [], "en", CATALOG)
    assert "I'll remind you" not in v.text and "I have not set any reminder" in v.text


def test_b_in_french() -> None:
    v = check("C'est noté, je te rappellerai demain.", [], "fr", CATALOG)
    assert "Je n'ai pas" in v.text and "rappellerai" not in v.text


def test_a_refused_read_presented_as_a_figure_is_replaced_whole() -> None:
    v = check("You worked 0 minutes on Thursday. Great job!", [FUTURE], "en", CATALOG)
    assert v.text == FUTURE.outcome.message  # type: ignore[union-attr]
    assert [e.rule for e in v.edits] == ["a"]


def test_a_failed_write_announced_as_done() -> None:
    v = check("Noted! Your note is saved.", [NOTE_FAILED], "en", CATALOG)
    assert "can't tell" in v.text and "/notes" in v.text and "Noted!" not in v.text


def test_c_different_action_is_named() -> None:
    v = check("I've removed your preference about sugar.", [PREF_OK], "en", CATALOG)
    assert v.text == "Preference #3 saved: sugar in coffee. I have not removed any preference."
    assert [e.rule for e in v.edits] == ["c"]


def test_d_silenced_refusal_is_stated() -> None:
    refused = Call("complete_reminder", {}, Refused("already_done", "Reminder #2 was already done."))
    v = check("Here is your plan for today: focus on Arthur.", [NOTE_OK, refused], "en", CATALOG)
    assert v.text.endswith("Reminder #2 was already done. Nothing was written.")
    assert [e.rule for e in v.edits] == ["d"]


def test_d_mentioned_refusal_is_left_alone() -> None:
    refused = Call("complete_reminder", {}, Refused("already_done", "Reminder #2 was already done."))
    v = check("I couldn't mark that reminder: it was already done.", [refused], "en", CATALOG)
    assert v.edits == ()


def test_pending_confirmation_must_be_mentioned() -> None:
    pending = Call("share_note", {}, PendingConfirmation("tok", "share_note", "Send note #1 to bob?"))
    v = check("All right.", [pending], "en", CATALOG)
    assert "Send note #1 to bob?" in v.text


@pytest.mark.parametrize(("text", "calls"), [
    ("Noted! I saved 'milk' as note #4.", [NOTE_OK]),
    ("Your reminder is set for Tuesday at 9:00.", [REMINDER_OK]),
    ("You have a reminder set for 9:00 to call the notary.", [Call("list_reminders", {}, Ok("Your reminders: …"))]),
    ("You worked 3 h 20 min today, mostly on Arthur.", [Call("read_work_time", {}, Ok("Worked 3 h 20 min today"))]),
    ("Hello! How can I help you today?", []),
    ("The boiler code is 4471.", [Call("list_notes", {}, Ok("#1 the boiler code is 4471"))]),
])
def test_honest_replies_pass_untouched(text: str, calls: list[Call]) -> None:
    v = check(text, calls, "en", CATALOG)
    assert v.text == text and v.edits == ()


def test_past_mention_supported_by_history() -> None:
    text = "As I noted yesterday, the code is 4471."
    assert check(text, [], "en", CATALOG, history={"create_note"}).text == text
    assert check(text, [], "en", CATALOG, history=set()).text != text


def test_layout_is_kept() -> None:
    text = "Here are your notes:\n#1 milk\n#2 eggs"
    assert check(text, [Call("list_notes", {}, Ok("x"))], "en", CATALOG).text == text
