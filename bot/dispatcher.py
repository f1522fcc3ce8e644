"""Scheduled pushes: reminders and briefings from PostgreSQL, on time, once, with no model in the path."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import uuid
from collections import defaultdict
from collections.abc import Awaitable, Callable
from datetime import timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from telegram import Bot
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TimedOut

from bot.briefing_pushes import BriefingPushes
from bot.delivery import retry_after_seconds
from bot.formatting import escape
from bot.push_attempts import Attempt, DispatchConfig
from bot.replies import markup
from pipeline.action_context import Clock
from pipeline.executor import Executor
from pipeline.pushes import LATE_AFTER, reminder_push
from pipeline.rules.recurrence import next_occurrence, stored_series
from stores import deliveries
from stores.deliveries import Claimed
from stores.outages import Backoff, Reachability, once_reachable, unreachable

log = logging.getLogger(__name__)

class Dispatcher:
    """Claims due work with SKIP LOCKED, paces sends per chat, records a send only once Telegram confirmed it."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], clock: Clock, bot: Bot, executor: Executor,
                 config: DispatchConfig | None = None, name: str | None = None,
                 reach: Reachability | None = None) -> None:
        self._sessions = sessions
        self._reach = reach  # while the database is away, the loop waits for it instead of failing each pass
        self._clock = clock
        self._bot = bot
        self._executor = executor
        self._config = config or DispatchConfig()
        self.name = name or f"dispatcher-{uuid.uuid4().hex[:8]}"
        self._queues: defaultdict[int, asyncio.Queue[Claimed]] = defaultdict(asyncio.Queue)
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._last_send: dict[int, float] = {}
        self.sent = 0
        self._briefings = BriefingPushes(sessions, clock, bot, executor)

    async def briefings_once(self) -> None:
        """Push the briefings that are due (see `BriefingPushes`)."""
        await self._briefings.once()

    async def run(self, stop: asyncio.Event) -> None:
        """Loop until `stop`: overdue reminders first (labelled late), then whatever falls due. A failing pass
        backs off (one log line when it starts failing, one when it works again); while the database is away,
        the loop waits for it."""
        backoff = Backoff("push dispatcher", log)
        try:
            while not stop.is_set():
                try:
                    claimed = await self.pass_once()
                    await self._briefings.once()
                    pause = backoff.ok(0.05 if claimed else self._config.idle_poll_s)
                except Exception as exc:
                    pause = backoff.failed(exc)
                    if self._reach is not None and unreachable(exc):
                        self._reach.down(exc)
                        await self._reach.wait_up(stop)
                        continue
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), pause)
        finally:
            for task in self._workers.values():
                task.cancel()
            for task in self._workers.values():
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    async def pass_once(self) -> int:
        """Claim due reminders and hand them to their chat's worker; returns how many were claimed."""
        now = self._clock.now()
        busy = [chat for chat, q in self._queues.items() if q.qsize() >= self._config.queue_per_chat]
        async with self._sessions() as s, s.begin():
            claimed = await deliveries.claim_due(s, now=now, worker=self.name, limit=self._config.batch,
                                                 lease_until=now + timedelta(seconds=self._config.lease_s),
                                                 skip_chats=busy,
                                                 due_by=now + timedelta(seconds=self._config.lookahead_s))
        for item in claimed:
            self._queues[item.chat_id].put_nowait(item)
            worker = self._workers.get(item.chat_id)
            if worker is None or worker.done():
                self._workers[item.chat_id] = asyncio.create_task(self._chat_worker(item.chat_id))
        return len(claimed)

    async def idle(self) -> None:
        """Wait until every claimed reminder has been handled (for tests and benchmarks); one claimed ahead of
        its time is waited for until the clock reaches it."""
        while any(not q.empty() for q in self._queues.values()) or any(
                not t.done() for t in self._workers.values()):
            await asyncio.sleep(0.02)

    async def _chat_worker(self, chat_id: int) -> None:
        """Send one chat's reminders one at a time, in due order, a full interval apart. A push still unanswered
        after one interval no longer holds the chat: it finishes on its own and, if it failed, waits its turn again."""
        queue = self._queues[chat_id]
        loop = asyncio.get_running_loop()
        waiting: list[Attempt] = []
        retries: list[Attempt] = []
        detached: set[asyncio.Task[bool]] = set()

        def settle(attempt: Attempt, task: asyncio.Task[bool]) -> None:
            detached.discard(task)
            if not task.cancelled() and task.exception() is None and task.result():
                retries.append(attempt)

        while True:
            while not queue.empty():
                item = queue.get_nowait()
                waiting.append(Attempt(item, uncertain=item.uncertain))
            waiting.extend(retries)
            retries.clear()
            if not waiting and not detached:
                return
            now = self._clock.now()
            ready = [a for a in waiting if a.not_before <= loop.time() and a.item.occurrence <= now]
            if not ready:
                # Sleep until the soonest one may go, but look at the queue at least every 20 ms.
                soonest = min((max(a.not_before - loop.time(), (a.item.occurrence - now).total_seconds())
                               for a in waiting), default=0.02)
                await asyncio.sleep(min(0.02, max(0.001, soonest)))
                continue
            attempt = min(ready, key=lambda a: (a.item.occurrence, a.item.reminder_id))
            waiting.remove(attempt)
            attempt.sending_since = None
            task = asyncio.create_task(self._push(attempt))
            # Hold the chat while the push paces itself and then for as long as it may still time out; the
            # slot it took is spent either way, and a push that failed in that time goes again first.
            hold = max(self._config.per_chat_interval_s, self._config.push_timeout_s) + 0.05
            while not task.done():
                since = attempt.sending_since
                if since is not None and loop.time() >= since + hold:
                    break
                await asyncio.wait({task}, timeout=0.02 if since is None else since + hold - loop.time())
            if task.done():
                settle(attempt, task)
            else:
                detached.add(task)
                task.add_done_callback(functools.partial(settle, attempt))

    async def _write(self, write: Callable[[AsyncSession], Awaitable[None]]) -> None:
        """How a push ended, in a transaction of its own; while the database is away, once it is back (a push
        Telegram confirmed must not be pushed again for want of its record)."""
        async def once() -> None:
            async with self._sessions() as s, s.begin():
                await write(s)

        await (once() if self._reach is None else once_reachable(self._reach, once))

    async def _pace(self, chat_id: int) -> None:
        """Wait until a full interval has passed since the chat's last confirmed message."""
        loop = asyncio.get_running_loop()
        last = self._last_send.get(chat_id)
        if last is not None:
            wait = self._config.per_chat_interval_s - (loop.time() - last)
            if wait > 0:
                await asyncio.sleep(wait)

    async def _push(self, attempt: Attempt) -> bool:
        """One try; True when it should be tried again soon (it stays claimed by this worker)."""
        item = attempt.item
        zone = ZoneInfo(item.timezone)
        now = self._clock.now()
        async with self._sessions() as s, s.begin():
            mine = await deliveries.still_mine(s, item.delivery_id, self.name, now,
                                               now + timedelta(seconds=self._config.lease_s))
        if not mine:
            log.info("reminder %s is no longer ours to send", item.reminder_id)
            return False
        await self._pace(item.chat_id)  # after the database check, so nothing but the request follows the wait
        # The next push waits a full interval from this start, and from this push's confirmation if it comes.
        self._last_send[item.chat_id] = attempt.sending_since = asyncio.get_running_loop().time()
        push = reminder_push(self._executor.catalog, item.number, item.text, item.occurrence, zone,
                             self._clock.now(), item.language, zone.key != self._executor.default_zone,
                             again=attempt.uncertain)
        try:
            message = await self._bot.send_message(item.chat_id, escape(push.text), parse_mode=ParseMode.HTML,
                                                   reply_markup=markup(push),
                                                   read_timeout=self._config.push_timeout_s,
                                                   write_timeout=self._config.push_timeout_s)
        except RetryAfter as exc:  # not delivered; Telegram says when this chat may get messages again
            attempt.not_before = asyncio.get_running_loop().time() + retry_after_seconds(exc)
            self._last_send[item.chat_id] = max(self._last_send.get(item.chat_id, 0.0),
                                                attempt.not_before - self._config.per_chat_interval_s)
            return True
        except (TimedOut, NetworkError) as exc:
            # Not confirmed: try again. A timeout is the one case where Telegram may have shown it: the next try
            # says it is sent again.
            attempt.uncertain = attempt.uncertain or isinstance(exc, TimedOut)
            attempt.failures += 1
            attempt.error = f"{type(exc).__name__}: {exc}"
            if attempt.failures < self._config.max_inline_attempts:
                backoff = 0.0 if attempt.failures == 1 else 0.5 * 2 ** (attempt.failures - 2)
                attempt.not_before = asyncio.get_running_loop().time() + backoff
                return True
        except (BadRequest, Forbidden) as exc:
            attempt.error = f"{type(exc).__name__}: {exc}"
        else:
            # Telegram counts a message when it receives it, which is before this answer: spacing the next
            # start from here keeps the visible messages a full interval apart.
            loop_now = asyncio.get_running_loop().time()
            self._last_send[item.chat_id] = max(self._last_send.get(item.chat_id, 0.0), loop_now)
            sent_at = self._clock.now()
            nxt = next_occurrence(item.occurrence, item.recurrence, zone, after=max(sent_at, item.occurrence),
                                  series=stored_series(item.recurrence, item.series_time, item.series_day))
            await self._write(lambda s: deliveries.mark_sent(s, item, now=sent_at, message_id=message.message_id,
                                                             late=sent_at - item.occurrence > LATE_AFTER,
                                                             next_due=nxt))
            self.sent += 1
            return False
        retry_at = self._clock.now() + timedelta(seconds=min(300.0, 30.0 * item.attempts))
        await self._write(lambda s: deliveries.mark_retry(s, item, status="retry", next_attempt_at=retry_at,
                                                          error=attempt.error, uncertain=attempt.uncertain))
        log.warning("reminder %s not confirmed (%s); retrying after %s", item.reminder_id, attempt.error, retry_at)
        return False
