"""The agenda: read the owner's own CalDAV calendar (a day or a range, in the owner's zone, recurrences and
all-day events expanded) and add events to it; an event with attendees sends invitations, so it asks first."""

from __future__ import annotations

import re
import uuid
from datetime import UTC, date, datetime, timedelta

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.actions.accounts import calendar_account, calendar_read_error, unknown
from pipeline.catalog import (
    STEWARD,
    ActionInput,
    Claims,
    Clarify,
    Command,
    Intent,
    IntentMatch,
    Understood,
    UsageError,
    action,
)
from pipeline.command_syntax import MISSING
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.rules.agenda_phrases import Slot, days_asked, slot_of
from pipeline.rules.dates import DateProblem, day_bounds, localize, parse_day
from pipeline.rules.formats import day_label
from pipeline.texts import Texts
from stores.calendar import CalendarAccount, CalendarError
from stores.ical import CalEvent, NewEvent

T = Texts("agenda")
_DAY = re.compile(r"^\d{4}-\d{1,2}-\d{1,2}$")


class ReadAgenda(ActionInput):
    day: str = Field(default="today", description="'today', 'tomorrow' or YYYY-MM-DD (the first day).")
    until: str | None = Field(default=None, description="Last day of a range, YYYY-MM-DD (inclusive).")


class CreateEvent(ActionInput):
    title: str = Field(min_length=1, max_length=300)
    start: str = Field(min_length=10, max_length=20, description="Local 'YYYY-MM-DD HH:MM', or 'YYYY-MM-DD' for a "
                       "whole-day event.")
    minutes: int = Field(default=60, ge=5, le=60 * 24 * 14, description="Length in minutes (timed events).")
    location: str = Field(default="", max_length=300)
    attendees: tuple[str, ...] = Field(default=(), max_length=50, description="E-mail addresses to invite.")
    uid: str | None = Field(default=None, max_length=200, description="Leave empty.")


class EventData(Record):
    uid: str
    title: str
    start: str  # local ISO (a date for a whole-day event)
    end: str
    all_day: bool
    status: str
    location: str = ""
    attendees: tuple[str, ...] = ()
    recurring: bool = False


class Agenda(Listing):
    first_day: date
    last_day: date
    events: tuple[EventData, ...]

    def found(self) -> int:
        return len(self.events)


CHECK = T("check", "/agenda", "/agenda")
NOTHING = T("nothing", "Nothing in your calendar {when}.", "Rien dans ton agenda {when}.")
HEADER = T("header", "Your calendar {when}:", "Ton agenda {when} :")
ON_DAY = T("on_day", "on {day}", "le {day}")
FROM_TO = T("from_to", "from {first} to {last}", "du {first} au {last}")
ALL_DAY = T("all_day", "all day", "toute la journée")
CANCELLED = T("cancelled_mark", " (cancelled)", " (annulé)")
BAD_RANGE = T("bad_range", "The range ends before it starts ({first} → {last}). Nothing was read.",
              "La période finit avant de commencer ({first} → {last}). Rien n'a été lu.")
TOO_LONG = T("too_long", "I read at most 92 days at a time. Nothing was read.",
             "Je lis au plus 92 jours à la fois. Rien n'a été lu.")
CREATED = T("created", "Added to your calendar: {title}, {when}.", "Ajouté à ton agenda : {title}, {when}.")
CREATED_LATE = T("created_late", "The calendar server didn't answer in time, but I read it back: {title} is in "
                 "your calendar, {when}.", "Le serveur d'agenda n'a pas répondu à temps, mais je l'ai relu : "
                 "{title} est dans ton agenda, {when}.")
NOT_CREATED = T("not_created", "The calendar server failed ({detail}) and the event is not there: nothing was "
                "written.", "Le serveur d'agenda a échoué ({detail}) et l'événement n'y est pas : rien n'a été écrit.")
UNKNOWN_CREATE = T("unknown_create", "I can't tell whether the event was created (the calendar server stopped "
                   "answering: {detail}) — check your calendar.", "Je ne sais pas si l'événement a été créé (le "
                   "serveur d'agenda ne répond plus : {detail}) — vérifie ton agenda.")
