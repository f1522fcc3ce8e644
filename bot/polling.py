"""Taking updates from Telegram durably: an update is let go (its offset confirmed) only once it is recorded in
the inbox or kept in the spool; kept updates are replayed, in order, when the database is back.

PTB's own updater confirms a batch's offset as soon as the batch is in its in-memory queue, before anything
was written: a crash then loses those updates. Here the next getUpdates, which confirms the previous batch, is
only sent once every update of that batch was admitted by the gate; one the gate could neither record nor keep
(the spool full or failing) is not confirmed, and Telegram hands it out again later."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from telegram import Bot, Update

from bot.gate import Gate
from bot.spool import Spool
from stores.outages import Backoff, Reachability

log = logging.getLogger(__name__)


class Telegram:
    """Whether Telegram answered the last poll, and since when (for /status)."""

    def __init__(self) -> None:
        self.up = True
        self.since = time.time()

    def seen(self, up: bool) -> None:
        """Note how the last call went."""
        if up != self.up:
            self.up, self.since = up, time.time()


class Intake:
    """Polls Telegram, admits each update through the gate, hands it to the application's queue, and replays the
    spool; the application's update processor then runs the handlers."""

    def __init__(self, bot: Bot, queue: asyncio.Queue[Any], gate: Gate, spool: Spool, reach: Reachability,
                 telegram: Telegram) -> None:
        self._bot = bot
        self._queue = queue
        self._gate = gate
        self._spool = spool
        self._reach = reach
        self.telegram = telegram

    async def poll(self, stop: asyncio.Event, timeout: int = 25, pause_s: float = 0.01) -> None:
        """Long polling until `stop`. An idle bot's poll returns the moment a message arrives; `pause_s` between
        polls turns a burst's hundreds of one-update polls into a few batches."""
        backoff = Backoff("polling Telegram", log)
        stuck = Backoff("taking updates", log)
        offset = 0
        ready = False
        while not ready and not stop.is_set():
            try:
                ready = await self._until(stop, self._bot.delete_webhook()) is not None
            except Exception as exc:
                self.telegram.seen(False)
                await _pause(stop, backoff.failed(exc))
        while not stop.is_set():
            try:
                updates = await self._until(stop, self._bot.get_updates(
                    offset=offset, timeout=timeout, allowed_updates=Update.ALL_TYPES))
            except Exception as exc:
                self.telegram.seen(False)
                await _pause(stop, backoff.failed(exc))
                continue
            if updates is None:  # stopped
                break
            self.telegram.seen(True)
            backoff.ok()
            started = time.monotonic()
            taken = await self._take(updates)
            offset = taken if taken is not None else offset
            if updates and taken != updates[-1].update_id + 1:
                await _pause(stop, stuck.failed(RuntimeError("an update could be neither recorded nor kept")))
            else:  # the time spent admitting counts as pause: polls keep their pace in a burst
                await _pause(stop, stuck.ok(max(0.0, pause_s - (time.monotonic() - started))))
        with contextlib.suppress(Exception):  # confirm the last batch, so the next start does not fetch it again
            await asyncio.wait_for(self._bot.get_updates(offset=offset, timeout=0), 5)

    async def _take(self, updates: tuple[Update, ...]) -> int | None:
        """Admit a batch (its records share one statement); returns the offset that confirms every update up to
        the first one that could not be admitted, which is fetched again later."""
        verdicts = await asyncio.gather(*(self._gate.admit(u) for u in updates), return_exceptions=True)
        offset: int | None = None
        stuck = False
        for update, verdict in zip(updates, verdicts, strict=True):
            if isinstance(verdict, BaseException):
                if not stuck:
                    log.warning("update %s could be neither recorded nor kept (%s): not taken for now",
                                update.update_id, verdict)
                stuck = True
                continue
            if verdict:  # recorded: it is handled now, whatever happens to the ones after it
                self._gate.admitted.add(update.update_id)
                await self._queue.put(update)
            if not stuck:
                offset = update.update_id + 1
        return offset

    async def replay(self, stop: asyncio.Event) -> None:
        """Until `stop`: while the database is reachable and the spool holds updates, admit them again, oldest
        first, and hand them to the handlers; each one's file goes once it is recorded."""
        backoff = Backoff("replaying the spool", log)
        while not stop.is_set():
            if not self._spool.depth or not self._reach.up:
                await _pause(stop, 0.2)
                continue
            for name in self._spool.pending():
                try:
                    update = Update.de_json(self._spool.read(name), self._bot)
                    handled = await self._gate.admit(update, replayed=True)
                except Exception as exc:
                    await _pause(stop, backoff.failed(exc))
                    break
                backoff.ok()
                if handled:
                    self._gate.admitted.add(update.update_id)
                    await self._queue.put(update)
                self._spool.done(name)

    async def _until(self, stop: asyncio.Event, call: Any) -> Any:
        """`call`'s result, or None when `stop` comes first (the call is cancelled)."""
        task = asyncio.ensure_future(call)
        stopping = asyncio.ensure_future(stop.wait())
        try:
            await asyncio.wait({task, stopping}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            stopping.cancel()
        if not task.done():
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
            return None
        return task.result()


async def _pause(stop: asyncio.Event, seconds: float) -> None:
    if seconds <= 0:
        return
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), seconds)
