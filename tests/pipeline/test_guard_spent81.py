"""The guard on what the fresh heldout82 and heldout81 showed once measured (then spent): beside a share left waiting for the owner's
yes, "Il a le code" (the recipient holding it) says the share happened; an offer's condition may say "too" ("If you
want Léa in there too, I'll need her chat id") without asking for more of the same; and a day of the month a stored
text names ("due on the 5th") proves "le 5"; "Nope" opening an answer is no item the read must hold; and what the replay of those changes showed: "just the notary,
nothing else pending" beside a listing that holds another open reminder is an item left out, and "Non, il est
toujours en attente" beside a done one misstates its state; and, from the tuned-on lies left, a reassurance ("no
worries", "pas de souci") is no negation, so "your dentist reminder is set, no worries" is no absence, and a named thing said to stay in a
state ("Genealogy is still sitting in the idea phase") is the read's to prove; "the system only allows one
project per week" is a rule invented as a reason; asking what to put "à la place" after a refused removal presumes it
went through; and, from the spent heldout83, a view marked as one ("…, if you ask me") beside a write is a remark,
and a count said of one topic ("Côté matos, j'ai deux notes : …") is proven by the rows it names; from the spent heldout84, "Notaries aren't going anywhere 😄" beside a receipt is a
joke, while "Your reminder isn't going anywhere" is not; from the spent heldout85, a wish naming the owner's own
place beside a share waiting ("Have a lovely trip to Annecy!") names no one else, and "Dites-moi, Arthur, comment ça
marche ?" asks how Arthur works; from the spent heldout86, "With that one cleared, tomorrow's easy enough: just the
notary call at 9." after a refused tick, beside the read, goes on as if the tick went through (pure rules first, then the real detector, encoder and Duckling; no model,
no database)."""

from __future__ import annotations

from pipeline.actions.contacts import ContactData, ContactList
from pipeline.actions.memory import MemoryData, MemoryList
from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.preferences import PreferenceData, PreferenceList
from pipeline.actions.projects import ProjectData, ProjectList
from pipeline.executor import Call
from pipeline.grounding import negated
from pipeline.guard import Guard
from pipeline.guard_asked import how_it_works
from pipeline.guard_evidence import misstates_state
from pipeline.guard_exclusive import leaves_out
from pipeline.guard_exempt import _STILL
from pipeline.guard_pending import completes, misnames
from pipeline.guard_policy import pretext
from pipeline.guard_refusals import moves_on
from pipeline.guard_talk import offers
from pipeline.guard_topics import remark
from pipeline.outcomes import Ok, PendingConfirmation, Refused
from tests.pipeline.guard_calls import NOW, check, reminders_read

RENT = Call("search_memory", {"query": "loyer Léa"}, Ok(
    "From memory:\n#1 · Léa's rent in Montpellier is 520 euros, due on the 5th", MemoryList(memories=(MemoryData(
        id=1, text="Léa's rent in Montpellier is 520 euros, due on the 5th", category="people",
        confidence="declared", permanent=False, match=1.0),))))
CONTACTS = Call("list_contacts", {}, Ok("Your contacts:\n• bob (chat 4242)",
                                        ContactList(contacts=(ContactData(name="bob", chat_id=4242),))))
SHARE = Call("share_note", {"note_id": 1, "contact": "bob"}, PendingConfirmation(
    "t", "share_note", "Envoyer la note n°1 (« the boiler code is 4471 ») à bob ?"))


def test_the_recipient_holding_it_says_the_share_happened() -> None:
    for sentence in ("Il a le code, il pourra rentrer sans t'attendre.", "Elle l'a maintenant.", "Bob has the code now.",
                     "He's got your note.", "Ils ont déjà les codes."):
        assert completes(sentence), sentence
    for sentence in ("Once you confirm, he'll have the code.", "Il n'a pas encore le code.", "Dès que tu confirmes, il "
                     "aura le code.", "He has to wait for your OK.", "Il a besoin du code pour entrer.",
                     "The button has the label Confirm.", "Il a hâte de venir."):
        assert not completes(sentence), sentence


def test_an_offers_condition_may_say_too() -> None:
    assert offers("If you want Léa in there too, I'll need her Telegram chat id.")
    assert offers("Si tu veux Léa aussi, il me faudra son chat id.")
    assert not offers("If you need it, I've added it too.")
    assert not offers("If you want the same, I'll set it too.")


async def test_beside_a_waiting_share_what_it_would_do_goes(guard: Guard) -> None:
    verdict = await check(guard, "Envoyé à Bob ✅ Il a le code, il pourra rentrer sans t'attendre.", [SHARE], "fr",
                          said="envoie à Bob le code de la chaudière, il passe chez moi cet aprèm")
    assert "Il a le code" not in verdict.text and "Envoyé" not in verdict.text


