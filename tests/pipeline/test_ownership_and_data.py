"""Owner scoping, verbatim storage, long notes, confirmations, and the no-DELETE rule."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.outcomes import Ok, PendingConfirmation, Refused, data_json
from tests.conftest import DELETE_GUARD
from tests.fakes import MutableClock, RecordingSender

CMD = Caller("command")


async def _ok(executor: Executor, owner: Any, name: str, args: dict[str, Any]) -> Any:
    outcome = await executor.run(owner, CMD, name, args)
    assert isinstance(outcome, Ok), outcome
    return data_json(outcome)  # the data as the owner's clients see it (JSON)


@pytest.mark.parametrize(
    ("name", "key", "make"),
    [
        ("retire_note", "note_id", ("create_note", {"text": "secret"})),
        ("complete_reminder", "reminder_id", ("create_reminder", {"text": "secret", "due": "2026-12-24 10:00"})),
        ("snooze_reminder", "reminder_id", ("create_reminder", {"text": "secret", "due": "2026-12-24 10:00"})),
        ("deactivate_preference", "preference_id", ("remember_preference", {"text": "secret"})),
    ],
)
async def test_another_owners_id_reads_exactly_like_a_missing_one(
    name: str, key: str, make: tuple[str, dict[str, Any]], executor: Executor, owner_key: str
) -> None:
    alice = await executor.owner(owner_key + "-alice")
    mallory = await executor.owner(owner_key + "-mallory")
    alice_id = (await _ok(executor, alice, *make))["id"]
    # A surely-missing id with the same number of digits, so even lengths match.
    missing = int("9" * len(str(alice_id)))
    assert missing != alice_id
    theirs = await executor.run(mallory, CMD, name, {key: alice_id})
    absent = await executor.run(mallory, CMD, name, {key: missing})
    assert isinstance(theirs, Refused) and isinstance(absent, Refused)
    assert theirs.code == absent.code == "not_found"
    assert theirs.message.replace(str(alice_id), "N").encode() == absent.message.replace(str(missing), "N").encode()
    # Alice's row is untouched.
    again = await executor.run(alice, CMD, name, {key: alice_id})
    assert isinstance(again, Ok)


async def test_names_do_not_leak_across_owners(executor: Executor, owner_key: str) -> None:
    alice = await executor.owner(owner_key + "-alice")
    mallory = await executor.owner(owner_key + "-mallory")
    await _ok(executor, alice, "create_project", {"name": "Secret plan"})
    await _ok(executor, alice, "add_contact", {"name": "boss", "chat_id": 1})
    theirs = await executor.run(mallory, CMD, "read_project", {"name": "Secret plan"})
    absent = await executor.run(mallory, CMD, "read_project", {"name": "Secret plbn"})
    assert isinstance(theirs, Refused) and isinstance(absent, Refused)
    assert theirs.message.replace("Secret plan", "X") == absent.message.replace("Secret plbn", "X")
    listing = await _ok(executor, mallory, "list_projects", {})
    assert listing == {"projects": []}
    notes = await _ok(executor, mallory, "list_notes", {})
    assert notes == {"notes": [], "in_other_words": []}
    # Mallory can create her own project with the same name: names are per owner.
    await _ok(executor, mallory, "create_project", {"name": "Secret plan"})


async def test_another_owners_confirmation_token_reads_as_unknown(executor: Executor, owner_key: str) -> None:
    alice = await executor.owner(owner_key + "-alice")
    mallory = await executor.owner(owner_key + "-mallory")
    note = await _ok(executor, alice, "create_note", {"text": "to share"})
    await _ok(executor, alice, "add_contact", {"name": "bob", "chat_id": 5})
    pending = await executor.run(alice, CMD, "share_note", {"note_id": note["id"], "contact": "bob"})
    assert isinstance(pending, PendingConfirmation)
    _, stolen = await executor.resolve(mallory, CMD, pending.token, accept=True)
    _, bogus = await executor.resolve(mallory, CMD, "not-a-token", accept=True)
    assert isinstance(stolen, Refused) and isinstance(bogus, Refused)
    assert stolen.message == bogus.message


HOSTILE = [
    "'); DROP TABLE notes;--",
    "<b>bold</b> & <script>alert(1)</script>",
    "*_[markdown](http://x) `code`",
    "zero\u200bwidth\u200c\u200d\ufeffjoiners",
    "emoji 🎙️ and RTL \u202egnirts",
    "  leading and trailing spaces  \n\nand blank lines\t",
    "NUL-free but \\x00 literal and 100% LIKE _wildcards_",
]


@pytest.mark.parametrize("payload", HOSTILE)
async def test_hostile_text_is_stored_and_listed_byte_exact(payload: str, executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    created = await _ok(executor, owner, "create_note", {"text": payload})
    listed = await _ok(executor, owner, "list_notes", {})
    assert [n["text"] for n in listed["notes"]] == [payload]
    assert listed["notes"][0]["text"].encode() == payload.encode()
    assert created["text"] == payload


async def test_wildcards_in_a_search_are_literal(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    await _ok(executor, owner, "create_note", {"text": "100% sure"})
    await _ok(executor, owner, "create_note", {"text": "100 percent"})
    found = await _ok(executor, owner, "list_notes", {"query": "100%"})
    assert [n["text"] for n in found["notes"]] == ["100% sure"]


async def test_a_search_finds_every_word_in_any_order(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    await _ok(executor, owner, "create_note", {"text": "Wifi at home: the password is hunter2"})
    await _ok(executor, owner, "create_note", {"text": "the boiler password is 4471"})
    found = await _ok(executor, owner, "list_notes", {"query": "the password for the wifi"})
    assert [n["text"] for n in found["notes"]] == ["Wifi at home: the password is hunter2"]
    found = await _ok(executor, owner, "list_notes", {"query": "l'adresse du wifi"})
    assert found["notes"] == []  # "adresse" is in no note: every meaningful word must be there


async def test_the_notes_table_survives_injection(executor: Executor, owner_key: str, engine: AsyncEngine) -> None:
    owner = await executor.owner(owner_key)
    await _ok(executor, owner, "create_note", {"text": "x'); DROP TABLE notes;--"})
    async with engine.connect() as conn:
        assert (await conn.execute(text("SELECT to_regclass('notes') IS NOT NULL"))).scalar_one()


async def test_a_note_over_4096_characters_is_stored_whole(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    long_text = ("paragraph " * 50 + "\n\n") * 12  # about 6 000 characters
    assert len(long_text) > 4096
    created = await _ok(executor, owner, "create_note", {"text": long_text})
    listed = await _ok(executor, owner, "list_notes", {})
    assert listed["notes"][0]["text"] == long_text
    assert created["text"] == long_text
    listing = await executor.run(owner, CMD, "list_notes", {})
    assert isinstance(listing, Ok) and long_text in listing.summary


async def test_a_note_over_the_limit_is_refused_with_the_reason(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    outcome = await executor.run(owner, CMD, "create_note", {"text": "x" * 20_001})
    assert isinstance(outcome, Refused) and outcome.code == "too_long"
    assert "20000" in outcome.message and "20001" in outcome.message and "Nothing was saved" in outcome.message
    assert (await _ok(executor, owner, "list_notes", {})) == {"notes": [], "in_other_words": []}


async def test_confirmation_is_single_use_and_sends_once(executor: Executor, owner_key: str,
                                                          sender: RecordingSender) -> None:
    owner = await executor.owner(owner_key)
    note = await _ok(executor, owner, "create_note", {"text": "the code is 4471"})
    await _ok(executor, owner, "add_contact", {"name": "Bob", "chat_id": 99})
    pending = await executor.run(owner, CMD, "share_note", {"note_id": note["id"], "contact": "bob"})
    assert isinstance(pending, PendingConfirmation)
    assert sender.sent == []  # nothing leaves before the owner says yes
    _, first = await executor.resolve(owner, CMD, pending.token, accept=True)
    _, second = await executor.resolve(owner, CMD, pending.token, accept=True)
    assert isinstance(first, Ok)
    assert isinstance(second, Refused) and second.code == "token_used"
    assert sender.sent == [(99, "the code is 4471")]


async def test_cancel_and_expiry(executor: Executor, owner_key: str, sender: RecordingSender,
                                 clock: MutableClock) -> None:
    owner = await executor.owner(owner_key)
    note = await _ok(executor, owner, "create_note", {"text": "n"})
    await _ok(executor, owner, "add_contact", {"name": "bob", "chat_id": 1})
    one = await executor.run(owner, CMD, "share_note", {"note_id": note["id"], "contact": "bob"})
    two = await executor.run(owner, CMD, "share_note", {"note_id": note["id"], "contact": "bob"})
    assert isinstance(one, PendingConfirmation) and isinstance(two, PendingConfirmation)
    _, cancelled = await executor.resolve(owner, CMD, one.token, accept=False)
    assert isinstance(cancelled, Refused) and cancelled.code == "cancelled"
    clock.advance(hours=1)
    _, expired = await executor.resolve(owner, CMD, two.token, accept=True)
    assert isinstance(expired, Refused) and expired.code == "token_expired"
    assert sender.sent == []


async def test_a_retired_note_cannot_be_shared_even_if_retired_after_asking(executor: Executor, owner_key: str,
                                                                            sender: RecordingSender) -> None:
    owner = await executor.owner(owner_key)
    note = await _ok(executor, owner, "create_note", {"text": "n"})
    await _ok(executor, owner, "add_contact", {"name": "bob", "chat_id": 1})
    pending = await executor.run(owner, CMD, "share_note", {"note_id": note["id"], "contact": "bob"})
    assert isinstance(pending, PendingConfirmation)
    await _ok(executor, owner, "retire_note", {"note_id": note["id"]})
    _, outcome = await executor.resolve(owner, CMD, pending.token, accept=True)
    assert isinstance(outcome, Refused) and outcome.code == "note_retired"
    again = await executor.run(owner, CMD, "share_note", {"note_id": note["id"], "contact": "bob"})
    assert isinstance(again, Refused) and again.code == "note_retired"
    assert sender.sent == []


async def test_a_failed_send_is_failed_not_ok(executor: Executor, owner_key: str, sender: RecordingSender) -> None:
    owner = await executor.owner(owner_key)
    note = await _ok(executor, owner, "create_note", {"text": "n"})
    await _ok(executor, owner, "add_contact", {"name": "bob", "chat_id": 1})
    pending = await executor.run(owner, CMD, "share_note", {"note_id": note["id"], "contact": "bob"})
    assert isinstance(pending, PendingConfirmation)
    sender.fail_with = TimeoutError("send timed out")
    _, outcome = await executor.resolve(owner, CMD, pending.token, accept=True)
    assert outcome.kind == "failed"
    assert "can't tell" in outcome.message


async def test_retiring_keeps_the_row(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    note = await _ok(executor, owner, "create_note", {"text": "old"})
    await _ok(executor, owner, "retire_note", {"note_id": note["id"], "reason": "done with it"})
    assert (await _ok(executor, owner, "list_notes", {})) == {"notes": [], "in_other_words": []}
    archived = await _ok(executor, owner, "list_notes", {"include_retired": True})
    assert archived["notes"][0]["retire_reason"] == "done with it"
    twice = await executor.run(owner, CMD, "retire_note", {"note_id": note["id"]})
    assert isinstance(twice, Refused) and twice.code == "already_retired"


async def test_the_delete_guard_blocks_deletes(engine: AsyncEngine) -> None:
    with DELETE_GUARD.expecting_one(), pytest.raises(PermissionError):
        async with engine.begin() as conn:
            await conn.execute(text("DELETE FROM notes WHERE false"))
    assert DELETE_GUARD.seen == []


async def test_refusal_writes_nothing(executor: Executor, owner_key: str, engine: AsyncEngine) -> None:
    owner = await executor.owner(owner_key)
    await _ok(executor, owner, "create_project", {"name": "A"})
    await _ok(executor, owner, "create_project", {"name": "B"})
    await _ok(executor, owner, "start_session", {"project": "A"})
    refused = await executor.run(owner, CMD, "start_session", {"project": "B"})
    assert isinstance(refused, Refused) and refused.code == "session_running"
    async with engine.connect() as conn:
        n = (await conn.execute(text("SELECT count(*) FROM work_sessions WHERE owner_id = :o"),
                                {"o": owner.id})).scalar_one()
    assert n == 1
    switched = await executor.run(owner, CMD, "start_session", {"project": "B", "switch": True})
    assert isinstance(switched, Ok) and "Stopped A" in switched.summary


