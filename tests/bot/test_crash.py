"""After a crash: what the previous run left is taken up exactly: a write is never made twice, a report lists
only its own turn's calls."""

from __future__ import annotations

import asyncio

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Caller, TurnScope
from stores import inbox, outbox
from stores.autocommit import Autocommit
from stores.models import Note
from tests.bot.conftest import Bot
from tests.fake_telegram import Fault
from tests.fakes import MutableClock


async def stop(telegram: Bot) -> None:
    for event in telegram.stops:
        event.set()
    await asyncio.gather(*telegram.tasks)
    telegram.tasks.clear()
    telegram.stops.clear()


async def test_a_restart_takes_up_unfinished_turns_exactly(telegram: Bot, engine: AsyncEngine,
                                                           clock: MutableClock) -> None:
    await telegram.start()
    await telegram.say("/note an earlier turn")
    await telegram.wait_replies(1)
    await stop(telegram)
    # What a run killed mid-burst leaves: a command whose note was committed before its reply went out, a voice
    # note whose turn had set a reminder, and one that had done nothing yet.
    bot_id = int(telegram.token.split(":")[0])
    owner = await telegram.executor.owner(str(telegram.user))
    await inbox.claim_many(Autocommit(engine), [
        inbox.Arrival(bot_id, update, owner.id, telegram.user, kind, text, clock.now())
        for update, kind, text in ((900001, "command", "/note cut off"), (900002, "voice", "(voice note)"),
                                   (900003, "voice", "(voice note)"))])
    await telegram.executor.run(owner, Caller("command", turn=TurnScope(f"telegram:{bot_id}:900001")),
                                "create_note", {"text": "cut off"})
    await telegram.executor.run(owner, Caller("intent", turn=TurnScope(f"telegram:{bot_id}:900002")),
                                "create_reminder", {"text": "call the notary", "due": "2026-12-01 09:00"})
    await telegram.start()
    replies = await telegram.wait_replies(4)
    assert replies[1].startswith("Saved note #") and replies[1].endswith("cut off")
    assert replies[2].startswith("I was interrupted while handling '(voice note)'. Here is where it stands")
    assert "call the notary" in replies[2]
    assert "cut off" not in replies[2] and "earlier turn" not in replies[2]  # never another turn's calls
    assert replies[3] == "I restarted before I got to your voice note — nothing was done, please send it again."
    async with engine.connect() as conn:
        count = (await conn.execute(select(func.count()).select_from(Note).where(
            Note.owner_id == owner.id, Note.text == "cut off"))).scalar_one()
    assert count == 1  # run again, not written again


async def test_a_reply_stored_before_a_crash_is_sent_once_and_marked_when_it_may_have_gone(
        telegram: Bot, engine: AsyncEngine, clock: MutableClock) -> None:
    await telegram.start()
    await telegram.say("/note before")
    await telegram.wait_replies(1)
    await stop(telegram)
    bot_id = int(telegram.token.split(":")[0])
    owner = await telegram.executor.owner(str(telegram.user))
    db = Autocommit(engine)
    updates = {900011: "/note went out", 900012: "/note maybe went out"}
    await inbox.claim_many(db, [inbox.Arrival(bot_id, u, owner.id, telegram.user, "command", t, clock.now())
                                for u, t in updates.items()])
    for update, text in updates.items():
        key = f"telegram:{bot_id}:{update}"
        done = await telegram.executor.run(owner, Caller("command", turn=TurnScope(key)), "create_note",
                                           {"text": text.removeprefix("/note ")})
        await outbox.hold_many(db, [outbox.Hold(key, owner.id, telegram.user, {"text": done.summary}, clock.now())])
    # The first one's send was confirmed and recorded, but the run died before its update was closed; the
    # second one's run died while sending it.
    await outbox.settle_many(db, [outbox.Settled(f"telegram:{bot_id}:900011", "sent", 1, False, False,
                                                 clock.now())])
    await telegram.start()
    replies = await telegram.wait_replies(2)
    await asyncio.sleep(0.5)
    assert len(telegram.replies()) == 2  # the confirmed one is not sent again
    assert replies[1].startswith("Saved note #") and "maybe went out" in replies[1]
    assert replies[1].endswith("\n(sent again: I couldn't confirm the first one)")


async def test_ten_429s_in_a_row_put_the_reply_off_and_it_comes_late(telegram: Bot, clock: MutableClock) -> None:
    await telegram.start()
    telegram.fake.fail("sendMessage", *[Fault("429", retry_after=1)] * 10)
    await telegram.say("/note patience")
    while not telegram.replies():  # the outbox tries again once its time has come (the test moves the clock)
        await asyncio.sleep(0.3)
        clock.advance(seconds=5)
    assert telegram.replies()[0].startswith("Saved note #")
    assert telegram.replies()[0].endswith("\n(sent late: Telegram wasn't taking my messages)")
    assert "patience" in telegram.replies()[0]
    await asyncio.sleep(1.5)
    assert len(telegram.replies()) == 1
    assert len([m for m, _ in telegram.fake.calls if m == "sendMessage"]) == 11
