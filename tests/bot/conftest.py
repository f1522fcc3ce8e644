"""A real PTB application against the fake Bot API, on the real database."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_executor, build_notices, build_turns
from arthur.settings import Settings
from bot.application import Webhook, build_application, install, serve
from bot.channel import Access, Media, TelegramChannel, Voice
from bot.delivery import TelegramSender
from pipeline.action_context import Ports
from pipeline.executor import Executor
from pipeline.llm import ChatModel
from stores.autocommit import Autocommit
from tests.fake_telegram import FakeBotAPI
from tests.fakes import MutableClock


@dataclass
class Bot:
    fake: FakeBotAPI
    token: str
    user: int
    executor: Executor
    tasks: list[asyncio.Task[None]] = field(default_factory=list)
    stops: list[asyncio.Event] = field(default_factory=list)
    start: Any = None
    ptb: Any = None  # the application's Bot, for jobs that run beside the channel (the dispatcher)
    channel: Any = None  # the running TelegramChannel

    async def say(self, text: str, **kw: Any) -> int:
        return await self.fake.push_text(self.token, self.user, text, **kw)

    def replies(self, chat: int | None = None) -> list[str]:
        return [s.text for s in self.fake.to(chat or self.user, "sendMessage")]

    async def wait_replies(self, n: int, chat: int | None = None, timeout: float = 10) -> list[str]:
        await self.fake.wait_for(lambda: len(self.replies(chat)) >= n, timeout)
        return self.replies(chat)


@pytest.fixture
async def fake_bot_api() -> AsyncIterator[FakeBotAPI]:
    fake = FakeBotAPI()
    await fake.start()
    yield fake
    await fake.stop()


@pytest.fixture
async def telegram(fake_bot_api: FakeBotAPI, engine: AsyncEngine, clock: MutableClock,
                   settings: Settings, embedder: Any) -> AsyncIterator[Bot]:
    bot_id = random.randint(10**8, 10**9)
    user = random.randint(10**9, 2 * 10**9)
    token = f"{bot_id}:TEST-TOKEN"
    holder: dict[str, Any] = {}

    async def start(llm: ChatModel | None = None, webhook: Webhook | None = None,
                    extra_users: tuple[int, ...] = (), voice: Voice | None = None,
                    connectors: Ports | None = None, media: Media | None = None) -> None:
        application = build_application(token, fake_bot_api.url, timeout_s=2.0)
        ports = replace(connectors or Ports(), sender=TelegramSender(application.bot), embedder=embedder)
        executor = build_executor(engine, settings, clock, ports)
        config = settings.model_copy(update={"local_intents": False}) if llm else settings
        turns, recall = await build_turns(config, executor, engine, clock, llm)
        channel = TelegramChannel(turns, Autocommit(engine), clock,
                                  Access(frozenset({user, *extra_users}), frozenset()), bot_id, voice, media,
                                  spool_dir=settings.home / "spool")
        install(application, channel)
        stop = asyncio.Event()
        notices = build_notices(engine, recall)  # as `arthur run`: contexts cached
        task = asyncio.create_task(serve(application, channel, stop, webhook, poll_timeout=1,
                                         background=[notices.run]))
        holder["bot"].tasks.append(task)
        holder["bot"].stops.append(stop)
        holder["bot"].executor = executor
        holder["bot"].ptb = application.bot
        holder["bot"].channel = channel
        await fake_bot_api.wait_for(lambda: any(m == "getMe" for m, _ in fake_bot_api.calls), 10)
        await asyncio.sleep(0.2)

    bot = Bot(fake_bot_api, token, user, None, start=start)  # type: ignore[arg-type]
    holder["bot"] = bot
    yield bot
    for stop in bot.stops:
        stop.set()
    for task in bot.tasks:
        try:
            await asyncio.wait_for(task, 15)
        except (TimeoutError, asyncio.CancelledError):
            task.cancel()
