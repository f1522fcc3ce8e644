"""Drawing a rendered reply on Telegram: its text with buttons, its chart, its voice; and 'typing…' meanwhile."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.constants import ChatAction

from bot.charts import weekly_chart
from bot.delivery import Delivery, deliver
from bot.enclosures import send_enclosure
from pipeline.stages import Reply
from voice.audio import encode_ogg_opus
from voice.stt import Transcriber
from voice.tts import Synthesizer

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Voice:
    """The voice engines and the limits on what they accept."""

    transcriber: Transcriber
    synthesizer: Synthesizer | None
    max_seconds: float = 300.0
    max_bytes: int = 20 * 1024 * 1024  # what getFile can download


ButtonRows = tuple[tuple[tuple[str, str], ...], ...]  # (label, callback data) of each button, row by row


def keyboard(rows: ButtonRows) -> InlineKeyboardMarkup | None:
    """Button rows as an inline keyboard."""
    if not rows:
        return None
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data) for label, data in row]
                                 for row in rows])


def markup(reply: Reply) -> InlineKeyboardMarkup | None:
    """The reply's button rows as an inline keyboard."""
    return keyboard(tuple(tuple((b.label, b.data) for b in row) for row in reply.buttons))


async def send_reply(bot: Bot, chat_id: int, reply: Reply, voice: Voice | None = None) -> Delivery:
    """The text (split if long, buttons on the last piece), then its chart and its spoken form; a chart or a
    voice that fails never hides the text."""
    delivery = await deliver(bot, chat_id, reply.text, markup(reply))
    await extras(bot, chat_id, reply, voice)
    return delivery


async def extras(bot: Bot, chat_id: int, reply: Reply, voice: Voice | None = None) -> None:
    """What goes with a reply's text the first time it is sent: its chart and its spoken form."""
    if reply.chart is not None:
        try:
            png = await asyncio.to_thread(weekly_chart, reply.chart)
            await bot.send_photo(chat_id, png)
        except Exception:
            log.exception("could not send the weekly chart")
    if reply.attachment is not None:
        await send_enclosure(bot, chat_id, reply.attachment)
    if reply.speak and voice is not None:
        await speak(bot, chat_id, reply.speak, voice)


async def speak(bot: Bot, chat_id: int, words: str, voice: Voice) -> None:
    """Words as a Telegram voice note; the text has already gone out."""
    if voice.synthesizer is None or not words:
        return
    try:
        speech = await voice.synthesizer.synthesize(words)
        if speech.seconds <= 0:
            return
        ogg = await asyncio.to_thread(encode_ogg_opus, speech)
        await bot.send_voice(chat_id, ogg, duration=max(1, round(speech.seconds)))
    except Exception:
        log.exception("could not speak the reply")


class Typing:
    """'typing…' while a turn runs: first after 0.3 s (an instant answer needs none), then every 4.5 s (Telegram
    shows it for about 5), until stopped; stopping twice is harmless."""

    def __init__(self, bot: Bot, chat_id: int, action: str = ChatAction.TYPING) -> None:
        self._task = asyncio.create_task(self._keep(bot, chat_id, action))

    @staticmethod
    async def _keep(bot: Bot, chat_id: int, action: str) -> None:
        await asyncio.sleep(0.3)
        while True:
            with contextlib.suppress(Exception):
                await bot.send_chat_action(chat_id, action)
            await asyncio.sleep(4.5)

    def stop(self) -> None:
        """No more 'typing…' from here. Not awaited: the task ends at its next step, and the reply that follows
        need not wait a turn of the busy event loop for that."""
        self._task.cancel()
