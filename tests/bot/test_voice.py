"""Voice notes in and out, offline: piper speaks, PyAV encodes, faster-whisper hears, the bot acts and speaks."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from arthur.app import VoiceEngines, build_voice
from arthur.settings import Settings
from bot.channel import Voice
from pipeline.action_context import Caller
from pipeline.actions import CATALOG
from pipeline.intents import IntentEngine
from pipeline.outcomes import Ok
from tests.bot.conftest import Bot
from voice.audio import Speech, encode_ogg_opus, probe_seconds

pytestmark = pytest.mark.slow


@pytest.fixture(scope="session")
def engines(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoiceEngines]:
    home = tmp_path_factory.mktemp("voice-home")
    yield build_voice(Settings(home=Path(home), threads=2, _env_file=None))  # type: ignore[call-arg]


@pytest.fixture(scope="session")
def intents() -> IntentEngine:
    return IntentEngine(CATALOG)


async def spoken(engines: VoiceEngines, text: str) -> bytes:
    assert engines.synthesizer is not None
    return encode_ogg_opus(await engines.synthesizer.synthesize(text))


def assert_filed_as_heard(filed: str, heard: str, opening: str) -> None:
    """The reminder carries what whisper heard; the exact words vary with the CPU's int8 kernels ("rent"/"rank")."""
    assert heard.startswith("🎙 I heard: ")
    assert filed.lower().startswith(opening) and filed.lower() in heard.lower()


async def reminders(telegram: Bot) -> list[Any]:
    owner = await telegram.executor.owner(str(telegram.user))
    outcome = await telegram.executor.run(owner, Caller("command"), "list_reminders", {})
    assert isinstance(outcome, Ok)
    return list(outcome.data.reminders)


async def test_voice_round_trip(telegram: Bot, engines: VoiceEngines, intents: IntentEngine) -> None:
    await telegram.start(voice=Voice(engines.transcriber, engines.synthesizer))
    owner = await telegram.executor.owner(str(telegram.user))
    await telegram.executor.run(owner, Caller("command"), "set_timezone", {"timezone": "Europe/Paris"})
    audio = await spoken(engines, "Remind me to call the notary tomorrow at nine.")
    await telegram.fake.push_voice(telegram.token, telegram.user, audio, duration=3)
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "sendVoice")) == 1, 60)
    texts = telegram.replies()
    assert texts[0].startswith("🎙 I heard: ")
    assert texts[1].startswith("Reminder #") and "Thu 26 Nov 2026 at 09:00" in texts[1]
    [reminder] = await reminders(telegram)
    assert reminder.due_local == "2026-11-26 09:00"
    assert_filed_as_heard(str(reminder.text), texts[0], "call the")
    voice = telegram.fake.to(telegram.user, "sendVoice")[0].payload["voice"]
    assert isinstance(voice, bytes) and voice[:4] == b"OggS" and probe_seconds(voice) > 0.5


async def test_a_misheard_date_is_asked_about_not_acted_on(telegram: Bot, engines: VoiceEngines,
                                                           intents: IntentEngine) -> None:
    await telegram.start(voice=Voice(engines.transcriber, engines.synthesizer))
    audio = await spoken(engines, "Remind me to pay the rent yesterday at nine.")
    await telegram.fake.push_voice(telegram.token, telegram.user, audio, duration=3)
    await telegram.fake.wait_for(lambda: len(telegram.replies()) >= 2, 60)
    question = telegram.fake.to(telegram.user, "sendMessage")[1]
    assert "in the past" in question.text and "Did you mean" in question.text
    assert await reminders(telegram) == []
    confirm = question.payload["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
    await telegram.fake.press(telegram.token, telegram.user, question, confirm)
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "editMessageText")) == 1, 10)
    [reminder] = await reminders(telegram)
    assert_filed_as_heard(str(reminder.text), telegram.replies()[0], "pay the")


@pytest.mark.parametrize("payload", [b"this is not audio at all", b"OggS" + bytes(200)])
async def test_corrupt_audio_is_refused_and_nothing_is_stored(telegram: Bot, engines: VoiceEngines,
                                                              intents: IntentEngine, payload: bytes) -> None:
    await telegram.start(voice=Voice(engines.transcriber, engines.synthesizer))
    await telegram.fake.push_voice(telegram.token, telegram.user, payload, duration=2)
    replies = await telegram.wait_replies(1, timeout=30)
    assert replies == ["I couldn't make out that voice note. Nothing was saved."]
    assert await reminders(telegram) == []


async def test_silence_is_refused(telegram: Bot, engines: VoiceEngines, intents: IntentEngine) -> None:
    await telegram.start(voice=Voice(engines.transcriber, engines.synthesizer))
    silence = encode_ogg_opus(Speech(np.zeros(22050 * 2, dtype=np.int16), 22050))
    await telegram.fake.push_voice(telegram.token, telegram.user, silence, duration=2)
    replies = await telegram.wait_replies(1, timeout=30)
    assert replies == ["I couldn't make out that voice note. Nothing was saved."]


async def test_too_long_is_refused_before_downloading(telegram: Bot, engines: VoiceEngines,
                                                      intents: IntentEngine) -> None:
    await telegram.start(voice=Voice(engines.transcriber, engines.synthesizer, max_seconds=300))
    await telegram.fake.push_voice(telegram.token, telegram.user, b"x" * 100, duration=400)
    replies = await telegram.wait_replies(1)
    assert "up to 20 MB and 300 s" in replies[0] and "Nothing was saved" in replies[0]
    assert not [m for m, _ in telegram.fake.calls if m == "getFile"]


async def test_an_audio_document_is_treated_like_a_voice_note(telegram: Bot, engines: VoiceEngines,
                                                              intents: IntentEngine) -> None:
    await telegram.start(voice=Voice(engines.transcriber, engines.synthesizer))
    audio = await spoken(engines, "Note that the boiler code is four four seven one.")
    await telegram.fake.push_voice(telegram.token, telegram.user, audio, duration=0, kind="document")
    await telegram.fake.wait_for(lambda: len(telegram.replies()) >= 2, 60)
    assert telegram.replies()[1].startswith("Saved note #")
    await asyncio.sleep(0)


async def test_a_spoken_answer_completes_a_typed_request(telegram: Bot, engines: VoiceEngines,
                                                         intents: IntentEngine) -> None:
    await telegram.start(voice=Voice(engines.transcriber, engines.synthesizer))
    owner = await telegram.executor.owner(str(telegram.user))
    await telegram.executor.run(owner, Caller("command"), "set_timezone", {"timezone": "Europe/Paris"})
    await telegram.say("remind me to call the notary")
    asked = await telegram.wait_replies(1)
    assert asked[0].startswith("When?")
    audio = await spoken(engines, "Tomorrow at nine.")
    await telegram.fake.push_voice(telegram.token, telegram.user, audio, duration=2)
    await telegram.fake.wait_for(lambda: len(telegram.replies()) >= 3, 60)
    assert telegram.replies()[1].startswith("🎙 I heard: ")
    assert telegram.replies()[2] == "Reminder #1 set for Thu 26 Nov 2026 at 09:00: call the notary"
