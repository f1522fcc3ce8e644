"""The Telegram composition: the PTB Application, its handlers, and serving by polling or webhook."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass
from typing import Any

from telegram import Update
from telegram.ext import (
    Application,
    ApplicationBuilder,
    BaseUpdateProcessor,
    CallbackQueryHandler,
    MessageHandler,
    filters,
)

from bot.channel import TelegramChannel
from bot.transport import AiohttpRequest

log = logging.getLogger(__name__)


Receive = Callable[[Update], Awaitable[bool]]


class PerChatOrder(BaseUpdateProcessor):
    """Every update is received (gated and recorded) the moment it arrives; then different chats run
    concurrently and one chat's updates one after another, in arrival order."""

    def __init__(self, max_concurrent_updates: int = 10_000) -> None:
        # Generous: an update waiting for its chat holds a slot, and every arrival must reach `receive` at once.
        super().__init__(max_concurrent_updates)
        self._receive: Receive | None = None
        self._lines: dict[int, deque[asyncio.Future[None]]] = {}

    def attach(self, receive: Receive) -> None:
        """What runs on arrival; it returns False for updates that must not be handled (strangers, duplicates)."""
        self._receive = receive

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Receive the update, then run its handlers once its chat's earlier updates are done."""
        chat = update.effective_chat if isinstance(update, Update) else None
        if chat is None or not isinstance(update, Update):
            if self._receive is None or (isinstance(update, Update) and await self._receive(update)):
                await coroutine
            else:
                _discard(coroutine)
            return
        # The place in the chat's line is taken before the first await, so the line is in arrival order. Each
        # update waits on its own future, set by the one ahead when it leaves: a cancelled wait harms no other.
        line = self._lines.setdefault(chat.id, deque())
        go: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if not line:
            go.set_result(None)
        line.append(go)
        try:
            if self._receive is None or await self._receive(update):
                await go
                await coroutine
        finally:
            _discard(coroutine)
            first = line[0] is go
            line.remove(go)
            if first and line and not line[0].done():
                line[0].set_result(None)
            if not line and self._lines.get(chat.id) is line:
                del self._lines[chat.id]

    async def initialize(self) -> None:
        """Nothing to set up."""

    async def shutdown(self) -> None:
        """Nothing to release."""


def _discard(coroutine: Awaitable[Any]) -> None:
    """An update's handlers that will not run: close the coroutine (no 'never awaited' warning)."""
    close = getattr(coroutine, "close", None)
    if close is not None:
        close()


def build_application(token: str, base_url: str | None, timeout_s: float, proxy: str | None = None) -> Application:
    """The PTB Application (no handlers yet), pointed at Telegram or any Bot API-compatible server, through
    `proxy` if one is given (else through the environment's HTTP(S)_PROXY, if set)."""
    builder = ApplicationBuilder().token(token).concurrent_updates(PerChatOrder())
    if base_url:
        base = base_url.rstrip("/")
        builder = builder.base_url(f"{base}/bot").base_file_url(f"{base}/file/bot")
    builder = builder.request(AiohttpRequest(read_timeout=timeout_s, write_timeout=timeout_s,
                                             connect_timeout=timeout_s, pool_timeout=timeout_s, proxy=proxy))
    builder = builder.get_updates_request(AiohttpRequest(connection_pool_size=1, read_timeout=timeout_s + 30,
                                                         write_timeout=timeout_s, connect_timeout=timeout_s,
                                                         pool_timeout=timeout_s, proxy=proxy))
    return builder.build()


def install(application: Application, channel: TelegramChannel) -> None:
    """The gate on arrival, then one handler per update kind."""
    processor = application.update_processor
    if not isinstance(processor, PerChatOrder):
        raise TypeError("build the application with build_application: the gate lives in its update processor")
    processor.attach(channel.receive)
    application.add_handler(MessageHandler(filters.TEXT, channel.on_text))
    application.add_handler(MessageHandler(filters.VOICE | filters.AUDIO | filters.Document.AUDIO, channel.on_voice))
    application.add_handler(CallbackQueryHandler(channel.on_button))
    application.add_error_handler(channel.on_error)


def settle_heap() -> None:
    """Collect once, then leave everything built so far out of later garbage collections.

    The libraries, models and caches loaded at start are most of the heap and live as long as the process. A
    full collection walks all of them: 110-120 ms with the event loop stopped, measured in the load bench in
    the middle of a burst of replies. Frozen, they are no longer walked (`gc.freeze`); new objects still are."""
    gc.collect()
    gc.freeze()


@dataclass(frozen=True)
class Webhook:
    """Where Telegram posts updates, and where this process listens for them."""

    url: str
    listen: str = "0.0.0.0"
    port: int = 8443
    secret: str | None = None


async def serve(application: Application, channel: TelegramChannel, stop: asyncio.Event,
                webhook: Webhook | None = None, poll_timeout: int = 25,
                background: Sequence[Callable[[asyncio.Event], Coroutine[Any, Any, None]]] = (),
                freeze_heap: bool = False) -> None:
    """Run until `stop` is set: initialise, report interrupted turns, poll or serve the webhook, and run
    `background` jobs (the push dispatcher) beside it. `freeze_heap` is for the process's own bot (see
    `settle_heap`), not for a test run that builds many."""
    async with application:
        await channel.startup(application.bot)
        if freeze_heap:
            settle_heap()
        updater = application.updater
        assert updater is not None
        if webhook is None:
            # An idle bot's long poll returns the moment a message arrives; the 20 ms pause between polls only
            # matters in a burst, where it turns hundreds of one-update requests into a few batches.
            await updater.start_polling(allowed_updates=Update.ALL_TYPES, timeout=poll_timeout, poll_interval=0.02)
        else:
            path = webhook.url.rstrip("/").rsplit("/", 1)[-1] or "telegram"
            await updater.start_webhook(listen=webhook.listen, port=webhook.port, url_path=path,
                                        webhook_url=webhook.url, secret_token=webhook.secret,
                                        allowed_updates=Update.ALL_TYPES)
        await application.start()
        jobs: list[asyncio.Task[None]] = [asyncio.create_task(job(stop)) for job in background]
        try:
            await stop.wait()
        finally:
            for job in jobs:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(job, 10)
            await updater.stop()
            await application.stop()
            await channel.drain()
