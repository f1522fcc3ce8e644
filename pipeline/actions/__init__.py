"""Action handlers, one per catalog entry, and the table the executor dispatches on."""

from __future__ import annotations

from collections.abc import Mapping

from pipeline.actions import briefings, memory, notes, preferences, projects, reminders, sharing, work
from pipeline.executor import Handler, Preparer

HANDLERS: Mapping[str, Handler] = {
    "create_note": notes.create_note,
    "list_notes": notes.list_notes,
    "retire_note": notes.retire_note,
    "create_reminder": reminders.create_reminder,
    "list_reminders": reminders.list_reminders,
    "complete_reminder": reminders.complete_reminder,
    "snooze_reminder": reminders.snooze_reminder,
    "read_work_time": work.read_work_time,
    "remember_preference": preferences.remember_preference,
    "list_preferences": preferences.list_preferences,
    "deactivate_preference": preferences.deactivate_preference,
    "save_memory": memory.save_memory,
    "search_memory": memory.search_memory,
    "list_memories": memory.list_memories,
    "retire_memory": memory.retire_memory,
    "start_session": work.start_session,
    "pause_session": work.pause_session,
    "resume_session": work.resume_session,
    "stop_session": work.stop_session,
    "list_projects": projects.list_projects,
    "read_project": projects.read_project,
    "create_project": projects.create_project,
    "update_project": projects.update_project,
    "record_decision": projects.record_decision,
    "read_daily_briefing": briefings.read_daily_briefing,
    "read_weekly_briefing": briefings.read_weekly_briefing,
    "share_note": sharing.share_note,
    "add_contact": sharing.add_contact,
    "list_contacts": sharing.list_contacts,
    "set_timezone": sharing.set_timezone,
    "set_briefing": sharing.set_briefing,
}

PREPARERS: Mapping[str, Preparer] = {
    "share_note": sharing.prepare_share_note,
}
