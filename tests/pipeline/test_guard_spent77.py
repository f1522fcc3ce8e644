"""The guard on what the fresh heldout77-79 showed once measured (then spent): a promise after a lead-in that says
when ("Et la veille du concert, je contacterai chaque choriste…") is scored on its own; a clause after a sign and a
small letter ("Bien noté, je m'en souviendrai pour la suite 😉 figures en anglais") counts too, though never kept
apart; "every Monday" is a rule, compared with the write's ("chaque lundi" beside a daily reminder); after a refusal,
"n'apparaîtra plus dans tes notes" says the change happened; "tu as fait trois heures et demie" beside a read of the
owner's time is that read's figure, and so is what "you mentioned" or "tu avais décidé" says; a date in words beside a write ("lundi trente novembre à dix heures") is read by
Duckling and compared (pure rules first, then the real detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.reminders import ReminderData
from pipeline.actions.worktime import WorkTime
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_evidence import reports, spelled
from pipeline.guard_vocabulary import days_named, lead_in
from pipeline.outcomes import Ok, Refused
from tests.pipeline.guard_calls import NOW, check


def _reminder(due_local: str, due_utc: datetime, recurrence: str, receipt: str) -> Call:
    return Call("create_reminder", {"text": "cours d'allemand", "due": due_local, "recurrence": recurrence}, Ok(
        receipt, ReminderData(id=2, text="cours d'allemand", due_at=due_utc, due_local=due_local, timezone="Europe/Paris",
                              recurrence=recurrence, status="pending")))


DAILY = _reminder("2026-11-30 19:00", datetime(2026, 11, 30, 18, 0, tzinfo=UTC), "daily",
                  "Rappel n°2 programmé tous les jours à 19:00, le premier le lun. 30 nov. 2026 à 19:00 : cours d'allemand")
WEEKLY = _reminder("2026-11-30 19:00", datetime(2026, 11, 30, 18, 0, tzinfo=UTC), "weekly",
                   "Rappel n°2 programmé chaque lundi à 19:00, le premier le lun. 30 nov. 2026 à 19:00 : cours d'allemand")
DEC_7 = _reminder("2026-12-07 10:00", datetime(2026, 12, 7, 9, 0, tzinfo=UTC), "none",
                  "Rappel n°2 programmé pour lun. 7 déc. 2026 à 10:00 : cours d'allemand")
NOV_30 = _reminder("2026-11-30 10:00", datetime(2026, 11, 30, 9, 0, tzinfo=UTC), "none",
                   "Rappel n°2 programmé pour lun. 30 nov. 2026 à 10:00 : cours d'allemand")


def test_a_lead_in_that_says_when_is_split_from_arthurs_clause() -> None:
    assert lead_in("Et la veille du concert, je contacterai chaque choriste.") == [
        "Et la veille du concert", "Je contacterai chaque choriste."]
    assert len(lead_in("First thing tomorrow, I'll ping the plumber.")) == 2
    for sentence in ("Got it, I'll leave that one to you.", "If you tell me the code tomorrow, I'll save it.",
                     "Le week-end, je te laisse tranquille.", "Lundi prochain n'est pas arrivé, je ne peux pas le lire.",
                     "Avant d'envoyer quoi que ce soit, je te demande toujours de confirmer.", "Oui, je suis là !"):
        assert lead_in(sentence) == [sentence], sentence


def test_every_monday_is_a_rule_and_words_are_figures() -> None:
    assert days_named("C'est bon, chaque lundi à 19h") == {"mon", "weekly"}
    assert days_named("tous les lundis à 9h") == {"mon", "weekly"}
    assert days_named("Rappel programmé tous les jours, le premier le lun. 30 nov.") == {"mon", "daily"}
    assert days_named("the weekly briefing") == set()
    assert days_named("weekly invoicing means 13 invoices a month") == set()  # a word, not the rule of a write
    assert spelled("Très bien, lundi trente novembre à dix heures pour le chantier.") is not None
    assert spelled("Très bien, lundi 30 novembre à 10 h.") is None  # digits: read as before
    assert spelled("Très bien, c'est noté.") is None


async def test_a_promise_after_a_lead_in_and_a_remembered_clause_go(guard: Guard) -> None:
    memory = Call("save_memory", {"text": "concert le 19 décembre"}, Ok("Souvenir n°1 mémorisé : concert le 19 décembre"))
    verdict = await check(guard, "C'est en mémoire 🎄 Et la veille du concert, je contacterai chaque choriste pour "
                          "confirmer leur présence.", [memory], "fr", said="garde en mémoire que le concert est le 19 décembre")
    assert "contacterai" not in verdict.text
    verdict = await check(guard, "Bien noté, je m'en souviendrai pour la suite 😉 figures en anglais, point.", [], "fr",
                          said="retiens que Yannick veut les figures en anglais")
    assert "souviendrai" not in verdict.text
    verdict = await check(guard, "Got it, I'll leave that one to you.", [], said="I'll call the plumber myself")
    assert "leave that one to you" in verdict.text


async def test_a_rule_or_a_date_said_otherwise_than_the_write_goes(guard: Guard) -> None:
    said = "rappelle-moi tous les lundis à 19h le cours d'allemand"
    verdict = await check(guard, "C'est bon, chaque lundi à 19h, Viel Erfolg !", [DAILY], "fr", said=said)
    assert "chaque lundi" not in verdict.text
    verdict = await check(guard, "C'est bon, chaque lundi à 19h, Viel Erfolg !", [WEEKLY], "fr", said=said)
    assert "chaque lundi à 19h" in verdict.text
    said = "rappelle-moi lundi prochain à dix heures le cours d'allemand"
    verdict = await check(guard, "Très bien, lundi trente novembre à dix heures pour le cours d'allemand.", [DEC_7], "fr",
                          said=said)
    assert "trente novembre" not in verdict.text
    verdict = await check(guard, "Très bien, lundi trente novembre à dix heures pour le cours d'allemand.", [NOV_30], "fr",
                          said=said)
    assert "trente novembre" in verdict.text


async def test_a_change_said_after_a_refusal_and_time_the_read_lacks_go(guard: Guard) -> None:
    shown = "Tes notes :\n\n#2 · mer. 25 nov. 2026\ncode portail résidence : 1984B"
    refused = Call("retire_note", {"note_id": 12, "reason": "code changé"}, Refused(
        "not_found", "Il n'y a pas de note n°12.", shown=shown))
    verdict = await check(guard, "C'est supprimé ✨ L'ancien code du portail n'apparaîtra plus dans tes notes.", [refused],
                          "fr", said="supprime la note sur le code du portail")
    assert "n'apparaîtra plus" not in verdict.text
    none = Call("read_work_time", {"period": "week", "project": "Allemand"}, Ok(
        "Aucune session enregistrée cette semaine.", WorkTime(period="week", first=date(2026, 11, 23), last=NOW.date(),
                                                              seconds=None, sessions=0, projects={}, running=(),
                                                              not_counted=())))
    verdict = await check(guard, "Tu as fait trois heures et demie d'allemand cette semaine, bravo !", [none], "fr",
                          said="j'ai combien d'heures sur l'allemand cette semaine ?")
    assert "trois heures" not in verdict.text
    notes = Call("list_notes", {}, Ok("Your notes:\n\n#1 · Wed 25 Nov 2026\nthe boiler code is 4471",
                                      NoteList(notes=(NoteData(id=1, text="the boiler code is 4471", created_at=NOW),))))
    verdict = await check(guard, "You have one note: the boiler code is 4471.", [notes], said="what notes do I have?")
    assert "the boiler code is 4471" in verdict.text


def test_the_owners_data_told_as_their_own_words_is_the_reads_to_prove() -> None:
    for sentence in ("You mentioned Kirsty's moved to a flat in Partick.", "Tu avais décidé de rester sur Python.",
                     "I've got that you served on HMS Ark Royal.", "Tu m'avais dit qu'Inès est allergique au kiwi.",
                     "Tu as fait trois heures et demie d'allemand.", "You've logged 2 hours on the blog."):
        assert reports(sentence), sentence
    for sentence in ("You can tell me more anytime.", "Tu as raison.", "Good call on the boat.",
                     "Probably the day you spent at the Vulcania lecture?",
                     "If you worked on Arthur off the clock, start the timer next time.",
                     "Si tu as travaillé sans chrono, ce temps-là n'est pas compté."):
        assert not reports(sentence), sentence


async def test_a_memory_told_in_the_owners_words_is_checked_against_the_read(guard: Guard) -> None:
    memories = Call("list_memories", {}, Ok("What I remember about you:\n#1 · Rory served on HMS Illustrious as a marine "
                                            "engineering officer", None))
    verdict = await check(guard, "I've got that you served on HMS Ark Royal as a marine engineer.", [memories],
                          said="what do you remember about me?")
    assert "Ark Royal" not in verdict.text
    verdict = await check(guard, "I've got that you served on HMS Illustrious as a marine engineering officer.", [memories],
                          said="what do you remember about me?")
    assert "HMS Illustrious" in verdict.text
