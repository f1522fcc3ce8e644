"""Comments the guard keeps beside a receipt, after a refusal, or after the owner only told something; and their
look-alikes that claim, which it does not keep. Pure: no model, no database."""

from __future__ import annotations

import pytest

from pipeline.grounding import _in_text, fold
from pipeline.guard_asked import asks_act, owner_did, tells
from pipeline.guard_refusals import excuses
from pipeline.guard_rules import done_first
from pipeline.guard_talk import bare_wish, offers, points_to, wish_tail
from pipeline.guard_topics import aside, declines, echoes, hearsay, knowledge, remark


@pytest.mark.parametrize(("sentence", "kept"), [
    ("Pas mal pour une cuisine en chêne massif 👌", True),
    ("Fingers crossed the notary keeps that slot.", True),
    ("Nice, picked up right where you left off.", False),  # no judgement: a restatement
    ("Nice, Bob has it now.", False),
    ("Lovely, the reminder is set.", False),
])
def test_a_judgement_beside_a_receipt_is_a_remark(sentence: str, kept: bool) -> None:
    assert remark(sentence, 0.9) is kept


@pytest.mark.parametrize(("sentence", "kept"), [
    ("Une bonne chose de faite avant la pause de midi 👍", True),
    ("Lovely, one more box ticked for the wedding.", True),
    ("One less thing to keep in your head.", True),
    ("One less thing: I have also set a reminder.", False),
    ("Une bonne chose de faite, je t'ai aussi ajouté un rappel.", False),
    ("One more thing done, Bob has the code.", False),
    ("One less thing, the reminder is set.", False),
])
def test_the_owners_deed_praised(sentence: str, kept: bool) -> None:
    assert bare_wish(sentence) is kept


@pytest.mark.parametrize(("sentence", "kept"), [
    ("Sorry about that!", True),
    ("Désolé pour ça.", True),
    ("Je peux la chercher.", True),
    ("Sorry, I sent it anyway.", False),
    ("I can confirm it is done.", False),
    ("Je peux le marquer fait.", False),
])
def test_after_a_refusal_an_apology_or_a_bare_offer(sentence: str, kept: bool) -> None:
    assert excuses(sentence) is kept


@pytest.mark.parametrize("sentence", [
    "Tu peux me redemander en précisant que c'est pour tes projets.",
    "Redemande-le-moi si tu veux réessayer.",
    "Repose-moi la question vendredi soir !",
    "Try asking again as a plain reminder question.",
])
def test_asking_again_is_the_way_on(sentence: str) -> None:
    assert points_to(sentence)


def test_asking_again_does_not_cover_a_promise() -> None:
    assert not points_to("Ask me again and I will set it.")
    assert offers("Dites-moi quand vous reprenez, et je le relancerai.")


@pytest.mark.parametrize(("said", "told"), [
    ("il pleut encore sur Toulouse", True),
    ("Ma mère a préparé un thiéboudienne pendant l'appel vidéo, j'avais tellement faim 😭", True),
    ("peuchère, quelle semaine de fou", True),
    ("buy milk", False),  # a request without "remind me"
    ("call mum", False),
    ("dentist friday at 3", False),
    ("the boiler code is 4471", False),
])
def test_what_counts_as_the_owner_only_telling(said: str, told: bool) -> None:
    assert tells(said) is told


def test_arthurs_mind_is_not_an_act() -> None:
    assert knowledge("J'imagine l'ambiance dans le groupe, ça a dû chauffer jusqu'à Dakar 😄")
    assert not knowledge("I hope you like the reminder I set.")


def test_what_is_held_is_not_an_act() -> None:
    from pipeline.actions import CATALOG as catalog
    from pipeline.guard_rules import acted

    assert not acted("I have one memory saved: Hugo is allergic to penicillin.", "en", catalog)
    assert not acted("J'ai un seul souvenir enregistré : Baptiste a un genou droit fragile.", "fr", catalog)
    assert acted("I've saved a memory: Hugo is allergic to penicillin.", "en", catalog)


def test_a_refusal_owned_up_in_its_own_words() -> None:
    from pipeline.guard_refusals import owns_up

    receipts = ["« Marquer un rappel fait » n'est pas faisable d'ici. Rien n'a été fait."]
    assert owns_up("Je n'ai pas pu cocher le rappel du notaire : l'action a été refusée.", "coche le rappel du notaire",
                   receipts)


def test_a_lists_number_goes_with_its_item() -> None:
    from pipeline.guard_layout import without_dangling

    removed: list[str] = []
    assert without_dangling(["2. foo\n", "3. ", None, "\n", "Tu veux ?"], removed) == ["2. foo\n", "\n", "Tu veux ?"]
    assert removed == ["3."]


