"""Note actions: create, list, retire."""

from __future__ import annotations

from pipeline.catalog import CreateNote, ListNotes, RetireNote
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from pipeline.rules.formats import day_label
from pipeline.rules.words import content_words
from stores import notes


def note_dict(n: notes.Note) -> dict[str, object]:
    """A note as data."""
    return {"id": n.id, "text": n.text, "created_at": n.created_at.isoformat(),
            "retired_at": n.retired_at.isoformat() if n.retired_at else None, "retire_reason": n.retire_reason}



async def create_note(ctx: ActionContext, a: CreateNote) -> Outcome:
    """Store the text verbatim, or refuse it whole when it is blank or too long."""
    if not a.text.strip():
        return Refused("empty", ctx.tr("The note is empty. Nothing was saved.", "La note est vide. Rien n'a été enregistré."))
    limit = ctx.limits.note_max_chars
    if len(a.text) > limit:
        return Refused("too_long", ctx.tr(
            f"A note holds at most {limit} characters and this one has {len(a.text)}. Nothing was saved; "
            "split it into several notes.",
            f"Une note contient au plus {limit} caractères et celle-ci en a {len(a.text)}. Rien n'a été "
            "enregistré ; découpe-la en plusieurs notes."))
    note = await notes.add(ctx.db, ctx.owner.id, a.text, ctx.now)
    short = " ".join(a.text.split())
    what = f": {short}" if len(short) <= 80 else ctx.tr(f" ({len(a.text)} characters)", f" ({len(a.text)} caractères)")
    return Ok(ctx.tr(f"Saved note #{note.id}{what}", f"Note n°{note.id} enregistrée{what}"), note_dict(note))


async def list_notes(ctx: ActionContext, a: ListNotes) -> Outcome:
    """Notes newest first; an empty list is said plainly."""
    query = (a.query or "").strip()
    words = content_words(query) or query.split()  # "the" alone still searches for "the"
    rows = await notes.listing(ctx.db, ctx.owner.id, words, a.include_retired, a.limit)
    if not rows:
        if query:
            text = ctx.tr(f"No note contains '{a.query}'.", f"Aucune note ne contient « {a.query} ».")
        else:
            text = ctx.tr("You have no notes.", "Tu n'as aucune note.")
        return Ok(text, {"notes": []})
    lines = [ctx.tr("Your notes:", "Tes notes :")]
    for n in rows:
        day = day_label(ctx.local(n.created_at).date(), ctx.owner.language)
        retired = ctx.tr(" (retired)", " (retirée)") if n.retired_at else ""
        lines.append(f"#{n.id} · {day}{retired}\n{n.text}")
    return Ok("\n\n".join(lines), {"notes": [note_dict(n) for n in rows]})


async def retire_note(ctx: ActionContext, a: RetireNote) -> Outcome:
    """Retire a note with a date and a reason; it stays in the database."""
    note = await notes.get(ctx.db, ctx.owner.id, a.note_id)
    if note is None:
        return Refused("not_found", ctx.tr(f"There is no note #{a.note_id}.", f"Il n'y a pas de note n°{a.note_id}."))
    if note.retired_at is not None:
        day = day_label(ctx.local(note.retired_at).date(), ctx.owner.language)
        return Refused("already_retired", ctx.tr(f"Note #{note.id} was already retired on {day}.",
                                                 f"La note n°{note.id} a déjà été retirée le {day}."))
    notes.retire(note, ctx.now, a.reason)
    return Ok(ctx.tr(f"Retired note #{note.id} (kept in the archive).",
                     f"Note n°{note.id} retirée (gardée dans l'archive)."), note_dict(note))
