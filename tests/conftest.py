"""Shared fixtures: one real PostgreSQL (embedded unless ARTHUR_TEST_DATABASE_URL is set) for the run."""

from __future__ import annotations

import os
import re
import tempfile
import uuid
import warnings
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_executor
from arthur.settings import Settings
from pipeline.action_context import Ports
from pipeline.embeddings import LocalEmbedder
from pipeline.executor import Executor
from stores.database import asyncpg_url, ensure_database, make_engine, start_embedded
from stores.migrate import upgrade
from tests.fakes import MutableClock, RecordingSender
from tests.servers import Pymap, Radicale, SMTPSink

warnings.filterwarnings("ignore", module="platformdirs")

USERS = {"alice": "secret", "bob": "pw2", "carol": "Hunter2-xyzzy"}  # the Radicale accounts of the tests
MAIL_USER, MAIL_PASSWORD = "owner@example.org", "mailpw"

_DELETE = re.compile(r"^\s*(WITH\b.*\)\s*)?DELETE\b", re.I | re.S)


class DeleteGuard:
    """Refuses every DELETE statement; any one seen fails the whole run."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.expected = 0

    def __call__(self, conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if _DELETE.match(statement):
            if self.expected:
                self.expected -= 1
            else:
                self.seen.append(statement)
            raise PermissionError(f"DELETE is forbidden in Arthur: {statement[:80]}")

    @contextmanager
    def expecting_one(self) -> Iterator[None]:
        """For the test that proves the guard works."""
        self.expected += 1
        yield
        self.expected = 0


DELETE_GUARD = DeleteGuard()


class FaultInjector:
    """Makes the next SQL statement touching a table fail, as a dropped connection would."""

    def __init__(self) -> None:
        self.table: str | None = None
        self.hits = 0

    def arm(self, table: str) -> None:
        self.table, self.hits = table, 0

    def disarm(self) -> None:
        self.table = None

    def __call__(self, conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if self.table and re.search(rf"\b{re.escape(self.table)}\b", statement) and "action_ledger" not in statement:
            self.hits += 1
            self.table = None
            raise ConnectionResetError("injected fault: connection reset by peer")


FAULTS = FaultInjector()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if DELETE_GUARD.seen:
        print(f"\nDELETE statements were executed: {DELETE_GUARD.seen}")
        session.exitstatus = 1


@pytest.fixture(scope="session")
def database_uri() -> Iterator[str]:
    """A PostgreSQL server for the whole run: ARTHUR_TEST_DATABASE_URL, else an embedded one."""
    external = os.environ.get("ARTHUR_TEST_DATABASE_URL")
    if external:
        yield external
        return
    with tempfile.TemporaryDirectory(prefix="arthur-test-pg-") as tmp:
        os.chmod(tmp, 0o755)
        yield start_embedded(Path(tmp) / "pgdata")


@pytest.fixture(scope="session")
async def engine(database_uri: str) -> AsyncIterator[AsyncEngine]:
    """A migrated test database with the DELETE guard and the fault injector installed."""
    name = f"arthur_test_{os.getpid()}"
    await ensure_database(database_uri, name)
    eng = make_engine(asyncpg_url(database_uri, name))
    event.listen(eng.sync_engine, "before_cursor_execute", DELETE_GUARD)
    event.listen(eng.sync_engine, "before_cursor_execute", FAULTS)
    await upgrade(eng)
    yield eng
    await eng.dispose()


@pytest.fixture
def faults() -> Iterator[FaultInjector]:
    FAULTS.disarm()
    yield FAULTS
    FAULTS.disarm()


@pytest.fixture
def clock() -> MutableClock:
    return MutableClock(datetime(2026, 11, 25, 9, 0, tzinfo=UTC))  # a Wednesday


@pytest.fixture
def sender() -> RecordingSender:
    return RecordingSender()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(home=tmp_path, timezone="Europe/Paris", language="en", _env_file=None)  # type: ignore[call-arg]


@pytest.fixture(scope="session")
def embedder() -> LocalEmbedder:
    """The real packaged model, loaded once for the run."""
    return LocalEmbedder(threads=2)


@pytest.fixture(scope="session")
def times() -> Any:
    """Duckling's time reader, loaded once for the run."""
    from pipeline.rules.time_phrases import TimeReader

    return TimeReader()


@pytest.fixture(scope="session")
def guard(embedder: LocalEmbedder, times: Any) -> Any:
    """The sincerity guard with its shipped detector, loaded once for the run."""
    from arthur.app import build_guard
    from pipeline.actions import CATALOG

    return build_guard(CATALOG, embedder, times)


@pytest.fixture
def executor(engine: AsyncEngine, settings: Settings, clock: MutableClock, sender: RecordingSender,
             embedder: LocalEmbedder) -> Executor:
    return build_executor(engine, settings, clock, Ports(sender=sender, embedder=embedder))


@pytest.fixture
def owner_key() -> str:
    """A fresh owner per test: nothing is deleted, so isolation comes from owner scoping."""
    return f"test-{uuid.uuid4().hex[:12]}"


@pytest.fixture(scope="session")
async def fake_mistral_server() -> AsyncIterator[Any]:
    from tests.fake_mistral import FakeMistral

    server = FakeMistral()
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
def fake_mistral(fake_mistral_server: Any) -> Any:
    fake_mistral_server.reset()
    return fake_mistral_server


# Real servers, started once for the run by the tests that ask for them.

@pytest.fixture(scope="session")
def radicale(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Radicale]:
    server = Radicale(tmp_path_factory.mktemp("radicale"), USERS).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def imap() -> Iterator[Pymap]:
    server = Pymap(MAIL_USER, MAIL_PASSWORD).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def smtp() -> Iterator[SMTPSink]:
    server = SMTPSink(MAIL_USER, MAIL_PASSWORD).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
async def reader() -> AsyncIterator[Any]:
    """RapidTextReader(2 threads), loaded once for the run (OCR and bot tests share it); any connection attempt
    while loading fails the session."""
    import socket
    import threading

    from voice.ocr import RapidTextReader

    attempts: list[Any] = []

    original = socket.socket.connect

    def refuse(self: socket.socket, address: Any) -> None:
        if threading.current_thread() is threading.main_thread():  # the event loop's own connections go on
            return original(self, address)
        attempts.append(address)
        raise OSError(f"network is off while the OCR model loads: {address}")

    engine = RapidTextReader(threads=2)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(socket.socket, "connect", refuse)
        await engine.load()  # in a worker thread
    assert attempts == [], f"the OCR model tried to download: {attempts}"
    yield engine