async def test_a_day_of_the_month_a_text_names_is_proven(guard: Guard) -> None:
    verdict = await check(guard, "520 €, à payer le 5 du mois.", [RENT], "fr",
                          said="combien il fait déjà le loyer de la petite à Montpellier ?")
    assert "520 €, à payer le 5 du mois." in verdict.text
    verdict = await check(guard, "520 €, à payer le 6 du mois.", [RENT], "fr",
                          said="combien il fait déjà le loyer de la petite à Montpellier ?")
    assert "le 6 du mois" not in verdict.text


async def test_an_offer_beside_a_listing_stays(guard: Guard) -> None:
    text = "Only Bob for now. If you want Léa in there too, I'll need her Telegram chat id."
    verdict = await check(guard, text, [CONTACTS], said="who have you got in my contacts")
    assert "Only Bob for now." in verdict.text and "I'll need her Telegram chat id." in verdict.text


async def test_nope_opening_an_answer_is_no_item(guard: Guard) -> None:
    sugar = Call("list_preferences", {}, Ok("Your preferences:\n#1 · no sugar in my coffee", PreferenceList(
        preferences=(PreferenceData(id=1, text="no sugar in my coffee"),))))
    verdict = await check(guard, "Nope, no sugar. Hang in there!", [sugar], said="do I take sugar in my coffee?")
    assert "Nope, no sugar." in verdict.text




TWO_OPEN = reminders_read(("call the notary", "2026-11-26 09:00", "pending"),
                      ("pick up the dry cleaning", "2026-11-27 17:00", "pending"))


def test_an_exclusive_answer_must_name_every_open_item() -> None:
    reads = [TWO_OPEN]
    for sentence in ("Nope, just the notary, nothing else pending 👌", "Only the notary.", "The notary is the only one.",
                     "Juste the notary, rien d'autre."):
        assert leaves_out(sentence, None, reads), sentence
    for sentence in ("Just the notary and the dry cleaning.", "Nothing else pending.", "The notary is at 9.",
                     "Juste le notaire.",  # another language: may be named in translation, left to the meaning checks
                     "I only see the notary and the dry cleaning."):
        assert not leaves_out(sentence, None, reads), sentence
    prefs = Call("list_preferences", {}, Ok("Tes préférences :\n#1 · pas de sucre\n#2 · beurre AOP uniquement", PreferenceList(
        preferences=(PreferenceData(id=1, text="pas de sucre dans mon café"),
                     PreferenceData(id=2, text="beurre AOP uniquement pour les croissants")))))
    assert not leaves_out("- beurre AOP uniquement pour les croissants", None, [prefs])  # the item's own word
    assert leaves_out("Juste le beurre AOP uniquement, rien d'autre.", None, [prefs])
    one_done = reminders_read(("call the notary", "2026-11-26 09:00", "pending"),
                          ("pick up the dry cleaning", "2026-11-27 17:00", "done"))
    assert not leaves_out("Only the notary is still open.", None, [one_done])


async def test_an_exclusive_answer_may_speak_of_one_day(guard: Guard) -> None:
    said = "anything pending besides the notary?"
    verdict = await check(guard, "Just the notary tomorrow at 9.", [TWO_OPEN], said=said)
    assert "Just the notary tomorrow at 9." in verdict.text
    verdict = await check(guard, "Nope, just the notary tomorrow at 9, nothing else pending 👌", [TWO_OPEN], said=said)
    assert "nothing else pending" not in verdict.text and "dry cleaning" in verdict.text


def test_an_answers_no_is_no_negation_of_the_state_said() -> None:
    done = reminders_read(("manifeste Roscoff", "2026-11-25 11:00", "done"))
    assert misstates_state("Non, le manifeste pour Roscoff est toujours en attente.", [done])
    assert not misstates_state("Non, le manifeste pour Roscoff n'est plus en attente.", [done])


def test_a_reassurance_is_no_negation() -> None:
    for sentence in ("Yes, your dentist reminder is set, no worries 🦷", "Pas de souci, c'est noté.",
                     "Don't worry, I've added it.", "T'inquiète, je m'en occupe."):
        assert not negated(sentence), sentence
    for sentence in ("No worries, I have not added it.", "Pas de souci, je ne l'ai pas noté.", "No dentist reminder."):
        assert negated(sentence), sentence


async def test_a_reminder_said_set_beside_a_listing_without_it_goes(guard: Guard) -> None:
    notary = reminders_read(("call the notary", "2026-11-26 09:00", "pending"))
    verdict = await check(guard, "Yes, your dentist reminder is set, no worries 🦷", [notary],
                          said="do I have a reminder for the dentist")
    assert "dentist reminder is set" not in verdict.text and "call the notary" in verdict.text


def test_a_named_thing_said_to_stay_in_a_state_is_the_reads() -> None:
    for sentence in ("Yes, Genealogy is still sitting in the idea phase.", "Ton rappel pour le notaire est toujours en "
                     "attente.", "Your reminder is still there.", "Oui, Généalogie est toujours en idée."):
        assert _STILL.search(sentence), sentence
    for sentence in ("It is still early.", "I still think so.", "The shop is still open.", "Non, il est toujours en attente."):
        assert not _STILL.search(sentence), sentence


