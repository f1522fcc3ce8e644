"""Reminders: create (once or as a series), list (a series with its rule and next occurrence), complete, snooze
(always later), stop (retired with a reason, never deleted); pushed on time by the dispatcher."""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from typing import Annotated, Literal

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.actions.reminder_syntax import parse_remind, parse_snooze, rule_words, weekday_number
from pipeline.catalog import (
    BOTH,
    STEWARD,
    ActionInput,
    Button,
    Claims,
    Clarify,
    Command,
    Id,
    Intent,
    IntentMatch,
    Names,
    Says,
    Understood,
    action,
)
from pipeline.command_syntax import int_then_rest, no_args
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.rules.dates import IMPOSSIBLE_TIME, DateProblem, parse_local
from pipeline.rules.formats import day_label, moment_label
from pipeline.rules.recurrence import Series, next_in_series, next_occurrence, series_of, stored_series
from pipeline.rules.time_phrases import Ask, At, Unclear
from pipeline.texts import Text, Texts
from stores import reminders
from stores.models import Reminder

T = Texts("reminders")
NOT_FOUND = T("not_found", "There is no reminder #{id}.", "Il n'y a pas de rappel n°{id}.")
SNOOZE_MINUTES = T("snooze_minutes", "Snooze needs minutes between {min} and {max}.",
                   "Le report demande des minutes entre {min} et {max}.")
Recurrence = Literal["none", "daily", "weekdays", "weekly", "monthly"]


class CreateReminder(ActionInput):
    text: str = Field(min_length=1, description="What to remind the owner of, verbatim.")
    due: str = Field(description="Local date and time in the owner's time zone, 'YYYY-MM-DD HH:MM' (for a series, "
                                 "its first occurrence; or 'HH:MM' alone, with `day` for weekly and monthly ones).",
                     min_length=4, max_length=40)
    recurrence: Recurrence = "none"
    day: str | None = Field(default=None, max_length=20,
                            description="A series given by its time alone: the weekday of a weekly one "
                                        "(monday…sunday) or the day of the month of a monthly one (1-31).")


class ListReminders(ActionInput):
    include_done: bool = False


class CompleteReminder(ActionInput):
    reminder_id: Annotated[int, Names(NOT_FOUND)] = Id


class SnoozeReminder(ActionInput):
    reminder_id: Annotated[int, Names(NOT_FOUND)] = Id
    minutes: Annotated[int, Says(SNOOZE_MINUTES)] = Field(default=10, ge=1, le=24 * 60)
    until: str | None = Field(default=None, description="Instead of minutes: local 'YYYY-MM-DD HH:MM'.")


class RetireReminder(ActionInput):
    reminder_id: Annotated[int, Names(NOT_FOUND)] = Id
    reason: str = Field(default="stopped by the owner", min_length=1, max_length=500)


class ReminderData(Record):
    id: int
    text: str
    due_at: datetime
    due_local: str
    timezone: str
    recurrence: str
    status: str
    series_time: str | None = None  # a series' local "HH:MM" (due_local is its next occurrence)
    series_day: int | None = None  # weekly: 0 = Monday; monthly: day of the month
    retired: bool = False


class ReminderList(Listing):
    reminders: tuple[ReminderData, ...]

    def found(self) -> int:
        return len(self.reminders)


CHECK = T("check", "/reminders", "/reminders")
NO_TEXT = T("no_text", "The reminder has no text. Nothing was saved.", "Le rappel n'a pas de texte. Rien n'a été enregistré.")
NOTHING_SAVED = T("nothing_saved", " Nothing was saved.", " Rien n'a été enregistré.")
IN_THE_PAST = T("in_the_past", "{due} is in the past (it is {now}). Nothing was saved.",
                "{due} est déjà passé (il est {now}). Rien n'a été enregistré.")
NEEDS_WEEKDAY = T("needs_weekday", "A weekly reminder needs its day (monday…sunday). Nothing was saved.",
                  "Un rappel hebdomadaire a besoin de son jour (lundi…dimanche). Rien n'a été enregistré.")
NEEDS_MONTH_DAY = T("needs_month_day", "A monthly reminder needs its day of the month (1 to 31). Nothing was saved.",
                    "Un rappel mensuel a besoin de son jour du mois (1 à 31). Rien n'a été enregistré.")
