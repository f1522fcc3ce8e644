"""The guard's rules on what the owner said and what a sentence is about: how-tos, kinds of things named in
general, listings closed, news told, small talk, declining because of the owner's act, acts asked for, restatements
and comments beside a receipt. Pure: no model, no database."""

from __future__ import annotations

import pytest

from pipeline.guard_rules import done_first


@pytest.mark.parametrize(("said", "how"), [
    ("c'est quoi le briefing du matin exactement", True), ("what's the daily briefing?", True),
    ("tu te souviens de tout ce que je te dis ?", True), ("do you remember stuff between conversations?", True),
    ("c'est quoi le code de la chaudière", False), ("what's the boiler code?", False),
])
def test_asking_what_a_feature_is(said: str, how: bool) -> None:
    from pipeline.guard_asked import how_it_works

    assert how_it_works(said) is how


@pytest.mark.parametrize(("sentence", "general"), [
    ("Yes, for what's saved: your notes, reminders, preferences and timers are stored, so I can look them up.", True),
    ("Le briefing est un message que je vous envoie à l'heure choisie avec vos rappels du jour.", True),
    ("Your dentist reminder is set.", False),  # one item of theirs
    ("You have two reminders tomorrow.", False),
    ("Tes rappels sont prêts pour demain.", False),  # a day of theirs
])
def test_kinds_of_the_owners_things_named_in_general(sentence: str, general: bool) -> None:
    from pipeline.guard_topics import explains

    assert explains(sentence) is general


@pytest.mark.parametrize(("sentence", "closing"), [
    ("Nothing else on the list for now.", True), ("Rien d'autre pour l'instant.", True), ("That's all.", True),
    ("Nothing else was changed.", False), ("Rien d'autre n'a bougé.", False), ("That's all done.", False),
    ("C'est la seule !", True), ("That's the only one.", True), ("That's the only one I set.", False),
])
def test_the_end_of_a_listing(sentence: str, closing: bool) -> None:
    from pipeline.guard_talk import closes

    assert closes(sentence) is closing


@pytest.mark.parametrize(("sentence", "claim"), [
    ("Filed away: Le Zinc de Fives, 250 for a two-hour set.", True), ("Enregistré : balance samedi 15h.", True),
    ("From what I've got: Wout's amp is a Markbass 500W.", True), ("D'après ta note, le code est 4471.", True),
    ("Et je te renverrai un petit texto une heure avant au cas où 😉", True), ("I'll text you an hour before.", True),
    ("Noted, thanks.", False), ("Saved money is the best kind.", False), ("Do you want me to text you?", False),
])
def test_a_receipt_opening_a_read_source_or_a_message_promised_is_a_claim(sentence: str, claim: bool) -> None:
    assert done_first(sentence) is claim


def test_a_figure_as_written_in_the_evidence() -> None:
    from pipeline.grounding import _in_text

    text = " delcourt ep12: deliver friday 18:00 · boiler code 4471"
    assert _in_text("12", text) and _in_text("Friday at 18:00", text)  # glued to letters; without its "at"
    assert not _in_text("4", text) and not _in_text("71", text) and not _in_text("Saturday at 18:00", text)


@pytest.mark.parametrize(("said", "told"), [
    ("I already texted Julien that I'll be late", True), ("Merci Arthur, à ce soir", True),
    ("lol Tika just stole a sock from the prep room", True),
    ("dis à bob que je serai en retard", False), ("switch my timezone to montreal time", False),  # requests
    ("new project: kitchen reno, just an idea for now", False), ("did you note it already?", False),
    ("I already set the reminder myself", False),  # Arthur's things: not small talk
    ("Florence a perdu sa première dent!", True), ("hey, back from Kehl", True),  # news, a return
    ("Dentist Friday at 3!", False), ("remind me tomorrow!", False),  # a time, a request: maybe asked for
])
def test_the_owner_only_tells_something(said: str, told: bool) -> None:
    from pipeline.guard_asked import tells

    assert tells(said) is told


@pytest.mark.parametrize(("sentence", "talk"), [
    ("Classic border collie 😄", True), ("Hope it was a clean one and not from the scrub bin!", True),
    ("Saturday is free for the Salève.", False), ("He's coming at 10.", False),  # a day, a time: not small talk
    ("I've told Julien.", False), ("Bob est prévenu ✅", False),
])
def test_small_talk_names_no_day_act_or_figure(sentence: str, talk: bool) -> None:
    from pipeline.guard_topics import small_talk

    assert small_talk(sentence) is talk


@pytest.mark.parametrize(("sentence", "said", "talk"), [
    ("Third in cat 2, nice result! 🥉", "I finished 3rd in the cat 2 race on sunday", True),
    ("Sunday's race went well then!", "I finished 3rd in the cat 2 race on sunday", True),
    ("Third in cat 4, nice result!", "I finished 3rd in the cat 2 race on sunday", False),  # not the owner's figure
    ("See you Monday!", "I finished 3rd in the cat 2 race on sunday", False),
])
def test_small_talk_may_repeat_the_owner_s_own_figures(sentence: str, said: str, talk: bool) -> None:
    from pipeline.guard_topics import small_talk

    assert small_talk(sentence, said) is talk


