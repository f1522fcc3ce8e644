"""Reminders: create, list, complete, snooze; pushed on time by the dispatcher."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Annotated, Literal

from pydantic import Field

from pipeline.action_context import ActionContext
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
    UsageError,
    action,
)
from pipeline.command_syntax import NOT_A_NUMBER, int_then_rest, no_args, number_word, words_of
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.rules.dates import DateProblem, parse_local
from pipeline.rules.formats import moment_label
from pipeline.rules.recurrence import next_occurrence
from pipeline.rules.when import NoWhen, find_when
from pipeline.texts import Texts
from stores import reminders
from stores.models import Reminder

T = Texts("reminders")
NOT_FOUND = T("not_found", "There is no reminder #{id}.", "Il n'y a pas de rappel n°{id}.")
SNOOZE_MINUTES = T("snooze_minutes", "Snooze needs minutes between {min} and {max}.",
                   "Le report demande des minutes entre {min} et {max}.")
Recurrence = Literal["none", "daily", "weekdays", "weekly", "monthly"]


class CreateReminder(ActionInput):
    text: str = Field(min_length=1, description="What to remind the owner of, verbatim.")
    due: str = Field(description="Local date and time in the owner's time zone, ISO 8601: 'YYYY-MM-DD HH:MM'.",
                     min_length=10, max_length=40)
    recurrence: Recurrence = "none"


class ListReminders(ActionInput):
    include_done: bool = False


class CompleteReminder(ActionInput):
    reminder_id: Annotated[int, Names(NOT_FOUND)] = Id


class SnoozeReminder(ActionInput):
    reminder_id: Annotated[int, Names(NOT_FOUND)] = Id
    minutes: Annotated[int, Says(SNOOZE_MINUTES)] = Field(default=10, ge=1, le=24 * 60)
    until: str | None = Field(default=None, description="Instead of minutes: local 'YYYY-MM-DD HH:MM'.")


class ReminderData(Record):
    id: int
    text: str
    due_at: datetime
    due_local: str
    timezone: str
    recurrence: str
    status: str


class ReminderList(Listing):
    reminders: tuple[ReminderData, ...]

    def found(self) -> int:
        return len(self.reminders)


CHECK = T("check", "/reminders", "/reminders")
NO_TEXT = T("no_text", "The reminder has no text. Nothing was saved.", "Le rappel n'a pas de texte. Rien n'a été enregistré.")
NOTHING_SAVED = T("nothing_saved", " Nothing was saved.", " Rien n'a été enregistré.")
IN_THE_PAST = T("in_the_past", "{due} is in the past (it is {now}). Nothing was saved.",
                "{due} est déjà passé (il est {now}). Rien n'a été enregistré.")
SET = T("set", "Reminder #{id} set for {when}{repeat}: {text}", "Rappel n°{id} programmé pour {when}{repeat} : {text}")
NONE_PENDING = T("none_pending", "You have no pending reminders.", "Tu n'as aucun rappel en attente.")
HEADER = T("header", "Your reminders:", "Tes rappels :")
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
ASK_IMPOSSIBLE = T("ask_impossible", "'{said}' is not a {kind} that exists. When should it be? Nothing was saved.",
                   "« {said} » n'est pas une {kind} qui existe. Pour quand ? Rien n'a été enregistré.")
KIND_DATE = T("kind_date", "date", "date")
KIND_TIME = T("kind_time", "time", "heure")
ASK_TIME = T("ask_time", "At what time? For example: 'tomorrow at 9'. Nothing was saved.",
             "À quelle heure ? Par exemple : « demain à 9h ». Rien n'a été enregistré.")
ASK_WHEN = T("ask_when", "When? For example: 'tomorrow at 9' or 'in 10 minutes'. Nothing was saved.",
             "Pour quand ? Par exemple : « demain à 9h » ou « dans 10 minutes ». Rien n'a été enregistré.")

REMIND_SHAPE = T("remind_shape", "A date, a time and the text are expected",
                 "Une date, une heure et le texte sont attendus")
SNOOZE_SHAPE = T("snooze_shape", "Only a reminder number and minutes go after /snooze",
                 "Seuls un numéro de rappel et des minutes vont après /snooze")
_DATE_TIME = re.compile(r"^\s*(\d{4}-\d{1,2}-\d{1,2})[ T](\d{1,2}[:h]\d{2})\s+(.+)$", re.S)


def parse_remind(rest: str) -> dict[str, object]:
    """`/remind YYYY-MM-DD HH:MM text`."""
    match = _DATE_TIME.match(rest)
    if not match:
        raise UsageError(REMIND_SHAPE)
    date, time, text = match.groups()
    return {"due": f"{date} {time.replace('h', ':')}", "text": text.strip()}


def parse_snooze(rest: str) -> dict[str, object]:
    """`/snooze N [minutes]`."""
    words = words_of(rest)
    args: dict[str, object] = {"reminder_id": number_word(words[0] if words else "")}
    if len(words) > 2:
        raise UsageError(SNOOZE_SHAPE)
    if len(words) == 2:
        if not words[1].isdigit():
            raise UsageError(NOT_A_NUMBER, word=words[1])
        args["minutes"] = int(words[1])
    return args


def reminder_data(ctx: ActionContext, r: Reminder) -> ReminderData:
    """A reminder as data, with its local due time."""
    return ReminderData(id=r.number, text=r.text, due_at=r.due_at, due_local=ctx.local(r.due_at).strftime("%Y-%m-%d %H:%M"),
                        timezone=r.timezone, recurrence=r.recurrence, status=r.status)


def _when(ctx: ActionContext, r: Reminder) -> str:
    return moment_label(r.due_at.astimezone(ctx.owner.zone), ctx.lang)


_CONNECTOR = re.compile(r"^(?:(?:to|about|that|de|que)\s+|(?:d|qu)['’]\s*)(?=\S)", re.I)


def _understand(m: IntentMatch) -> Understood | Clarify:
    """'remind me to call Bob tomorrow at 9': the time is read and cut out of the text; a missing or impossible
    time is asked about, never invented."""
    task = m.slots["task"]
    when = find_when(task, m.lang, m.now_local)
    if isinstance(when, NoWhen):
        if when.code in ("impossible_date", "impossible_time"):
            kind = (KIND_DATE if when.code == "impossible_date" else KIND_TIME)(m.lang)
            question = ASK_IMPOSSIBLE(m.lang, said=when.said, kind=kind)
        else:
            question = (ASK_TIME if when.code == "no_time" else ASK_WHEN)(m.lang)
        return Clarify(m.intent, question, action="create_reminder", arguments={"text": task},
                       missing="time" if when.code == "no_time" else "when")
    # "remind me tomorrow at 9 to call Bob": with the time first, its connector is left in front of the task.
    text = _CONNECTOR.sub("", when.rest, count=1) if when.rest else task
    return Understood(m.intent, "create_reminder", {"text": text, "due": f"{when.local:%Y-%m-%d %H:%M}"})


@action("create_reminder", "Create a reminder at a local date and time.",
        effect="internal_write", agents=BOTH, output=ReminderData, check=CHECK, topic="reminder",
        help=T("help.create", "Set a reminder", "Créer un rappel"),
        not_done=T("not_done.create", "set any reminder", "programmé de rappel"),
        command=Command("remind", T("usage.create", "/remind YYYY-MM-DD HH:MM TEXT", "/remind AAAA-MM-JJ HH:MM TEXTE"),
                        parse_remind),
        intents=(Intent("CreateReminder",
                        en=("remind me (to|about|that) {task}", "remind me {task}",
                            "set [a|up a] reminder (to|for|about) {task}",
                            "(add|create) [a] reminder (to|for|about) {task}", "reminder[:] {task}"),
                        fr=("rappelle[-]moi (de|d'|que|qu') {task}", "rappelle[-]moi {task}",
                            "(crée|mets|programme|ajoute) [moi] un rappel (pour|de|d') {task}", "rappel[:] {task}"),
                        build=_understand),),
        claims=Claims("create", "reminder",
                      en=(r"\b(?:i'?ll|i will|i'm going to|i am going to) (?:remind|ping|nudge|notify|alert) you\b",
                          r"\byou'?ll (?:get|receive) a reminder\b", r"\bi'?ll let you know\b"),
                      fr=(r"\bje (?:te|vous) (?:le |la |les )?rappellerai\b", r"\bje vais (?:te|vous) (?:le )?rappeler\b",
                          r"\b(?:tu recevras|vous recevrez) un rappel\b")))
async def create_reminder(ctx: ActionContext, a: CreateReminder) -> Outcome:
    """A reminder at a future local time; impossible, ambiguous or past times are refused with the reason."""
    if not a.text.strip():
        return Refused("empty", ctx.t(NO_TEXT))
    due = parse_local(a.due, ctx.owner.zone, ctx.today)
    if isinstance(due, DateProblem):
        return Refused(due.code, due.say(ctx.lang) + ctx.t(NOTHING_SAVED))
    if due <= ctx.now:
        return Refused("in_the_past", ctx.t(IN_THE_PAST, due=moment_label(due, ctx.lang),
                                            now=moment_label(ctx.local(ctx.now), ctx.lang)))
    r = await reminders.add(ctx.db, ctx.owner.id, a.text, due, ctx.owner.zone.key, a.recurrence, ctx.now)
    repeat = "" if a.recurrence == "none" else f" ({a.recurrence})"
    return Ok(ctx.t(SET, id=r.number, when=_when(ctx, r), repeat=repeat, text=r.text), reminder_data(ctx, r))


@action("list_reminders", "List pending reminders (optionally the done ones too).",
        effect="read", agents=STEWARD, output=ReminderList, check=CHECK, topic="reminder",
        help=T("help.list", "List reminders", "Lister les rappels"),
        not_done=T("not_done.list", "read your reminders", "lu tes rappels"),
        command=Command("reminders", T("usage.list", "/reminders", "/reminders"), no_args),
        intents=(Intent("ListReminders",
                        en=("(show|list|read) [me] my reminders", "what are my reminders", "my reminders",
                            "what do I need to remember"),
                        fr=("(montre|liste|lis)[-moi] mes rappels", "quels sont mes rappels", "mes rappels")),))
async def list_reminders(ctx: ActionContext, a: ListReminders) -> Outcome:
    """Pending reminders by due time (overdue ones marked)."""
    rows = await reminders.listing(ctx.db, ctx.owner.id, a.include_done)
    if not rows:
        return Ok(ctx.t(NONE_PENDING), ReminderList(reminders=()))
    lines = [ctx.t(HEADER)]
    for r in rows:
        mark = ctx.t(DONE_MARK) if r.status == "done" else ctx.t(OVERDUE_MARK) if r.due_at <= ctx.now else ""
        repeat = "" if r.recurrence == "none" else f" [{r.recurrence}]"
        lines.append(f"#{r.number} · {_when(ctx, r)}{repeat}{mark} — {r.text}")
    return Ok("\n".join(lines), ReminderList(reminders=tuple(reminder_data(ctx, r) for r in rows)))


@action("complete_reminder", "Mark a reminder as done.",
        effect="internal_write", agents=STEWARD, output=ReminderData, check=CHECK, topic="reminder",
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
    nxt = next_occurrence(r.due_at, r.recurrence, ctx.owner.zone, after=max(ctx.now, r.due_at))
    if nxt is None:
        r.status, r.done_at = "done", ctx.now
        return Ok(ctx.t(COMPLETED, id=r.number, text=r.text), reminder_data(ctx, r))
    r.due_at = nxt
    return Ok(ctx.t(COMES_BACK, id=r.number, when=_when(ctx, r)), reminder_data(ctx, r))


def _tomorrow(n: int, now_local: datetime) -> dict[str, object]:
    return {"reminder_id": n, "until": f"{now_local + timedelta(days=1):%Y-%m-%d %H:%M}"}


@action("snooze_reminder", "Push a reminder back by some minutes.",
        effect="internal_write", agents=BOTH, output=ReminderData, check=CHECK, topic="reminder",
        help=T("help.snooze", "Snooze a reminder", "Reporter un rappel"),
        not_done=T("not_done.snooze", "snoozed any reminder", "reporté de rappel"),
        command=Command("snooze", T("usage.snooze", "/snooze N [MINUTES]", "/snooze N [MINUTES]"), parse_snooze),
        buttons=(Button("rm:snooze", T("button.snooze", "+10 min", "+10 min"),
                        lambda n, _now: {"reminder_id": n, "minutes": 10}, on_push=True),
                 Button("rm:tomorrow", T("button.tomorrow", "Tomorrow", "Demain"), _tomorrow, on_push=True)),
        claims=Claims("snooze", "reminder"))
async def snooze_reminder(ctx: ActionContext, a: SnoozeReminder) -> Outcome:
    """Push a pending reminder to now + minutes."""
    r = await reminders.get(ctx.db, ctx.owner.id, a.reminder_id)
    if r is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.reminder_id))
    if r.status == "done":
        return Refused("already_done", ctx.t(NOTHING_TO_SNOOZE, id=r.number))
    if a.until:
        until = parse_local(a.until, ctx.owner.zone, ctx.today)
        if isinstance(until, DateProblem):
            return Refused(until.code, until.say(ctx.lang))
        if until <= ctx.now:
            return Refused("in_the_past", ctx.t(UNTIL_PAST, until=a.until))
        r.due_at = until
    else:
        r.due_at = ctx.now + timedelta(minutes=a.minutes)
    return Ok(ctx.t(SNOOZED, id=r.number, when=_when(ctx, r)), reminder_data(ctx, r))
