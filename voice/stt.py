"""Speech to text with faster-whisper: one model, loaded once, run in a thread behind a lock."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from voice.audio import AudioError


@dataclass(frozen=True)
class Transcript:
    """What was heard."""

    text: str
    language: str
    seconds: float


class Transcriber(Protocol):
    """Audio bytes in (any container PyAV decodes), text out."""

    async def transcribe(self, audio: bytes, prompt: str | None = None) -> Transcript:
        """What was said in `audio`; raises AudioError for undecodable input."""
        ...


class WhisperTranscriber:
    """faster-whisper on the CPU (int8), language detection limited to the owner's languages."""

    def __init__(self, model: str, threads: int = 2, languages: Sequence[str] = ("en", "fr")) -> None:
        from faster_whisper import WhisperModel

        self._model = WhisperModel(model, device="cpu", compute_type="int8", cpu_threads=threads)
        self._languages = tuple(languages)
        self._lock = asyncio.Lock()

    def _run(self, audio: bytes, prompt: str | None) -> Transcript:
        from faster_whisper import decode_audio

        try:
            samples = decode_audio(io.BytesIO(audio), sampling_rate=16000)
        except Exception as exc:
            raise AudioError(f"{type(exc).__name__}: {exc}") from exc
        seconds = len(samples) / 16000.0
        if seconds < 0.2:
            return Transcript("", self._languages[0] if self._languages else "en", seconds)
        options: dict[str, Any] = {"beam_size": 1, "vad_filter": True, "initial_prompt": prompt or None,
                                   "without_timestamps": True,
                                   "condition_on_previous_text": False}
        forced = self._languages[0] if len(self._languages) == 1 else None
        segments, info = self._model.transcribe(samples, language=forced, **options)
        language = info.language
        if language not in self._languages:
            # "Dijon" must not become "in June": only the owner's languages compete, so decode again in the
            # likeliest of them (detection shares the first encoder pass; this second pass is the rare case).
            ranked = [(code, p) for code, p in (info.all_language_probs or []) if code in self._languages]
            language = max(ranked, key=lambda item: item[1])[0] if ranked else self._languages[0]
            segments, info = self._model.transcribe(samples, language=language, **options)
        text = " ".join(s.text.strip() for s in segments).strip()
        return Transcript(text, language, seconds)

    async def transcribe(self, audio: bytes, prompt: str | None = None) -> Transcript:
        """Transcribe in a worker thread; one inference at a time."""
        async with self._lock:
            return await asyncio.to_thread(self._run, audio, prompt)