SET = T("set", "Reminder #{id} set for {when}: {text}", "Rappel n°{id} programmé pour {when} : {text}")
SET_SERIES = T("set_series", "Reminder #{id} set {rule}, the first on {when}: {text}",
               "Rappel n°{id} programmé {rule}, le premier le {when} : {text}")
NONE_PENDING = T("none_pending", "You have no pending reminders.", "Tu n'as aucun rappel en attente.")
HEADER = T("header", "Your reminders:", "Tes rappels :")
NEXT = T("next", "{rule}; next: {when}", "{rule} ; prochain : {when}")
DONE_MARK = T("done_mark", " (done)", " (fait)")
OVERDUE_MARK = T("overdue_mark", " (overdue)", " (en retard)")
ALREADY_DONE = T("already_done", "Reminder #{id} was already done.", "Le rappel n°{id} était déjà fait.")
COMPLETED = T("completed", "Marked reminder #{id} as done: {text}", "Rappel n°{id} marqué comme fait : {text}")
COMES_BACK = T("comes_back", "Done for this time. Reminder #{id} comes back {when}.",
               "Fait pour cette fois. Le rappel n°{id} revient {when}.")
NOTHING_TO_SNOOZE = T("nothing_to_snooze", "Reminder #{id} is already done; there is nothing to snooze.",
                      "Le rappel n°{id} est déjà fait ; rien à reporter.")
UNTIL_PAST = T("until_past", "{until} is already past; the reminder was not moved.",
               "{until} est déjà passé ; le rappel n'a pas été déplacé.")
SNOOZED = T("snoozed", "Snoozed reminder #{id} to {when}.", "Rappel n°{id} reporté à {when}.")
MOVED = T("moved", "Reminder #{id} was not due yet: moved from {old} to {new}.",
          "Le rappel n°{id} n'était pas encore dû : déplacé de {old} à {new}.")
STOPPED_SERIES = T("stopped_series", "Stopped reminder #{id} ({rule}): {text}. It stays in the archive.",
                   "Rappel n°{id} arrêté ({rule}) : {text}. Il reste dans l'archive.")
CANCELLED = T("cancelled", "Cancelled reminder #{id} ({when}): {text}. It stays in the archive.",
              "Rappel n°{id} annulé ({when}) : {text}. Il reste dans l'archive.")
ALREADY_STOPPED = T("already_stopped", "Reminder #{id} was already stopped on {day}.",
                    "Le rappel n°{id} était déjà arrêté le {day}.")
WHICH_REMINDER = T("which_reminder", "Which reminder? Tell me its number (/reminders lists them). Nothing was stopped.",
                   "Quel rappel ? Donne-moi son numéro (/reminders les liste). Rien n'a été arrêté.")
ASK_IMPOSSIBLE = T("ask_impossible", "'{said}' is not a {kind} that exists. When should it be? Nothing was saved.",
                   "« {said} » n'est pas une {kind} qui existe. Pour quand ? Rien n'a été enregistré.")
KIND_DATE = T("kind_date", "date", "date")
KIND_TIME = T("kind_time", "time", "heure")
ASK_TIME = T("ask_time", "At what time? For example: 'tomorrow at 9'. Nothing was saved yet.",
             "À quelle heure ? Par exemple : « demain à 9h ». Rien n'est encore enregistré.")
ASK_WHEN = T("ask_when", "When? For example: 'tomorrow at 9' or 'in 10 minutes'. Nothing was saved yet.",
             "Pour quand ? Par exemple : « demain à 9h » ou « dans 10 minutes ». Rien n'est encore enregistré."
             "")
ASK_PAST = T("ask_past", "'{said}' has already passed today. When should it be? Nothing was saved yet.",
             "« {said} » est déjà passé aujourd'hui. Pour quand ? Rien n'est encore enregistré.")
ASK_UNSUPPORTED = T("ask_unsupported", "I can't repeat a reminder like '{said}': I repeat every day, every weekday, "
                    "every week on a day, or every month on a date. Nothing was saved.",
                    "Je ne sais pas répéter un rappel comme « {said} » : je répète chaque jour, chaque jour de "
                    "semaine, chaque semaine un jour donné, ou chaque mois à une date. Rien n'a été enregistré.")
