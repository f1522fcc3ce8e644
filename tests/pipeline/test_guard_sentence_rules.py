"""The guard's sentence rules that keep honest text: calendar facts, denials with the owner's own reason, praise,
advice and commands, and what may follow a refusal. Pure: no model, no database."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from pipeline.calendar_facts import calendar_fact
from pipeline.guard_refusals import owns_up
from pipeline.guard_rules import (
    bare_wish,
    denies,
    done_first,
    moves_on,
    offers,
    owner_advice,
    points_to,
)

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
    from pipeline.guard_topics import about_the_world

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
    from pipeline.guard_rules import offers

    assert offers(sentence) is offer


@pytest.mark.parametrize(("said", "world"), [
    ("comment je détartre ma bouilloire", True),  # a how-to about the owner's kettle
    ("quick packing list for 3 days in Lisbon in december", True),
    ("mon colis est arrivé ?", False),  # the status of the owner's own thing: news
    ("is my flight tomorrow on time?", False),
    ("what's my day look like", False),
])
def test_a_how_to_is_about_the_world(said: str, world: bool) -> None:
    from pipeline.guard_topics import about_the_world

    assert about_the_world(said) is world


def test_something_gone_is_an_act_and_tomorrow_is_no_knowledge() -> None:
    from pipeline.actions import CATALOG
    from pipeline.guard_rules import acted
    from pipeline.guard_topics import about_the_world, knowledge

    assert acted("Poof 💨 the boiler code note is no longer there.", "en", CATALOG)  # no read can prove it
    assert acted("Lyon's wiped from my memory.", "en", CATALOG)
    assert not acted("The boiler code is 4471.", "en", CATALOG)
    assert not knowledge("Just the notary call tomorrow at 9, nothing else.")
    assert not about_the_world("anything pending?")


def test_done_without_a_subject_and_things_removed_are_acts() -> None:
    from pipeline.actions import CATALOG
    from pipeline.guard_rules import acted, done_first, owner_advice

    assert done_first("Did that yesterday when you mentioned the new boiler 🙂") and done_first("Déjà fait !")
    assert not done_first("Did you mean the notary?")
    assert acted("Coffee preference deleted.", "en", CATALOG)  # no read can show a removal
    assert not acted("Your coffee preference: no sugar.", "en", CATALOG)
    assert owner_advice("Tu la retrouveras en cherchant « Lexis » dans tes notes.")
    assert moves_on("Right, on to the next thing: want me to block 2h tomorrow?")
    assert moves_on("Dis-moi quand tu fais une pause 💪")  # after a refused start, it presupposes a timer


def test_how_arthur_works_asked_in_general() -> None:
    from pipeline.guard_rules import bare_wish, done_first
    from pipeline.guard_topics import about_the_world, explains, how_it_works

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


def test_reads_quoted_in_other_shapes() -> None:
    from datetime import datetime
    from typing import Any

    from pipeline.actions import CATALOG
    from pipeline.grounding import asserted
    from pipeline.guard_rules import acted

    class Seen:
        """Records what the time grammar is asked to read."""

        text = ""

        def parse(self, text: str, lang: str, now: datetime, dims: Any) -> list[dict[str, Any]]:
            Seen.text = text
            return []

    said = asserted("The boiler code is 4 4 7 1.", "en", Seen(), None, datetime(2026, 11, 25, 10))
    assert "4471" in said.digits and "4471." in Seen.text  # a code read out digit by digit
    asserted('At 8:25, according to your note ("the gate closes at 8:25").', "en", Seen(), None,
             datetime(2026, 11, 25, 10))
    assert '"' not in Seen.text  # a closing quote is no unit of seconds
    assert not acted("Two notes: the glossary is in the shared drive, and the code is 4471.", "en", CATALOG)
    assert acted("I've shared note 1 with Bob, he has the code now.", "en", CATALOG)
    assert not acted("Je retiens une chose sur toi : tu travailles comme architecte.", "fr", CATALOG)


@pytest.mark.parametrize(("sentence", "wish"), [
    ("Sensible call with your rota.", True),
    ("Handy for the next trainers run.", True),
    ("Léa's lucky to have you!", True),
    ("Bien joué pour ce matin !", True),
    ("Handy: Bob has it now.", False),  # a fact after the colon
    ("Good call, it's saved!", False),  # a receipt
    ("Useful, I sent it to Bob.", False),
])
def test_a_verdict_on_the_owners_choice_states_no_fact(sentence: str, wish: bool) -> None:
    assert bare_wish(sentence) is wish


def test_a_day_named_with_its_time_is_one_moment() -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from pipeline.grounding import gather
    from pipeline.grounding_figures import found as _found

    ev = gather(["Thu 26 Nov 2026 at 09:00 — call the notary", "Fri 27 Nov 2026 at 10:00 — send Kessler invoice"],
                [{"due": "2026-11-26T09:00:00+01:00"}, {"due": "2026-11-27T10:00:00+01:00"}], ZoneInfo("Europe/Paris"))

    def at(moment: str) -> dict[str, object]:
        return {"dim": "time", "value": {"values": [{"value": moment, "grain": "hour", "type": "value"}],
                                         "value": moment, "grain": "hour", "type": "value"}}

    now = datetime(2026, 11, 25, 10)
    assert not _found(at("2026-11-26T10:00:00.000+00:00"), "Thursday at 10", ev, now)  # Friday's 10:00
    assert _found(at("2026-11-27T10:00:00.000+00:00"), "Friday at 10", ev, now)
    assert _found(at("2026-11-26T09:00:00.000+00:00"), "Thursday at 9", ev, now)

    def between(start: str | None, end: str | None) -> dict[str, object]:
        part = {k: {"value": v, "grain": "hour"} for k, v in (("from", start), ("to", end)) if v}
        return {"dim": "time", "value": {"values": [{**part, "type": "interval"}], **part, "type": "interval"}}

    morning = between("2026-11-26T04:00:00.000+00:00", "2026-11-26T12:00:00.000+00:00")
    assert _found(morning, "demain matin", ev, now)  # Thursday's 09:00
    assert not _found(between("2026-11-26T18:00:00.000+00:00", "2026-11-27T00:00:00.000+00:00"), "tomorrow evening",
                      ev, now)
    assert not _found(between(None, "2026-11-26T10:00:00.000+00:00"), "before 10 tomorrow", ev, now)  # its bound
    assert not _found(morning, "this morning", ev, datetime(2026, 11, 26, 8))  # around now: either side of it


def test_more_ways_of_owning_up_pointing_on_and_explaining() -> None:
    from datetime import datetime
    from typing import Any

    from pipeline.grounding import asserted
    from pipeline.guard_topics import explains, how_it_works

    refused = ["« Lister les rappels » n'est pas faisable d'ici. Rien n'a été fait."]
    assert owns_up("Je n'ai pas pu lire tes rappels cette fois, donc je ne peux pas te dire ce qui est en attente.",
                   "liste mes rappels", refused)
    assert owns_up("Nothing exists under that name for now.", "make a project called bakery",
                   ["“Create a project” is not something I can do from here. Nothing was done."])
    assert owner_advice("Ask me on Sunday and we'll look at it.")
    assert not owner_advice("Ask me on Sunday, I've already set it.")
    assert how_it_works("what can you actually do for me")
    assert explains("• your preferences and a long-term memory") and not explains("You have 3 reminders.")

    class Seen:
        text = ""

        def parse(self, text: str, lang: str, now: datetime, dims: Any) -> list[dict[str, Any]]:
            Seen.text = text
            return []

    said = asserted("D'après ta note le code c'est quatre quatre sept un", "fr", Seen(), None, datetime(2026, 11, 25))
    assert "4471" in said.digits


def test_an_earlier_act_is_the_one_the_receipt_shows() -> None:
    from pipeline.actions import CATALOG
    from pipeline.guard_vocabulary import same_act

    said = "Logged that decision for you earlier this week, it's on the Arthur project already."
    assert not same_act(said, "Project created: Arthur", "en", CATALOG)  # another act on the same project
    assert same_act("Oui, je l'ai enregistrée tout à l'heure : pas de réunions le vendredi.",
                    "Préférence n°2 enregistrée : pas de réunions le vendredi", "fr", CATALOG)
    assert same_act("I set that reminder yesterday.", "Reminder #2 set for Fri 27 Nov 2026 at 10:00: invoice", "en",
                    CATALOG)


def test_what_arthur_needs_and_a_bare_approval() -> None:
    assert offers("To add Maria I'll need her Telegram chat id.")
    assert offers("Il me faut son identifiant de chat pour l'ajouter.")
    assert bare_wish("Parfait.") and bare_wish("Great!")
    assert not bare_wish("Parfait, c'est noté.")
    assert moves_on("Great!")  # after a refusal, approving reads as if it went through


def test_ne_que_says_only_not_no() -> None:
    from pipeline.grounding import negated

    assert not negated("Vous n'avez qu'un rappel en cours : appeler le notaire demain à 9h.")
    assert not negated("Il n'y a qu'une note.")
    assert negated("Tu n'as pas de rappel.") and negated("Je ne vois que le notaire, pas de dentiste.")


def test_the_owners_own_future_and_an_acknowledgement() -> None:
    from pipeline.guard_layout import only_signs
    from pipeline.guard_topics import acknowledges, how_it_works

    assert owner_advice("Vous le réactiverez quand vous voudrez.")
    assert owner_advice("Vous aurez le temps de relire le compromis avant.")
    assert not owner_advice("Je le réactiverai demain.")
    assert offers("Donnez-moi le nouveau numéro quand vous l'aurez.")
    assert how_it_works("Pourriez-vous m'expliquer ce que fait exactement le briefing du matin ?")
    assert how_it_works("et si je te demande un rappel et que tu te trompes d'heure ?")
    assert only_signs("👍") and not only_signs("👍 done")
    assert acknowledges("ok") and acknowledges("merci !")
    assert not acknowledges("add to my list buy oranges")  # a request: a thumbs-up there says it was done


def test_a_restatement_share_may_be_asked_for() -> None:
    from pipeline.guard_rules import restates

    receipt = ["Rappel n°2 programmé pour ven. 11 déc. 2026 à 14:00 : payer le précompte immobilier"]
    said = "Parfait, le 1er décembre à 14h pour le précompte immobilier."
    assert restates(said, receipt, 0.5) and not restates(said, receipt)


def test_what_arthur_will_not_do_alone_is_no_claim() -> None:
    from pipeline.guard_policy import abstains

    assert abstains("I won't set it until I know when you want the ping.")
    assert abstains("I never send anything to Bob without that, so check for the button in our earlier messages.")
    assert abstains("Je retiens rien en cachette : si tu me l'as pas fait enregistrer, je l'ai pas.")
    assert abstains("Rien ne part tant que tu n'as pas appuyé sur Confirmer.")
    assert not abstains("I won't remind you until Friday.")  # a plan with a day: a promise
    assert not abstains("I won't remind you about it anymore.")  # a change of state
    assert not abstains("I've saved it but I won't share it without you.")  # an act beside it
    assert not abstains("I won't bother you without a reason, your accountant handles it.")  # a third party's act


def test_an_absence_names_nothing_the_reads_hold() -> None:
    from pipeline.grounding import Asserted, Evidence
    from pipeline.guard_evidence import absent_words

    def said(*words: str) -> Asserted:
        return Asserted((), (), (), (), (), words, datetime(2026, 11, 25, 10, 0))

    ev = Evidence(text="call the notary", words={"call", "notary"})
    assert absent_words("No, there's no dentist reminder.", said("dentist"), ev) == ["dentist"]
    assert absent_words("You have no notary reminder.", said("notary"), ev) == []  # the read holds it
    assert absent_words("Tu n'as pas de rappel pour le notaire.", said("notaire"), ev) == []  # same stem
    assert absent_words("No dentist reminder anymore.", said("dentist"), ev) == []  # a change, not an absence
    assert absent_words("No dentist reminder, only the notary.", said("dentist", "notary"), ev) == []  # more
    assert absent_words("Non, tu n'as aucune préférence enregistrée pour l'instant.", said("enregistree", "instant"),
                        ev) == []  # no object: how it was kept, and when
    assert absent_words("Ton carnet est vide, rien de noté.", said("carnet", "vide"), ev) == []  # no kind named


def test_abbreviations_and_openers() -> None:
    from pipeline.guard_layout import sentences, without_opener

    assert len(sentences("State the source (e.g. Fisheries and Oceans tide tables) and the station. Next.")) == 2
    assert len(sentences("Tell me. Then")) == 2
    assert without_opener("c'est beau je te le remets dans une heure") == "je te le remets dans une heure"
    assert without_opener("ok thanks") == ""
    assert without_opener("Great, one less thing for you.") == ""  # a stop: the detector weighs the opener


@pytest.mark.parametrize(("said", "how"), [
    ("c'est quoi le briefing du matin exactement", True), ("what's the daily briefing?", True),
    ("tu te souviens de tout ce que je te dis ?", True), ("do you remember stuff between conversations?", True),
    ("c'est quoi le code de la chaudière", False), ("what's the boiler code?", False),
])
def test_asking_what_a_feature_is(said: str, how: bool) -> None:
    from pipeline.guard_topics import how_it_works

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
    from pipeline.guard_rules import closes

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
    from pipeline.guard_topics import tells

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
    from pipeline.guard_topics import asks_act

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
