"""State machines: work sessions and project phases."""

from __future__ import annotations

from typing import Literal

SessionState = Literal["idle", "running", "paused", "stopped"]
SessionEvent = Literal["start", "pause", "resume", "stop"]

_SESSION: dict[tuple[SessionState, SessionEvent], SessionState] = {
    ("idle", "start"): "running",
    ("running", "pause"): "paused",
    ("paused", "resume"): "running",
    ("running", "stop"): "stopped",
    ("paused", "stop"): "stopped",
}


def session_next(state: SessionState, event: SessionEvent) -> SessionState | None:
    """The state after `event`, or None when the transition is not allowed (e.g. stopped → running)."""
    return _SESSION.get((state, event))


Phase = Literal["idea", "active", "paused", "done"]

PHASES: tuple[Phase, ...] = ("idea", "active", "paused", "done")

_PHASE_MOVES: dict[Phase, frozenset[Phase]] = {
    "idea": frozenset({"active", "done"}),
    "active": frozenset({"paused", "done"}),
    "paused": frozenset({"active", "done"}),
    "done": frozenset({"active"}),  # reopening a finished project is allowed; skipping back to idea is not
}


def phase_allowed(current: Phase, target: Phase) -> bool:
    """Whether a project may move from `current` to `target`."""
    return target in _PHASE_MOVES[current]


def phase_moves(current: Phase) -> list[Phase]:
    """Phases reachable from `current`, in canonical order."""
    return [p for p in PHASES if p in _PHASE_MOVES[current]]
