"""A reminder push on its way: how pushes are paced, and what one attempt carries between its tries."""

from __future__ import annotations

from dataclasses import dataclass

from stores.deliveries import Claimed


@dataclass(frozen=True)
class DispatchConfig:
    """Pacing of pushes."""

    per_chat_interval_s: float = 1.01  # Telegram allows about one message per second per chat
    lease_s: float = 120.0
    batch: int = 200
    queue_per_chat: int = 20  # claim no more than this many ahead for one chat
    idle_poll_s: float = 0.5
    # Claim a little ahead and wait in memory for the due second: the claim's round trip and the polling
    # interval no longer make every reminder late. Before sending, the claim is checked against the reminder.
    lookahead_s: float = 2.0
    max_inline_attempts: int = 4
    # Telegram answers in a few hundred milliseconds; a push unanswered after a second is retried at once,
    # which is as soon as the chat's rate allows anyway. One that really reached Telegram but answered after
    # this shows twice: the second says "(sent again: I couldn't confirm the first one)", never silently.
    push_timeout_s: float = 1.0


@dataclass
class Attempt:
    """A claimed reminder on its way: when it may be tried again and what went wrong so far."""

    item: Claimed
    not_before: float = 0.0
    failures: int = 0
    error: str = ""
    sending_since: float | None = None  # loop time when this try's request went out
    uncertain: bool = False  # an earlier try may have reached the owner: the next one says it is sent again
