"""Voice notes (and audio files): limits first, then transcribe, show what was heard, run the turn, speak."""

from __future__ import annotations

import asyncio
import logging
import warnings
from datetime import timedelta

from telegram import Update
from telegram.constants import ChatAction
from telegram.ext import ContextTypes

from bot.delivery import deliver
from bot.inbox import Inbox
from bot.outbox import ReplyBody, Sent
from bot.replies import Typing, Voice, extras
from pipeline.stages import TurnInput, TurnRecord
from pipeline.texts import Texts
from pipeline.turns import Turns
from voice.audio import AudioError, probe_seconds

log = logging.getLogger(__name__)
T = Texts("voice_notes")
DISABLED = T("disabled", "Voice notes are not enabled here. Nothing was saved.",
             "Je ne traite pas les messages vocaux ici. Rien n'a été enregistré.")
TOO_BIG = T("too_big", "That voice note is {mb} MB and {seconds} s long; I take up to 20 MB and {limit} s. Nothing was "
            "saved.", "Ce message fait {mb} Mo et {seconds} s ; j'accepte jusqu'à 20 Mo et {limit} s. Rien n'a été "
            "enregistré.")
UNHEARD = T("unheard", "I couldn't make out that voice note. Nothing was saved.",
            "Je n'ai pas réussi à comprendre ce message vocal. Rien n'a été enregistré.")
HEARD = T("heard", "🎙 I heard: {heard}", "🎙 J'ai entendu : {heard}")


class VoiceNotes:
    """`on_voice`: the channel's share of a voice turn (bytes in, voice out); the turn itself is the pipeline's."""

    def __init__(self, turns: Turns, inbox: Inbox, voice: Voice | None) -> None:
        self._turns = turns
        self._inbox = inbox
        self._voice = voice

    async def on_voice(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A voice note: refused honestly when it is too long or unheard, else transcribed and answered."""
        message, chat, user = update.effective_message, update.effective_chat, update.effective_user
        assert message is not None and chat is not None and user is not None
        owner = await self._turns.executor.owner(str(user.id))
        lang = owner.language

        async def refuse(text: str) -> None:
            await self._inbox.answer(context.bot, update.update_id, owner.id, chat.id, ReplyBody(text=text,
                                                                                                 language=lang))

        media = message.voice or message.audio or message.document
        if self._voice is None or media is None:
            await refuse(DISABLED(lang))
            return
        limit = self._voice.max_seconds
        size = media.file_size or 0
        duration = _duration(media)
        if size > self._voice.max_bytes or duration > limit:
            await refuse(TOO_BIG(lang, mb=f"{size / 1e6:.1f}", seconds=f"{duration:.0f}", limit=f"{limit:.0f}"))
            return
        heard = ""
        typing = Typing(context.bot, chat.id, ChatAction.RECORD_VOICE)
        try:
            data = bytes(await (await media.get_file()).download_as_bytearray())
            seconds = await asyncio.to_thread(probe_seconds, data)
            if seconds > limit:
                raise AudioError(f"{seconds:.0f} s is over the limit")
            hints = await self._turns.speech_hints(str(user.id))
            heard = (await self._voice.transcriber.transcribe(data, hints)).text.strip()
        except AudioError as exc:
            log.info("undecodable audio in update %s: %s", update.update_id, exc)
        finally:
            typing.stop()
        if not heard:
            await refuse(UNHEARD(lang))
            return
        await deliver(context.bot, chat.id, HEARD(lang, heard=heard))
        voice = self._voice
        key = self._inbox.key(update.update_id)
        sent: list[Sent] = []

        async def send(record: TurnRecord) -> str:
            assert record.out is not None
            sent.append(await self._inbox.outbox.send(context.bot, key, owner.id, chat.id, ReplyBody.of(record.out)))
            if sent[0].fresh:
                await extras(context.bot, chat.id, record.out, voice)
            return sent[0].status

        record = await self._turns.handle(TurnInput(
            owner_external_id=str(user.id), text=heard, channel="voice", language_hint=user.language_code,
            external_id=key, session_key=f"telegram:{chat.id}"), send)
        await self._inbox.finish(update.update_id, record.delivery or "failed",
                                 reply=sent[0].settled if sent else None)


def _duration(media: object) -> float:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PTB 22 warns that durations will become timedeltas
        value = getattr(media, "duration", 0) or 0
    return value.total_seconds() if isinstance(value, timedelta) else float(value)
