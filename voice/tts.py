"""Text to speech with piper: one voice, loaded once, run in a thread behind a lock."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Protocol

import numpy as np

from voice.audio import Speech


class Synthesizer(Protocol):
    """Text in, mono PCM out."""

    async def synthesize(self, text: str) -> Speech:
        """Speak `text`."""
        ...


class PiperSynthesizer:
    """A piper .onnx voice."""

    def __init__(self, model: Path, config: Path | None = None) -> None:
        from piper import PiperVoice

        self._voice = PiperVoice.load(model, config_path=config)
        self._lock = asyncio.Lock()

    def _run(self, text: str) -> Speech:
        chunks = list(self._voice.synthesize(text))
        if not chunks:
            return Speech(np.zeros(0, dtype=np.int16), 22050)
        samples = np.concatenate([c.audio_int16_array for c in chunks])
        return Speech(samples, chunks[0].sample_rate)

    async def synthesize(self, text: str) -> Speech:
        """Synthesise in a worker thread; one inference at a time."""
        async with self._lock:
            return await asyncio.to_thread(self._run, text)
