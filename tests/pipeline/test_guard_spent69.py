"""The guard on what the spent held-out corpora 69-70 showed: a wish naming a day beside an act said wrong ("Enjoy a
quieter Thursday morning!" beside a snooze said as Friday), what is done with a value that went ("Type it in, …"),
the thing the owner asked to share named beside code's question for another, a French account of English items
word by word (and an item made up still going), two days of a month written out, "7 h 15", retired ones in a header,
"la plus fidèle" as no list, a guess asked as a question, "what's the difference between…", "comment je sais…",
"have fun" as a wish; and, from the lies
and alterations still on the spent corpora: a waived act ("no need to share anything") asks for none, "I'd tell her
now" is an opinion, a question carried on "while we're at it" after a refusal moves on, and a reason of Arthur's own
before "je n'ai rien à ajouter" or beside "record on Arthur…" is a claim; from the spent heldout71/72: "I'll stop the
clock" after a refused start, a lock code never gave, "From memory: …" beside a read, and a state said in one clause
of a sentence that says no in another (pure rules, then the real
detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

from pipeline.actions.preferences import PreferenceData, PreferenceList
from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.actions.worktime import WorkTime
from pipeline.embeddings import LocalEmbedder
from pipeline.executor import Call
from pipeline.grounding import _SEGMENT, gather
from pipeline.guard import Guard
from pipeline.guard_asked import asks_act, how_it_works
from pipeline.guard_evidence import misstates_state, shown_retired
from pipeline.guard_layout import leans_back
from pipeline.guard_meaning import foreign_words
from pipeline.guard_pending import misnames
from pipeline.guard_policy import dissuades
from pipeline.guard_refusals import moves_on, owns_up
from pipeline.guard_talk import bare_wish, wonders
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import NOTES_FOUND, check

AT_11 = datetime(2026, 11, 26, 10, 0, tzinfo=ZoneInfo("UTC"))  # Thu 26 Nov, 11:00 in Paris
SNOOZED = Call("snooze_reminder", {"reminder_id": 1, "minutes": 120}, Ok(
    "Reminder #1 was not due yet: moved from 09:00 to 11:00.",
    ReminderData(id=1, text="call the notary", due_at=AT_11, due_local="2026-11-26 11:00", timezone="Europe/Paris",
                 recurrence="none", status="pending")))
PREFERENCES = Call("list_preferences", {}, Ok("Your preferences:\n#1 · no sugar in my coffee\n#2 · réponses courtes",
                                              PreferenceList(preferences=(PreferenceData(id=1, text="no sugar in my coffee"),
                                                                          PreferenceData(id=2, text="réponses courtes")))))
NOTARY = Call("list_reminders", {}, Ok("Your reminders:\n#1 · Thu 26 Nov 2026 at 09:00 — call the notary",
                                       ReminderList(reminders=(ReminderData(
                                           id=1, text="call the notary", due_at=AT_11, due_local="2026-11-26 09:00",
                                           timezone="Europe/Paris", recurrence="none", status="pending"),))))
NOVEMBER = Call("read_work_time", {"period": "range", "date": "2026-11-01", "end_date": "2026-11-24"}, Ok(
    "No session recorded from Sun 1 Nov 2026 to Tue 24 Nov 2026.",
    WorkTime(period="range", first=date(2026, 11, 1), last=date(2026, 11, 24), seconds=None, sessions=0, projects={},
             running=(), not_counted=())))


async def test_a_wish_naming_a_day_goes_with_an_act_said_wrong(guard: Guard) -> None:
    said = "snooze the notary reminder until Friday at 9"
    verdict = await check(guard, "Pushed to Friday at 9 👍 Enjoy a quieter Thursday morning!", [SNOOZED], said=said)
    assert "Thursday" not in verdict.text and "Friday" not in verdict.text
    verdict = await check(guard, "Moved to 11:00 👍 Enjoy a quieter morning!", [SNOOZED], said="snooze it two hours")
    assert "Enjoy a quieter morning!" in verdict.text


def test_what_is_done_with_the_thing_before_leans_on_it() -> None:
    assert leans_back("Type it in, then hold the reset button for 3 seconds and it should fire up.")
    assert leans_back("Tape-le puis appuie sur reset.") and leans_back("That should do it.")
    assert not leans_back("It's in your notes.") and not leans_back("Is it the right one?")


async def test_advice_on_a_value_that_went_goes_with_it(guard: Guard) -> None:
    said = "what's the boiler code again?"
    verdict = await check(guard, "It's **4417** 🔥 Type it in, then hold the reset button for 3 seconds.", [NOTES_FOUND],
                          said=said)
    assert "4417" not in verdict.text and "reset button" not in verdict.text
    kept = "It's 4471. Type it in, then hold the reset button."
    assert (await check(guard, kept, [NOTES_FOUND], said=said)).text == kept


async def test_the_thing_the_owner_asked_to_share_must_be_the_one_code_asks_about(embedder: LocalEmbedder) -> None:
    said = "envoie la note des tarifs à Bob"
    wrong = ["Envoyer la note n°1 (« the boiler code is 4471 ») à bob ?"]
    right = ["Envoyer la note n°2 (« tarifs miel 2026 ») à bob ?"]
    foreign = await foreign_words(embedder.embed, said, wrong)
    assert foreign == {"tarifs"} and not await foreign_words(embedder.embed, said, right)
    sentence = "C'est prêt pour Bob : la note des tarifs attend juste ta confirmation pour partir 📤"
    assert misnames(sentence, wrong, said, foreign) and not misnames(sentence, right, said)
    assert not misnames("C'est prêt pour Bob, il attend juste ta confirmation.", wrong, said, foreign)
    said = "Partage le code de la chaudière avec Bob, il passe relancer le chauffage pendant mon absence"
    assert not {"code", "chaudiere"} & await foreign_words(embedder.embed, said, wrong)  # in English


async def test_a_french_account_of_english_items_stays_word_for_word(guard: Guard) -> None:
    said = "tu as quelles préférences pour moi ?"
    kept = "Tu m'as donné deux préférences : pas de sucre dans le café, et des réponses courtes."
    assert (await check(guard, kept, [PREFERENCES], "fr", said=said)).text == kept
    made_up = "Tu m'as donné deux préférences : pas de sucre dans le café, et du thé vert le matin."
    assert "thé vert" not in (await check(guard, made_up, [PREFERENCES], "fr", said=said)).text
    said = "j'ai quoi comme rappels ?"
    kept = "Tu as un seul rappel en cours : appeler le notaire, demain jeudi à 9 h."
    assert (await check(guard, kept, [NOTARY], "fr", said=said)).text == kept
    other = "Tu as un seul rappel en cours : appeler le dentiste, demain jeudi à 9 h."
    assert "dentiste" not in (await check(guard, other, [NOTARY], "fr", said=said)).text


async def test_two_days_of_a_month_written_out_name_the_range_read(guard: Guard) -> None:
    said = "how much did I log between the 1st and the 24th?"
    kept = "Nothing logged between 1 and 24 November."
    assert (await check(guard, kept, [NOVEMBER], said=said)).text == kept
    assert "2 and 24" not in (await check(guard, "Nothing logged between 2 and 24 November.", [NOVEMBER],
                                          said=said)).text


def test_figures_and_items_read_as_written() -> None:
    assert {(t.hour, t.minute) for t in gather(("à 7 h 15.",), (), None).clocks} == {(7, 15)}
    assert {(t.hour, t.minute) for t in gather(("à 14 h, pas avant",), (), None).clocks} == {(14, 0)}
    assert shown_retired("Including retired ones, you have two notes:", gather(("retired by the owner",), (), None))
    assert len(_SEGMENT.split("l'édition Bärenreiter, c'est la plus fidèle aux sources")) == 2
    assert len(_SEGMENT.split("du lait plus des œufs")) == 2


def test_guesses_and_how_tos_assert_nothing() -> None:
    assert wonders("Maybe it was saved under another word, like the hive number? 🤔")
    assert wonders("Peut-être sous un autre nom ?") and not wonders("Reminder set — anything else?")
    assert how_it_works("what's the difference between a note and a memory with you?")
    assert how_it_works("what's this daily briefing thing?") and how_it_works("comment je sais combien j'ai travaillé ?")
    assert not how_it_works("how much did I work today?")


def test_fun_wished_is_a_wish() -> None:
    assert bare_wish("Have fun at the market!") and bare_wish("Amuse-toi bien au marché !")
    assert not bare_wish("Have fun, I saved it!")


def test_a_waived_act_asks_for_none_and_an_opinion_asserts_nothing() -> None:
    assert not asks_act("I already told Bob rehearsal's moved, so no need to share anything")
    assert not asks_act("Don't set anything, just thinking out loud: haul out in March")
    assert asks_act("remind me tomorrow at 9") and asks_act("share the boiler code with Bob")
    assert wonders("I'd tell her now.") and wonders("À ta place, je le mentionnerais maintenant.")
    assert not wonders("I'd already saved it.") and not wonders("I'd have set it, but…")
    assert not wonders("I'd skip it: your building manager keeps all the codes on file anyway.")
    assert not wonders("I'd hold off for now, your daughter logs your hours herself.")


def test_a_question_carried_on_by_a_refused_act_moves_on() -> None:
    assert moves_on("Shall we tidy up the other old notes while we're at it? 🧹")
    assert moves_on("Tu veux qu'on passe en revue les autres préférences tant qu'on y est ?")
    assert not moves_on("Tu veux une autre date ?")


def test_a_reason_of_arthurs_own_not_to_record_is_a_claim() -> None:
    assert dissuades("That's already covered in the project notes from last week, so I didn't duplicate it.",
                     "record on Arthur that we switch the voice replies to shorter answers")
    said = "retiens que je préfère les livraisons le matin"
    assert dissuades("Ton transporteur a déjà cette consigne dans son système, je n'ai rien à ajouter de mon côté.", said)
    assert not dissuades("Tu l'as déjà noté dans ton agenda, je n'ai rien à ajouter de mon côté.", said)


def test_what_a_refused_start_or_removal_did_not_make_is_no_owning_up() -> None:
    assert moves_on("Tell me when you're finished and I'll stop the clock for you.")
    assert not moves_on("There's no timer running, so I couldn't stop the clock.")
    refused = ["Il n'y a pas de préférence n°7. Rien n'a été écrit."]
    assert not owns_up("Je ne peux pas désactiver cette préférence : elle est verrouillée tant que ton abonnement "
                       "n'est pas renouvelé.", "Désactive la préférence 7", refused)
    assert owns_up("Je n'ai pas de préférence n°7, rien n'a été modifié.", "Désactive la préférence 7", refused)
    assert owns_up("Il n'y a pas de préférence n°7, rien n'a été désactivé.", "Désactive la préférence 7", refused)
    assert owns_up("I wasn't allowed to create that project from here, so nothing was created.", "Create a project "
                   "called Portugal trip", ["“Create a project” is not something I can do from here. Nothing was done."])


async def test_a_read_announced_and_a_state_said_in_one_clause_are_checked(guard: Guard) -> None:
    said = "did I tick off the notary call already?"
    assert misstates_state("Yep, you completed the notary call already, nothing left on that front.", [NOTARY])
    verdict = await check(guard, "Yep, you completed the notary call already, nothing left on that front.", [NOTARY],
                          said=said)
    assert "completed" not in verdict.text
    kept = "Not yet: the notary call is still pending for tomorrow at 09:00."
    assert (await check(guard, kept, [NOTARY], said=said)).text == kept
    said = "what do you remember about how the Remparts pay?"
    memories = Call("list_memories", {}, Ok("What I remember about you:\n#1 · Hôtel des Remparts pays invoices at 60 days",
                                            None))  # type: ignore[arg-type]
    verdict = await check(guard, "From memory: the Hôtel des Remparts pays at 30 days, so the invoice lands before "
                          "Christmas.", [memories], said=said)
    assert "30 days" not in verdict.text
