"""Arthur's MCP server over real HTTP on 127.0.0.1 for tests, the SDK's own client, and keys."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field

import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from sqlalchemy.ext.asyncio import AsyncEngine

from connectors.mcp_serve import serve_http
from connectors.mcp_server import ArthurMcp, KeyVerifier
from pipeline.action_context import OwnerRef
from pipeline.owner_channel import OwnerChannel, Told
from pipeline.stages import Reply
from pipeline.turns import Turns
from stores import mcp_keys
from stores.autocommit import Autocommit
from stores.database import sessions


@dataclass
class RecordingOwnerChannel:
    """A double for our own OwnerChannel port: records what the owner would be told."""

    told: list[tuple[OwnerRef, Reply]] = field(default_factory=list)
    answer: Told = "sent"

    async def tell(self, owner: OwnerRef, reply: Reply) -> Told:
        self.told.append((owner, reply))
        return self.answer


@dataclass
class McpHttp:
    url: str
    engine: AsyncEngine
    turns: Turns

    async def key(self, user: str, label: str = "laptop") -> tuple[int, str]:
        """A new key for owner `user`: (its id, the key)."""
        owner = await self.turns.executor.owner(user)
        async with sessions(self.engine)() as s, s.begin():
            row, secret = await mcp_keys.add(s, owner.id, label, self.turns.executor.clock.now())
        return row.id, secret

    def client(self, key: str) -> AbstractAsyncContextManager[Client]:
        return connect(self.url, key)


@asynccontextmanager
async def connect(url: str, key: str) -> AsyncIterator[Client]:
    """The SDK's own client over streamable HTTP, with a bearer key."""
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=30) as http, \
            Client(streamable_http_client(url, http_client=http)) as client:
        yield client


@asynccontextmanager
async def serve_mcp(turns: Turns, engine: AsyncEngine, channel: OwnerChannel | None) -> AsyncIterator[McpHttp]:
    """`arthur mcp` on a free port of 127.0.0.1, on this event loop."""
    stop = asyncio.Event()
    port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    server = ArthurMcp(turns, channel).server()
    task = asyncio.create_task(serve_http(server, KeyVerifier(Autocommit(engine)), "127.0.0.1", 0, stop,
                                          listening=port.set_result))
    await asyncio.wait({task, port}, return_when=asyncio.FIRST_COMPLETED)
    if task.done():
        await task
    try:
        yield McpHttp(f"http://127.0.0.1:{port.result()}/mcp", engine, turns)
    finally:
        stop.set()
        await asyncio.wait_for(task, 15)
