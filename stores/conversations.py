"""The conversation archive: every exchange written at once (hot path), idempotently."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from stores.autocommit import Autocommit
from stores.models import Conversation, Turn

SILENCE = timedelta(minutes=30)


# One statement: keep the open conversation (or close it after 30 min of silence and open another), append
# both turns, count them. A repeated external id writes nothing and returns the conversation it went to.
_RECORD_EXCHANGE = """
WITH cur AS (
    SELECT id, last_turn_at FROM conversations
    WHERE owner_id = $1 AND session_key = $2 AND ended_at IS NULL
    ORDER BY id DESC LIMIT 1 FOR UPDATE),
seen AS (SELECT conversation_id FROM turns WHERE external_id IN ($6, $7) LIMIT 1),
live AS (SELECT id FROM cur WHERE $5 - cur.last_turn_at <= make_interval(secs => $11)),
stale AS (
    UPDATE conversations c SET ended_at = c.last_turn_at FROM cur
    WHERE c.id = cur.id AND NOT EXISTS (SELECT 1 FROM live) AND NOT EXISTS (SELECT 1 FROM seen)
    RETURNING c.id),
fresh AS (
    INSERT INTO conversations (owner_id, session_key, channel, domain, started_at, last_turn_at, turns_count)
    SELECT $1, $2, $3, $4, $5, $5, 2
    WHERE NOT EXISTS (SELECT 1 FROM live) AND NOT EXISTS (SELECT 1 FROM seen)
    RETURNING id),
kept AS (
    UPDATE conversations c SET last_turn_at = $5, turns_count = coalesce(c.turns_count, 0) + 2,
                               domain = coalesce(c.domain, $4)
    FROM live WHERE c.id = live.id AND NOT EXISTS (SELECT 1 FROM seen)
    RETURNING c.id),
conv AS (SELECT id FROM kept UNION ALL SELECT id FROM fresh),
written AS (
    INSERT INTO turns (owner_id, conversation_id, external_id, role, text, channel, at, record)
    SELECT $1, conv.id, v.external_id, v.role, v.text, $3, $5, v.record
    FROM conv, (VALUES ($6, 'owner', $8, NULL::jsonb), ($7, 'arthur', $9, $10::jsonb))
               AS v(external_id, role, text, record)
    ON CONFLICT (external_id) DO NOTHING
    RETURNING conversation_id)
SELECT coalesce((SELECT id FROM conv), (SELECT conversation_id FROM seen)) AS id,
       (SELECT count(*) FROM stale) AS closed, (SELECT count(*) FROM written) AS written
"""


@dataclass(frozen=True)
class Exchange:
    """What the owner said and what Arthur replied, in one session, with the turn record."""

    owner_id: int
    session_key: str
    channel: str
    now: datetime
    external_id: str
    said: str
    replied: str
    record: dict[str, Any] | None
    domain: str | None

    def args(self) -> tuple[Any, ...]:
        """The statement's parameters."""
        return (self.owner_id, self.session_key, self.channel, self.domain, self.now, f"{self.external_id}:in",
                f"{self.external_id}:out", self.said, self.replied,
                None if self.record is None else json.dumps(self.record, default=str), SILENCE.total_seconds())


async def record_exchange(db: Autocommit, *, owner_id: int, session_key: str, channel: str, now: datetime,
                          external_id: str, said: str, replied: str, record: dict[str, Any] | None,
                          domain: str | None) -> int:
    """Archive what the owner said and what Arthur replied; a repeated external id writes nothing new."""
    exchange = Exchange(owner_id, session_key, channel, now, external_id, said, replied, record, domain)
    row = await db.fetchrow(_RECORD_EXCHANGE, *exchange.args())
    return int(row["id"])


async def record_exchanges(db: Autocommit, exchanges: Sequence[Exchange]) -> None:
    """Archive several exchanges in one transaction (of different sessions: a session's turns come one by one);
    a single one is one autocommit statement (one round trip, not three)."""
    if len(exchanges) == 1:
        await db.fetchrow(_RECORD_EXCHANGE, *exchanges[0].args())
        return
    await db.executemany(_RECORD_EXCHANGE, [e.args() for e in exchanges])


async def last_record(session: AsyncSession, owner_id: int) -> dict[str, Any] | None:
    """The newest turn record of the owner (what /trace shows)."""
    stmt = (select(Turn.record).where(Turn.owner_id == owner_id, Turn.role == "arthur", Turn.record.is_not(None))
            .order_by(Turn.id.desc()).limit(1))
    return (await session.execute(stmt)).scalar_one_or_none()


