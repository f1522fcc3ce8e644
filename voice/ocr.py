"""Text in images with rapidocr (PP-OCRv6, multilingual, shipped in the wheel): one model, loaded once, run in a
thread behind a lock."""

from __future__ import annotations

import asyncio
import io
import statistics
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PIL import Image, ImageOps

# rapidocr scales anything larger down to 2000 px itself; decoding straight to that size avoids a second resize
# and keeps a 48 MP phone photo from living in memory at full size.
MAX_SIDE = 2000
# Decoded pixels we accept (after JPEG's cheap scaled decoding): 150 MB of RGB. A 108 MP JPEG decodes at 1/4
# scale and passes; a 60 MP PNG (or a decompression bomb) is refused.
MAX_PIXELS = 50_000_000


class ImageError(Exception):
    """The bytes are not an image this machine can decode."""


@dataclass(frozen=True)
class ReadText:
    """What was read: the lines in reading order, their mean confidence (0–1; 0 when nothing was read)."""

    text: str
    lines: tuple[str, ...]
    confidence: float
    seconds: float


class TextReader(Protocol):
    """Image bytes in (JPEG, PNG, or anything else Pillow decodes), text out."""

    async def read(self, image: bytes) -> ReadText:
        """The text in `image`; raises ImageError for undecodable input."""
        ...


def decode_image(data: bytes, max_side: int = MAX_SIDE) -> Image.Image:
    """Decode to an upright RGB image no larger than `max_side` on its longest side; raises ImageError."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)  # the size check below decides
            img: Image.Image = Image.open(io.BytesIO(data))
            img.draft("RGB", (max_side, max_side))  # JPEG: decode at 1/2, 1/4 or 1/8 scale when that suffices
            if img.width * img.height > MAX_PIXELS:
                raise ImageError(f"image too large: {img.width}×{img.height}")
            img = ImageOps.exif_transpose(img)  # phone photos carry their rotation in EXIF
            img.load()
    except ImageError:
        raise
    except Exception as exc:  # Pillow raises many kinds for bad input
        raise ImageError(f"{type(exc).__name__}: {exc}") from exc
    if img.mode in ("RGBA", "LA", "PA") or (img.mode == "P" and "transparency" in img.info):
        # Transparent screenshots: put them on white, as a viewer would show them.
        rgba = img.convert("RGBA")
        img = Image.alpha_composite(Image.new("RGBA", rgba.size, (255, 255, 255, 255)), rgba)
    img = img.convert("RGB")
    if max(img.size) > max_side:
        img.thumbnail((max_side, max_side), Image.Resampling.LANCZOS)
    return img


def reading_order(boxes: Sequence[Sequence[Sequence[float]]], texts: Sequence[str]) -> list[str]:
    """Group detected boxes into rows (top to bottom) and join each row left to right.

    Two boxes share a row when their vertical centres are closer than half the smaller box's height, so the
    "Total" and the "12,50 €" at either end of a receipt line come out as one line.
    """
    items = []
    for box, text in zip(boxes, texts, strict=True):
        text = " ".join(text.split())
        if not text:
            continue
        ys = [float(p[1]) for p in box]
        xs = [float(p[0]) for p in box]
        top, bottom = min(ys), max(ys)
        items.append(((top + bottom) / 2.0, max(bottom - top, 1.0), min(xs), text))
    items.sort(key=lambda item: item[0])
    rows: list[list[tuple[float, float, float, str]]] = []
    for item in items:
        if rows:
            row = rows[-1]
            centre = statistics.fmean(i[0] for i in row)
            height = min(item[1], statistics.fmean(i[1] for i in row))
            if abs(item[0] - centre) < height / 2.0:
                row.append(item)
                continue
        rows.append([item])
    return [" ".join(i[3] for i in sorted(row, key=lambda i: i[2])) for row in rows]


class RapidTextReader:
    """rapidocr 3.x on onnxruntime, CPU; the angle classifier is off (upright photos, screenshots, scans)."""

    def __init__(self, threads: int = 2, max_side: int = MAX_SIDE) -> None:
        self._threads = threads
        self._max_side = max_side
        self._engine: Any = None
        self._load_lock = asyncio.Lock()
        self._lock = asyncio.Lock()

    def _load(self) -> Any:
        from rapidocr import RapidOCR

        # The models come inside the wheel (rapidocr/models); the engine only downloads when a file is missing.
        return RapidOCR(params={"Global.use_cls": False, "Global.log_level": "warning",
                                "EngineConfig.onnxruntime.intra_op_num_threads": self._threads,
                                "EngineConfig.onnxruntime.inter_op_num_threads": 1})

    async def load(self) -> None:
        """Load the model now (0.5–1 s) instead of on the first read; idempotent."""
        async with self._load_lock:
            if self._engine is None:
                self._engine = await asyncio.to_thread(self._load)

    def _run(self, image: bytes) -> ReadText:
        started = time.perf_counter()
        img = decode_image(image, self._max_side)
        out = self._engine(img)
        if out.txts is None or out.boxes is None or not len(out.txts):
            return ReadText("", (), 0.0, time.perf_counter() - started)
        lines = tuple(reading_order(out.boxes.tolist(), out.txts))
        confidence = float(statistics.fmean(out.scores)) if out.scores else 0.0
        return ReadText("\n".join(lines), lines, confidence, time.perf_counter() - started)

    async def read(self, image: bytes) -> ReadText:
        """Read in a worker thread; one inference at a time."""
        await self.load()
        async with self._lock:
            return await asyncio.to_thread(self._run, image)
