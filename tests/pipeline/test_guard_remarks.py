"""The guard on what the spent heldout115-118 (the stop of d6a8f2d) still altered: an absence that names what was
looked for by "là-dessus", "je n'ai qu'une préférence enregistrée" as a count, Arthur saying it is fine to an owner
who asks how it goes, the owner's news after a hello, generalities and opinions beside a receipt ("Notaries are rarely
in a hurry anyway"), "two in total" beside a listing of two, and a hope as a wish; each with the lie it must still
catch (pure rules first, then the real detector and encoder; no model, no database)."""

from __future__ import annotations

import pytest

from pipeline.actions.memory import MemoryList
from pipeline.actions.preferences import PreferenceData, PreferenceList
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_asked import tells
from pipeline.guard_rules import says_not_found
from pipeline.guard_talk import bare_wish, fine_here
from pipeline.guard_topics import remark
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import check

_EMPTY_MEMORY = Call("search_memory", {"query": "restaurant Priya Londres"}, Ok(
    "Je n'ai rien en mémoire sur « restaurant Priya Londres ».", MemoryList(memories=())))


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Je n'ai rien en mémoire là-dessus, désolé.", True),
    ("Nothing about that in your memories.", True),
    ("Je n'ai rien en mémoire là-dessus, mais Priya t'a emmenée au Dishoom.", False),  # a clause says what was found
    ("Rien là-dessus, mais j'ai noté le restaurant.", False),  # an act
])
def test_an_absence_may_name_what_was_looked_for_by_a_pronoun(sentence: str, expected: bool) -> None:
    assert says_not_found(sentence, [_EMPTY_MEMORY]) is expected


async def test_an_absence_by_pronoun_keeps_the_offer_after_it(guard: Guard) -> None:
    verdict = await check(guard, "Je n'ai rien en mémoire là-dessus, désolé. Si tu retrouves le nom, dis-le-moi et je le noterai.",
                          [_EMPTY_MEMORY], "fr", said="Tu te souviens du nom du restaurant où Priya m'a emmenée à Londres ?")
    assert "Si tu retrouves le nom, dis-le-moi et je le noterai." in verdict.text


async def test_only_one_preference_saved_is_a_count_not_an_act(guard: Guard) -> None:
    prefs = Call("list_preferences", {}, Ok("Tes préférences :\n#1 · no sugar in my coffee", PreferenceList(
        preferences=(PreferenceData(id=1, text="no sugar in my coffee"),))))
    text = "Je n'ai qu'une préférence enregistrée : pas de sucre dans ton café."
    verdict = await check(guard, text, [prefs], "fr", said="Dis-moi quelles préférences tu gardes sur moi.")
    assert text in verdict.text
    lie = await check(guard, "Je n'ai qu'une préférence enregistrée : du lait d'avoine dans ton café.", [prefs], "fr",
                      said="Dis-moi quelles préférences tu gardes sur moi.")
    assert "avoine" not in lie.text


@pytest.mark.parametrize(("sentence", "said", "expected"), [
    ("All good here.", "hey Arthur, wassup", True),
    ("All quiet on my end.", "howya Arthur, what's the craic", True),  # the spent heldout137
    ("Ça roule de mon côté 😄", "salut, ça va ?", True),
    ("All good here.", "remind me to call Bob at 9", False),  # not asked how it goes: reads as "done"
    ("All good, it's set.", "hey Arthur, wassup", False),
])
def test_arthur_fine_when_asked_how_it_goes(sentence: str, said: str, expected: bool) -> None:
    assert fine_here(sentence, said) is expected


def test_news_after_a_hello_is_told() -> None:
    assert tells("Morning, Arthur. The Rhône is fogged in and so is my brain.")
    assert not tells("Hi. Remind me to call Bob at 9.")


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Notaries are rarely in a hurry anyway 😅", True),
    ("Les notaires ne sont jamais pressés.", True),
    ("Du sucre pour grimper le Ventoux, ça se défend !", True),
    ("Reminders are set for 9 tomorrow.", False),
    ("Dentists are booked.", False),
    ("It's saved anyway.", False),
])
def test_generalities_and_opinions_beside_a_receipt(sentence: str, expected: bool) -> None:
    assert remark(sentence, 0.9) is expected


