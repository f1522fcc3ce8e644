"""The Telegram channel's composition: the gate and durable inbox, one handler per update kind, recovery, the
spool kept while the database is away, late replies, and the health line."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from functools import partial
from pathlib import Path
from typing import Any

from telegram import Bot, BotCommand

from bot.arrivals import Media
from bot.buttons import Buttons
from bot.errors import Errors
from bot.gate import Access, Gate
from bot.health import ChannelHealth
from bot.inbox import Inbox
from bot.late_replies import LateReplies
from bot.polling import Intake, Telegram
from bot.recovery import Recovery
from bot.replies import Voice
from bot.spool import Spool
from bot.text import TextMessages
from bot.uploads import Uploads
from bot.voice_notes import VoiceNotes
from pipeline.action_context import Clock
from pipeline.health import WatchedModel
from pipeline.texts import LANGUAGES, Language
from pipeline.turns import Turns
from stores.autocommit import Autocommit
from stores.outages import Reachability

log = logging.getLogger(__name__)

__all__ = ["Access", "Media", "TelegramChannel", "Voice"]

Job = Callable[[asyncio.Event], Coroutine[Any, Any, None]]


class TelegramChannel:
    """Turns Telegram updates into turns and turns into messages, and never answers twice.

    `spool_dir` holds updates while the database is away; `reach` is the database's reachability as this
    process sees it (shared with the other loops); `model` the chat model whose health /status reports. The
    channel's turns answer /status with the channel's health."""

    def __init__(self, turns: Turns, db: Autocommit, clock: Clock, access: Access, bot_id: int,
                 voice: Voice | None = None, media: Media | None = None, *, spool_dir: Path,
                 reach: Reachability | None = None, model: WatchedModel | None = None) -> None:
        self.turns = turns
        self.reach = reach or Reachability(db.engine, logging.getLogger("stores.outages"))
        self.spool = Spool(spool_dir / str(bot_id))
        self.telegram = Telegram()
        self.health = ChannelHealth(db, self.reach, self.telegram, self.spool, model)
        turns.status = self.health
        self.inbox = Inbox(db, bot_id, clock, self.reach)
        self.gate = Gate(access, self.inbox, turns.executor.owner, clock, self.spool, self.reach,
                         turns.executor.known_owner, self._status_line, turns.awaits_secret)
        self.texts = TextMessages(turns, self.inbox)
        self.voice_notes = VoiceNotes(turns, self.inbox, voice)
        self.buttons = Buttons(turns, self.inbox)
        self.errors = Errors(turns, self.inbox, self.gate, self.texts, self.reach)
        self.recovery = Recovery(turns, self.inbox, self.texts)
        self.uploads = Uploads(turns, self.inbox, db, media)  # photos, documents, places, edits, forwards, others
        self.late_replies = LateReplies(db, clock, self.inbox.outbox, self.reach)
        self.receive = self.gate.receive
        self.on_text = self.texts.on_text
        self.on_voice = self.voice_notes.on_voice
        self.on_button = self.buttons.on_button
        self.on_error = self.errors.on_error
        self.recover = self.recovery.recover

    async def _status_line(self, external_id: str, lang: Language) -> str:
        return await self.health.line(self.turns.executor.known_owner(external_id), lang)

    def intake(self, bot: Bot, queue: asyncio.Queue[Any]) -> Intake:
        """What takes updates in for the application's queue: polling, and the spool's replay."""
        return Intake(bot, queue, self.gate, self.spool, self.reach, self.telegram)

    def jobs(self, bot: Bot, intake: Intake) -> list[Job]:
        """What runs beside the handlers until the bot stops: the database's watch, the spool's replay, and
        replies that are due late."""
        return [self.reach.run, intake.replay, partial(self.late_replies.run, bot)]

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