ASK_WHICH = T("ask_which", "'{said}' could be {choices}. Which one? Nothing was saved yet.",
              "« {said} », c'est {choices} ? Rien n'est encore enregistré.")
OR = T("or", " or ", " ou ")

_CLOCK_ONLY = re.compile(r"\s*\d{1,2}[:h]\d{2}\s*")


def reminder_data(ctx: ActionContext, r: Reminder) -> ReminderData:
    """A reminder as data, with its local due time (a series': its next occurrence)."""
    return ReminderData(id=r.number, text=r.text, due_at=r.due_at, due_local=ctx.local(r.due_at).strftime("%Y-%m-%d %H:%M"),
                        timezone=r.timezone, recurrence=r.recurrence, status=r.status, series_time=r.series_time,
                        series_day=r.series_day, retired=r.retired_at is not None)


def series_of_row(ctx: ActionContext, r: Reminder) -> Series | None:
    """A reminder's rule: the one stored beside it, else read from its due time."""
    return stored_series(r.recurrence, r.series_time, r.series_day) or series_of(r.recurrence, ctx.local(r.due_at))


_CONNECTOR = re.compile(r"^(?:(?:to|about|that|de|que)\s+|(?:d|qu)['’]\s*)(?=\S)", re.I)


def _understand(m: IntentMatch) -> Understood | Clarify:
    """'remind me to call Bob tomorrow at 9 in the evening': the time is read (Duckling's grammar, our recurrence
    and ambiguity rules) and cut out of the text; a missing, impossible or ambiguous time is asked about, never
    invented."""
    task = m.slots["task"]
    if m.times is None:  # pragma: no cover - the engine always gives its reader
        return Clarify(m.intent, ASK_WHEN(m.lang), action="create_reminder", arguments={"text": task}, missing="when",
                       said=m.text)
    when = m.times.read(task, m.lang, m.now_local)
    text = _CONNECTOR.sub("", when.rest, count=1).strip() if getattr(when, "rest", "") else task
    if isinstance(when, At):
        repeat = {} if when.recurrence == "none" else {"recurrence": when.recurrence}
        return Understood(m.intent, "create_reminder", {"text": text, "due": f"{when.local:%Y-%m-%d %H:%M}", **repeat})
    if isinstance(when, Ask):
        labels = [moment_label(c, m.lang) for c in when.choices]
        question = ASK_WHICH(m.lang, said=when.said, choices=OR(m.lang).join(labels))
        return Clarify(m.intent, question, action="create_reminder", missing="choice", code="ambiguous", said=m.text,
                       arguments={"text": text, "recurrence": when.recurrence},
                       choices=tuple((label, {"due": f"{c:%Y-%m-%d %H:%M}"}) for label, c in zip(labels, when.choices,
                                                                                               strict=True)))
    assert isinstance(when, Unclear)
    if when.code == "past" and when.local is not None:
        # Said plainly, "yesterday at 9" is refused by the action with the reason; heard by voice, the turn may
        # first ask whether another date was meant (pipeline/turns.py).
        return Understood(m.intent, "create_reminder", {"text": text, "due": f"{when.local:%Y-%m-%d %H:%M}"})
    ask: Text = {"no_time": ASK_TIME, "no_date": ASK_WHEN, "past": ASK_PAST, "unsupported": ASK_UNSUPPORTED,
                "impossible_time": ASK_IMPOSSIBLE, "impossible_date": ASK_IMPOSSIBLE}.get(when.code, ASK_WHEN)
    kind = (KIND_DATE if when.code == "impossible_date" else KIND_TIME)(m.lang)
    return Clarify(m.intent, ask(m.lang, said=when.said, kind=kind), action="create_reminder", code=when.code,
                   arguments={"text": text}, missing="time" if when.code == "no_time" else "when", said=m.text)


def _series_by_clock(ctx: ActionContext, a: CreateReminder) -> Series | Refused:
    """A series given as 'HH:MM' and a day (weekly, monthly), as `/remind monday 09:00 …` gives it."""
    hours, minutes = (int(x) for x in re.split(r"[:h]", a.due.strip()))
    if hours > 23 or minutes > 59:
        return Refused("impossible_time", IMPOSSIBLE_TIME(ctx.lang, text=a.due.strip()) + ctx.t(NOTHING_SAVED))
    at = time(hours, minutes)
    day: int | None = None
    if a.recurrence == "weekly":
        day = weekday_number(a.day or "")
        if day is None:
            return Refused("needs_day", ctx.t(NEEDS_WEEKDAY))
    elif a.recurrence == "monthly":
        if not (a.day or "").strip().isdigit() or not 1 <= int((a.day or "").strip()) <= 31:
            return Refused("needs_day", ctx.t(NEEDS_MONTH_DAY))
        day = int((a.day or "").strip())
    return Series(a.recurrence, at, day)


