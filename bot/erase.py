"""Taking a message out of the chat (a password sent after /connect_…): the 'forget' port of a turn."""

from __future__ import annotations

import logging

from telegram import Bot
from telegram.error import TelegramError

log = logging.getLogger(__name__)


class MessageEraser:
    """Asks Telegram to remove one of the owner's messages; says whether Telegram did."""

    def __init__(self, bot: Bot, chat_id: int, message_id: int) -> None:
        self._bot, self._chat_id, self._message_id = bot, chat_id, message_id

    async def __call__(self) -> bool:
        """True once Telegram removed it (it refuses, e.g., messages older than 48 hours)."""
        try:
            return bool(await self._bot.delete_message(self._chat_id, self._message_id))
        except TelegramError as exc:
            log.warning("could not take message %s out of chat %s: %s", self._message_id, self._chat_id,
                        type(exc).__name__)
            return False
