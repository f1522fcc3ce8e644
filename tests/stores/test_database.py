"""Server-level helpers: throwaway databases are dropped only when nobody uses them."""

from __future__ import annotations

import uuid

import asyncpg

from stores.database import asyncpg_url, drop_unused_databases, ensure_database


async def test_unused_throwaway_databases_are_dropped_and_used_ones_kept(database_uri: str) -> None:
    prefix = f"arthur_throwaway_{uuid.uuid4().hex[:6]}_"
    idle, busy = prefix + "idle", prefix + "busy"
    for name in (idle, busy):
        await ensure_database(database_uri, name)
    conn = await asyncpg.connect(asyncpg_url(database_uri, busy).replace("postgresql+asyncpg", "postgresql"))
    try:
        assert await drop_unused_databases(database_uri, prefix) == 1
    finally:
        await conn.close()
    assert await drop_unused_databases(database_uri, prefix) == 1  # the busy one, now free
    assert await drop_unused_databases(database_uri, prefix) == 0
