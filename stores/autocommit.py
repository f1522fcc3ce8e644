"""Single statements on the hot path: autocommit, one round trip each, straight to the asyncpg driver."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine


class Autocommit:
    """Runs one SQL statement per call on a pooled connection in autocommit mode.

    A Telegram turn makes a handful of writes that each fit in one statement. Through the ORM each costs
    ~1 ms of event-loop CPU and three round trips (BEGIN, statement, COMMIT); here it is ~0.2 ms and one.
    Under fifty concurrent chats those round trips are what every chat waits on. Each statement is atomic
    on its own; anything needing more than one statement goes through an ORM session and a transaction."""

    def __init__(self, engine: AsyncEngine, concurrency: int = 4) -> None:
        self.engine = engine  # for callers that also need transactions on the same pool
        self._engine = engine.execution_options(isolation_level="AUTOCOMMIT")
        # A bound per user of the pool (inbox, archive, turn context each build their own). In a burst, fifty
        # statements at once mean as many PostgreSQL processes competing for the cores with the bot, each woken
        # cold; a few connections kept busy serve the burst sooner (load bench: later messages' overhead p50
        # 34 → 17 ms, p95 137 → 38 ms going from 16 statements at once to 4).
        self._slots = asyncio.Semaphore(max(1, min(concurrency, _steady_size(engine))))

    async def warm(self, statements: Sequence[tuple[str, Sequence[Any]]] = ()) -> None:
        """Fill the connection pool now and prime each connection, so the first burst of updates pays for neither.

        A fresh connection costs its first statements ~10 ms more: asyncpg looks up the array types the batched
        statements bind (~7 ms), and the server process loads the tables' metadata on first touch. `statements`
        (each run once per connection, with arguments that change nothing) are prepared and planned now too:
        load bench, a burst's first replies each waited ~20 ms more for a reply-outbox statement met cold."""
        now = datetime.now(UTC)
        async with contextlib.AsyncExitStack() as stack:
            for _ in range(_steady_size(self._engine)):
                conn = await stack.enter_async_context(self._engine.connect())
                driver: Any = (await conn.get_raw_connection()).driver_connection
                await driver.fetch("SELECT $1::bigint[], $2::text[], $3::timestamptz[], $4::int[], $5::bool[]",
                                   [0], [""], [now], [0], [False])
                for table in _HOT_TABLES:
                    await driver.execute(f"SELECT 1 FROM {table} LIMIT 0")
                for sql, args in statements:
                    await driver.fetch(sql, *args)

    @contextlib.asynccontextmanager
    async def _driver(self) -> AsyncIterator[Any]:
        """A pooled asyncpg connection, straight from the pool: no SQLAlchemy Connection around it (half the
        cost of a checkout through `connect()`, ~40 µs a statement). asyncpg runs each statement in autocommit
        when no transaction is open, and none is left open: the pool's reset on return rolls back anything."""
        async with self._slots:
            proxied = await self.engine.raw_connection()
            try:
                yield proxied.driver_connection
            finally:
                proxied.close()  # back to the pool

    async def fetchrow(self, sql: str, *args: Any) -> Any:
        """The first row (an asyncpg Record), or None."""
        async with self._driver() as driver:
            return await driver.fetchrow(sql, *args)

    async def fetch(self, sql: str, *args: Any) -> list[Any]:
        """All rows (asyncpg Records)."""
        async with self._driver() as driver:
            return list(await driver.fetch(sql, *args))

    async def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        """The same statement for each row, in one transaction (one commit): all rows or none."""
        async with self._driver() as driver, driver.transaction():
            await driver.executemany(sql, rows)

    async def execute(self, sql: str, *args: Any) -> str:
        """The command status, e.g. 'UPDATE 1'."""
        async with self._driver() as driver:
            return str(await driver.execute(sql, *args))


# What a Telegram turn reads and writes (inbox, owner, turn context, archive, reply outbox).
_HOT_TABLES = ("telegram_inbox", "owners", "preferences", "memories", "memory_categories", "conversations", "turns",
               "action_ledger", "reply_outbox")


def _steady_size(engine: AsyncEngine) -> int:
    """The pool's size without overflow (a pool class without one counts as ten)."""
    size = getattr(engine.pool, "size", None)
    return int(size()) if callable(size) else 10


def json_value(value: Any) -> Any:
    """json/jsonb columns come back as text on this driver setup; parse them."""
    return json.loads(value) if isinstance(value, str | bytes) else value
