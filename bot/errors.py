"""The error handler: a turn that failed before its reply is logged, then reported honestly to the owner."""

from __future__ import annotations

import logging
from functools import partial

from telegram import Update
from telegram.ext import ContextTypes

from bot.gate import Gate, kind_of
from bot.inbox import Inbox
from bot.outbox import ReplyBody
from bot.text import TextMessages
from pipeline.render import report, short
from pipeline.texts import Texts
from pipeline.turns import Turns
from stores.outages import Reachability, describe, once_reachable, unreachable

log = logging.getLogger(__name__)
T = Texts("errors")
FAILED_DONE = T("failed_done", "Something failed on my side while handling '{text}'. Here is where it stands:\n\n"
                "{report}", "Quelque chose a échoué de mon côté pendant « {text} ». Voici où on en est :\n\n{report}")
FAILED_NOTHING = T("failed_nothing", "Something failed on my side while handling '{text}'. Nothing was done.",
                   "Quelque chose a échoué de mon côté pendant « {text} ». Rien n'a été fait.")


class Errors:
    """`on_error`: tells the owner plainly, with exactly what the ledger shows this turn did. A text cut off
    because the database went away is run again once it is back (what it did is handed back, not redone)."""

    def __init__(self, turns: Turns, inbox: Inbox, gate: Gate, texts: TextMessages, reach: Reachability) -> None:
        self._turns = turns
        self._inbox = inbox
        self._gate = gate
        self._texts = texts
        self._reach = reach

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Log, then report to the owner (never to a stranger)."""
        away = context.error is not None and unreachable(context.error)
        if away:
            assert context.error is not None
            self._reach.down(context.error)
            log.warning("a turn was cut off by the database's absence (%s): taken up again once it is back",
                        describe(context.error))
        else:
            log.error("error while handling an update", exc_info=context.error)
        if not isinstance(update, Update) or update.effective_chat is None or update.effective_user is None:
            return
        if not self._gate.allowed(update):
            return
        await self._reach.wait_up()
        external = str(update.effective_user.id)
        kind, text = kind_of(update)
        if away and kind in ("text", "command"):
            await self._texts.answer(context.bot, update.effective_chat.id, external, text, update.update_id,
                                     update.effective_user.language_code, again=True)
            return
        lang = (await self._turns.executor.owner(external)).language
        calls = await once_reachable(self._reach, partial(self._turns.recorded, external,
                                                          self._inbox.key(update.update_id)))
        message = (FAILED_DONE(lang, text=short(text), report=report(calls, lang, self._turns.executor.catalog))
                   if calls else FAILED_NOTHING(lang, text=short(text)))
        owner = await self._turns.executor.owner(external)
        await self._inbox.answer(context.bot, update.update_id, owner.id, update.effective_chat.id,
                                 ReplyBody(text=message, language=lang), status="failed")
