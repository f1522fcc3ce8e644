"""Typed outcomes every action returns: ok, refused, failed, or awaiting confirmation."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal


@dataclass(frozen=True)
class Ok:
    """The action ran and its effect is committed."""

    summary: str
    data: Any = None
    kind: Literal["ok"] = field(default="ok", init=False)


@dataclass(frozen=True)
class Refused:
    """The action did not run: nothing was written. `code` is stable, `message` is for people."""

    code: str
    message: str
    kind: Literal["refused"] = field(default="refused", init=False)


@dataclass(frozen=True)
class Failed:
    """Something broke: the effect is unknown. `check` names where the owner can verify."""

    message: str
    check: str
    kind: Literal["failed"] = field(default="failed", init=False)


@dataclass(frozen=True)
class PendingConfirmation:
    """An external effect waits for the owner's explicit yes, bound to a single-use token."""

    token: str
    action: str
    prompt: str
    kind: Literal["pending_confirmation"] = field(default="pending_confirmation", init=False)


Outcome = Ok | Refused | Failed | PendingConfirmation
