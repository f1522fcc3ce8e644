"""Work sessions and their pause segments."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import and_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import WorkPause, WorkSession


async def open_session(session: AsyncSession, owner_id: int, *, lock: bool = False) -> WorkSession | None:
    """The owner's running or paused session, if any (locked for update when asked)."""
    stmt = select(WorkSession).where(WorkSession.owner_id == owner_id,
                                     WorkSession.status.in_(("running", "paused")))
    if lock:
        stmt = stmt.with_for_update()
    return (await session.execute(stmt)).scalar_one_or_none()


async def start(session: AsyncSession, owner_id: int, project_id: int, now: datetime) -> WorkSession:
    """Open a running session."""
    row = WorkSession(owner_id=owner_id, project_id=project_id, status="running", started_at=now)
    session.add(row)
    await session.flush()
    return row


async def open_pause(session: AsyncSession, ws: WorkSession) -> WorkPause | None:
    """The pause segment currently open on a session."""
    stmt = select(WorkPause).where(WorkPause.session_id == ws.id, WorkPause.owner_id == ws.owner_id,
                                   WorkPause.ended_at.is_(None))
    return (await session.execute(stmt)).scalar_one_or_none()


def pause(session: AsyncSession, ws: WorkSession, now: datetime) -> None:
    """Open a pause segment."""
    session.add(WorkPause(owner_id=ws.owner_id, session_id=ws.id, started_at=now))
    ws.status = "paused"


async def overlapping(session: AsyncSession, owner_id: int, start: datetime, end: datetime
                      ) -> tuple[Sequence[WorkSession], dict[int, list[WorkPause]]]:
    """Sessions that overlap [start, end), with their pauses, in two queries; a session still open that started at
    `end` itself (a reading the same instant as /start) counts too, so that it reads as open, not as none."""
    stmt = select(WorkSession).where(
        WorkSession.owner_id == owner_id,
        or_(WorkSession.started_at < end, and_(WorkSession.ended_at.is_(None), WorkSession.started_at <= end)),
        or_(WorkSession.ended_at.is_(None), WorkSession.ended_at > start),
    ).order_by(WorkSession.started_at)
    rows = (await session.execute(stmt)).scalars().all()
    pauses: dict[int, list[WorkPause]] = {r.id: [] for r in rows}
    if rows:
        pstmt = select(WorkPause).where(WorkPause.owner_id == owner_id,
                                        WorkPause.session_id.in_(list(pauses)))
        for p in (await session.execute(pstmt)).scalars():
            pauses[p.session_id].append(p)
    return rows, pauses


async def pauses_of(session: AsyncSession, ws: WorkSession) -> list[WorkPause]:
    """All pause segments of one session."""
    stmt = select(WorkPause).where(WorkPause.session_id == ws.id, WorkPause.owner_id == ws.owner_id)
    return list((await session.execute(stmt.order_by(WorkPause.started_at))).scalars())
