"""Scheduled pushes through the fake Bot API, with a controllable clock, on the real database."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncEngine
from telegram import Bot

from bot.application import build_application
from bot.dispatcher import DispatchConfig, Dispatcher
from pipeline.action_context import Caller, OwnerRef
from pipeline.executor import Executor
from pipeline.outcomes import Ok, Refused
from stores.autocommit import Autocommit
from stores.database import sessions
from stores.models import Reminder, ReminderDelivery
from tests.fake_telegram import FakeBotAPI, Fault
from tests.fakes import MutableClock

PARIS = ZoneInfo("Europe/Paris")
AGAIN = "\n(sent again: I couldn't confirm the first one)"
FAST = DispatchConfig(per_chat_interval_s=0.05, idle_poll_s=0.05)


def paris(*args: int) -> datetime:
    return datetime(*args, tzinfo=PARIS)  # type: ignore[misc]


@pytest.fixture
async def bot(fake_bot_api: FakeBotAPI) -> AsyncIterator[Bot]:
    application = build_application(f"{random.randint(10**8, 10**9)}:T", fake_bot_api.url, timeout_s=1.0)
    await application.bot.initialize()
    yield application.bot
    await application.bot.shutdown()


@pytest.fixture
async def owner(executor: Executor) -> OwnerRef:
    ref = await executor.owner(str(random.randint(10**9, 2 * 10**9)))
    assert isinstance(await executor.run(ref, Caller("command"), "set_timezone", {"timezone": "Europe/Paris"}), Ok)
    return await executor.owner(ref.external_id)


async def remind(executor: Executor, owner: OwnerRef, text: str, due: str, recurrence: str = "none") -> int:
    outcome = await executor.run(owner, Caller("command"), "create_reminder",
                                 {"text": text, "due": due, "recurrence": recurrence})
    assert isinstance(outcome, Ok), outcome
    return int(outcome.data.id)


def dispatcher(engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor,
               config: DispatchConfig = FAST) -> Dispatcher:
    return Dispatcher(sessions(engine), clock, bot, executor, config)


async def run_pass(d: Dispatcher) -> None:
    await d.pass_once()
    await d.idle()


def texts(fake: FakeBotAPI, chat: int) -> list[str]:
    return [s.text for s in fake.to(chat, "sendMessage")]


async def test_a_due_reminder_arrives_once_with_buttons(engine: AsyncEngine, clock: MutableClock, bot: Bot,
                                                        executor: Executor, owner: OwnerRef,
                                                        fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 11, 25, 8, 59, 58))
    await remind(executor, owner, "call the notary", "2026-11-25 09:00")
    d = dispatcher(engine, clock, bot, executor)
    stop = asyncio.Event()
    task = asyncio.create_task(d.run(stop))
    await asyncio.sleep(0.3)
    assert texts(fake_bot_api, int(owner.external_id)) == []  # not due yet
    clock.set(paris(2026, 11, 25, 9, 0, 0))  # two seconds later
    await fake_bot_api.wait_for(lambda: len(texts(fake_bot_api, int(owner.external_id))) == 1, 5)
    await asyncio.sleep(0.3)
    stop.set()
    await task
    sent = fake_bot_api.to(int(owner.external_id), "sendMessage")
    assert [s.text for s in sent] == ["⏰ call the notary"]
    buttons = [b["text"] for b in sent[0].payload["reply_markup"]["inline_keyboard"][0]]
    assert buttons == ["Done", "+10 min", "Tomorrow"]


async def test_a_reminder_claimed_ahead_is_not_pushed_once_done_or_moved(
        engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor, owner: OwnerRef,
        fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 11, 25, 8, 0))
    done = await remind(executor, owner, "done meanwhile", "2026-11-25 09:00")
    moved = await remind(executor, owner, "moved meanwhile", "2026-11-25 09:00")
    await remind(executor, owner, "still due", "2026-11-25 09:00")
    clock.set(paris(2026, 11, 25, 8, 59, 59))  # within the look-ahead: claimed, held until due
    d = dispatcher(engine, clock, bot, executor)
    assert await d.pass_once() == 3
    assert isinstance(await executor.run(owner, Caller("command"), "complete_reminder", {"reminder_id": done}), Ok)
    assert isinstance(await executor.run(owner, Caller("command"), "snooze_reminder",
                                         {"reminder_id": moved, "minutes": 30}), Ok)
    await asyncio.sleep(0.2)
    assert texts(fake_bot_api, int(owner.external_id)) == []  # nothing goes out before its time
    clock.set(paris(2026, 11, 25, 9, 0, 0))
    await d.idle()
    assert texts(fake_bot_api, int(owner.external_id)) == ["⏰ still due"]
    async with sessions(engine)() as s:  # the claims that were not used are closed, not left "sending"
        rows = (await s.execute(select(Reminder.number, ReminderDelivery.status, ReminderDelivery.lease_until)
                                .join(Reminder, Reminder.id == ReminderDelivery.reminder_id)
                                .where(Reminder.owner_id == owner.id))).all()
    assert {(r.number, r.status) for r in rows if r.number in (done, moved)} == {
        (done, "withdrawn"), (moved, "withdrawn")}
    assert all(r.lease_until is None for r in rows if r.number in (done, moved))


async def test_buttons_work(engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor,
                            owner: OwnerRef, fake_bot_api: FakeBotAPI, tmp_path: Path) -> None:
    from bot.channel import Access, TelegramChannel
    from pipeline.turns import SlashOnly, Turns

    clock.set(paris(2026, 11, 25, 8, 0))
    ids = [await remind(executor, owner, f"task {i}", "2026-11-25 09:00") for i in range(3)]
    clock.set(paris(2026, 11, 25, 9, 0, 5))
    d = dispatcher(engine, clock, bot, executor)
    await run_pass(d)
    chat = int(owner.external_id)
    sent = fake_bot_api.to(chat, "sendMessage")
    assert len(sent) == 3
    channel = TelegramChannel(Turns(executor, SlashOnly()), Autocommit(engine), clock,
                              Access(frozenset({chat}), frozenset()), bot_id=bot.id, spool_dir=tmp_path)

    class Ctx:
        def __init__(self, b: Bot) -> None:
            self.bot = b

    async def press(message_index: int, verb: str) -> None:
        from telegram import Update

        s = sent[message_index]
        raw = {"update_id": random.randint(1, 10**9), "callback_query": {
            "id": "q", "from": {"id": chat, "is_bot": False, "first_name": "o"}, "chat_instance": "c",
            "data": f"rm:{verb}:#{ids[message_index]}",
            "message": {"message_id": s.message_id, "date": 0, "text": s.text,
                        "chat": {"id": chat, "type": "private"}}}}
        update = Update.de_json(raw, bot)
        assert await channel.receive(update)
        await channel.on_button(update, Ctx(bot))  # type: ignore[arg-type]

    await press(0, "done")
    await press(1, "snooze")
    await press(2, "tomorrow")
    edits = [s.text for s in fake_bot_api.to(chat, "editMessageText")]
    assert "Marked reminder" in edits[0] and "Snoozed" in edits[1] and "Thu 26 Nov 2026 at 09:00" in edits[2]
    listing = await executor.run(owner, Caller("command"), "list_reminders", {"include_done": True})
    assert isinstance(listing, Ok)
    by_id = {r.id: r for r in listing.data.reminders}
    assert by_id[ids[0]].status == "done"
    assert by_id[ids[1]].due_local == "2026-11-25 09:10"
    assert by_id[ids[2]].due_local == "2026-11-26 09:00"
    clock.set(paris(2026, 11, 25, 9, 10, 6))  # snoozed at 09:00:05 for ten minutes
    await run_pass(d)
    assert texts(fake_bot_api, chat)[-1] == "⏰ task 1"  # the snoozed one comes back, once
    assert len(texts(fake_bot_api, chat)) == 4


async def test_catch_up_after_downtime_is_labelled_late(engine: AsyncEngine, clock: MutableClock, bot: Bot,
                                                        executor: Executor, owner: OwnerRef,
                                                        fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 11, 25, 8, 0))
    await remind(executor, owner, "take the pills", "2026-11-25 09:00")
    clock.set(paris(2026, 11, 25, 12, 30))  # Arthur was down from 8:00 to 12:30
    await run_pass(dispatcher(engine, clock, bot, executor))
    assert texts(fake_bot_api, int(owner.external_id)) == [
        "⏰ take the pills\n(due Wed 25 Nov 2026 at 09:00 — sent late)"]


async def test_a_late_push_names_the_owners_zone_when_it_is_not_the_servers(
        engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor, owner: OwnerRef,
        fake_bot_api: FakeBotAPI) -> None:
    await executor.run(owner, Caller("command"), "set_timezone", {"timezone": "New York"})
    owner = await executor.owner(owner.external_id)
    clock.set(paris(2026, 11, 25, 8, 0))  # 02:00 in New York
    await remind(executor, owner, "call the landlord", "2026-11-25 09:00")  # New York time
    clock.set(paris(2026, 11, 25, 18, 30))  # 12:30 in New York: down since before it was due
    await run_pass(dispatcher(engine, clock, bot, executor))
    assert texts(fake_bot_api, int(owner.external_id)) == [
        "⏰ call the landlord\n(due Wed 25 Nov 2026 at 09:00 (New York time) — sent late)"]


async def test_429_and_timeouts_still_deliver_exactly_once(engine: AsyncEngine, clock: MutableClock, bot: Bot,
                                                            executor: Executor, owner: OwnerRef,
                                                            fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 11, 25, 8, 0))
    for i in range(4):
        await remind(executor, owner, f"r{i}", "2026-11-25 09:00")
    fake_bot_api.fail("sendMessage", Fault("429", retry_after=1), Fault("timeout", delay_s=1.5),
                      Fault("500"), Fault("timeout", delay_s=1.5))
    clock.set(paris(2026, 11, 25, 9, 0, 1))
    await run_pass(dispatcher(engine, clock, bot, executor))
    shown = texts(fake_bot_api, int(owner.external_id))
    assert sorted(t.removesuffix(AGAIN) for t in shown) == ["⏰ r0", "⏰ r1", "⏰ r2", "⏰ r3"]
    timed_out = {text for method, _, fault, _, text in fake_bot_api.fault_log if fault.kind == "timeout"}
    assert len(timed_out) == 2
    assert {t.removesuffix(AGAIN) for t in shown if t.endswith(AGAIN)} == timed_out  # those, and only those


async def test_a_push_whose_send_timed_out_is_sent_again_saying_so(
        engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor, owner: OwnerRef,
        fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 11, 25, 8, 0))
    await remind(executor, owner, "take the pills", "2026-11-25 09:00")
    fake_bot_api.fail("sendMessage", Fault("slow", delay_s=1.5))  # shown, but answered after the push timeout
    clock.set(paris(2026, 11, 25, 9, 0, 1))
    await run_pass(dispatcher(engine, clock, bot, executor))
    await fake_bot_api.wait_for(lambda: len(texts(fake_bot_api, int(owner.external_id))) == 2)
    # The slow one shows too, after the resend: the owner sees it twice, the second time saying why.
    assert sorted(texts(fake_bot_api, int(owner.external_id))) == ["⏰ take the pills", "⏰ take the pills" + AGAIN]


async def test_a_send_that_keeps_failing_is_retried_later_not_lost(
        engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor, owner: OwnerRef,
        fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 11, 25, 8, 0))
    await remind(executor, owner, "persist", "2026-11-25 09:00")
    fake_bot_api.fail("sendMessage", *[Fault("500")] * 4)
    clock.set(paris(2026, 11, 25, 9, 0, 1))
    d = dispatcher(engine, clock, bot, executor, DispatchConfig(per_chat_interval_s=0, max_inline_attempts=2))
    await run_pass(d)
    await run_pass(d)  # too early: the retry time has not come
    assert texts(fake_bot_api, int(owner.external_id)) == []
    clock.set(paris(2026, 11, 25, 9, 5))
    await run_pass(d)  # fails twice more
    clock.set(paris(2026, 11, 25, 9, 10))
    await run_pass(d)
    assert texts(fake_bot_api, int(owner.external_id)) == ["⏰ persist\n(due Wed 25 Nov 2026 at 09:00 — sent late)"]


async def test_two_dispatchers_racing_never_send_twice(engine: AsyncEngine, clock: MutableClock, bot: Bot,
                                                       executor: Executor, owner: OwnerRef,
                                                       fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 11, 25, 8, 0))
    for i in range(30):
        await remind(executor, owner, f"race {i}", "2026-11-25 09:00")
    clock.set(paris(2026, 11, 25, 9, 0, 1))
    config = DispatchConfig(per_chat_interval_s=0.0, batch=7, queue_per_chat=100)
    one, two = dispatcher(engine, clock, bot, executor, config), dispatcher(engine, clock, bot, executor, config)
    for _ in range(6):
        await asyncio.gather(one.pass_once(), two.pass_once())
    await asyncio.gather(one.idle(), two.idle())
    sent = texts(fake_bot_api, int(owner.external_id))
    assert sorted(sent) == sorted(f"⏰ race {i}" for i in range(30))
    assert one.sent > 0 and two.sent > 0


async def test_dst_gap_and_fold_are_asked_about(executor: Executor, owner: OwnerRef, clock: MutableClock) -> None:
    clock.set(paris(2026, 3, 1, 8, 0))
    gap = await executor.run(owner, Caller("command"), "create_reminder", {"text": "x", "due": "2026-03-29 02:30"})
    fold = await executor.run(owner, Caller("command"), "create_reminder", {"text": "x", "due": "2026-10-25 02:30"})
    assert isinstance(gap, Refused) and gap.code == "dst_gap" and "Which time" in gap.message
    assert isinstance(fold, Refused) and fold.code == "dst_ambiguous"


async def test_recurring_reminder_keeps_its_local_time_across_dst(engine: AsyncEngine, clock: MutableClock,
                                                                  bot: Bot, executor: Executor, owner: OwnerRef,
                                                                  fake_bot_api: FakeBotAPI) -> None:
    clock.set(paris(2026, 3, 27, 8, 0))
    rid = await remind(executor, owner, "stand-up", "2026-03-28 09:00", recurrence="daily")
    d = dispatcher(engine, clock, bot, executor)
    for day in (28, 29, 30):
        clock.set(paris(2026, 3, day, 9, 0, 2))
        await run_pass(d)
    assert texts(fake_bot_api, int(owner.external_id)) == ["⏰ stand-up"] * 3
    async with engine.connect() as conn:
        rows = (await conn.execute(text("SELECT d.occurrence FROM reminder_deliveries d JOIN reminders r "
                                        "ON r.id = d.reminder_id WHERE r.owner_id = :o AND r.number = :n "
                                        "ORDER BY occurrence"), {"o": owner.id, "n": rid})).scalars().all()
    assert [r.astimezone(PARIS).hour for r in rows] == [9, 9, 9]
    assert [r.utcoffset().total_seconds() / 3600 for r in rows] == [0, 0, 0]  # stored in UTC
    assert [r.hour for r in rows] == [8, 7, 7]  # 09:00 in winter, then in summer time


async def test_briefing_pushes(engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor,
                               owner: OwnerRef, fake_bot_api: FakeBotAPI) -> None:
    assert isinstance(await executor.run(owner, Caller("command"), "set_briefing", {"time": "08:00"}), Ok)
    d = dispatcher(engine, clock, bot, executor)
    clock.set(paris(2026, 11, 29, 7, 59))  # Sunday, before the time
    await d.briefings_once()
    assert texts(fake_bot_api, int(owner.external_id)) == []
    clock.set(paris(2026, 11, 29, 8, 1))
    await d.briefings_once()
    await d.briefings_once()
    assert [t.split("\n")[0] for t in texts(fake_bot_api, int(owner.external_id))] == [
        "Briefing for Sun 29 Nov 2026"]
    clock.set(paris(2026, 11, 30, 8, 0))  # Monday: daily and weekly, with the chart
    await d.briefings_once()
    firsts = [t.split("\n")[0] for t in texts(fake_bot_api, int(owner.external_id))]
    assert firsts[1:] == ["Briefing for Mon 30 Nov 2026", "Week of Mon 30 Nov 2026"]
    assert len(fake_bot_api.to(int(owner.external_id), "sendPhoto")) == 1
    off = await executor.run(owner, Caller("command"), "set_briefing", {"time": "off"})
    assert isinstance(off, Ok)




async def test_a_push_left_mid_send_by_a_dead_worker_says_it_is_sent_again(
        engine: AsyncEngine, clock: MutableClock, bot: Bot, executor: Executor, owner: OwnerRef,
        fake_bot_api: FakeBotAPI) -> None:
    from datetime import timedelta

    from stores import deliveries

    clock.set(paris(2026, 11, 25, 8, 0))
    await remind(executor, owner, "water the plants", "2026-11-25 09:00")
    await remind(executor, owner, "claimed, never tried", "2026-11-25 09:00")
    clock.set(paris(2026, 11, 25, 9, 0, 1))
    now = clock.now()
    async with sessions(engine)() as s, s.begin():  # a worker claims both, starts one send, and dies
        claimed = await deliveries.claim_due(s, now=now, worker="dead", lease_until=now + timedelta(seconds=30),
                                             limit=10)
        mine = [c for c in claimed if c.owner_id == owner.id]
        started = next(c for c in mine if c.text == "water the plants")
        assert await deliveries.still_mine(s, started.delivery_id, "dead", now, now + timedelta(seconds=30))
    clock.advance(seconds=31)
    await run_pass(dispatcher(engine, clock, bot, executor))
    assert sorted(texts(fake_bot_api, int(owner.external_id))) == [
        "⏰ claimed, never tried", "⏰ water the plants" + AGAIN]
