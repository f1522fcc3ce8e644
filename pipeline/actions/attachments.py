"""Attachments: what the owner sends besides words, kept as notes (a photo, a document, a place, a forward) or
linked to what a caption created; sent back on request (/photo N). Keeping an upload is the channel's own act:
those actions are `from_channel_only` (no command, no sentence, never a model's tool)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Literal

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Command, Id, action
from pipeline.command_syntax import int_then_rest
from pipeline.outcomes import Ok, Outcome, Record, Refused
from pipeline.texts import Texts
from pipeline.upload_words import document_label, reading, short, where
from pipeline.uploads import Encloses, Enclosure, Kept
from stores import attachments, notes, reminders
from stores.attachment_models import Attachment

T = Texts("attachments")
Target = Literal["note", "reminder"]


class AttachUpload(Kept):
    target: Target
    target_id: int = Id


class ShowAttachment(ActionInput):
    note_id: int = Id


class ReplaceNote(ActionInput):
    note_id: int = Id
    text: str = Field(min_length=1, description="The note's new text, verbatim.")


class KeptData(Record):
    id: int  # the attachment's
    kind: str
    target: str
    target_id: int
    reading: str
    text: str = ""


class ShownData(Encloses):
    note_id: int
    kind: str
    media: str | None = None
    file_id: str | None = None
    caption: str = ""
    latitude: float | None = None
    longitude: float | None = None
    title: str | None = None
    address: str | None = None
    created_at: datetime

    def enclosure(self) -> Enclosure | None:
        if self.kind == "place" and self.latitude is not None and self.longitude is not None:
            venue = self.title is not None and self.address is not None
            return Enclosure("venue" if venue else "location", latitude=self.latitude, longitude=self.longitude,
                             title=self.title, address=self.address)
        if self.file_id and self.media in ("photo", "document"):
            return Enclosure("photo" if self.media == "photo" else "document", file_id=self.file_id)
        return None


class ReplacedData(Record):
    retired_id: int
    id: int
    text: str


CHECK = T("check", "/notes", "/notes")
SAVED_PHOTO = T("saved.photo", "Saved photo note #{id}{caption}{reading}.",
                "Note photo n°{id} enregistrée{caption}{reading}.")
SAVED_DOCUMENT = T("saved.document", "Saved document note #{id}: {label}{caption}{reading}.",
                   "Note document n°{id} enregistrée : {label}{caption}{reading}.")
SAVED_PLACE = T("saved.place", "Saved place note #{id}: {where}.", "Note de lieu n°{id} enregistrée : {where}.")
SAVED_FORWARD = T("saved.forward", "Saved forwarded note #{id} (from {origin}): {text}",
                  "Note transférée n°{id} enregistrée (de {origin}) : {text}")
SOMEONE = T("someone", "someone", "quelqu'un")
ATTACHED_PHOTO = T("attached.photo", "Photo attached to {target}{reading}.", "Photo jointe à {target}{reading}.")
ATTACHED_DOCUMENT = T("attached.document", "Document {label} attached to {target}{reading}.",
                      "Document {label} joint à {target}{reading}.")
ATTACHED_PLACE = T("attached.place", "Place attached to {target}: {where}.", "Lieu joint à {target} : {where}.")
ATTACHED_FORWARD = T("attached.forward", "Forwarded message (from {origin}) attached to {target}.",
                     "Message transféré (de {origin}) joint à {target}.")
TARGET_NOTE = T("target.note", "note #{id}", "la note n°{id}")
TARGET_REMINDER = T("target.reminder", "reminder #{id} ({text})", "le rappel n°{id} ({text})")
NO_TARGET = T("no_target", "There is no {kind} #{id} to attach it to. Nothing was kept.",
              "Il n'y a pas de {kind} n°{id} où le joindre. Rien n'a été gardé.")
KIND_NOTE = T("kind.note", "note", "note")
KIND_REMINDER = T("kind.reminder", "reminder", "rappel")
NOT_FOUND = T("not_found", "There is no note #{id}.", "Il n'y a pas de note n°{id}.")
NOTHING_TO_SEND = T("nothing_to_send", "Note #{id} has no photo, file or place to send.",
                    "La note n°{id} n'a ni photo, ni fichier, ni lieu à envoyer.")
SHOWN_PHOTO = T("shown.photo", "Photo note #{id}{caption}.", "Note photo n°{id}{caption}.")
SHOWN_DOCUMENT = T("shown.document", "Document note #{id}: {name}.", "Note document n°{id} : {name}.")
SHOWN_PLACE = T("shown.place", "Place note #{id}: {where}.", "Note de lieu n°{id} : {where}.")
ALREADY_RETIRED = T("already_retired", "Note #{id} was already retired; nothing was replaced.",
                    "La note n°{id} était déjà retirée ; rien n'a été remplacé.")
TOO_LONG = T("too_long", "A note holds at most {limit} characters and the new version has {size}. Nothing was replaced.",
             "Une note contient au plus {limit} caractères et la nouvelle version en a {size}. Rien n'a été remplacé.")
REPLACED = T("replaced", "Note #{old} retired (replaced by your edit); its new version is note #{id}: {text}",
             "Note n°{old} retirée (remplacée par ta modification) ; sa nouvelle version est la note n°{id} : {text}")
EDIT_REASON = T("edit_reason", "replaced by an edited message", "remplacée par un message modifié")


def note_body(k: Kept) -> str:
    """The note that holds an upload: everything searchable about it (caption, text read, name, place, origin)."""
    if k.kind == "place":
        return where(k.latitude, k.longitude, k.title, k.address)
    parts = [(k.file_name or "") if k.kind == "document" else "", k.caption, k.text,
             f"— {k.origin}" if k.origin else ""]
    return "\n\n".join(p for p in parts if p.strip()) or ("📷" if k.kind == "photo" else "📄")


def _fit(k: Kept, limit: int) -> Kept:
    """The upload with its text cut so that its note fits the note size limit (said in the receipt)."""
    over = len(note_body(k)) - limit
    if over <= 0:
        return k
    keep = max(0, len(k.text) - over)
    return k.model_copy(update={"text": k.text[:keep], "truncated": True, "text_cap": max(1, keep)})


def _fields(k: Kept) -> dict[str, object]:
    row = k.model_dump(exclude={"text_cap"})
    for key in ("latitude", "longitude"):
        row[key] = Decimal(str(round(row[key], 6))) if row[key] is not None else None
    return row


def _receipt(ctx: ActionContext, k: Kept, note_id: int) -> str:
    caption = f": {short(k.caption)}" if k.caption.strip() else ""
    match k.kind:
        case "photo":
            return ctx.t(SAVED_PHOTO, id=note_id, caption=caption, reading=reading(k, ctx.lang, k.text_cap))
        case "document":
            return ctx.t(SAVED_DOCUMENT, id=note_id, label=document_label(k, ctx.lang), caption=caption,
                         reading=reading(k, ctx.lang, k.text_cap))
        case "place":
            return ctx.t(SAVED_PLACE, id=note_id, where=where(k.latitude, k.longitude, k.title, k.address))
        case _:
            return ctx.t(SAVED_FORWARD, id=note_id, origin=k.origin or ctx.t(SOMEONE), text=short(k.text, 200))


def _data(row: Attachment) -> KeptData:
    return KeptData(id=row.id, kind=row.kind, target=row.target, target_id=row.target_id, reading=row.reading,
                    text=row.text)


@action("save_upload", "Keep what the owner sent (photo, document, place, forwarded message) as a note.",
        effect="internal_write", agents=(), output=KeptData, check=CHECK, topic="note", from_channel_only=True,
        help=T("help.save", "Keep a photo, document, place or forward as a note",
               "Garder une photo, un document, un lieu ou un transfert comme note"),
        not_done=T("not_done.save", "kept what you sent", "gardé ce que tu as envoyé"))
async def save_upload(ctx: ActionContext, a: Kept) -> Outcome:
    """A note holding everything searchable about the upload, and the attachment row beside it."""
    k = _fit(a, ctx.limits.note_max_chars)
    note = await notes.add(ctx.db, ctx.owner.id, note_body(k), ctx.now)
    row = await attachments.add(ctx.db, ctx.owner.id, "note", note.number, ctx.now, **_fields(k))
    return Ok(_receipt(ctx, k, note.number), _data(row))


async def target_label(ctx: ActionContext, target: str, target_id: int) -> str | None:
    """'note #4' / 'reminder #7 (call Bob)' for the owner's item, None when they have no such item."""
    if target == "note":
        note = await notes.get(ctx.db, ctx.owner.id, target_id)
        return ctx.t(TARGET_NOTE, id=target_id) if note is not None else None
    reminder = await reminders.get(ctx.db, ctx.owner.id, target_id)
    return ctx.t(TARGET_REMINDER, id=target_id, text=short(reminder.text, 60)) if reminder is not None else None


