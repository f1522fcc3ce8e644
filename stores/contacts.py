"""Contacts: Telegram chats the owner registered as recipients of shared notes."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Contact


async def add(session: AsyncSession, owner_id: int, name: str, chat_id: int, now: datetime) -> Contact:
    """Register a contact."""
    contact = Contact(owner_id=owner_id, name=name, chat_id=chat_id, created_at=now)
    session.add(contact)
    await session.flush()
    return contact


async def by_name(session: AsyncSession, owner_id: int, name: str) -> Contact | None:
    """The owner's active contact with that name (case-insensitive)."""
    stmt = select(Contact).where(
        Contact.owner_id == owner_id, Contact.retired_at.is_(None), func.lower(Contact.name) == name.lower()
    )
    return (await session.execute(stmt)).scalar_one_or_none()


async def listing(session: AsyncSession, owner_id: int) -> Sequence[Contact]:
    """Active contacts by name."""
    stmt = select(Contact).where(Contact.owner_id == owner_id, Contact.retired_at.is_(None))
    return (await session.execute(stmt.order_by(func.lower(Contact.name)))).scalars().all()
