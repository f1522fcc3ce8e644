"""The gate on arrival: strangers get one fixed reply and nothing else, duplicates stop, the rest is recorded. While
the database can't record an update, it is kept in the local spool (and the owner told, once per outage), to be
replayed in order when the database is back."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from telegram import Update
from telegram.constants import ChatType

from bot.delivery import deliver
from bot.inbox import Inbox
from bot.kinds import arrival_kind
from bot.spool import Spool
from pipeline.action_context import Clock, OwnerRef
from pipeline.rules.storable import storable
from pipeline.texts import Language, Texts, language_of
from stores import inbox
from stores.outages import Reachability, unreachable

log = logging.getLogger(__name__)

STRANGER = "This is a private assistant. Sorry, I can't help you."
T = Texts("gate")
DATABASE_AWAY = T("database_away", "I can't reach my database right now. Your message is kept and will be handled as "
                  "soon as it's back. Nothing was saved yet.", "Je n'arrive pas à joindre ma base de données pour "
                  "l'instant. Ton message est gardé et sera traité dès qu'elle sera revenue. Rien n'a encore été "
                  "enregistré.")
# /status is answered from memory when the database is away, never kept: it is the question of that moment.
Status = Callable[[str, Language], Awaitable[str]]


@dataclass(frozen=True)
class Access:
    """Who may talk to Arthur."""

    users: frozenset[int]
    group_chats: frozenset[int]


def kind_of(update: Update) -> tuple[str, str]:
    """The inbox's kind of an update (text, command, button, voice, or one of bot/kinds.py's) and the text it
    keeps of it."""
    if update.callback_query is not None:
        return "button", update.callback_query.data or ""
    other = arrival_kind(update)  # photos, documents, places, edits, forwards, everything else
    if other is not None:
        return other
    message = update.effective_message
    if message is not None and (message.voice or message.audio or message.document):
        return "voice", "(voice note)"
    text = (message.text or message.caption or "") if message else ""
    return ("command" if text.startswith("/") else "text"), text


class Gate:
    """Runs the moment an update arrives, before it waits for its chat's earlier updates.

    Recording on arrival, not when the turn starts, is what makes the inbox durable: once the next poll confirms
    an update, Telegram forgets it, while it may still be queued behind a slow turn. The poller lets an update
    go only after `admit` returned (recorded, kept in the spool, or refused); `admit` raises when it could do
    none of these, and then the update is not let go."""

    def __init__(self, access: Access, inbox_: Inbox, owner: Callable[[str, str | None], Awaitable[OwnerRef]],
                 clock: Clock, spool: Spool, reach: Reachability, known: Callable[[str], OwnerRef | None],
                 status: Status | None = None, secret_next: Callable[[int], bool] = lambda _: False) -> None:
        self._secret_next = secret_next  # the owner's next text is a password: the inbox keeps a placeholder
        self._access = access
        self._inbox = inbox_
        self._owner = owner
        self._clock = clock
        self._spool = spool
        self._reach = reach
        self._known = known
        self.status = status
        self.admitted: set[int] = set()  # admitted before they were queued: the update processor lets them in
        self._told: set[int] = set()  # chats told of this outage
        self._tasks: set[asyncio.Task[Any]] = set()
        reach.listen(self._database_changed)

    def allowed(self, update: Update) -> bool:
        """The update comes from a listed user."""
        user = update.effective_user
        return user is not None and user.id in self._access.users

    async def receive(self, update: Update) -> bool:
        """The update processor's question: is this update to be handled? (A polled or replayed one was admitted
        already; a webhook's is admitted now.)"""
        if update.update_id in self.admitted:
            self.admitted.discard(update.update_id)
            return True
        return await self.admit(update)

    async def admit(self, update: Update, replayed: bool = False) -> bool:
        """Record an arriving update, or keep it in the spool while the database can't; True when it is to be
        handled now. `replayed`: it comes out of the spool (it may be recorded already, never handled)."""
        user, chat = update.effective_user, update.effective_chat
        if user is None or chat is None:
            return False
        if user.id not in self._access.users:
            log.warning("audit: refused update %s from user %s in chat %s", update.update_id, user.id, chat.id)
            self._later(self._refuse(update))
            return False
        if chat.type != ChatType.PRIVATE and chat.id not in self._access.group_chats:
            log.info("ignored update %s from group %s", update.update_id, chat.id)
            return False
        if not replayed and (self._spool.depth or not self._reach.up):
            return await self._keep(update)  # behind those kept already: the order holds
        kind, raw = kind_of(update)
        text = storable(raw).text  # one bad character must not fail the grouped insert of everyone's arrivals
        message = update.effective_message
        try:
            owner = await self._owner(str(user.id), user.language_code)
            if kind == "text" and self._secret_next(owner.id):
                text = "(password, hidden)"
            arrival = inbox.Arrival(self._inbox.bot_id, update.update_id, owner.id, chat.id, kind, text,
                                    self._clock.now(), message.message_id if message is not None else None)
            fresh = await (self._inbox.claim_again(arrival) if replayed else self._inbox.claim(arrival))
        except Exception as exc:
            if not unreachable(exc):
                raise
            self._reach.down(exc)
            if replayed:
                raise  # it stays in the spool
            return await self._keep(update)
        if not fresh:
            log.info("duplicate update %s ignored", update.update_id)
        return fresh

    async def _keep(self, update: Update) -> bool:
        """Keep the update in the spool (raises if the spool can't take it); the owner hears of the outage once."""
        user, chat = update.effective_user, update.effective_chat
        assert user is not None and chat is not None
        known = self._known(str(user.id))
        lang = known.language if known is not None else language_of(user.language_code)
        _, text = kind_of(update)
        if self.status is not None and text.strip().split("@")[0].lower() == "/status":
            self._later(self._answer_status(update, lang))
            return False
        kept = await self._spool.put(update.update_id, update.to_dict())
        if kept and update.callback_query is not None:  # the button stops spinning (its answer comes later)
            self._later(update.callback_query.answer(DATABASE_AWAY(lang)[:190]))
        if kept and not self._reach.up and chat.id not in self._told:
            self._told.add(chat.id)
            self._later(deliver(update.get_bot(), chat.id, DATABASE_AWAY(lang)))
        return False

    async def _answer_status(self, update: Update, lang: Language) -> None:
        assert self.status is not None and update.effective_user is not None and update.effective_chat is not None
        line = await self.status(str(update.effective_user.id), lang)
        await deliver(update.get_bot(), update.effective_chat.id, line)

    async def _refuse(self, update: Update) -> None:
        chat = update.effective_chat
        if update.callback_query is not None:
            with contextlib.suppress(Exception):
                await update.callback_query.answer(STRANGER)
        elif chat is not None and chat.type == ChatType.PRIVATE:
            await deliver(update.get_bot(), chat.id, STRANGER, attempts=2)

    def _database_changed(self, up: bool) -> None:
        if up:
            self._told.clear()  # a later outage is told of again

    def _later(self, work: Coroutine[Any, Any, Any]) -> None:
        """What follows a decision (a reply) runs on its own: the update is let go without waiting for it."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("a reply from the gate failed: %s", task.exception())
