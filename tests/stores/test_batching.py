"""Group commit: arrivals during a write form the next batch; every waiter gets its own result or the error."""

from __future__ import annotations

import asyncio

import pytest

from stores.batching import Batched


async def test_calls_arriving_together_or_during_a_write_are_batched() -> None:
    batches: list[list[int]] = []
    gate = asyncio.Event()

    async def write_many(items: list[int]) -> list[int]:
        batches.append(items)
        if len(batches) == 1:
            await gate.wait()
        return [i * 10 for i in items]

    write: Batched[int, int] = Batched(write_many)
    first = [asyncio.create_task(write(i)) for i in (1, 2)]
    await asyncio.sleep(0.01)
    later = [asyncio.create_task(write(i)) for i in (3, 4, 5)]  # while the first batch is being written
    await asyncio.sleep(0.01)
    gate.set()
    assert await asyncio.gather(*first, *later) == [10, 20, 30, 40, 50]
    assert batches == [[1, 2], [3, 4, 5]]
    assert await write(6) == 60 and batches[-1] == [6]  # alone, at once


async def test_a_failed_batch_fails_each_of_its_waiters_and_not_the_next() -> None:
    async def write_many(items: list[int]) -> list[int]:
        if 0 in items:
            raise ValueError("zero")
        return items

    write: Batched[int, int] = Batched(write_many)
    results = await asyncio.gather(write(0), write(1), return_exceptions=True)
    assert all(isinstance(r, ValueError) for r in results)
    assert await write(2) == 2
    with pytest.raises(ValueError):
        await write(0)


async def test_a_lingering_writer_gathers_what_arrives_meanwhile() -> None:
    batches: list[list[int]] = []

    async def write_many(items: list[int]) -> list[None]:
        batches.append(items)
        return [None] * len(items)

    batched: Batched[int, None] = Batched(write_many, linger_s=0.05)

    async def later(i: int) -> None:
        await asyncio.sleep(0.01 * i)
        await batched(i)

    await asyncio.gather(*(later(i) for i in range(4)))
    assert batches == [[0, 1, 2, 3]]
