"""Connecting a calendar over Telegram: the message holding the password is taken out of the chat."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Ports
from stores.calendar import CalDAVCalendars
from stores.channel_models import InboxUpdate
from stores.vault import Vault
from tests.bot.conftest import Bot
from tests.conftest import USERS
from tests.servers import Radicale


async def test_the_password_message_is_deleted_from_the_chat(telegram: Bot, radicale: Radicale,
                                                             engine: AsyncEngine) -> None:
    from cryptography.fernet import Fernet

    await telegram.start(connectors=Ports(vault=Vault(Fernet.generate_key()), calendars=CalDAVCalendars(2.0)))
    await telegram.say(f"/connect_calendar {radicale.url} carol")
    first = await telegram.wait_replies(1)
    assert "send the password as your next message" in first[0]
    await telegram.say(USERS["carol"])
    replies = await telegram.wait_replies(2)
    assert replies[1].startswith("Calendar connected (carol at ")
    assert "I took your message with the password out of the chat." in replies[1]
    assert len(telegram.fake.deleted) == 1 and telegram.fake.deleted[0][0] == telegram.user
    assert all(USERS["carol"] not in text for text in replies)
    async with engine.connect() as conn:  # the durable inbox kept a placeholder, not the password
        kept = (await conn.execute(select(InboxUpdate.text).where(InboxUpdate.chat_id == telegram.user))).scalars()
        texts = list(kept)
    assert "(password, hidden)" in texts and USERS["carol"] not in texts
