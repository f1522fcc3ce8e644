"""The guard on what the spent corpora showed at 7435330: hedged advice ("it could be worth…", "ce serait prudent
de…", "il vaudrait mieux…") is the owner's to follow, an empty read said as "empty" is an absence, and an empty
stretch of the reminders ("Nothing due today.", "No open reminders.") is kept only when the listing or the briefing
shows no pending reminder in it; from the fresh heldout73 once measured, "Already paused it earlier"
naming no one is about the names the owner gives, not another row's receipt, and "un rappel actif" beside one done counts one
status; from the spent heldout74-76, "Hop, …" and a pause or stop sign opening a sentence say an act done, and a statement before a closing tag question ("Loïc's there — your mechanic,
right?") is checked beside a read; "Raconte-moi et je le garde" asks first, and "on its way to
him" beside code's question for another than the owner named goes (pure rules, then the real detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from pipeline.actions.memory import MemoryList
from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_talk import offers, owner_advice
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import check

AT_9 = datetime(2026, 11, 26, 8, 0, tzinfo=ZoneInfo("UTC"))  # Thu 26 Nov, 09:00 in Paris


def _listing(*rows: tuple[str, str]) -> Call:
    """A list_reminders read holding (due_local, status) rows."""
    return Call("list_reminders", {}, Ok("Your reminders:\n" + "\n".join(f"#{i} · {d} — call the notary" for i, (d, _) in
                                                                         enumerate(rows, 1)),
                                         ReminderList(reminders=tuple(ReminderData(
                                             id=i, text="call the notary", due_at=AT_9, due_local=due,
                                             timezone="Europe/Paris", recurrence="none", status=status)
                                             for i, (due, status) in enumerate(rows, 1)))))


def test_hedged_advice_is_the_owners() -> None:
    for sentence in ("It could be worth checking the tyres before Saturday.", "That'd be wise: the forecast is bad.",
                     "Ce serait prudent de prévenir ta sœur avant vendredi.", "Il vaudrait mieux appeler avant midi.",
                     "Il faudra penser à la clé du local.", "Ça vaudrait le coup de comparer deux devis."):
        assert owner_advice(sentence), sentence
    for sentence in ("Raconte-moi et je le garde.", "Describe it and I'll save it."):
        assert offers(sentence), sentence  # asking the owner for what it needs first
    assert not offers("Raconte-moi ta journée.")
    for sentence in ("I think it could be worth a reminder, so I set one.", "Il faudrait que je te le rappelle.",
                     "C'est noté."):
        assert not owner_advice(sentence), sentence


async def test_an_empty_memory_said_as_empty_is_an_absence(guard: Guard) -> None:
    empty = Call("list_memories", {}, Ok("I don't remember anything about you yet.", MemoryList(memories=())))
    verdict = await check(guard, "Your long-term memory is empty for now.", [empty], said="what do you remember?")
    assert "empty for now" in verdict.text
    verdict = await check(guard, "Ta mémoire longue est vide pour l'instant.", [empty], "fr", said="tu te souviens de quoi ?")
    assert "vide pour l'instant" in verdict.text


async def test_nothing_due_is_kept_only_when_the_listing_shows_nothing_then(guard: Guard) -> None:
    tomorrow = _listing(("2026-11-26 09:00", "pending"))
    verdict = await check(guard, "Nothing due today.", [tomorrow], said="what's on today?")
    assert "Nothing due today." in verdict.text
    verdict = await check(guard, "Rien de prévu aujourd'hui.", [tomorrow], "fr", said="j'ai quoi aujourd'hui ?")
    assert "Rien de prévu aujourd'hui." in verdict.text
    verdict = await check(guard, "Nothing due tomorrow.", [tomorrow], said="what's on tomorrow?")
    assert "Nothing due tomorrow." not in verdict.text  # the notary is due tomorrow at 09:00
    verdict = await check(guard, "No open reminders.", [tomorrow], said="any reminders left?")
    assert "No open reminders." not in verdict.text
    done = _listing(("2026-11-24 09:00", "done"))
    verdict = await check(guard, "No open reminders.", [done], said="any reminders left?")
    assert "No open reminders." in verdict.text
    verdict = await check(guard, "No open notes.", [done], said="any notes left?")
    assert "No open notes." not in verdict.text  # another kind than the read's


async def test_an_earlier_act_named_by_a_pronoun_is_the_one_the_owner_names(guard: Guard) -> None:
    history = [("Updated Potager: phase active → paused.", "2026-11-24T09:00:00+01:00")]
    said = "pause the Memoires project for the winter"
    verdict = await check(guard, "Already paused it for you earlier this week 😊", said=said, history=history)
    assert "Already paused" not in verdict.text  # the ledger's pause is Potager's
    verdict = await check(guard, "I paused Potager earlier.", said=said, history=history)
    assert "I paused Potager earlier." in verdict.text  # it names its own, and the ledger holds it
    verdict = await check(guard, "Already paused it for you earlier this week.", said="pause the Potager project",
                          history=history)
    assert "Already paused it" in verdict.text


async def test_a_count_of_one_status_is_proven_by_the_listing(guard: Guard) -> None:
    rows = (ReminderData(id=1, text="call the notary", due_at=AT_9, due_local="2026-11-26 09:00",
                         timezone="Europe/Paris", recurrence="none", status="pending"),
            ReminderData(id=2, text="order the eggs", due_at=AT_9, due_local="2026-11-24 09:00",
                         timezone="Europe/Paris", recurrence="none", status="done"))
    both = Call("list_reminders", {"include_done": True}, Ok(
        "Your reminders:\n#1 · Thu 26 Nov 2026 at 09:00 — call the notary\n#2 · done — order the eggs",
        ReminderList(reminders=rows)))
    said = "montre-moi mes rappels, même ceux déjà faits"
    verdict = await check(guard, "Il te reste un rappel actif : call the notary, demain à 9h.", [both], "fr", said=said)
    assert "un rappel actif" in verdict.text  # one pending beside one done
    verdict = await check(guard, "Il te reste trois rappels actifs.", [both], "fr", said=said)
    assert "trois rappels" not in verdict.text


def test_hop_and_a_pause_sign_open_an_act_said_done() -> None:
    from pipeline.guard_rules import done_first

    for sentence in ("Et hop, ta cabane a son projet, en phase idée 💡", "Hop, décalé à vendredi 9h ✌️",
                     "⏸️ Enjoy your galette!", "⏹ Bonne soirée !"):
        assert done_first(sentence), sentence
    for sentence in ("Enjoy your galette!", "On fait comme ça : hop, une ligne par chantier.", "Paused at 10:00?"):
        assert not done_first(sentence), sentence


async def test_a_bare_pause_sign_with_no_call_goes(guard: Guard) -> None:
    verdict = await check(guard, "⏸️ Enjoy your galette!", said="pause the clock, grabbing lunch")
    assert "⏸" not in verdict.text


def test_a_closing_tag_question_leaves_its_statement() -> None:
    from pipeline.guard_layout import without_tag

    assert without_tag("Yep, Loïc's there — your outboard mechanic, right? 🔧") == "Yep, Loïc's there"
    assert without_tag("C'est calé pour jeudi, non ?") == "C'est calé pour jeudi"
    assert without_tag("Want me to add Loïc?") == ""
    assert without_tag("Right?") == ""


async def test_a_statement_before_a_tag_is_checked_beside_a_read(guard: Guard) -> None:
    from pipeline.actions.contacts import ContactData, ContactList

    contacts = Call("list_contacts", {}, Ok("Your contacts:\n• bob (chat 4242)",
                                            ContactList(contacts=(ContactData(name="bob", chat_id=4242),))))
    verdict = await check(guard, "Yep, Loïc's there — your outboard mechanic, right? 🔧", [contacts],
                          said="is Loïc in my contacts?")
    assert "Loïc's there" not in verdict.text
    verdict = await check(guard, "Kick-off is at 11, right? Tell me which one and I'll set it.",
                          said="should I set the Saturday match reminder for 8 or 9?")
    assert "Kick-off is at 11, right?" in verdict.text  # no read: a question to the owner


def test_the_recipient_by_a_pronoun_is_whom_the_owner_named() -> None:
    from pipeline.guard_pending import misnames

    said = "share the boiler code note with Bob would you"
    to_siobhan = ['Send note #1 ("the boiler code is 4471") to siobhan?']
    to_bob = ['Send note #1 ("the boiler code is 4471") to bob?']
    assert misnames("Just confirm and it's on its way to him.", to_siobhan, said)
    assert not misnames("Just confirm and it's on its way to him.", to_bob, said)
    assert not misnames("Ready to share it with him: press confirm.", to_bob,
                        "share the boiler code with bob, he's house-sitting while I'm in Torino")
