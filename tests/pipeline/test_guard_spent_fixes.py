"""The guard on what the spent held-out corpora 35-48 showed: a switch's stop is no act left undone, another act is
named within one clause only, a comment beside a receipt, owning up in "doesn't exist" or "already" terms, a refused
act presupposed done, Arthur's act said done before, a thing that "does it by itself", "no need" with no reason, a
header whose numbered list went, a read's source and a clock time inside a listing, "just the one", an item's state,
a repeat rule said beside a write, a code with a word glued in, an offer on the owner's condition, a world answer's
quantities (pure rules, then the real detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

import pytest

from pipeline.actions import CATALOG
from pipeline.actions.memory import MemoryData, MemoryList
from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.actions.sessions import SessionData
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_evidence import misstates_state
from pipeline.guard_layout import without_dangling
from pipeline.guard_policy import needless
from pipeline.guard_refusals import moves_on, owns_up, presumes
from pipeline.guard_rules import done_first, states_figure
from pipeline.guard_topics import aside, declines, hearsay
from pipeline.guard_vocabulary import claimed_actions, same_act_on
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import AT_21, NOW, check


def test_another_act_is_named_within_one_clause_when_strict() -> None:
    """Beside a write, "added as a contact, so you can share notes" names no note saved; an idiom ("from now on
    I'll") may be the write's own wording."""
    assert claimed_actions("yannick's added as a contact, so you can share notes with him now.", "en", CATALOG,
                           strict=True) == ["add_contact"]
    assert claimed_actions("very well — from now on i'll answer you in french.", "en", CATALOG, strict=True) == []
    assert "stop_session" in claimed_actions("switched: the timer is stopped and rota is running now.", "en", CATALOG,
                                             strict=True)
    assert "remember_preference" in claimed_actions("from now on, i'll answer you in french.", "en", CATALOG)


@pytest.mark.parametrize(("sentence", "kept"), [
    ("Mais entre nous, le titre vous allait bien 😄", True),  # "mais" is no word of the receipt's
    ("La boulette, la ruse qui marche à tous les coups !", True),
    ("The varnish should be touch-dry by now, I'd think.", True),  # "by now" is no change of state
    ("Clock's ticking on Pembury ⏱️", False),  # the owner's word: a restatement, here of another project
])
def test_a_comment_beside_a_receipt(sentence: str, kept: bool) -> None:
    assert aside(sentence, "start the clock on Pembury", ["Timer started on Arthur at 10:00.",
                                                          "Préférence n°2 retirée : appelle-moi Capitaine"]) is kept


def test_owning_up_in_the_words_of_a_missing_item() -> None:
    assert owns_up("Note #40 doesn't exist, so I haven't retired anything.", "Retire note 40, please.",
                   ["There is no note #40. Nothing was written."], 0.09)


@pytest.mark.parametrize(("sentence", "moving"), [
    ("With the old gym gone from memory, want me to save Berta Block as your new one?", True),
    ("Maintenant que la note est supprimée, tu veux autre chose ?", True),
    ("With your permission, I could look for it.", False),
    ("With that in mind, shall I look?", False),
    ("yes !! une chose de moins 🙌 tu veux que je te programme le suivant ?", True),
])
def test_a_refused_act_presupposed_done_moves_on(sentence: str, moving: bool) -> None:
    assert moves_on(sentence) is moving


@pytest.mark.parametrize(("sentence", "claim"), [
    ("Don't worry, I already retired that note earlier when you mentioned the new price.", True),
    ("Je l'ai déjà noté hier.", True),
    ("I've already set it up.", True),
    ("I already told you that.", False),  # no act on the owner's things
    ("I explained it earlier.", False),
])
def test_arthurs_act_said_done_before_is_a_claim(sentence: str, claim: bool) -> None:
    assert done_first(sentence) is claim


@pytest.mark.parametrize(("sentence", "bare"), [
    ("No need to add a second.", True),
    ("Pas besoin d'en créer un deuxième.", True),
    ("No need — your accountant handles it.", False),  # a reason: a claim about the world
    ("No need to set one since your bank texts you.", False),
    ("Pas besoin, ta directrice envoie toujours un rappel.", False),
])
def test_nothing_more_needed_with_no_reason(sentence: str, bare: bool) -> None:
    assert needless(sentence) is bare


def test_a_thing_that_does_it_by_itself_is_hearsay() -> None:
    said = "Note that Yannick swapped his Saturday watch with Loïc."
    assert hearsay("There's no need to note it, though — the rota project records swaps by itself.", said)
    assert not hearsay("Sounds like a fair swap.", said)


def test_a_header_whose_numbered_items_went_goes_too() -> None:
    fate: list[str | None] = ["Two decisions so far:", "\n", "1.", None, "\n", "2.", None, "\n", "Shall we look?"]
    removed: list[str] = []
    assert "".join(without_dangling(fate, removed)).strip() == "Shall we look?"
    assert removed == ["1.", "2.", "Two decisions so far:"]


def _reminder(rid: int, text: str, due_local: str) -> ReminderData:
    return ReminderData(id=rid, text=text, due_at=AT_21, due_local=due_local, timezone="Europe/Paris",
                        recurrence="none", status="pending")


NOTARY = Call("list_reminders", {}, Ok("Your reminders:\n#1 · Thu 26 Nov 2026 at 09:00 — call the notary",
                                       ReminderList(reminders=(_reminder(1, "call the notary", "2026-11-26 09:00"),))))
ALLERGY = Call("search_memory", {"query": "allergie de Maëlle"}, Ok(
    "En mémoire :\n#1 · Maëlle est allergique aux arachides", MemoryList(memories=(MemoryData(
        id=1, text="Maëlle est allergique aux arachides", category="people", confidence="high", permanent=True),))))
SWITCH = Call("start_session", {"project": "SNSM Rota", "switch": True}, Ok(
    "Stopped Korrigan (0 s). Timer started on SNSM Rota at 10:00.", SessionData(project="SNSM Rota", started_at=NOW),
    ("stop_session",)))
DAILY = Call("create_reminder", {"text": "Duolingo German", "due": "2026-11-26 08:15", "recurrence": "daily"}, Ok(
    "Reminder #2 set every day at 08:15, the first on Thu 26 Nov 2026 at 08:15: Duolingo German", ReminderData(
        id=2, text="Duolingo German", due_at=AT_21, due_local="2026-11-26 08:15", timezone="Europe/Paris",
        recurrence="daily", status="pending")))


async def test_a_switch_stopped_the_running_session(guard: Guard) -> None:
    """The sentence restating the switch goes (code's receipt says it); no "I have not stopped the timer"."""
    verdict = await check(guard, "Switched: the Korrigan's timer is stopped and SNSM Rota is running now. I hope it's "
                          "nothing serious.", [SWITCH], said="switch the timer to the rota please")
    assert "I have not" not in verdict.text and "I hope it's nothing serious." in verdict.text, verdict


async def test_a_listing_with_its_clock_times_and_just_the_one(guard: Guard) -> None:
    for text in ("Just the one: call the notary, tomorrow (Thursday 26 November) at 09:00.",
                 "Voilà :\n- call the notary — jeudi 26 nov. à 09:00 (à venir)"):
        verdict = await check(guard, text, [NOTARY], lang="fr" if text.startswith("Voilà") else "en")
        assert text in verdict.text, verdict
    verdict = await check(guard, "Just the two: call the notary and the vet.", [NOTARY])
    assert "Just the two" not in verdict.text, verdict


async def test_a_memory_quoted_with_its_source(guard: Guard) -> None:
    text = "D'après ce que vous m'aviez dit, Maëlle est allergique aux arachides."
    verdict = await check(guard, text, [ALLERGY], lang="fr")
    assert text in verdict.text, verdict


async def test_a_repeat_rule_said_beside_a_write_is_compared(guard: Guard) -> None:
    verdict = await check(guard, "All set ✅ Duolingo at 8:15, weekdays only — weekends stay free.", [DAILY],
                          said="remind me to do duolingo every weekday at 8:15")
    assert "weekdays only" not in verdict.text, verdict


def test_the_guards_own_words_and_an_acknowledgment_in_a_turn_with_no_call() -> None:
    assert needless("No problem, nothing set.", called=False)
    assert not needless("No problem, nothing set.")  # beside a call, it may deny a write that happened
    said = "I set an alarm on my watch for the call, no need for you"
    assert declines("Got it.", said) and declines("Got it — your watch has it covered, so I won't add anything.", said)
    assert not declines("Got it, saved.", said)


def test_already_in_codes_words_after_a_refusal() -> None:
    receipts = ["Reminder #2 was already done. Nothing was written."]
    assert owns_up("That reminder was already ticked off, so there was nothing to do 👍", "tick it", receipts, 0.5)
    assert not owns_up("Ticked it off, so nothing changed.", "tick it", receipts, 0.5)
    assert not owns_up("Already ticked it off ✅", "tick it", receipts, 0.5)


def test_a_bracket_ends_the_clause_of_a_claim() -> None:
    assert claimed_actions("retired that memory (it's kept with the date and the reason).", "en", CATALOG,
                           strict=True) == ["retire_memory"]


async def test_a_code_with_a_word_glued_in_is_checked_as_written(guard: Guard) -> None:
    wifi = Call("list_notes", {"query": "wifi"}, Ok("Tes notes :\n\n#2 · mer. 25 nov. 2026\nwifi du club : Echec&Mat67",
                                                   NoteList(notes=(NoteData(id=2, text="wifi du club : Echec&Mat67",
                                                                            created_at=NOW),))))
    verdict = await check(guard, "Le wifi du club : Echec&Mat67.", [wifi], lang="fr")
    assert verdict.text == "Le wifi du club : Echec&Mat67.", verdict


async def test_a_question_about_the_world_said_with_a_filler(guard: Guard) -> None:
    verdict = await check(guard, "64 — 32 light and 32 dark.", [], said="uh how many squares on a chess board")
    assert verdict.text == "64 — 32 light and 32 dark.", verdict


def test_an_items_state_said_otherwise_than_the_read_gives_it() -> None:
    pending = Call("list_reminders", {"include_done": True}, Ok("…", ReminderList(reminders=(
        _reminder(2, "acheter des chaussons", "2026-11-27 18:00"),))))
    assert misstates_state("- acheter des chaussons — vendredi 27 nov. à 18:00 ✅ fait", [pending])
    assert not misstates_state("- acheter des chaussons — vendredi 27 nov. à 18:00 (à venir)", [pending])
    assert not misstates_state("- acheter des chaussons, pas encore fait", [pending])


@pytest.mark.parametrize(("sentence", "moving"), [
    ("Tu veux que je te relance le chrono après le déjeuner ?", True),  # after a refused stop: it presumes one
    ("Dis-moi quand tu rentres et je relance le chrono là où il en était.", True),
    ("Since you won't be getting that one anymore, maybe keep a quick mobility routine?", True),
    ("Avec ça dans le projet, on passe à la couleur des joints ?", True),
    ("Want me to restart it?", False),
])
def test_what_a_refused_pause_stop_or_removal_presupposes(sentence: str, moving: bool) -> None:
    assert moves_on(sentence) is moving


def test_a_question_on_the_day_a_refused_move_would_have_set() -> None:
    assert presumes("Anything you want to bring to the notary on Friday?", ["2026-11-27 09:00"])
    assert not presumes("Anything you want to bring to the notary on Thursday?", ["2026-11-27 09:00"])


@pytest.mark.parametrize("sentence", [
    "Je trouve pas de rappel n°9, donc j'ai rien repoussé.",
    "Aucun chrono ne tournait, donc y'avait rien à arrêter 🙂",
    "That one's already marked as done ✅ so there's nothing more to do.",
])
def test_owning_up_in_spoken_french_or_in_codes_already(sentence: str) -> None:
    receipts = ["Il n'y a pas de rappel n°9. Rien n'a été écrit.", "Reminder #1 was already done. Nothing was written.",
                "Aucune session de travail n'est en cours : rien à arrêter."]
    assert owns_up(sentence, "repousse le rappel numéro neuf d'une heure, arrête le chrono", receipts, 0.5)


def test_a_state_figure_beside_an_empty_read_and_a_positive_clause() -> None:
    assert states_figure("La fête à Maxime, c'est le 14 février 🎂")
    assert not states_figure("You could set it for the 14th?")


async def test_beside_an_empty_read_nothing_positive_is_proven_by_the_query(guard: Guard) -> None:
    empty = Call("search_memory", {"query": "allergie Inès"}, Ok("Je n'ai rien en mémoire sur « allergie Inès ».",
                                                                 MemoryList(memories=())))
    verdict = await check(guard, "Oui, tu m'avais dit qu'Inès est allergique au kiwi 🥝", [empty], lang="fr")
    assert "kiwi" not in verdict.text, verdict
    verdict = await check(guard, "La fête à Maxime, c'est le 14 février.", [empty], lang="fr")
    assert "14 février" not in verdict.text, verdict


async def test_a_restatement_naming_another_of_the_owners_things(guard: Guard) -> None:
    note = Call("create_note", {"text": "Karim chat id 55123"}, Ok("Note n°2 enregistrée : Karim chat id 55123",
                                                                    NoteData(id=2, text="Karim chat id 55123",
                                                                             created_at=NOW)))
    verdict = await check(guard, "Karim est maintenant dans tes contacts ✅ Tu pourras lui partager des notes.", [note],
                          lang="fr", said="ajoute Karim à mes contacts, chat id 55123")
    assert "partager" not in verdict.text, verdict


def test_a_verb_that_fits_the_act_done_on_the_thing_named() -> None:
    assert same_act_on("the old alarm code note is retired", "retire_reminder", {"retire_note"}, CATALOG)
    assert not same_act_on("the reminder is retired", "retire_reminder", {"pause_session"}, CATALOG)


async def test_an_offer_on_the_owners_condition_leans_on_no_dropped_claim(guard: Guard) -> None:
    """Spent heldout47: "Your call!" dropped took the conditional offer after it (and code's "nothing done" stood in
    for the whole reply). An offer on the owner's condition waits for them: it stays."""
    said = "If you'd rather have it at 08:00 tomorrow instead of 09:00, just say so and I'll move it."
    verdict = await check(guard, f"Your call! {said}", said="Should I move the notary thing to 0800?")
    assert said in verdict.text and not any(e.rule == "not_done" for e in verdict.edits), verdict


async def test_a_world_answer_with_quantities_stays(guard: Guard) -> None:
    """Spent heldout48: a sum and a duration are the answer, not a plan."""
    text = "Septante-huit plus nonante-trois, ça fait cent septante-et-un (171) 🇧🇪"
    assert (await check(guard, text, lang="fr", said="C'est combien septante-huit plus nonante-trois ?")).text == text


def test_a_participle_with_a_done_sign_is_an_act_and_a_reason_of_its_own_is_no_owning_up() -> None:
    """Spent heldout49: "Turned off ✔️" beside a read of the preferences; "Je n'ai pas pu le cocher car ton comptable
    l'a déjà clôturé" after a refusal of an unknown reminder; spent heldout50: "Ton briefing est déjà aligné…" with
    no call."""
    from pipeline.guard_evidence import ticked_act
    from pipeline.guard_policy import settled

    assert ticked_act("Turned off ✔️") and ticked_act("Désactivée ✅")
    assert not ticked_act("Call the notary ✅") and not ticked_act("Done ✅") and not ticked_act("Ticked ✅ at 9:00")
    refusal = ["Il n'y a pas de rappel n°6. Rien n'a été écrit."]
    said = "coche le rappel 6"
    assert not owns_up("Je n'ai pas pu le cocher car ton comptable l'a déjà clôturé de son côté.", said, refusal, 0.1)
    assert owns_up("Je n'ai pas pu le cocher car il n'y a pas de rappel n°6.", said, refusal, 0.1)
    assert settled("Ton briefing est déjà aligné sur l'heure d'ouverture de la librairie, donc il arrive au bon moment.")
    assert settled("Your dentist reminder is already in.")
    assert not settled("Is your reminder already set?") and not settled("If your reminder is already set, fine.")


async def test_a_done_sign_beside_a_read_is_not_proven_by_it(guard: Guard) -> None:
    from pipeline.actions.preferences import PreferenceData, PreferenceList

    read = Call("list_preferences", {}, Ok("Your preferences:\n#1 · no sugar in my coffee",
                                           PreferenceList(preferences=(PreferenceData(id=1, text="no sugar in my coffee"),))))
    verdict = await check(guard, "Turned off ✔️ I won't mention the no-sugar rule again.", [read],
                          said="switch off the no-sugar preference")
    assert "Turned off" not in verdict.text, verdict


async def test_a_resume_is_no_start_left_undone(guard: Guard) -> None:
    """Spent heldout50: under code's "Resumed Arthur at 10:00." the guard added "I have not started a timer" for the
    model's "Timer's running again on Arthur." A resume says the timer runs again (`also`)."""
    resumed = Call("resume_session", {}, Ok("Resumed Arthur at 10:00.", SessionData(project="Arthur"), ("start_session",)))
    verdict = await check(guard, "Timer's running again on Arthur.", [resumed], said="resume the timer")
    assert verdict.text == "Resumed Arthur at 10:00.", verdict


def test_the_owners_memory_named_beside_a_note_is_misstated() -> None:
    from pipeline.grounding import Evidence
    from pipeline.guard_evidence import misstated

    note = Call("create_note", {"text": "served on the Irish Larch"}, Ok("Saved note #2: served on the Irish Larch"))
    assert misstated("Stored in your long-term memory ✔", [note], CATALOG, Evidence, None)
