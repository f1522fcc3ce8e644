"""Fixtures of the connector tests: one Radicale, one pymap and one SMTP server for the run, and an executor
whose ports reach them (each test works in a calendar of its own, so tests never see each other's events); and
Arthur's MCP server over real HTTP, with a recording owner channel, on the real database."""

from __future__ import annotations

import uuid
import warnings
from collections.abc import AsyncIterator

import pytest
from pydantic import SecretStr
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_executor, build_turns
from arthur.settings import Settings
from pipeline.action_context import Caller, FixedAccounts, OwnerRef, Ports
from pipeline.executor import Executor
from pipeline.outcomes import Ok
from stores.calendar import CalDAVCalendars
from stores.mail_sending import SMTPSender
from stores.mailbox import IMAPMailboxes
from stores.vault import Vault
from tests.conftest import MAIL_PASSWORD, MAIL_USER, USERS
from tests.fakes import MutableClock, RecordingSender
from tests.mcp_fixtures import McpHttp, RecordingOwnerChannel, serve_mcp
from tests.servers import Pymap, Radicale, SMTPSink

__all__ = ["MAIL_PASSWORD", "MAIL_USER", "USERS"]
KEY = "0ssGbKMiqttNfH0iwnsoWT9UtxNW1J2b55HMmm_jMD0="  # a test-only instance key
CMD = Caller("command")


@pytest.fixture
def calendar_url(radicale: Radicale) -> str:
    """A fresh calendar of alice's, for this test only."""
    import caldav

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        client = caldav.DAVClient(url=radicale.url, username="alice", password="secret", auth_type="basic")
        cal = client.principal().make_calendar(name="test", cal_id=uuid.uuid4().hex[:12])
    return str(cal.url)


@pytest.fixture
def ports(sender: RecordingSender) -> Ports:
    return Ports(sender=sender, vault=Vault(KEY), calendars=CalDAVCalendars(timeout_s=1.5),
                 mailboxes=IMAPMailboxes(timeout_s=3), outgoing=SMTPSender(timeout_s=3), fixed=FixedAccounts())


@pytest.fixture
def connected(engine: AsyncEngine, settings: Settings, clock: MutableClock, ports: Ports) -> Executor:
    return build_executor(engine, settings, clock, ports)


async def connect_calendar(executor: Executor, owner: OwnerRef, url: str, user: str = "alice",
                           password: str = "secret") -> None:
    """The owner's calendar, connected the way the owner does it (the password as a secret)."""
    first = await executor.run(owner, CMD, "connect_calendar", {"url": url, "username": user})
    assert isinstance(first, Ok), first
    done = await executor.run(owner, CMD, "give_connection_password",
                              {"kind": "calendar", "password": SecretStr(password)})
    assert isinstance(done, Ok), done


async def connect_mail(executor: Executor, owner: OwnerRef, imap: Pymap, smtp: SMTPSink) -> None:
    """The owner's mail account, connected."""
    first = await executor.run(owner, CMD, "connect_mail", {
        "imap_host": "127.0.0.1", "imap_port": imap.port, "smtp_host": "127.0.0.1", "smtp_port": smtp.port,
        "username": MAIL_USER})
    assert isinstance(first, Ok), first
    done = await executor.run(owner, CMD, "give_connection_password",
                              {"kind": "mail", "password": SecretStr(MAIL_PASSWORD)})
    assert isinstance(done, Ok), done


@pytest.fixture
def owner_channel() -> RecordingOwnerChannel:
    return RecordingOwnerChannel()


@pytest.fixture
async def mcp_http(executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock,
                   owner_channel: RecordingOwnerChannel) -> AsyncIterator[McpHttp]:
    turns, _ = await build_turns(settings, executor, engine, clock)
    async with serve_mcp(turns, engine, owner_channel) as served:
        yield served
