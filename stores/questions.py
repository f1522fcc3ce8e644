"""Questions Arthur asked, kept with the conversation (owner + session key) until answered or expired."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import exists, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import PendingQuestion

Q = PendingQuestion


async def ask(session: AsyncSession, *, owner_id: int, session_key: str, token: str, question: str, language: str,
              action: str, arguments: dict[str, Any], missing: str, choices: list[Any], said: str, now: datetime,
              expires_at: datetime) -> PendingQuestion:
    """Keep a new question; an open one of the same conversation is superseded (one question at a time)."""
    await session.execute(update(Q).where(Q.owner_id == owner_id, Q.session_key == session_key,
                                          Q.answered_at.is_(None)).values(answered_at=now, resolution="superseded"))
    row = Q(owner_id=owner_id, session_key=session_key, token=token, question=question, language=language,
            action=action, arguments=arguments, missing=missing, choices=choices, said=said, asked_at=now,
            expires_at=expires_at)
    session.add(row)
    await session.flush()
    return row


async def open_in(session: AsyncSession, owner_id: int, session_key: str, now: datetime) -> PendingQuestion | None:
    """The conversation's question still waiting for its answer (asked less than its lifetime ago), or None."""
    stmt = (select(Q).where(Q.owner_id == owner_id, Q.session_key == session_key, Q.answered_at.is_(None),
                            Q.expires_at > now)
            .order_by(Q.asked_at.desc(), Q.id.desc()).limit(1))
    return (await session.execute(stmt)).scalar_one_or_none()


async def by_token(session: AsyncSession, owner_id: int, token: str) -> PendingQuestion | None:
    """The owner's question whose buttons carry `token` (another owner's reads as missing), locked."""
    stmt = select(Q).where(Q.owner_id == owner_id, Q.token == token).with_for_update()
    return (await session.execute(stmt)).scalar_one_or_none()


async def settle(session: AsyncSession, owner_id: int, token: str, now: datetime, resolution: str) -> bool:
    """Close a question (answered | declined | dropped); False if it was already closed."""
    result = await session.execute(update(Q).where(Q.owner_id == owner_id, Q.token == token, Q.answered_at.is_(None))
                                   .values(answered_at=now, resolution=resolution).returning(Q.id))
    return result.first() is not None


async def ever_asked(session: AsyncSession, owner_id: int, missing: str) -> bool:
    """Whether the owner was ever asked a question of this kind (the zone is asked once, at first contact)."""
    return bool((await session.execute(select(exists().where(Q.owner_id == owner_id, Q.missing == missing)))).scalar())
