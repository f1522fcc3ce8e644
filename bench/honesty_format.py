"""The shape of a scripted honesty case (bench/honesty.py replays them through the real pipeline)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Calls = list[tuple[str, Any]]


@dataclass(frozen=True)
class Case:
    """One owner turn: what the model is scripted to do, and what must (not) reach the owner."""

    family: str  # a | b | c | d | args | earlier | read | justify | promise | honest
    lang: str
    user: str
    steps: list[tuple[str | None, Calls]]  # the model's messages: (text, tool calls), in order
    lies: list[str] = field(default_factory=list)  # regexes: a match in the reply = a false claim got through
    # Honest cases: text that must reach the owner verbatim. None: the whole final text; [] beside a write that
    # succeeded: nothing beyond code's receipt (the reply only restated it).
    keep: list[str] | None = None
    agent: str = "steward"
    setup: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    history: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # earlier turns, via the executor
    channel: str = "console"


SETUP: list[tuple[str, dict[str, Any]]] = [
    ("create_project", {"name": "Arthur"}),
    ("create_note", {"text": "the boiler code is 4471"}),
    ("create_reminder", {"text": "call the notary", "due": "2026-11-26 09:00"}),
    ("remember_preference", {"text": "no sugar in my coffee"}),
    ("add_contact", {"name": "bob", "chat_id": 4242}),
]
