"""The owner's language: every reply follows it; a message in the other language is answered in that language
for that turn, commands' receipts included (offline brain)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_turns
from arthur.settings import Settings
from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.rules.language import detect
from pipeline.stages import TurnInput
from pipeline.turns import Turns
from tests.fakes import MutableClock


@pytest.fixture
async def turns(executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock) -> Turns:
    clock.set(datetime(2026, 11, 25, 21, 0, tzinfo=UTC))  # 22:00 in Paris
    built, _ = await build_turns(settings, executor, engine, clock)
    return built


@pytest.mark.parametrize(("text", "lang"), [
    ("quelle météo fera-t-il à Paris ?", "fr"), ("je commence à travailler sur Arthur", "fr"),
    ("rappelle-moi demain à 9h d'appeler Bob", "fr"), ("what's the weather like in Paris?", "en"),
    ("start working on Arthur", "en"), ("show my notes", None), ("supprime la note 12", "fr"),
    ("il me reste des notes ?", "fr"), ("show me my notes", "en"),
    # short everyday words (spent heldout48: "C'est combien …" got an English "nothing done")
    ("C'est combien septante-huit plus nonante-trois ?", "fr"), ("ça va toi ?", "fr"), ("euh bonne nuit arthur", "fr"),
    ("when's the notary call?", "en"), ("renomme set tresor en set tresor janvier", None),
])
def test_detect(text: str, lang: str | None) -> None:
    assert detect(text) == lang


async def test_short_french_sentences_are_answered_in_french(turns: Turns, owner_key: str) -> None:
    # The issue: "je reprends" got "Resumed Arthur at 22:06." and French it did not know got "I didn't understand".
    for line in ("/project new Arthur", "/start_session Arthur", "/pause"):
        await turns.handle(TurnInput(owner_key, line))
    resumed = await turns.handle(TurnInput(owner_key, "je reprends"))
    assert resumed.reply == "Arthur repris à 22:00."
    unknown = await turns.handle(TurnInput(owner_key, "quelle météo fera-t-il à Paris ?"))
    assert unknown.reply.startswith("Je n'ai pas compris")
    english = await turns.handle(TurnInput(owner_key, "/pause"))
    assert english.reply == "Paused Arthur at 22:00."  # the owner's own language again


async def test_a_french_owner_gets_english_for_english_sentences(turns: Turns, owner_key: str,
                                                                 executor: Executor) -> None:
    owner = await executor.owner(owner_key)
    await executor.run(owner, Caller("command"), "set_language", {"language": "fr"})
    note = await turns.handle(TurnInput(owner_key, "note that the boiler code is 4471"))
    assert note.reply == "Saved note #1: the boiler code is 4471"
    listing = await turns.handle(TurnInput(owner_key, "/notes"))
    assert listing.reply.startswith("Tes notes :")
