"""The Telegram composition: the PTB Application, its handlers, and serving by polling or webhook."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from telegram import Update
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    MessageHandler,
    filters,
)

from bot.channel import TelegramChannel
from bot.chat_order import PerChatOrder
from bot.transport import AiohttpRequest

log = logging.getLogger(__name__)


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
    channel.uploads.install(application)  # first: an edited or forwarded text is not run as a new text
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
    """Run until `stop` is set: initialise, report interrupted turns, poll (see `bot/polling.py`: an update is
    let go only once it is recorded or kept) or serve the webhook, and run the channel's jobs and `background`
    ones (the push dispatcher) beside it. `freeze_heap` is for the process's own bot (see `settle_heap`), not
    for a test run that builds many."""
    async with application:
        await channel.startup(application.bot)
        if freeze_heap:
            settle_heap()
        updater = application.updater
        assert updater is not None
        intake = channel.intake(application.bot, application.update_queue)
        await application.start()
        jobs = list(channel.jobs(application.bot, intake))
        if webhook is None:
            # An idle bot's long poll returns the moment a message arrives; the pause between polls only matters
            # in a burst, where it turns hundreds of one-update requests into a few batches. Load bench, 6
            # alternating runs each: 10 ms gave overhead p95 23-29 ms, 20 ms 34-52 (a burst's messages waited
            # for the next poll), 5 ms more polls than the burst's turns could spare (32-66).
            jobs.append(partial(intake.poll, timeout=poll_timeout, pause_s=0.01))
        else:
            path = webhook.url.rstrip("/").rsplit("/", 1)[-1] or "telegram"
            await updater.start_webhook(listen=webhook.listen, port=webhook.port, url_path=path,
                                        webhook_url=webhook.url, secret_token=webhook.secret,
                                        allowed_updates=Update.ALL_TYPES)
        tasks: list[asyncio.Task[None]] = [asyncio.create_task(job(stop)) for job in (*jobs, *background)]
        try:
            await stop.wait()
        finally:
            for task in tasks:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(task, 10)
            if updater.running:
                await updater.stop()
            await application.stop()  # waits for every update's handlers, bookkeeping included