@action("create_reminder", "Create a reminder at a local date and time, once or as a series.",
        effect="internal_write", agents=BOTH, output=ReminderData, check=CHECK, topic="reminder",
        help=T("help.create", "Set a reminder", "Créer un rappel"), when_arg="due",
        not_done=T("not_done.create", "set any reminder", "programmé de rappel"),
        command=Command("remind", T("usage.create",
                                    "/remind YYYY-MM-DD HH:MM TEXT, or a series: /remind daily|weekdays|monday…sunday "
                                    "HH:MM TEXT, /remind monthly DAY HH:MM TEXT",
                                    "/remind AAAA-MM-JJ HH:MM TEXTE, ou une série : /remind daily|weekdays|lundi…"
                                    "dimanche HH:MM TEXTE, /remind monthly JOUR HH:MM TEXTE"), parse_remind),
        intents=(Intent("CreateReminder",
                        en=("(remind|remember) me (to|about|that) {task}", "(remind|remember) me {task}",
                            "(ping|nudge|alert) me (to|about) {task}", "(ping|nudge) me {task}",
                            "(don't|do not) let me forget (to|about) {task}",
                            "set [a|up a] reminder (to|for|about) {task}",
                            "(add|create) [a] reminder (to|for|about) {task}", "reminder[:] {task}"),
                        fr=("(rappelle|rapelle|rappel|rapel|rappelles)( |-)moi (de|d'|que|qu') {task}",
                            "(rappelle|rapelle|rappel|rapel|rappelles)( |-)moi {task}",
                            "fais[-]moi penser (à|a) {task}", "n'oublie pas de me rappeler [de|d'|que|qu'] {task}",
                            "(peux-tu|tu peux|pourrais-tu|tu pourrais) me rappeler [de|d'|que|qu'] {task}",
                            "(crée|mets|programme|ajoute) [moi] un rappel [pour|de|d'] {task}", "rappel[:] {task}"),
                        build=_understand),),
        claims=Claims("create", "reminder",
                      en=(r"\b(?:i'?ll|i will|i'm going to|i am going to) (?:remind|ping|nudge|notify|alert) you\b",
                          r"\byou'?ll (?:get|receive) a reminder\b", r"\bi'?ll let you know\b"),
                      fr=(r"\bje (?:te|vous) (?:le |la |les )?rappellerai\b", r"\bje vais (?:te|vous) (?:le )?rappeler\b",
                          r"\b(?:tu recevras|vous recevrez) un rappel\b")))
async def create_reminder(ctx: ActionContext, a: CreateReminder) -> Outcome:
    """A reminder at a future local time, or a series from its first occurrence; impossible, ambiguous or past
    times are refused with the reason."""
    if not a.text.strip():
        return Refused("empty", ctx.t(NO_TEXT))
    series: Series | None
    if a.recurrence != "none" and _CLOCK_ONLY.fullmatch(a.due):
        found = _series_by_clock(ctx, a)
        if isinstance(found, Refused):
            return found
        series, due = found, next_in_series(found, ctx.owner.zone, ctx.now)
    else:
        parsed = parse_local(a.due, ctx.owner.zone, ctx.today)
        if isinstance(parsed, DateProblem):
            return Refused(parsed.code, parsed.say(ctx.lang) + ctx.t(NOTHING_SAVED))
        if parsed <= ctx.now:
            return Refused("in_the_past", ctx.t(IN_THE_PAST, due=ctx.moment(parsed), now=ctx.moment(ctx.now)))
        series, due = series_of(a.recurrence, ctx.local(parsed)), parsed
    r = await reminders.add(ctx.db, ctx.owner.id, a.text, due, ctx.owner.zone.key, a.recurrence, ctx.now,
                            f"{series.at:%H:%M}" if series else None, series.day if series else None)
    if series is None:
        return Ok(ctx.t(SET, id=r.number, when=ctx.moment(r.due_at), text=r.text), reminder_data(ctx, r))
    return Ok(ctx.t(SET_SERIES, id=r.number, rule=rule_words(series, ctx.lang), when=ctx.moment(r.due_at),
                    text=r.text), reminder_data(ctx, r))