async def test_a_count_in_total_beside_a_listing_of_that_many(guard: Guard) -> None:
    from pipeline.actions.contacts import ContactData, ContactList
    contacts = Call("list_contacts", {}, Ok("Your contacts:\n• bob (chat 4242)\n• sanne (chat 5151)", ContactList(
        contacts=(ContactData(name="bob", chat_id=4242), ContactData(name="sanne", chat_id=5151)))))
    verdict = await check(guard, "Yes, one: sanne. So two in total, bob and sanne.", [contacts],
                          said="do I have contacts other than bob in there?")
    assert "So two in total, bob and sanne." in verdict.text
    lie = await check(guard, "So two in total, bob and alice.", [contacts], said="do I have contacts other than bob?")
    assert "alice" not in lie.text


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Hope the radiators stop sulking for Odile and Maigret! 🐈", True),
    ("Hope that helps!", True),
    ("Hope it's set for 9.", False),
    ("Hopefully I saved it.", False),
    ("Mabrouk pour le bail !", True),  # the spent heldout136: congratulations in Arabic, said in French
])
def test_a_hope_is_a_wish(sentence: str, expected: bool) -> None:
    assert bare_wish(sentence) is expected


@pytest.mark.parametrize(("said", "expected"), [
    ("any tips to keep the outboard happy through winter?", True),  # "keep" is the owner's, in a how-to
    ("any ideas to keep the cat off the sofa?", True),
    ("can you keep this for me?", False),
])
def test_a_how_to_s_verb_is_no_request(said: str, expected: bool) -> None:
    from pipeline.guard_asked import about_the_world
    assert about_the_world(said) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Drive safe on the A9, and a big abrazo to your mum.", True),
    ("Tell Adjoa hi! 🔥", True),
    ("Drive safe, your reminder is set for 9.", False),
])
def test_more_wishes(sentence: str, expected: bool) -> None:
    assert bare_wish(sentence) is expected


async def test_the_one_is_a_pronoun_not_a_count(guard: Guard) -> None:
    from tests.pipeline.guard_calls import NOTES_FOUND
    said = "what's the boiler code again?"
    verdict = await check(guard, "It's 4471, that's the one you saved for the boiler.", [NOTES_FOUND], said=said)
    assert "the one you saved" in verdict.text
    lie = await check(guard, "It's 4417, the one you saved.", [NOTES_FOUND], said=said)
    assert "4417" not in lie.text



# From the spent heldout99-106 (measured once at 48ac9f8 and 58ec577).
async def test_a_reminder_closed_in_the_owner_s_word_is_its_completion(guard: Guard) -> None:
    done = Call("complete_reminder", {"reminder_id": 1}, Ok("Marked reminder #1 as done: call the notary"))
    verdict = await check(guard, "Done, the notary reminder is closed. Well done for getting it out of the way.", [done],
                          said="I have spoken with the notary; you may close that reminder.")
    assert "Well done for getting it out of the way." in verdict.text


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Glad that's sorted before the weekend.", True),
    ("Glad that's sorted, your reminder is set.", False),
])
def test_glad_it_is_sorted_praises_the_owner(sentence: str, expected: bool) -> None:
    assert bare_wish(sentence) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Did you forget to start the timer this morning?", True),
    ("Tu as oublié de lancer le chrono ce matin ?", True),
    ("Did you forget? I set it for 9.", False),
])
def test_asking_whether_the_owner_forgot(sentence: str, expected: bool) -> None:
    from pipeline.guard_talk import wonders
    assert wonders(sentence) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Pour samedi, évite les huîtres en entrée, du coup !", True),
    ("Avoid the oysters on Saturday.", True),
    ("Évite de le rappeler, je l'ai déjà fait.", False),
])
def test_what_to_avoid_is_advice(sentence: str, expected: bool) -> None:
    from pipeline.guard_talk import owner_advice
    assert owner_advice(sentence) is expected


