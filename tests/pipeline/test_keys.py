"""MCP keys: only a hash is stored; /keys lists them with a button that retires one; nothing is deleted."""

from __future__ import annotations

import hashlib

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.executor import Executor
from pipeline.stages import TurnInput
from pipeline.turns import SlashOnly, Turns
from stores import mcp_keys
from stores.access_models import McpKey
from stores.autocommit import Autocommit
from stores.database import sessions


async def make_key(engine: AsyncEngine, executor: Executor, user: str, label: str) -> tuple[int, str]:
    owner = await executor.owner(user)
    async with sessions(engine)() as s, s.begin():
        row, secret = await mcp_keys.add(s, owner.id, label, executor.clock.now())
    return row.id, secret


async def test_only_the_hash_is_stored(engine: AsyncEngine, executor: Executor, owner_key: str) -> None:
    key_id, secret = await make_key(engine, executor, owner_key, "laptop")
    assert secret.startswith("arthur_") and len(secret) > 40
    async with engine.connect() as conn:
        row = (await conn.execute(select(McpKey).where(McpKey.id == key_id))).one()
        dump = str((await conn.execute(text("SELECT row_to_json(k)::text FROM mcp_keys k WHERE id = :i"),
                                       {"i": key_id})).scalar_one())
    assert row.key_hash == hashlib.sha256(secret.encode()).hexdigest()
    assert secret not in dump and secret[7:] not in dump


async def test_a_key_names_its_owner_until_it_is_retired(engine: AsyncEngine, executor: Executor,
                                                         owner_key: str) -> None:
    key_id, secret = await make_key(engine, executor, owner_key, "laptop")
    db = Autocommit(engine)
    found = await mcp_keys.holder(db, secret)
    assert found is not None and (found.key_id, found.label, found.owner_external_id) == (key_id, "laptop", owner_key)
    assert await mcp_keys.holder(db, secret + "x") is None
    assert await mcp_keys.holder(db, "") is None
    turns = Turns(executor, SlashOnly())
    retired = await turns.handle(TurnInput(owner_key, f"/retire_key {key_id} lost the laptop"))
    assert retired.actions[0].outcome.kind == "ok" and "clients using it are refused" in retired.reply
    assert await mcp_keys.holder(db, secret) is None
    async with sessions(engine)() as s:
        kept = await mcp_keys.get(s, (await executor.owner(owner_key)).id, key_id)
        assert kept is not None and kept.retire_reason == "lost the laptop" and kept.retired_at is not None


async def test_keys_lists_with_a_retire_button_per_active_key(engine: AsyncEngine, executor: Executor,
                                                              owner_key: str) -> None:
    turns = Turns(executor, SlashOnly())
    empty = await turns.handle(TurnInput(owner_key, "/keys", channel="telegram"))
    assert "no MCP keys" in empty.reply
    laptop, _ = await make_key(engine, executor, owner_key, "laptop")
    phone, _ = await make_key(engine, executor, owner_key, "phone")
    listed = await turns.handle(TurnInput(owner_key, "/keys", channel="telegram"))
    assert f"#{laptop} laptop" in listed.reply and f"#{phone} phone" in listed.reply
    assert listed.out is not None
    assert [b.data for row in listed.out.buttons for b in row] == [f"mk:retire:#{laptop}", f"mk:retire:#{phone}"]
    pressed = await turns.handle(TurnInput(owner_key, f"mk:retire:#{laptop}", channel="telegram", kind="button"))
    assert pressed.actions[0].outcome.kind == "ok" and pressed.actions[0].arguments == {"key_id": laptop}
    again = await turns.handle(TurnInput(owner_key, "/keys", channel="telegram"))
    assert "retired" in again.reply and "retired by the owner" in again.reply
    assert again.out is not None and [b.data for row in again.out.buttons for b in row] == [f"mk:retire:#{phone}"]
    twice = await turns.handle(TurnInput(owner_key, f"mk:retire:#{laptop}", channel="telegram", kind="button"))
    assert twice.actions[0].outcome.kind == "refused" and "already retired" in twice.reply


async def test_another_owners_key_reads_like_a_missing_one(engine: AsyncEngine, executor: Executor,
                                                           owner_key: str) -> None:
    theirs, secret = await make_key(engine, executor, owner_key + "-other", "laptop")
    turns = Turns(executor, SlashOnly())
    cross = await turns.handle(TurnInput(owner_key, f"/retire_key {theirs}"))
    listed = await turns.handle(TurnInput(owner_key, "/keys"))
    assert cross.reply == f"There is no key #{theirs}. Nothing was written."
    assert "no MCP keys" in listed.reply
    assert await mcp_keys.holder(Autocommit(engine), secret) is not None  # untouched
