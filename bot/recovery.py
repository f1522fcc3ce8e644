"""After a crash: each chat's cut-off turn is reported with what was really done; the updates waiting behind it
never started, and are handled now, in order."""

from __future__ import annotations

from telegram import Bot

from bot.delivery import deliver
from bot.inbox import Inbox
from bot.text import TextMessages
from bot.your_arrivals import your_arrival
from pipeline.texts import Texts, language_of
from pipeline.turns import Turns
from stores import inbox

T = Texts("recovery")
CUT_DONE = T("cut_done", "I was interrupted while handling '{text}' — here is what was done: {done}",
             "J'ai été interrompu pendant « {text} » — voici ce qui a été fait : {done}")
CUT_NOTHING = T("cut_nothing", "I was interrupted while handling '{text}' — nothing was done — please send it again.",
                "J'ai été interrompu pendant « {text} » — rien n'a été fait — renvoie-le.")
YOUR_VOICE_NOTE = T("your_voice_note", "your voice note", "ton message vocal")
YOUR_PRESS = T("your_press", "your button press '{text}'", "ton appui sur « {text} »")
RESTARTED = T("restarted", "I restarted before I got to {what} — nothing was done, please send it again.",
              "J'ai redémarré avant d'avoir traité {what} — rien n'a été fait, renvoie-le.")


def short(text: str) -> str:
    """One line of at most 80 characters."""
    one = " ".join(text.split())
    return one if len(one) <= 80 else one[:77] + "…"


class Recovery:
    """Runs once at start, before new updates are polled."""

    def __init__(self, turns: Turns, inbox_: Inbox, texts: TextMessages) -> None:
        self._turns = turns
        self._inbox = inbox_
        self._texts = texts

    async def recover(self, bot: Bot) -> int:
        """Report or handle every update a previous run left unfinished; returns how many."""
        left = await self._inbox.take_unfinished()
        for item in left:
            if item.cut:
                await self._report_cut_off(bot, item)
            else:
                await self._resume(bot, item)
        return len(left)

    async def _report_cut_off(self, bot: Bot, item: inbox.Left) -> None:
        """Tell the owner a turn was cut off, and what the ledger shows it did before that."""
        arrival = item.arrival
        lang = (await self._turns.executor.owner(item.owner_external_id)).language
        start = await self._inbox.turn_start(arrival.update_id)
        done = await self._turns.done_since(item.owner_external_id, start) if start is not None else []
        text = (CUT_DONE(lang, text=short(arrival.text), done=" ".join(done)) if done
                else CUT_NOTHING(lang, text=short(arrival.text)))
        delivery = await deliver(bot, arrival.chat_id, text)
        await self._inbox.finish(arrival.update_id, delivery.status, status="interrupted")

    async def _resume(self, bot: Bot, item: inbox.Left) -> None:
        """An update that arrived but never started: a text or command is handled now; a voice note or a button
        press can't be replayed from the record, so the owner is asked to send it again."""
        arrival = item.arrival
        owner = await self._turns.executor.owner(item.owner_external_id)
        if arrival.kind in ("text", "command"):
            await self._texts.answer(bot, arrival.chat_id, item.owner_external_id, arrival.text, arrival.update_id,
                                     owner.language)
            return
        lang = language_of(owner.language)
        what = (YOUR_VOICE_NOTE(lang) if arrival.kind == "voice"
                else YOUR_PRESS(lang, text=short(arrival.text)) if arrival.kind == "button"
                else your_arrival(arrival.kind, lang))
        delivery = await deliver(bot, arrival.chat_id, RESTARTED(lang, what=what))
        await self._inbox.finish(arrival.update_id, delivery.status, status="interrupted")
