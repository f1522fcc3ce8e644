"""The turn context cache: kept only while change notices are heard, and never older than a write it missed."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_contexts
from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.outcomes import Ok
from pipeline.turn_contexts import TurnContexts
from stores import preferences
from stores.autocommit import Autocommit
from stores.database import sessions
from stores.notices import ContextNotices
from tests.fakes import MutableClock

CMD = Caller("command")


class CountingDirect(Autocommit):
    """The real Autocommit, counting the statements that reach the database (and able to hold one)."""

    def __init__(self, engine: AsyncEngine) -> None:
        super().__init__(engine)
        self.reads = 0
        self.hold: asyncio.Event | None = None
        self.reading = asyncio.Event()

    async def fetchrow(self, sql: str, *args: Any) -> Any:
        self.reads += 1
        self.reading.set()
        if self.hold is not None:
            await self.hold.wait()
        return await super().fetchrow(sql, *args)


@contextlib.asynccontextmanager
async def notices_job(engine: AsyncEngine, recall: TurnContexts, kind: type[ContextNotices] = ContextNotices,
                      heard: bool = True, **options: float) -> AsyncIterator[list[bool]]:
    """Run a notices job beside the test, as `arthur run` does (`heard=False`: notices are lost on the way);
    yields the listening states it reports, in order."""
    states: list[bool] = []

    def on_listening(on: bool) -> None:
        states.append(on)
        recall.listening(on)

    on_change = recall.changed if heard else (lambda owner_id, action: None)
    stop = asyncio.Event()
    task = asyncio.create_task(kind(engine, on_change, on_listening, **{"retry_s": 0.1, **options}).run(stop))
    try:
        yield states
    finally:
        stop.set()
        await asyncio.wait_for(task, 10)


@contextlib.asynccontextmanager
async def listening(engine: AsyncEngine, recall: TurnContexts, heard: bool = True) -> AsyncIterator[None]:
    """Notices heard from here on."""
    async with notices_job(engine, recall, heard=heard) as states:
        await _eventually(_true(lambda: True in states))
        yield


async def _eventually(check: Any, timeout: float = 5.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not await check():
        assert asyncio.get_running_loop().time() < deadline, "not seen in time"
        await asyncio.sleep(0.02)


@pytest.fixture
def db(engine: AsyncEngine) -> CountingDirect:
    return CountingDirect(engine)


async def test_without_notices_every_turn_reads(executor: Executor, engine: AsyncEngine, db: CountingDirect,
                                                clock: MutableClock, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    recall = TurnContexts(db, clock)
    await recall.for_turn(me)
    async with sessions(engine)() as s, s.begin():  # another process's write, nobody told
        await preferences.add(s, me.id, "Short answers", clock.now())
    assert (await recall.for_turn(me)).preferences == ("Short answers",)
    assert db.reads == 2


async def test_cached_while_listening_and_fresh_after_any_write(executor: Executor, engine: AsyncEngine,
                                                                db: CountingDirect, clock: MutableClock,
                                                                owner_key: str) -> None:
    me = await executor.owner(owner_key)
    recall = build_contexts(engine, clock, executor)
    recall._db = db  # counting what the composition root's reader sends
    async with listening(engine, recall, heard=False):
        await recall.for_turn(me)
        await recall.for_turn(me)
        assert db.reads == 1
        # This process's own write: seen by the very next turn, whether or not its notice arrives first.
        assert isinstance(await executor.run(me, CMD, "remember_preference", {"text": "Answer in French"}), Ok)
        assert (await recall.for_turn(me)).preferences == ("Answer in French",)
    async with listening(engine, recall):
        await recall.for_turn(me)
        # Another process's write (straight SQL here): the trigger's notice reaches the cache.
        async with sessions(engine)() as s, s.begin():
            await preferences.add(s, me.id, "No emojis", clock.now())

        async def seen() -> bool:
            return "No emojis" in (await recall.for_turn(me)).preferences

        await _eventually(seen)


async def test_a_read_overtaken_by_a_change_is_not_kept(executor: Executor, engine: AsyncEngine,
                                                        db: CountingDirect, clock: MutableClock,
                                                        owner_key: str) -> None:
    me = await executor.owner(owner_key)
    recall = TurnContexts(db, clock)
    async with listening(engine, recall):
        db.hold = asyncio.Event()
        reading = asyncio.create_task(recall.for_turn(me))
        await db.reading.wait()
        recall.changed(me.id)  # announced while the read was on its way: it may predate the change
        db.hold.set()
        await reading
        db.hold = None
        await recall.for_turn(me)
        assert db.reads == 2
        await recall.for_turn(me)
        assert db.reads == 2  # that second read was kept


class NoticedRecall(TurnContexts):
    """The real cache, keeping a list of the changes it was told of."""

    def __init__(self, db: Autocommit, clock: MutableClock) -> None:
        super().__init__(db, clock)
        self.told: list[tuple[int | None, str | None]] = []

    def changed(self, owner_id: int | None, action: str | None = None) -> None:
        self.told.append((owner_id, action))
        super().changed(owner_id, action)


async def test_a_known_success_keeps_the_cache_a_new_one_does_not(executor: Executor, engine: AsyncEngine,
                                                                  db: CountingDirect, clock: MutableClock,
                                                                  owner_key: str) -> None:
    me = await executor.owner(owner_key)
    recall = NoticedRecall(db, clock)
    executor.watch(recall.changed)

    def told(times: int) -> Any:  # the executor's own call, then the trigger's notice
        return _true(lambda: recall.told.count((me.id, "list_notes")) == times)

    async with listening(engine, recall):
        assert isinstance(await executor.run(me, CMD, "list_notes", {}), Ok)
        await _eventually(told(2))  # a notice arriving during the read below would rightly keep it out
        memory = await recall.for_turn(me)
        assert "list_notes" in memory.history
        reads = db.reads
        assert isinstance(await executor.run(me, CMD, "list_notes", {}), Ok)  # already a recent success
        await _eventually(told(4))
        assert await recall.for_turn(me) is memory and db.reads == reads
        assert isinstance(await executor.run(me, CMD, "list_reminders", {}), Ok)
        assert "list_reminders" in (await recall.for_turn(me)).history


async def test_entries_expire(executor: Executor, engine: AsyncEngine, db: CountingDirect, clock: MutableClock,
                              owner_key: str) -> None:
    me = await executor.owner(owner_key)
    recall = TurnContexts(db, clock, ttl_s=0.0)
    async with listening(engine, recall):
        await recall.for_turn(me)
        await recall.for_turn(me)
    assert db.reads == 2


async def test_nothing_is_cached_once_the_notices_stop(executor: Executor, engine: AsyncEngine,
                                                       db: CountingDirect, clock: MutableClock,
                                                       owner_key: str) -> None:
    me = await executor.owner(owner_key)
    recall = TurnContexts(db, clock)
    async with listening(engine, recall):
        await recall.for_turn(me)
    async with sessions(engine)() as s, s.begin():
        await preferences.add(s, me.id, "Metric units", clock.now())
    assert (await recall.for_turn(me)).preferences == ("Metric units",)


async def test_a_lost_listening_connection_turns_the_cache_off_then_back_on(
        executor: Executor, engine: AsyncEngine, db: CountingDirect, clock: MutableClock, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    recall = TurnContexts(db, clock)
    async with notices_job(engine, recall) as states:  # a closed connection is noticed at once, no probe needed
        await _eventually(_true(lambda: states == [True]))
        await recall.for_turn(me)
        async with engine.connect() as conn:
            raw: Any = (await conn.get_raw_connection()).driver_connection
            await raw.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                              "WHERE query LIKE 'LISTEN%' AND datname = current_database()")
        await _eventually(_true(lambda: states[:2] == [True, False]))
        async with sessions(engine)() as s, s.begin():  # written while nobody listened
            await preferences.add(s, me.id, "Tea, not coffee", clock.now())
        await _eventually(_true(lambda: states == [True, False, True]))
        assert (await recall.for_turn(me)).preferences == ("Tea, not coffee",)
    assert states[-1] is False


def _true(predicate: Any) -> Any:
    async def check() -> bool:
        return bool(predicate())
    return check


async def test_a_listener_that_hears_nothing_is_never_trusted(executor: Executor, engine: AsyncEngine,
                                                             db: CountingDirect, clock: MutableClock,
                                                             owner_key: str) -> None:
    # As behind a transaction-pooling proxy: LISTEN is accepted, and no notice ever arrives.
    class Deaf(ContextNotices):
        def _notice(self, *args: Any) -> None:
            return None

    me = await executor.owner(owner_key)
    recall = TurnContexts(db, clock)
    async with notices_job(engine, recall, Deaf, retry_s=0.05, check_s=0.2) as states:
        await _eventually(_true(lambda: len(states) >= 2))
        await recall.for_turn(me)
        await recall.for_turn(me)
    assert True not in states and db.reads == 2
