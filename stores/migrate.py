"""Alembic migrations, run programmatically on an async engine."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

MIGRATIONS = Path(__file__).with_name("migrations")


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic config pointing at the packaged migrations, optionally bound to a connection."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


async def upgrade(engine: AsyncEngine, revision: str = "head") -> None:
    """Bring the schema to `revision` (idempotent; serialised by an advisory lock)."""
    async with engine.begin() as conn:
        await conn.exec_driver_sql("SELECT pg_advisory_xact_lock(424242)")
        await conn.run_sync(lambda sync: command.upgrade(alembic_config(sync), revision))
