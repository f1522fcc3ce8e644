"""Reminder and briefing deliveries: claimed with SKIP LOCKED, confirmed only after Telegram says so."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import and_, exists, func, or_, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import BriefingPush, Owner, Reminder, ReminderDelivery

D = ReminderDelivery


@dataclass(frozen=True)
class Claimed:
    """A reminder occurrence this worker now holds the right to push."""

    delivery_id: int
    reminder_id: int
    owner_id: int
    chat_id: int
    text: str
    occurrence: datetime
    timezone: str
    recurrence: str
    attempts: int
    language: str = "en"
    number: int = 0  # the reminder's number for its owner (#N): what its buttons name
    series_time: str | None = None  # a series' rule: local "HH:MM" and day (see stores.models.Reminder)
    series_day: int | None = None
    uncertain: bool = False  # an earlier push of this occurrence may have reached the owner


async def claim_due(session: AsyncSession, *, now: datetime, worker: str, lease_until: datetime, limit: int,
                    skip_chats: Sequence[int] = (), due_by: datetime | None = None) -> list[Claimed]:
    """Lock reminders due by `due_by` (default: now) that nobody else holds (SKIP LOCKED) and record this
    worker's claim on each occurrence."""
    blocked = exists(select(D.id).where(
        D.reminder_id == Reminder.id, D.occurrence == Reminder.due_at,
        or_(D.status == "sent",
            and_(D.status == "sending", D.lease_until > now),
            and_(D.status.in_(("retry", "unknown")), D.next_attempt_at > now))))
    stmt = (select(Reminder, Owner.external_id, Owner.language)
            .join(Owner, Owner.id == Reminder.owner_id)
            .where(Reminder.status == "pending", Reminder.retired_at.is_(None), Reminder.due_at <= (due_by or now),
                   Owner.external_id.regexp_match(r"^[0-9]+$"), ~blocked)
            .order_by(Reminder.due_at, Reminder.id)
            .limit(limit)
            .with_for_update(of=Reminder, skip_locked=True))
    if skip_chats:
        stmt = stmt.where(Owner.external_id.not_in([str(c) for c in skip_chats]))
    claimed: list[Claimed] = []
    for reminder, external_id, language in (await session.execute(stmt)).all():
        row = (await session.execute(
            insert(D).values(owner_id=reminder.owner_id, reminder_id=reminder.id, occurrence=reminder.due_at,
                             status="sending", attempts=1, claimed_by=worker, lease_until=lease_until)
            .on_conflict_do_update(
                index_elements=[D.reminder_id, D.occurrence],
                # A claim whose lease ran out after its holder started a send: that push may have gone out.
                set_={"status": "sending", "attempts": D.attempts + 1, "claimed_by": worker,
                      "lease_until": lease_until, "requested_at": None,
                      "uncertain": D.uncertain | ((D.status == "sending") & D.requested_at.is_not(None))},
                where=D.status != "sent")
            .returning(D.id, D.attempts, D.uncertain))).first()
        if row is None:
            continue
        claimed.append(Claimed(row.id, reminder.id, reminder.owner_id, int(external_id), reminder.text,
                               reminder.due_at, reminder.timezone, reminder.recurrence, row.attempts,
                               language or "en", reminder.number, reminder.series_time, reminder.series_day,
                               bool(row.uncertain)))
    return claimed


async def still_mine(session: AsyncSession, delivery_id: int, worker: str, now: datetime,
                     lease_until: datetime) -> bool:
    """Renew this worker's claim just before sending (and note that a send may follow: should this worker die
    before recording how it went, the next claim knows the push may have gone out); False if the lease was lost
    meanwhile, or if the reminder was done, moved or retired since it was claimed."""
    unchanged = exists(select(Reminder.id).where(
        Reminder.id == D.reminder_id, Reminder.due_at == D.occurrence, Reminder.status == "pending",
        Reminder.retired_at.is_(None)))
    result = await session.execute(
        update(D).where(D.id == delivery_id, D.claimed_by == worker, D.status == "sending", unchanged)
        .values(lease_until=lease_until, requested_at=now).returning(D.id))
    if result.first() is not None:
        return True
    # The reminder changed under a live claim: close the claim now rather than leave it "sending" until its
    # lease runs out, so the history says what happened to this occurrence.
    await session.execute(
        update(D).where(D.id == delivery_id, D.claimed_by == worker, D.status == "sending", ~unchanged)
        .values(status="withdrawn", lease_until=None, last_error="reminder done, moved or retired before its push"))
    return False


async def mark_sent(session: AsyncSession, claimed: Claimed, *, now: datetime, message_id: int, late: bool,
                    next_due: datetime | None) -> None:
    """Telegram confirmed: record it, and move a recurring reminder to its next occurrence."""
    await session.execute(update(D).where(D.id == claimed.delivery_id).values(
        status="sent", sent_at=now, message_id=message_id, late=late, lease_until=None))
    if next_due is not None:
        await session.execute(update(Reminder).where(Reminder.id == claimed.reminder_id,
                                                     Reminder.due_at == claimed.occurrence).values(due_at=next_due))


async def mark_retry(session: AsyncSession, claimed: Claimed, *, status: str, next_attempt_at: datetime,
                     error: str, uncertain: bool = False) -> None:
    """Not confirmed: try again later (another worker may take it then); `uncertain`: an attempt's outcome is
    unknown, so the next one says it is sent again."""
    await session.execute(update(D).where(D.id == claimed.delivery_id).values(
        status=status, next_attempt_at=next_attempt_at, lease_until=None, last_error=error[:500],
        uncertain=D.uncertain | uncertain))


async def last_push(session: AsyncSession, owner_id: int) -> datetime | None:
    """When Telegram last confirmed a push (a reminder or a briefing) to the owner."""
    reminder = (await session.execute(select(func.max(D.sent_at)).where(
        D.owner_id == owner_id, D.status == "sent"))).scalar_one_or_none()
    briefing = (await session.execute(select(func.max(BriefingPush.at)).where(
        BriefingPush.owner_id == owner_id, BriefingPush.status == "sent"))).scalar_one_or_none()
    return max((t for t in (reminder, briefing) if t is not None), default=None)


async def briefing_owners(session: AsyncSession) -> Sequence[tuple[int, str, str | None, str]]:
    """(owner id, external id, zone, briefing time) of owners who asked for briefings."""
    stmt = select(Owner.id, Owner.external_id, Owner.timezone, Owner.briefing_time).where(
        Owner.briefing_time.is_not(None), Owner.external_id.regexp_match(r"^[0-9]+$"))
    return [(r[0], r[1], r[2], r[3] or "") for r in (await session.execute(stmt)).all()]


async def claim_briefing(session: AsyncSession, owner_id: int, kind: str, day: date, now: datetime) -> bool:
    """Take the (owner, kind, day) delivery key; False if that briefing was already pushed or is being pushed."""
    result = await session.execute(
        insert(BriefingPush).values(owner_id=owner_id, kind=kind, day=day, status="sending", at=now)
        .on_conflict_do_update(index_elements=[BriefingPush.owner_id, BriefingPush.kind, BriefingPush.day],
                               set_={"status": "sending", "at": now}, where=BriefingPush.status == "failed")
        .returning(BriefingPush.id))
    return result.first() is not None


async def briefing_done(session: AsyncSession, owner_id: int, kind: str, day: date, status: str) -> None:
    """Record how a briefing push ended."""
    await session.execute(update(BriefingPush).where(
        BriefingPush.owner_id == owner_id, BriefingPush.kind == kind, BriefingPush.day == day).values(status=status))
