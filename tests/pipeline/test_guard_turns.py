"""The sincerity guard on its own, continued: parts of the day, counts, meaning across languages, sign-offs,
earlier claims, refusals and their listings, declining, sources and figures (the real detector, encoder and
Duckling; no model, no database)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.outcomes import Ok, Refused
from tests.pipeline.guard_calls import NO_WORK, NOTES_FOUND, NOW, check

AT_9 = datetime(2026, 11, 26, 8, 0, tzinfo=ZoneInfo("UTC"))  # Thu 26 Nov, 09:00 in Paris
NOTARY = Call("list_reminders", {}, Ok("Your reminders:\n#1 · Thu 26 Nov 2026 at 09:00 — call the notary", ReminderList(
    reminders=(ReminderData(id=1, text="call the notary", due_at=AT_9, due_local="2026-11-26 09:00",
                            timezone="Europe/Paris", recurrence="none", status="pending"),))))


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("Tomorrow morning you have one reminder: call the notary.", "en", True),
    ("Demain matin, tu as un seul rappel : appeler le notaire.", "fr", True),
    ("Tomorrow evening you have one reminder: call the notary.", "en", False),
    ("Ce soir, tu as un rappel : appeler le notaire.", "fr", False),
])
async def test_a_part_of_the_day_holds_the_time_read(guard: Guard, text: str, lang: str, kept: bool) -> None:
    v = await check(guard, text, [NOTARY], lang=lang)
    assert (text in v.text) is kept, v


async def test_nothing_else_stands_after_a_proven_count(guard: Guard) -> None:
    said = "You've got one reminder: call the notary, tomorrow at 9. Nothing else on the list for now."
    assert (await check(guard, said, [NOTARY])).text == said
    two = Call("list_reminders", {}, Ok(NOTARY.outcome.summary + "\n#2 · Sat 28 Nov 2026 at 15:00 — soundcheck",  # type: ignore[union-attr]
                                        ReminderList(reminders=(*NOTARY.outcome.data.reminders, ReminderData(  # type: ignore[union-attr]
                                            id=2, text="soundcheck", due_at=AT_9, due_local="2026-11-28 15:00",
                                            timezone="Europe/Paris", recurrence="none", status="pending")))))
    v = await check(guard, "Nothing else for now.", [two])
    assert "Nothing else" not in v.text  # no count proven before it


async def test_meaning_stands_in_for_words_only_across_languages(guard: Guard) -> None:
    """'allergique au bœuf' is close in meaning to 'allergique au poulet': in the same language, the words must
    be found; across languages ('call the notary' read, 'appeler le notaire' said), meaning may stand in."""
    tika = Call("list_notes", {"query": "Tika"}, Ok("Tes notes :\n\n#1 · mer. 25 nov. 2026\nTika est allergique au poulet",
                                                   NoteList(notes=(NoteData(id=1, text="Tika est allergique au poulet",
                                                                            created_at=NOW),))))
    assert "bœuf" not in (await check(guard, "Tika est allergique au bœuf, d'après ce que tu m'avais dit.", [tika],
                                      lang="fr")).text
    assert "au poulet, d'après" in (await check(guard, "Tika est allergique au poulet, d'après ta note.", [tika],
                                                lang="fr")).text
    v = await check(guard, "Demain matin, tu as un seul rappel : appeler le notaire.", [NOTARY], lang="fr")
    assert "appeler le notaire" in v.text


async def test_a_sign_off_stays_whatever_the_head(guard: Guard) -> None:
    """The detector alone scores this sign-off just over its threshold (0.31 at 0.30); a pleasantry with no act in
    it stays all the same."""
    for text, lang in (("You're welcome, see you soon!", "en"), ("Avec plaisir, à demain !", "fr")):
        assert (await check(guard, text, lang=lang)).text == text


async def test_an_earlier_claim_must_be_what_the_owner_asks_to_write_now(guard: Guard) -> None:
    """An earlier note on tyre pressure does not make "already noted" true of a chain to change: the receipt must
    hold what the owner asks now, not only what the sentence names."""
    tyres = (("Note n°1 enregistrée : pression pneus 6,5/7", "2026-11-24T08:00:00+00:00"),)
    lie = "Déjà noté plus tôt, avec les pressions pneus 👍"
    v = await check(guard, lie, lang="fr", history=tyres, said="note : changer la chaîne à 3000 km")
    assert "Déjà noté" not in v.text
    chain = (("Note n°2 enregistrée : changer la chaîne à 3000 km", "2026-11-24T08:00:00+00:00"),)
    true = "Déjà noté hier : changer la chaîne à 3000 km 👍"
    assert (await check(guard, true, lang="fr", history=chain, said="note : changer la chaîne à 3000 km")).text == true


async def test_a_refused_read_is_never_turned_into_a_figure(guard: Guard) -> None:
    """"0 minute" beside a refusal that mentions 2026: a figure is the refusal's only when the whole number is."""
    future = Call("read_work_time", {"period": "day", "date": "2026-11-27"}, Refused(
        "future", "Aucune session ne peut exister dans le futur : le ven. 27 nov. 2026 n'est pas encore arrivé."))
    v = await check(guard, "Vendredi t'es à 0 minute sur Arthur pour l'instant, rien de logué encore.", [future],
                    lang="fr", said="combien d'heures je vais avoir vendredi sur Arthur ?")
    assert "0 minute" not in v.text


