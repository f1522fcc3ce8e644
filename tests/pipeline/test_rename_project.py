"""rename_project, the action added to prove the structure: one declaration beside its handler reaches every
surface (slash command, offline sentence, LLM tools, help), through the same executor."""

from __future__ import annotations

from pipeline.action_context import Caller
from pipeline.actions import CATALOG
from pipeline.executor import Executor
from pipeline.intents import IntentEngine
from pipeline.outcomes import Ok, Refused
from pipeline.stages import TurnInput
from pipeline.turns import Turns
from tests.fakes import MutableClock

CMD = Caller("command")


async def test_rename_by_command_keeps_the_project_and_refuses_a_taken_name(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    await executor.run(owner, CMD, "create_project", {"name": "Jarvis"})
    await executor.run(owner, CMD, "create_project", {"name": "Arthur"})
    turns = Turns(executor, brain=None)  # type: ignore[arg-type]  # slash commands never reach a brain
    record = await turns.handle(TurnInput(owner_key, '/rename "Jarvis" Friday'))
    assert record.reply == "Renamed project Jarvis to Friday."
    taken = await executor.run(owner, CMD, "rename_project", {"name": "Friday", "new_name": "arthur"})
    assert isinstance(taken, Refused) and taken.code == "project_exists"
    missing = await executor.run(owner, CMD, "rename_project", {"name": "Jarvis", "new_name": "X"})
    assert isinstance(missing, Refused) and missing.code == "unknown_project"
    read = await executor.run(owner, CMD, "read_project", {"name": "friday"})
    assert isinstance(read, Ok) and read.summary.startswith("Friday — active")


def test_rename_is_reachable_everywhere(clock: MutableClock) -> None:
    action = CATALOG["rename_project"]
    assert action.effect == "internal_write" and "mentor" in action.agents
    assert any(t["function"]["name"] == "rename_project" for t in CATALOG.tools_for("mentor"))
    assert any(line.startswith('/rename "PROJET"') for line in CATALOG.help_lines("fr"))
    understood = IntentEngine(CATALOG).understand("rename Jarvis to Friday", "en", clock.now())
    assert understood is not None and getattr(understood, "arguments", None) == {"name": "Jarvis", "new_name": "Friday"}
    fr = IntentEngine(CATALOG).understand("renomme le projet Jarvis en Vendredi", "fr", clock.now())
    assert fr is not None and getattr(fr, "arguments", None) == {"name": "Jarvis", "new_name": "Vendredi"}