@pytest.mark.parametrize(("sentence", "said", "declined"), [
    ("Then your calendar has it covered, no need for a duplicate here.", "I put the race in my google calendar already",
     True),
    ("Ok, donc Bob l'a déjà par ton SMS, pas besoin de le partager d'ici.",
     "j'ai déjà envoyé le code chaudière à bob par sms", True),
    ("Your accountant already has it, so no need to send it.", "can you send the invoice to my accountant?", False),
    ("No need for a duplicate, I've set one for 6 instead.", "I put the race in my google calendar already", False),
    ("Pas besoin d'un rappel, ton alarme de 5h suffit.", "j'ai déjà mis une alarme sur mon tel pour 4h45", False),
    ("No need to add it: your dentist reminder is already there.", "I already called the dentist", False),
])
def test_declining_because_of_what_the_owner_did(sentence: str, said: str, declined: bool) -> None:
    from pipeline.guard_topics import declines

    assert declines(sentence, said) is declined


@pytest.mark.parametrize(("said", "may"), [
    ("any tips for freezing meals ahead for my work week?", False), ("Florence a perdu sa première dent!", False),
    ("pills at eight tonight", True), ("dentiste vendredi 15h", True), ("supprime la note 2", True),
])
def test_what_may_ask_for_an_act(said: str, may: bool) -> None:
    from pipeline.guard_asked import asks_act

    assert asks_act(said) is may


@pytest.mark.parametrize(("sentence", "refused", "presumed"), [
    ("So for the Christmas concert, what's the first thing you want to track — rehearsals or costumes?",
     ["Christmas concert"], True),
    ("Want me to help you plan rehearsal times while it's on hold?", ["Arthur", "paused"], True),
    ("Bon, pendant que tu travailles sur le bénévolat, veux-tu que je te rappelle de faire une pause ?",
     ["Bénévolat"], True),
    ("Want me to create the Christmas concert project first?", ["Christmas concert"], False),  # the way on
    ("Tu veux que je lance le chrono sur Arthur plutôt ?", ["Bénévolat"], False),
    ("Rien n'a changé sur Arthur.", ["Arthur", "paused"], False),  # not a question: owning up
    ("Anything I can help with?", ["Christmas concert"], False),  # names nothing refused
])
def test_a_question_that_goes_on_from_what_was_refused(sentence: str, refused: list[str], presumed: bool) -> None:
    from pipeline.guard_refusals import presumes

    assert presumes(sentence, refused) is presumed


@pytest.mark.parametrize(("sentence", "done", "values", "wrong"), [
    ("Arthur is now marked as finished.", ["update_project"], ["Arthur", "paused"], True),
    ("Arthur is on hold now.", ["update_project"], ["Arthur", "paused"], False),
    ("Moved Arthur to paused.", ["update_project"], ["Arthur", "paused"], False),  # "moved": an update's word too
    ("Supprimée ✅", ["remember_preference"], ["sucre ok dans le café"], True),  # written, said removed
    ("Noted, sugar is fine now.", ["remember_preference"], ["sugar ok in my coffee"], False),
])
def test_an_act_restated_as_another(sentence: str, done: list[str], values: list[str], wrong: bool) -> None:
    from pipeline.actions import CATALOG
    from pipeline.guard_vocabulary import misstates

    assert misstates(sentence, done, CATALOG, values) is wrong


def test_the_amounts_a_restatement_must_share() -> None:
    from pipeline.guard_vocabulary import amounts

    assert amounts("Erwan takes a size 31.") == {"31"} and amounts("devis Koenig : 4 800 € HT") == {"4800"}
    assert amounts("Snoozed 30 min, see you at 9:30, or 6pm.") == set()  # durations and clocks: their own checks


@pytest.mark.parametrize(("sentence", "score", "kept"), [
    ("Ça te garde le créneau du footing matinal 🏃", 0.42, True),
    ("Profitez de l'hiver pour souffler, vous le reprendrez quand bon vous semblera.", 0.31, True),
    ("Ça te garde le créneau du footing matinal 🏃", 0.8, False),  # the detector is sure: a claim
    ("C'est en pause 😉", 0.4, False), ("On en reparle dans une heure 😉", 0.4, False),  # an act, a time
    ("Your dentist will be glad.", 0.4, True), ("Your reminder will ping you.", 0.4, False),  # Arthur's things
])
def test_a_comment_beside_a_receipt(sentence: str, score: float, kept: bool) -> None:
    from pipeline.guard_topics import remark

    assert remark(sentence, score) is kept


@pytest.mark.parametrize(("sentence", "theirs"), [
    ("You've put in 3h10 today, almost all of it on Arthur.", True), ("T'es à 2 rappels cette semaine.", True),
    ("You could take a 10-minute walk.", False), ("Take 5 minutes off.", False),
])
def test_a_figure_said_as_the_owner_s(sentence: str, theirs: bool) -> None:
    from pipeline.guard_topics import quotes_data

    assert quotes_data(sentence) is theirs


@pytest.mark.parametrize(("sentence", "greeting"), [
    ("Morning, chef!", True), ("Salut !", True), ("Morning! Reminder set for 9.", False), ("Hey, done ✅", False),
])
def test_a_greeting_back(sentence: str, greeting: bool) -> None:
    from pipeline.guard_topics import greets

    assert greets(sentence) is greeting


def test_declining_may_restate_the_owner_s_own_act_with_its_participle() -> None:
    from pipeline.guard_topics import declines

    said = "j'ai déjà commandé la farine ce matin, pas besoin de rappel"
    assert declines("Nickel, t'as déjà passé la commande de farine ce matin, donc je ne mets pas de rappel pour ça.", said)
    assert not declines("You've already sorted it, so no need — I've set a reminder anyway.", "I already booked it")