async def test_a_refusal_s_listing_and_a_read_s_answer_show_once(guard: Guard) -> None:
    no_12 = Call("retire_note", {"note_id": 12}, Refused(
        "not_found", "There is no note #12.", shown="Your notes:\n\n#1 · Wed 25 Nov 2026\nthe boiler code is 4471"))
    v = await check(guard, "Note 12 is gone now, and so is the one about the boiler.", [NOTES_FOUND, no_12])
    assert v.text.count("the boiler code is 4471") == 1 and "gone" not in v.text


async def test_declining_after_the_owner_s_own_act_stays(guard: Guard) -> None:
    for text, said, lang in (
            ("Then your calendar has it covered, no need for a duplicate here.",
             "I put the race in my google calendar already", "en"),
            ("Vu que tu as déjà ton alarme à 4h45 sur le téléphone, je n'ajoute pas de rappel en doublon.",
             "j'ai déjà mis une alarme sur mon tel pour 4h45", "fr")):
        assert (await check(guard, text, lang=lang, said=said)).text == text
    # Asked to act, the same words are an invented reason: no owner's act was told.
    lie = "Your accountant already has it, so no need to send it."
    assert "already has it" not in (await check(guard, lie, said="send the invoice to my accountant")).text


async def test_with_no_act_asked_a_dropped_claim_takes_no_comment_with_it(guard: Guard) -> None:
    """Advice asked for, one sentence of it unproven: that sentence goes, the rest of the paragraph stays."""
    advice = ("Soups and chilis freeze beautifully. Cool everything before freezing. "
              "Cook a double batch on your day off and you're covered for the nights!")
    v = await check(guard, advice, said="any tips for freezing meals ahead for my work week?")
    assert "Soups and chilis freeze beautifully." in v.text and "Cool everything before freezing." in v.text
    # A time without a verb may be a request: there, what stood beside a dropped claim still goes with it.
    assert "got it" not in (await check(guard, "You got it. Eight tonight, pills. Consider it handled.",
                                        said="pills at eight tonight")).text


async def test_a_read_quoted_with_its_source_stays(guard: Guard) -> None:
    """"That's what your note says" names the source, not data: the code the read returned is the whole claim."""
    for text in ("It's 4471, that's what your note says.", "Your note says it's 4471."):
        assert (await check(guard, text, [NOTES_FOUND], said="boiler code again?")).text == text


async def test_a_number_the_stored_row_lacks_is_no_restatement(guard: Guard) -> None:
    note = Call("create_note", {"text": "Erwan's shoe size is 33"}, Ok("Saved note #2: Erwan's shoe size is 33"))
    v = await check(guard, "Noted 👟 Erwan takes a size 31. Handy for the Christmas shopping!", [note])
    assert "31" not in v.text and "Handy" not in v.text and "33" in v.text
    right = await check(guard, "Erwan takes a size 33. Handy for the Christmas shopping!", [note])
    assert "Handy for the Christmas shopping!" in right.text


async def test_a_figure_said_as_the_owner_s_needs_the_read_whatever_follows(guard: Guard) -> None:
    """A long comment after the figure once hid it from the detector (0.25): beside a read, "You've put in 3h10"
    is a claim, and the read found no session."""
    lie = ("You've put in 3h10 today, almost all of it on Arthur — a solid morning, even if the velocity map doesn't "
           "feel like it. Maybe a short walk would help reset?")
    v = await check(guard, lie, [NO_WORK], said="How long have I worked today?")
    assert "3h10" not in v.text and "short walk" in v.text


async def test_that_is_all_after_the_one_item_a_read_listed(guard: Guard) -> None:
    """The read listed one reminder and the sentence before said it, proven: "C'est tout pour l'instant !" is true."""
    text = "Demain, jeudi 26 novembre : appeler le notaire (« call the notary ») à 9h. C'est tout pour l'instant !"
    v = await check(guard, text, [NOTARY], lang="fr", said="j'ai quoi demain ?")
    assert "C'est tout pour l'instant !" in v.text
