"""Typed outcomes every action returns: ok, refused, failed, or awaiting confirmation."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict


class Record(BaseModel):
    """Base of the typed data an action returns with `Ok` (one model per action that returns data)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Listing(Record):
    """Data that lists what a read found (an empty listing: nothing was found)."""

    def found(self) -> int:
        """How many items were found."""
        raise NotImplementedError


@dataclass(frozen=True)
class Ok:
    """The action ran and its effect is committed; `summary` is code's receipt, `data` its typed result, `also`
    the other actions whose effect it had too (a switch stopped the running session: "stop_session")."""

    summary: str
    data: Record | None = None
    also: tuple[str, ...] = ()
    kind: Literal["ok"] = field(default="ok", init=False)


@dataclass(frozen=True)
class Question:
    """What a question asked of the owner waits for: the answer completes `action` with `arguments`.

    `missing` says what the answer gives: time | when (the request is read again with the answer), choice (one
    of `choices`), reminder (a reminder's number), project (one of `choices`), switch (yes, or "switch to X"),
    timezone (a zone or a city), yes (a plain yes). `choices` are (label, arguments added) pairs: buttons on
    Telegram, words elsewhere. `said` is the request as it was said."""

    action: str
    arguments: Mapping[str, Any] = field(default_factory=dict)
    missing: str = "yes"
    choices: tuple[tuple[str, Mapping[str, Any]], ...] = ()
    said: str = ""


@dataclass(frozen=True)
class Refused:
    """The action did not run: nothing was written. `code` is stable, `message` is for people; `detail` is the
    technical account for the model and the trace (never shown to the owner); `question`: the message asks the
    owner something, and their next message may answer it; `shown`: what exists instead, read by code (the open
    reminders after "There is no reminder #14"; see pipeline/unknown_items.py)."""

    code: str
    message: str
    detail: str = ""
    question: Question | None = None
    shown: str = ""
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


def data_json(outcome: Outcome) -> dict[str, Any] | None:
    """An outcome's data as plain JSON (for records, the ledger and MCP), or None."""
    if isinstance(outcome, Ok) and outcome.data is not None:
        return outcome.data.model_dump(mode="json")
    return None
