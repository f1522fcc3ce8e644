"""Database outages as a state, not an exception: which errors mean "the database can't be reached"."""

from __future__ import annotations

import logging
import time

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


def describe(exc: BaseException) -> str:
    """One short line naming an error."""
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text[:160]}" if text else type(exc).__name__


class Backoff:
    """A loop's pauses after failures, doubling from `first_s` up to `most_s`, and one log line per change of
    state: when it starts failing (with the traceback, unless the database is merely away) and when it works
    again. Not a line per attempt."""

    def __init__(self, what: str, log: logging.Logger, first_s: float = 0.5, most_s: float = 30.0) -> None:
        self._what = what
        self._log = log
        self._first_s = first_s
        self._most_s = most_s
        self._delay = 0.0
        self._since: float | None = None

    @property
    def failing(self) -> bool:
        """The last attempt failed."""
        return self._since is not None

    def failed(self, exc: BaseException) -> float:
        """Note a failure; returns how long to pause before the next attempt."""
        if self._since is None:
            self._since = time.monotonic()
            self._log.warning("%s: failing (%s); trying again with pauses growing to %g s", self._what,
                              describe(exc), self._most_s, exc_info=None if unreachable(exc) else exc)
        self._delay = self._first_s if not self._delay else min(self._delay * 2, self._most_s)
        return self._delay

    def ok(self, pause_s: float = 0.0) -> float:
        """Note a success; returns `pause_s` (the loop's usual pause), for symmetry with `failed`."""
        if self._since is not None:
            self._log.warning("%s: working again after %.0f s", self._what, time.monotonic() - self._since)
            self._since = None
            self._delay = 0.0
        return pause_s
