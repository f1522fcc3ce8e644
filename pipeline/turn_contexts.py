"""What a turn loads before the model speaks, in one round trip: preferences, facts, summaries, history."""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from pipeline.action_context import Clock, OwnerRef
from stores import memories
from stores.autocommit import Autocommit


@dataclass(frozen=True)
class TurnMemory:
    """Context for one turn."""

    preferences: tuple[str, ...]
    facts: tuple[dict[str, Any], ...]  # permanent OR declared, by category weight then freshness, at most 30
    summaries: tuple[str, ...]  # the last three conversation summaries
    history: frozenset[str]  # actions that succeeded in the last 30 days
    done: tuple[tuple[str, str], ...] = ()  # (receipt, ISO time) of the latest writes, newest first


class TurnContexts:
    """Loads a turn's memory with a single SQL statement, and keeps it while nothing it shows has changed.

    The cache is trusted only while the database's change notices are heard (`listening`): every write to
    preferences, facts, summaries or the ledger's successes notifies, from any process (`changed`). Writes of
    this process's executor also call `changed` themselves, before their outcome is returned, so the owner's
    next turn sees them without waiting for the notice. An entry also expires after `ttl_s`: "the last 30 days"
    moves on by itself."""

    def __init__(self, db: Autocommit, clock: Clock, cap: int = 20, ttl_s: float = 60.0, max_owners: int = 1000,
                 reads: frozenset[str] = frozenset()) -> None:
        self._db = db
        self._clock = clock
        self._reads = reads  # actions that write nothing: their receipts are no record of anything done
        self._cap = cap
        self._ttl_s = ttl_s
        self._max_owners = max_owners
        self._cache: dict[int, tuple[float, TurnMemory]] = {}
        self._versions: dict[int, int] = {}  # per owner, bumped by each change
        self._epoch = 0  # bumped when every owner may have changed
        self._listening = False

    def changed(self, owner_id: int | None, action: str | None = None) -> None:
        """What `owner_id` (None: anyone) starts a turn from may have changed: read it again next time.
        With `action`, only that action's success was recorded: nothing changed if it is a recent one already."""
        if owner_id is None:
            self._epoch += 1
            self._cache.clear()
            self._versions.clear()
        else:
            hit = self._cache.get(owner_id)
            if action is not None and hit is not None and action in hit[1].history:
                return
            self._versions[owner_id] = self._versions.get(owner_id, 0) + 1
            self._cache.pop(owner_id, None)

    def listening(self, on: bool) -> None:
        """Change notices are heard (True) or may be missed (False): without them nothing is cached."""
        self._listening = on
        self.changed(None)  # whatever happened while nobody listened is unknown

    async def for_turn(self, owner: OwnerRef) -> TurnMemory:
        """Everything the specialist starts from."""
        hit = self._cache.get(owner.id)
        if hit is not None and self._listening and time.monotonic() - hit[0] < self._ttl_s:
            return hit[1]
        version = (self._epoch, self._versions.get(owner.id, 0))
        started = time.monotonic()
        data = await memories.load_context(self._db, owner.id, self._clock.now() - timedelta(days=30), self._cap,
                                           reads=self._reads)
        memory = TurnMemory(preferences=tuple(data["preferences"]), facts=tuple(data["facts"]),
                            summaries=tuple(x["summary"] for x in data["summaries"]),
                            history=frozenset(data["history"]), done=tuple((m, at) for m, at in data["done"]))
        # Kept only if no change was announced while it was read: the read may predate that change.
        if self._listening and version == (self._epoch, self._versions.get(owner.id, 0)):
            if len(self._cache) >= self._max_owners:
                self._cache.clear()
            self._cache[owner.id] = (started, memory)
        return memory
