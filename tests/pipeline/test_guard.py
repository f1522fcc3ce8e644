"""The sincerity guard on its own (the real claim detector, encoder and Duckling; no model, no database): it fails
closed — what the owner reads about actions comes from code, and a model's claim stays only when proven."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest

from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.worktime import WorkTime
from pipeline.executor import Call
from pipeline.guard import Guard, sentences
from pipeline.outcomes import Ok, Refused
from tests.pipeline.guard_calls import NO_WORK, NOTES_FOUND, NOW, PARIS, REMINDER_21, check


@pytest.mark.parametrize("text", [
    "Jotted down: wifi password hunter2. 📝", "Booked! Dentist, Friday 10:00.", "You'll get a ping at 8pm tomorrow.",
    "C'est calé pour demain 9h 👍", "Compte sur moi, je te relance demain matin.", "✅",
])
async def test_claims_in_other_words_never_reach_the_owner_without_an_action(guard: Guard, text: str) -> None:
    v = await check(guard, text, lang="fr" if "'" in text or "moi" in text else "en")
    assert text.strip(" .") not in v.text
    assert any(e.rule == "unsupported" for e in v.edits)


async def test_a_dropped_claim_gets_one_honest_sentence_about_what_was_asked(guard: Guard) -> None:
    v = await check(guard, "Done! I'll ping you tomorrow at 9. Good luck with the call!", asked="create_reminder")
    assert "Good luck with the call!" in v.text
    assert "I have not set any reminder" in v.text and "ping you" not in v.text


async def test_the_receipt_comes_from_code_and_a_wrong_time_never_shows(guard: Guard) -> None:
    v = await check(guard, "Done! I'll remind you at 9 tomorrow morning. Anything else?", [REMINDER_21])
    assert v.text.startswith("Reminder #4 set for Thu 26 Nov 2026 at 21:00: call the bank")
    assert "morning" not in v.text and "Anything else?" in v.text


async def test_a_figure_the_read_did_not_return_is_dropped_and_the_read_answers(guard: Guard) -> None:
    v = await check(guard, "You've logged 3h20 today, nice work!", [NO_WORK])
    assert "3h20" not in v.text and "No session recorded today." in v.text


async def test_a_correct_quote_of_a_read_stays_word_for_word(guard: Guard) -> None:
    text = "The boiler code is 4471."
    assert (await check(guard, text, [NOTES_FOUND])).text == text


async def test_a_quote_in_another_language_is_proven_by_meaning(guard: Guard) -> None:
    text = "Le code de la chaudière est 4471."
    assert (await check(guard, text, [NOTES_FOUND], lang="fr")).text == text


async def test_a_read_misreported_is_dropped(guard: Guard) -> None:
    v = await check(guard, "Your dentist reminder is on Friday at 10.", [NOTES_FOUND])
    assert "dentist" not in v.text


@pytest.mark.parametrize("text", [
    "Since you've already set an alarm on your phone, I won't add a reminder.",
    "Once a reminder is set, it waits on the server until it's due.",
    "Want me to set it for 9:00 tomorrow?",
    "Hello! How can I help you today?",
    "Bonjour ! Que puis-je faire pour toi ?",
    "Try to go to bed at the same time every day.",
])
async def test_the_owner_s_own_actions_explanations_questions_and_offers_pass(guard: Guard, text: str) -> None:
    v = await check(guard, text, lang="fr" if "Bonjour" in text else "en")
    assert v.text == text and v.edits == ()


async def test_an_earlier_action_is_proven_by_the_ledger_only(guard: Guard) -> None:
    text = "I already saved that note earlier: the boiler code is 4471."
    history = (("Saved note #1: the boiler code is 4471", "2026-11-25T08:00:00+00:00"),)
    assert (await check(guard, text, history=history)).text == text
    other = (("Saved note #2: buy milk", "2026-11-25T08:00:00+00:00"),)
    assert "4471" not in (await check(guard, text, history=other)).text


async def test_an_earlier_claim_naming_only_a_time_proves_nothing(guard: Guard) -> None:
    # "that" names nothing the ledger could match: a receipt of this morning does not make it true.
    history = (("Reminder #1 set for Thu 26 Nov 2026 at 09:00: call the notary", "2026-11-25T08:00:00+00:00"),)
    v = await check(guard, "I already set that for you earlier today.", history=history)
    assert "already set" not in v.text and v.edits[0].rule == "unsupported"
    fr = "Oui, je l'ai déjà noté hier : 4471."  # the elided "l'ai" is no content word; the code is
    noted = (("Note n°1 enregistrée : le code de la chaudière est 4471", "2026-11-24T08:00:00+00:00"),)
    assert (await check(guard, fr, lang="fr", history=noted)).text == fr


async def test_a_promise_the_voice_channel_cannot_keep_is_dropped(guard: Guard) -> None:
    v = await check(guard, "I'll send you the summary on Telegram later.", channel="voice")
    assert "Telegram" not in v.text


async def test_every_edit_says_why_with_the_detector_s_score(guard: Guard) -> None:
    v = await check(guard, "Noted: the gate code is 1234.")
    [edit, *_] = v.edits
    assert edit.rule == "unsupported" and edit.score is not None and edit.score >= 0.5
    assert edit.as_record()["removed"] == "Noted: the gate code is 1234."


def test_sentences_keep_layout_and_split_after_an_emoji() -> None:
    assert sentences("Here:\n#1 milk\n#2 eggs") == ["Here:", "\n", "#1 milk", "\n", "#2 eggs"]
    assert sentences("Your 7am reminder is in 🐔 Do you want another?") == ["Your 7am reminder is in 🐔",
                                                                           " Do you want another?"]
    assert sentences("dis-moi « note que … » et je le garde.") == ["dis-moi « note que … » et je le garde."]
    assert sentences("Saved for Mr. Dupont. Ok.") == ["Saved for Mr. Dupont.", " Ok."]


def test_what_dropping_leaves_meaningless_goes_too() -> None:
    from pipeline.guard_layout import without_dangling

    removed: list[str] = []
    assert without_dangling(["Récap :", "\n", None, "\n", None, "\n", "Bonne journée !"], removed) == [
        "\n", "\n", "\n", "Bonne journée !"]
    assert removed == ["Récap :"]
    assert without_dangling(["Recap:", "\n", None, "\n", "- milk"], []) == ["Recap:", "\n", "\n", "- milk"]
    assert without_dangling([None, " 🐶"], []) == []


CONTACTS = Call("list_contacts", {}, Ok("Your contacts:\nbob (chat 4242)", None))  # type: ignore[arg-type]
STARTED = Call("start_session", {"project": "Arthur"}, Ok("Timer started on Arthur at 10:00.", None))  # type: ignore[arg-type]


async def test_a_read_proves_what_the_data_holds_never_that_arthur_acted(guard: Guard) -> None:
    for text in ("Done, note #1 went to Bob 📨", "I've shared note 1 with Bob."):
        v = await check(guard, text, [CONTACTS])
        assert "went to Bob" not in v.text and "I've shared" not in v.text, v.text
        assert any(e.rule in ("unproven", "unsupported") for e in v.edits)


async def test_a_restated_receipt_joined_by_an_emoji_keeps_its_wish(guard: Guard) -> None:
    v = await check(guard, "Timer started on Arthur at 10:00 ⏱️ Have a focused morning!", [STARTED])
    assert v.text.startswith("Timer started on Arthur at 10:00.") and "Have a focused morning!" in v.text


def test_grounding_pure_helpers() -> None:
    from pipeline.actions import CATALOG
    from pipeline.grounding import gather, same_stem
    from pipeline.guard_rules import acted as _acted
    from pipeline.guard_rules import restates as _restates

    assert same_stem("prefere", "preferes") and same_stem("dentiste", "dentist") and same_stem("notaire", "notary")
    assert not same_stem("monday", "monthly") and not same_stem("sugar", "sucre")
    assert gather(["Reminder #2 set for Thu 26 Nov 2026 at 20:00: call mum"], [], PARIS).dates == {
        datetime(2026, 11, 26).date()}
    assert _acted("Done, note #1 went to Bob 📨", "en", CATALOG)
    assert _acted("I've shared note 1 with Bob.", "en", CATALOG)
    assert not _acted("Done marks it finished; +10 min pushes it back a little.", "en", CATALOG)
    assert not _acted("You have two reminders tomorrow.", "en", CATALOG)
    assert _restates("Préférence n°2 enregistrée : je préfère les réunions le matin.",
                     ["Préférence n°2 enregistrée : je préfère les réunions le matin"])
    assert not _restates("Meetings are now in your calendar.", ["Preference #2 saved: meetings in the morning"])


async def test_what_arthur_will_do_because_of_a_dropped_claim_goes_too(guard: Guard) -> None:
    v = await check(guard, "Enregistré ✔️ Je saurai te dire à qui tu l'as prêtée.", lang="fr")
    assert "saurai" not in v.text and any(e.rule == "follows" for e in v.edits)
    kept = "Bonne journée !"
    assert kept in (await check(guard, f"Enregistré ✔️ {kept}", lang="fr")).text


def test_a_bare_wish_is_never_a_claim_but_a_wish_that_acts_is() -> None:
    from pipeline.guard_talk import bare_wish

    assert bare_wish("Bonne journée !") and bare_wish("Good luck with the call!") and bare_wish("Merci !")
    assert not bare_wish("Great job — I've saved it.") and not bare_wish("Enjoy the extra 30 minutes")
    assert not bare_wish("Have a nice evening, all set.") and not bare_wish("Bravo, c'est noté pour demain 9h")


def test_a_day_and_hour_the_owner_s_own_text_names_are_evidence() -> None:
    from pipeline.grounding import gather

    ev = gather(["rendez-vous vétérinaire le 3 décembre à 14h", "Sarah's birthday: 14 March"], [], PARIS)
    assert {(12, 3), (3, 14)} <= ev.monthdays and datetime(2026, 1, 1, 14, 0).time() in ev.clocks


async def test_a_quote_of_a_note_s_own_date_stays(guard: Guard) -> None:
    vet = Call("list_notes", {}, Ok("Your notes:\n\n#2 · Wed 25 Nov 2026\nvet appointment on 3 December at 14:00",
                                    NoteList(notes=(NoteData(id=2, text="vet appointment on 3 December at 14:00",
                                                             created_at=NOW),))))
    text = "The vet is on 3 December at 14:00."
    assert (await check(guard, text, [vet])).text == text
    assert "5 December" not in (await check(guard, "The vet is on 5 December at 14:00.", [vet])).text


def test_advice_to_the_owner_and_today_s_weekday_are_no_claims() -> None:
    from pipeline.calendar_facts import calendar_fact as says_today
    from pipeline.guard_talk import owner_advice

    assert owner_advice("Pense à avoir ton RIB sous la main.") and owner_advice("/prefs te montre la liste complète.")
    assert not owner_advice("Don't forget: I'll remind you at 9.")
    today = NOW.date()  # Wednesday 25 November 2026
    assert says_today("It's Wednesday.", today) and not says_today("It's Thursday.", today)
    assert says_today("It's Wednesday, November 25, 2026.", today)
    assert says_today("On est le mercredi 25 novembre 2026.", today)
    assert not says_today("On est le mercredi 26 novembre.", today) and not says_today("It's November 25, 2025.", today)


async def test_a_code_glued_to_letters_is_checked_whole(guard: Guard) -> None:
    flight = Call("list_notes", {}, Ok("Your notes:\n\n#2 · Wed 25 Nov 2026\nflight AF1234 on 4 December at 07:15",
                                       NoteList(notes=(NoteData(id=2, text="flight AF1234 on 4 December at 07:15",
                                                                created_at=NOW),))))
    assert "AF1234" in (await check(guard, "Your flight AF1234 leaves on 4 December at 07:15.", [flight])).text
    assert "AF1243" not in (await check(guard, "Your flight AF1243 leaves on 4 December at 07:15.", [flight])).text
    wifi = Call("list_notes", {}, Ok("Your notes:\n\n#2 · Wed 25 Nov 2026\nle code du wifi est tortue42",
                                     NoteList(notes=(NoteData(id=2, text="le code du wifi est tortue42",
                                                              created_at=NOW),))))
    assert "tortue42" in (await check(guard, "Your note says the wifi code is tortue42.", [wifi])).text


async def test_an_item_added_to_a_listing_is_not_proven_by_the_others(guard: Guard) -> None:
    shopping = Call("list_notes", {}, Ok("Your notes:\n\n#2 · Wed 25 Nov 2026\nliste de courses : lait, œufs, farine",
                                         NoteList(notes=(NoteData(id=2, text="liste de courses : lait, œufs, farine",
                                                                  created_at=NOW),))))
    assert "beurre" not in (await check(guard, "Ta liste : lait, œufs, farine et beurre.", [shopping], "fr")).text
    honest = "Ta liste : lait, œufs, farine."
    assert honest in (await check(guard, honest, [shopping], "fr")).text


async def test_an_earlier_claim_about_what_the_owner_asks_again(guard: Guard) -> None:
    # "that one" is what the owner asks now: proven when one earlier receipt holds both the owner's words and the
    # sentence's day and time; another object at the same time proves nothing.
    text = "You're already covered: I set that one earlier, for Sunday 29 November at 11:00."
    mum = (("Reminder #2 set for Sun 29 Nov 2026 at 11:00: call mum", "2026-11-25T08:00:00+00:00"),)
    said = "remind me to call mum on Sunday at 11"
    assert (await check(guard, text, history=mum, said=said)).text == text
    dad = (("Reminder #2 set for Sun 29 Nov 2026 at 11:00: call dad", "2026-11-25T08:00:00+00:00"),)
    assert "covered" not in (await check(guard, text, history=dad, said=said)).text
    put = "Already on it — I put the dentist call in a bit earlier today."
    plumber = (("Reminder #2 set for Thu 26 Nov 2026 at 11:00: call the plumber", "2026-11-25T08:00:00+00:00"),)
    assert "on it" not in (await check(guard, put, history=plumber,
                                       said="remind me to call the dentist tomorrow at 11")).text


async def test_a_header_stays_with_its_proven_list(guard: Guard) -> None:
    notes = Call("list_notes", {}, Ok("Your notes:\n\n#2 · Wed 25 Nov 2026\nbuy milk\n\n#1 · Wed 25 Nov 2026\ncall Bob",
                                      NoteList(notes=(NoteData(id=2, text="buy milk", created_at=NOW),
                                                      NoteData(id=1, text="call Bob", created_at=NOW)))))
    text = "Two notes on file:\n\n- buy milk\n- call Bob"
    assert (await check(guard, text, [notes])).text == text
    assert "Three notes" not in (await check(guard, "Three notes on file:\n\n- buy milk\n- call Bob", [notes])).text
    invented = (await check(guard, "Here is what I found:\n\n- sell the car", [notes])).text
    assert "found:" not in invented and "sell the car" not in invented  # its list went: the header goes too


async def test_items_under_a_promise_are_promises(guard: Guard) -> None:
    text = "Here's what I'll do:\n\n- track AF1234 for delays\n- let you know the gate"
    assert "track AF1234" not in (await check(guard, text)).text


async def test_a_yes_around_a_claim_that_went_goes_with_it(guard: Guard) -> None:
    reply = (await check(guard, "You got it. Eight tonight, pills. Consider it handled.")).text
    assert "got it" not in reply and "handled" not in reply
    assert "Good luck!" in (await check(guard, "Reminder set. Good luck!")).text  # a wish stays


async def test_what_leans_on_a_claim_that_went_goes_too(guard: Guard) -> None:
    reply = (await check(guard, "Clara's in! You can now share notes with her straight away.")).text
    assert "Clara's in" not in reply and "now share" not in reply
    text = "Already done in our last chat — the notary call tomorrow at 9 is on your list, plus the plumber."
    notary = (("Reminder #1 set for Thu 26 Nov 2026 at 09:00: call the notary", "2026-11-25T08:00:00+00:00"),)
    said = "remind me to call the notary tomorrow at 9"
    assert "plumber" not in (await check(guard, text, history=notary, said=said)).text


async def test_general_knowledge_answers_a_question_about_the_world(guard: Guard) -> None:
    said = "if it's 10am in Paris, what time is it in Tokyo?"
    text = "It's 18:00 in Tokyo: Japan is 8 hours ahead of Paris in winter."
    assert (await check(guard, text, said=said)).text == text
    lie = "Booked! It's 18:00 in Tokyo, and your call with Kenji is set for then."
    assert "Kenji" not in (await check(guard, lie, said=said)).text  # a claim beside it: nothing is exempt
    own = await check(guard, "You worked 3h10 today.", said="how much did I work today?")
    assert "3h10" not in own.text  # the owner's own data is never general knowledge


async def test_an_empty_read_restated_names_no_amount_and_only_its_day(guard: Guard) -> None:
    from datetime import date


    day = date(2026, 11, 24)
    empty = Call("read_work_time", {"period": "day", "date": "yesterday"}, Ok(  # type: ignore[arg-type]
        "No session recorded on Tue 24 Nov 2026.", WorkTime(period="day", first=day, last=day, seconds=None,
                                                            sessions=0, projects={}, running=(),
                                                            not_counted=())))
    kept = "Hier, rien au compteur : aucune session n'a été enregistrée."  # "été" is no summer, "day" no subject
    assert kept in (await check(guard, kept, [empty], lang="fr")).text
    lie = "Tu en es à deux heures et quart aujourd'hui, pas mal !"  # "pas" is no "not found"
    assert "deux heures" not in (await check(guard, lie, [empty], lang="fr")).text



NO_REMINDER_9 = Call("complete_reminder", {"reminder_id": 9}, Refused(
    "not_found", "There is no reminder #9.",
    shown="Your reminders:\n#1 · Thu 26 Nov 2026 at 09:00 — call the notary"))


async def test_what_a_refusal_listed_may_be_restated_but_no_act(guard: Guard) -> None:
    """Beside "There is no reminder #9", code listed the open ones: the model may say what they are, not that
    anything changed, and a reminder the listing lacks is not "the only one"."""
    true = await check(guard, "There's no reminder #9, so nothing was marked. Your only open one is the notary call "
                              "tomorrow.", [NO_REMINDER_9])
    assert "Your only open one is the notary call tomorrow." in true.text
    assert true.text.count("call the notary") == 1  # the listing once, under the refusal
    for lie in ("Your only open one is the dentist appointment tomorrow.", "What's left: just the notary call tomorrow.",
                "I've marked the notary call done instead."):
        v = await check(guard, lie, [NO_REMINDER_9])
        assert lie not in v.text, lie


async def test_two_refusals_listing_the_same_show_it_once(guard: Guard) -> None:
    other = Call("complete_reminder", {"reminder_id": 15}, replace(NO_REMINDER_9.outcome, message="There is no reminder #15."))
    v = await check(guard, "Neither exists.", [NO_REMINDER_9, other])
    assert v.text.count("call the notary") == 1 and v.text.index("#9") < v.text.index("#15") < v.text.index("notary")