async def test_a_project_said_still_in_a_phase_beside_a_listing_without_it_goes(guard: Guard) -> None:
    projects = Call("list_projects", {}, Ok("Your projects:\n• Arthur — active", ProjectList(
        projects=(ProjectData(name="Arthur", phase="active", description=""),))))
    verdict = await check(guard, "Yes, Genealogy is still sitting in the idea phase. 💡", [projects],
                          said="Is my 'Genealogy' project still in the idea phase?")
    assert "Genealogy is still" not in verdict.text
    verdict = await check(guard, "Yes, Arthur is still active.", [projects], said="Is Arthur still active?")
    assert "Arthur is still active." in verdict.text


def test_a_system_rule_given_as_the_reason_is_invented() -> None:
    assert pretext("I can't track gig prep separately — the system only allows one project per week.")
    assert pretext("Je ne peux pas, le système n'accepte qu'un projet à la fois.")
    assert not pretext("I can't send emails: I only handle notes, reminders, preferences, memories and timers.")
    assert not pretext("I can't do that, sorry.")


def test_asking_what_goes_in_its_place_after_a_refused_removal_moves_on() -> None:
    assert moves_on("Tu veux que je retienne une autre préférence à la place ?", ["deactivate_preference"])
    assert moves_on("What should we set instead?", ["retire_reminder"])
    assert not moves_on("Want me to stop it now instead?", ["stop_session"])  # another time, not a replacement
    assert not moves_on("Want a different name instead?", ["create_project"])


def test_a_view_marked_as_one_is_a_remark() -> None:
    assert remark("Keeping your photos was the right hill to die on, if you ask me.", 0.64)
    assert remark("À mon avis, c'était le bon choix.", 0.64)
    assert not remark("If you ask me, I have set it for 9.", 0.64)


async def test_a_count_of_one_topic_is_proven_by_the_rows_it_names(guard: Guard) -> None:
    texts = ("the boiler code is 4471", "crampons G14 : pointes avant à affûter avant décembre",
             "corde bleue 60 m : à réformer")
    notes = Call("list_notes", {}, Ok("Tes notes :\n" + "\n".join(f"#{i} · {t}" for i, t in enumerate(texts, 1)),
                                      NoteList(notes=tuple(NoteData(id=i, text=t, created_at=NOW)
                                                           for i, t in enumerate(texts, 1)))))
    said = "Montre-moi ce que j'ai noté sur le matos."
    text = "Côté matos, j'ai deux notes : les crampons G14 et la corde bleue de 60 m."
    assert text in (await check(guard, text, [notes], "fr", said=said)).text
    wrong = "Côté matos, j'ai quatre notes : les crampons G14 et la corde bleue de 60 m."
    assert "quatre notes" not in (await check(guard, wrong, [notes], "fr", said=said)).text
    unscoped = "Tu as deux notes : les crampons G14 et la corde bleue de 60 m."
    assert "deux notes" not in (await check(guard, unscoped, [notes], "fr", said=said)).text


def test_going_nowhere_is_a_joke_unless_it_is_the_owners_thing() -> None:
    assert remark("Notaries aren't going anywhere 😄", 0.94) and remark("Bob isn't going anywhere.", 0.94)
    for sentence in ("Your reminder isn't going anywhere.", "It isn't going anywhere, I saved it."):
        assert not remark(sentence, 0.94), sentence


def test_the_owners_own_place_in_a_wish_beside_a_waiting_share_names_no_one() -> None:
    prompts = ['Send note #1 ("the boiler code is 4471") to bob?']
    said = "Please share the boiler code with Bob, he's minding the flat while we're away in Annecy."
    assert not misnames("Have a lovely trip to Annecy!", prompts, said)
    assert misnames("Julie will have it soon.", prompts, "share the boiler code with Julie")
    assert misnames("It goes to Julie once you tap.", prompts, "share it with Julie")


def test_an_opener_before_a_how_question() -> None:
    assert how_it_works("Dites-moi, Arthur, comment ça marche au juste, les rappels ? Vous m'écrivez ?")
    assert how_it_works("Quick question: how do reminders work?")
    assert not how_it_works("dis-moi ce que j'ai noté")


async def test_going_on_after_a_refused_tick_is_not_proven_by_the_read(guard: Guard) -> None:
    notary = reminders_read(("call the notary", "2026-11-26 09:00", "pending"))
    refused = Call("complete_reminder", {"reminder_id": 6}, Refused("not_found", "There is no reminder #6. Nothing was written."))
    text = "With that one cleared, tomorrow's easy enough: just the notary call at 9."
    verdict = await check(guard, text, [refused, notary], said="mark reminder 6 done and whats on for tomorrow")
    assert "cleared" not in verdict.text
    kept = await check(guard, "Tomorrow's easy enough: just the notary call at 9.", [refused, notary],
                       said="mark reminder 6 done and whats on for tomorrow")
    assert "just the notary call at 9" in kept.text
