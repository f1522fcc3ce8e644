"""Which errors mean "the database is away", and loops that back off with one log line per change of state."""

from __future__ import annotations

import logging
from typing import Any

import asyncpg
from sqlalchemy.exc import DBAPIError, IntegrityError

from stores.outages import Backoff, unreachable


def test_an_error_is_an_outage_only_when_the_server_is_away() -> None:
    assert unreachable(ConnectionRefusedError(111, "refused"))
    assert unreachable(FileNotFoundError(2, "no socket"))  # an embedded server's Unix socket is gone
    assert unreachable(asyncpg.exceptions.ConnectionDoesNotExistError("closed in the middle of operation"))
    assert unreachable(asyncpg.exceptions.CannotConnectNowError("the database system is shutting down"))
    assert unreachable(asyncpg.exceptions.InternalClientError("cannot switch to state 12"))
    try:
        try:
            raise asyncpg.exceptions.AdminShutdownError("terminating connection due to administrator command")
        except Exception as cause:
            raise DBAPIError("SELECT 1", None, cause) from cause
    except DBAPIError as wrapped:
        assert unreachable(wrapped)  # as SQLAlchemy hands it over
    assert not unreachable(IntegrityError("INSERT", None, asyncpg.exceptions.UniqueViolationError("dup")))
    assert not unreachable(ValueError("a bad row"))


def test_a_failing_loop_logs_once_when_it_fails_and_once_when_it_works_again(caplog: Any) -> None:
    backoff = Backoff("the loop", logging.getLogger("test"), first_s=0.5, most_s=4.0)
    caplog.set_level(logging.INFO)
    pauses = [backoff.failed(ConnectionRefusedError(111, "refused")) for _ in range(6)]
    assert pauses == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]
    assert backoff.ok(0.1) == 0.1 and backoff.ok(0.1) == 0.1
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 2
    assert messages[0].startswith("the loop: failing (ConnectionRefusedError: [Errno 111] refused)")
    assert messages[1].startswith("the loop: working again after")
    assert caplog.records[0].exc_info is None  # the database away is a state: no traceback
    backoff.failed(ValueError("a bug"))
    assert caplog.records[-1].exc_info is not None  # anything else shows where it came from, once
