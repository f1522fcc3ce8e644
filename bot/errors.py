"""The error handler: a turn that failed before its reply is logged, then reported honestly to the owner."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.ext import ContextTypes

from bot.gate import Gate, kind_of
from bot.inbox import Inbox
from bot.outbox import ReplyBody
from pipeline.render import report, short
from pipeline.texts import Texts
from pipeline.turns import Turns

log = logging.getLogger(__name__)
T = Texts("errors")
FAILED_DONE = T("failed_done", "Something failed on my side while handling '{text}'. Here is where it stands:\n\n"
                "{report}", "Quelque chose a échoué de mon côté pendant « {text} ». Voici où on en est :\n\n{report}")
FAILED_NOTHING = T("failed_nothing", "Something failed on my side while handling '{text}'. Nothing was done.",
                   "Quelque chose a échoué de mon côté pendant « {text} ». Rien n'a été fait.")


class Errors:
    """`on_error`: tells the owner plainly, with exactly what the ledger shows this turn did."""

    def __init__(self, turns: Turns, inbox: Inbox, gate: Gate) -> None:
        self._turns = turns
        self._inbox = inbox
        self._gate = gate

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Log, then report to the owner (never to a stranger)."""
        log.error("error while handling an update", exc_info=context.error)
        if not isinstance(update, Update) or update.effective_chat is None or update.effective_user is None:
            return
        if not self._gate.allowed(update):
            return
        external = str(update.effective_user.id)
        lang = (await self._turns.executor.owner(external)).language
        _, text = kind_of(update)
        calls = await self._turns.recorded(external, self._inbox.key(update.update_id))
        message = (FAILED_DONE(lang, text=short(text), report=report(calls, lang, self._turns.executor.catalog))
                   if calls else FAILED_NOTHING(lang, text=short(text)))
        owner = await self._turns.executor.owner(external)
        await self._inbox.answer(context.bot, update.update_id, owner.id, update.effective_chat.id,
                                 ReplyBody(text=message, language=lang), status="failed")
