"""Numbers per owner: #1, #2… for each owner and kind, backfilled by the migration, given race-free."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from sqlalchemy import text

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.outcomes import Ok, Refused
from stores.database import asyncpg_url, drop_unused_databases, ensure_database, make_engine
from stores.migrate import upgrade

CMD = Caller("command")


async def _number(executor: Executor, owner: Any, name: str, args: dict[str, Any]) -> int:
    outcome = await executor.run(owner, CMD, name, args)
    assert isinstance(outcome, Ok), outcome
    return int(outcome.data.id)  # type: ignore[union-attr]


async def test_a_new_owners_first_items_are_number_one_whatever_others_hold(executor: Executor,
                                                                            owner_key: str) -> None:
    busy = await executor.owner(owner_key + "-busy")
    for i in range(3):
        await _number(executor, busy, "create_note", {"text": f"n{i}"})
    new = await executor.owner(owner_key + "-new")
    assert await _number(executor, new, "create_note", {"text": "first"}) == 1
    assert await _number(executor, new, "create_reminder", {"text": "r", "due": "2026-12-24 10:00"}) == 1
    assert await _number(executor, new, "remember_preference", {"text": "short answers"}) == 1
    assert await _number(executor, new, "save_memory", {"text": "I live in Lyon"}) == 1
    assert await _number(executor, new, "create_note", {"text": "second"}) == 2
    listing = await executor.run(new, CMD, "list_notes", {})
    assert isinstance(listing, Ok) and "#2 ·" in listing.summary and "#1 ·" in listing.summary


async def test_numbers_are_given_race_free(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    numbers = await asyncio.gather(*(_number(executor, owner, "create_note", {"text": f"n{i}"}) for i in range(20)))
    assert sorted(numbers) == list(range(1, 21))


async def test_a_retired_number_is_never_given_again(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    first = await _number(executor, owner, "create_note", {"text": "old"})
    assert isinstance(await executor.run(owner, CMD, "retire_note", {"note_id": first}), Ok)
    assert await _number(executor, owner, "create_note", {"text": "new"}) == first + 1


async def test_an_old_button_naming_an_internal_id_does_nothing(executor: Executor, owner_key: str) -> None:
    from pipeline.stages import TurnInput
    from pipeline.turns import SlashOnly, Turns

    turns = Turns(executor, SlashOnly())
    number = await _number(executor, await executor.owner(owner_key), "create_reminder",
                           {"text": "r", "due": "2026-12-24 10:00"})
    old = await turns.handle(TurnInput(owner_key, f"rm:done:{number}", kind="button"))
    assert old.actions[0].name == "button" and isinstance(old.actions[0].outcome, Refused)
    new = await turns.handle(TurnInput(owner_key, f"rm:done:#{number}", kind="button"))
    assert new.actions[0].name == "complete_reminder" and isinstance(new.actions[0].outcome, Ok)


async def test_the_migration_numbers_existing_rows_per_owner_in_creation_order(database_uri: str) -> None:
    prefix = f"arthur_throwaway_{uuid.uuid4().hex[:6]}_"
    await ensure_database(database_uri, prefix + "numbers")
    engine = make_engine(asyncpg_url(database_uri, prefix + "numbers"))
    try:
        await upgrade(engine, "0005")
        async with engine.begin() as conn:
            a, b = [(await conn.execute(text("INSERT INTO owners (external_id) VALUES (:e) RETURNING id"),
                                        {"e": e})).scalar_one() for e in ("a", "b")]
            for owner in (a, b, a, a, b):  # interleaved: the ids are shared, the numbers will not be
                await conn.execute(text("INSERT INTO notes (owner_id, text, created_at) VALUES (:o, 'x', now())"),
                                   {"o": owner})
            # A weekly series due on Monday 30 Nov 2026 at 09:00 in Paris: its rule is read from its due time.
            await conn.execute(text("INSERT INTO reminders (owner_id, text, due_at, timezone, recurrence, status, "
                                    "created_at) VALUES (:o, 'plan', '2026-11-30 08:00+00', 'Europe/Paris', "
                                    "'weekly', 'pending', now())"), {"o": a})
        await upgrade(engine)
        async with engine.begin() as conn:
            rows = (await conn.execute(text("SELECT owner_id, number FROM notes ORDER BY id"))).all()
            assert [(o == a, n) for o, n in rows] == [(True, 1), (False, 1), (True, 2), (True, 3), (False, 2)]
            after = (await conn.execute(text("INSERT INTO notes (owner_id, text, created_at) VALUES (:o, 'y', now()) "
                                             "RETURNING number"), {"o": b})).scalar_one()
            assert after == 3
            series = (await conn.execute(text("SELECT number, series_time, series_day FROM reminders"))).one()
            assert tuple(series) == (1, "09:00", 0)
    finally:
        await engine.dispose()
        await drop_unused_databases(database_uri, prefix)
