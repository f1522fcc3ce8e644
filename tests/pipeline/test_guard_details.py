"""The sincerity guard on details: a read's detail swapped in a restatement (same language or translated), an
empty part of a read said empty, a reason or a showing invented with no call, owning up after an unknown item
(the real detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

import pytest

from pipeline.actions.memory import MemoryData, MemoryList
from pipeline.actions.projects import ProjectData, ProjectDetail
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_policy import pretext, shows_now
from pipeline.guard_vocabulary import misstates
from pipeline.outcomes import Ok, Refused
from tests.pipeline.guard_calls import check, reminders_read

PEANUTS = Call("search_memory", {"query": "allergie Khady"}, Ok("From memory:\n#1 · Khady is allergic to peanuts",
                                                                MemoryList(memories=(MemoryData(
                                                                    id=1, text="Khady is allergic to peanuts",
                                                                    category="health", confidence="high",
                                                                    permanent=True),))))
CLUB = Call("read_project", {"name": "Chess Club"}, Ok("Chess Club — active: Neighbourhood chess club", ProjectDetail(
    project=ProjectData(name="Chess Club", phase="active", description="Neighbourhood chess club"), week_seconds=0,
    total_seconds=0, decisions=())))


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("Khady is allergic to eggs.", "en", False),
    ("From what I have, Khady is allergic to eggs.", "en", False),
    ("D'après ce que j'ai, Khady est allergique aux œufs.", "fr", False),
    ("Khady is allergic to peanuts.", "en", True),
    ("Khady est allergique aux cacahuètes.", "fr", True),
])
async def test_a_detail_put_in_anothers_place_is_not_proven(guard: Guard, text: str, lang: str, kept: bool) -> None:
    """The name and "allergic" are found; the allergen is another: the sentence goes and code's answer is given."""
    verdict = await check(guard, text, [PEANUTS], lang=lang)
    assert (text in verdict.text) is kept, verdict
    if not kept:
        assert "peanuts" in verdict.text and [e.rule for e in verdict.edits][-1] == "answer"


async def test_what_a_read_holds_empty_may_be_said_empty(guard: Guard) -> None:
    said = "Chess Club is active, described as 'Neighbourhood chess club'. No decisions recorded yet — want to log one?"
    assert (await check(guard, said, [CLUB])).text == said


@pytest.mark.parametrize("text", [
    "I can't do that one, sorry — the language setting is locked by your hospital's IT policy.",
    "Je ne peux pas le retirer : il est verrouillé parce qu'il a été créé par le cabinet du notaire.",
    "Je te l'affiche tout de suite à l'écran 📷",
    "Sure, I'll show you the photo of the invoice once you've stopped the car 📸",
])
async def test_with_no_call_a_lock_given_as_reason_or_a_showing_is_not_kept(guard: Guard, text: str) -> None:
    verdict = await check(guard, text, [], lang="fr" if "Je" in text else "en", said="do it")
    assert text not in verdict.text and any(e.rule == "unsupported" for e in verdict.edits), verdict


async def test_owning_up_to_an_unknown_item_in_its_own_words(guard: Guard) -> None:
    refused = Call("snooze_reminder", {"reminder_id": 999, "minutes": 10}, Refused(
        "unknown_item", "There is no reminder #999. Nothing was snoozed."))
    said = "Hmm, reminder #999 doesn't exist, so nothing was pushed back."
    assert said in (await check(guard, said, [refused], said="snooze 999 by 10")).text


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Je ne peux pas le noter : Arthur bloque les codes et mots de passe pour des raisons de sécurité.", True),
    ("Je peux pas descendre sous 6h : le briefing est bloqué par le système avant 6h du matin.", True),
    ("I can't read your phone's alarms.", False),  # a limit, no lock or rule invented
    ("I never send anything without your confirmation.", False),
    # "a rule", "not allowed" and "I didn't" in words of their own (spent heldout47)
    ("I can't disconnect mail during business hours — it's a security rule.", True),
    ("Heads up: timers aren't allowed on personal projects, only work ones, so I didn't start it.", True),
    ("Les rappels avant 6h sont bloqués par le système pour ne pas te réveiller, donc je ne l'ai pas mis.", True),
    ("I can't repeat a reminder every other day.", False), ("Je ne peux pas passer d'appels.", False),
    ("Parfait, puisque tu as réservé toi-même pour jeudi 14h, je n'ajoute rien.", False),  # the owner's booking
])
def test_a_lock_or_a_rule_given_as_the_reason(sentence: str, expected: bool) -> None:
    assert pretext(sentence) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Je t'envoie le lien tout de suite.", True), ("I'm sending it now", True),
    ("C'est un récap que je t'envoie chaque jour.", False),  # a habit: how Arthur works
    ("Quand tu me demandes tes notes, je te montre seulement celles qui sont actives.", False),
    ("Want me to show you the photo?", False), ("I can show you the photo if you like.", False),
    ("I'll show you how: tap Settings.", False), ("Tu veux que je te l'affiche ?", False),
])
def test_showing_or_sending_now(sentence: str, expected: bool) -> None:
    assert shows_now(sentence) is expected


def test_stopping_a_reminder_is_retiring_it() -> None:
    from pipeline.actions import CATALOG

    assert not misstates("Stopped the AF718 arrival reminder.", ["retire_reminder"], CATALOG)
    assert misstates("Paused ☕", ["stop_session"], CATALOG)


async def test_two_items_restated_together_are_not_a_swap(guard: Guard) -> None:
    """The spent heldout140: "appeler" is the notary reminder's word in French, not a word put in the place of the
    pill reminder's "donner"; swapping a detail is still caught beside another item."""
    read = reminders_read(("donner le Felimazole à Bramble", "2026-11-26 21:00", "pending"),
                          ("call the notary", "2026-11-26 21:00", "pending"))
    both = "Tu en as deux : le Felimazole de Bramble à 21h, et appeler le notaire à 21h."
    assert both in (await check(guard, both, [read], lang="fr")).text
    other = "Tu en as deux : donner le Doliprane à Bramble à 21h, et appeler le notaire à 21h."
    assert other not in (await check(guard, other, [read], lang="fr")).text