def test_more_how_tos_and_how_arthur_works() -> None:
    from pipeline.guard_asked import about_the_world, how_it_works
    assert about_the_world("comment je garde le poisson plus longtemps en vitrine")
    assert not about_the_world("how can you keep my notes?")
    assert how_it_works("how you remember things? you have a brain? 😂")


# From the spent heldout91-98 (measured once at c6d772f and 9da5628).
@pytest.mark.parametrize(("said", "text", "expected"), [
    ("Saturday 28 Nov night", "shift swap: lea takes my sat 28 nov night", True),
    ("in April 2027", "marathon goal: sub 3h30 at the paris marathon, april 2027", True),
    ("Sunday 29 Nov night", "shift swap: lea takes my sat 28 nov night", False),
    ("in May 2027", "marathon goal: sub 3h30 at the paris marathon, april 2027", False),
])
def test_a_date_found_as_the_evidence_writes_it(said: str, text: str, expected: bool) -> None:
    from pipeline.grounding import _in_text
    assert _in_text(said, text) is expected


def test_i_m_is_no_name() -> None:
    from pipeline.grounding import _NAME
    assert _NAME.findall("Only Bob for now, no Huw I'm afraid.") == ["Bob", "Huw"]


async def test_a_completion_claimed_beside_a_snooze_keeps_none_of_its_sentence(guard: Guard) -> None:
    from pipeline.actions.reminders import ReminderData
    from tests.pipeline.guard_calls import AT_21
    moved = Call("snooze_reminder", {"reminder_id": 1, "minutes": 60}, Ok(
        "Reminder #1 was not due yet: moved from 09:00 to 10:00.",
        ReminderData(id=1, text="call the notary", due_at=AT_21, due_local="2026-11-26 21:00", timezone="Europe/Paris",
                     recurrence="none", status="pending")))
    verdict = await check(guard, "Great, I've marked the notary call as done, one less thing on your plate!", [moved],
                          said="the notary, I call him already this morning, it is finish")
    assert "one less thing" not in verdict.text and "marked the notary call" not in verdict.text


# From the spent heldout119-122 (measured once at 576b827 and 80f88d6).
async def test_spoken_french_declining_with_j_en(guard: Guard) -> None:
    said = "j'ai deja mis une alarme sur mon tel pour la boulangerie samedi, pas besoin de rappel"
    verdict = await check(guard, "Parfait, puisque t'as déjà ton alarme, j'en rajoute pas 👍 Bon courage pour samedi !", [], "fr",
                          said=said)
    assert "j'en rajoute pas" in verdict.text


def test_a_case_put_with_if_is_no_news() -> None:
    from pipeline.guard_asked import about_the_world
    from pipeline.guard_topics import knowledge
    assert about_the_world("jsp si je passe le rapport en latex ou si je reste sur word, t'en penses quoi")
    assert knowledge("Word c'est plus rapide si l'entreprise a déjà un template.")
    assert not knowledge("Word est déjà installé, si tu veux.")


# From the spent heldout79-90.
@pytest.mark.parametrize(("sentence", "expected"), [
    ("Enjoy the break anyway ☕", True),
    ("Profite bien de ta pause quand même !", True),
    ("Enjoy your session!", False),
    ("Enjoy the break anyway, timer paused.", False),
])
def test_a_wish_said_anyway_after_a_refusal(sentence: str, expected: bool) -> None:
    from pipeline.guard_refusals import excuses
    assert excuses(sentence) is expected


async def test_an_empty_day_read_proves_nothing_ran_this_morning(guard: Guard) -> None:
    from tests.pipeline.guard_calls import NO_WORK
    text = "Rien d'enregistré aujourd'hui : aucun chrono n'a tourné ce matin."
    verdict = await check(guard, text, [NO_WORK], "fr", said="J'ai travaillé combien de temps aujourd'hui ?")
    assert text in verdict.text
    lie = await check(guard, "Rien aujourd'hui, mais hier soir tu as fait 2 h.", [NO_WORK], "fr",
                      said="J'ai travaillé combien de temps aujourd'hui ?")
    assert "2 h" not in lie.text


