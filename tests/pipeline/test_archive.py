"""The conversation archive: writes made at the same moment share a transaction, one bad one spoils none, and reads wait for writes in flight."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from pipeline.archive import ConversationArchive
from pipeline.executor import Executor
from pipeline.stages import TurnInput, TurnRecord
from stores.autocommit import Autocommit
from stores.database import sessions


def _record(text: str) -> TurnRecord:
    return TurnRecord(input=text, channel="telegram", route={"brain": "command"}, actions=(), guard=(),
                      reply=f"You said: {text}", usage={}, timings_ms={"total": 1.0})


async def test_a_bad_write_in_a_batch_costs_the_others_nothing(executor: Executor, owner_key: str, engine: Any,
                                                              clock: Any) -> None:
    archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
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
    archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
    owner = await executor.owner(owner_key)
    writes = [asyncio.create_task(archive.write(owner, TurnInput(owner.external_id, t, channel="telegram",
                                                                 external_id=t, session_key="telegram:1"),
                                                _record(t)))
              for t in ("one", "two", "three")]
    await asyncio.sleep(0)  # handed over, none written yet
    last = await archive.last(owner)
    assert last is not None and last["input"] == "three"
    await asyncio.gather(*writes)


def _turn(owner: Any, text: str, session: str = "telegram:1") -> TurnInput:
    return TurnInput(owner.external_id, text, channel="telegram", external_id=f"{session}:{text}",
                     session_key=session)


async def test_the_conversation_under_way_is_known_at_once_and_after_a_restart(
        executor: Executor, owner_key: str, engine: Any, clock: Any) -> None:
    archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
    owner = await executor.owner(owner_key)
    other = await executor.owner(owner_key + "-other")
    first = asyncio.create_task(archive.write(owner, _turn(owner, "remind me to call Bob"), _record("a")))
    await asyncio.sleep(0)
    # Handed over, not yet written: the chat's next turn may already start, and must know it.
    assert archive.recent(owner, _turn(owner, "x")) == (("remind me to call Bob", "You said: a"),)
    await first
    await archive.write(owner, _turn(owner, "on Friday"), _record("b"))
    await archive.write(owner, _turn(owner, "elsewhere", session="telegram:2"), _record("c"))
    await archive.write(other, _turn(other, "not mine"), _record("d"))
    lost = replace(_record("e"), delivery="failed")  # never seen by the owner: no part of the conversation
    await archive.write(owner, _turn(owner, "unheard"), lost)
    expected = (("remind me to call Bob", "You said: a"), ("on Friday", "You said: b"))
    assert archive.recent(owner, _turn(owner, "x")) == expected
    restarted = ConversationArchive(sessions(engine), Autocommit(engine), clock)
    await restarted.warm()
    assert restarted.recent(owner, _turn(owner, "x")) == expected
    assert restarted.recent(owner, _turn(owner, "x", session="telegram:2")) == (("elsewhere", "You said: c"),)
    assert restarted.recent(other, _turn(other, "x")) == (("not mine", "You said: d"),)


async def test_only_the_last_exchanges_since_the_last_silence_count(executor: Executor, owner_key: str,
                                                                    engine: Any, clock: Any) -> None:
    archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
    owner = await executor.owner(owner_key)
    await archive.write(owner, _turn(owner, "before the silence"), _record("old"))
    clock.advance(minutes=31)
    for i in range(6):
        await archive.write(owner, _turn(owner, f"m{i}" + "!" * (600 if i == 5 else 0)), _record(str(i)))
        clock.advance(seconds=10)
    recent = archive.recent(owner, _turn(owner, "x"))
    assert [said[:2] for said, _ in recent] == ["m2", "m3", "m4", "m5"]
    assert len(recent[-1][0]) == 500 and recent[-1][0].endswith("…")
    clock.advance(minutes=31)
    assert archive.recent(owner, _turn(owner, "x")) == ()
