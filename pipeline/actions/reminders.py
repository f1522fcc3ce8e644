"""Reminder actions: create, list, complete, snooze."""

from __future__ import annotations

from datetime import timedelta

from pipeline.catalog import CompleteReminder, CreateReminder, ListReminders, SnoozeReminder
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from pipeline.rules.dates import DateProblem, parse_local
from pipeline.rules.formats import moment_label
from pipeline.rules.recurrence import next_occurrence
from stores import reminders
from stores.models import Reminder


def reminder_dict(ctx: ActionContext, r: Reminder) -> dict[str, object]:
    """A reminder as data, with its local due time."""
    return {"id": r.id, "text": r.text, "due_at": r.due_at.isoformat(),
            "due_local": ctx.local(r.due_at).strftime("%Y-%m-%d %H:%M"), "timezone": r.timezone,
            "recurrence": r.recurrence, "status": r.status}


def _when(ctx: ActionContext, r: Reminder) -> str:
    return moment_label(r.due_at.astimezone(ctx.owner.zone), ctx.owner.language)


def _not_found(ctx: ActionContext, rid: int) -> Refused:
    return Refused("not_found", ctx.tr(f"There is no reminder #{rid}.", f"Il n'y a pas de rappel n°{rid}."))


async def create_reminder(ctx: ActionContext, a: CreateReminder) -> Outcome:
    """A reminder at a future local time; impossible, ambiguous or past times are refused with the reason."""
    if not a.text.strip():
        return Refused("empty", ctx.tr("The reminder has no text. Nothing was saved.",
                                       "Le rappel n'a pas de texte. Rien n'a été enregistré."))
    due = parse_local(a.due, ctx.owner.zone, ctx.today)
    if isinstance(due, DateProblem):
        return Refused(due.code, due.message + ctx.tr(" Nothing was saved.", " Rien n'a été enregistré."))
    if due <= ctx.now:
        now_label = moment_label(ctx.local(ctx.now), ctx.owner.language)
        due_label = moment_label(due, ctx.owner.language)
        return Refused("in_the_past", ctx.tr(
            f"{due_label} is in the past (it is {now_label}). Nothing was saved.",
            f"{due_label} est déjà passé (il est {now_label}). Rien n'a été enregistré."))
    r = await reminders.add(ctx.db, ctx.owner.id, a.text, due, ctx.owner.zone.key, a.recurrence, ctx.now)
    repeat = "" if a.recurrence == "none" else f" ({a.recurrence})"
    return Ok(ctx.tr(f"Reminder #{r.id} set for {_when(ctx, r)}{repeat}: {r.text}",
                     f"Rappel n°{r.id} programmé pour {_when(ctx, r)}{repeat} : {r.text}"),
              reminder_dict(ctx, r))


async def list_reminders(ctx: ActionContext, a: ListReminders) -> Outcome:
    """Pending reminders by due time (overdue ones marked)."""
    rows = await reminders.listing(ctx.db, ctx.owner.id, a.include_done)
    if not rows:
        return Ok(ctx.tr("You have no pending reminders.", "Tu n'as aucun rappel en attente."), {"reminders": []})
    lines = [ctx.tr("Your reminders:", "Tes rappels :")]
    for r in rows:
        mark = ""
        if r.status == "done":
            mark = ctx.tr(" (done)", " (fait)")
        elif r.due_at <= ctx.now:
            mark = ctx.tr(" (overdue)", " (en retard)")
        repeat = "" if r.recurrence == "none" else f" [{r.recurrence}]"
        lines.append(f"#{r.id} · {_when(ctx, r)}{repeat}{mark} — {r.text}")
    return Ok("\n".join(lines), {"reminders": [reminder_dict(ctx, r) for r in rows]})


async def complete_reminder(ctx: ActionContext, a: CompleteReminder) -> Outcome:
    """Mark done; a recurring reminder moves to its next occurrence instead."""
    r = await reminders.get(ctx.db, ctx.owner.id, a.reminder_id)
    if r is None:
        return _not_found(ctx, a.reminder_id)
    if r.status == "done":
        return Refused("already_done", ctx.tr(f"Reminder #{r.id} was already done.",
                                              f"Le rappel n°{r.id} était déjà fait."))
    nxt = next_occurrence(r.due_at, r.recurrence, ctx.owner.zone, after=max(ctx.now, r.due_at))
    if nxt is None:
        r.status, r.done_at = "done", ctx.now
        return Ok(ctx.tr(f"Marked reminder #{r.id} as done: {r.text}",
                         f"Rappel n°{r.id} marqué comme fait : {r.text}"), reminder_dict(ctx, r))
    r.due_at = nxt
    return Ok(ctx.tr(f"Done for this time. Reminder #{r.id} comes back {_when(ctx, r)}.",
                     f"Fait pour cette fois. Le rappel n°{r.id} revient {_when(ctx, r)}."), reminder_dict(ctx, r))


async def snooze_reminder(ctx: ActionContext, a: SnoozeReminder) -> Outcome:
    """Push a pending reminder to now + minutes."""
    r = await reminders.get(ctx.db, ctx.owner.id, a.reminder_id)
    if r is None:
        return _not_found(ctx, a.reminder_id)
    if r.status == "done":
        return Refused("already_done", ctx.tr(f"Reminder #{r.id} is already done; there is nothing to snooze.",
                                              f"Le rappel n°{r.id} est déjà fait ; rien à reporter."))
    if a.until:
        until = parse_local(a.until, ctx.owner.zone, ctx.today)
        if isinstance(until, DateProblem):
            return Refused(until.code, until.message)
        if until <= ctx.now:
            return Refused("in_the_past", ctx.tr(f"{a.until} is already past; the reminder was not moved.",
                                                 f"{a.until} est déjà passé ; le rappel n'a pas été déplacé."))
        r.due_at = until
    else:
        r.due_at = ctx.now + timedelta(minutes=a.minutes)
    return Ok(ctx.tr(f"Snoozed reminder #{r.id} to {_when(ctx, r)}.",
                     f"Rappel n°{r.id} reporté à {_when(ctx, r)}."), reminder_dict(ctx, r))
