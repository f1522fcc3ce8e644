"""The gate on arrival: strangers get one fixed reply and nothing else, duplicates stop, the rest is recorded."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from telegram import Update
from telegram.constants import ChatType

from bot.delivery import deliver
from bot.inbox import Inbox
from pipeline.action_context import Clock, OwnerRef
from pipeline.rules.storable import storable
from stores import inbox

log = logging.getLogger(__name__)

STRANGER = "This is a private assistant. Sorry, I can't help you."


@dataclass(frozen=True)
class Access:
    """Who may talk to Arthur."""

    users: frozenset[int]
    group_chats: frozenset[int]


def kind_of(update: Update) -> tuple[str, str]:
    """The inbox's kind of an update (text, command, button, voice) and the text it keeps of it."""
    if update.callback_query is not None:
        return "button", update.callback_query.data or ""
    message = update.effective_message
    if message is not None and (message.voice or message.audio or message.document):
        return "voice", "(voice note)"
    text = (message.text or message.caption or "") if message else ""
    return ("command" if text.startswith("/") else "text"), text


class Gate:
    """Runs the moment an update arrives, before it waits for its chat's earlier updates.

    Recording on arrival, not when the turn starts, is what makes the inbox durable: once the next poll confirms
    an update, Telegram forgets it, while it may still be queued behind a slow turn."""

    def __init__(self, access: Access, inbox_: Inbox, owner: Callable[[str, str | None], Awaitable[OwnerRef]], clock: Clock) -> None:
        self._access = access
        self._inbox = inbox_
        self._owner = owner
        self._clock = clock

    def allowed(self, update: Update) -> bool:
        """The update comes from a listed user."""
        user = update.effective_user
        return user is not None and user.id in self._access.users

    async def receive(self, update: Update) -> bool:
        """True when the update is to be handled."""
        user, chat = update.effective_user, update.effective_chat
        if user is None or chat is None:
            return False
        if user.id not in self._access.users:
            log.warning("audit: refused update %s from user %s in chat %s", update.update_id, user.id, chat.id)
            if update.callback_query is not None:
                with contextlib.suppress(Exception):
                    await update.callback_query.answer(STRANGER)
            elif chat.type == ChatType.PRIVATE:
                await deliver(update.get_bot(), chat.id, STRANGER, attempts=2)
            return False
        if chat.type != ChatType.PRIVATE and chat.id not in self._access.group_chats:
            log.info("ignored update %s from group %s", update.update_id, chat.id)
            return False
        owner = await self._owner(str(user.id), user.language_code)
        kind, raw = kind_of(update)
        text = storable(raw).text  # one bad character must not fail the grouped insert of everyone's arrivals
        fresh = await self._inbox.claim(inbox.Arrival(self._inbox.bot_id, update.update_id, owner.id, chat.id, kind,
                                                      text, self._clock.now()))
        if not fresh:
            log.info("duplicate update %s ignored", update.update_id)
        return fresh
