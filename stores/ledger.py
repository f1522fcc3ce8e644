"""The action ledger: one row per executor call, whatever its outcome."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import LedgerEntry


def record(session: AsyncSession, *, owner_id: int, surface: str, via: str, agent: str | None, action: str,
           arguments: Any, outcome: str, code: str | None, message: str, confirmed: bool, at: datetime,
           duration_ms: float) -> None:
    """Add a ledger row to the session's transaction (a long listing is abridged: it is a log, not data).
    `surface` is where the request came from (telegram, console, mcp:<key label>), `via` how it reached the
    executor (command, button, llm…)."""
    if len(message) > 2000:
        message = message[:2000] + f"… [{len(message)} characters in all]"
    session.add(LedgerEntry(owner_id=owner_id, surface=surface, via=via, agent=agent, action=action, arguments=arguments,
                            outcome=outcome, code=code, message=message, confirmed=confirmed, at=at,
                            duration_ms=round(duration_ms, 3)))


async def succeeded_since(session: AsyncSession, owner_id: int, since: datetime) -> set[str]:
    """Names of actions that succeeded for the owner since a time (what earlier turns really did)."""
    stmt = select(LedgerEntry.action).where(LedgerEntry.owner_id == owner_id, LedgerEntry.outcome == "ok",
                                            LedgerEntry.at >= since).distinct()
    return set((await session.execute(stmt)).scalars())


async def since(session: AsyncSession, owner_id: int, start: datetime, end: datetime | None = None
                ) -> Sequence[LedgerEntry]:
    """The owner's ledger rows from `start` (to `end`), oldest first."""
    stmt = select(LedgerEntry).where(LedgerEntry.owner_id == owner_id, LedgerEntry.at >= start)
    if end is not None:
        stmt = stmt.where(LedgerEntry.at <= end)
    return (await session.execute(stmt.order_by(LedgerEntry.id))).scalars().all()
