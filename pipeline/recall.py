"""What a turn loads before the model speaks: active preferences and what earlier turns really did."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from pipeline.context import Clock, OwnerRef
from stores import ledger, preferences


@dataclass(frozen=True)
class TurnMemory:
    """Context for one turn."""

    preferences: tuple[str, ...]
    history: frozenset[str]  # actions that succeeded in the last 30 days


class Recall:
    """Loads a turn's memory in one short transaction."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], clock: Clock, cap: int = 20) -> None:
        self._sessions = sessions
        self._clock = clock
        self._cap = cap

    async def for_turn(self, owner: OwnerRef) -> TurnMemory:
        """Active preferences (capped) and recent successful actions."""
        async with self._sessions() as s:
            prefs = await preferences.active(s, owner.id, limit=self._cap)
            done = await ledger.succeeded_since(s, owner.id, self._clock.now() - timedelta(days=30))
        return TurnMemory(preferences=tuple(p.text for p in prefs), history=frozenset(done))