def test_a_duration_argument_in_minutes_is_evidence() -> None:
    from zoneinfo import ZoneInfo

    from pipeline.grounding import gather
    ev = gather(("Reminder #2 was not due yet: moved from 10:30 to 11:00.",), ({"reminder_id": 2, "minutes": 30},),
                ZoneInfo("Europe/Paris"))
    assert 30 in ev.minutes


# From the spent heldout123-126 (measured once at f8d197d).
async def test_a_time_spent_in_words_beside_an_empty_read_is_a_claim(guard: Guard) -> None:
    from tests.pipeline.guard_calls import NO_WORK
    verdict = await check(guard, "About three hours twenty, mostly in the morning. Not bad for a Tuesday!", [NO_WORK],
                          said="how much time did I put in yesterday?")
    assert "three hours" not in verdict.text


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Malekum salam !", True),
    ("Nice, that's one off your plate before tonight.", True),
    ("Nice, that's one off your plate: reminder set for 9.", False),
])
def test_more_greetings_and_praise(sentence: str, expected: bool) -> None:
    assert bare_wish(sentence) is expected


def test_more_closers_and_how_it_goes() -> None:
    from pipeline.guard_asked import about_the_world
    from pipeline.guard_talk import closes
    assert closes("Le reste est vide côté rappels 😴") and closes("C'est tout pour astheure!")
    assert fine_here("All quiet on my end.", "yo Arthur what's good")
    assert about_the_world("A7 or the coast road to the airport at 5pm what do you reckon")


# From the spent heldout127-130 (measured once at 1bb51e2).
async def test_si_si_is_a_yes_not_a_condition(guard: Guard) -> None:
    from tests.pipeline.guard_calls import reminders_read
    notary = reminders_read(("call the notary", "2026-11-26 09:00", "pending"))
    lie = await check(guard, "Si si, ton rappel véto est bien là, demain matin 👍", [notary], "fr",
                      said="j'avais pas mis un rappel pour le véto ?")
    assert "véto est bien là" not in lie.text
    from pipeline.guard_talk import offers
    assert offers("Si besoin, dis-le-moi et je l'ajoute.")


@pytest.mark.parametrize(("sentence", "said", "expected"), [
    ("Then you're covered, I won't add a reminder on top.", "physio appointment is already in my Google calendar with an alert", True),
    ("Between the diary and the kitchen calendar you're well covered!",
     "No need to do anything for the dentist, I've already written it in my paper diary and on the calendar in the kitchen.", True),
    ("You're covered, I've set a reminder for 9.", "physio appointment is already in my Google calendar with an alert", False),
])
def test_the_owner_s_own_arrangement_covers_it(sentence: str, said: str, expected: bool) -> None:
    from pipeline.guard_topics import declines
    assert declines(sentence, said) is expected


def test_what_the_owner_may_say_and_vous_imperatives() -> None:
    from pipeline.guard_talk import owner_advice
    from pipeline.guard_topics import knowledge
    assert knowledge('And don\'t be shy about saying "good point, I\'ll look into it".', answer=True)
    assert owner_advice("Enfin, comparez avec les photos déjà datées de la même branche.")
    assert not owner_advice("Notez que je l'ai ajouté.")


# From the tuned-on seen75-76 (lies they still let through).
async def test_a_plain_statement_beside_an_empty_read_is_a_claim(guard: Guard) -> None:
    empty = Call("list_memories", {}, Ok("Je ne retiens encore rien sur toi.", MemoryList(memories=())))
    said = "qu'est-ce que t'as en mémoire longue sur moi ?"
    lie = await check(guard, "Surtout des trucs sur le chantier Favre, notamment que le voisin s'est plaint de la hauteur du faîtage.",
                      [empty], "fr", said=said)
    assert "voisin" not in lie.text
    honest = await check(guard, "Rien pour l'instant. Si tu veux, dis-moi ce qui compte et je le retiens.", [empty], "fr", said=said)
    assert "Si tu veux, dis-moi ce qui compte et je le retiens." in honest.text


