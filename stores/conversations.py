"""The conversation archive: every exchange written at once (hot path), idempotently."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Conversation, Turn

SILENCE = timedelta(minutes=30)


async def _open_conversation(session: AsyncSession, owner_id: int, key: str, channel: str, now: datetime,
                             domain: str | None) -> Conversation:
    stmt = (select(Conversation)
            .where(Conversation.owner_id == owner_id, Conversation.session_key == key, Conversation.ended_at.is_(None))
            .order_by(Conversation.id.desc()).with_for_update())
    current = (await session.execute(stmt)).scalars().first()
    if current is not None and now - current.last_turn_at <= SILENCE:
        return current
    if current is not None:  # silence closed it; distillation picks it up later
        current.ended_at = current.last_turn_at
    conv = Conversation(owner_id=owner_id, session_key=key, channel=channel, domain=domain, started_at=now,
                        last_turn_at=now, turns_count=0)
    session.add(conv)
    await session.flush()
    return conv


async def record_exchange(session: AsyncSession, *, owner_id: int, session_key: str, channel: str, now: datetime,
                          external_id: str, said: str, replied: str, record: dict[str, Any] | None,
                          domain: str | None) -> int:
    """Archive what the owner said and what Arthur replied; a repeated external id writes nothing new."""
    conv = await _open_conversation(session, owner_id, session_key, channel, now, domain)
    rows = [
        {"owner_id": owner_id, "conversation_id": conv.id, "external_id": f"{external_id}:in", "role": "owner",
         "text": said, "channel": channel, "at": now, "record": None},
        {"owner_id": owner_id, "conversation_id": conv.id, "external_id": f"{external_id}:out", "role": "arthur",
         "text": replied, "channel": channel, "at": now, "record": record},
    ]
    result = await session.execute(
        insert(Turn).values(rows).on_conflict_do_nothing(index_elements=["external_id"]).returning(Turn.id))
    written = len(result.fetchall())
    if written:
        conv.last_turn_at = now
        conv.turns_count = (conv.turns_count or 0) + written
        if conv.domain is None and domain:
            conv.domain = domain
    return conv.id


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