@action("list_reminders", "List pending reminders (optionally the done ones too); a series shows its rule.",
        effect="read", agents=STEWARD, output=ReminderList, check=CHECK, topic="reminder",
        help=T("help.list", "List reminders", "Lister les rappels"),
        not_done=T("not_done.list", "read your reminders", "lu tes rappels"),
        command=Command("reminders", T("usage.list", "/reminders", "/reminders"), no_args),
        intents=(Intent("ListReminders",
                        en=("(show|list|read) [me] my reminders", "what are my reminders", "my reminders",
                            "what do I need to remember"),
                        fr=("(montre|liste|lis)[-moi] mes rappels", "quels sont mes rappels", "mes rappels")),))
async def list_reminders(ctx: ActionContext, a: ListReminders) -> Outcome:
    """Pending reminders by due time (overdue ones marked; a series with its rule and next occurrence)."""
    rows = await reminders.listing(ctx.db, ctx.owner.id, a.include_done)
    if not rows:
        return Ok(ctx.t(NONE_PENDING), ReminderList(reminders=()))
    lines = [ctx.t(HEADER)]
    for r in rows:
        mark = ctx.t(DONE_MARK) if r.status == "done" else ctx.t(OVERDUE_MARK) if r.due_at <= ctx.now else ""
        series = series_of_row(ctx, r)
        when = ctx.moment(r.due_at) if series is None else ctx.t(NEXT, rule=rule_words(series, ctx.lang),
                                                                  when=ctx.moment(r.due_at))
        lines.append(f"#{r.number} · {when}{mark} — {r.text}")
    return Ok("\n".join(lines), ReminderList(reminders=tuple(reminder_data(ctx, r) for r in rows)))


@action("complete_reminder", "Mark a reminder as done (a series moves to its next occurrence).",
        unknown_shows="list_reminders", effect="internal_write", agents=STEWARD, output=ReminderData, check=CHECK, topic="reminder",
        help=T("help.complete", "Mark a reminder done", "Marquer un rappel fait"),
        not_done=T("not_done.complete", "marked any reminder as done", "marqué de rappel comme fait"),
        command=Command("done", T("usage.complete", "/done N", "/done N"), int_then_rest("reminder_id")),
        buttons=(Button("rm:done", T("button.done", "Done", "Fait"), lambda n, _now: {"reminder_id": n}, on_push=True),),
        claims=Claims("complete", "reminder"))
async def complete_reminder(ctx: ActionContext, a: CompleteReminder) -> Outcome:
    """Mark done; a recurring reminder moves to its next occurrence instead."""
    r = await reminders.get(ctx.db, ctx.owner.id, a.reminder_id)
    if r is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.reminder_id))
    if r.status == "done":
        return Refused("already_done", ctx.t(ALREADY_DONE, id=r.number))
    nxt = next_occurrence(r.due_at, r.recurrence, ctx.owner.zone, after=max(ctx.now, r.due_at),
                          series=series_of_row(ctx, r))
    if nxt is None:
        r.status, r.done_at = "done", ctx.now
        return Ok(ctx.t(COMPLETED, id=r.number, text=r.text), reminder_data(ctx, r))
    r.due_at = nxt
    return Ok(ctx.t(COMES_BACK, id=r.number, when=ctx.moment(r.due_at)), reminder_data(ctx, r))


def _tomorrow(n: int, now_local: datetime) -> dict[str, object]:
    return {"reminder_id": n, "until": f"{now_local + timedelta(days=1):%Y-%m-%d %H:%M}"}


@action("snooze_reminder", "Push a reminder back by some minutes (counted from its due time if it is not due yet), "
        "or to a later local time.",
        unknown_shows="list_reminders", effect="internal_write", agents=BOTH, output=ReminderData, check=CHECK, topic="reminder",
        help=T("help.snooze", "Snooze a reminder", "Reporter un rappel"),
        not_done=T("not_done.snooze", "snoozed any reminder", "reporté de rappel"),
        command=Command("snooze", T("usage.snooze", "/snooze N [MINUTES|HH:MM]", "/snooze N [MINUTES|HH:MM]"),
                        parse_snooze),
        buttons=(Button("rm:snooze", T("button.snooze", "+10 min", "+10 min"),
                        lambda n, _now: {"reminder_id": n, "minutes": 10}, on_push=True),
                 Button("rm:tomorrow", T("button.tomorrow", "Tomorrow", "Demain"), _tomorrow, on_push=True)),
        claims=Claims("snooze", "reminder"))
