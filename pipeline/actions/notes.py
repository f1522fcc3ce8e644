"""Notes: memos stored verbatim, listed newest first, retired (never deleted)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import (
    BOTH,
    ActionInput,
    Claims,
    Command,
    Id,
    Intent,
    IntentMatch,
    Names,
    Understood,
    action,
)
from pipeline.command_syntax import int_then_rest, rest_as
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.rules import note_meaning
from pipeline.rules.formats import day_label
from pipeline.rules.words import content_words
from pipeline.texts import Texts
from pipeline.upload_words import mark
from pipeline.upload_words import short as one_line
from stores import attachments, notes

T = Texts("notes")
NOT_FOUND = T("not_found", "There is no note #{id}.", "Il n'y a pas de note n°{id}.")


class CreateNote(ActionInput):
    text: str = Field(min_length=1, description="The note's text, verbatim.")


class ListNotes(ActionInput):
    query: str | None = Field(default=None, description="Only notes containing all these words.")
    include_retired: bool = False
    limit: int = Field(default=50, ge=1, le=500)


class RetireNote(ActionInput):
    note_id: Annotated[int, Names(NOT_FOUND)] = Id
    reason: str = Field(default="retired by the owner", min_length=1, max_length=500)


class NoteData(Record):
    id: int
    text: str
    created_at: datetime
    retired_at: datetime | None = None
    retire_reason: str | None = None
    attachment: str | None = None  # photo | document | place | forward: the note holds an upload


class NoteList(Listing):
    notes: tuple[NoteData, ...]
    in_other_words: tuple[int, ...] = ()  # the notes that hold the search's words only in other forms or languages

    def found(self) -> int:
        return len(self.notes)


CHECK = T("check", "/notes", "/notes")
EMPTY = T("empty", "The note is empty. Nothing was saved.", "La note est vide. Rien n'a été enregistré.")
TOO_LONG = T("too_long", "A note holds at most {limit} characters and this one has {size}. Nothing was saved; split "
             "it into several notes.", "Une note contient au plus {limit} caractères et celle-ci en a {size}. Rien "
             "n'a été enregistré ; découpe-la en plusieurs notes.")
CHARACTERS = T("characters", " ({size} characters)", " ({size} caractères)")
SAVED = T("saved", "Saved note #{id}{what}", "Note n°{id} enregistrée{what}")
NONE_MATCH = T("none_match", "No note contains '{query}'.", "Aucune note ne contient « {query} ».")
ALSO_OTHER_WORDS = T("also_other_words", "Also, in other words:", "Et, dit autrement :")
OTHER_WORDS = T("other_words", "No note contains '{query}' word for word; these say it in other words:",
                "Aucune note ne contient « {query} » mot pour mot ; celles-ci le disent autrement :")
NONE = T("none", "You have no notes.", "Tu n'as aucune note.")
HEADER = T("header", "Your notes:", "Tes notes :")
RETIRED_MARK = T("retired_mark", " (retired)", " (retirée)")
ALREADY_RETIRED = T("already_retired", "Note #{id} was already retired on {day}.",
                    "La note n°{id} a déjà été retirée le {day}.")
RETIRED = T("retired", "Retired note #{id} (kept in the archive).", "Note n°{id} retirée (gardée dans l'archive).")


def note_data(n: notes.Note | notes.NoteRow, attachment: str | None = None) -> NoteData:
    """A note as data (`attachment`: the kind of upload it holds, if any)."""
    return NoteData(id=n.number, text=n.text, created_at=n.created_at, retired_at=n.retired_at,
                    retire_reason=n.retire_reason, attachment=attachment)


@action("create_note", "Save a note (a memo with no effect on behaviour), verbatim.",
        effect="internal_write", agents=BOTH, output=NoteData, check=CHECK, topic="note",
        help=T("help.create", "Save a note", "Enregistrer une note"),
        not_done=T("not_done.create", "saved any note", "enregistré de note"),
        command=Command("note", T("usage.create", "/note TEXT", "/note TEXTE"), rest_as("text", verbatim=True)),
        intents=(Intent("CreateNote",
                        en=("note that {text}", "note[:] {text}", "(take|make) [a] note[:] [that] {text}",
                            "jot down[:] {text}", "write down[:] {text}", "add [a] note[:] {text}"),
                        fr=("note que {text}", "note[:] {text}", "prends note (que|de|:) {text}",
                            "(ajoute|crée) une note[:] {text}", "écris[:] {text}"),
                        slots={"text": "text"}),),
        claims=Claims("create", "note",
                      en=(r"\bi'?ll (?:make a )?note (?:of )?(?:it|that|this)\b",
                          r"\b(?:i've|i have) (?:just )?(?:noted|jotted|written) (?:it|that|this)\b",
                          r"\bi (?:noted|jotted|wrote)\b"),
                      fr=(r"\bje (?:l'|les )?ai (?:bien )?(?:noté|notée|notés|notées)\b", r"\bje vais (?:le )?noter\b",
                          r"\bj'ai pris note\b")))
async def create_note(ctx: ActionContext, a: CreateNote) -> Outcome:
    """Store the text verbatim, or refuse it whole when it is blank or too long."""
    if not a.text.strip():
        return Refused("empty", ctx.t(EMPTY))
    limit = ctx.limits.note_max_chars
    if len(a.text) > limit:
        return Refused("too_long", ctx.t(TOO_LONG, limit=limit, size=len(a.text)))
    note = await notes.add(ctx.db, ctx.owner.id, a.text, ctx.now)
    short = " ".join(a.text.split())
    what = f": {short}" if len(short) <= 80 else ctx.t(CHARACTERS, size=len(a.text))
    return Ok(ctx.t(SAVED, id=note.number, what=what), note_data(note))


MEANING_SCAN = 300  # the newest notes a search with words also reads for them in other forms or languages
_ARTICLE = re.compile(r"^(?:the|my|a|an|le|la|les|l'|mon|ma|mes|un|une)\s+|^l'", re.I)


def _lookup(m: IntentMatch) -> Understood:
    """'what's the wifi password?': the owner's notes and memory, both searched. Not confident: with a language
    model, such a question may be about the world rather than the owner's notes."""
    query = _ARTICLE.sub("", m.slots["query"].strip().rstrip("?!. ").strip())
    return Understood(m.intent, "list_notes", {"query": query, "limit": 5}, confident=False,
                      more=(("search_memory", {"query": query, "notes": False}),))


