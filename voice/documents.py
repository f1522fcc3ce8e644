"""Text out of documents people send: the text layer of a PDF (pypdf), plain text files; page images of scanned
PDFs are handed back for OCR. Pure and synchronous (callers run it in a thread); never raises on bad input."""

from __future__ import annotations

import io
import logging
import warnings
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any, Literal

from PIL import Image

# OCR reads at most this many page images per document (about 1–1.5 s each on 2 cores).
MAX_IMAGES = 3
# Page images are scaled down to this before PNG encoding; the OCR would scale them down to it anyway.
IMAGE_SIDE = 2000
# An image-only page below this size is a logo or a stamp, not a scan.
MIN_IMAGE_SIDE = 200

TEXT_SUFFIXES = frozenset({".txt", ".md", ".csv"})
TEXT_MIMES = frozenset({"text/plain", "text/markdown", "text/x-markdown", "text/csv"})

Kind = Literal["pdf", "text", "none"]


@dataclass(frozen=True)
class DocumentText:
    """What a document says.

    `pages` counts the PDF's pages (1 for a text file, 0 when unreadable). `images` holds PNG renderings of up to
    MAX_IMAGES pages that have no text layer (scans), in page order, for the OCR. `truncated` means something was
    left out: text past `max_chars`, or image-only pages past the MAX_IMAGES-th. `problem` says why nothing (or
    not everything) could be read; it is None when all went well.
    """

    text: str
    pages: int
    truncated: bool
    kind: Kind
    images: tuple[bytes, ...] = ()
    problem: str | None = None


def _none(problem: str) -> DocumentText:
    return DocumentText("", 0, False, "none", (), problem)


def _is_pdf(data: bytes, suffix: str, mime: str) -> bool:
    return suffix == ".pdf" or mime == "application/pdf" or b"%PDF-" in data[:1024]


def _is_text(suffix: str, mime: str) -> bool:
    return suffix in TEXT_SUFFIXES or mime in TEXT_MIMES


def decode_text(data: bytes) -> str | None:
    """UTF-8 (with or without a BOM), else Windows-1252, else Latin-1; None for binary data (NUL bytes).

    Windows-1252 before Latin-1: the two agree on every letter Latin-1 has, and 1252 also has € œ Œ ’ “ ” …
    where Latin-1 has invisible control codes. Bytes 1252 leaves undefined fall through to Latin-1.
    """
    if b"\x00" in data[:8192]:
        return None  # UTF-16 or binary; neither is a text file people mean to send
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return None  # unreachable: Latin-1 decodes every byte


def _clip(text: str, max_chars: int) -> tuple[str, bool]:
    if len(text) <= max_chars:
        return text, False
    return text[:max_chars], True


def _png(img: Image.Image) -> bytes:
    if img.mode not in ("RGB", "L"):
        img = img.convert("RGB")
    if max(img.size) > IMAGE_SIDE:
        img.thumbnail((IMAGE_SIDE, IMAGE_SIDE), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    img.save(out, format="PNG", compress_level=1)  # fast; the bytes only travel to the OCR
    return out.getvalue()


def _page_image(page: Any) -> Image.Image | None:
    """The largest image on a page (a scan is one page-sized image), or None."""
    best: Image.Image | None = None
    for index, image_file in enumerate(page.images):
        if index >= 8:
            break
        img = image_file.image
        if img is None or min(img.size) < MIN_IMAGE_SIDE:
            continue
        if best is None or img.width * img.height > best.width * best.height:
            best = img
    return best


def _pdf(data: bytes, max_chars: int) -> DocumentText:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    if reader.is_encrypted:
        try:
            opened = reader.decrypt("")  # many "protected" PDFs only restrict printing, with an empty password
        except Exception as exc:  # e.g. AES without the cryptography package
            return DocumentText("", 0, False, "pdf", (), f"encrypted PDF: {type(exc).__name__}: {exc}")
        if not opened:
            return DocumentText("", 0, False, "pdf", (), "encrypted PDF: needs a password")
    pages = len(reader.pages)
    texts: list[str] = []
    images: list[bytes] = []
    used = 0
    truncated = False
    problems: list[str] = []
    for number, page in enumerate(reader.pages, start=1):
        if used >= max_chars and len(images) >= MAX_IMAGES:
            truncated = True
            break
        try:
            text = (page.extract_text() or "").strip()
        except Exception as exc:
            problems.append(f"page {number}: {type(exc).__name__}: {exc}")
            text = ""
        if text:
            if used >= max_chars:
                truncated = True
                continue
            clipped, cut = _clip(text, max_chars - used)
            texts.append(clipped)
            used += len(clipped) + 2
            truncated = truncated or cut
            continue
        try:
            img = _page_image(page)
        except Exception as exc:  # unsupported filters (JBIG2, …), broken streams
            problems.append(f"page {number} image: {type(exc).__name__}: {exc}")
            continue
        if img is None:
            continue
        if len(images) >= MAX_IMAGES:
            truncated = True
            continue
        images.append(_png(img))
    text = "\n\n".join(texts)
    if not text and not images and not problems:
        problems.append("no text layer and no page images")
    return DocumentText(text, pages, truncated, "pdf", tuple(images), "; ".join(problems) or None)


def extract_text(data: bytes, filename: str, mime: str | None, max_chars: int) -> DocumentText:
    """The text of a PDF or plain text file (.txt, .md, .csv), at most `max_chars` characters of it.

    Anything else, and anything unreadable, gives kind "none" with a `problem`; this function does not raise.
    """
    suffix = PurePath(filename or "").suffix.lower()
    kind = (mime or "").split(";")[0].strip().lower()
    if not data:
        return _none("empty file")
    if _is_pdf(data, suffix, kind):
        logging.getLogger("pypdf").setLevel(logging.ERROR)  # pypdf logs every oddity of every PDF as a warning
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return _pdf(data, max_chars)
        except Exception as exc:  # pypdf raises many kinds for broken files
            return _none(f"unreadable PDF: {type(exc).__name__}: {exc}")
    if _is_text(suffix, kind):
        text = decode_text(data)
        if text is None:
            return _none("binary data in a text file")
        text = text.replace("\r\n", "\n").replace("\r", "\n").strip()
        clipped, cut = _clip(text, max_chars)
        return DocumentText(clipped, 1, cut, "text")
    return _none(f"unsupported document type: {filename or '?'} ({mime or 'no type'})")
