"""What a turn loads before the model speaks, in one round trip: preferences, facts, summaries, history."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from pipeline.context import Clock, OwnerRef
from stores import memories
from stores.direct import Direct


@dataclass(frozen=True)
class TurnMemory:
    """Context for one turn."""

    preferences: tuple[str, ...]
    facts: tuple[dict[str, Any], ...]  # permanent OR declared, by category weight then freshness, at most 30
    summaries: tuple[str, ...]  # the last three conversation summaries
    history: frozenset[str]  # actions that succeeded in the last 30 days (for the guard)


class Recall:
    """Loads a turn's memory with a single SQL statement."""

    def __init__(self, db: Direct, clock: Clock, cap: int = 20) -> None:
        self._db = db
        self._clock = clock
        self._cap = cap

    async def for_turn(self, owner: OwnerRef) -> TurnMemory:
        """Everything the specialist starts from."""
        data = await memories.load_context(self._db, owner.id, self._clock.now() - timedelta(days=30), self._cap)
        return TurnMemory(preferences=tuple(data["preferences"]), facts=tuple(data["facts"]),
                          summaries=tuple(x["summary"] for x in data["summaries"]),
                          history=frozenset(data["history"]))