BAD_DATE = T("bad_date", "'{start}' is not a date and time I can read (use YYYY-MM-DD HH:MM). Nothing was written.",
             "« {start} » n'est pas une date et une heure que je sais lire (AAAA-MM-JJ HH:MM). Rien n'a été écrit.")
PAST = T("past", "{when} is already past. Nothing was written.", "{when} est déjà passé. Rien n'a été écrit.")
INVITE = T("invite", "Add \"{title}\" on {when} to your calendar and send invitations to {who}?",
           "Ajouter « {title} » le {when} à ton agenda et envoyer les invitations à {who} ?")
ASK_WHEN = T("ask_when", "When is it? For example: 'Friday at 3pm'. Nothing was written.",
             "C'est quand ? Par exemple : « vendredi à 15h ». Rien n'a été écrit.")


def parse_agenda(rest: str) -> dict[str, object]:
    """`/agenda [today|tomorrow|YYYY-MM-DD|FROM..TO]`."""
    text = rest.strip()
    if not text:
        return {}
    if ".." in text:
        first, _, last = text.partition("..")
        return {"day": first.strip(), "until": last.strip()}
    if " " in text:
        raise UsageError(MISSING)
    return {"day": text}


def local_moment(value: datetime | date, ctx: ActionContext) -> str:
    """'Fri 4 Dec 2026 15:00' in the owner's zone, or the day for a whole-day event."""
    if isinstance(value, datetime):
        local = ctx.local(value)
        return f"{day_label(local.date(), ctx.lang)} {local:%H:%M}"
    return day_label(value, ctx.lang)


def event_data(ctx: ActionContext, e: CalEvent) -> EventData:
    """An event as data, its times in the owner's zone."""
    def iso(v: datetime | date) -> str:
        return ctx.local(v).isoformat() if isinstance(v, datetime) else v.isoformat()

    return EventData(uid=e.uid, title=e.summary, start=iso(e.start), end=iso(e.end), all_day=e.all_day,
                     status=e.status, location=e.location, attendees=e.attendees, recurring=e.recurring)


def event_line(ctx: ActionContext, e: CalEvent) -> str:
    """'• 15:00–16:00 Dentist (Rue X)' — times in the owner's zone."""
    if e.all_day or not isinstance(e.start, datetime) or not isinstance(e.end, datetime):
        when = ctx.t(ALL_DAY)
    else:
        when = f"{ctx.local(e.start):%H:%M}–{ctx.local(e.end):%H:%M}"
    where = f" ({e.location})" if e.location else ""
    return f"• {when} {e.summary}{where}{ctx.t(CANCELLED) if e.cancelled else ''}"


def local_day(ctx: ActionContext, e: CalEvent) -> date:
    """The local day an event starts on."""
    return ctx.local(e.start).date() if isinstance(e.start, datetime) else e.start


async def events_between(ctx: ActionContext, account: CalendarAccount, first: date, last: date) -> list[CalEvent]:
    """Occurrences from the start of `first` to the end of `last`, local days, sorted."""
    assert ctx.ports.calendars is not None
    start = day_bounds(first, ctx.owner.zone)[0]
    end = day_bounds(last, ctx.owner.zone)[1]
    return await ctx.ports.calendars.events(account, start, end)


def _agenda_args(m: IntentMatch) -> Understood:
    first, last = days_asked(m.text, m.lang, m.now_local, m.times)
    args = {"day": first.isoformat()} | ({"until": last.isoformat()} if last != first else {})
    return Understood(m.intent, "read_agenda", args)


