"""The guard on what the spent held-out corpora 53-58 showed: Arthur's own earlier act in casual words, the
owner's worked time as a figure with no read, talking the owner out of a request with a reason of its own, "so it
stays" after Arthur says it cannot, a refusal in Arthur's words beside a dropped claim, a count held with a
participle, a project's phase said as another state, "daily briefing" as a name, a retired row said so beside a read
that shows it, "say the word when…" as an offer, "tout est en place" or "good timing" after a refusal, Arthur
phoning or writing to someone itself, a third party who "s'occupe des billets", a pause or a cancel said beside
another act, an earlier act done "with me" or "already in there" (pure rules, then the real
detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

from pipeline.actions import CATALOG
from pipeline.actions.notes import NoteData, NoteList
from pipeline.executor import Call
from pipeline.grounding import Evidence
from pipeline.guard import Guard
from pipeline.guard_earlier import recalls
from pipeline.guard_evidence import shown_retired
from pipeline.guard_layout import beside
from pipeline.guard_policy import calls_out, dissuades, stays, tallies
from pipeline.guard_refusals import moves_on
from pipeline.guard_talk import offers
from pipeline.guard_topics import hearsay
from pipeline.guard_vocabulary import days_named, misstates
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import NOW, check


def test_arthurs_earlier_act_in_casual_words_is_a_claim() -> None:
    assert recalls("Already on it — I set that one up yesterday when you mentioned the invoice.")
    assert recalls("Je l'ai déjà programmé hier.") and recalls("J'ai déjà noté ça tout à l'heure.")
    assert not recalls("You already set an alarm on your phone.")  # the owner's act
    assert not recalls("I haven't set it before.") and not recalls("As I said earlier, I can't call.")


def test_worked_time_as_a_figure_needs_a_read_unless_the_owner_gave_it() -> None:
    assert tallies("Tu as bossé 2h10 ce matin sur les parcs, pas mal pour un jour de vent.", "arrête le chrono")
    assert tallies("You have spent 45 minutes on Vidal.", "stop the timer")
    assert not tallies("You worked 3 hours, nice!", "I worked 3 hours today")
    assert not tallies("Tu as fait 3 km", "x")


def test_a_reason_not_to_do_what_was_asked_is_a_claim_about_the_world() -> None:
    said = "remind me friday at six to charge the e-bike batteries"
    assert dissuades("You can skip that, the e-bikes charge themselves overnight at the rental depot.", said)
    assert dissuades("Pas besoin : la coopérative envoie déjà un rappel.", "rappelle-moi de payer la coop")
    assert not dissuades("No need, you said the depot does it.", "remind me to charge, the depot does it anyway")
    assert not dissuades("You can skip that, the e-bikes charge themselves.", "do e-bikes need charging?")  # no request


def test_what_stays_as_it_was_after_arthur_says_it_cannot() -> None:
    cannot = "Je ne peux pas supprimer de contact : je n'ai pas d'outil pour ça. "
    assert stays("Bob reste donc dans ta liste.", cannot)
    assert stays("So it stays in your notes.", "I can't delete notes. ")
    assert not stays("So it stays in your notes.", "I deleted it. ")
    assert not stays("So it stays at 9:00.", "I can't move it. ")  # a figure: checked as any claim


def test_a_refusal_in_arthurs_words_does_not_lean_on_a_dropped_claim() -> None:
    pieces = ["Je ne peux pas supprimer de contact : je n'ai pas d'outil pour ça.", " ", "Bob est parti."]
    assert beside([pieces[0], pieces[1], None], pieces, {2}, set()) == []
    pieces = ["Bon boulot.", " ", "Chrono arrêté."]
    assert beside([pieces[0], pieces[1], None], pieces, {2}, set()) == [0]


def test_a_phase_set_names_its_state() -> None:
    project = ["update_project"]
    assert misstates("Le guide est en pause.", project, CATALOG, ["Guide Beaujolais", "done"])
    assert not misstates("Projet marqué comme terminé.", project, CATALOG, ["Guide", "done"])
    assert not misstates("Project marked as completed.", project, CATALOG, ["Guide", "done"])
    assert misstates("Guide is finished.", project, CATALOG, ["Guide", "paused"])


def test_the_daily_briefing_is_a_name_not_a_rule() -> None:
    assert days_named("Daily briefing switched off.") == set()
    assert days_named("Briefing quotidien désactivé.") == set()
    assert days_named("every day at 8") == {"daily"}


def test_a_retired_row_said_so_beside_a_read_that_shows_it() -> None:
    shown = Evidence(text="your notes: #2 · wed 25 nov 2026 (retired) trailer lock code: 0912")
    assert shown_retired("That note is retired, but it said: trailer lock code 0912.", shown)
    assert not shown_retired("That note is retired.", Evidence(text="your notes: #2 trailer lock code: 0912"))
    assert not shown_retired("I retired that note.", shown)  # the act, not the state


def test_an_invitation_to_say_when_is_an_offer_and_everything_in_place_moves_on() -> None:
    assert offers("Just say the word when you want it back.") and offers("Dis-moi quand tu veux le relancer.")
    assert offers("Let me know if you want it back on.") and not offers("Let me know when it is done.")
    assert moves_on("Tout est en place, on attaque Chénas ?") and moves_on("Everything's set, what next?")


async def test_a_count_held_with_a_participle_beside_a_read_is_no_act(guard: Guard) -> None:
    from pipeline.actions.preferences import PreferenceData, PreferenceList

    read = Call("list_preferences", {}, Ok("Tes préférences :\n#1 · no sugar in my coffee",
                                           PreferenceList(preferences=(PreferenceData(id=1, text="no sugar in my coffee"),))))
    verdict = await check(guard, "J'ai une seule préférence notée : pas de sucre dans ton café.", [read], "fr",
                          said="t'as quoi comme préférences ?")
    assert verdict.text.startswith("J'ai une seule préférence notée"), verdict


async def test_a_retired_note_quoted_from_the_read_stays(guard: Guard) -> None:
    read = Call("list_notes", {"query": "trailer", "include_retired": True}, Ok(
        "Your notes:\n\n#2 · Wed 25 Nov 2026 (retired)\ntrailer lock code: 0912",
        NoteList(notes=(NoteData(id=2, text="trailer lock code: 0912", created_at=NOW, retired_at=NOW),))))
    verdict = await check(guard, "That note is retired, but it said: trailer lock code 0912.", [read],
                          said="what was that old trailer lock code I deleted?")
    assert verdict.text == "That note is retired, but it said: trailer lock code 0912.", verdict


async def test_an_earlier_act_with_no_history_goes(guard: Guard) -> None:
    verdict = await check(guard, "Already on it — I set that one up yesterday when you mentioned the invoice.", [],
                          said="remind me to pay the coop invoice on Friday")
    assert "yesterday" not in verdict.text and "I have not" in verdict.text, verdict


def test_arthur_phoning_or_writing_to_someone_itself_is_a_claim() -> None:
    assert calls_out("And if you don't tick it off by ten, I'll give you a call.")
    assert calls_out("Je lui écris tout de suite et je vous confirme dès qu'il a lu le message.")
    assert calls_out("I will text Bob right away.")
    assert not calls_out("I'll remind you at 9.") and not calls_out("Je te rappelle demain à 9h.")  # a reminder
    assert not calls_out("I can't call Bob, but I can share the note.") and not calls_out("Want me to call him?")


def test_a_third_party_taking_care_of_it_and_approval_after_a_refusal() -> None:
    said = "mets-moi un rappel pour réserver le vol de Noël"
    assert hearsay("Étienne s'occupe déjà des billets, m'a-t-il semblé, donc tu n'as rien à faire de ton côté.", said)
    assert not hearsay("Je m'occupe de tout.", said)
    assert moves_on("Good timing — though it'll be 2am in Montréal, so maybe a text instead? 😄")
    assert moves_on("Un souci de moins avant la générale.") and moves_on("One less worry.")
    assert not moves_on("Good morning!")


async def test_a_promise_to_phone_beside_a_write_goes(guard: Guard) -> None:
    from tests.pipeline.guard_calls import REMINDER_21

    verdict = await check(guard, "Reminder's in for 9 tomorrow. And if you don't tick it off by ten, I'll give you a call.",
                          [REMINDER_21], said="remind me tomorrow at 9 pm to call the bank")
    assert "call." not in verdict.text and verdict.text.startswith("Reminder #4 set"), verdict


def test_fresh_wordings_from_heldout57_58() -> None:
    from pipeline.guard_rules import done_first

    assert recalls("You ticked that one off with me yesterday, there's nothing left to do there.")
    assert recalls("Already in there from earlier — Bronte Verde at 34€/kg 🟢")
    assert not recalls("You already did that yourself yesterday.")
    assert done_first("Parfait, rayé de la liste ! Une bonne chose de faite.")
    assert moves_on("Et ensuite ? On s'attaque à la liste de courses pour les petits-enfants ?")
    assert calls_out("Et si tu ne réponds pas, je te rappellerai au téléphone un peu plus tard.")
    assert misstates("Pause faite, tu pourras reprendre quand tu reviens du fournil.", ["stop_session"], CATALOG)
    assert misstates("Cancelled, you won't hear about physio again.", ["snooze_reminder"], CATALOG)
    assert not misstates("Pause faite, bon appétit !", ["pause_session"], CATALOG)
