"""The conversation archive: writes made at the same moment share a transaction, one bad one spoils none, and reads wait for writes in flight."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from pipeline.archive import ConversationArchive
from pipeline.executor import Executor
from pipeline.turn import TurnInput, TurnRecord
from stores.database import sessions
from stores.direct import Direct


def _record(text: str) -> TurnRecord:
    return TurnRecord(input=text, channel="telegram", route={"brain": "command"}, actions=(), guard=(),
                      reply=f"You said: {text}", usage={}, timings_ms={"total": 1.0})


async def test_a_bad_write_in_a_batch_costs_the_others_nothing(executor: Executor, owner_key: str, engine: Any,
                                                              clock: Any) -> None:
    archive = ConversationArchive(sessions(engine), Direct(engine), clock)
    owner = await executor.owner(owner_key)
    other = await executor.owner(owner_key + "-2")
    ghost = replace(owner, id=-1)  # no such owner: the foreign key refuses this one
    await asyncio.gather(*(archive.write(o, TurnInput(o.external_id, t, channel="telegram", external_id=t),
                                         _record(t))
                           for o, t in ((owner, "first"), (ghost, "lost"), (other, "second"))))
    mine, theirs = await archive.last(owner), await archive.last(other)
    assert mine is not None and mine["input"] == "first"
    assert theirs is not None and theirs["input"] == "second"


async def test_reads_wait_for_writes_already_handed_over(executor: Executor, owner_key: str, engine: Any,
                                                         clock: Any) -> None:
    # The Telegram channel lets a chat's next turn start before the previous one is archived: /trace and /cost
    # must still see every turn whose reply went out, and a conversation's turns are written in order.
    archive = ConversationArchive(sessions(engine), Direct(engine), clock)
    owner = await executor.owner(owner_key)
    writes = [asyncio.create_task(archive.write(owner, TurnInput(owner.external_id, t, channel="telegram",
                                                                 external_id=t, session_key="telegram:1"),
                                                _record(t)))
              for t in ("one", "two", "three")]
    await asyncio.sleep(0)  # handed over, none written yet
    last = await archive.last(owner)
    assert last is not None and last["input"] == "three"
    await asyncio.gather(*writes)
