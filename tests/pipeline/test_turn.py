"""A turn from text to reply: slash commands, confirmations, unknown commands, free text."""

from __future__ import annotations

from typing import Any

from pipeline.actions import CATALOG
from pipeline.executor import Executor
from pipeline.stages import TurnInput
from pipeline.turns import SlashOnly, Turns
from tests.fakes import RecordingSender


async def test_slash_command_turn(executor: Executor, owner_key: str) -> None:
    turns = Turns(executor, SlashOnly())
    record = await turns.handle(TurnInput(owner_key, "/note  two  spaces kept "))
    assert record.actions[0].arguments == {"text": " two  spaces kept "}
    assert record.as_json()["actions"][0]["outcome"] == "ok"


async def test_multiline_note(executor: Executor, owner_key: str) -> None:
    turns = Turns(executor, SlashOnly())
    record = await turns.handle(TurnInput(owner_key, "/note\nline one\nline two"))
    assert record.actions[0].arguments == {"text": "line one\nline two"}


async def test_confirm_through_commands(executor: Executor, owner_key: str, sender: RecordingSender) -> None:
    turns = Turns(executor, SlashOnly())
    await turns.handle(TurnInput(owner_key, "/note hello"))
    await turns.handle(TurnInput(owner_key, "/contact bob 42"))
    notes = await turns.handle(TurnInput(owner_key, "/notes"))
    note_id = notes.actions[0].outcome.data.notes[0].id  # type: ignore[union-attr]
    asked = await turns.handle(TurnInput(owner_key, f"/share {note_id} bob"))
    assert asked.pending and "/confirm" in asked.reply
    token = asked.pending[0].token
    done = await turns.handle(TurnInput(owner_key, f"/confirm {token}"))
    assert done.actions[0].outcome.kind == "ok" and sender.sent == [(42, "hello")]
    again = await turns.handle(TurnInput(owner_key, f"/confirm {token}"))
    assert again.actions[0].outcome.kind == "refused" and "already used" in again.reply


async def test_unknown_command_and_usage(executor: Executor, owner_key: str) -> None:
    turns = Turns(executor, SlashOnly())
    unknown = await turns.handle(TurnInput(owner_key, "/teleport home"))
    assert "no /teleport command" in unknown.reply
    usage = await turns.handle(TurnInput(owner_key, "/remind sometime soon"))
    assert "Usage: /remind YYYY-MM-DD HH:MM TEXT" in usage.reply and "Nothing was done" in usage.reply


async def test_free_text_without_a_brain_writes_nothing(executor: Executor, owner_key: str) -> None:
    turns = Turns(executor, SlashOnly())
    record = await turns.handle(TurnInput(owner_key, "remind me to call mum"))
    assert record.actions == ()
    assert "didn't understand" in record.reply
    notes = await turns.handle(TurnInput(owner_key, "/reminders"))
    assert "no pending reminders" in notes.reply


async def test_offline_questions_look_in_notes_and_memory(executor: Executor, owner_key: str) -> None:
    from pipeline.intents import IntentBrain, IntentEngine

    turns = Turns(executor, IntentBrain(IntentEngine(CATALOG), executor))
    await turns.handle(TurnInput(owner_key, "note that the wifi password is hunter2"))
    found = await turns.handle(TurnInput(owner_key, "what's the password for the wifi?"))
    assert "the wifi password is hunter2" in found.reply
    assert [a.name for a in found.actions] == ["list_notes", "search_memory"]
    nothing = await turns.handle(TurnInput(owner_key, "where are my keys?"))
    assert nothing.reply == "I found nothing about 'keys' in your notes or in my memory."
    hello = await turns.handle(TurnInput(owner_key, "hello"))
    assert hello.actions == () and hello.reply.startswith("Hello!")


async def test_the_reply_goes_out_before_the_archive_write_which_records_it(
        executor: Executor, owner_key: str, engine: Any, clock: Any) -> None:
    from pipeline.archive import ConversationArchive
    from pipeline.stages import TurnRecord
    from stores.autocommit import Autocommit
    from stores.database import sessions

    archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
    turns = Turns(executor, SlashOnly(), archive)
    owner = await executor.owner(owner_key)
    seen_at_send: list[object] = []

    async def send(record: TurnRecord) -> str:
        seen_at_send.append(await archive.last(owner))
        return "unknown"

    record = await turns.handle(TurnInput(owner_key, "/note sent first", external_id="x1"), send)
    assert seen_at_send == [None]  # nothing archived yet when the reply left
    assert record.delivery == "unknown"
    last = await archive.last(owner)
    assert last is not None and last["reply"] == {"text": record.reply, "delivery": "unknown"}
