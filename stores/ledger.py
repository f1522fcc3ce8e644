"""The action ledger: one row per executor call, whatever its outcome, with the turn it belongs to."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import LedgerEntry

# The unique index on (turn_key, seq): a second row for the same call of the same turn is refused.
TURN_INDEX = "action_ledger_turn_uq"


@dataclass(frozen=True)
class Slot:
    """Where a call sits: its turn's key (e.g. telegram:<bot>:<update>) and its number within the turn."""

    turn_key: str
    seq: int


def record(session: AsyncSession, *, owner_id: int, surface: str, via: str, agent: str | None, action: str,
           arguments: Any, outcome: str, code: str | None, message: str, confirmed: bool, at: datetime,
           duration_ms: float, slot: Slot | None = None, data: Any = None, abridge: bool = True) -> None:
    """Add a ledger row to the session's transaction. A long listing is abridged (`abridge`: it is a log, not
    data); a write's receipt is kept whole, since a turn run again hands it back. `surface` is where the request
    came from (telegram, console, mcp:<key label>), `via` how it reached the executor (command, button, llm…)."""
    if abridge and len(message) > 2000:
        message = message[:2000] + f"… [{len(message)} characters in all]"
    session.add(LedgerEntry(owner_id=owner_id, surface=surface, via=via, agent=agent, action=action,
                            arguments=arguments, outcome=outcome, code=code, message=message, confirmed=confirmed, at=at,
                            duration_ms=round(duration_ms, 3), turn_key=slot.turn_key if slot else None,
                            seq=slot.seq if slot else None, data=data))


async def at_slot(session: AsyncSession, owner_id: int, slot: Slot) -> LedgerEntry | None:
    """The row recorded for this call of this turn, if any."""
    stmt = select(LedgerEntry).where(LedgerEntry.owner_id == owner_id, LedgerEntry.turn_key == slot.turn_key,
                                     LedgerEntry.seq == slot.seq)
    return (await session.execute(stmt)).scalar_one_or_none()


async def of_turn(session: AsyncSession, owner_id: int, turn_key: str) -> Sequence[LedgerEntry]:
    """Every call one turn made, in the order it made them (and nothing of any other turn)."""
    stmt = (select(LedgerEntry).where(LedgerEntry.owner_id == owner_id, LedgerEntry.turn_key == turn_key)
            .order_by(LedgerEntry.seq))
    return (await session.execute(stmt)).scalars().all()
