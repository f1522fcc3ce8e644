"""The action ledger: one row per executor call, whatever its outcome, with the turn it belongs to."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
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


# One statement, no ORM object: every executor call writes a row (the unit of work's flush cost ~0.3 ms here,
# this ~0.07 ms). json/jsonb parameters go as JSON text; None is stored as JSON null, as the ORM stored it.
_COLUMNS = ("INSERT INTO action_ledger (owner_id, surface, via, agent, action, arguments, outcome, code, message, "
            "confirmed, at, duration_ms, turn_key, seq, data) ")
_INSERT = _COLUMNS + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)"


async def record(session: AsyncSession, *, owner_id: int, surface: str, via: str, agent: str | None, action: str,
                 arguments: Any, outcome: str, code: str | None, message: str, confirmed: bool, at: datetime,
                 duration_ms: float, slot: Slot | None = None, data: Any = None, abridge: bool = True) -> None:
    """Write a ledger row in the session's transaction (a second row for the same call of a turn raises
    IntegrityError naming TURN_INDEX). A long listing is abridged (`abridge`: it is a log, not data); a write's
    receipt is kept whole, since a turn run again hands it back. `surface` is where the request came from
    (telegram, console, mcp:<key label>), `via` how it reached the executor (command, button, llm…)."""
    if abridge and len(message) > 2000:
        message = message[:2000] + f"… [{len(message)} characters in all]"
    conn = await session.connection()
    await conn.exec_driver_sql(_INSERT, (
        owner_id, surface, via, agent, action, json.dumps(arguments), outcome, code, message, confirmed, at,
        Decimal(f"{duration_ms:.3f}"), slot.turn_key if slot else None, slot.seq if slot else None,
        json.dumps(data)))


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
