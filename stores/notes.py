"""Notes: memos stored verbatim, listed newest first, retired never deleted."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Note


@dataclass(frozen=True)
class NoteRow:
    """A note as listed or just saved: read-only (retiring one goes through `get`, which gives the table row).
    `attachment_id`: the first attachment kept with it, if any."""

    id: int
    number: int
    text: str
    created_at: datetime
    retired_at: datetime | None = None
    retire_reason: str | None = None
    attachment_id: int | None = None


# Saving and listing notes are on every surface's hot path: one statement each, no ORM object (an ORM flush or
# query costs ~0.25 ms of event-loop CPU more here).
_ADD = "INSERT INTO notes (owner_id, text, created_at) VALUES ($1, $2, $3) RETURNING id, number"
_LIST = ("SELECT n.id, n.number, n.text, n.created_at, n.retired_at, n.retire_reason, "
         "(SELECT min(a.id) FROM attachments a WHERE a.owner_id = n.owner_id AND a.target = 'note' "
         "AND a.target_id = n.number AND a.retired_at IS NULL) "
         "FROM notes n WHERE n.owner_id = $1{retired}{words} ORDER BY n.created_at DESC, n.id DESC LIMIT $2")
# A word matches anywhere, case-insensitively, as a literal (% and _ in it are not wildcards).
_WORD = " AND n.text ILIKE '%' || ${n} || '%' ESCAPE '/'"


async def add(session: AsyncSession, owner_id: int, text: str, now: datetime) -> NoteRow:
    """Store a note exactly as given (in the session's transaction); its number is the database's."""
    conn = await session.connection()
    found: Any = (await conn.exec_driver_sql(_ADD, (owner_id, text, now))).one()
    return NoteRow(id=found[0], number=found[1], text=text, created_at=now)


async def get(session: AsyncSession, owner_id: int, number: int) -> Note | None:
    """The owner's note #number, or None (numbers are per owner: another owner's note cannot be reached)."""
    return (
        await session.execute(select(Note).where(Note.owner_id == owner_id, Note.number == number))
    ).scalar_one_or_none()


async def listing(
    session: AsyncSession, owner_id: int, words: Sequence[str], include_retired: bool, limit: int
) -> Sequence[NoteRow]:
    """The owner's notes, newest first, optionally only those containing every one of `words`
    (case-insensitive, in any order), each with its first attachment's id."""
    sql = _LIST.format(retired="" if include_retired else " AND n.retired_at IS NULL",
                       words="".join(_WORD.format(n=i) for i in range(3, 3 + len(words))))
    conn = await session.connection()
    rows: Any = await conn.exec_driver_sql(sql, (owner_id, limit, *(_literal(w) for w in words)))
    return [NoteRow(*row) for row in rows]


def _literal(word: str) -> str:
    """`word` for LIKE … ESCAPE '/': its wildcards and the escape character itself taken literally."""
    return word.replace("/", "//").replace("%", "/%").replace("_", "/_")


def retire(note: Note, now: datetime, reason: str) -> None:
    """Take a note out of circulation, dated and explained."""
    note.retired_at = now
    note.retire_reason = reason
