"""Exactly once across a restart: every call of a turn is recorded under (turn key, number) with its writes; a
turn run again gets back what it already did, for every action of the catalog."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Caller, TurnScope
from pipeline.actions import CATALOG
from pipeline.executor import Executor
from pipeline.outcomes import Ok, PendingConfirmation
from pipeline.stages import TurnInput
from pipeline.turns import SlashOnly, Turns
from stores.models import LedgerEntry, Note
from tests.fake_mistral import FakeMistral, chat, route
from tests.fakes import RecordingSender
from tests.pipeline.test_executor_matrix import CASES, fill, ledger_count, prepare_state, seed


def key() -> str:
    return f"test:{uuid.uuid4().hex}"


async def notes_of(engine: AsyncEngine, owner_id: int) -> int:
    async with engine.connect() as conn:
        return int((await conn.execute(select(func.count()).select_from(Note)
                                        .where(Note.owner_id == owner_id))).scalar_one())


@pytest.mark.parametrize("name", sorted(CASES))
async def test_a_call_run_again_hands_back_what_it_did(name: str, executor: Executor, owner_key: str,
                                                       engine: AsyncEngine) -> None:
    owner = await executor.owner(owner_key)
    ids = await seed(executor, owner, name)
    await prepare_state(executor, owner, name)
    turn = key()
    arguments = fill(CASES[name].ok, ids)
    first = await executor.run(owner, Caller("command", turn=TurnScope(turn)), name, arguments)
    owner = await executor.owner(owner_key)  # a setting may have changed it
    after_first = await ledger_count(engine, owner)
    again = await executor.run(owner, Caller("command", turn=TurnScope(turn, again=True)), name, arguments)
    if CATALOG[name].effect == "read":
        assert isinstance(again, Ok) and isinstance(first, Ok)  # a read is simply read again
        assert type(again.data) is type(first.data)
        return
    assert again == first  # the same outcome, its typed data rebuilt from the ledger
    assert await ledger_count(engine, owner) == after_first


async def test_a_write_run_twice_in_the_same_place_is_written_once(executor: Executor, owner_key: str,
                                                                     engine: AsyncEngine) -> None:
    # Even without being told the turn runs again, the ledger's unique (turn, number) refuses the second
    # commit: its writes are rolled back with it, and the first outcome is handed back.
    owner = await executor.owner(owner_key)
    turn = key()
    first = await executor.run(owner, Caller("command", turn=TurnScope(turn)), "create_note", {"text": "once"})
    second = await executor.run(owner, Caller("command", turn=TurnScope(turn)), "create_note", {"text": "once"})
    assert isinstance(first, Ok) and second == first
    assert await notes_of(engine, owner.id) == 1


async def test_a_pending_confirmation_run_again_is_the_same_question(executor: Executor, owner_key: str,
                                                                       sender: RecordingSender) -> None:
    owner = await executor.owner(owner_key)
    note = await executor.run(owner, Caller("command"), "create_note", {"text": "door code"})
    await executor.run(owner, Caller("command"), "add_contact", {"name": "bob", "chat_id": 42})
    assert isinstance(note, Ok)
    ask, confirm = key(), key()
    args = {"note_id": note.data.id, "contact": "bob"}  # type: ignore[union-attr]
    asked = await executor.run(owner, Caller("command", turn=TurnScope(ask)), "share_note", args)
    asked_again = await executor.run(owner, Caller("command", turn=TurnScope(ask, again=True)), "share_note", args)
    assert isinstance(asked, PendingConfirmation) and asked_again == asked
    done = await executor.resolve(owner, Caller("button", turn=TurnScope(confirm)), asked.token, accept=True)
    redone = await executor.resolve(owner, Caller("button", turn=TurnScope(confirm, again=True)), asked.token,
                                    accept=True)
    assert done[1].kind == "ok" and redone == done  # not "already used": what that press did
    assert sender.sent == [(42, "door code")]  # sent once


async def test_a_command_turn_run_again_replies_the_same_and_writes_nothing(executor: Executor, owner_key: str,
                                                                            engine: AsyncEngine) -> None:
    turns = Turns(executor, SlashOnly())
    turn = key()
    first = await turns.handle(TurnInput(owner_key, "/note buy bread", external_id=turn))
    again = await turns.handle(TurnInput(owner_key, "/note buy bread", external_id=turn, again=True))
    assert again.reply == first.reply and first.reply.startswith("Saved note #")
    owner = await executor.owner(owner_key)
    assert await notes_of(engine, owner.id) == 1


async def test_a_model_turn_that_acted_is_reported_not_thought_again(executor: Executor, owner_key: str,
                                                                     engine: AsyncEngine,
                                                                     fake_mistral: FakeMistral) -> None:
    from arthur.app import build_brain
    from arthur.settings import Settings
    from pipeline.llm import MistralChat

    llm = MistralChat(api_key="k", server_url=fake_mistral.url, max_retry_s=0.5)
    settings = Settings(local_intents=False, _env_file=None)  # type: ignore[call-arg]
    turns = Turns(executor, build_brain(settings, executor, engine, executor.clock, llm))
    fake_mistral.script("mistral-small-latest", route("steward"))
    fake_mistral.script("mistral-large-latest", chat(None, [("create_note", {"text": "the boiler code"}),
                                                           ("create_note", {"text": ""})]))
    fake_mistral.script("mistral-large-latest", chat("Saved."))
    turn = key()
    await turns.handle(TurnInput(owner_key, "keep the boiler code", channel="telegram", external_id=turn))
    asked = len(fake_mistral.requests)
    other = await turns.handle(TurnInput(owner_key, "/note another turn's note", external_id=key()))
    assert other.reply.startswith("Saved note")
    again = await turns.handle(TurnInput(owner_key, "keep the boiler code", channel="telegram", external_id=turn,
                                         again=True))
    assert len(fake_mistral.requests) == asked  # the model is not asked again
    assert again.reply.startswith("I was interrupted while handling 'keep the boiler code'. Here is where it stands")
    assert "Saved note" in again.reply and "Nothing was done" in again.reply  # done, then not done
    assert "another turn's note" not in again.reply  # never another turn's doing
    owner = await executor.owner(owner_key)
    assert await notes_of(engine, owner.id) == 2  # the boiler code and the other turn's, once each


async def test_recorded_calls_are_exactly_one_turns(executor: Executor, owner_key: str, engine: AsyncEngine) -> None:
    owner = await executor.owner(owner_key)
    mine, theirs = key(), key()
    scope = TurnScope(mine)
    await executor.run(owner, Caller("command", turn=TurnScope(theirs)), "create_note", {"text": "theirs"})
    await executor.run(owner, Caller("command", turn=scope), "create_note", {"text": "mine"})
    await executor.run(owner, Caller("command", turn=scope), "retire_note", {"note_id": 10**12})
    calls = await executor.recorded_calls(owner, mine)
    assert [(c.name, c.outcome.kind) for c in calls] == [("create_note", "ok"), ("retire_note", "refused")]
    async with engine.connect() as conn:
        seqs = (await conn.execute(select(LedgerEntry.seq).where(LedgerEntry.turn_key == mine)
                                   .order_by(LedgerEntry.seq))).scalars().all()
    assert seqs == [0, 1]
