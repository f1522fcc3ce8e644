"""The reply outbox: a turn's reply is stored before it is sent, keyed by the turn, and says how sending ended.

    sending  stored, and a send may be under way (by a turn, or by the late-reply loop until its lease ends)
    sent     Telegram confirmed it
    retry    not delivered (Telegram kept refusing, or the network): tried again from `next_attempt_at`
    failed   Telegram refused it for good (a bad request, or the bot was blocked)

`uncertain`: an earlier attempt's outcome is unknown (a timeout, or a run that died while sending), so any
later attempt says it is sent again. `late`: an attempt was put off, so a later one says it comes late."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from stores.autocommit import Autocommit, json_value


@dataclass(frozen=True)
class Hold:
    """A reply to store before it is sent."""

    turn_key: str
    owner_id: int
    chat_id: int
    body: dict[str, Any]
    at: datetime


@dataclass(frozen=True)
class Held:
    """What the outbox holds for a turn once its reply was stored (or found already stored): the body to send
    (the stored one, which may be a first run's), and what earlier attempts left."""

    turn_key: str
    chat_id: int
    status: str
    body: dict[str, Any] | None  # None: the body just stored, which the caller has
    attempts: int
    pieces_sent: int
    uncertain: bool
    late: bool


@dataclass(frozen=True)
class Settled:
    """How an attempt to send a held reply ended."""

    turn_key: str
    status: str  # sent | retry | failed
    pieces_sent: int
    uncertain: bool
    late: bool
    at: datetime
    next_attempt_at: datetime | None = None
    error: str = ""


_RETURNING = "r.turn_key, r.chat_id, r.status, r.body, r.attempts, r.pieces_sent, r.uncertain, r.late"
# A reply just stored is not read back (the caller has it): on every reply's way out, that is a body's worth of
# transfer and parsing saved.
_RETURNING_STORED = ("r.turn_key, r.chat_id, r.status, CASE WHEN r.xmax = 0 THEN NULL ELSE r.body END AS body, "
                     "r.attempts, r.pieces_sent, r.uncertain, r.late")

# Stored once; a turn run again finds its first run's reply: one already sent or refused for good stays so, and
# one left 'sending' by a run that died may have reached the owner (uncertain).
_HOLD = f"""
INSERT INTO reply_outbox AS r (turn_key, owner_id, chat_id, body, status, attempts, created_at)
SELECT u.turn_key, u.owner_id, u.chat_id, u.body::jsonb, 'sending', 1, u.at
FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::timestamptz[])
     AS u(turn_key, owner_id, chat_id, body, at)
ON CONFLICT (turn_key) DO UPDATE SET
    status = CASE WHEN r.status IN ('sent', 'failed') THEN r.status ELSE 'sending' END,
    uncertain = r.uncertain OR r.status = 'sending',
    late = r.late OR r.status = 'retry',
    attempts = r.attempts + CASE WHEN r.status IN ('sent', 'failed') THEN 0 ELSE 1 END,
    next_attempt_at = CASE WHEN r.status IN ('sent', 'failed') THEN r.next_attempt_at END
RETURNING {_RETURNING_STORED}"""

# What an attempt's end writes; a CTE of its own (`$1`…`$8`), so closing an update can carry it in one statement.
SETTLE = """
UPDATE reply_outbox r SET status = s.status, pieces_sent = s.pieces, uncertain = s.uncertain,
    late = r.late OR s.late, next_attempt_at = s.next_at, last_error = nullif(s.error, ''),
    sent_at = CASE WHEN s.status = 'sent' THEN s.at ELSE r.sent_at END
FROM unnest($1::text[], $2::text[], $3::int[], $4::bool[], $5::bool[], $6::timestamptz[], $7::timestamptz[],
            $8::text[]) AS s(turn_key, status, pieces, uncertain, late, at, next_at, error)
WHERE r.turn_key = s.turn_key"""

_CLAIM = f"""
UPDATE reply_outbox r SET status = 'sending', attempts = r.attempts + 1, next_attempt_at = $2,
    uncertain = r.uncertain OR r.status = 'sending', late = true
WHERE r.turn_key IN (
    SELECT turn_key FROM reply_outbox
    WHERE next_attempt_at <= $1 AND status IN ('retry', 'sending')
    ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
RETURNING {_RETURNING}"""


# The hold, with nothing to hold: to prepare it on every connection before the first burst (Autocommit.warm).
PRIMER: tuple[str, Sequence[Any]] = (_HOLD, ([], [], [], [], []))


def _held(row: Any) -> Held:
    body = row["body"]
    return Held(row["turn_key"], int(row["chat_id"]), row["status"], None if body is None else json_value(body),
                int(row["attempts"]), int(row["pieces_sent"]), bool(row["uncertain"]), bool(row["late"]))


async def hold_many(db: Autocommit, holds: Sequence[Hold]) -> list[Held]:
    """Store replies before they are sent (one statement); per reply, what the outbox now holds for its turn
    (`body` None when it is the one just stored)."""
    firsts = {h.turn_key: h for h in reversed(holds)}
    rows = list(firsts.values())
    found = {r["turn_key"]: _held(r) for r in await db.fetch(
        _HOLD, [h.turn_key for h in rows], [h.owner_id for h in rows], [h.chat_id for h in rows],
        [json.dumps(h.body) for h in rows], [h.at for h in rows])}
    return [found[h.turn_key] for h in holds]


def settle_args(rows: Sequence[Settled]) -> list[list[Any]]:
    """The SETTLE statement's eight parameters for `rows`."""
    return [[r.turn_key for r in rows], [r.status for r in rows], [r.pieces_sent for r in rows],
            [r.uncertain for r in rows], [r.late for r in rows], [r.at for r in rows],
            [r.next_attempt_at for r in rows], [r.error[:500] for r in rows]]


async def settle_many(db: Autocommit, rows: Sequence[Settled]) -> list[None]:
    """Record how attempts ended, in one statement."""
    await db.execute(SETTLE, *settle_args(rows))
    return [None] * len(rows)


async def claim_due(db: Autocommit, now: datetime, lease_until: datetime, limit: int = 50) -> list[Held]:
    """Replies whose next attempt is due (or whose late attempt's lease ran out: that attempt's outcome is
    unknown), oldest first, held by the caller until `lease_until`."""
    return [_held(r) for r in await db.fetch(_CLAIM, now, lease_until, limit)]


async def held(db: Autocommit, turn_key: str) -> Held | None:
    """What the outbox holds for a turn, if anything."""
    row = await db.fetchrow(f"SELECT {_RETURNING} FROM reply_outbox r WHERE r.turn_key = $1", turn_key)
    return None if row is None else _held(row)