@action("list_notes", "List the owner's notes, newest first, optionally filtered by text.",
        effect="read", agents=BOTH, output=NoteList, check=CHECK, topic="note",
        help=T("help.list", "List notes", "Lister les notes"),
        not_done=T("not_done.list", "read your notes", "lu tes notes"),
        command=Command("notes", T("usage.list", "/notes [TEXT]", "/notes [TEXTE]"), rest_as("query", optional=True)),
        intents=(Intent("ListNotes", en=("(show|list|read) [me] my notes", "what are my notes", "my notes"),
                        fr=("(montre|liste|lis)[-moi] mes notes", "quelles sont mes notes", "mes notes")),
                 Intent("Lookup",
                        en=("what('s| is| was| are| were) [the|my] {query}", "where('s| is| are) [the|my] {query}",
                            "when('s| is) [the|my] {query}", "(find|look up|look for) [the|my] {query}",
                            "search [my notes] for {query}", "do I have [a|any] note[s] (about|on) {query}"),
                        fr=("(quel|quelle|quels|quelles) (est|sont|était) [le|la|les|l'|mon|ma|mes] {query}",
                            "c'est quoi [le|la|les|l'|mon|ma|mes] {query}",
                            "(où|quand) (est|sont) [le|la|les|l'|mon|ma|mes] {query}",
                            "(cherche|retrouve|trouve)[-moi] [le|la|les|l'|mon|ma|mes] {query}",
                            "j'ai une note sur {query}"),
                        build=_lookup)))
