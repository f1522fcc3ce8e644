"""Audio containers with PyAV: probe a file, encode speech as OGG/Opus for Telegram voice notes."""

from __future__ import annotations

import io
from dataclasses import dataclass

import numpy as np


class AudioError(Exception):
    """The bytes are not audio this machine can decode."""


@dataclass(frozen=True)
class Speech:
    """Mono 16-bit PCM samples and their rate."""

    samples: np.ndarray  # int16
    sample_rate: int

    @property
    def seconds(self) -> float:
        """Duration."""
        return len(self.samples) / float(self.sample_rate)


def probe_seconds(data: bytes) -> float:
    """Duration of an audio file, decoding it fully (so a corrupt file fails here, not later)."""
    import av

    try:
        with av.open(io.BytesIO(data), mode="r") as container:
            if not container.streams.audio:
                raise AudioError("no audio stream")
            stream = container.streams.audio[0]
            samples = 0
            rate = stream.rate or 48000
            for frame in container.decode(stream):
                samples += frame.samples
            if samples == 0:
                raise AudioError("no audio frames")
            return samples / float(rate)
    except AudioError:
        raise
    except Exception as exc:  # PyAV raises many kinds for bad input
        raise AudioError(f"{type(exc).__name__}: {exc}") from exc


def encode_ogg_opus(speech: Speech) -> bytes:
    """Resample to 48 kHz mono and encode with libopus in an OGG container (what sendVoice shows as a voice note)."""
    import av

    out = io.BytesIO()
    with av.open(out, mode="w", format="ogg") as container:
        stream = container.add_stream("libopus", rate=48000)
        stream.layout = "mono"
        resampler = av.AudioResampler(format="s16", layout="mono", rate=48000)
        frame = av.AudioFrame.from_ndarray(speech.samples.reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate = speech.sample_rate
        for chunk in resampler.resample(frame) + resampler.resample(None):
            for packet in stream.encode(chunk):
                container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    return out.getvalue()
