"""Voice figures on this machine: STT real-time factor (5, 15, 60 s notes), TTS real-time factor, the voice
turn's own overhead for a 5 s note, and peak memory with both models loaded.

Targets on 2 cores: STT RTF ≤ 0.3, TTS RTF ≤ 0.1, voice-turn overhead ≤ 2.5 s, RSS ≤ 1.2 GB.
Run: python bench/voice.py
"""

from __future__ import annotations

import asyncio
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from arthur.app import build_brain, build_executor, build_voice
from arthur.settings import Settings
from bench._db import bench_engine
from bot.application import build_application, install, serve
from bot.channel import Access, TelegramChannel, Voice
from pipeline.action_context import Ports, SystemClock
from pipeline.archive import ConversationArchive
from pipeline.turns import Turns
from stores.autocommit import Autocommit
from stores.database import sessions
from tests.fake_telegram import FakeBotAPI
from tests.fakes import SleepyLLM
from voice.audio import Speech, encode_ogg_opus

SENTENCES = [
    "Remind me to call the notary tomorrow at nine.",
    "I need to prepare the slides for the Arthur project review on Thursday.",
    "Note that the boiler code is four four seven one and the spare key is with the neighbour.",
    "This week I want to finish the voice pipeline and write the documentation.",
    "My sister Alice moves to Lyon next month, so I should help her on Saturday.",
]


async def speech_of(engines, seconds: float) -> Speech:  # type: ignore[no-untyped-def]
    """Real synthesised speech, exactly `seconds` long."""
    parts: list[np.ndarray] = []
    rate = 22050
    i = 0
    while sum(len(p) for p in parts) < seconds * rate:
        s = await engines.synthesizer.synthesize(SENTENCES[i % len(SENTENCES)])
        rate = s.sample_rate
        parts.extend([s.samples, np.zeros(rate // 3, dtype=np.int16)])
        i += 1
    return Speech(np.concatenate(parts)[: int(seconds * rate)], rate)


async def main() -> None:
    home = Path(tempfile.mkdtemp(prefix="arthur-voice-bench-"))
    settings = Settings(home=home, threads=2, local_intents=False, _env_file=None)  # type: ignore[call-arg]
    t0 = time.perf_counter()
    engines = build_voice(settings)
    load_s = time.perf_counter() - t0
    print(f"models loaded in {load_s:.1f} s (Whisper base int8, piper en_US-joe-medium)")
    # TTS real-time factor.
    tts = []
    for sentence in SENTENCES:
        t0 = time.perf_counter()
        speech = await engines.synthesizer.synthesize(sentence)  # type: ignore[union-attr]
        tts.append((time.perf_counter() - t0) / speech.seconds)
    print(f"TTS real-time factor: median {statistics.median(tts):.3f} (target ≤ 0.1)")
    # STT real-time factor, warm.
    await engines.transcriber.transcribe(encode_ogg_opus(await speech_of(engines, 3)))
    for seconds in (5, 15, 60):
        ogg = encode_ogg_opus(await speech_of(engines, seconds))
        runs = []
        for _ in range(2 if seconds == 60 else 3):
            t0 = time.perf_counter()
            transcript = await engines.transcriber.transcribe(ogg)
            runs.append(time.perf_counter() - t0)
        print(f"STT {seconds:>2} s note: {min(runs):.2f} s → real-time factor {min(runs) / seconds:.3f} "
              f"(target ≤ 0.3); heard {len(transcript.text.split())} words")
    # The whole voice turn, through the fake Bot API, with a model that answers at once.
    fake = FakeBotAPI()
    await fake.start()
    engine = await bench_engine()
    clock = SystemClock()
    application = build_application("777777:VOICE", fake.url, timeout_s=10)
    executor = build_executor(engine, settings, clock, Ports())
    turns = Turns(executor, build_brain(settings, executor, engine, clock, SleepyLLM(0.0)),
                  ConversationArchive(sessions(engine), Autocommit(engine), clock))
    user = 9_000_001
    channel = TelegramChannel(turns, Autocommit(engine), clock, Access(frozenset({user}), frozenset()),
                              777777, Voice(engines.transcriber, engines.synthesizer),
                              spool_dir=Path(tempfile.mkdtemp(prefix="arthur-bench-spool-")))
    install(application, channel)
    stop = asyncio.Event()
    task = asyncio.create_task(serve(application, channel, stop, poll_timeout=1, freeze_heap=True))  # as `arthur run`
    await fake.wait_for(lambda: any(m == "getMe" for m, _ in fake.calls), 10)
    five = encode_ogg_opus(await speech_of(engines, 5))
    overheads = []
    for i in range(5):
        t0 = time.monotonic()
        await fake.push_voice("777777:VOICE", user, five, duration=5)
        await fake.wait_for(lambda n=i: len(fake.to(user, "sendVoice")) == n + 1, 60)
        overheads.append(fake.to(user, "sendVoice")[-1].at - t0)
    print(f"voice turn for a 5 s note (download → transcript → pipeline, zero-delay model → synthesis → OGG/Opus): "
          f"median {statistics.median(overheads):.2f} s, max {max(overheads):.2f} s (target ≤ 2.5 s)")
    stop.set()
    await task
    await fake.stop()
    await engine.dispose()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS of this process with both models loaded (plus the bot and the database client): "
          f"{rss_mb:.0f} MB (target ≤ 1,200 MB)")


if __name__ == "__main__":
    asyncio.run(main())
