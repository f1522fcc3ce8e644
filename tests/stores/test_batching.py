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


async def test_one_bad_row_never_sinks_its_batch() -> None:
    batches: list[list[int]] = []

    async def write_many(items: list[int]) -> list[int]:
        batches.append(items)
        if 0 in items:
            raise ValueError("zero")
        return items

    write: Batched[int, int] = Batched(write_many)
    results = await asyncio.gather(write(3), write(0), write(1), return_exceptions=True)
    assert results[0] == 3 and isinstance(results[1], ValueError) and results[2] == 1  # written one at a time
    assert batches == [[3, 0, 1], [3], [0], [1]]
    assert await write(2) == 2
    with pytest.raises(ValueError):
        await write(0)


async def test_a_lost_database_fails_the_whole_batch_without_trying_each_row() -> None:
    batches: list[list[int]] = []

    async def write_many(items: list[int]) -> list[int]:
        batches.append(items)
        raise ConnectionRefusedError("the database is away")

    write: Batched[int, int] = Batched(write_many)
    results = await asyncio.gather(write(1), write(2), return_exceptions=True)
    assert all(isinstance(r, ConnectionRefusedError) for r in results) and batches == [[1, 2]]


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
