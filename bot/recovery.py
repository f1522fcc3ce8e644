"""After a crash: every update a previous run left unfinished is taken up again, in order. A reply already in
the outbox is delivered from there (marked when it may have gone already); otherwise a text or command is run
again under its own turn key (what it already did is handed back, not done twice), and a voice note or a
button press, which the record cannot replay, is reported with exactly what its turn did."""

from __future__ import annotations

from telegram import Bot

from bot.inbox import Inbox
from bot.outbox import ReplyBody
from bot.text import TextMessages
from bot.your_arrivals import your_arrival
from pipeline.render import interrupted, short
from pipeline.texts import Texts
from pipeline.turns import Turns
from stores import inbox

T = Texts("recovery")
YOUR_VOICE_NOTE = T("your_voice_note", "your voice note", "ton message vocal")
YOUR_PRESS = T("your_press", "your button press '{text}'", "ton appui sur « {text} »")
RESTARTED = T("restarted", "I restarted before I got to {what} — nothing was done, please send it again.",
              "J'ai redémarré avant d'avoir traité {what} — rien n'a été fait, renvoie-le.")


class Recovery:
    """Runs once at start, before new updates are polled."""

    def __init__(self, turns: Turns, inbox_: Inbox, texts: TextMessages) -> None:
        self._turns = turns
        self._inbox = inbox_
        self._texts = texts

    async def recover(self, bot: Bot) -> int:
        """Take up every update a previous run left unfinished; returns how many."""
        left = await self._inbox.take_unfinished()
        for item in left:
            arrival = item.arrival
            held = await self._inbox.outbox.held(self._inbox.key(arrival.update_id))
            if held is not None and held.body is not None:
                body = ReplyBody.model_validate(held.body)
                await self._inbox.answer(bot, arrival.update_id, arrival.owner_id, arrival.chat_id, body)
            elif arrival.kind in ("text", "command"):
                owner = await self._turns.executor.owner(item.owner_external_id)
                await self._texts.answer(bot, arrival.chat_id, item.owner_external_id, arrival.text,
                                         arrival.update_id, owner.language, again=True)
            else:
                await self._report(bot, item)
        return len(left)

    async def _report(self, bot: Bot, item: inbox.Left) -> None:
        """A voice note or a button press: what its turn did, exactly, or that nothing was done."""
        arrival = item.arrival
        lang = (await self._turns.executor.owner(item.owner_external_id)).language
        calls = await self._turns.recorded(item.owner_external_id, self._inbox.key(arrival.update_id))
        what = (YOUR_VOICE_NOTE(lang) if arrival.kind == "voice"
                else YOUR_PRESS(lang, text=short(arrival.text)) if arrival.kind == "button"
                else your_arrival(arrival.kind, lang))  # a photo, a place, an edit… can't be replayed either
        text = (interrupted(arrival.text, calls, lang, self._turns.executor.catalog) if calls
                else RESTARTED(lang, what=what))
        await self._inbox.answer(bot, arrival.update_id, arrival.owner_id, arrival.chat_id,
                                 ReplyBody(text=text, language=lang), status="interrupted")
