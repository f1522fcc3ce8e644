"""Arthur's MCP server over real HTTP, with a recording owner channel, on the real database."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_turns
from arthur.settings import Settings
from pipeline.executor import Executor
from tests.fakes import MutableClock
from tests.mcp_fixtures import McpHttp, RecordingOwnerChannel, serve_mcp


@pytest.fixture
def owner_channel() -> RecordingOwnerChannel:
    return RecordingOwnerChannel()


@pytest.fixture
async def mcp_http(executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock,
                   owner_channel: RecordingOwnerChannel) -> AsyncIterator[McpHttp]:
    turns, _ = await build_turns(settings, executor, engine, clock)
    async with serve_mcp(turns, engine, owner_channel) as served:
        yield served
