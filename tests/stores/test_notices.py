"""The database announces every committed change to a turn's context, and only those."""

from __future__ import annotations

import asyncio
from typing import Any

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.outcomes import Refused
from stores import ledger, memories, preferences
from stores.autocommit import Autocommit
from stores.database import sessions
from stores.models import Conversation, MemoryCategory
from stores.notices import CHANNEL
from tests.fakes import MutableClock


async def _heard(engine: AsyncEngine, write: Any) -> list[str]:
    """The notices a write sends, once committed."""
    heard: list[str] = []
    async with engine.connect() as conn:
        raw: Any = (await conn.get_raw_connection()).driver_connection
        await raw.add_listener(CHANNEL, lambda *args: heard.append(args[3]))
        try:
            await write()
            await raw.fetchval("SELECT 1")  # notices queued before this answer have been read
            await asyncio.sleep(0.05)
        finally:
            await raw.remove_listener(CHANNEL, lambda *args: None)
            await conn.invalidate()
    return heard


async def test_changes_to_what_a_turn_reads_are_announced(executor: Executor, engine: AsyncEngine,
                                                          clock: MutableClock, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    s_ = sessions(engine)

    async def preference() -> None:
        async with s_() as s, s.begin():
            await preferences.add(s, me.id, "Short answers", clock.now())

    async def fact() -> None:
        async with s_() as s, s.begin():
            await memories.add(s, me.id, "Lives in Lyon", "places", clock.now(), None, None)

    async def success() -> None:
        async with s_() as s, s.begin():
            await ledger.record(s, owner_id=me.id, surface="console", via="command", agent=None,
                                action="list_notes", arguments={}, outcome="ok", code=None, message="",
                                confirmed=False, at=clock.now(), duration_ms=1)

    async def weight() -> None:
        async with s_() as s, s.begin():
            await s.execute(update(MemoryCategory).where(MemoryCategory.code == "general").values(weight=1))

    assert await _heard(engine, preference) == [str(me.id)]
    assert await _heard(engine, fact) == [str(me.id)]
    assert await _heard(engine, success) == [f"{me.id}:list_notes"]
    assert await _heard(engine, weight) == ["*"]


async def test_other_writes_are_not_announced(executor: Executor, engine: AsyncEngine, clock: MutableClock,
                                              owner_key: str) -> None:
    me = await executor.owner(owner_key)

    async def refusal() -> None:
        outcome = await executor.run(me, Caller("command"), "create_note", {"text": " "})
        assert isinstance(outcome, Refused)  # a ledger row, not a success

    async def note() -> None:
        await executor.run(me, Caller("command"), "create_note", {"text": "buy milk"})

    async def exchange() -> None:
        from pipeline.archive import ConversationArchive
        from pipeline.stages import TurnInput, TurnRecord

        archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
        await archive.write(me, TurnInput(owner_key, "hello"), TurnRecord(
            input="hello", channel="console", route=None, actions=(), guard=(), reply="hi", usage={},
            timings_ms={}))

    assert await _heard(engine, refusal) == []
    # A note is not part of a turn's context, but its ledger row (a new success) is.
    assert await _heard(engine, note) == [f"{me.id}:create_note"]
    assert await _heard(engine, exchange) == []  # every turn updates its conversation: no notice for that


async def test_a_summary_is_announced(executor: Executor, engine: AsyncEngine, clock: MutableClock,
                                      owner_key: str) -> None:
    me = await executor.owner(owner_key)
    async with sessions(engine)() as s, s.begin():
        conversation = Conversation(owner_id=me.id, session_key="console:x", channel="console",
                                    started_at=clock.now(), last_turn_at=clock.now(), ended_at=clock.now())
        s.add(conversation)

    async def summarise() -> None:
        async with sessions(engine)() as s, s.begin():
            await s.execute(update(Conversation).where(Conversation.id == conversation.id)
                            .values(summary="Talked about trains."))

    assert await _heard(engine, summarise) == [str(me.id)]
