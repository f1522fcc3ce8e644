"""Moving and cancelling events in the owner's own calendar. Cancelling sets STATUS:CANCELLED (nothing is
deleted); an event with attendees asks first (they are told); a change made elsewhere meanwhile (the ETag moved)
is refused with what changed."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.actions.accounts import calendar_account, calendar_read_error, unknown
from pipeline.actions.agenda import EventData, event_data, local_moment, when_of
from pipeline.catalog import (
    STEWARD,
    ActionInput,
    Ask,
    Claims,
    Clarify,
    Command,
    Intent,
    IntentMatch,
    Understood,
    action,
)
from pipeline.command_syntax import first_word_then_rest, rest_as
from pipeline.outcomes import Ok, Outcome, Refused
from pipeline.rules.agenda_phrases import event_words, move_target
from pipeline.rules.dates import DateProblem, day_bounds, parse_day
from pipeline.texts import Texts
from stores.calendar import CalendarAccount, CalendarError
from stores.ical import CalEvent, differences, shifted

T = Texts("agenda_changes")
_UID = re.compile(r"^[\w.@-]{16,}$")


class MoveEvent(ActionInput):
    event: str = Field(min_length=1, max_length=300, description="Words of the event's title (or its uid).")
    to: str = Field(min_length=10, max_length=20, description="New local start 'YYYY-MM-DD HH:MM' (or a day).")
    on: str | None = Field(default=None, description="The day the event is on now, YYYY-MM-DD, if known.")
    seen_etag: str | None = Field(default=None, description="Leave empty.")


class CancelEvent(ActionInput):
    event: str = Field(min_length=1, max_length=300, description="Words of the event's title (or its uid).")
    on: str | None = Field(default=None, description="The day the event is on, YYYY-MM-DD, if known.")
    seen_etag: str | None = Field(default=None, description="Leave empty.")


CHECK = T("check", "/agenda", "/agenda")
NOT_FOUND = T("not_found", "I found no upcoming event matching '{words}' in your calendar. Nothing was changed.",
              "Je n'ai trouvé aucun événement à venir correspondant à « {words} ». Rien n'a changé.")
SEVERAL = T("several", "Several events match '{words}': {which}. Say which day. Nothing was changed.",
            "Plusieurs événements correspondent à « {words} » : {which}. Précise le jour. Rien n'a changé.")
RECURRING = T("recurring", "'{title}' repeats; I only change single events. Change it in your calendar app. "
              "Nothing was changed.", "« {title} » se répète ; je ne modifie que les événements uniques. Change-le "
              "dans ton application d'agenda. Rien n'a changé.")
ALREADY_CANCELLED = T("already_cancelled", "'{title}' is already cancelled.", "« {title} » est déjà annulé.")
MOVED = T("moved", "Moved {title} to {when}.", "{title} déplacé au {when}.")
CANCELLED = T("cancelled", "Cancelled {title} ({when}); it stays in your calendar, marked cancelled.",
              "{title} ({when}) annulé ; il reste dans ton agenda, marqué annulé.")
CONFLICT = T("conflict", "'{title}' was changed elsewhere since I read it ({what}). Nothing was written; ask again "
             "if you still want it.", "« {title} » a été modifié ailleurs depuis que je l'ai lu ({what}). Rien n'a "
             "été écrit ; redemande-le si tu le veux toujours.")
GONE = T("gone", "'{words}' is no longer in your calendar. Nothing was written.",
         "« {words} » n'est plus dans ton agenda. Rien n'a été écrit.")
NOW_IS = T("now_is", "it is now: {title}, {when}, {status}", "il est maintenant : {title}, {when}, {status}")
CHANGE_LINE = T("change_line", "{field}: {was} → {now}", "{field} : {was} → {now}")
UNKNOWN_CHANGE = T("unknown_change", "I can't tell whether {title} was changed (the calendar server stopped "
                   "answering: {detail}) — check your calendar.", "Je ne sais pas si {title} a été modifié (le "
                   "serveur d'agenda ne répond plus : {detail}) — vérifie ton agenda.")
NOT_CHANGED = T("not_changed", "The calendar server failed ({detail}) and {title} is unchanged: nothing was written.",
                "Le serveur d'agenda a échoué ({detail}) et {title} n'a pas changé : rien n'a été écrit.")
ASK_MOVE = T("ask_move", "'{title}' has attendees ({who}): moving it to {when} sends them an update. Go ahead?",
             "« {title} » a des participants ({who}) : le déplacer au {when} leur envoie une mise à jour. On y va ?")
ASK_CANCEL = T("ask_cancel", "'{title}' ({when}) has attendees ({who}): cancelling it tells them. Go ahead?",
               "« {title} » ({when}) a des participants ({who}) : l'annuler les prévient. On y va ?")
ASK_WHERE = T("ask_where", "Move it to when? For example: 'move the dentist to Friday 3pm'. Nothing was changed.",
              "Le déplacer quand ? Par exemple : « déplace le dentiste à vendredi 15h ». Rien n'a changé.")


async def _target(ctx: ActionContext, account: CalendarAccount, words: str, on: str | None) -> CalEvent | Refused:
    """The one upcoming event the words name (its main component, with its ETag)."""
    assert ctx.ports.calendars is not None
    if _UID.match(words):
        found = await ctx.ports.calendars.find(account, words)
        if found is not None:
            return found
    day = parse_day(on, ctx.today) if on else None
    if isinstance(day, DateProblem):
        return Refused(day.code, day.message)
    first = day or ctx.today
    start = day_bounds(first, ctx.owner.zone)[0]
    end = day_bounds(day or ctx.today + timedelta(days=120), ctx.owner.zone)[1]
    wanted = [w for w in re.split(r"\W+", words.lower()) if w]
    matches: dict[str, CalEvent] = {}
    for e in await ctx.ports.calendars.events(account, start, end):
        title = e.summary.lower()
        if not e.cancelled and wanted and all(w in title for w in wanted):
            matches.setdefault(e.uid, e)
    if not matches:
        return Refused("not_found", ctx.t(NOT_FOUND, words=words))
    if len(matches) > 1:
        which = "; ".join(f"{e.summary} ({local_moment(e.start, ctx)})" for e in list(matches.values())[:5])
        return Refused("ambiguous", ctx.t(SEVERAL, words=words, which=which))
    only = next(iter(matches.values()))
    full = await ctx.ports.calendars.find(account, only.uid)
    return full if full is not None else Refused("not_found", ctx.t(NOT_FOUND, words=words))


def _what_changed(ctx: ActionContext, before: CalEvent, after: CalEvent | None) -> str:
    if after is None:
        return "—"
    rows = differences(before, after)
    shown = [ctx.t(CHANGE_LINE, field=name, was=_shown(ctx, before, name, was),
                   now=_shown(ctx, after, name, now)) for name, was, now in rows]
    return "; ".join(shown) or "ETag"


def _shown(ctx: ActionContext, e: CalEvent, name: str, text: str) -> str:
    value = getattr(e, name)
    return local_moment(value, ctx) if isinstance(value, datetime | date) else text


async def _ask(ctx: ActionContext, words: str, on: str | None, prompt: object, **values: object) -> Refused | Ask | None:
    account = await calendar_account(ctx)
    if isinstance(account, Refused):
        return account
    try:
        target = await _target(ctx, account, words, on)
    except CalendarError as exc:
        return calendar_read_error(ctx, exc)
    if isinstance(target, Refused) or not target.attendees:
        return target if isinstance(target, Refused) else None
    text = ctx.t(prompt, title=target.summary, who=", ".join(target.attendees),  # type: ignore[arg-type]
                 when=values.get("when") or local_moment(target.start, ctx))
    return Ask(text, {"event": target.uid, "seen_etag": target.etag})


async def prepare_move(ctx: ActionContext, a: MoveEvent) -> Refused | str | Ask | None:
    """Attendees are told of a move: ask first. The version the owner saw is held with the question."""
    when = when_of(ctx, a.to, 60)
    if isinstance(when, Refused):
        return when
    return await _ask(ctx, a.event, a.on, ASK_MOVE, when=local_moment(when[0], ctx))


async def prepare_cancel(ctx: ActionContext, a: CancelEvent) -> Refused | str | Ask | None:
    """Attendees are told of a cancellation: ask first."""
    return await _ask(ctx, a.event, a.on, ASK_CANCEL)


async def _change(ctx: ActionContext, words: str, on: str | None, seen_etag: str | None, *,
                  to: str | None = None) -> Outcome:
    account = await calendar_account(ctx)
    if isinstance(account, Refused):
        return account
    assert ctx.ports.calendars is not None
    try:
        target = await _target(ctx, account, words, on)
    except CalendarError as exc:
        return calendar_read_error(ctx, exc)
    if isinstance(target, Refused):
        return Refused("gone", ctx.t(GONE, words=words)) if seen_etag and target.code == "not_found" else target
    if target.recurring:
        return Refused("recurring", ctx.t(RECURRING, title=target.summary))
    if to is None and target.cancelled:
        return Refused("already_cancelled", ctx.t(ALREADY_CANCELLED, title=target.summary))
    if seen_etag and target.etag and seen_etag != target.etag:  # changed between the question and the yes
        now = ctx.t(NOW_IS, title=target.summary, when=local_moment(target.start, ctx),
                    status=target.status.lower())
        return Refused("conflict", ctx.t(CONFLICT, title=target.summary, what=now))
    expected = target
    if to is not None:
        when = when_of(ctx, to, 60)
        if isinstance(when, Refused):
            return when
        start, end = shifted(target, when[0])
        change: dict[str, object] = {"start": start, "end": end}
    else:
        change = {"status": "CANCELLED"}
    try:
        done = await ctx.ports.calendars.change(account, target.uid, expected, ctx.now, **change)  # type: ignore[arg-type]
    except CalendarError as exc:
        return await _after_error(ctx, account, target, exc, change)
    if to is not None:
        return Ok(ctx.t(MOVED, title=done.summary, when=local_moment(done.start, ctx)), event_data(ctx, done))
    return Ok(ctx.t(CANCELLED, title=done.summary, when=local_moment(done.start, ctx)), event_data(ctx, done))


async def _after_error(ctx: ActionContext, account: CalendarAccount, target: CalEvent, exc: CalendarError,
                       change: dict[str, object]) -> Outcome:
    """A write the server did not confirm: conflicts and refusals are said; otherwise the event is read back."""
    assert ctx.ports.calendars is not None
    if exc.kind == "conflict":
        return Refused("conflict", ctx.t(CONFLICT, title=target.summary, what=_what_changed(ctx, target, exc.current)))
    if exc.kind in ("auth", "forbidden"):
        return calendar_read_error(ctx, exc)
    if exc.kind == "not_found":
        return Refused("gone", ctx.t(GONE, words=target.summary))
    try:
        now = await ctx.ports.calendars.find(account, target.uid)
    except CalendarError:
        return unknown(ctx, ctx.t(UNKNOWN_CHANGE, title=target.summary, detail=exc.detail or exc.kind))
    landed = now is not None and all(getattr(now, k) == v for k, v in change.items())
    if now is not None and landed:
        return Ok(ctx.t(MOVED if "start" in change else CANCELLED, title=now.summary,
                        when=local_moment(now.start, ctx)), event_data(ctx, now))
    return Refused("source_failed", ctx.t(NOT_CHANGED, title=target.summary, detail=exc.detail or exc.kind))


def _move_args(m: IntentMatch) -> Understood | Clarify:
    found = move_target(m.slots["text"], m.lang, m.now_local, m.times)
    if found is None:
        return Clarify(m.intent, ASK_WHERE(m.lang), action="move_event", missing="when")
    name, slot = found
    return Understood(m.intent, "move_event", {"event": name, "to": slot.start})


def _cancel_args(m: IntentMatch) -> Understood:
    text = m.slots["text"]
    day = m.times.day(text, m.lang, m.now_local)
    if day is not None and event_words(day[1]):
        return Understood(m.intent, "cancel_event", {"event": event_words(day[1]), "on": day[0].isoformat()})
    return Understood(m.intent, "cancel_event", {"event": event_words(text)})


def _parse_move(rest: str) -> dict[str, object]:
    """`/move_event "TITLE" YYYY-MM-DD HH:MM` (or a date alone, for a whole day)."""
    args = first_word_then_rest("event", "to")(rest)
    return {"event": args["event"], "to": re.sub(r"(\d{1,2})h(\d{2})", r"\1:\2", str(args["to"]).strip())}


@action("move_event", "Move an event of the owner's calendar to a new start (its length is kept).",
        effect="internal_write", agents=STEWARD, output=EventData, check=CHECK, topic="event",
        help=T("help.move", "Move an event", "Déplacer un événement"),
        not_done=T("not_done.move", "moved anything in your calendar", "déplacé quoi que ce soit dans ton agenda"),
        command=Command("move_event", T("usage.move", '/move_event "TITLE" YYYY-MM-DD HH:MM',
                                        '/move_event "TITRE" AAAA-MM-JJ HH:MM'), _parse_move),
        external_if=prepare_move, when_arg="to",
        intents=(Intent("MoveEvent", en=("(move|reschedule|push) {text}",),
                        fr=("(déplace|décale|reporte) {text}",), build=_move_args),),
        claims=Claims("snooze", "event"))
async def move_event(ctx: ActionContext, a: MoveEvent) -> Outcome:
    """Move a single event, only if nobody changed it since it was read."""
    return await _change(ctx, a.event, a.on, a.seen_etag, to=a.to)


@action("cancel_event", "Cancel an event of the owner's calendar (marked cancelled, never deleted).",
        effect="internal_write", agents=STEWARD, output=EventData, check=CHECK, topic="event",
        help=T("help.cancel", "Cancel an event", "Annuler un événement"),
        not_done=T("not_done.cancel", "cancelled anything in your calendar", "annulé quoi que ce soit dans ton agenda"),
        command=Command("cancel_event", T("usage.cancel", "/cancel_event TITLE", "/cancel_event TITRE"),
                        rest_as("event")),
        external_if=prepare_cancel,
        intents=(Intent("CancelEvent", en=("cancel {text}", "call off {text}"),
                        fr=("annule {text}",), build=_cancel_args),),
        claims=Claims("remove", "event"))
async def cancel_event(ctx: ActionContext, a: CancelEvent) -> Outcome:
    """Set STATUS:CANCELLED on a single event; it stays in the calendar."""
    return await _change(ctx, a.event, a.on, a.seen_etag)
