"""The Telegram channel's composition: the gate and durable inbox, one handler per update kind, recovery."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from functools import partial
from typing import Any

from telegram import Bot, BotCommand

from bot.buttons import Buttons
from bot.errors import Errors
from bot.gate import Access, Gate
from bot.inbox import Inbox
from bot.late_replies import LateReplies
from bot.recovery import Recovery
from bot.replies import Voice
from bot.text import TextMessages
from bot.voice_notes import VoiceNotes
from pipeline.action_context import Clock
from pipeline.texts import LANGUAGES
from pipeline.turns import Turns
from stores.autocommit import Autocommit

log = logging.getLogger(__name__)

__all__ = ["Access", "TelegramChannel", "Voice"]


class TelegramChannel:
    """Turns Telegram updates into turns and turns into messages, and never answers twice."""

    def __init__(self, turns: Turns, db: Autocommit, clock: Clock, access: Access, bot_id: int,
                 voice: Voice | None = None) -> None:
        self.turns = turns
        self.inbox = Inbox(db, bot_id, clock)
        self.gate = Gate(access, self.inbox, turns.executor.owner, clock)
        self.texts = TextMessages(turns, self.inbox)
        self.voice_notes = VoiceNotes(turns, self.inbox, voice)
        self.buttons = Buttons(turns, self.inbox)
        self.errors = Errors(turns, self.inbox, self.gate)
        self.recovery = Recovery(turns, self.inbox, self.texts)
        self.late_replies = LateReplies(db, clock, self.inbox.outbox)
        self.receive = self.gate.receive
        self.on_text = self.texts.on_text
        self.on_voice = self.voice_notes.on_voice
        self.on_button = self.buttons.on_button
        self.on_error = self.errors.on_error
        self.recover = self.recovery.recover

    def jobs(self, bot: Bot) -> list[Callable[[asyncio.Event], Coroutine[Any, Any, None]]]:
        """What runs beside the handlers until the bot stops: replies that are due late."""
        return [partial(self.late_replies.run, bot)]

    async def startup(self, bot: Bot) -> None:
        """Set the command menu from the catalog, fill the database pool, and report turns a previous run left
        unfinished."""
        await self.inbox.warm()
        catalog = self.turns.executor.catalog
        for lang in LANGUAGES:
            commands = [BotCommand(name, desc) for name, desc in catalog.command_menu(lang)]
            try:
                await bot.set_my_commands(commands, language_code=None if lang == "en" else lang)
            except Exception:
                log.exception("could not set the %s command menu", lang)
        await self.recover(bot)
