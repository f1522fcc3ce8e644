"""Outside MCP servers through the SDK's own client: connected at start-up, their taken tools declared as
actions, each call answered in the pipeline's terms (pipeline/outside_port.py), never raised.

Each server's connection is held by a task of its own (the SDK's client is entered and left in one task); when
it breaks, the next call connects again. A call that gets no answer in time, or loses its connection, is
`Unreachable` (the action fails: effect unknown); an error the server flags is the tool's refusal; a tool the
server no longer lists is `Gone`."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
from collections.abc import Mapping
from contextlib import AsyncExitStack
from typing import Any

import httpx2
import mcp_types as types
from mcp import Client, MCPError, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from pipeline.catalog import Action
from pipeline.outside_port import (
    Answered,
    Gone,
    OfferedTool,
    OutsideAnswer,
    Rejected,
    ServerOffer,
    Unreachable,
)
from pipeline.outside_tools import Listed, ServerConfig, declare

log = logging.getLogger(__name__)
# JSON-RPC errors that mean "turned down before running": anything else leaves the effect unknown.
REJECTIONS = {types.INVALID_PARAMS, types.METHOD_NOT_FOUND, types.INVALID_REQUEST, types.PARSE_ERROR}


def describe(exc: BaseException) -> str:
    """The innermost error of an exception group, as 'Type: message'."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    text = str(exc.message if isinstance(exc, MCPError) else exc).strip()
    return f"{type(exc).__name__}: {text}"[:300] if text else type(exc).__name__


class Link:
    """One server's connection and its latest tool listing."""

    def __init__(self, config: ServerConfig, environ: Mapping[str, str]) -> None:
        self.config = config
        self.listed: dict[str, types.Tool] = {}
        self.error: str | None = None
        self._environ = environ
        self._client: Client | None = None
        self._holder: asyncio.Task[None] | None = None
        self._closing = asyncio.Event()
        self._lock = asyncio.Lock()

    def _http(self) -> httpx2.AsyncClient:
        headers = {}
        if self.config.token_env:
            token = self._environ.get(self.config.token_env)
            if not token:
                raise LookupError(f"the environment variable {self.config.token_env} (its bearer token) is not set")
            headers["Authorization"] = f"Bearer {token}"
        return httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(self.config.timeout_s, read=None))

    async def _hold(self, ready: asyncio.Future[Client], closing: asyncio.Event) -> None:
        entered: Client | None = None
        try:
            async with AsyncExitStack() as stack:
                if self.config.url is not None:
                    http = await stack.enter_async_context(self._http())
                    client = Client(streamable_http_client(self.config.url, http_client=http))
                else:
                    command = self.config.command or ("",)
                    client = Client(StdioServerParameters(command=command[0], args=list(command[1:])))
                entered = self._client = await stack.enter_async_context(client)
                ready.set_result(entered)
                await closing.wait()
        except BaseException as exc:  # the connection broke, or never opened: the next call connects again
            self.error = describe(exc)
            if not ready.done():
                ready.set_exception(ConnectionError(self.error))
            if not isinstance(exc, Exception | BaseExceptionGroup):
                raise
        finally:
            if self._client is entered:  # a newer connection may have replaced this one already
                self._client = None

    async def client(self) -> Client:
        """The connected client, connecting (and listing the tools) first if needed."""
        async with self._lock:
            if self._client is not None and self._holder is not None and not self._holder.done():
                return self._client
            self._closing = asyncio.Event()
            ready: asyncio.Future[Client] = asyncio.get_running_loop().create_future()
            self._holder = asyncio.create_task(self._hold(ready, self._closing))
            try:
                client = await asyncio.wait_for(asyncio.shield(ready), self.config.timeout_s)
                await self._list(client)
            except BaseException:
                self.drop()
                if not ready.done():  # still connecting: stop trying
                    self._holder.cancel()
                raise
            self.error = None
            return client

    async def _list(self, client: Client) -> None:
        tools: list[types.Tool] = []
        cursor: str | None = None
        for _ in range(20):
            page = await asyncio.wait_for(client.list_tools(cursor=cursor, cache_mode="refresh"), self.config.timeout_s)
            tools += page.tools
            cursor = page.next_cursor
            if cursor is None:
                break
        self.listed = {t.name: t for t in tools}

    async def relist(self) -> None:
        """List the tools afresh (connecting if needed); raises when the server cannot be reached."""
        client = await self.client()
        await self._list(client)

    def drop(self) -> None:
        """Let the connection go (its task closes it); the next call opens a new one."""
        self._closing.set()
        self._client = None

    async def call(self, tool: str, arguments: dict[str, Any]) -> OutsideAnswer:
        """Call a tool; every way it can go is a typed answer."""
        try:
            client = await self.client()
        except Exception as exc:
            return Unreachable(describe(exc))
        if tool not in self.listed:
            return Gone()
        try:
            result = await asyncio.wait_for(client.call_tool(tool, arguments), self.config.timeout_s)
        except TimeoutError:
            self.drop()
            return Unreachable(f"no answer within {self.config.timeout_s:g} s")
        except MCPError as exc:
            if exc.code in REJECTIONS:
                return await self._gone_or(tool, Rejected(exc.message))
            self.drop()
            return Unreachable(describe(exc))
        except Exception as exc:  # a dropped connection, an answer that does not fit its own schema…
            self.drop()
            return Unreachable(describe(exc))
        text = "\n".join(c.text for c in result.content if isinstance(c, types.TextContent)).strip()
        if result.is_error:
            return await self._gone_or(tool, Answered(text or "(no reason given)", result.structured_content, True))
        if not text and result.structured_content is not None:
            text = json.dumps(result.structured_content, ensure_ascii=False)
        return Answered(text, result.structured_content)

    async def _gone_or(self, tool: str, answer: OutsideAnswer) -> OutsideAnswer:
        """A refusal may mean the tool has gone since the last listing: look again."""
        with contextlib.suppress(Exception):
            await self.relist()
        return Gone() if tool not in self.listed else answer

    async def close(self) -> None:
        """Close the connection."""
        self._closing.set()
        if self._holder is not None:
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(self._holder, 5)


