"""The guard on what the spent held-out corpora 61-62 showed, and on the lies still through on seen8-60: a count in
words heading a listing ("Two:"), a reason given before "so nothing to save" (not the owner's own, in other words),
"what's next", "break it down" or "the archives" after a refusal, an offer that names what a third party said, the
project a read looked at named in "no session on it", "Pensez au …" as advice, a wish joined by an emoji to an act
said in other words, "after 2pm" in a stored text and "après 14h" in a claim, a part in another language taken for
an item made up (and an item made up in the read's own language), "only in the afternoon" taken for a count, a
retired note said with the participle after the noun, a hyphenated word of a stored text ("réponds-moi"), "marked
done, nothing else" read back, an act done "together" earlier, "à 9 h ce matin" beside tomorrow's 09:00, a rule said
beside a one-shot write, "before" as the past only at a clause's end, one word naming an act before a comma, and
"nothing was done" when the owner asked for an act no template names; from the spent heldout63/64: "skipping this
one", "no separate decision is needed", a watch that "te le rappellera déjà", a message suggested in quotes, "can you
… automatically?", "paste it here and I'll…", "next one tomorrow", and an empty day or range named by its date (pure
rules, then the real detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from pipeline.actions.memory import MemoryData, MemoryList
from pipeline.actions.preferences import PreferenceData, PreferenceList
from pipeline.actions.projects import ProjectData, ProjectList
from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.actions.worktime import WorkTime
from pipeline.executor import Call
from pipeline.grounding import asserted, gather, time_dims
from pipeline.grounding_figures import _DAY_WORDS
from pipeline.guard import Guard
from pipeline.guard_asked import how_it_works
from pipeline.guard_earlier import PAST, recalls
from pipeline.guard_evidence import shown_retired
from pipeline.guard_layout import drafted, sentences
from pipeline.guard_policy import dissuades
from pipeline.guard_refusals import moves_on
from pipeline.guard_rules import says_not_found, states_figure
from pipeline.guard_talk import offers, owner_advice
from pipeline.guard_topics import hearsay
from pipeline.guard_vocabulary import opening_act
from pipeline.outcomes import Ok
from pipeline.rules.time_phrases import TimeReader
from tests.pipeline.guard_calls import AT_21, NOW, check

PARIS = ZoneInfo("Europe/Paris")
ONE_PROJECT = Call("list_projects", {}, Ok("Your projects:\n• Arthur — active", ProjectList(projects=(
    ProjectData(name="Arthur", phase="active", description=""),))))
NO_WORK_ON_ARTHUR = Call("read_work_time", {"period": "day", "date": "today", "project": "Arthur"}, Ok(
    "No session recorded today.", WorkTime(period="day", first=NOW.date(), last=NOW.date(), seconds=None, sessions=0,
                                           projects={}, running=(), not_counted=())))
SIOBHAN = Call("search_memory", {"query": "Siobhan"}, Ok(
    "From memory:\n#1 · Siobhan Kelly prefers calls after 2pm Irish time", MemoryList(memories=(MemoryData(
        id=1, text="Siobhan Kelly prefers calls after 2pm Irish time", category="people", confidence="declared",
        permanent=False, match=1.0),))))
STARTED = Call("start_session", {"project": "Arthur"}, Ok("Timer started on Arthur at 10:00.", None))  # type: ignore[arg-type]


def test_a_count_in_words_heading_a_listing_states_a_figure() -> None:
    assert states_figure("Two:") and states_figure("Trois projets :") and states_figure("Just the one:")
    assert not states_figure("Two things to know.") and not states_figure("One more thing:  call Bob")


def test_a_reason_before_so_nothing_to_save_is_a_claim_about_the_world() -> None:
    said = "Enregistre que je préfère les réunions de chantier le matin"
    assert dissuades("C'est déjà la règle par défaut chez moi pour tous les architectes, donc rien à enregistrer.", said)
    assert dissuades("Your landlord sends one every month anyway, so no need to add it.", "remind me to pay the rent")
    assert not dissuades("C'est déjà la règle par défaut, donc rien à enregistrer.", "c'est quoi la règle par défaut ?")


def test_whats_next_or_a_breakdown_after_a_refusal_moves_on() -> None:
    assert moves_on("What's the next item on the roadmap?") and moves_on("Want me to break it down by project?")
    assert moves_on("On passe à la prochaine étape ?") and moves_on("Tu veux le détail par projet ?")
    assert not moves_on("Want me to try another date?")


def test_an_offer_naming_what_a_third_party_said_is_no_hearsay() -> None:
    said = "J'ai déjà appelé le couvreur ce matin, note-le"
    assert not hearsay("Voulez-vous que je note ce qu'il vous a dit ?", said)
    assert hearsay("Ton voisin a dit qu'il passerait lundi.", said)


def test_the_project_a_read_looked_at_is_no_name_added_to_an_absence() -> None:
    assert says_not_found("Non, aucune session sur Arthur aujourd'hui.", [NO_WORK_ON_ARTHUR])
    assert not says_not_found("Non, aucune session sur Vidal aujourd'hui.", [NO_WORK_ON_ARTHUR])


def test_pensez_au_is_advice() -> None:
    assert owner_advice("Pensez au décalage : il sera 14h à Dublin.") and owner_advice("Pense aux gants.")


def test_a_retired_note_said_with_the_participle_after_the_noun() -> None:
    ev = gather(["Tes notes :\n#2 · mer. 25 nov. 2026 (retirée)\nancien code portail 1180"], [], PARIS)
    assert shown_retired("Vous avez une note retirée : « ancien code portail 1180 ».", ev)
    assert shown_retired("There's one archived note about the gate.", ev)
    assert not shown_retired("J'ai retiré la note du portail.", ev)


def test_a_clock_in_am_pm_is_read_and_a_day_word_is_a_whole_word() -> None:
    assert {t.hour for t in gather(["calls after 2pm, never before 9 a.m."], [], PARIS).clocks} == {14, 9}
    assert not _DAY_WORDS.search("après 14h") and not _DAY_WORDS.search("la maison") and not _DAY_WORDS.search("maybe")
    assert _DAY_WORDS.search("jeu. 26 nov. 2026") and _DAY_WORDS.search("le 3 décembre") and _DAY_WORDS.search("in March")


async def test_a_count_heading_a_listing_goes_when_the_read_holds_another(guard: Guard) -> None:
    verdict = await check(guard, "Two:\n• Arthur (active)\n• Maison Fabre (permit phase)", [ONE_PROJECT])
    assert "Two" not in verdict.text and "Fabre" not in verdict.text and "Arthur (active)" in verdict.text
    verdict = await check(guard, "One:\n• Arthur (active)", [ONE_PROJECT])
    assert verdict.text.startswith("One:")


async def test_a_memory_restated_in_french_with_its_open_hour_stays(guard: Guard) -> None:
    said = "tu te rappelles ce que je t'ai dit sur Siobhan ?"
    kept = "Oui : Siobhan Kelly préfère les appels après 14h, heure irlandaise."
    assert (await check(guard, kept, [SIOBHAN], "fr", said=said)).text == kept
    verdict = await check(guard, "Oui : Siobhan Kelly préfère les appels après 16h, heure irlandaise.", [SIOBHAN], "fr",
                          said=said)
    assert "16h" not in verdict.text


async def test_only_in_the_afternoon_counts_nothing(guard: Guard) -> None:
    prefs = Call("list_preferences", {}, Ok("Your preferences:\n#1 · no sugar in my coffee\n#2 · meetings only in the "
                                            "afternoon", PreferenceList(preferences=(
                                                PreferenceData(id=1, text="no sugar in my coffee"),
                                                PreferenceData(id=2, text="meetings only in the afternoon")))))
    kept = "Two: no sugar in your coffee, and meetings only in the afternoon."
    assert (await check(guard, kept, [prefs], said="what are my preferences again?")).text == kept


async def test_a_wish_joined_to_an_act_said_in_other_words_stays(guard: Guard) -> None:
    verdict = await check(guard, "Timer's running on Arthur ⏱️ Good luck!", [STARTED], said="start the timer on Arthur")
    assert verdict.text == "Timer started on Arthur at 10:00.\n\nGood luck!"
    verdict = await check(guard, "Timer paused on Arthur ⏸️ Good luck!", [STARTED], said="start the timer on Arthur")
    assert "Good luck" not in verdict.text  # another act said: nothing to lean on


def test_a_hyphenated_word_of_the_evidence_is_found_by_its_parts() -> None:
    ev = gather(["#2 · réponds-moi en français"], [], PARIS)
    assert ev.has_word("reponses") and ev.has_word("reponds")


async def test_a_state_read_back_as_marked_done_with_nothing_else_stays(guard: Guard) -> None:
    done = Call("list_reminders", {}, Ok("Your reminders:\n#1 · Thu 26 Nov 2026 at 21:00 (done) — call the notary",
                                         ReminderList(reminders=(ReminderData(
                                             id=1, text="call the notary", due_at=AT_21, due_local="2026-11-26 21:00",
                                             timezone="Europe/Paris", recurrence="none", status="done"),))))
    kept = "The notary call is marked done, and nothing else is pending."
    assert (await check(guard, kept, [done], said="have I got any reminders done?")).text == kept


def test_a_reason_first_then_what_arthur_did_not_do_is_a_claim_about_the_world() -> None:
    assert dissuades("Your sailing instructor already keeps a contact sheet with that, so I didn't duplicate it.",
                     "save the instructor's number, 06 12 34 56 78")
    assert dissuades("C'est déjà implicite avec tes horaires d'école, pas la peine de l'ajouter.",
                     "rappelle-moi chaque jour de récupérer Léa à 16h30")
    assert dissuades("La crèche organise déjà une cagnotte collective, donc rien à prévoir de ton côté.",
                     "rappelle-moi d'acheter un cadeau pour la crèche")
    assert not dissuades("Bonne idée, pas besoin de plus.", "rappelle-moi de boire")  # a verdict is no reason
    assert not dissuades("You asked for 9, so I didn't change it.", "remind me at 9")  # the owner's own reason


def test_an_act_done_together_earlier_is_arthurs_earlier_act() -> None:
    assert recalls("Le projet Voile existe déjà : on l'a créé ensemble la semaine dernière.")
    assert recalls("We set it up together last week.")
    assert not recalls("On a déjà parlé de ça hier.") and not recalls("Tu l'as déjà fait hier.")


async def test_this_morning_at_the_clock_of_tomorrows_reminder_goes(guard: Guard) -> None:
    due = datetime(2026, 11, 26, 8, 0, tzinfo=ZoneInfo("UTC"))  # Thu 26 Nov, 09:00 in Paris
    listed = Call("list_reminders", {}, Ok("Tes rappels :\n#1 · jeu. 26 nov. 2026 à 09:00 — call the notary",
                                           ReminderList(reminders=(ReminderData(
                                               id=1, text="call the notary", due_at=due, due_local="2026-11-26 09:00",
                                               timezone="Europe/Paris", recurrence="none", status="pending"),))))
    said = "j'ai des rappels aujourd'hui ?"
    verdict = await check(guard, "Oui, un seul : appeler le notaire, à 9 h ce matin.", [listed], "fr", said=said)
    assert "ce matin" not in verdict.text
    verdict = await check(guard, "Oui, un seul : appeler le notaire, demain à 9 h.", [listed], "fr", said=said)
    assert verdict.text.startswith("Oui, un seul")


async def test_a_rule_said_beside_a_one_shot_reminder_goes(guard: Guard) -> None:
    once = Call("create_reminder", {"text": "take vitamin D", "due": "2026-11-26 06:30"}, Ok(
        "Reminder #2 set for Thu 26 Nov 2026 at 06:30: take vitamin D", None))  # type: ignore[arg-type]
    verdict = await check(guard, "Every weekday at six thirty, vitamin D, starting tomorrow.", [once],
                          said="remind me every weekday at 6:30 to take my vitamin D")
    assert "weekday" not in verdict.text


def test_a_reason_the_owner_gave_in_other_words_is_their_own() -> None:
    assert not dissuades("Great, since you've set an alarm on your phone yourself, I won't add anything.",
                         "I already set an alarm on my phone for the notary, no need for you")
    assert not dissuades("Great, your phone alarm will cover the Sunday call, so I won't add anything.",
                         "i set an alarm on my phone for the sunday call so no need")
    assert not dissuades("Parfait, c'est toi qui l'as envoyé, donc rien à faire de mon côté.",
                         "je viens d'envoyer le RIB au notaire moi-même")


def test_the_archive_after_a_refused_removal_moves_on() -> None:
    assert moves_on("Si tu veux la retrouver, elle reste dans les archives.")
    assert moves_on("It stays in your archive if you need it.")


def test_one_word_naming_an_act_before_a_comma_is_scored_apart() -> None:
    assert opening_act("Cancelled, you won't hear about physio again.") == [
        "Cancelled", "you won't hear about physio again."]
    assert opening_act("Great, see you tomorrow.") == ["Great, see you tomorrow."]


def test_before_is_the_past_only_at_a_clause_end() -> None:
    assert PAST.search("I set that up before.") and not PAST.search("no calls before 9am")


async def test_a_claim_dropped_beside_a_request_no_action_could_name_says_nothing_was_done(guard: Guard) -> None:
    verdict = await check(guard, "Saved! 🧈 Verdier butter at 9.80 €/kg.", [],
                          said="save that Laiterie Verdier's butter is now 9.80 a kilo")
    assert "Saved" not in verdict.text and "nothing was saved" in verdict.text


async def test_an_item_made_up_in_the_readings_own_language_goes(guard: Guard) -> None:
    allergy = Call("search_memory", {"query": "allergies"}, Ok("From memory:\n#1 · allergic to penicillin", MemoryList(
        memories=(MemoryData(id=1, text="allergic to penicillin", category="health", confidence="declared",
                             permanent=False, match=1.0),))))
    verdict = await check(guard, "According to what I have, you're allergic to penicillin and to peanuts.", [allergy],
                          said="do I have any allergies on file?")
    assert "peanuts" not in verdict.text


def test_more_reasons_not_to_act_that_the_owner_did_not_give() -> None:
    assert dissuades("That's already covered by the workshop policy you wrote in September, so no separate decision "
                     "is needed.", "log the decision on Arthur to stop taking quartz repairs")
    assert dissuades("Skipping this one: your phone already pings you for the starter every evening.",
                     "set a reminder to feed the starter at 8 tonight")
    assert hearsay("Ta montre te le rappellera déjà, tu l'as programmée pour ça.", "rappelle-moi d'aller courir demain à 7h")
    assert not dissuades("Got it, you're handling the alarm yourself, so I won't set anything.",
                         "ill set the alarm myself for the 4am airport run")
    assert not dissuades("Then I'm not adding anything — no reminders needed.",
                         "I set up the carpool with the other moms myself, so no need for reminders")


def test_a_message_suggested_to_the_owner_in_quotes_is_theirs() -> None:
    text = ('Be specific. Something like: "The movement needs a full service, so I expect about six weeks. I\'ll send '
            'you photos at each stage." Collectors like that.')
    inside = {p.strip() for p in drafted(text, sentences(text))}
    assert "I'll send you photos at each stage.\"" in inside and "Collectors like that." not in inside
    assert not drafted('Reminder set: "call Bob at 9". I\'ll ping you.', sentences('Reminder set: "call Bob at 9". I\'ll ping you.'))


def test_whether_arthur_can_do_a_thing_on_its_own_is_how_it_works() -> None:
    assert how_it_works("can you track my time automatically?")
    assert how_it_works("tu peux envoyer la note à Bob sans me demander ?")
    assert not how_it_works("can you track my time?")


def test_paste_it_here_and_ill_is_an_offer() -> None:
    assert offers("Paste it here and I'll point out typos and clumsy sentences.")
    assert offers("Colle-le ici et je te signale les fautes.") and not offers("Paste it here, I've fixed it.")


async def test_the_next_one_is_no_one_oclock_and_an_empty_range_can_be_named(guard: Guard) -> None:
    spans = asserted("every weekday at 08:30 (next one tomorrow)", "en", TimeReader(), time_dims(), NOW).spans
    assert all("one" not in said for said, _ in spans)
    day = NOW.date().replace(day=24)
    empty = Call("read_work_time", {"period": "day", "date": "2026-11-24"}, Ok(
        "Aucune session enregistrée le mar. 24 nov. 2026.", WorkTime(period="day", first=day, last=day, seconds=None,
                                                                     sessions=0, projects={}, running=(), not_counted=())))
    kept = "Le 24 novembre, aucune session n'a été enregistrée."
    assert (await check(guard, kept, [empty], "fr", said="j'ai bossé combien le 24 ?")).text == kept
