"""Calls and the check helper the guard's tests share (pure data; no model, no database)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.actions.worktime import WorkTime
from pipeline.executor import Call
from pipeline.guard import Guard, Verdict
from pipeline.outcomes import Ok

PARIS = ZoneInfo("Europe/Paris")
NOW = datetime(2026, 11, 25, 10, 0, tzinfo=PARIS)  # Wednesday
AT_21 = datetime(2026, 11, 26, 20, 0, tzinfo=ZoneInfo("UTC"))  # Thu 26 Nov, 21:00 in Paris
REMINDER_21 = Call("create_reminder", {"text": "call the bank", "due": "2026-11-26 21:00"}, Ok(
    "Reminder #4 set for Thu 26 Nov 2026 at 21:00: call the bank",
    ReminderData(id=4, text="call the bank", due_at=AT_21, due_local="2026-11-26 21:00", timezone="Europe/Paris",
                 recurrence="none", status="pending")))
NOTES_FOUND = Call("list_notes", {"query": "boiler"}, Ok("Your notes:\n\n#1 · Wed 25 Nov 2026\nthe boiler code is 4471",
                                                         NoteList(notes=(NoteData(id=1, text="the boiler code is 4471",
                                                                                  created_at=NOW),))))
NO_WORK = Call("read_work_time", {"period": "day", "date": "today"}, Ok(
    "No session recorded today.", WorkTime(period="day", first=NOW.date(), last=NOW.date(), seconds=None, sessions=0,
                                           projects={}, running=(), not_counted=())))


def reminders_read(*rows: tuple[str, str, str]) -> Call:
    """A list_reminders read holding (text, due_local, status) rows."""
    data = tuple(ReminderData(id=i, text=text, due_at=AT_21, due_local=due, timezone="Europe/Paris", recurrence="none",
                              status=status) for i, (text, due, status) in enumerate(rows, 1))
    return Call("list_reminders", {}, Ok("Your reminders:\n" + "\n".join(f"#{r.id} · {r.due_local} — {r.text}" for r in data),
                                         ReminderList(reminders=data)))


def pending(*texts: str) -> Call:
    """A list_reminders read holding pending reminders, all due Thu 26 Nov at 21:00."""
    return reminders_read(*((t, "2026-11-26 21:00", "pending") for t in texts))


async def check(guard: Guard, text: str, calls: list[Call] | None = None, lang: str = "en", **kw: object) -> Verdict:
    return await guard.check(text, calls or [], lang, now_local=NOW, **kw)  # type: ignore[arg-type]
