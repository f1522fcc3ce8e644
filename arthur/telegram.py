"""Running Arthur on Telegram: wires the bot channel to the same pipeline as the console."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal

from arthur.app import App, build, build_reader, build_voice
from arthur.settings import Settings, SettingsError
from stores.autocommit import Autocommit
from stores.database import sessions
from stores.outages import Reachability


def bot_id_of(token: str) -> int:
    """The bot's numeric id, the part of the token before the colon."""
    head = token.split(":", 1)[0]
    if not head.isdigit():
        raise SettingsError("bad setting ARTHUR_TELEGRAM_TOKEN: expected the form 123456:ABC… from @BotFather")
    return int(head)


async def run(settings: Settings, webhook_url: str | None = None, port: int = 8443,
              stop: asyncio.Event | None = None) -> int:
    """Serve Telegram until SIGINT/SIGTERM (or `stop`)."""
    from bot.application import Webhook, build_application, install, serve
    from bot.channel import Access, Media, TelegramChannel, Voice
    from bot.delivery import TelegramSender
    from bot.dispatcher import Dispatcher
    from bot.owner_messages import TelegramOwnerChannel
    from bot.startup import CannotStart, reach
    from pipeline.distill import keep_distilling

    if settings.telegram_token is None:
        raise SettingsError("bad setting ARTHUR_TELEGRAM_TOKEN: required to run on Telegram")
    if not settings.telegram_allowed_users:
        raise SettingsError("bad setting ARTHUR_TELEGRAM_ALLOWED_USERS: required with a token (your numeric "
                            "Telegram user id; nobody else may talk to Arthur)")
    token = settings.telegram_token.get_secret_value()
    bot_id = bot_id_of(token)
    application = build_application(token, settings.telegram_base_url, settings.telegram_timeout_s,
                                    settings.telegram_proxy)
    try:  # before anything slow is loaded: a wrong address or token is told in one line, at once
        await reach(application.bot, settings.telegram_base_url)
    except CannotStart as exc:
        raise SettingsError(str(exc)) from None
    app: App = await build(settings, sender=TelegramSender(application.bot))
    engines = await asyncio.to_thread(build_voice, settings)
    voice = Voice(engines.transcriber, engines.synthesizer, settings.voice_max_seconds)
    reader = build_reader(settings)
    if reader is not None:
        await reader.load()  # once, here: photos then wait for no model
    media = Media(reader, document_max_bytes=int(settings.document_max_mb * 1_000_000))
    database = Reachability(app.engine, logging.getLogger("stores.outages"))  # one view of the database for all
    channel = TelegramChannel(app.turns, Autocommit(app.engine), app.executor.clock,
                              Access(frozenset(settings.telegram_allowed_users),
                                     frozenset(settings.telegram_allowed_chats)), bot_id, voice, media,
                              spool_dir=settings.home / "spool", reach=database, model=app.model)
    install(application, channel)
    dispatcher = Dispatcher(sessions(app.engine), app.executor.clock, application.bot, app.executor,
                            reach=database)
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    secret = settings.telegram_webhook_secret.get_secret_value() if settings.telegram_webhook_secret else None
    hook = Webhook(url=webhook_url, port=port, secret=secret or f"arthur-{bot_id}") if webhook_url else None
    background = [dispatcher.run, lambda event: keep_distilling(app.distiller, event), app.context_notices().run]
    if settings.mcp_port is not None:  # the MCP server beside the bot, on the same loop
        from arthur.mcp import http_job

        background.append(http_job(app, settings, TelegramOwnerChannel(application.bot), settings.mcp_port))
    try:
        await serve(application, channel, stop, hook, background=background, freeze_heap=True)
    finally:
        await app.close()
    return 0
