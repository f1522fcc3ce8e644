"""Serving the MCP server: streamable HTTP (uvicorn on the running event loop, beside the bot if there is one)
with bearer keys, or stdio for a desktop client that starts Arthur itself."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Generator, Sequence
from typing import Any

import uvicorn
from mcp.server import Server
from mcp.server.auth.provider import TokenVerifier
from mcp.server.auth.settings import AuthSettings
from mcp.server.stdio import stdio_server
from mcp.server.transport_security import TransportSecuritySettings

log = logging.getLogger(__name__)
LOCAL_HOSTS = ["127.0.0.1:*", "localhost:*", "[::1]:*"]
LOCAL_ORIGINS = ["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"]


class _Uvicorn(uvicorn.Server):
    """uvicorn without its own signal handlers: the process's owner (arthur run, arthur mcp) handles them."""

    @contextlib.contextmanager
    def capture_signals(self) -> Generator[None, None, None]:
        yield


def http_app(server: Server[Any], verifier: TokenVerifier | None, host: str, public_hosts: Sequence[str] = ()) -> Any:
    """The Starlette app at /mcp: every request needs a valid key. DNS-rebinding protection stays on; behind a
    proxy, `public_hosts` (e.g. arthur.example.org) are accepted besides the local names."""
    security = None
    if public_hosts:
        hosts = [*LOCAL_HOSTS, *(h for name in public_hosts for h in (name, f"{name}:*"))]
        origins = [*LOCAL_ORIGINS, *(f"{scheme}://{name}" for name in public_hosts for scheme in ("https", "http"))]
        security = TransportSecuritySettings(allowed_hosts=hosts, allowed_origins=origins)
    elif host in ("0.0.0.0", "::"):
        security = TransportSecuritySettings(allowed_hosts=LOCAL_HOSTS, allowed_origins=LOCAL_ORIGINS)
    auth = AuthSettings(issuer_url="http://127.0.0.1", resource_server_url=None) if verifier else None
    return server.streamable_http_app(auth=auth, token_verifier=verifier, host=host, transport_security=security)


async def serve_http(server: Server[Any], verifier: TokenVerifier | None, host: str, port: int,
                     stop: asyncio.Event, public_hosts: Sequence[str] = (),
                     listening: Callable[[int], None] | None = None) -> None:
    """Serve until `stop` is set, on this event loop; `listening` hears the port once it listens (port 0: any
    free one). Without a verifier, no key is asked for (benches only)."""
    config = uvicorn.Config(http_app(server, verifier, host, public_hosts), host=host, port=port,
                            log_level="warning", lifespan="on", access_log=False)
    userv = _Uvicorn(config)
    task = asyncio.create_task(userv.serve())
    waiting = asyncio.create_task(stop.wait())
    try:
        while not userv.started and not task.done():
            await asyncio.sleep(0.01)
        if task.done():
            with contextlib.suppress(SystemExit):  # uvicorn exits when it cannot bind (a port in use, say)
                await task
            raise RuntimeError(f"the MCP server could not listen on {host}:{port} (see the log above)")
        port = userv.servers[0].sockets[0].getsockname()[1] if userv.servers else port
        log.warning("MCP server listening on http://%s:%s/mcp", host, port)
        if listening is not None:
            listening(port)
        await asyncio.wait({task, waiting}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        userv.should_exit = True
        waiting.cancel()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 10)


async def serve_stdio(server: Server[Any]) -> None:
    """Serve one client on stdin/stdout until it closes them (nothing else may write to stdout)."""
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())
