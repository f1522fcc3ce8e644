"""Test doubles for our own ports and the clock (never for our own logic)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta


class MutableClock:
    """A clock the test moves by hand."""

    def __init__(self, start: datetime) -> None:
        self.current = start

    def now(self) -> datetime:
        return self.current

    def advance(self, **kwargs: float) -> None:
        self.current += timedelta(**kwargs)

    def set(self, when: datetime) -> None:
        self.current = when


@dataclass
class RecordingSender:
    """A Sender port that records what it was asked to send, or raises when told to."""

    sent: list[tuple[int, str]] = field(default_factory=list)
    fail_with: BaseException | None = None

    async def send_text(self, chat_id: int, text: str) -> None:
        if self.fail_with is not None:
            raise self.fail_with
        self.sent.append((chat_id, text))