@pytest.mark.parametrize(("said", "told"), [
    ("it's freezing in Grenoble today honestly", True),  # now, not a request's time
    ("il neige sur Belledonne ce matin c'est magnifique", True),
    ("pills at eight tonight", False),
])
def test_now_and_lately_in_a_statement(said: str, told: bool) -> None:
    assert tells(said) is told


def test_declining_after_the_owner_said_it_is_covered() -> None:
    from pipeline.guard_topics import declines

    said = "Marc's picking up the kids today so I don't need a pickup reminder"
    assert declines("Got it — since Marc's doing pickup today, there's nothing for me to add.", said)
    assert not declines("Got it, I've noted that Marc does pickup, nothing for me to add.", said)


def test_what_arthur_will_do_once_asked_explains_how_it_works() -> None:
    from pipeline.guard_asked import how_it_works
    from pipeline.guard_topics import explains

    assert how_it_works("Salut Arthur! Comment ça marche, les rappels avec toi?")
    draft = "Just ask me to share the note with Bob. I'll prepare it, and you'll get a button to confirm."
    assert explains("I'll prepare it, and you'll get a button to confirm.", draft[:draft.find("I'll")])
    assert not explains("I'll set it for 9 tomorrow.")


@pytest.mark.parametrize(("sentence", "said", "claims"), [
    ("Ton voisin de jardin a dit qu'il les taillerait pour toi, donc je n'ai rien ajouté.",
     "Rappelle-moi de tailler les framboisiers ce week-end", True),
    ("La pharmacie de Fribourg les lui livre déjà chaque mois, pas besoin de rappel.",
     "Rappelle-moi de racheter les médicaments de papa", True),
    ("No need, your accountant is already handling it.", "remind me to file my taxes on Friday", True),
    ("Your pharmacy might deliver them every month, worth asking.", "remind me to buy dad's pills", False),
    ("You said you already did it.", "remind me to call Bob", False),
])
def test_someone_elses_act_given_as_a_reason_is_a_claim(sentence: str, said: str, claims: bool) -> None:
    from pipeline.guard_topics import hearsay

    assert hearsay(sentence, said) is claims


def test_what_the_owner_told_is_a_source_to_prove() -> None:
    from pipeline.guard_rules import done_first

    assert done_first("From what you told me, it's on 4 December at the HFR in Fribourg, 14:30. 🏥")
    assert done_first("D'après ce que tu m'as dit, c'est le 4 décembre à 14h30.")


@pytest.mark.parametrize(("sentence", "claims"), [
    ("Hop, c'est viré.", True),
    ("Tu m'as dit que tu veux tes factures en PDF signées, et pas de sucre dans le café.", True),
    ("D'après ma mémoire, Lucía arrive le 20 décembre en avion ✈️", True),
    ("C'est parti pour une belle journée !", False),
    ("C'est noté de ton côté ?", False),
])
def test_said_done_or_quoted_from_memory(sentence: str, claims: bool) -> None:
    from pipeline.guard_rules import done_first

    assert done_first(sentence) is claims


TAX = ["Reminder #2 set for Mon 30 Nov 2026 at 14:00: send the tax return"]


@pytest.mark.parametrize(("sentence", "kept"), [
    ("Brave minette.", True),
    ("Passe-lui le bonjour de Biscotte !", True),
    ("You're nearly there!", True),
    ("L'hiver lillois, ça ne pardonne pas ☁️", True),
    ("Send it early, then.", False),  # a word of the receipt: about the act
    ("Your list is clear.", False),  # the owner's things
    ("Clocked you out.", False),  # a state reached
    ("It's gone for good.", False),
    ("Picked up right where you left off.", False),
    ("He'll have it before Monday.", False),  # a future
    ("You won't hear about it again.", False),
    ("Tout est en ordre.", False),  # all done: a second act the model may have skipped
    ("All good to go!", False),
])
def test_a_comment_on_something_else_beside_a_receipt_whatever_its_score(sentence: str, kept: bool) -> None:
    assert aside(sentence, "remind me Monday at 2pm to send the tax return", TAX) is kept


