"""An MCP client asks for an external effect: nothing happens until the owner taps Confirm on Telegram (the
fake Bot API); then the effect runs once and the ledger says where it came from."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_turns
from arthur.settings import Settings
from bot.owner_messages import TelegramOwnerChannel
from stores.models import LedgerEntry, Owner
from tests.bot.conftest import Bot
from tests.fakes import MutableClock
from tests.mcp_fixtures import serve_mcp


async def test_an_mcp_share_is_confirmed_on_telegram(telegram: Bot, engine: AsyncEngine, settings: Settings,
                                                     clock: MutableClock) -> None:
    await telegram.start()
    turns, _ = await build_turns(settings, telegram.executor, engine, clock)
    user = str(telegram.user)
    async with serve_mcp(turns, engine, TelegramOwnerChannel(telegram.ptb)) as mcp:
        _, key = await mcp.key(user, "laptop")
        async with mcp.client(key) as client:
            made = await client.call_tool("create_note", {"text": "door code 1234"})
            note = made.structured_content["data"]["id"]  # type: ignore[index]
            await client.call_tool("add_contact", {"name": "Bob", "chat_id": 4242})
            asked = await client.call_tool("share_note", {"note_id": note, "contact": "Bob"})
    assert asked.structured_content["outcome"] == "pending_confirmation"  # type: ignore[index]
    assert asked.content[0].text.startswith("Nothing has happened yet.")  # type: ignore[union-attr]
    assert telegram.fake.to(4242) == []  # nothing was sent on the MCP call
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "sendMessage")) == 1)
    question = telegram.fake.to(telegram.user, "sendMessage")[0]
    assert question.text.startswith(f"An MCP client (laptop) asks to share note #{note} with Bob.")
    assert f"Send note #{note}" in question.text
    buttons = question.payload["reply_markup"]["inline_keyboard"][0]
    assert [b["text"] for b in buttons] == ["Confirm", "Cancel"]
    await telegram.fake.press(telegram.token, telegram.user, question, buttons[0]["callback_data"])
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(4242)) == 1)
    assert telegram.fake.to(4242)[0].text == "door code 1234"
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "editMessageText")) == 1)
    assert f"Sent note #{note} to Bob." in telegram.fake.to(telegram.user, "editMessageText")[0].text
    async with engine.connect() as conn:
        owner = (await conn.execute(select(Owner.id).where(Owner.external_id == user))).scalar_one()
        rows = (await conn.execute(select(LedgerEntry).where(LedgerEntry.owner_id == owner,
                                                             LedgerEntry.action == "share_note")
                                   .order_by(LedgerEntry.id))).all()
    assert [(r.outcome, r.surface, r.via, r.confirmed) for r in rows] == [
        ("pending_confirmation", "mcp:laptop", "mcp", False), ("ok", "mcp:laptop", "button", True)]
    await telegram.say("/trace")
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "sendMessage")) == 2)
    assert "surface: telegram" in telegram.fake.to(telegram.user, "sendMessage")[1].text
