"""Every ledger row names the surface a request came from (telegram, console, mcp:<key label>) and how it
reached the executor (command, button, llm…); turn records and /trace show the surface."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.executor import Executor
from pipeline.intents import IntentBrain, IntentEngine
from pipeline.render import trace_text
from pipeline.stages import TurnInput
from pipeline.turns import SlashOnly, Turns
from stores.models import LedgerEntry, Owner
from tests.fakes import RecordingSender


async def rows(engine: AsyncEngine, external_id: str) -> list[LedgerEntry]:
    async with engine.connect() as conn:
        owner = (await conn.execute(select(Owner.id).where(Owner.external_id == external_id))).scalar_one()
        found = await conn.execute(select(LedgerEntry).where(LedgerEntry.owner_id == owner).order_by(LedgerEntry.id))
        return list(found.all())  # type: ignore[arg-type]


async def test_each_channel_names_its_surface(executor: Executor, owner_key: str, engine: AsyncEngine) -> None:
    turns = Turns(executor, IntentBrain(IntentEngine(executor.catalog), executor))
    console = await turns.handle(TurnInput(owner_key, "/note from the console"))
    telegram = await turns.handle(TurnInput(owner_key, "/notes", channel="telegram"))
    voice = await turns.handle(TurnInput(owner_key, "note that the gate code is 12", channel="voice"))
    mcp = await turns.handle(TurnInput(owner_key, "/notes", channel="mcp", surface="mcp:laptop"))
    assert [r.surface for r in (console, telegram, voice, mcp)] == ["console", "telegram", "telegram", "mcp:laptop"]
    assert [(r.surface, r.via) for r in await rows(engine, owner_key)] == [
        ("console", "command"), ("telegram", "command"), ("telegram", "intent"), ("mcp:laptop", "command")]
    assert mcp.as_json()["surface"] == "mcp:laptop"
    assert "surface: mcp:laptop" in trace_text(mcp.as_json(), "en")


async def test_a_confirmed_effect_keeps_the_surface_that_asked(executor: Executor, owner_key: str,
                                                               engine: AsyncEngine, sender: RecordingSender) -> None:
    turns = Turns(executor, SlashOnly())
    await turns.handle(TurnInput(owner_key, "/note hello"))
    await turns.handle(TurnInput(owner_key, "/contact bob 42"))
    notes = await turns.handle(TurnInput(owner_key, "/notes"))
    note_id = notes.actions[0].outcome.data.notes[0].id  # type: ignore[union-attr]
    asked = await turns.handle(TurnInput(owner_key, f"/share {note_id} bob", channel="mcp", surface="mcp:laptop"))
    token = asked.pending[0].token
    done = await turns.handle(TurnInput(owner_key, f"cf:{token}", channel="telegram", kind="button"))
    assert done.actions[0].outcome.kind == "ok" and sender.sent == [(42, "hello")]
    ask_row, effect_row = (await rows(engine, owner_key))[-2:]
    assert (ask_row.action, ask_row.outcome, ask_row.surface, ask_row.confirmed) == (
        "share_note", "pending_confirmation", "mcp:laptop", False)
    assert (effect_row.action, effect_row.outcome, effect_row.surface, effect_row.via, effect_row.confirmed) == (
        "share_note", "ok", "mcp:laptop", "button", True)
