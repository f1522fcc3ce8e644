"""MCP keys: an owner's keys for outside assistants. Only a key's SHA-256 is stored; keys are retired, never
deleted. The key itself exists once, in the hands of whoever created it."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.access_models import McpKey
from stores.autocommit import Autocommit
from stores.models import Owner

PREFIX = "arthur_"


def new_secret() -> str:
    """A fresh key: 256 random bits, URL-safe, with a prefix that says what it is."""
    return PREFIX + secrets.token_urlsafe(32)


def hash_of(secret: str) -> str:
    """What the database keeps of a key (a high-entropy secret needs no salt)."""
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclass(frozen=True)
class KeyHolder:
    """Who an active key speaks for: the key's id and label, and its owner."""

    key_id: int
    label: str
    owner_id: int
    owner_external_id: str


async def add(session: AsyncSession, owner_id: int, label: str, now: datetime) -> tuple[McpKey, str]:
    """Create a key for the owner; returns the row and the key, which is not kept anywhere."""
    secret = new_secret()
    row = McpKey(owner_id=owner_id, label=label, key_hash=hash_of(secret), created_at=now)
    session.add(row)
    await session.flush()
    return row, secret


async def holder(db: Autocommit, secret: str) -> KeyHolder | None:
    """The active key matching `secret`, with its owner, in one round trip (every MCP request asks); a retired
    or unknown key is None alike."""
    row = await db.fetchrow(
        "SELECT k.id, k.label, o.id, o.external_id FROM mcp_keys k JOIN owners o ON o.id = k.owner_id "
        "WHERE k.key_hash = $1 AND k.retired_at IS NULL", hash_of(secret))
    return KeyHolder(row[0], row[1], row[2], row[3]) if row is not None else None


async def get(session: AsyncSession, owner_id: int, key_id: int) -> McpKey | None:
    """The owner's key, or None (another owner's key reads as missing)."""
    stmt = select(McpKey).where(McpKey.id == key_id, McpKey.owner_id == owner_id)
    return (await session.execute(stmt)).scalar_one_or_none()


async def listing(session: AsyncSession, owner_id: int) -> Sequence[McpKey]:
    """The owner's keys, oldest first, retired ones included."""
    stmt = select(McpKey).where(McpKey.owner_id == owner_id).order_by(McpKey.id)
    return (await session.execute(stmt)).scalars().all()


async def everyone(session: AsyncSession) -> Sequence[tuple[McpKey, str]]:
    """Every key with its owner's external id (for the operator's `arthur key list`)."""
    stmt = select(McpKey, Owner.external_id).join(Owner, Owner.id == McpKey.owner_id).order_by(McpKey.id)
    return [(k, e) for k, e in (await session.execute(stmt)).all()]


async def owner_of(session: AsyncSession, key_id: int) -> str | None:
    """The external id of the owner of key #`key_id` (for the operator's `arthur key retire`)."""
    stmt = select(Owner.external_id).join(McpKey, McpKey.owner_id == Owner.id).where(McpKey.id == key_id)
    return (await session.execute(stmt)).scalar_one_or_none()


def retire(key: McpKey, now: datetime, reason: str) -> None:
    """Take a key out of use, dated and explained; clients using it are refused from then on."""
    key.retired_at = now
    key.retire_reason = reason
