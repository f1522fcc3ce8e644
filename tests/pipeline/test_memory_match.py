"""The memory match score (pipeline/rules/memory_match.py): pure, with hand-made word vectors, no model."""

from __future__ import annotations

import numpy as np
import pytest

from pipeline.rules import memory_match as mm

_AXES = ("blood", "type", "dentist", "phone", "number", "nephew", "live", "shoes", "size", "tea", "milk", "born")
# Each meaning is one axis; a word and its translation share it, so coverage sees them as the same word.
_MEANINGS = {"blood": "blood", "sanguin": "blood", "groupe": "type", "type": "type", "dentist": "dentist",
             "dentiste": "dentist", "phone": "phone", "number": "number", "numéro": "number", "nephew": "nephew",
             "neveu": "nephew", "live": "live", "lives": "live", "habite": "live", "shoes": "shoes",
             "size": "size", "tea": "tea", "milk": "milk", "born": "born"}


def vectors(words: set[str]) -> dict[str, np.ndarray]:
    """One axis per meaning; any other word gets an axis of its own (unrelated to every other word)."""
    others = sorted(w for w in words if w not in _MEANINGS)
    out = {}
    for word in words:
        v = np.zeros(len(_AXES) + len(others), dtype=np.float32)
        v[_AXES.index(_MEANINGS[word]) if word in _MEANINGS else len(_AXES) + others.index(word)] = 1.0
        out[word] = v
    return out


def choose(question: str, *facts: tuple[str, float], keep_from: float = mm.KEEP_FROM) -> list[mm.Match]:
    candidates = [mm.Candidate(i, text, cos) for i, (text, cos) in enumerate(facts)]
    return mm.choose(question, candidates, vectors(mm.words_needed(question, candidates)), 5, keep_from=keep_from)


def test_folding_and_stems_meet_across_accents_case_and_plurals() -> None:
    assert mm.fold("Léa’s CLÉS") == "lea's cles"
    assert mm.terms("What's Léa's e-mail address?") == mm.terms("l'adresse e-mail de Léa") == {"lea", "mail", "adres"}
    assert mm.terms("addresses") == mm.terms("adresse") and mm.terms("allergic") == mm.terms("allergique")
    assert mm.terms("my keys") == mm.terms("My KEY")
    assert "2019" in mm.terms("opéré en 2019")


def test_names_are_the_capitalised_words_past_the_first_and_codes() -> None:
    assert mm.names("My son Noé drives the Clio, plate BX-115-TR") == {"noe", "clio", "bx-115-tr"}
    assert mm.names("On dîne au restaurant Le Fantin Latour") == {"fantin", "latour"}  # not "le"


@pytest.mark.parametrize(("question", "kinds"), [
    ("what's the dentist's phone number?", {"phone"}),
    ("c'est quoi l'adresse de Hugo ?", {"address"}),
    ("what's Léa's email address?", {"email"}),
    ("combien coûte la séance ?", {"money"}),
    ("c'est quand son anniversaire ?", {"date"}),
    ("who is my dentist?", set()),
])
def test_what_a_question_asks_for(question: str, kinds: set[str]) -> None:
    assert mm.asked_kinds(question) == kinds


def test_what_a_fact_holds() -> None:
    assert mm.held_kinds("Le portable de Léa, c'est le 06 33 58 91 04") == {"phone"}
    assert mm.held_kinds("J'habite au 12 rue des Alliés") == {"address"}
    assert mm.held_kinds("Le loyer est de 850 euros, payé le 5 du mois") == {"money"}
    assert mm.held_kinds("Mum's birthday is on the 3rd of June") == {"date"}
    assert mm.held_kinds("My dentist is Dr Nguyen") == set()


def test_a_clear_same_language_answer_is_kept() -> None:
    kept = choose("what is my blood type?", ("My blood type is O negative", 0.62), ("Noé is in size 31 shoes", 0.30))
    assert [m.candidate.id for m in kept] == [0]


def test_a_name_the_fact_does_not_say_lowers_it() -> None:
    """"Noé's blood type" is as near "My blood type…" by vector as "my blood type", but nobody said Noé's."""
    facts = (("My blood type is O negative", 0.62), ("My son Noé is in size 31 shoes", 0.36))
    mine = choose("what is my blood type?", *facts)[0]
    his = choose("what is Noé's blood type?", *facts)[0]
    assert mine.features[3] == 0 and his.features[3] == 1
    assert his.probability < mine.probability - 0.1


def test_a_fact_without_the_kind_of_value_asked_is_no_answer() -> None:
    q, other = "what's the dentist's phone number?", ("I take my tea with milk", 0.2)
    with_number = choose(q, ("My dentist is Dr Nguyen, phone 04 76 43 12 90", 0.52), other, keep_from=0.0)[0]
    without = choose(q, ("My dentist is Dr Nguyen", 0.52), other, keep_from=0.0)[0]
    assert with_number.features[4] == 0 and without.features[4] == 1
    assert with_number.probability >= mm.KEEP_FROM > without.probability


def test_the_other_language_is_not_punished_by_the_lexical_signal() -> None:
    """No word in common, but the vectors cover each word: the French fact answers the English question."""
    kept = choose("where does my nephew live?", ("Mon neveu Paul habite à Nantes", 0.52),
                  ("I take my tea with milk", 0.18))
    assert [m.candidate.text for m in kept] == ["Mon neveu Paul habite à Nantes"]
    same = mm.features("where does my nephew live?", mm.Candidate(0, "Mon neveu Paul habite à Nantes", 0.52), [],
                       frozenset(), vectors({"nephew", "live", "neveu", "paul", "habite", "nantes"}))
    assert same[2] == 0 and same[5] == 1.0  # no shared stem, yet every word covered


def test_an_uncovered_word_and_a_close_second_lower_the_probability() -> None:
    q = "what is my blood type?"
    alone = choose(q, ("My blood type is O negative", 0.55), keep_from=0.0)[0].probability
    tied = choose(q, ("My blood type is O negative", 0.55), ("My blood pressure is fine", 0.54), keep_from=0.0)
    assert tied[0].probability < alone
    teacher = choose("who is Rose's teacher?", ("My daughter Rose was born in 2020", 0.40), keep_from=0.0)
    assert teacher[0].features[5] < 0.5 and teacher[0].probability < mm.KEEP_FROM


def test_off_topic_finds_nothing_and_results_are_capped_and_ordered() -> None:
    assert choose("tell me a joke", ("I take my tea with milk", 0.15), ("My blood type is O negative", 0.12)) == []
    many = [mm.Candidate(i, "My blood type is O negative", 0.6 - i / 100) for i in range(4)]
    kept = mm.choose("blood type", many, vectors(mm.words_needed("blood type", many)), 2, keep_from=0.0)
    assert len(kept) == 2 and kept[0].probability >= kept[1].probability


def test_the_floor_and_the_cosine_fallback() -> None:
    facts = [mm.Candidate(0, "My blood type is O negative", 0.62), mm.Candidate(1, "I take my tea with milk", 0.3)]
    vec = vectors(mm.words_needed("what is my blood type?", facts))
    assert mm.choose("what is my blood type?", facts, vec, 5, floor=0.7) == []
    assert [c.id for c in mm.by_cosine(facts, 0.25, 5)] == [0, 1]
    assert [c.id for c in mm.by_cosine(facts, 0.5, 5)] == [0]