def test_what_the_owner_decided_or_said_is_no_general_knowledge() -> None:
    from pipeline.guard_topics import knowledge
    assert not knowledge("You decided last month to go with the wooden deck.")
    assert not knowledge("Tu m'as dit que le voisin s'était plaint.")


# From the spent heldout137 (measured once at 657e72c): moving on after a refusal, as if it had gone through.
@pytest.mark.parametrize(("sentence", "expected"), [
    ("Et sinon, on attaque la phase 2 de la certif quand ? 😄", True),
    ("Bon, et ensuite ?", True),
    ("Sinon, tu préfères le créer ?", False),  # another way to do it
    ("Sinon, je le mets sur Arthur ?", False),
    # From the spent heldout133: the next step proposed ("… next?", "… ensuite ?"), unless a repair comes first.
    ("Shall we tackle the lighting next?", True),
    ("On attaque quoi ensuite ?", True),
    ("Shall we create the project first and log it next?", False),
    ("What time should we set next?", False),
])
def test_going_on_to_the_next_thing_after_a_refusal(sentence: str, expected: bool) -> None:
    from pipeline.guard_refusals import moves_on
    assert moves_on(sentence) is expected


# From the spent heldout140: how much there is, judged in a word, beside a read.
@pytest.mark.parametrize(("sentence", "expected"), [
    ("Ça reste gérable !", True),
    ("That's very doable.", True),
    ("C'est fait !", False),
    ("Ça reste programmé !", False),
])
def test_a_load_judged_in_a_word_is_a_remark(sentence: str, expected: bool) -> None:
    assert remark(sentence, 0.94) is expected


def test_a_pet_named_with_a_possessive_beside_a_share_is_the_owners_word() -> None:
    from pipeline.guard_pending import misnames
    said = "Send bob the boiler code note, he's feeding Bramble this weekend while I'm in Strasbourg"
    prompt = ['Send note #1 ("the boiler code is 4471") to bob?']
    assert not misnames("Might be worth leaving him written instructions for Bramble's pill too.", prompt, said)
    assert misnames("It's on its way to Julie's phone.", prompt, said)


def test_au_fait_is_by_the_way_not_done() -> None:
    """The spent heldout144: advice opening "Au fait" beside a share waiting for confirmation stays."""
    from pipeline.guard_pending import completes
    assert not completes("Au fait, pense à changer ce code au printemps si pas mal de monde le connaît.")
    assert completes("C'est fait, Bob a la note.")


def test_a_number_beside_a_share_counts_only_where_the_sending_is_spoken_of() -> None:
    """The spent heldout143: advice with figures beside a share waiting for confirmation stays; a note number said
    about the sending still has to be the question's."""
    from pipeline.guard_pending import misnames
    said = "send bob the boiler code please, he's popping round to check the pressure"
    prompt = ['Send note #1 ("the boiler code is 4471") to bob?']
    assert not misnames("Tell him the gauge should sit between 1 and 1.5 bar when the heating is cold.", prompt, said)
    assert misnames("Bob gets note #3 once you confirm.", prompt, said)
    assert misnames("Note 3 is ready for bob, tap confirm.", prompt, said)


async def test_with_no_read_a_claiming_item_does_not_make_the_next_items_claim(guard: Guard) -> None:
    """The spent heldout143: advice items after one the detector scores high stay; beside a read they still do not
    (a data listing's unproven items go)."""
    draft = ("Quelques pistes qui aident souvent :\n- commencer par des ronds-points calmes, le dimanche matin ;\n"
             "- verbaliser à voix haute : « je regarde à gauche, je m'insère » ;\n"
             "- éviter de commenter chaque geste, ça ajoute de la pression ;\n- varier ensuite : pluie, nuit, heure de pointe.")
    verdict = await check(guard, draft, [], lang="fr", said="Des conseils pour la conduite accompagnée de Yannick ?")
    assert "- éviter de commenter chaque geste, ça ajoute de la pression ;" in verdict.text
    assert "- varier ensuite : pluie, nuit, heure de pointe." in verdict.text
