"""The durable inbox: arrivals recorded in batches, each update once, a failed write failing every waiter,
updates closed in batches."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from stores import inbox, owners
from stores.autocommit import Autocommit
from stores.batching import Batched
from stores.database import sessions

NOW = datetime(2026, 11, 25, 9, 0, tzinfo=UTC)


class CountingDirect(Autocommit):
    """Autocommit, counting the statements it runs."""

    statements = 0

    async def fetch(self, sql: str, *args: Any) -> list[Any]:
        self.statements += 1
        return await super().fetch(sql, *args)


async def test_arrivals_together_share_one_statement_and_duplicates_are_refused(
        engine: AsyncEngine, owner_key: str) -> None:
    async with sessions(engine)() as s, s.begin():
        owner = await owners.ensure(s, owner_key)
    db = CountingDirect(engine)
    receipts: Batched[inbox.Arrival, bool] = Batched(lambda rows: inbox.claim_many(db, rows))
    bot = random.randint(10**8, 10**9)

    def arrival(update_id: int) -> inbox.Arrival:
        return inbox.Arrival(bot, update_id, owner.id, 42, "text", f"m{update_id}", NOW)

    first = await asyncio.gather(*(receipts(arrival(i)) for i in (1, 2, 3, 2)))
    assert first == [True, True, True, False]  # the same update twice in one batch is handled once
    assert db.statements == 1
    again = await asyncio.gather(receipts(arrival(3)), receipts(arrival(4)))
    assert again == [False, True]
    assert db.statements == 2


async def test_a_failed_write_fails_every_waiting_arrival(engine: AsyncEngine) -> None:
    db = Autocommit(engine)
    receipts: Batched[inbox.Arrival, bool] = Batched(lambda rows: inbox.claim_many(db, rows))
    ghost = -random.randint(1, 10**9)  # no such owner: the foreign key refuses the whole batch
    claims = [receipts(inbox.Arrival(1, i, ghost, 42, "text", "x", NOW)) for i in (1, 2)]
    results = await asyncio.gather(*claims, return_exceptions=True)
    assert all(isinstance(r, Exception) for r in results)
    with pytest.raises(Exception):  # noqa: B017 - the driver's own error type
        await receipts(inbox.Arrival(1, 3, ghost, 42, "text", "x", NOW))


async def test_updates_closed_together_share_one_statement(engine: AsyncEngine, owner_key: str) -> None:
    async with sessions(engine)() as s, s.begin():
        owner = await owners.ensure(s, owner_key)
    db = CountingDirect(engine)
    bot = random.randint(10**8, 10**9)
    fresh = await inbox.claim_many(db, [inbox.Arrival(bot, i, owner.id, 42, "text", "x", NOW) for i in (1, 2)])
    assert fresh == [True, True]
    await inbox.finish_many(db, [inbox.Finished(bot, 1, NOW, "sent"), inbox.Finished(bot, 2, NOW, "unknown")])
    async with sessions(engine)() as s:
        rows = await inbox.take_unfinished(s, bot)
    assert rows == []
