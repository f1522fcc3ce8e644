"""Test doubles for our own ports and the clock (never for our own logic)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any


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


class SleepyLLM:
    """An in-process ChatModel: routes at once, then answers after `delay_s`, echoing the user's words."""

    def __init__(self, delay_s: float = 1.0) -> None:
        self.delay_s = delay_s
        self.calls = 0

    async def complete(self, model: str, messages: Any, *, tools: Any = None, json_mode: bool = False,
                       max_tokens: int | None = None, timeout_s: float = 30.0, use_tools: bool = True,
                       retry: bool = True) -> Any:
        import asyncio
        import json

        from pipeline.llm import Completion, Usage

        self.calls += 1
        if json_mode:
            return Completion(json.dumps({"agent": "steward", "domain": "DAILY"}), (), Usage(model, 50, 5, 0.0, 0.0))
        await asyncio.sleep(self.delay_s)
        user = [m["content"] for m in messages if m["role"] == "user"][-1]  # earlier ones are the conversation
        return Completion(f"You said: {user}", (), Usage(model, 900, 20, 0.0, self.delay_s * 1000))


class OtherModelEmbedder:
    """A stand-in for a different embedding model (another name, same dimension), to test re-embedding."""

    model = "other-model"
    dimensions = 512
    threshold = 0.5

    async def embed(self, texts: list[str]) -> list[list[float]]:
        return [[1.0] + [0.0] * 511 for _ in texts]

    matcher = None

    async def word_vectors(self, words: set[str]) -> dict[str, Any] | None:
        return None

    async def second_similarities(self, query: str, texts: list[str]) -> list[float] | None:
        return None

    async def warm(self, text: str) -> None:
        return None
