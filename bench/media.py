"""Media figures on this machine: OCR time for a 1280×960 photo of text (JPEG q75) on 2 threads, and the peak
memory of one process holding speech to text, text to speech and OCR, each used once.

Targets on 2 cores: OCR p95 < 1.5 s, RSS ≤ 1.5 GB. Prints the figures; asserts nothing. Wall times depend on
what else the machine runs, so the load average and the CPU seconds each read costs are printed too.
Run: python bench/media.py [runs]
"""

from __future__ import annotations

import asyncio
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.voice.samples import LINES, encoded, text_page
from voice.audio import encode_ogg_opus
from voice.models import packaged_piper_voice, packaged_whisper_base
from voice.ocr import RapidTextReader
from voice.stt import WhisperTranscriber
from voice.tts import PiperSynthesizer

THREADS = 2


def rss_mib() -> float:
    """Peak resident set size of this process so far (Linux reports kB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def percentile(samples: list[float], q: int) -> float:
    """The q-th percentile, inclusive method (as bench/_db.py)."""
    return statistics.quantiles(samples, n=100, method="inclusive")[q - 1]


async def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    print(f"baseline peak RSS (interpreter, imports): {rss_mib():.0f} MiB")
    photo = encoded(text_page(), "JPEG", quality=75)

    reader = RapidTextReader(threads=THREADS)
    t0 = time.perf_counter()
    await reader.load()
    print(f"OCR model loaded in {time.perf_counter() - t0:.2f} s (rapidocr PP-OCRv6 small, {THREADS} threads)")
    warm = await reader.read(photo)
    print(f"OCR warm-up read: {warm.seconds:.2f} s, {len(warm.lines)}/{len(LINES)} lines")
    times, cpu = [], []
    for _ in range(runs):
        t0, c0 = time.perf_counter(), time.process_time()
        read = await reader.read(photo)
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    exact = sum(a == b for a, b in zip(read.lines, LINES, strict=False))
    print(f"OCR 1280×960 JPEG q75 over {runs} runs: p50 {statistics.median(times):.2f} s, "
          f"p95 {percentile(times, 95):.2f} s, max {max(times):.2f} s (target p95 < 1.5 s); "
          f"{exact}/{len(LINES)} lines exact")
    print(f"OCR CPU time per read: p50 {statistics.median(cpu):.2f} s (all threads); "
          f"load average during the runs: {os.getloadavg()[0]:.2f}")
    print(f"peak RSS with OCR alone: {rss_mib():.0f} MiB")

    cache = Path(tempfile.gettempdir()) / "arthur-media-bench"
    t0 = time.perf_counter()
    transcriber = WhisperTranscriber(str(packaged_whisper_base(cache)), threads=THREADS)
    synthesizer = PiperSynthesizer(*packaged_piper_voice())
    print(f"STT + TTS loaded in {time.perf_counter() - t0:.1f} s (Whisper base int8, piper en_US-joe-medium)")
    speech = await synthesizer.synthesize("Remind me to move the car from level minus two at six.")
    heard = await transcriber.transcribe(encode_ogg_opus(speech))
    print(f"TTS {speech.seconds:.1f} s of speech; STT heard: {heard.text!r}")
    read = await reader.read(photo)
    print(f"OCR again with all three loaded: {read.seconds:.2f} s")
    print(f"peak RSS with STT + TTS + OCR loaded and used: {rss_mib():.0f} MiB (target ≤ 1536 MiB)")


if __name__ == "__main__":
    asyncio.run(main())
