"""Documents made on the spot for the OCR and document tests (and bench/media.py): a page of text drawn in
DejaVu Sans, as PNG and as a Telegram-like JPEG, a PDF with a text layer, a scanned PDF."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont
from pypdf import PdfWriter
from pypdf.generic import ContentStream, DictionaryObject, NameObject

ENGLISH = (
    "Meeting with the dentist on Thursday at 9:30 am.",
    "Parking: level -2, spot B12, next to the lift.",
    "Receipt total 42.80 EUR, paid by card.",
)
FRENCH = (
    "Niveau -2, place B12 — près de l'ascenseur",
    "Ordonnance : paracétamol 1 g, 3 fois par jour",
    "Rendez-vous à Besançon jeudi à 15 h, côté gare.",
    "Noël à l'hôtel : où est la clé ? Ça dépend.",
    "Cœur, maïs, forêt, Île-de-France, août, piqûre.",
)
LINES = ENGLISH + FRENCH


def font_path() -> Path:
    """matplotlib's bundled DejaVu Sans (matplotlib is a dependency, so this is always there)."""
    import matplotlib

    return Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf"


def text_page(lines: tuple[str, ...] = LINES, size: tuple[int, int] = (1280, 960), px: int = 34) -> Image.Image:
    """Black text on white, one line every 100 px, like a photographed note."""
    img = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(img)
    font = ImageFont.truetype(str(font_path()), px)
    top = (size[1] - 100 * len(lines)) // 2 + 30
    for i, line in enumerate(lines):
        draw.text((70, top + 100 * i), line, font=font, fill="black")
    return img


def encoded(img: Image.Image, fmt: str, **options: object) -> bytes:
    """`img` as PNG or JPEG bytes (Pillow's JPEG default quality is 75, like Telegram photos)."""
    out = io.BytesIO()
    img.save(out, format=fmt, **options)
    return out.getvalue()


def _pdf_string(text: str) -> bytes:
    raw = text.encode("cp1252")  # WinAnsiEncoding: é è à ç ô œ € — all fit
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def text_pdf(pages: list[tuple[str, ...]]) -> bytes:
    """A PDF with a real text layer, written with pypdf alone: Helvetica in WinAnsiEncoding, one line per Tj."""
    writer = PdfWriter()
    for lines in pages:
        page = writer.add_blank_page(595, 842)
        font = DictionaryObject({
            NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"), NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
        })
        page[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})})
        ops = b"BT /F1 14 Tf 20 TL 60 780 Td " + b" ".join(_pdf_string(line) + b" Tj T*" for line in lines) + b" ET"
        content = ContentStream(None, writer)
        content.set_data(ops)
        page.replace_contents(content)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def scanned_pdf(images: list[Image.Image]) -> bytes:
    """Image-only pages, as a scanner (or Pillow's PDF writer, which stores them as JPEG) makes them."""
    out = io.BytesIO()
    images[0].save(out, format="PDF", save_all=True, append_images=images[1:], resolution=150)
    return out.getvalue()