@action("attach_upload", "Attach what the owner sent to the note or reminder its caption (or the moment) made.",
        effect="internal_write", agents=(), output=KeptData, check=CHECK, topic="note", from_channel_only=True,
        help=T("help.attach", "Attach a photo, document, place or forward", "Joindre une photo, un document, un "
               "lieu ou un transfert"),
        not_done=T("not_done.attach", "attached what you sent", "joint ce que tu as envoyé"))
async def attach_upload(ctx: ActionContext, a: AttachUpload) -> Outcome:
    """Link the upload to the owner's note or reminder; refused when there is no such item."""
    label = await target_label(ctx, a.target, a.target_id)
    if label is None:
        kind = ctx.t(KIND_NOTE if a.target == "note" else KIND_REMINDER)
        return Refused("not_found", ctx.t(NO_TARGET, kind=kind, id=a.target_id))
    k = Kept.model_validate(a.model_dump(exclude={"target", "target_id"}))
    row = await attachments.add(ctx.db, ctx.owner.id, a.target, a.target_id, ctx.now, **_fields(k))
    origin = k.origin or ctx.t(SOMEONE)
    match k.kind:
        case "photo":
            text = ctx.t(ATTACHED_PHOTO, target=label, reading=reading(k, ctx.lang, k.text_cap))
        case "document":
            text = ctx.t(ATTACHED_DOCUMENT, label=document_label(k, ctx.lang), target=label,
                         reading=reading(k, ctx.lang, k.text_cap))
        case "place":
            text = ctx.t(ATTACHED_PLACE, target=label, where=where(k.latitude, k.longitude, k.title, k.address))
        case _:
            text = ctx.t(ATTACHED_FORWARD, origin=origin, target=label)
    return Ok(text, _data(row))


