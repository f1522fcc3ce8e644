"""After a crash: what the previous run left is taken up exactly: a write is never made twice, a report lists
only its own turn's calls."""

from __future__ import annotations

import asyncio

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Caller, TurnScope
from stores import inbox
from stores.autocommit import Autocommit
from stores.models import Note
from tests.bot.conftest import Bot
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
