"""More of the guard's sentence rules, by phrasing: reads quoted in other shapes, verdicts, a day with its time,
owning up and pointing on after a refusal, earlier acts, "ne … que", absences, abbreviations and openers. Pure: no
model, no database."""

from __future__ import annotations

from datetime import datetime

import pytest

from pipeline.guard_refusals import moves_on, owns_up
from pipeline.guard_rules import asks
from pipeline.guard_talk import bare_wish, offers, owner_advice, presents


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
    from pipeline.guard_asked import how_it_works
    from pipeline.guard_topics import explains

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
    from pipeline.guard_asked import acknowledges, how_it_works
    from pipeline.guard_layout import only_signs

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



@pytest.mark.parametrize(("sentence", "expected"), [
    ("There's your briefing.", True), ("Voilà le résumé de ta semaine.", True), ("Here you go 👇", True),
    ("That's your briefing for today.", True), ("Et voici ton récap du jour 📋", True),
    ("Here's what I did:", False),  # a header: the list under it claims
    ("Voilà, j'ai tout noté.", False), ("That's 3 reminders today.", False), ("Your day looks calm.", False),
])
def test_a_pointer_to_what_code_shows(sentence: str, expected: bool) -> None:
    """Beside a briefing shown by code, a sentence that only points at it is no claim (no figure, no "I")."""
    assert presents(sentence) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Want me to set it for 9?", True), ("Tu veux que je le crée", True), ("want me to read you today's hours", True),
    ("Shall I push it to Friday 🙂", True), ("Veux-tu que je relance le chrono", True),
    ("Tu veux que je le crée.", False),  # written with a full stop: a statement's shape, not a transcript's question
    ("Want me to set it. Done.", False), ("I set it for 9", False),
])
def test_a_question_by_its_mark_or_by_its_opening_words(sentence: str, expected: bool) -> None:
    """An unpunctuated transcript asks with its opening words alone."""
    assert asks(sentence) is expected


def test_owning_up_with_a_few_words_of_its_own_only_when_the_detector_is_sure() -> None:
    """After a refusal, a reason in the model's own words stays when the detector is sure it claims nothing; with a
    middling score, only code's and the owner's words may say no (an invented reason is none of them)."""
    refused = ["No session can exist in the future: Fri 4 Dec 2026 has not happened yet. No reading was made."]
    reason = "I can't read work time for a date in the future, so there's no figure for Friday 4 December yet."
    assert owns_up(reason, "how many hours on Friday next week?", refused, 0.0)
    assert not owns_up(reason, "how many hours on Friday next week?", refused, 0.3)
    future = ["Aucune session ne peut exister dans le futur : le ven. 27 nov. 2026 n'est pas encore arrivé. Aucune "
              "lecture faite."]
    assert owns_up("Je ne peux pas lire les heures d'un jour qui n'est pas encore passé.", "J'aurai fait combien "
                   "d'heures vendredi ?", future, 0.0)
    assert not owns_up("Bon, rien d'alarmant de ce côté-là.", "Combien j'ai bossé vendredi dernier ?", future, 0.0)
    assert not owns_up("I couldn't create it, your accountant already set it up for you.", "create a project Tax",
                       ["“Create a project” is not something I can do from here. Nothing was done."], 0.0)
