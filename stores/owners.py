"""Owners: one row per person Arthur serves, found or created by external id."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Owner


async def ensure(session: AsyncSession, external_id: str, language: str | None = None) -> Owner:
    """The owner with this external id, created on first sight (race-safe), speaking `language` if given then."""
    await session.execute(
        insert(Owner).values(external_id=external_id, language=language)
        .on_conflict_do_nothing(index_elements=["external_id"])
    )
    owner = (await session.execute(select(Owner).where(Owner.external_id == external_id))).scalar_one()
    return owner


async def get(session: AsyncSession, owner_id: int) -> Owner:
    """The owner's row as stored now."""
    owner = (await session.execute(select(Owner).where(Owner.id == owner_id))).scalar_one()
    return owner


async def find(session: AsyncSession, external_id: str) -> Owner | None:
    """The owner with this external id, if there is one (nothing is created)."""
    return (await session.execute(select(Owner).where(Owner.external_id == external_id))).scalar_one_or_none()


async def set_timezone(session: AsyncSession, owner_id: int, timezone: str) -> None:
    """Record the owner's IANA time zone."""
    owner = await session.get(Owner, owner_id)
    assert owner is not None
    owner.timezone = timezone


async def set_briefing_time(session: AsyncSession, owner_id: int, at: str | None) -> None:
    """Record the local time of the daily briefing push (None turns it off)."""
    owner = await session.get(Owner, owner_id)
    assert owner is not None
    owner.briefing_time = at


async def set_language(session: AsyncSession, owner_id: int, language: str) -> None:
    """Record the language Arthur speaks to the owner in."""
    owner = await session.get(Owner, owner_id)
    assert owner is not None
    owner.language = language


async def set_briefing_mail(session: AsyncSession, owner_id: int, on: bool) -> None:
    """Whether the daily briefing says how many unread mails come from people the owner knows."""
    owner = await session.get(Owner, owner_id)
    assert owner is not None
    owner.briefing_mail = on


async def briefing_mail(session: AsyncSession, owner_id: int) -> bool:
    """Whether the daily briefing has its mail line."""
    found = (await session.execute(select(Owner.briefing_mail).where(Owner.id == owner_id))).scalar_one_or_none()
    return bool(found)
