"""Listens for the database's notices that an owner's turn context changed (migration 0005's triggers)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine

from stores.outages import Backoff

log = logging.getLogger(__name__)

CHANNEL = "arthur_context"


class ContextNotices:
    """Holds one connection listening on CHANNEL and passes each notice on: `on_change(owner_id, action)`
    (`action`: the notice is only of that action's success), or `on_change(None, None)` when every owner may
    be concerned. `on_listening(True)` once a probe notice was heard, `(False)` the moment notices may stop
    (the connection is closed, a probe goes unheard, the job stops): a cache is trusted only between the two.
    A connection that dies without a word is found by the next probe, every `check_s`."""

    def __init__(self, engine: AsyncEngine, on_change: Callable[[int | None, str | None], None],
                 on_listening: Callable[[bool], None], *, retry_s: float = 5.0, check_s: float = 30.0) -> None:
        self._engine = engine
        self._on_change = on_change
        self._on_listening = on_listening
        self._retry_s = retry_s
        self._check_s = check_s
        self._probes = 0
        self._awaited: dict[str, asyncio.Event] = {}

    async def run(self, stop: asyncio.Event) -> None:
        """Listen until `stop` is set, reconnecting after a lost connection (pauses growing from `retry_s`, one log
        line when the notices stop and one when they are heard again)."""
        backoff = Backoff("turn context notices", log, first_s=self._retry_s, most_s=30.0)
        while not stop.is_set():
            try:
                await self._listen(stop, backoff)
                pause = self._retry_s
            except Exception as exc:  # the database is away: nothing is cached meanwhile, turns read it directly
                pause = backoff.failed(exc)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), pause)

    async def _listen(self, stop: asyncio.Event, backoff: Backoff) -> None:
        lost = asyncio.Event()
        async with self._engine.connect() as conn:
            driver: Any = (await conn.get_raw_connection()).driver_connection
            try:
                driver.add_termination_listener(lambda _conn: lost.set())
                await driver.add_listener(CHANNEL, self._notice)
                await self._probe()
                backoff.ok()
                self._on_listening(True)
                while not stop.is_set() and not lost.is_set():
                    waiters = [asyncio.ensure_future(stop.wait()), asyncio.ensure_future(lost.wait())]
                    try:
                        await asyncio.wait(waiters, timeout=self._check_s, return_when=asyncio.FIRST_COMPLETED)
                    finally:
                        for waiter in waiters:
                            waiter.cancel()
                    if not stop.is_set() and not lost.is_set():
                        await self._probe()  # a connection cut without a word (a dropped network) shows here
            finally:
                self._on_listening(False)
                # Never hand a listening connection back to the pool.
                with contextlib.suppress(Exception):
                    await conn.invalidate()
            if lost.is_set() and not stop.is_set():
                raise ConnectionError("the listening connection was lost")

    async def _probe(self) -> None:
        """Notify from another connection and hear it here: proof that notices reach this listener (a
        transaction-pooling proxy in front of PostgreSQL, for one, accepts LISTEN and delivers nothing)."""
        self._probes += 1
        token = f"probe:{id(self)}:{self._probes}"
        heard = asyncio.Event()
        self._awaited[token] = heard
        try:
            async with self._engine.connect() as other:
                driver: Any = (await other.get_raw_connection()).driver_connection
                await driver.execute(f"SELECT pg_notify('{CHANNEL}', $1)", token)
            try:
                await asyncio.wait_for(heard.wait(), self._check_s)
            except TimeoutError:
                raise ConnectionError("change notices do not arrive on this connection") from None
        finally:
            self._awaited.pop(token, None)

    def _notice(self, _conn: object, _pid: int, _channel: str, payload: str) -> None:
        if payload.startswith("probe:"):
            heard = self._awaited.get(payload)
            if heard is not None:
                heard.set()
            return
        owner, _, action = payload.partition(":")
        if owner.isdigit():
            self._on_change(int(owner), action or None)
        else:
            self._on_change(None, None)
