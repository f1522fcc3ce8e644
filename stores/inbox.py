"""The durable Telegram inbox: an update is recorded on receipt and marked done after its turn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from stores import outbox
from stores.autocommit import Autocommit
from stores.channel_models import InboxUpdate
from stores.models import Owner


@dataclass(frozen=True)
class Arrival:
    """An update as it arrives, before its turn."""

    bot_id: int
    update_id: int
    owner_id: int
    chat_id: int
    kind: str
    text: str
    received_at: datetime
    message_id: int | None = None  # the Telegram message, when the update carries one


async def claim_many(db: Autocommit, arrivals: Sequence[Arrival]) -> list[bool]:
    """Record updates in one statement; per update, False when it was already recorded (a duplicate, also
    within the batch itself: handle it once only)."""
    firsts = {(a.bot_id, a.update_id): i for i, a in reversed(list(enumerate(arrivals)))}
    rows = [arrivals[i] for i in sorted(firsts.values())]
    fresh = {(r["bot_id"], r["update_id"]) for r in await db.fetch(
        "INSERT INTO telegram_inbox (bot_id, update_id, owner_id, chat_id, kind, text, received_at, message_id, "
        "status) SELECT u.*, 'received' FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], "
        "$5::text[], $6::text[], $7::timestamptz[], $8::bigint[]) AS u "
        "ON CONFLICT (bot_id, update_id) DO NOTHING RETURNING bot_id, update_id",
        [a.bot_id for a in rows], [a.update_id for a in rows], [a.owner_id for a in rows],
        [a.chat_id for a in rows], [a.kind for a in rows], [a.text for a in rows], [a.received_at for a in rows],
        [a.message_id for a in rows])}
    return [firsts[(a.bot_id, a.update_id)] == i and (a.bot_id, a.update_id) in fresh
            for i, a in enumerate(arrivals)]


async def claim_again(db: Autocommit, a: Arrival) -> bool:
    """Record an update replayed from the spool: True if it was not recorded yet, or was recorded and never
    handled (a write that went through while its answer was lost with the connection)."""
    row = await db.fetchrow(
        "INSERT INTO telegram_inbox (bot_id, update_id, owner_id, chat_id, kind, text, received_at, status) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7, 'received') ON CONFLICT (bot_id, update_id) DO UPDATE "
        "SET status = 'received' WHERE telegram_inbox.status = 'received' RETURNING update_id",
        a.bot_id, a.update_id, a.owner_id, a.chat_id, a.kind, a.text, a.received_at)
    return row is not None


@dataclass(frozen=True)
class Finished:
    """An update handled, what happened to its reply, and (`reply`) how its outbox entry's attempt ended."""

    bot_id: int
    update_id: int
    at: datetime
    reply_status: str
    status: str = "done"
    reply: outbox.Settled | None = None


# The update is closed in the same statement as its reply's outcome is recorded: a run that dies leaves both
# open (the reply may have gone: a later attempt says it is sent again) or both closed, never one of them.
# Its commit does not wait for the disk (synchronous_commit off, for this statement's transaction only): should
# the server itself crash in the next few hundred milliseconds and lose it, the update is open again and its
# reply is sent again saying so, which is what a lost closing costs anyway. Load bench: the replies of a burst
# no longer queue behind these flushes.
_FINISH = f"""WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true) AS v),
settled AS ({outbox.SETTLE} RETURNING r.turn_key)
UPDATE telegram_inbox i SET status = u.status, finished_at = u.at, reply_status = u.reply_status
FROM unnest($9::bigint[], $10::bigint[], $11::text[], $12::timestamptz[], $13::text[])
     AS u(bot_id, update_id, status, at, reply_status)
WHERE i.bot_id = u.bot_id AND i.update_id = u.update_id AND (SELECT v FROM relaxed) = 'off'"""


# The closing, with nothing to close: to prepare it on every connection before the first burst.
PRIMER: tuple[str, Sequence[Any]] = (_FINISH, ([], [], [], [], [], [], [], [], [], [], [], [], []))


async def finish_many(db: Autocommit, rows: Sequence[Finished]) -> list[None]:
    """Mark updates handled, with their replies' outcomes, in one statement."""
    replies = [r.reply for r in rows if r.reply is not None]
    await db.execute(_FINISH, *outbox.settle_args(replies), [r.bot_id for r in rows], [r.update_id for r in rows],
                     [r.status for r in rows], [r.at for r in rows], [r.reply_status for r in rows])
    return [None] * len(rows)


@dataclass(frozen=True)
class Left:
    """An update a previous run left unfinished (its turn may have started, or may not)."""

    arrival: Arrival
    owner_external_id: str


async def take_unfinished(session: AsyncSession, bot_id: int) -> list[Left]:
    """Updates received but never finished (the process stopped), in arrival order. They stay 'received' until
    handled: a start cut off in turn finds them again."""
    stmt = (select(InboxUpdate, Owner.external_id).join(Owner, Owner.id == InboxUpdate.owner_id)
            .where(InboxUpdate.bot_id == bot_id, InboxUpdate.status == "received")
            .order_by(InboxUpdate.update_id))
    return [Left(Arrival(r.bot_id, r.update_id, r.owner_id, r.chat_id, r.kind, r.text, r.received_at), external_id)
            for r, external_id in (await session.execute(stmt)).all()]


async def first_update_of(db: Autocommit, bot_id: int, chat_id: int, message_id: int) -> int | None:
    """The update that brought a message (not one of its edits), or None when it was never recorded."""
    row = await db.fetchrow(
        "SELECT update_id FROM telegram_inbox WHERE bot_id = $1 AND chat_id = $2 AND message_id = $3 "
        "AND kind <> 'edit' ORDER BY update_id LIMIT 1", bot_id, chat_id, message_id)
    return int(row["update_id"]) if row is not None else None