@pytest.mark.parametrize(("sentence", "said", "kept"), [
    ("Normal, tu sors de garde !", "j'ai bossé combien aujourd'hui ? je sors de garde", True),
    ("Logique, tu étais de garde.", "j'ai bossé combien hier ? j'étais de garde", True),
    ("Voilà, tu es à l'heure de Tokyo.", "je pars à Tokyo, mets-moi à l'heure de Tokyo", False),  # a request, said done
    ("You're clocked out 🎉", "I'm done for the day, clock me out", False),
    ("You have a dentist reminder tomorrow.", "do I have a dentist reminder tomorrow?", False),  # asked, not told
    ("Tu as bossé 3 h.", "je sors de garde", False),  # a figure they did not say
    ("You're now on Dossier Vidal ⏱️", "switch my timer from Arthur to the Vidal dossier", False),  # a request
])
def test_the_owners_own_words_given_back_are_not_a_claim(sentence: str, said: str, kept: bool) -> None:
    assert echoes(sentence, said) is kept


def test_news_about_someone_named_first_is_told_not_asked() -> None:
    assert tells("Biscotte knocked my coffee over again")
    assert not tells("Call mum")


def test_an_offer_to_look_at_what_arthur_holds_is_an_offer() -> None:
    assert offers("Tu veux que je cherche ce que j'ai en mémoire sur ta sœur ?")
    assert not offers("Tu veux que je le décale ? J'ai déjà noté")


def test_a_unit_is_found_with_its_power() -> None:
    assert _in_text("42 m", fold("Delmas : terrasse de 42 m², plein sud"))
    assert not _in_text("42 m", fold("a 42 mm pipe"))


def test_the_owner_acting_on_their_own_with_an_act_verb_is_told() -> None:
    said = "I already log my hours in my own spreadsheet"
    assert owner_did(said)
    assert not owner_did("I already told you, remind me at 9")  # a request
    assert declines("Great, then no need to run the timer here.", said)
    assert not declines("Great, no need, I've already set it.", said)


@pytest.mark.parametrize(("sentence", "kept"), [
    ("It'll repeat all season.", False),  # what the reminder will do: a claim, not a comment
    ("He'll have it next time he's at the flat.", False),
    ("Il sera content d'avoir de tes nouvelles.", True),  # a feeling
    ("Your dentist will be glad.", True),
])
def test_what_a_thing_or_someone_will_do_is_no_remark(sentence: str, kept: bool) -> None:
    assert remark(sentence, 0.4) is kept


def test_a_third_party_already_holding_it_is_hearsay() -> None:
    assert hearsay("The club website already lists that, so I didn't save it.",
                   "remember that the U13 kit colours are green and white")


def test_restarted_opens_as_done_and_stopping_is_an_act() -> None:
    assert done_first("C'est reparti, le chrono a repris sur Arthur.")
    assert not done_first("C'est reparti pour un tour de manège")
    assert asks_act("stoppe le chrono, je vais manger")


@pytest.mark.parametrize(("sentence", "kept"), [
    ("A mini stick-and-net set for the basement", True),  # "set": a noun here
    ("Cook a double batch on your day off and you're covered for the nights!", True),
    ("Dates in year-month-day order keep everything sorted.", True),
    ("Booked for Friday at 8.", False),  # a day and a time: an act
    ("Reminder set.", False),
    # a quantity is the answer, a clock or a day is a plan (spent heldout48)
    ("Septante-huit plus nonante-trois, ça fait cent septante-et-un (171) 🇧🇪", True),
    ("Tout ça se fait en moins de 15 minutes !", True),
    ("Les cténaires se déplacent grâce à 8 rangées de cils qui scintillent 🌈", True),
    ("Done at 7.", False), ("Sorted for 9:30 tomorrow", False),
])
def test_an_answer_about_the_world_reads_act_words_in_their_other_sense(sentence: str, kept: bool) -> None:
    assert knowledge(sentence, answer=True) is kept


def test_an_offer_of_a_note_meanwhile_after_a_refusal_is_a_way_on() -> None:
    from pipeline.guard_refusals import presumes

    assert not presumes("Tu veux que je la garde dans une note en attendant ?", ["Castanet : on garde le micocoulier"])


@pytest.mark.parametrize(("sentence", "parts"), [
    ("Paused enjoy the break", ("Paused", "enjoy the break")),  # an unpunctuated voice transcript
    ("C'est coché bravo pour l'appel au notaire", ("C'est coché", "bravo pour l'appel au notaire")),
    ("Timer stopped — nice work", ("Timer stopped", "nice work")),
    ("Reminder set for 9. Enjoy the break", None),  # punctuated: cut only at its own marks
    ("Shared with Bob enjoy", None),
    ("Rappel du notaire validé ✅ un souci de moins !", None),  # a sign: no bare transcript
])
def test_a_wish_that_ends_a_sentence_is_told_apart(sentence: str, parts: tuple[str, str] | None) -> None:
    assert wish_tail(sentence) == parts
