"""`arthur mcp`: the catalog served to outside assistants, over streamable HTTP (a key per client) or stdio (a
desktop client starting Arthur for one owner); and the same server beside the bot in `arthur run`."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

from arthur.app import App, build
from arthur.settings import Settings, SettingsError
from connectors.mcp_serve import serve_http, serve_stdio
from connectors.mcp_server import ArthurMcp, Identity, KeyVerifier
from pipeline.owner_channel import OwnerChannel
from stores.autocommit import Autocommit

log = logging.getLogger(__name__)
DEFAULT_PORT = 8765


def http_job(app: App, settings: Settings, channel: OwnerChannel | None, port: int
             ) -> Callable[[asyncio.Event], Coroutine[Any, Any, None]]:
    """The MCP server over HTTP as a job that runs until its event is set (beside the bot, or alone)."""
    server = ArthurMcp(app.turns, channel).server()
    verifier = KeyVerifier(Autocommit(app.engine))
    return lambda stop: serve_http(server, verifier, settings.mcp_host, port, stop, settings.mcp_public_hosts)


@contextlib.asynccontextmanager
async def owner_channel(settings: Settings) -> AsyncIterator[OwnerChannel | None]:
    """The owner's Telegram chat, for asking them to confirm; None without a token (or if Telegram can't be
    reached at start: the MCP replies then say the owner could not be asked)."""
    if settings.telegram_token is None:
        yield None
        return
    from bot.owner_messages import telegram_owner_channel

    opened = telegram_owner_channel(settings.telegram_token.get_secret_value(), settings.telegram_base_url,
                                    settings.telegram_timeout_s, settings.telegram_proxy)
    try:
        channel = await opened.__aenter__()
    except Exception:
        log.exception("Telegram could not be reached: MCP confirmations cannot be asked for")
        yield None
        return
    try:
        yield channel
    finally:
        await opened.__aexit__(None, None, None)


async def run_mcp(settings: Settings, *, port: int | None = None, stdio: bool = False, user: str | None = None,
                  label: str = "stdio", stop: asyncio.Event | None = None) -> int:
    """Serve until SIGINT/SIGTERM (HTTP) or until the client closes stdin (stdio)."""
    if stdio and not user:
        raise SettingsError("arthur mcp --stdio needs --user ID: the owner this desktop client acts for")
    app = await build(settings)
    try:
        async with owner_channel(settings) as channel:
            if stdio:
                assert user is not None
                await serve_stdio(ArthurMcp(app.turns, channel, stdio=Identity(user, label)).server())
                return 0
            stop = stop or asyncio.Event()
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM):
                with contextlib.suppress(NotImplementedError, RuntimeError):
                    loop.add_signal_handler(sig, stop.set)
            await http_job(app, settings, channel, port or settings.mcp_port or DEFAULT_PORT)(stop)
            return 0
    finally:
        await app.close()
