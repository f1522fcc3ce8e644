"""Projects, their phase history and their decisions."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Decision, PhaseChange, Project


async def add(session: AsyncSession, owner_id: int, name: str, description: str, phase: str,
              now: datetime) -> Project:
    """Create a project and record its first phase."""
    project = Project(owner_id=owner_id, name=name, description=description, phase=phase,
                      created_at=now, updated_at=now)
    session.add(project)
    await session.flush()
    session.add(PhaseChange(owner_id=owner_id, project_id=project.id, from_phase=None, to_phase=phase, at=now))
    return project


async def by_name(session: AsyncSession, owner_id: int, name: str) -> Project | None:
    """The owner's active project with that name (case-insensitive, surrounding spaces ignored)."""
    stmt = select(Project).where(
        Project.owner_id == owner_id, Project.retired_at.is_(None),
        func.lower(Project.name) == name.strip().lower(),
    )
    return (await session.execute(stmt)).scalar_one_or_none()


async def by_ids(session: AsyncSession, owner_id: int, ids: set[int]) -> dict[int, Project]:
    """The owner's projects with these ids."""
    if not ids:
        return {}
    stmt = select(Project).where(Project.owner_id == owner_id, Project.id.in_(ids))
    return {p.id: p for p in (await session.execute(stmt)).scalars()}


async def listing(session: AsyncSession, owner_id: int, include_done: bool) -> Sequence[Project]:
    """Active projects, most recently touched first."""
    stmt = select(Project).where(Project.owner_id == owner_id, Project.retired_at.is_(None))
    if not include_done:
        stmt = stmt.where(Project.phase != "done")
    return (await session.execute(stmt.order_by(Project.updated_at.desc(), Project.id))).scalars().all()


def change_phase(session: AsyncSession, project: Project, phase: str, now: datetime) -> None:
    """Move a project to `phase` (the caller has checked the transition) and log it."""
    session.add(PhaseChange(owner_id=project.owner_id, project_id=project.id, from_phase=project.phase,
                            to_phase=phase, at=now))
    project.phase = phase
    project.updated_at = now


def rename(project: Project, name: str, now: datetime) -> None:
    """Give a project a new name (the caller has checked that no other project of the owner bears it)."""
    project.name = name
    project.updated_at = now


async def phase_changes(session: AsyncSession, owner_id: int, start: datetime, end: datetime
                        ) -> Sequence[PhaseChange]:
    """Phase changes in [start, end), oldest first."""
    stmt = select(PhaseChange).where(
        PhaseChange.owner_id == owner_id, PhaseChange.at >= start, PhaseChange.at < end,
        PhaseChange.from_phase.is_not(None),
    )
    return (await session.execute(stmt.order_by(PhaseChange.at))).scalars().all()


async def add_decision(session: AsyncSession, project: Project, decision: str, why: str,
                       now: datetime) -> Decision:
    """Record a decision on a project."""
    row = Decision(owner_id=project.owner_id, project_id=project.id, decision=decision, why=why, decided_at=now)
    session.add(row)
    project.updated_at = now
    await session.flush()
    return row


async def decisions(session: AsyncSession, owner_id: int, *, project_id: int | None = None,
                    since: datetime | None = None, limit: int = 20) -> Sequence[Decision]:
    """Decisions, newest first, optionally for one project or since a time."""
    stmt = select(Decision).where(Decision.owner_id == owner_id, Decision.retired_at.is_(None))
    if project_id is not None:
        stmt = stmt.where(Decision.project_id == project_id)
    if since is not None:
        stmt = stmt.where(Decision.decided_at >= since)
    return (await session.execute(stmt.order_by(Decision.decided_at.desc()).limit(limit))).scalars().all()
