"""Database outages as a state, not an exception: which errors mean "the database can't be reached"."""

from __future__ import annotations

import asyncpg
from sqlalchemy.exc import DBAPIError

# SQLSTATE classes and codes that say the server is away: connection exceptions, and shutdowns in progress.
_AWAY_STATES = ("08", "57P01", "57P02", "57P03")


def unreachable(exc: BaseException) -> bool:
    """True when `exc` (or what caused it) says the database could not be reached or went away mid-way, as
    opposed to a statement it refused."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, OSError | TimeoutError | asyncpg.InterfaceError | asyncpg.PostgresConnectionError):
            return True
        state = getattr(current, "sqlstate", None)
        if isinstance(state, str) and state.startswith(_AWAY_STATES):
            return True
        if isinstance(current, DBAPIError) and current.connection_invalidated:
            return True
        current = current.__cause__ or current.__context__
    return False
