"""How Arthur words what it kept of an upload: what reading its text gave, where a place is, how a note with an
attachment is marked in /notes. Pure; used by the attachment and place actions and the notes listing."""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol

from pipeline.texts import Language, Texts

T = Texts("upload_words")

READ = T("read", " (text read: '{text}')", " (texte lu : « {text} »)")
READ_DOC = T("read_doc", " (text read: '{text}', {chars} characters; I keep up to {cap} characters of a document)",
             " (texte lu : « {text} », {chars} caractères ; je garde au plus {cap} caractères d'un document)")
READ_CUT = T("read_cut", " (text read: '{text}'; I kept its first {cap} characters, the rest was left out)",
             " (texte lu : « {text} » ; j'en ai gardé les {cap} premiers caractères, le reste a été laissé de côté)")
NOTHING_FOUND = T("nothing_found", " (no text found in it)", " (aucun texte trouvé dedans)")
NOT_TEXT = T("not_text", " (no text was read: I read text from PDF and plain text files only)",
             " (aucun texte lu : je ne lis le texte que des PDF et des fichiers texte)")
UNREADABLE = T("unreadable", " (I couldn't open it to read its text)", " (je n'ai pas pu l'ouvrir pour en lire le texte)")
NO_READER = T("no_reader", " (no text was read: reading text in images is not enabled here)",
              " (aucun texte lu : la lecture du texte des images n'est pas activée ici)")
TOO_BIG = T("too_big", " (no text was read: bots may download files of up to 20 MB only)",
            " (aucun texte lu : un bot ne peut télécharger que des fichiers de 20 Mo au plus)")
FAILED = T("failed", " (no text was read: the download failed)", " (aucun texte lu : le téléchargement a échoué)")
PAGES = T("pages", ", {n} pages", ", {n} pages")
MARK_PHOTO = T("mark.photo", " · 📷 photo (/photo {id})", " · 📷 photo (/photo {id})")
MARK_DOCUMENT = T("mark.document", " · 📄 {name} (/photo {id} sends it)", " · 📄 {name} (/photo {id} le renvoie)")
MARK_PLACE = T("mark.place", " · 📍 place (/photo {id})", " · 📍 lieu (/photo {id})")
MARK_FORWARD = T("mark.forward", " · ↪️ forwarded from {origin}", " · ↪️ transféré de {origin}")
FILE = T("file", "file", "fichier")
SOMEONE = T("someone", "someone", "quelqu'un")


class Described(Protocol):
    """What the wording needs of an upload, kept (a row) or arriving (`Kept`)."""

    @property
    def kind(self) -> str: ...

    @property
    def text(self) -> str: ...

    @property
    def reading(self) -> str: ...

    @property
    def truncated(self) -> bool: ...

    @property
    def file_name(self) -> str | None: ...

    @property
    def file_size(self) -> int | None: ...

    @property
    def pages(self) -> int | None: ...

    @property
    def origin(self) -> str | None: ...


def short(text: str, limit: int = 80) -> str:
    """One line of at most `limit` characters."""
    one = " ".join(text.split())
    return one if len(one) <= limit else one[:limit - 1] + "…"


def size_label(size: int | None) -> str:
    """'1.2 MB', '34 kB', '900 B'."""
    size = size or 0
    if size >= 1_000_000:
        return f"{size / 1_000_000:.1f} MB"
    return f"{size / 1000:.0f} kB" if size >= 1000 else f"{size} B"


def reading(u: Described, lang: Language, cap: int | None = None) -> str:
    """What reading the upload's text gave, as a parenthesis after its receipt."""
    match u.reading:
        case "read":
            if u.kind != "document":
                return READ(lang, text=short(u.text))
            if u.truncated and cap:
                return READ_CUT(lang, text=short(u.text), cap=f"{cap:,}")
            return READ_DOC(lang, text=short(u.text), chars=f"{len(u.text):,}", cap=f"{cap or len(u.text):,}")
        case "nothing_found":
            return NOTHING_FOUND(lang)
        case "not_text":
            return NOT_TEXT(lang)
        case "unreadable":
            return UNREADABLE(lang)
        case "no_reader":
            return NO_READER(lang)
        case "too_big":
            return TOO_BIG(lang)
        case "failed":
            return FAILED(lang)
        case _:
            return ""


def document_label(u: Described, lang: Language) -> str:
    """'report.pdf (1.2 MB, 3 pages)'."""
    pages = PAGES(lang, n=u.pages) if u.pages and u.pages > 1 else ""
    return f"{u.file_name or FILE(lang)} ({size_label(u.file_size)}{pages})"


def where(latitude: float | Decimal | None, longitude: float | Decimal | None, title: str | None = None,
          address: str | None = None) -> str:
    """'Parking Indigo, 12 rue X (48.85660, 2.35220)', or the coordinates alone."""
    spot = f"{float(latitude or 0):.5f}, {float(longitude or 0):.5f}"
    named = ", ".join(p for p in (title, address) if p)
    return f"{named} ({spot})" if named else spot


def mark(u: Described, note_id: int, lang: Language) -> str:
    """How /notes marks a note that holds an upload."""
    match u.kind:
        case "photo":
            return MARK_PHOTO(lang, id=note_id)
        case "document":
            return MARK_DOCUMENT(lang, name=u.file_name or FILE(lang), id=note_id)
        case "place":
            return MARK_PLACE(lang, id=note_id)
        case _:
            return MARK_FORWARD(lang, origin=u.origin or SOMEONE(lang))
