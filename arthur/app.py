"""The composition root: settings → database → executor → turns. Nothing else builds dependencies."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.settings import Settings
from pipeline.actions import HANDLERS, PREPARERS
from pipeline.context import Clock, Limits, Ports, SystemClock
from pipeline.executor import Executor
from pipeline.turn import Brain, SlashOnly, Turns
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


async def build(settings: Settings, *, clock: Clock | None = None, ports: Ports | None = None,
                brain: Brain | None = None, engine: AsyncEngine | None = None) -> App:
    """Open the database (embedded unless a URL is set), migrate it, and wire the pipeline."""
    engine = engine or await open_database(settings.home, settings.database_url)
    executor = build_executor(engine, settings, clock or SystemClock(), ports or Ports())
    turns = Turns(executor, brain or SlashOnly())
    return App(settings=settings, engine=engine, executor=executor, turns=turns)


def console_owner(settings: Settings, user: str | None) -> str:
    """Which owner the console speaks for: --user, else the single allowed Telegram user, else 'local'."""
    if user:
        return user
    if len(settings.telegram_allowed_users) == 1:
        return str(settings.telegram_allowed_users[0])
    return "local"
