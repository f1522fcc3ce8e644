"""Connecting and disconnecting: the password comes as the next message, is taken out of the chat, checked,
sealed, and appears in no record, ledger, archive or log; a disconnection retires the row."""

from __future__ import annotations

import json
import logging
import stat
from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_turns
from arthur.settings import Settings
from pipeline.executor import Executor
from pipeline.outcomes import Ok, Refused
from pipeline.stages import TurnInput
from stores.access_models import Connection
from stores.models import LedgerEntry, Turn
from stores.vault import Vault, VaultError, instance_key
from tests.connectors.conftest import CMD, USERS, connect_calendar
from tests.fakes import MutableClock
from tests.servers import Radicale

PASSWORD = USERS["carol"]


async def test_the_password_is_taken_out_of_the_chat_and_of_every_record(
        connected: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock, radicale: Radicale,
        owner_key: str, caplog: pytest.LogCaptureFixture) -> None:
    turns, _ = await build_turns(settings, connected, engine, clock)
    forgotten: list[bool] = []

    async def forget() -> bool:
        forgotten.append(True)
        return True

    caplog.set_level(logging.DEBUG)
    first = await turns.handle(TurnInput(owner_key, f"/connect_calendar {radicale.url} carol", channel="telegram"))
    assert "send the password as your next message" in first.reply
    second = await turns.handle(TurnInput(owner_key, PASSWORD, channel="telegram", forget=forget))
    assert second.reply.startswith("Calendar connected (carol at ")
    assert "I took your message with the password out of the chat." in second.reply
    assert forgotten == [True] and second.input == "(password, hidden)"
    assert PASSWORD not in json.dumps(second.as_json())
    assert PASSWORD not in caplog.text
    owner = await connected.owner(owner_key)

    async def stored(s):  # type: ignore[no-untyped-def]
        rows = (await s.execute(select(LedgerEntry).where(LedgerEntry.owner_id == owner.id))).scalars().all()
        said = (await s.execute(select(Turn.text).where(Turn.owner_id == owner.id))).scalars().all()
        row = (await s.execute(select(Connection).where(Connection.owner_id == owner.id))).scalar_one()
        return rows, said, row

    rows, said, row = await connected.read(stored)
    assert rows and all(PASSWORD not in json.dumps(r.arguments) + r.message + json.dumps(r.data) for r in rows)
    assert PASSWORD not in said and "(password, hidden)" in said
    assert row.secret and PASSWORD not in row.secret and _opened(connected, row.secret) == PASSWORD
    read = await turns.handle(TurnInput(owner_key, "what's on tomorrow?", channel="telegram"))
    assert read.reply.startswith("Nothing in your calendar on Thu 26 Nov 2026")  # the next message is no password


def _opened(executor: Executor, sealed: str) -> str:
    assert executor._ports.vault is not None
    return executor._ports.vault.open(sealed)


async def test_disconnect_retires_and_a_changed_key_asks_to_reconnect(connected: Executor, calendar_url: str,
                                                                      owner_key: str) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    ok = await connected.run(owner, CMD, "read_agenda", {})
    assert isinstance(ok, Ok)
    gone = await connected.run(owner, CMD, "disconnect_calendar", {})
    assert isinstance(gone, Ok) and "retired, not deleted" in gone.summary
    refused = await connected.run(owner, CMD, "read_agenda", {})
    assert isinstance(refused, Refused) and refused.code == "not_connected"

    async def rows(s):  # type: ignore[no-untyped-def]
        return (await s.execute(select(Connection).where(Connection.owner_id == owner.id))).scalars().all()

    kept = await connected.read(rows)
    assert len(kept) == 1 and kept[0].retired_at is not None  # nothing deleted
    await connect_calendar(connected, owner, calendar_url)
    other = Executor(connected._sessions, connected.clock, connected.catalog,
                     ports=replace(connected._ports, vault=Vault(_other_key())))
    lost = await other.run(owner, CMD, "read_agenda", {})
    assert isinstance(lost, Refused) and lost.code == "key_changed"


def _other_key() -> str:
    from cryptography.fernet import Fernet

    return Fernet.generate_key().decode()


def test_the_instance_key_is_made_once_and_kept_private(tmp_path: Path) -> None:
    key = instance_key(tmp_path, None)
    assert instance_key(tmp_path, None) == key
    assert stat.S_IMODE((tmp_path / "secret.key").stat().st_mode) == 0o600
    assert instance_key(tmp_path, "configured") == "configured"
    vault = Vault(key)
    sealed = vault.seal("pässword")
    assert "pässword" not in sealed and vault.open(sealed) == "pässword" and key not in repr(vault)
    with pytest.raises(VaultError):
        Vault(_other_key()).open(sealed)
    with pytest.raises(VaultError):
        Vault("not a key")


async def test_a_change_of_mind_stops_the_wait_for_a_password(connected: Executor, engine: AsyncEngine,
                                                              settings: Settings, clock: MutableClock,
                                                              radicale: Radicale, owner_key: str) -> None:
    turns, _ = await build_turns(settings, connected, engine, clock)
    await turns.handle(TurnInput(owner_key, f"/connect_calendar {radicale.url} carol"))
    gone = await turns.handle(TurnInput(owner_key, "/disconnect_calendar"))
    assert "disconnected" in gone.reply
    after = await turns.handle(TurnInput(owner_key, "note that the boiler code is 4471"))
    assert after.reply.startswith("Saved note #") and after.input == "note that the boiler code is 4471"