@action("read_agenda", "Read the owner's calendar for a day or a range (events in the owner's time zone).",
        effect="read", agents=STEWARD, output=Agenda, check=CHECK, topic="event",
        help=T("help.read", "Your calendar", "Ton agenda"),
        not_done=T("not_done.read", "read your calendar", "lu ton agenda"),
        command=Command("agenda", T("usage.read", "/agenda [today|tomorrow|YYYY-MM-DD|FROM..TO]",
                                    "/agenda [today|tomorrow|AAAA-MM-JJ|DU..AU]"), parse_agenda),
        intents=(Intent("ReadAgenda",
                        en=("what('s| is) (on|planned|scheduled) {text}", "what do I have {text}",
                            "what('s| is) in my (calendar|agenda|diary) [for] {text}",
                            "(show|read) [me] my (calendar|agenda|diary) [for] {text}",
                            "(show|read) [me] my (calendar|agenda|diary)", "my (calendar|agenda)"),
                        fr=("qu'est-ce que j'ai {text}", "qu'est-ce qu'il y a {text}", "quoi de prévu {text}",
                            "(montre|lis)[-moi] mon agenda [pour] {text}", "(montre|lis)[-moi] mon agenda",
                            "mon agenda {text}", "mon agenda", "j'ai quoi {text}"),
                        build=_agenda_args),))
async def read_agenda(ctx: ActionContext, a: ReadAgenda) -> Outcome:
    """The events of a day or a range, cancelled ones marked."""
    first = parse_day(a.day, ctx.today)
    last = parse_day(a.until, ctx.today) if a.until else first
    for found in (first, last):
        if isinstance(found, DateProblem):
            return Refused(found.code, found.message)
    assert isinstance(first, date) and isinstance(last, date)
    if last < first:
        return Refused("bad_range", ctx.t(BAD_RANGE, first=first, last=last))
    if (last - first).days > 92:
        return Refused("too_long", ctx.t(TOO_LONG))
    account = await calendar_account(ctx)
    if isinstance(account, Refused):
        return account
    try:
        found_events = await events_between(ctx, account, first, last)
    except CalendarError as exc:
        return calendar_read_error(ctx, exc)
    label = ctx.t(ON_DAY, day=day_label(first, ctx.lang)) if first == last else ctx.t(
        FROM_TO, first=day_label(first, ctx.lang), last=day_label(last, ctx.lang))
    data = Agenda(first_day=first, last_day=last, events=tuple(event_data(ctx, e) for e in found_events))
    if not found_events:
        return Ok(ctx.t(NOTHING, when=label), data)
    lines = [ctx.t(HEADER, when=label)]
    day: date | None = None
    for e in found_events:
        if first != last and local_day(ctx, e) != day:
            day = local_day(ctx, e)
            lines.append(day_label(day, ctx.lang))
        lines.append(event_line(ctx, e))
    return Ok("\n".join(lines), data)


def when_of(ctx: ActionContext, start: str, minutes: int) -> tuple[datetime | date, datetime | date] | Refused:
    """(start, end) from a local 'YYYY-MM-DD HH:MM' (or a day); impossible, ambiguous and past times refused."""
    if _DAY.match(start.strip()):
        day = parse_day(start.strip(), ctx.today)
        if isinstance(day, DateProblem):
            return Refused(day.code, day.message)
        if day < ctx.today:
            return Refused("in_the_past", ctx.t(PAST, when=day_label(day, ctx.lang)))
        return day, day + timedelta(days=1)
    try:
        naive = datetime.strptime(start.strip().replace("T", " "), "%Y-%m-%d %H:%M")
    except ValueError:
        return Refused("bad_date", ctx.t(BAD_DATE, start=start))
    begin = localize(naive, ctx.owner.zone)
    if isinstance(begin, DateProblem):
        return Refused(begin.code, begin.message)
    if begin <= ctx.now:
        return Refused("in_the_past", ctx.t(PAST, when=local_moment(begin, ctx)))
    end = (begin.astimezone(UTC) + timedelta(minutes=minutes)).astimezone(ctx.owner.zone)  # real minutes, DST too
    return begin, end


async def prepare_create(ctx: ActionContext, a: CreateEvent) -> Refused | str | None:
    """An event with attendees sends invitations: the owner confirms first. Without any, it is written at once."""
    if not a.attendees:
        return None
    when = when_of(ctx, a.start, a.minutes)
    if isinstance(when, Refused):
        return when
    return ctx.t(INVITE, title=a.title, when=local_moment(when[0], ctx), who=", ".join(a.attendees))


