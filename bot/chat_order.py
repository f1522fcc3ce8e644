"""Chats' lines of updates: received on arrival, then one chat's updates one after another, in order."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor

Receive = Callable[[Update], Awaitable[bool]]

# Set while an update's handlers run: lets the chat's next update start before they return.
_LEAVE: ContextVar[Callable[[], None] | None] = ContextVar("arthur_leave_line", default=None)


def let_next_in() -> None:
    """The running update is answered: its chat's next update may start while this one finishes its
    bookkeeping. Harmless outside a line, and when called twice."""
    leave = _LEAVE.get()
    if leave is not None:
        leave()


class PerChatOrder(BaseUpdateProcessor):
    """Every update is received (gated and recorded) the moment it arrives; then different chats run
    concurrently and one chat's updates one after another, in arrival order."""

    def __init__(self, max_concurrent_updates: int = 10_000) -> None:
        # Generous: an update waiting for its chat holds a slot, and every arrival must reach `receive` at once.
        super().__init__(max_concurrent_updates)
        self._receive: Receive | None = None
        self._lines: dict[int, deque[asyncio.Future[None]]] = {}

    def attach(self, receive: Receive) -> None:
        """What runs on arrival; it returns False for updates that must not be handled (strangers, duplicates)."""
        self._receive = receive

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Receive the update, then run its handlers once its chat's earlier updates are done (or have let it
        in: see `let_next_in`)."""
        chat = update.effective_chat if isinstance(update, Update) else None
        if chat is None or not isinstance(update, Update):
            if self._receive is None or (isinstance(update, Update) and await self._receive(update)):
                await coroutine
            else:
                _discard(coroutine)
            return
        # The place in the chat's line is taken before the first await, so the line is in arrival order. Each
        # update waits on its own future, set by the one ahead when it leaves: a cancelled wait harms no other.
        line = self._lines.setdefault(chat.id, deque())
        go: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if not line:
            go.set_result(None)
        line.append(go)

        def leave() -> None:
            if go not in line:
                return
            first = line[0] is go
            line.remove(go)
            if first and line and not line[0].done():
                line[0].set_result(None)
            if not line and self._lines.get(chat.id) is line:
                del self._lines[chat.id]

        try:
            if self._receive is None or await self._receive(update):
                await go
                token = _LEAVE.set(leave)
                try:
                    await coroutine
                finally:
                    _LEAVE.reset(token)
        finally:
            _discard(coroutine)
            leave()

    async def initialize(self) -> None:
        """Nothing to set up."""

    async def shutdown(self) -> None:
        """Nothing to release."""


def _discard(coroutine: Awaitable[Any]) -> None:
    """An update's handlers that will not run: close the coroutine (no 'never awaited' warning)."""
    close = getattr(coroutine, "close", None)
    if close is not None:
        close()
