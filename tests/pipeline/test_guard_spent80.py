"""The guard on what the fresh heldout80 showed once measured (then spent): a switch said as "arrêté sur Arthur et
relancé sur X" is the start that stopped the other session, not a resume; a wish with "I know" in it, "one thing less",
an interjection ("¡Olé !") and "I'll leave Ferrand to you" after the owner takes it on claim nothing; "a retired one"
beside a listing of retired notes is what the read shows; a change of state said beside a read only ("est passé en
actif") is an act no read proves; and a sentence whose clauses are each proven by the read, an absence then a fact
("Non, aucun rappel pour la DDPP : le seul rappel en cours, c'est le notaire demain à 9h"), stays (pure rules first,
then the real detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

from datetime import UTC, datetime

from pipeline.actions import CATALOG
from pipeline.actions.contacts import ContactData, ContactList
from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_asked import owner_did
from pipeline.guard_parts import clauses
from pipeline.guard_rules import acted
from pipeline.guard_talk import bare_wish
from pipeline.guard_vocabulary import misstates
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import NOW, check

SWITCH_RECEIPT = "Arthur arrêté (0 s). Chrono lancé sur Carte d'hiver à 10:00."
NOTARY = ReminderData(id=1, text="call the notary", due_at=datetime(2026, 11, 26, 8, 0, tzinfo=UTC),
                      due_local="2026-11-26 09:00", timezone="Europe/Paris", recurrence="none", status="pending")
REMINDERS = Call("list_reminders", {}, Ok("Tes rappels :\n#1 · jeu. 26 nov. 2026 à 09:00 — call the notary",
                                          ReminderList(reminders=(NOTARY,))))
CONTACTS = Call("list_contacts", {}, Ok("Tes contacts :\n• bob (chat 4242)",
                                        ContactList(contacts=(ContactData(name="bob", chat_id=4242),))))


def test_a_switch_said_as_stop_and_restart_is_the_start_that_stopped() -> None:
    said = "C'est fait : chrono arrêté sur Arthur et relancé sur Carte d'hiver."
    assert not misstates(said, ["start_session"], CATALOG, ["Carte d'hiver"], SWITCH_RECEIPT)
    assert misstates("Chrono repris ▶️", ["start_session"], CATALOG, ["Arthur"], "Chrono lancé sur Arthur à 10:00.")
    assert misstates("Resumed right where you left off.", ["start_session"], CATALOG, ["Arthur"],
                     "Timer started on Arthur at 10:00.")


def test_wishes_interjections_and_leaving_it_to_the_owner_claim_nothing() -> None:
    assert bare_wish("Good luck with the admin, coffee first (no sugar, I know 😉).")
    assert bare_wish("That's one thing less for tomorrow morning.")
    assert bare_wish("¡Olé !")
    assert bare_wish("Late-opening notaries, classic 😄") and bare_wish("Ugh, classic 😩")
    assert not bare_wish("Done, classic ✅") and not bare_wish("Classic mistake, I fixed it.")
    assert not bare_wish("Good luck with the admin, I've set the timer.")
    assert owner_did("I'll call Ferrand myself later, don't bother with it")
    assert acted("Voilà, Livre de recettes est passé en actif 📖🔥", "fr", CATALOG)
    assert acted("Your project has been switched to paused.", "en", CATALOG)
    assert not acted("La semaine passée a été chargée.", "fr", CATALOG)
    assert clauses("Non, Paco n'y est pas : tu n'as que Bob.") == ["Non, Paco n'y est pas", "tu n'as que Bob."]
    assert clauses("Rien de prévu demain.") == ["Rien de prévu demain."]


async def test_comments_beside_receipts_and_the_owners_own_call_stay(guard: Guard) -> None:
    verdict = await check(guard, "Got it, I'll leave Ferrand to you.", [], said="I'll call Ferrand myself later, don't bother with it")
    assert "leave Ferrand to you" in verdict.text
    verdict = await check(guard, "¡Olé ! Bravo à Pablo 🎉 Tu lui prépares son plat préféré ce soir ?", [], "fr",
                          said="Pablo a eu 17 en maths !!! je suis trop fier")
    assert "Olé" in verdict.text and "Bravo à Pablo" in verdict.text


async def test_clauses_each_proven_stay_and_a_false_one_sinks_the_sentence(guard: Guard) -> None:
    said = "J'ai un rappel pour la DDPP ?"
    true = "Non, aucun rappel pour la DDPP : le seul rappel en cours, c'est le notaire demain à 9h."
    verdict = await check(guard, true, [REMINDERS], "fr", said=said)
    assert "aucun rappel pour la DDPP" in verdict.text
    verdict = await check(guard, "Non, aucun rappel pour la DDPP : le seul rappel en cours, c'est le dentiste demain à 9h.",
                          [REMINDERS], "fr", said=said)
    assert "dentiste" not in verdict.text
    verdict = await check(guard, "Non, aucun rappel pour le notaire : le seul rappel en cours, c'est la DDPP demain à 9h.",
                          [REMINDERS], "fr", said="J'ai un rappel pour le notaire ?")
    assert "aucun rappel pour le notaire" not in verdict.text
    verdict = await check(guard, "Non, Paco n'y est pas : tu n'as que Bob.", [CONTACTS], "fr",
                          said="Est-ce que Paco est dans mes contacts ?")
    assert "tu n'as que Bob" in verdict.text
    verdict = await check(guard, "Non, Paco n'y est pas : tu n'as que Bob et Lucía.", [CONTACTS], "fr",
                          said="Est-ce que Paco est dans mes contacts ?")
    assert "Lucía" not in verdict.text


async def test_a_retired_one_shown_and_a_change_said_beside_a_read(guard: Guard) -> None:
    notes = Call("list_notes", {"include_retired": True}, Ok(
        "Your notes:\n\n#2 · Wed 25 Nov 2026 (retired)\nold wifi code: tapas2024\n\n#1 · Wed 25 Nov 2026\nthe boiler code is 4471",
        NoteList(notes=(NoteData(id=2, text="old wifi code: tapas2024", created_at=NOW, retired_at=NOW,
                                 retire_reason="changed"),
                        NoteData(id=1, text="the boiler code is 4471", created_at=NOW)))))
    verdict = await check(guard, "You have the boiler code note (4471), and a retired one: old wifi code, tapas2024.",
                          [notes], said="list all my notes, even the old deleted ones")
    assert "a retired one" in verdict.text


async def test_a_change_claimed_beside_a_read_says_nothing_was_done(guard: Guard) -> None:
    project = Call("read_project", {"name": "Livre de recettes"}, Ok("Livre de recettes — idée\nCette semaine : 0 s ; en tout : 0 s."))
    verdict = await check(guard, "Voilà, Livre de recettes est passé en actif 📖🔥", [project], "fr",
                          said="Passe le projet Livre de recettes en actif, j'ai enfin du temps pour l'écrire")
    assert "passé en actif" not in verdict.text
    assert "Livre de recettes — idée" in verdict.text and "rien n'a été enregistré ni modifié" in verdict.text