async def snooze_reminder(ctx: ActionContext, a: SnoozeReminder) -> Outcome:
    """Snoozing means later: minutes count from the later of now and the due time. A reminder not due yet is
    moved, and the reply says from when to when (a series keeps its rule; only this occurrence moves)."""
    r = await reminders.get(ctx.db, ctx.owner.id, a.reminder_id)
    if r is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.reminder_id))
    if r.status == "done":
        return Refused("already_done", ctx.t(NOTHING_TO_SNOOZE, id=r.number))
    old = r.due_at
    if a.until:
        until = parse_local(a.until, ctx.owner.zone, ctx.today)
        if isinstance(until, DateProblem):
            return Refused(until.code, until.say(ctx.lang))
        if until <= ctx.now:
            return Refused("in_the_past", ctx.t(UNTIL_PAST, until=a.until))
        r.due_at = until
    else:
        r.due_at = max(ctx.now, old) + timedelta(minutes=a.minutes)
    if old <= ctx.now:
        return Ok(ctx.t(SNOOZED, id=r.number, when=ctx.moment(r.due_at)), reminder_data(ctx, r))
    same_day = ctx.local(old).date() == ctx.local(r.due_at).date()
    was = f"{ctx.local(old):%H:%M}" if same_day else ctx.moment(old)
    now_at = ctx.hour(r.due_at) if same_day else ctx.moment(r.due_at)
    return Ok(ctx.t(MOVED, id=r.number, old=was, new=now_at), reminder_data(ctx, r))


def _stop(m: IntentMatch) -> Understood | Clarify:
    """'stop reminder 3' / 'arrête le rappel n°3'; without a number, which one is asked."""
    number = re.search(r"\d+", m.slots["text"])
    if number is None:
        return Clarify(m.intent, WHICH_REMINDER(m.lang), action="retire_reminder", missing="reminder", said=m.text)
    return Understood(m.intent, "retire_reminder", {"reminder_id": int(number.group())})


@action("retire_reminder", "Stop a reminder or a whole series: it is retired with a reason, never deleted.",
        unknown_shows="list_reminders", effect="internal_write", agents=BOTH, output=ReminderData, check=CHECK, topic="reminder",
        help=T("help.retire", "Stop a reminder or a series", "Arrêter un rappel ou une série"),
        not_done=T("not_done.retire", "stopped any reminder", "arrêté de rappel"),
        command=Command("stop_reminder", T("usage.retire", "/stop_reminder N [REASON]", "/stop_reminder N [RAISON]"),
                        int_then_rest("reminder_id", "reason")),
        intents=(Intent("StopReminder", en=("(stop|cancel) [the|my] (reminder|series) {text}",),
                        fr=("(arrête|annule) (le|mon) rappel {text}", "(arrête|annule) (la|ma) série {text}"),
                        build=_stop),),
        claims=Claims("remove", "reminder"))
async def retire_reminder(ctx: ActionContext, a: RetireReminder) -> Outcome:
    """Retire a reminder (a series stops for good) with a date and a reason; its row and deliveries stay."""
    r = await reminders.get(ctx.db, ctx.owner.id, a.reminder_id, retired=True)
    if r is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.reminder_id))
    if r.retired_at is not None:
        return Refused("already_retired", ctx.t(ALREADY_STOPPED, id=r.number,
                                                day=day_label(ctx.local(r.retired_at).date(), ctx.lang)))
    r.retired_at, r.retire_reason = ctx.now, a.reason
    series = series_of_row(ctx, r)
    if series is None:
        return Ok(ctx.t(CANCELLED, id=r.number, when=ctx.moment(r.due_at), text=r.text), reminder_data(ctx, r))
    return Ok(ctx.t(STOPPED_SERIES, id=r.number, rule=rule_words(series, ctx.lang), text=r.text),
              reminder_data(ctx, r))
