"""Notes found in other words (pipeline/rules/note_meaning.py): pure with hand-made vectors, then through the
executor with the packaged encoder, and without any encoder."""

from __future__ import annotations

import numpy as np
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_executor
from arthur.settings import Settings
from pipeline.action_context import Caller, Ports
from pipeline.executor import Executor
from pipeline.outcomes import Ok
from pipeline.rules import note_meaning as nm
from tests.fakes import MutableClock

CMD = Caller("command")


def unit(*values: float) -> np.ndarray:
    v = np.array(values, dtype=np.float32)
    return v / np.linalg.norm(v)


VECTORS = {"boiler": unit(1, 0.1, 0), "chaudière": unit(1, 0, 0), "code": unit(0, 1, 0), "gate": unit(-0.5, 0, 1),
           "door": unit(0.6, 0, 1), "porte": unit(0.65, 0, 1), "is": unit(0, 0, 0.1)}


def test_a_translation_matches_and_a_missing_meaning_does_not() -> None:
    texts = ["the boiler code is 4471", "Code de la porte : 2580", "Liste de courses : lait, pain"]
    assert nm.matching("chaudière", texts, VECTORS) == [0]
    assert nm.matching("code chaudière", texts, VECTORS) == [0]
    assert nm.matching("door code", texts, VECTORS) == [1]
    assert nm.matching("gate code", texts, VECTORS) == []  # "gate" is not "porte"
    assert nm.matching("", texts, VECTORS) == []


def test_folded_forms_match_without_any_vector() -> None:
    texts = ["Code de la chaudière : 4471", "Recettes de Mamie"]
    assert nm.matching("chaudiere", texts, {}) == [0]
    assert nm.matching("codes", texts, {}) == [0]
    assert nm.matching("recette", texts, {}) == [1]
    assert nm.matching("boiler", texts, {}) == []


def test_the_words_needed_cover_the_search_and_the_notes() -> None:
    assert nm.words_needed("code chaudière", ["the boiler code"]) >= {"code", "chaudière", "boiler"}


async def test_list_notes_says_when_it_found_them_in_other_words(executor: Executor, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    await executor.run(me, CMD, "create_note", {"text": "the boiler code is 4471"})
    await executor.run(me, CMD, "create_note", {"text": "Liste de courses : lait, pain, œufs"})
    found = await executor.run(me, CMD, "list_notes", {"query": "code de la chaudière"})
    assert isinstance(found, Ok)
    assert [n.text for n in found.data.notes] == ["the boiler code is 4471"]  # type: ignore[union-attr]
    assert found.data.in_other_words == (found.data.notes[0].id,)  # type: ignore[union-attr]
    assert found.summary.startswith("No note contains 'code de la chaudière' word for word; these say it in")
    assert "4471" in found.summary
    as_written = await executor.run(me, CMD, "list_notes", {"query": "boiler"})
    assert isinstance(as_written, Ok) and not as_written.data.in_other_words  # type: ignore[union-attr]
    await executor.run(me, CMD, "create_note", {"text": "Code de la chaudière : 4471 (ancien)"})
    both = await executor.run(me, CMD, "list_notes", {"query": "chaudière"})
    assert isinstance(both, Ok) and both.summary.startswith("Your notes:")
    assert [n.text for n in both.data.notes] == [  # type: ignore[union-attr]
        "Code de la chaudière : 4471 (ancien)", "the boiler code is 4471"]
    assert "Also, in other words:" in both.summary
    nothing = await executor.run(me, CMD, "list_notes", {"query": "passeport"})
    assert isinstance(nothing, Ok) and nothing.data.notes == ()  # type: ignore[union-attr]
    assert nothing.summary == "No note contains 'passeport'."


async def test_without_an_encoder_only_folded_forms_are_found(engine: AsyncEngine, settings: Settings,
                                                             clock: MutableClock, owner_key: str) -> None:
    bare = build_executor(engine, settings, clock, Ports())
    me = await bare.owner(owner_key)
    await bare.run(me, CMD, "create_note", {"text": "Code de la chaudière : 4471"})
    found = await bare.run(me, CMD, "list_notes", {"query": "chaudiere"})
    assert isinstance(found, Ok) and len(found.data.in_other_words) == 1  # type: ignore[union-attr]
    other = await bare.run(me, CMD, "list_notes", {"query": "boiler"})
    assert isinstance(other, Ok) and other.data.notes == ()  # type: ignore[union-attr]