def shown(note_id: int, row: Attachment) -> ShownData:
    """An attachment as what a reply sends back."""
    return ShownData(note_id=note_id, kind=row.kind, media=row.media, file_id=row.file_id, caption=row.caption,
                     latitude=float(row.latitude) if row.latitude is not None else None,
                     longitude=float(row.longitude) if row.longitude is not None else None,
                     title=row.title, address=row.address, created_at=row.created_at)


@action("show_attachment", "Send back the photo, file or place a note holds (by its note number).",
        effect="read", agents=BOTH, output=ShownData, check=CHECK, topic="note",
        help=T("help.show", "Send back a note's photo, file or place", "Renvoyer la photo, le fichier ou le lieu "
               "d'une note"),
        not_done=T("not_done.show", "sent that note's photo back", "renvoyé la photo de cette note"),
        command=Command("photo", T("usage.show", "/photo N", "/photo N"), int_then_rest("note_id")))
async def show_attachment(ctx: ActionContext, a: ShowAttachment) -> Outcome:
    """The note's photo, file or place, sent beside the reply (by Telegram file_id: nothing is re-uploaded)."""
    found = await attachments.of_note(ctx.db, ctx.owner.id, a.note_id)
    if found is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.note_id))
    _, row = found
    data = shown(a.note_id, row) if row is not None else None
    if row is None or data is None or data.enclosure() is None:
        return Refused("nothing_attached", ctx.t(NOTHING_TO_SEND, id=a.note_id))
    caption = f": {short(row.caption)}" if row.caption.strip() else ""
    if row.kind == "place":
        text = ctx.t(SHOWN_PLACE, id=a.note_id, where=where(row.latitude, row.longitude, row.title, row.address))
    elif row.kind == "document":
        text = ctx.t(SHOWN_DOCUMENT, id=a.note_id, name=row.file_name or "?")
    else:
        text = ctx.t(SHOWN_PHOTO, id=a.note_id, caption=caption)
    return Ok(text, data)


@action("replace_note", "Retire a note and save its new version (an edited message, confirmed by the owner).",
        effect="internal_write", agents=(), output=ReplacedData, check=CHECK, topic="note", from_channel_only=True,
        help=T("help.replace", "Replace a note by its edited version", "Remplacer une note par sa version modifiée"),
        not_done=T("not_done.replace", "replaced any note", "remplacé de note"))
async def replace_note(ctx: ActionContext, a: ReplaceNote) -> Outcome:
    """The old note is retired (kept, dated, with the reason), the new text saved as a new note."""
    old = await notes.get(ctx.db, ctx.owner.id, a.note_id)
    if old is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.note_id))
    if old.retired_at is not None:
        return Refused("already_retired", ctx.t(ALREADY_RETIRED, id=a.note_id))
    if len(a.text) > ctx.limits.note_max_chars:
        return Refused("too_long", ctx.t(TOO_LONG, limit=ctx.limits.note_max_chars, size=len(a.text)))
    notes.retire(old, ctx.now, ctx.t(EDIT_REASON))
    new = await notes.add(ctx.db, ctx.owner.id, a.text, ctx.now)
    return Ok(ctx.t(REPLACED, old=old.number, id=new.number, text=short(a.text, 200)),
              ReplacedData(retired_id=old.number, id=new.number, text=a.text))
