"""The owner's Telegram chat as an `OwnerChannel`: a message with buttons outside any conversation (an MCP
client's request waiting for the owner's yes). The buttons come back through bot/buttons.py like any other."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from telegram import Bot

from bot.application import build_application
from bot.delivery import deliver
from bot.replies import markup
from pipeline.action_context import OwnerRef
from pipeline.owner_channel import Told
from pipeline.stages import Reply


class TelegramOwnerChannel:
    """Sends to the owner's private chat (a Telegram owner's id is their chat id)."""

    def __init__(self, bot: Bot) -> None:
        self._bot = bot

    async def tell(self, owner: OwnerRef, reply: Reply) -> Told:
        """Send; `no_channel` for an owner who is not a Telegram user (e.g. the console's 'local')."""
        if not owner.external_id.isdigit():
            return "no_channel"
        status = (await deliver(self._bot, int(owner.external_id), reply.text, markup(reply))).status
        return "failed" if status == "deferred" else status  # not delivered now, and not kept to retry


@asynccontextmanager
async def telegram_owner_channel(token: str, base_url: str | None, timeout_s: float,
                                 proxy: str | None = None) -> AsyncIterator[TelegramOwnerChannel]:
    """A channel of its own, for a process that serves MCP without running the bot (`arthur mcp`); the button
    presses reach the process that runs the bot."""
    bot = build_application(token, base_url, timeout_s, proxy).bot
    async with bot:
        yield TelegramOwnerChannel(bot)
