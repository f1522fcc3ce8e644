"""Projects, sessions and briefings on the real database with a controllable clock."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from pipeline.action_context import Caller, OwnerRef
from pipeline.executor import Executor
from pipeline.outcomes import Ok, Outcome, Refused
from tests.fakes import MutableClock

PARIS = ZoneInfo("Europe/Paris")
CMD = Caller("command")


def paris(*args: int) -> datetime:
    return datetime(*args, tzinfo=PARIS)  # type: ignore[misc]


class Owner:
    def __init__(self, executor: Executor, ref: OwnerRef) -> None:
        self.executor, self.ref = executor, ref

    async def run(self, action: str, /, **args: Any) -> Outcome:
        return await self.executor.run(self.ref, CMD, action, args)

    async def ok(self, action: str, /, **args: Any) -> Ok:
        outcome = await self.run(action, **args)
        assert isinstance(outcome, Ok), outcome
        return outcome


async def owner(executor: Executor, key: str) -> Owner:
    o = Owner(executor, await executor.owner(key))
    await o.ok("create_project", name="Arthur")
    return o


async def test_pause_resume_arithmetic(executor: Executor, owner_key: str, clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    clock.set(paris(2026, 11, 24, 9, 0))
    await me.ok("start_session", project="arthur")
    clock.set(paris(2026, 11, 24, 10, 0))
    await me.ok("pause_session")
    clock.set(paris(2026, 11, 24, 10, 30))
    await me.ok("resume_session")
    clock.set(paris(2026, 11, 24, 11, 0))
    await me.ok("pause_session")
    clock.set(paris(2026, 11, 24, 11, 20))
    stopped = await me.ok("stop_session")  # stopping while paused closes the pause
    assert stopped.data.seconds == 5400
    reading = await me.ok("read_work_time", period="day", date="2026-11-24")
    assert reading.data.seconds == 5400
    assert "1 h 30 min" in reading.summary


async def test_session_across_midnight_is_split_by_day(executor: Executor, owner_key: str,
                                                       clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    clock.set(paris(2026, 11, 23, 23, 0))
    await me.ok("start_session", project="Arthur")
    clock.set(paris(2026, 11, 24, 1, 30))
    await me.ok("stop_session")
    first = await me.ok("read_work_time", date="2026-11-23")
    second = await me.ok("read_work_time", date="2026-11-24")
    assert (first.data.seconds, second.data.seconds) == (3600, 5400)


async def test_session_across_the_autumn_dst_change(executor: Executor, owner_key: str,
                                                    clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    clock.set(paris(2026, 10, 24, 23, 0))  # CEST, UTC+2
    await me.ok("start_session", project="Arthur")
    clock.set(paris(2026, 10, 25, 4, 0))  # CET, UTC+1: 6 real hours later
    stopped = await me.ok("stop_session")
    assert stopped.data.seconds == 6 * 3600
    saturday = await me.ok("read_work_time", date="2026-10-24")
    sunday = await me.ok("read_work_time", date="2026-10-25")
    assert saturday.data.seconds == 3600
    assert sunday.data.seconds == 5 * 3600  # the 25-hour day holds an extra real hour


async def test_stopped_never_runs_again(executor: Executor, owner_key: str, clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    await me.ok("start_session", project="Arthur")
    await me.ok("stop_session")
    for name, code in (("resume_session", "no_session"), ("pause_session", "no_session"),
                       ("stop_session", "no_session")):
        outcome = await me.run(name)
        assert isinstance(outcome, Refused) and outcome.code == code


async def test_one_running_session_at_a_time(executor: Executor, owner_key: str) -> None:
    me = await owner(executor, owner_key)
    await me.ok("create_project", name="Jarvis")
    await me.ok("start_session", project="Arthur")
    again = await me.run("start_session", project="Arthur")
    assert isinstance(again, Refused) and again.code == "already_running"
    other = await me.run("start_session", project="Jarvis")
    assert isinstance(other, Refused) and other.code == "session_running"
    assert "Arthur" in other.message


async def test_unknown_project_is_refused_with_the_way_out(executor: Executor, owner_key: str) -> None:
    me = await owner(executor, owner_key)
    outcome = await me.run("start_session", project="Zeus")
    assert isinstance(outcome, Refused) and "/project new Zeus" in outcome.message


async def test_forgotten_session_is_flagged_not_counted_then_corrected(executor: Executor, owner_key: str,
                                                                       clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    clock.set(paris(2026, 11, 24, 9, 0))
    await me.ok("start_session", project="Arthur")
    clock.set(paris(2026, 11, 25, 8, 0))  # 23 h later, no break
    running = await me.ok("read_work_time", date="2026-11-24")
    assert running.data.not_counted == ("Arthur",)
    stopped = await me.ok("stop_session")
    assert stopped.data.flag == "forgotten" and "forgotten" in stopped.summary
    reading = await me.ok("read_work_time", date="2026-11-24")
    assert reading.data.seconds is None and reading.data.not_counted == ("Arthur",)
    assert "No session recorded" in reading.summary and "not counted" in reading.summary
    fixed = await me.ok("stop_session", at="2026-11-24 18:30")
    assert fixed.data.seconds == 9.5 * 3600
    reading = await me.ok("read_work_time", date="2026-11-24")
    assert reading.data.seconds == 9.5 * 3600 and reading.data.not_counted == ()


async def test_future_is_refused_and_empty_day_is_a_labelled_reading(executor: Executor, owner_key: str,
                                                                     clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    clock.set(paris(2026, 11, 25, 10, 0))
    future = await me.run("read_work_time", date="tomorrow")
    assert isinstance(future, Refused) and future.code == "future_date"
    assert "no session can exist in the future" in future.message.lower()
    assert "0 min" not in future.message and " s " not in future.message
    empty = await me.ok("read_work_time", date="2026-11-20")
    assert empty.data.seconds is None
    assert empty.summary.startswith("No session recorded on Fri 20 Nov 2026")
    week = await me.run("read_work_time", period="week", date="2026-12-07")
    assert isinstance(week, Refused) and week.code == "future_date"


async def test_phases_are_enforced(executor: Executor, owner_key: str) -> None:
    me = await owner(executor, owner_key)
    await me.ok("update_project", name="Arthur", phase="done")
    refused = await me.run("start_session", project="Arthur")
    assert isinstance(refused, Refused) and refused.code == "project_done"
    back = await me.run("update_project", name="Arthur", phase="idea")
    assert isinstance(back, Refused) and back.code == "phase_not_allowed"
    await me.ok("update_project", name="Arthur", phase="active")


async def test_phases_are_named_in_the_owner_language(executor: Executor, owner_key: str) -> None:
    me = await owner(executor, owner_key)
    await me.ok("set_language", language="fr")
    me.ref = await executor.owner(owner_key)  # the owner as the next turn reads it
    created = await me.ok("create_project", name="Suites", phase="idea")
    assert created.summary == "Projet Suites créé (phase : idée)." and created.data.phase == "idea"
    assert (await me.ok("read_project", name="Suites")).summary.startswith("Suites — idée")
    assert "• Arthur — active" in (await me.ok("list_projects")).summary
    moved = await me.ok("update_project", name="Arthur", phase="paused")
    assert "phase active → en pause" in moved.summary
    await me.ok("set_language", language="en")
    me.ref = await executor.owner(owner_key)
    assert (await me.ok("read_project", name="Suites")).summary.startswith("Suites — idea")


async def test_daily_briefing_contents(executor: Executor, owner_key: str, clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    clock.set(paris(2026, 11, 25, 8, 0))
    await me.ok("create_reminder", text="call the notary", due="2026-11-25 15:00")
    await me.ok("record_decision", project="Arthur", decision="PostgreSQL for everything", why="one store")
    await me.ok("start_session", project="Arthur")
    clock.set(paris(2026, 11, 25, 9, 15))
    brief = await me.ok("read_daily_briefing")
    text = brief.summary
    assert "Wed 25 Nov 2026" in text
    assert "15:00 call the notary" in text
    assert "session on Arthur running since 08:00" in text
    assert "Arthur: 1 h 15 min" in text
    assert "PostgreSQL for everything" in text
    assert type(brief.data).__name__ == "DailyBriefing"


async def test_weekly_briefing_contents(executor: Executor, owner_key: str, clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    await me.ok("create_project", name="Jarvis", phase="idea")
    clock.set(paris(2026, 11, 23, 9, 0))  # Monday
    await me.ok("start_session", project="Arthur")
    clock.set(paris(2026, 11, 23, 11, 0))
    await me.ok("start_session", project="Jarvis", switch=True)
    clock.set(paris(2026, 11, 23, 11, 30))
    await me.ok("stop_session")
    await me.ok("update_project", name="Jarvis", phase="active")
    await me.ok("create_reminder", text="pay rent", due="2026-11-23 12:00")
    clock.set(paris(2026, 11, 24, 14, 0))
    await me.ok("start_session", project="Arthur")
    clock.set(paris(2026, 11, 24, 15, 0))
    await me.ok("stop_session")
    brief = await me.ok("read_weekly_briefing")
    assert brief.data.per_day == {"2026-11-23": {"Arthur": 7200.0, "Jarvis": 1800.0},
                                     "2026-11-24": {"Arthur": 3600.0}}
    assert "Arthur: 3 h 00 min (Mon 23 2 h 00 min, Tue 24 1 h 00 min)" in brief.summary
    assert "Jarvis: idea → active" in brief.summary
    assert "1 overdue" in brief.summary and "pay rent" in brief.summary


async def test_a_session_started_this_instant_reads_as_open(executor: Executor, owner_key: str,
                                                            clock: MutableClock) -> None:
    me = await owner(executor, owner_key)
    clock.set(paris(2026, 11, 25, 10, 0))
    await me.ok("start_session", project="arthur")
    reading = await me.ok("read_work_time", period="day", date="today")
    assert reading.data.running == ("Arthur",) and "still open" in reading.summary
