"""What memory questions and facts say (pipeline/rules/memory_words.py): pure text analysis."""

from __future__ import annotations

import pytest

from pipeline.rules import memory_words as mw


def test_folding_and_stems_meet_across_accents_case_and_plurals() -> None:
    assert mw.fold("Léa’s CLÉS") == "lea's cles"
    assert mw.terms("What's Léa's e-mail address?") == mw.terms("l'adresse e-mail de Léa") == {"lea", "mail", "adres"}
    assert mw.terms("addresses") == mw.terms("adresse") and mw.terms("allergic") == mw.terms("allergique")
    assert mw.terms("my keys") == mw.terms("My KEY")
    assert "2019" in mw.terms("opéré en 2019")


def test_names_are_the_capitalised_words_past_the_first_and_codes() -> None:
    assert mw.names("My son Noé drives the Clio, plate BX-115-TR") == {"noe", "clio", "bx-115-tr"}
    assert mw.names("On dîne au restaurant Le Fantin Latour") == {"fantin", "latour"}  # not "le"


def test_names_a_question_says() -> None:
    known = frozenset({"noe", "clio"})
    assert mw.said_names("rose's bday? and noé's?", known) == {"noe"}
    assert mw.said_names("what's Sophie's number?", known) == {"sophie"}
    assert mw.said_names("When is Mum's birthday?", known) == set()  # first word, and a relative


@pytest.mark.parametrize(("question", "kinds"), [
    ("what's the dentist's phone number?", {"phone"}),
    ("c'est quoi l'adresse de Hugo ?", {"address"}),
    ("what's Léa's email address?", {"email"}),
    ("combien coûte la séance ?", {"money"}),
    ("c'est quand son anniversaire ?", {"date"}),
    ("who is my dentist?", set()),
])
def test_what_a_question_asks_for(question: str, kinds: set[str]) -> None:
    assert mw.asked_kinds(question) == kinds


def test_what_a_fact_holds() -> None:
    assert mw.held_kinds("Le portable de Léa, c'est le 06 33 58 91 04") == {"phone"}
    assert mw.held_kinds("J'habite au 12 rue des Alliés") == {"address"}
    assert mw.held_kinds("Le loyer est de 850 euros, payé le 5 du mois") == {"money"}
    assert mw.held_kinds("Mum's birthday is on the 3rd of June") == {"date"}
    assert mw.held_kinds("My dentist is Dr Nguyen") == set()
    assert mw.held_kinds("Bob was my flatmate; his phone is +44 7700 900123") == {"phone"}  # international
    assert mw.held_kinds("My parents live at Via Po 14") == {"address"}


@pytest.mark.parametrize(("question", "sorts"), [
    ("who is my dentist?", {"who"}),
    ("elle bosse où, Léa ?", {"where"}),
    ("Noé a quel âge ?", {"age"}),
    ("combien on paie Inès ?", {"much"}),
    ("le code de l'alarme ?", {"code"}),
    ("tu fais quoi ce soir ou demain", set()),  # "ou" is "or"
])
def test_the_sort_of_answer_wanted(question: str, sorts: set[str]) -> None:
    assert mw.wanted(question) == sorts


def test_the_sorts_of_answer_a_fact_offers() -> None:
    assert mw.offered("My dentist is Dr Nguyen") == {"who"}
    assert "where" in mw.offered("Ma sœur habite à Lyon")
    assert {"age", "much"} <= mw.offered("Notre chat Moka a 11 ans")
    assert "code" in mw.offered("Le digicode est 27A91")
    assert mw.offered("I drink my coffee black") == set()


def test_relatives_in_both_languages() -> None:
    assert mw.kin("Ma mère s'appelle Françoise") == mw.kin("when is mum's birthday?") == {"mother"}
    assert mw.kin("where do my parents live?") == {"mother", "father", "parents"}
    assert mw.kin("Léa's grand-mère") == {"grandmother"}
    assert mw.kin("I drink my coffee black") == set()


def test_about_the_owner() -> None:
    assert mw.about_the_owner("what's my blood type?", frozenset())
    assert mw.about_the_owner("Karim bosse où ?", frozenset({"karim"}))
    assert mw.about_the_owner("when is mum's birthday", frozenset())
    assert not mw.about_the_owner("how long does a border collie live?", frozenset())


@pytest.mark.parametrize(("question", "general"), [
    ("what is a Raspberry Pi?", True),
    ("c'est quoi un ménisque ?", True),
    ("comment on fait un osso buco ?", True),
    ("who wrote Les Misérables?", True),
    ("quelle est la différence entre un Livret A et un LDDS ?", True),
    ("how many calories in a croissant?", True),
    ("what are the side effects of ramipril?", True),
    ("what is my blood type?", False),  # the owner's own
    ("how many days in a row have I practised?", False),
    ("c'est quoi le code wifi ?", False),
    ("who is my dentist?", False),
])
def test_general_knowledge_questions(question: str, general: bool) -> None:
    assert mw.general_knowledge(question) is general
