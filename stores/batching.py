"""Group commit: writes that arrive while one batch is being written go together in the next statement."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

from stores.outages import unreachable

T = TypeVar("T")
R = TypeVar("R")


class Batched(Generic[T, R]):
    """At most `concurrency` batches in flight; whatever arrives while they all are waits and forms the next.

    Alone, a write starts on the event loop's next pass, as any task does, or `linger_s` later: a write nobody
    waits on (after the reply is out) can wait for others to join it. In a burst (fifty chats answered within a few
    milliseconds) it turns fifty statements and commits into a handful: on this project's load bench, fifty
    archive writes took ~30 ms as separate statements on four connections and ~7 ms as one batch.

    A batch that fails for a reason of its own rows (not a lost database) is written again one row at a time:
    the innocent rows go through, and only the bad one's waiter hears of the error."""

    def __init__(self, write_many: Callable[[list[T]], Awaitable[list[R]]], concurrency: int = 2,
                 linger_s: float = 0.0) -> None:
        self._write_many = write_many
        self._concurrency = concurrency
        self._linger_s = linger_s
        self._waiting: list[tuple[T, asyncio.Future[R]]] = []
        self._running: set[asyncio.Task[None]] = set()  # held here: the loop keeps only weak references

    async def __call__(self, item: T) -> R:
        """Write `item` with whatever else is waiting; its own result, or the batch's exception."""
        result: asyncio.Future[R] = asyncio.get_running_loop().create_future()
        self._waiting.append((item, result))
        if len(self._running) < self._concurrency:
            task = asyncio.create_task(self._drain())
            self._running.add(task)
            task.add_done_callback(self._running.discard)
        return await result

    async def _one_by_one(self, batch: list[tuple[T, asyncio.Future[R]]]) -> None:
        """A grouped write failed on something other than a lost database: one bad row must not sink the others,
        so each is written alone, and each waiter gets its own row's result or error. (The writes are single
        statements: the failed one wrote nothing.)"""
        for item, result in batch:
            try:
                value = (await self._write_many([item]))[0]
            except Exception as exc:
                if not result.done():
                    result.set_exception(exc)
                continue
            if not result.done():
                result.set_result(value)

    async def _drain(self) -> None:
        try:
            # A task starts on the loop's next pass: every arrival of this pass is in the first batch already.
            if self._linger_s:
                await asyncio.sleep(self._linger_s)
            while self._waiting:
                batch, self._waiting = self._waiting, []
                try:
                    results = await self._write_many([item for item, _ in batch])
                except Exception as exc:
                    if len(batch) > 1 and not unreachable(exc):
                        await self._one_by_one(batch)
                        continue
                    for _, result in batch:  # every waiter hears of it; none is left hanging
                        if not result.done():
                            result.set_exception(exc)
                    continue
                for (_, result), value in zip(batch, results, strict=True):
                    if not result.done():
                        result.set_result(value)
        finally:
            if len(self._running) <= 1:  # the last writer out: nothing may be left waiting (if it was cancelled)
                for _, result in self._waiting:
                    if not result.done():
                        result.set_exception(RuntimeError("the batch writer stopped"))
                self._waiting = []
