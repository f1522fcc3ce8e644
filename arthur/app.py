"""The composition root: settings → database → executor → turns. Nothing else builds dependencies."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.settings import Settings
from pipeline.actions import HANDLERS, PREPARERS
from pipeline.archive import ConversationArchive
from pipeline.brain import BrainConfig, LLMBrain
from pipeline.context import Clock, Limits, Ports, SystemClock
from pipeline.executor import Executor
from pipeline.intents import IntentBrain, IntentEngine
from pipeline.llm import DEFAULT_PRICES, ChatModel, MistralChat
from pipeline.recall import Recall
from pipeline.turn import Brain, Turns
from stores.database import open_database, sessions


@dataclass
class App:
    """Everything a channel needs, built once per process."""

    settings: Settings
    engine: AsyncEngine
    executor: Executor
    turns: Turns

    async def close(self) -> None:
        """Release the database pool."""
        await self.engine.dispose()


def build_executor(engine: AsyncEngine, settings: Settings, clock: Clock, ports: Ports) -> Executor:
    """The one executor, wired to the real handlers."""
    return Executor(sessions(engine), clock, HANDLERS, PREPARERS, ports=ports,
                    limits=Limits(note_max_chars=settings.note_max_chars),
                    default_zone=settings.timezone, default_language=settings.language)


def build_brain(settings: Settings, executor: Executor, engine: AsyncEngine, clock: Clock,
                llm: ChatModel | None = None) -> Brain:
    """The LLM brain when a Mistral key (or a model) is given, else the offline intent brain."""
    intents = IntentEngine()
    if llm is None and settings.mistral_api_key is not None:
        llm = MistralChat(api_key=settings.mistral_api_key.get_secret_value(), server_url=settings.mistral_server_url,
                          prices={**DEFAULT_PRICES, **settings.mistral_prices})
    if llm is None:
        return IntentBrain(intents, executor)
    config = BrainConfig(router_model=settings.router_model, agent_model=settings.agent_model,
                         turn_deadline_s=settings.turn_deadline_s, local_intents_first=settings.local_intents)
    return LLMBrain(llm, executor, Recall(sessions(engine), clock), config, intents=intents)


async def build(settings: Settings, *, clock: Clock | None = None, ports: Ports | None = None,
                llm: ChatModel | None = None, engine: AsyncEngine | None = None) -> App:
    """Open the database (embedded unless a URL is set), migrate it, and wire the pipeline."""
    clock = clock or SystemClock()
    engine = engine or await open_database(settings.home, settings.database_url)
    executor = build_executor(engine, settings, clock, ports or Ports())
    turns = Turns(executor, build_brain(settings, executor, engine, clock, llm),
                  ConversationArchive(sessions(engine), clock))
    return App(settings=settings, engine=engine, executor=executor, turns=turns)


def console_owner(settings: Settings, user: str | None) -> str:
    """Which owner the console speaks for: --user, else the single allowed Telegram user, else 'local'."""
    if user:
        return user
    if len(settings.telegram_allowed_users) == 1:
        return str(settings.telegram_allowed_users[0])
    return "local"
