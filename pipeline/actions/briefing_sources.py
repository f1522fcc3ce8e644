"""What the briefings read beyond Arthur's own data: today's events, the week's meeting hours, unread mail from
people the owner knows. A source that is not connected adds nothing; one that fails says so in a line."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from pipeline.action_context import ActionContext
from pipeline.actions.accounts import calendar_account, mail_account
from pipeline.actions.agenda import event_line, events_between
from pipeline.outcomes import Refused
from pipeline.rules.worktime import format_duration
from pipeline.texts import Texts
from stores import contacts, drafts, owners
from stores.calendar import CalendarError
from stores.ical import CalEvent
from stores.mailbox import MailError

T = Texts("briefing_sources")
AGENDA = T("agenda", "Agenda:", "Agenda :")
NO_EVENTS = T("no_events", "• nothing in your calendar today", "• rien dans ton agenda aujourd'hui")
CALENDAR_DOWN = T("calendar_down", "• your calendar couldn't be read ({detail})",
                  "• ton agenda n'a pas pu être lu ({detail})")
MEETINGS = T("meetings", "Meetings: {total} ({n} events)", "Réunions : {total} ({n} événements)")
MEETINGS_DOWN = T("meetings_down", "Meetings: your calendar couldn't be read ({detail})",
                  "Réunions : ton agenda n'a pas pu être lu ({detail})")
UNREAD_KNOWN = T("unread_known", "Mail: {n} unread from people you know{who}.",
                 "Mail : {n} non lus de personnes que tu connais{who}.")
MAIL_DOWN = T("mail_down", "Mail: your mailbox couldn't be read ({detail}).",
              "Mail : ta boîte n'a pas pu être lue ({detail}).")


@dataclass(frozen=True)
class Found:
    """Lines for the briefing and the figures behind them."""

    lines: list[str]
    events: int = 0
    seconds: float = 0.0
    unread_known: int | None = None


async def _events(ctx: ActionContext, first: date, last: date) -> list[CalEvent] | str | None:
    account = await calendar_account(ctx)
    if isinstance(account, Refused):
        return None if account.code in ("not_connected", "no_connector") else account.message
    try:
        return await events_between(ctx, account, first, last)
    except CalendarError as exc:
        return exc.detail or exc.kind


async def today_agenda(ctx: ActionContext) -> Found:
    """Today's events (cancelled ones marked), when a calendar is connected."""
    found = await _events(ctx, ctx.today, ctx.today)
    if found is None:
        return Found([])
    if isinstance(found, str):
        return Found(["", ctx.t(AGENDA), ctx.t(CALENDAR_DOWN, detail=found)])
    lines = [event_line(ctx, e) for e in found] or [ctx.t(NO_EVENTS)]
    return Found(["", ctx.t(AGENDA), *lines], events=sum(1 for e in found if not e.cancelled))


async def week_meetings(ctx: ActionContext, monday: date) -> Found:
    """Hours in timed, not cancelled events this week (all-day events count none)."""
    found = await _events(ctx, monday, monday + timedelta(days=6))
    if found is None:
        return Found([])
    if isinstance(found, str):
        return Found([ctx.t(MEETINGS_DOWN, detail=found)])
    timed = [e for e in found if not e.cancelled and not e.all_day]
    seconds = sum(e.seconds() for e in timed)
    return Found([ctx.t(MEETINGS, total=format_duration(seconds), n=len(timed))], events=len(timed), seconds=seconds)


async def unread_from_known(ctx: ActionContext) -> Found:
    """'3 unread from people you know' — only when the owner turned it on (`/briefing mail on`)."""
    if not await owners.briefing_mail(ctx.db, ctx.owner.id):
        return Found([])
    account = await mail_account(ctx)
    if isinstance(account, Refused):
        return Found(["", account.message])
    assert ctx.ports.mailboxes is not None
    try:
        unread = await ctx.ports.mailboxes.recent(account, unread=True, limit=50)
    except MailError as exc:
        return Found(["", ctx.t(MAIL_DOWN, detail=exc.detail or exc.kind)])
    known_addresses = {addr.lower() for addr in await drafts.addresses_written_to(ctx.db, ctx.owner.id)}
    names = {c.name.lower() for c in await contacts.listing(ctx.db, ctx.owner.id)}
    known = [m for m in unread if m.sender_address.lower() in known_addresses or (m.sender_name or "").lower() in names]
    who = f" ({', '.join(sorted({m.sender_name or m.sender_address for m in known}))})" if known else ""
    return Found(["", ctx.t(UNREAD_KNOWN, n=len(known), who=who)], unread_known=len(known))