async def close_silent(session: AsyncSession, now: datetime) -> int:
    """Close every conversation silent for 30 minutes; returns how many were closed."""
    stmt = (update(Conversation)
            .where(Conversation.ended_at.is_(None), Conversation.last_turn_at < now - SILENCE)
            .values(ended_at=Conversation.last_turn_at))
    result = await session.execute(stmt)
    return int(result.rowcount or 0)  # type: ignore[attr-defined]


async def usage_between(session: AsyncSession, owner_id: int, start: datetime, end: datetime) -> dict[str, Any]:
    """Tokens (as the API reported them) and estimated cost of the owner's turns in [start, end)."""
    usage = Turn.record["usage"]
    stmt = select(
        func.count(Turn.id),
        func.coalesce(func.sum(usage["prompt_tokens"].as_integer()), 0),
        func.coalesce(func.sum(usage["completion_tokens"].as_integer()), 0),
        func.coalesce(func.sum(usage["cost_usd"].as_float()), 0.0),
    ).where(Turn.owner_id == owner_id, Turn.role == "arthur", Turn.at >= start, Turn.at < end,
            usage["prompt_tokens"].is_not(None))
    count, prompt, completion, cost = (await session.execute(stmt)).one()
    return {"llm_turns": int(count), "prompt_tokens": int(prompt), "completion_tokens": int(completion),
            "cost_usd": float(cost)}


async def next_to_distill(session: AsyncSession, owner_id: int | None = None) -> Conversation | None:
    """One closed conversation not yet processed (of one owner if given), locked so two workers never take
    the same one."""
    stmt = (select(Conversation).where(Conversation.ended_at.is_not(None), Conversation.processed_at.is_(None))
            .order_by(Conversation.ended_at).limit(1).with_for_update(skip_locked=True))
    if owner_id is not None:
        stmt = stmt.where(Conversation.owner_id == owner_id)
    return (await session.execute(stmt)).scalar_one_or_none()


async def transcript(session: AsyncSession, conversation_id: int) -> list[tuple[str, str]]:
    """(role, text) of a conversation, in order."""
    stmt = select(Turn.role, Turn.text).where(Turn.conversation_id == conversation_id).order_by(Turn.at, Turn.id)
    return [(r, t) for r, t in (await session.execute(stmt)).all()]


@dataclass(frozen=True)
class Said:
    """One exchange of an open conversation: when, what the owner said, what Arthur replied."""

    owner_id: int
    session_key: str
    at: datetime
    said: str
    replied: str


async def open_exchanges(db: Autocommit, since: datetime, per_session: int) -> list[Said]:
    """The last `per_session` exchanges of every conversation still open and spoken in since `since`, oldest
    first, but for replies that never reached the owner (one statement: what a process starting up needs to
    know of the conversations under way)."""
    rows = await db.fetch("""
        SELECT c.owner_id, c.session_key, t.role, t.text, t.at, t.delivery FROM conversations c
        CROSS JOIN LATERAL (
            SELECT id, role, text, at, record->'reply'->>'delivery' AS delivery FROM turns
            WHERE turns.owner_id = c.owner_id AND turns.conversation_id = c.id
            ORDER BY at DESC, id DESC LIMIT $2) t
        WHERE c.ended_at IS NULL AND c.last_turn_at >= $1
        ORDER BY c.id, t.at, t.id""", since, 2 * per_session)
    exchanges: list[Said] = []
    said: tuple[Any, str] | None = None  # (conversation, words) waiting for their reply
    for row in rows:
        conversation = (row["owner_id"], row["session_key"])
        if row["role"] == "owner":
            said = (conversation, row["text"])
        elif said is not None and said[0] == conversation and row["delivery"] != "failed":
            exchanges.append(Said(row["owner_id"], row["session_key"], row["at"], said[1], row["text"]))
            said = None
    return exchanges


async def record_of(session: AsyncSession, owner_id: int, external_id: str) -> dict[str, Any] | None:
    """The turn record of one message (by the channel's external id), or None; another owner's reads as none."""
    stmt = select(Turn.record).where(Turn.owner_id == owner_id, Turn.external_id == f"{external_id}:out")
    return (await session.execute(stmt)).scalar_one_or_none()
