"""The guard's sentence rules that keep honest text: calendar facts, denials with the owner's own reason, praise,
advice and commands, and what may follow a refusal. Pure: no model, no database."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from pipeline.calendar_facts import calendar_fact
from pipeline.guard_refusals import moves_on, owns_up
from pipeline.guard_rules import denies, done_first
from pipeline.guard_talk import bare_wish, offers, owner_advice, points_to

TODAY = date(2026, 11, 25)  # a Wednesday


@pytest.mark.parametrize(("sentence", "true"), [
    ("Next Monday is 30 November.", True),
    ("Next Monday is 1 December.", False),
    ("Vendredi, ce sera le 27 novembre.", True),
    ("Vendredi, ce sera le 28 novembre.", False),
    ("Aujourd'hui on est mercredi 25.", True),
    ("Tomorrow is Thursday.", True),
    ("Tomorrow is Friday.", False),
    ("Le 4 décembre tombe un vendredi.", True),
    ("It's November 26.", False),  # said of today, and today is the 25th
    ("Your dentist is on Friday 27 November.", False),  # about the owner's data: not the calendar's
    ("Dentist on Friday 27 November.", False),
])
def test_true_calendar_statements_are_no_claims(sentence: str, true: bool) -> None:
    assert calendar_fact(sentence, TODAY) is true


@pytest.mark.parametrize(("sentence", "said", "denial"), [
    ("Great, since your phone alarm covers it, I won't add anything.",
     "I already set an alarm on my phone for the notary", True),
    ("Parfait, puisque ton alarme s'en charge, je n'ajoute rien de mon côté.",
     "j'ai mis une alarme sur mon téléphone pour le dentiste", True),
    ("Perfect, since your phone alarm is set for 6:30, I won't add a reminder.",
     "I already set an alarm on my phone for 6:30, no need for a reminder", True),
    ("Parfait, puisque ton réveil est réglé sur 6h30, je n'ajoute pas de rappel.",
     "j'ai déjà mis un réveil sur mon téléphone à 6h30", True),
    ("I won't add anything.", "ok", True),
    # an invented reason, a change of state, a claim beside the denial, a claim about Arthur's data
    ("Your pharmacy app already sends you that reminder every evening, so I didn't add another one.",
     "remind me to take my pills at 8 tonight", False),
    ("Bob l'a reçue de ta femme ce matin, je ne la renvoie pas.", "envoie la note 1 à bob", False),
    ("Ta montre connectée le compte déjà, je n'en lance pas un second.", "lance un chrono sur Arthur", False),
    ("Je ne surveillerai plus le sucre.", "retire ma préférence sans sucre", False),
    ("I haven't forgotten, it's all set.", "remind me", False),
    ("Your reminder is already there, I won't add one.", "remind me at 9 to call bob", False),
    ("Since your alarm is at 7:00, I won't add one.", "I set an alarm", False),  # 7:00 is not the owner's
])
def test_a_denial_stands_only_on_the_owner_s_own_reason(sentence: str, said: str, denial: bool) -> None:
    assert denies(sentence, said) is denial


def test_praise_advice_and_commands() -> None:
    assert bare_wish("Well done!") and bare_wish("Great, that's one thing off your list.")
    assert bare_wish("Super, une bonne chose de faite !") and not bare_wish("Done!")
    assert owner_advice("For about 7h30 of sleep, aim to be asleep by 23:00, so in bed around 22:45.")
    assert owner_advice("Pour environ 7h30 de sommeil, vise d'être endormi vers 23h, donc au lit vers 22h45.")
    assert owner_advice("Tu le retrouveras avec /notes portail.")
    assert owner_advice("Petit truc : sors le bac le dimanche soir avant ton shift.")
    assert owner_advice("Worth packing your licence and badge the night before.")
    assert not owner_advice("Dave's in your address book now — you can share notes with him whenever.")
    assert not owner_advice("C'est calé, tu peux vérifier avec /reminders.")
    assert not owner_advice("Done! Check /reminders.")


def test_after_a_refusal_only_the_way_on_stays() -> None:
    assert points_to("/reminders shows the numbers.") and points_to("Ask me again that evening!")
    assert points_to("Tu peux l'ajouter avec /contact NOM CHAT_ID.")
    assert not points_to("Tu peux lancer un chrono dessus quand tu veux.")  # about what was refused
    assert moves_on("Anything else you want me to keep track of?") and moves_on("Autre chose à surveiller pour toi ?")
    assert moves_on("Tu veux faire le ménage dans d'autres notes ?")
    assert not moves_on("Want me to set it for tomorrow at 9 instead?")


def test_an_empty_read_restated_in_the_negative() -> None:
    from pipeline.executor import Call
    from pipeline.guard_rules import says_not_found
    from pipeline.outcomes import Ok

    read = [Call("list_notes", {"query": "wifi"}, Ok("No note contains 'wifi'."))]
    assert says_not_found("I couldn't find anything about the wifi in your notes.", read)
    assert not says_not_found("I couldn't find the wifi note, but Bob has it.", read)  # a name more
    assert not says_not_found("No wifi note, the code is 4471.", read)  # a figure more
    assert not says_not_found("La note sur le wifi a été supprimée, elle n'encombrera plus ta liste.", read)
    assert not says_not_found("Nothing about your passport.", read)  # not what was looked for


def test_the_detector_reads_text_without_its_markdown() -> None:
    from pipeline.claim_detector import plain

    assert plain("- 250 g de farine") == "250 g de farine"
    assert plain("### Morning routine (about 45 min)") == "Morning routine (about 45 min)"
    assert plain("15% of 240 is **36**.") == "15% of 240 is 36."
    assert plain("2. Preheat the oven") == "Preheat the oven"
    assert plain("-5 °C tonight") == "-5 °C tonight"  # a sign, not a bullet


def test_an_empty_listing_of_everything_restated() -> None:
    from pipeline.executor import Call
    from pipeline.guard_evidence import empty
    from pipeline.guard_rules import says_not_found
    from pipeline.outcomes import Ok

    listing = [Call("list_memories", {}, Ok("I don't remember anything about you yet."))]
    assert says_not_found("Nothing yet: your long-term memory is empty.", listing)
    assert says_not_found("Hier, rien au compteur : aucune session n'a été enregistrée.", listing)
    assert not says_not_found("Nothing yet, but your sister Alice lives in Lyon.", listing)
    assert empty({"projects": {}, "running": [], "seconds": None}) and not empty({"projects": {"Arthur": 60.0}})


def test_a_possessive_name_is_the_name() -> None:
    from datetime import datetime

    from pipeline.grounding import asserted

    class NoFigures:
        def parse(self, text: str, lang: str, now: datetime, dims: object) -> list[dict[str, object]]:
            return []

    said = asserted("Yes: Emma's flat is in Lyon.", "en", NoFigures(), None, datetime(2026, 11, 25, 10))
    assert said.names == ("Emma", "Lyon")


@pytest.mark.parametrize(("sentence", "done", "wrong"), [
    ("Paused ☕", ["stop_session"], True),  # a stop presented as a pause
    ("C'est en pause 🍽️", ["stop_session"], True),
    ("Super, c'est coché !", ["snooze_reminder"], True),  # a snooze presented as done
    ("The notary reminder is ticked off.", ["snooze_reminder"], True),
    ("Arthur est maintenant en pause 💤", ["record_decision"], True),  # a decision presented as a phase
    ("Marked the notary reminder as done.", ["complete_reminder"], False),
    ("Timer stopped on Arthur.", ["stop_session"], False),
    ("Arthur est en pause.", ["update_project"], False),  # an update may be worded any way
    ("Moved to 10:10.", ["snooze_reminder"], False),
    ("All set for tomorrow!", ["create_reminder"], False),
])
def test_a_restatement_of_another_kind_of_act(sentence: str, done: list[str], wrong: bool) -> None:
    from pipeline.actions import CATALOG
    from pipeline.guard_vocabulary import misstates

    assert misstates(sentence, done, CATALOG) is wrong


def test_what_leans_on_a_false_claim_goes_with_it() -> None:
    from pipeline.guard_layout import beside, sentences

    text = ("Chrono lancé sur Arthur à 10h00. Bon boulot !\n\nSi tu veux, dis-moi quand tu fais une pause. "
            "Tu veux un point à midi ?\n\nAstuce : 25 minutes de travail, 5 de pause.")
    pieces = sentences(text)
    fate: list[str | None] = list(pieces)
    fate[0] = None  # the false claim, dropped
    gone = [pieces[i].strip() for i in beside(fate, pieces, {0}, set())]
    assert gone == ["Bon boulot !"]  # another paragraph, a question, a condition, a figure: they stay
    assert beside(fate, pieces, set(), set()) == []  # no false claim, nothing leans


@pytest.mark.parametrize(("sentence", "moves"), [
    ("Want the weekly view as well, to compare with that day?", True),
    ("Next up: want me to tidy the rest of your notes the same way?", True),
    ("What's the first milestone you want for the new project?", True),
    ("Tu veux que je t'en programme un autre, en plus de celui-là ?", True),
    ("Tu veux que je te liste ce qui reste ?", True),
    ("Do you want me to create it?", False),
    ("Tu veux que je le programme pour demain 9h plutôt ?", False),
])
def test_after_a_refusal_going_on_as_if_it_stood(sentence: str, moves: bool) -> None:
    assert moves_on(sentence) is moves


@pytest.mark.parametrize(("said", "world"), [
    ("how long should I boil an egg?", True),
    ("si je pars à 7h45 et que le trajet dure 2h50, j'arrive quand ?", True),
    ("if it's 10am in Paris what time is it in Tokyo?", True),
    ("how much did I work today?", False),  # the owner's own data
    ("c'est quoi mes préférences déjà ?", False),
    ("remind me to call Bob at 9?", False),  # an act asked
    ("what's on my agenda?", False),
    ("how do reminders work?", False),  # Arthur's things: its own explanation is checked as usual
    ("the bank answered", False),  # not a question
])
def test_a_question_about_the_world(said: str, world: bool) -> None:
    from pipeline.guard_asked import about_the_world

    assert about_the_world(said) is world


@pytest.mark.parametrize(("sentence", "known"), [
    ("Tokyo is 8 hours ahead of Paris in winter, so it's 18:00 there.", True),
    ("- 250 g flour", True),
    ("22 € × 37,5 h = 825 € par semaine.", True),
    ("Oui, ta conseillère a validé ton prêt ce matin.", False),  # news, not knowledge
    ("Le client a validé la V2 hier soir.", False),
    ("I've set it for 9.", False),
    ("Your reminder is at 9.", False),
    ("✅ Friday 9:00, car inspection.", False),
])
def test_knowledge_speaks_of_no_act_no_news_and_nothing_stored(sentence: str, known: bool) -> None:
    from pipeline.guard_topics import knowledge

    assert knowledge(sentence) is known


@pytest.mark.parametrize(("sentence", "moves"), [
    ("Want a second nudge at lunch too, so you don't sit for 4 hours straight?", True),
    ("Et pour le loyer de décembre, on fait pareil ?", True),
    ("Next: want me to share the boiler code with him right away?", True),
    ("You can also type /done 1 yourself.", False),  # a way on, not more of the same
])
def test_after_a_refusal_asking_for_more_of_the_same(sentence: str, moves: bool) -> None:
    assert moves_on(sentence) is moves


@pytest.mark.parametrize(("sentence", "offer"), [
    ("Si ton loyer part toujours le même jour du mois, je peux en faire un rappel mensuel.", True),
    ("If you give me her chat id, I can add her.", True),
    ("If you want, I'll remind you at 9 instead.", True),
    ("If you need it, I've saved it in your notes.", False),  # says it was done
    ("If you don't react within 5 minutes, I'll call your phone.", False),  # Arthur acting on its own
    ("Si tu ne réponds pas, je te relance demain.", False),
    ("If you want, I can also share it with Alice?", False),  # more of the same
])
def test_an_offer_on_the_owners_condition(sentence: str, offer: bool) -> None:
    from pipeline.guard_talk import offers

    assert offers(sentence) is offer


@pytest.mark.parametrize(("said", "world"), [
    ("comment je détartre ma bouilloire", True),  # a how-to about the owner's kettle
    ("quick packing list for 3 days in Lisbon in december", True),
    ("mon colis est arrivé ?", False),  # the status of the owner's own thing: news
    ("is my flight tomorrow on time?", False),
    ("what's my day look like", False),
])
def test_a_how_to_is_about_the_world(said: str, world: bool) -> None:
    from pipeline.guard_asked import about_the_world

    assert about_the_world(said) is world


def test_something_gone_is_an_act_and_tomorrow_is_no_knowledge() -> None:
    from pipeline.actions import CATALOG
    from pipeline.guard_asked import about_the_world
    from pipeline.guard_rules import acted
    from pipeline.guard_topics import knowledge

    assert acted("Poof 💨 the boiler code note is no longer there.", "en", CATALOG)  # no read can prove it
    assert acted("Lyon's wiped from my memory.", "en", CATALOG)
    assert not acted("The boiler code is 4471.", "en", CATALOG)
    assert not knowledge("Just the notary call tomorrow at 9, nothing else.")
    assert not about_the_world("anything pending?")


def test_done_without_a_subject_and_things_removed_are_acts() -> None:
    from pipeline.actions import CATALOG
    from pipeline.guard_rules import acted, done_first
    from pipeline.guard_talk import owner_advice

    assert done_first("Did that yesterday when you mentioned the new boiler 🙂") and done_first("Déjà fait !")
    assert not done_first("Did you mean the notary?")
    assert acted("Coffee preference deleted.", "en", CATALOG)  # no read can show a removal
    assert not acted("Your coffee preference: no sugar.", "en", CATALOG)
    assert owner_advice("Tu la retrouveras en cherchant « Lexis » dans tes notes.")
    assert moves_on("Right, on to the next thing: want me to block 2h tomorrow?")
    assert moves_on("Dis-moi quand tu fais une pause 💪")  # after a refused start, it presupposes a timer


def test_how_arthur_works_asked_in_general() -> None:
    from pipeline.guard_asked import about_the_world, how_it_works
    from pipeline.guard_rules import done_first
    from pipeline.guard_talk import bare_wish
    from pipeline.guard_topics import explains

    assert how_it_works("how do reminders work here?") and how_it_works("Who inside Arthur handles what?")
    assert not how_it_works("what reminders do I have?") and not how_it_works("how much did I work today?")
    assert explains("When a reminder is due, I send you a message here with three buttons.")
    assert not explains("Your notary reminder is at 9.") and not explains("You have one reminder: the notary.")
    assert not explains("I've set it for 9.")
    assert done_first("Super idée ! Je n'oublierai pas de te le rappeler le 3 décembre au matin 🎂")  # sworn
    assert bare_wish("You're doing very well.")
    assert about_the_world("Could you explain the difference between ser and estar? My teacher went fast.")


@pytest.mark.parametrize(("sentence", "kept"), [
    ("There's no reminder #7, so nothing was marked.", True),
    ("Your calendar isn't connected, so I couldn't read it.", True),
    ("Il n'y a pas de chrono en cours, donc rien à mettre en pause.", True),
    ("Tu ne l'oublieras pas !", False),  # says nothing of what was not done
    ("Now that Bob has the code, he can let the plumber in without calling you.", False),
    ("I didn't send it: your accountant already handles the filing.", False),  # a reason code never gave
    ("Nothing was marked, anything else?", False),  # moves on
])
def test_after_a_refusal_owning_up_in_codes_terms(sentence: str, kept: bool) -> None:
    receipts = ["There is no reminder #7. Nothing was written.", "The calendar connector is not running here.",
                "Aucune session de travail n'est en cours : rien à mettre en pause.", "Nothing was sent."]
    assert owns_up(sentence, "mark reminder 7 as done and read my calendar", receipts) is kept


@pytest.mark.parametrize(("sentence", "offer"), [
    ("I can create it if you want.", True),
    ("Je peux l'ajouter si tu veux.", True),
    ("Donne-moi son chat id Telegram et je l'ajoute.", True),
    ("Give me her chat id and I'll add her.", True),
    ("I can keep it as a note instead.", True),
    ("Tu veux lancer un chrono maintenant ?", True),
    ("I've set it, want me to add another?", False),
    ("Want me to set another one too?", False),  # more of the same: not an offer after a refusal
])
def test_offers_with_the_condition_last_or_as_a_question(sentence: str, offer: bool) -> None:
    assert offers(sentence) is offer


def test_moving_on_and_promising_a_call() -> None:
    assert moves_on("All squared away, what's next?")
    assert moves_on("With that out of the way, get some sleep!")
    assert moves_on("Super, tu veux qu'on y ajoute une première décision ?")
    assert moves_on("Parfait.")
    assert not moves_on("Great question!")
    assert done_first("And if you don't answer I'll ring your phone until you pick up.")
    assert done_first("Je vais t'appeler demain matin.")
    assert not done_first("I can't call you, but a reminder will ping you.")
