"""The notes listing and the ledger row, written as single statements: what they return and store."""

from __future__ import annotations

from typing import Any

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.outcomes import Ok
from stores import attachments
from stores.database import sessions

CMD = Caller("command")


async def _notes(executor: Executor, owner: Any, **arguments: Any) -> list[tuple[int, str, str | None]]:
    outcome = await executor.run(owner, CMD, "list_notes", arguments)
    assert isinstance(outcome, Ok), outcome
    return [(n.id, n.text, n.attachment) for n in outcome.data.notes]  # type: ignore[union-attr]


async def test_words_are_taken_literally_case_insensitively_and_all_of_them(executor: Executor,
                                                                          owner_key: str) -> None:
    me = await executor.owner(owner_key)
    for body in ("50% off shoes", "5 off", "snake_case name", "snakeXcase NAME", "a/b path"):
        assert isinstance(await executor.run(me, CMD, "create_note", {"text": body}), Ok)
    assert [t for _, t, _ in await _notes(executor, me, query="50%")] == ["50% off shoes"]
    assert [t for _, t, _ in await _notes(executor, me, query="snake_case")] == ["snake_case name"]
    assert [t for _, t, _ in await _notes(executor, me, query="SNAKE name")] == ["snakeXcase NAME", "snake_case name"]
    assert [t for _, t, _ in await _notes(executor, me, query="a/b")] == ["a/b path"]
    assert [t for _, t, _ in await _notes(executor, me, limit=2)] == ["a/b path", "snakeXcase NAME"]


async def test_retired_notes_show_only_when_asked(executor: Executor, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    for body in ("keep", "drop"):
        await executor.run(me, CMD, "create_note", {"text": body})
    await executor.run(me, CMD, "retire_note", {"note_id": 2})
    assert [t for _, t, _ in await _notes(executor, me)] == ["keep"]
    shown = await executor.run(me, CMD, "list_notes", {"include_retired": True})
    assert isinstance(shown, Ok) and "#2 ·" in shown.summary and "(retired)" in shown.summary


async def test_a_note_is_marked_by_its_first_kept_attachment_of_its_owner_only(
        executor: Executor, engine: AsyncEngine, owner_key: str) -> None:
    me, other = await executor.owner(owner_key), await executor.owner(owner_key + "-other")
    for body in ("photo here", "place here", "nothing"):
        await executor.run(me, CMD, "create_note", {"text": body})
    await executor.run(other, CMD, "create_note", {"text": "theirs"})
    now = executor.clock.now()
    async with sessions(engine)() as s, s.begin():
        await attachments.add(s, me.id, "note", 1, now, kind="photo", media="photo", file_id="f1")
        await attachments.add(s, me.id, "note", 1, now, kind="document", media="document", file_id="f2")
        gone = await attachments.add(s, me.id, "note", 2, now, kind="photo", media="photo", file_id="f3")
        gone.retired_at, gone.retire_reason = now, "test"
        await attachments.add(s, me.id, "note", 2, now, kind="place", latitude=1, longitude=2)
        await attachments.add(s, other.id, "note", 3, now, kind="photo", media="photo", file_id="f4")
    assert await _notes(executor, me) == [(3, "nothing", None), (2, "place here", "place"), (1, "photo here", "photo")]
    assert await _notes(executor, other) == [(1, "theirs", None)]
    listing = await executor.run(me, CMD, "list_notes", {})
    assert isinstance(listing, Ok) and "📷 photo (/photo 1)" in listing.summary


async def test_ledger_rows_hold_what_the_orm_wrote(executor: Executor, engine: AsyncEngine, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    await executor.run(me, Caller("mcp", surface="mcp:laptop"), "create_note", {"text": "buy milk"})
    await executor.run(me, Caller("mcp", surface="mcp:laptop"), "list_notes", {"limit": 3})
    await executor.run(me, CMD, "retire_note", {"note_id": 9})
    async with engine.connect() as conn:
        rows = (await conn.execute(text(
            "SELECT surface, via, agent, action, arguments::text, outcome, code, message, confirmed, "
            "duration_ms >= 0, turn_key, seq, data::text FROM action_ledger WHERE owner_id = :o ORDER BY id"),
            {"o": me.id})).all()
    write, read, refused = (tuple(r) for r in rows)
    assert write[:10] == ("mcp:laptop", "mcp", None, "create_note", '{"text": "buy milk"}', "ok", None,
                          "Saved note #1: buy milk", False, True)
    assert write[10:12] == (None, None) and '"text": "buy milk"' in write[12]
    assert read[3:6] == ("list_notes", '{"limit": 3, "query": null, "include_retired": false}', "ok")
    assert read[12] == "null"  # a read keeps no data (JSON null, as before)
    assert refused[3:8] == ("retire_note", '{"reason": "retired by the owner", "note_id": 9}', "refused",
                            "not_found", "There is no note #9.")

