"""Documents: a PDF's text layer exactly, scanned pages handed to the OCR, text files in any 8-bit encoding, and
no exception for anything thrown at it."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image
from pypdf import PdfWriter

from tests.voice.samples import ENGLISH, FRENCH, LINES, encoded, scanned_pdf, text_page, text_pdf
from tests.voice.test_ocr import assert_lines
from voice.documents import MAX_IMAGES, extract_text
from voice.ocr import RapidTextReader

PRESCRIPTION = (
    "Ordonnance : paracétamol 1 g, 3 fois par jour",
    "Niveau -2, place B12 — près de l'ascenseur",
    "Cœur, maïs, forêt, Île-de-France, août : 42,80 €",
)


def test_pdf_text_layer_is_extracted_exactly() -> None:
    doc = extract_text(text_pdf([PRESCRIPTION, FRENCH[2:]]), "ordonnance.pdf", "application/pdf", 10_000)
    assert doc.kind == "pdf" and doc.pages == 2 and not doc.truncated
    assert doc.text == "\n".join(PRESCRIPTION) + "\n\n" + "\n".join(FRENCH[2:])
    assert doc.images == () and doc.problem is None


def test_pdf_is_recognised_by_its_bytes_or_its_type() -> None:
    data = text_pdf([PRESCRIPTION])
    assert extract_text(data, "", None, 1000).kind == "pdf"
    assert extract_text(data, "download", "application/pdf", 1000).kind == "pdf"


def test_pdf_text_is_cut_at_max_chars() -> None:
    doc = extract_text(text_pdf([PRESCRIPTION, FRENCH, ENGLISH]), "long.pdf", None, 60)
    assert doc.truncated and len(doc.text) <= 60 and doc.pages == 3
    assert doc.text.startswith(PRESCRIPTION[0])


async def test_scanned_pdf_gives_a_page_image_for_ocr(reader: RapidTextReader) -> None:
    doc = extract_text(scanned_pdf([text_page()]), "scan.pdf", "application/pdf", 10_000)
    assert doc.kind == "pdf" and doc.pages == 1 and doc.text == "" and not doc.truncated
    assert len(doc.images) == 1 and doc.images[0].startswith(b"\x89PNG")
    assert Image.open(io.BytesIO(doc.images[0])).size == (1280, 960)
    assert_lines(await reader.read(doc.images[0]), LINES)  # Pillow stored the page as JPEG q75: still read


def test_scanned_pages_past_the_third_are_left_out() -> None:
    pages = [text_page((f"Page {n}",)) for n in range(1, 6)]
    doc = extract_text(scanned_pdf(pages), "scan.pdf", None, 10_000)
    assert doc.pages == 5 and len(doc.images) == MAX_IMAGES and doc.truncated


def test_mixed_pdf_keeps_text_and_images() -> None:
    writer = PdfWriter()
    writer.append(io.BytesIO(text_pdf([PRESCRIPTION])))
    writer.append(io.BytesIO(scanned_pdf([text_page(ENGLISH)])))
    out = io.BytesIO()
    writer.write(out)
    doc = extract_text(out.getvalue(), "mixed.pdf", None, 10_000)
    assert doc.pages == 2 and doc.text == "\n".join(PRESCRIPTION) and len(doc.images) == 1


def test_empty_pdf_says_so() -> None:
    writer = PdfWriter()
    writer.add_blank_page(595, 842)
    out = io.BytesIO()
    writer.write(out)
    doc = extract_text(out.getvalue(), "blank.pdf", None, 1000)
    assert (doc.kind, doc.text, doc.images, doc.pages) == ("pdf", "", (), 1)
    assert doc.problem == "no text layer and no page images"


def test_password_protected_pdf_is_reported() -> None:
    writer = PdfWriter(clone_from=io.BytesIO(text_pdf([PRESCRIPTION])))
    writer.encrypt("secret", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    doc = extract_text(out.getvalue(), "locked.pdf", None, 1000)
    assert doc.kind == "pdf" and doc.text == "" and doc.problem == "encrypted PDF: needs a password"


def test_latin1_text_file() -> None:
    text = "Liste de courses : pâtes, crème fraîche, café, maïs, gâteau\nÀ payer à la caisse n°3, côté Île"
    doc = extract_text(text.encode("latin-1"), "courses.txt", "text/plain", 10_000)
    assert (doc.kind, doc.text, doc.pages, doc.truncated, doc.problem) == ("text", text, 1, False, None)


def test_windows_1252_and_utf8_text_files() -> None:
    text = "Cœur d’artichaut : 3,50 €"
    assert extract_text(text.encode("cp1252"), "prix.csv", None, 100).text == text
    assert extract_text(("\ufeff" + text + "\r\n").encode(), "notes.md", None, 100).text == text
    assert extract_text(text.encode(), "noname", "text/plain; charset=utf-8", 100).text == text


def test_text_file_is_cut_at_max_chars() -> None:
    doc = extract_text(("ligne d'été\n" * 1000).encode(), "long.txt", None, 100)
    assert doc.truncated and len(doc.text) == 100


@pytest.mark.parametrize(("data", "name", "mime"), [
    (b"", "empty.txt", "text/plain"),
    (bytes(random.Random(1).randrange(256) for _ in range(4096)), "blob.bin", "application/octet-stream"),
    (bytes(random.Random(2).randrange(256) for _ in range(4096)), "fake.pdf", "application/pdf"),
    (b"%PDF-1.7\n" + b"garbage" * 100, "broken.pdf", None),
    (b"\x00\x01\x02binary", "data.txt", None),
    (encoded(text_page(), "PNG"), "photo.png", "image/png"),
    (b"PK\x03\x04" + b"\x00" * 100, "report.docx", None),
])
def test_anything_else_is_kind_none(data: bytes, name: str, mime: str | None) -> None:
    doc = extract_text(data, name, mime, 1000)
    assert doc.kind == "none" and doc.text == "" and doc.images == () and doc.problem


def test_damaged_pdfs_never_raise() -> None:
    """Truncations and byte flips of a good PDF: whatever comes out, nothing is raised."""
    good = text_pdf([PRESCRIPTION, FRENCH])
    rng = random.Random(7)
    variants = [good[:n] for n in range(0, len(good), max(1, len(good) // 25))]
    for _ in range(40):
        data = bytearray(good)
        for _ in range(rng.randint(1, 20)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        variants.append(bytes(data))
    for data in variants:
        doc = extract_text(data, "damaged.pdf", "application/pdf", 1000)
        assert doc.kind in ("pdf", "none")
        assert doc.kind == "pdf" or doc.problem
