"""Database outages as a state, not an exception: which errors mean "the database can't be reached"."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import asyncpg
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

R = TypeVar("R")

# SQLSTATE classes and codes that say the server is away: connection exceptions, and shutdowns in progress.
_AWAY_STATES = ("08", "57P01", "57P02", "57P03")


def unreachable(exc: BaseException) -> bool:
    """True when `exc` (or what caused it) says the database could not be reached or went away mid-way, as
    opposed to a statement it refused."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        # InternalClientError: the driver's protocol state broke, as it does when the server goes mid-statement.
        if isinstance(current, OSError | TimeoutError | asyncpg.InterfaceError | asyncpg.PostgresConnectionError
                      | asyncpg.exceptions.InternalClientError):
            return True
        state = getattr(current, "sqlstate", None)
        if isinstance(state, str) and state.startswith(_AWAY_STATES):
            return True
        if isinstance(current, DBAPIError) and current.connection_invalidated:
            return True
        current = current.__cause__ or current.__context__
    return False


def describe(exc: BaseException) -> str:
    """One short line naming an error."""
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text[:160]}" if text else type(exc).__name__


class Backoff:
    """A loop's pauses after failures, doubling from `first_s` up to `most_s`, and one log line per change of
    state: when it starts failing (with the traceback, unless the database is merely away) and when it works
    again. Not a line per attempt."""

    def __init__(self, what: str, log: logging.Logger, first_s: float = 0.5, most_s: float = 30.0) -> None:
        self._what = what
        self._log = log
        self._first_s = first_s
        self._most_s = most_s
        self._delay = 0.0
        self._since: float | None = None

    @property
    def failing(self) -> bool:
        """The last attempt failed."""
        return self._since is not None

    def failed(self, exc: BaseException) -> float:
        """Note a failure; returns how long to pause before the next attempt."""
        if self._since is None:
            self._since = time.monotonic()
            self._log.warning("%s: failing (%s); trying again with pauses growing to %g s", self._what,
                              describe(exc), self._most_s, exc_info=None if unreachable(exc) else exc)
        self._delay = self._first_s if not self._delay else min(self._delay * 2, self._most_s)
        return self._delay

    def ok(self, pause_s: float = 0.0) -> float:
        """Note a success; returns `pause_s` (the loop's usual pause), for symmetry with `failed`."""
        if self._since is not None:
            self._log.warning("%s: working again after %.0f s", self._what, time.monotonic() - self._since)
            self._since = None
            self._delay = 0.0
        return pause_s


class Reachability:
    """Whether the database can be reached, as a state that code consults instead of failing into.

    Whoever meets an error that says the database is away calls `down`; from then on `run` probes it with a
    fresh connection, with pauses growing to `most_s`, and when it answers, the pool's connections (dead since
    the outage) are dropped before it is declared `up` again. One log line when it goes, one when it is back."""

    def __init__(self, engine: AsyncEngine, log: logging.Logger, *, most_s: float = 8.0,
                 probe_timeout_s: float = 5.0) -> None:
        self._engine = engine
        self._log = log
        self._most_s = most_s
        self._probe_timeout_s = probe_timeout_s
        self._back = asyncio.Event()
        self._back.set()
        self._gone = asyncio.Event()
        self._since = time.time()
        self._listeners: list[Callable[[bool], None]] = []

    @property
    def up(self) -> bool:
        """The database was reachable at last sight."""
        return self._back.is_set()

    @property
    def since(self) -> float:
        """When (epoch seconds) it was last seen to change state (or this watch began)."""
        return self._since

    def listen(self, on_change: Callable[[bool], None]) -> None:
        """Call `on_change(up)` at every change of state."""
        self._listeners.append(on_change)

    def down(self, exc: BaseException) -> None:
        """The database was found away (by an error `unreachable` recognises)."""
        if not self.up:
            return
        self._back.clear()
        self._gone.set()
        self._since = time.time()
        self._log.warning("database unreachable (%s): updates are kept on disk until it is back", describe(exc))
        for on_change in self._listeners:
            on_change(False)

    async def wait_up(self, stop: asyncio.Event | None = None) -> bool:
        """Wait until the database is reachable (or `stop` is set); True when it is."""
        if self.up or stop is None:
            await self._back.wait()
            return True
        waiters = [asyncio.ensure_future(self._back.wait()), asyncio.ensure_future(stop.wait())]
        try:
            await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiter in waiters:
                waiter.cancel()
        return self.up

    async def run(self, stop: asyncio.Event) -> None:
        """Until `stop`: while the database is away, probe it; once it answers, declare it back."""
        while not stop.is_set():
            waiters = [asyncio.ensure_future(self._gone.wait()), asyncio.ensure_future(stop.wait())]
            try:
                await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in waiters:
                    waiter.cancel()
            delay = 0.25
            while not stop.is_set() and not self.up:
                try:
                    await self._probe()
                except Exception:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(stop.wait(), delay)
                    delay = min(delay * 2, self._most_s)
                    continue
                self._gone.clear()
                self._log.warning("database reachable again after %.0f s", time.time() - self._since)
                self._since = time.time()
                self._back.set()
                for on_change in self._listeners:
                    on_change(True)

    async def _probe(self) -> None:
        # The pooled connections died with the server: drop them (not closed: there is nothing left to close,
        # and closing each would log an error), so every later statement gets a live one.
        await self._engine.dispose(close=False)
        async with asyncio.timeout(self._probe_timeout_s), self._engine.connect() as conn:
            await conn.exec_driver_sql("SELECT 1")


async def once_reachable(reach: Reachability, work: Callable[[], Awaitable[R]]) -> R:
    """`work()`, done again each time it fails because the database is away, once it is back: for a write
    that must not be lost (an update's closing, a confirmed push's record). Other errors are raised."""
    while True:
        try:
            return await work()
        except Exception as exc:
            if not unreachable(exc):
                raise
            reach.down(exc)
            await reach.wait_up()