async def list_notes(ctx: ActionContext, a: ListNotes) -> Outcome:
    """Notes newest first; an empty list is said plainly."""
    query = (a.query or "").strip()
    words = content_words(query) or query.split()  # "the" alone still searches for "the"
    rows = list(await notes.listing(ctx.db, ctx.owner.id, words, a.include_retired, a.limit))
    others: list[notes.NoteRow] = []
    if query and len(rows) < a.limit:  # also those holding the words in other forms or the other language
        shown = {n.number for n in rows}
        others = [n for n in await _in_other_words(ctx, query, a.include_retired, a.limit) if n.number not in shown]
        others = others[:a.limit - len(rows)]
    if not rows and not others:
        return Ok(ctx.t(NONE_MATCH, query=a.query) if query else ctx.t(NONE), NoteList(notes=()))
    everything = rows + others
    kept = await attachments.with_ids(ctx.db, ctx.owner.id, [n.attachment_id for n in everything if n.attachment_id])
    held = {n.number: kept[n.attachment_id] for n in everything if n.attachment_id in kept}  # photos, places…: marked
    lines = [ctx.t(HEADER)] if rows else []
    for n in everything:
        if others and n is others[0]:
            lines.append(ctx.t(ALSO_OTHER_WORDS) if rows else ctx.t(OTHER_WORDS, query=a.query))
        day = day_label(ctx.local(n.created_at).date(), ctx.lang)
        retired = ctx.t(RETIRED_MARK) if n.retired_at else ""
        upload = held.get(n.number)
        body = n.text if upload is None else one_line(n.text, 300)
        lines.append(f"#{n.number} · {day}{retired}{mark(upload, n.number, ctx.lang) if upload else ''}\n{body}")
    return Ok("\n\n".join(lines), NoteList(notes=tuple(
        note_data(n, held[n.number].kind if n.number in held else None) for n in everything),
        in_other_words=tuple(n.number for n in others)))


async def _in_other_words(ctx: ActionContext, query: str, include_retired: bool, limit: int) -> list[notes.NoteRow]:
    """Among the newest MEANING_SCAN notes, those that hold every word of the search, as written or in another form
    or language (pipeline/rules/note_meaning.py): without the encoder's word vectors, only folded forms
    ("chaudiere")."""
    scanned = await notes.listing(ctx.db, ctx.owner.id, (), include_retired, MEANING_SCAN)
    texts = [n.text for n in scanned]
    embedder = ctx.ports.embedder
    vectors = await embedder.word_vectors(note_meaning.words_needed(query, texts)) if embedder is not None else None
    return [scanned[i] for i in note_meaning.matching(query, texts, vectors or {})][:limit]


@action("retire_note", "Retire a note (it is kept, dated, with a reason; nothing is deleted).",
        unknown_shows="list_notes", effect="internal_write", agents=BOTH, output=NoteData, check=CHECK, topic="note",
        help=T("help.retire", "Retire a note", "Retirer une note"),
        not_done=T("not_done.retire", "retired any note", "retiré de note"),
        command=Command("retire_note", T("usage.retire", "/retire_note N [REASON]", "/retire_note N [RAISON]"),
                        int_then_rest("note_id", "reason")),
        claims=Claims("remove", "note"))
async def retire_note(ctx: ActionContext, a: RetireNote) -> Outcome:
    """Retire a note with a date and a reason; it stays in the database."""
    note = await notes.get(ctx.db, ctx.owner.id, a.note_id)
    if note is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.note_id))
    if note.retired_at is not None:
        return Refused("already_retired", ctx.t(ALREADY_RETIRED, id=note.number,
                                                day=day_label(ctx.local(note.retired_at).date(), ctx.lang)))
    notes.retire(note, ctx.now, a.reason)
    return Ok(ctx.t(RETIRED, id=note.number), note_data(note))