def _create_args(m: IntentMatch) -> Understood | Clarify:
    slot = slot_of(m.slots["text"], m.lang, m.now_local, m.times)
    if not isinstance(slot, Slot) or not slot.rest.strip():
        return Clarify(m.intent, ASK_WHEN(m.lang), action="create_event", arguments={"title": m.slots["text"]},
                       missing="when")
    args: dict[str, object] = {"title": slot.rest.strip(" ,;.!?"), "start": slot.start}
    if slot.minutes:
        args["minutes"] = slot.minutes
    return Understood(m.intent, "create_event", args)


@action("create_event", "Add an event to the owner's own calendar (with attendees: invitations leave after the "
        "owner confirms).", effect="internal_write", agents=STEWARD, output=EventData, check=CHECK, topic="event",
        help=T("help.create", "Add an event to your calendar", "Ajouter un événement à ton agenda"),
        not_done=T("not_done.create", "added anything to your calendar", "ajouté quoi que ce soit à ton agenda"),
        command=Command("event", T("usage.create", "/event YYYY-MM-DD [HH:MM] TITLE", "/event AAAA-MM-JJ [HH:MM] "
                                   "TITRE"), lambda rest: _parse_event(rest)),
        external_if=prepare_create, when_arg="start",
        intents=(Intent("CreateEvent",
                        en=("(add|put) {text} (to|in|on) my (calendar|agenda|diary)",
                            "schedule [a|an] {text}", "(add|create) [an] event {text}", "book {text}"),
                        fr=("(ajoute|mets|inscris) {text} (à|dans) mon agenda", "planifie {text}",
                            "(crée|ajoute) un (événement|rendez-vous|rdv) {text}"),
                        build=_create_args),),
        claims=Claims("create", "event", en=(r"\bi'?ve (?:put|added) (?:it|that) (?:in|to|on) your (?:calendar|agenda)\b",),
                      fr=(r"\bje l'ai (?:mis|ajouté) (?:dans|à) ton agenda\b",)))
async def create_event(ctx: ActionContext, a: CreateEvent) -> Outcome:
    """Write the event; a server that stops answering is read back (by UID) before anything is claimed."""
    when = when_of(ctx, a.start, a.minutes)
    if isinstance(when, Refused):
        return when
    account = await calendar_account(ctx)
    if isinstance(account, Refused):
        return account
    assert ctx.ports.calendars is not None
    uid = a.uid or f"{uuid.uuid4()}@arthur"
    new = NewEvent(uid=uid, summary=a.title.strip(), start=when[0], end=when[1], location=a.location,
                   attendees=a.attendees, organizer=account.username if "@" in account.username else "")
    label = local_moment(when[0], ctx)
    try:
        created = await ctx.ports.calendars.create(account, new, ctx.now)
        return Ok(ctx.t(CREATED, title=created.summary, when=label), event_data(ctx, created))
    except CalendarError as exc:
        if exc.kind in ("auth", "forbidden"):
            return calendar_read_error(ctx, exc)
        try:  # the write may have landed before the server stopped answering: look for it
            found = await ctx.ports.calendars.find(account, uid)
        except CalendarError:
            return unknown(ctx, ctx.t(UNKNOWN_CREATE, detail=exc.detail or exc.kind))
        if found is None:
            return Refused("source_failed", ctx.t(NOT_CREATED, detail=exc.detail or exc.kind))
        return Ok(ctx.t(CREATED_LATE, title=found.summary, when=label), event_data(ctx, found))


def _parse_event(rest: str) -> dict[str, object]:
    """`/event YYYY-MM-DD [HH:MM] TITLE`."""
    m = re.match(r"^\s*(\d{4}-\d{1,2}-\d{1,2})(?:[ T](\d{1,2}[:h]\d{2}))?\s+(.+)$", rest, re.S)
    if not m:
        raise UsageError(MISSING)
    day, clock, title = m.groups()
    return {"start": f"{day} {clock.replace('h', ':')}" if clock else day, "title": title.strip()}