class OutsideServers:
    """The OutsideTools port: every configured server, and the tools declared from them at start-up."""

    def __init__(self, configs: tuple[ServerConfig, ...], environ: Mapping[str, str] | None = None) -> None:
        env = os.environ if environ is None else environ
        self._links = {c.name: Link(c, env) for c in configs}
        self._enabled: dict[str, set[str]] = {c.name: set() for c in configs}

    async def start(self) -> list[Action]:
        """Connect to every server at once, list their tools, and declare the taken ones that are offered."""
        found = await asyncio.gather(*(self._declare(link) for link in self._links.values()))
        return [a for actions in found for a in actions]

    async def _declare(self, link: Link) -> list[Action]:
        try:
            await link.client()
        except Exception as exc:
            log.warning("outside MCP server %s is not reachable (%s): its tools are not available",
                        link.config.name, describe(exc))
            return []
        listed = [Listed(t.name, t.description or "", t.input_schema) for t in link.listed.values()]
        actions, left_out = declare(link.config, listed)
        for tool, why in left_out.items():
            log.warning("outside tool %s.%s is left out: %s", link.config.name, tool, why)
        self._enabled[link.config.name] = {a.name.split(".", 1)[1] for a in actions}
        return actions

    async def call(self, server: str, tool: str, arguments: dict[str, Any]) -> OutsideAnswer:
        """Call a declared tool."""
        link = self._links.get(server)
        if link is None or tool not in self._enabled.get(server, set()):
            return Gone()
        return await link.call(tool, arguments)

    async def offers(self) -> tuple[ServerOffer, ...]:
        """Every server listed afresh, at once."""
        return tuple(await asyncio.gather(*(self._offer(link) for link in self._links.values())))

    async def _offer(self, link: Link) -> ServerOffer:
        config, enabled = link.config, self._enabled[link.config.name]
        try:
            await link.relist()
        except Exception as exc:
            tools = tuple(OfferedTool(t, "", False, t in enabled, config.effect(t)) for t in config.tools)
            return ServerOffer(config.name, config.address, False, describe(exc), tools)
        names = [*link.listed, *(t for t in config.tools if t not in link.listed)]
        return ServerOffer(config.name, config.address, True, None, tuple(OfferedTool(
            name, (link.listed[name].description or "")[:200] if name in link.listed else "", name in link.listed,
            name in enabled, config.effect(name) if name in enabled else None, _hints(link.listed.get(name)))
            for name in names))

    async def close(self) -> None:
        """Close every connection."""
        await asyncio.gather(*(link.close() for link in self._links.values()))


def _hints(tool: types.Tool | None) -> tuple[str, ...]:
    """The server's own annotations, shown as what they are: its claims."""
    if tool is None or tool.annotations is None:
        return ()
    dumped = tool.annotations.model_dump(by_alias=True, exclude_none=True)
    return tuple(f"{k}={str(v).lower()}" for k, v in dumped.items() if k != "title")
