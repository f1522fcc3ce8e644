"""Recurring reminders: slash syntax, the rule and next occurrence in /reminders, stopping a series (retired with a
reason), and snoozing that always means later."""

from __future__ import annotations

from datetime import UTC, datetime, time
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.action_context import Caller
from pipeline.actions.reminder_syntax import parse_remind, parse_snooze
from pipeline.catalog import UsageError
from pipeline.executor import Executor
from pipeline.rules.recurrence import Series, next_in_series
from pipeline.stages import TurnInput
from pipeline.turns import SlashOnly, Turns
from tests.fakes import MutableClock

PARIS = ZoneInfo("Europe/Paris")


@pytest.mark.parametrize(("rest", "expected"), [
    ("daily 08:00 take vitamins", {"due": "08:00", "text": "take vitamins", "recurrence": "daily"}),
    ("weekdays 7h30 stand-up", {"due": "07:30", "text": "stand-up", "recurrence": "weekdays"}),
    ("monday 09:00 plan the week", {"due": "09:00", "text": "plan the week", "recurrence": "weekly", "day": "monday"}),
    ("lundi 9h00 planifier", {"due": "09:00", "text": "planifier", "recurrence": "weekly", "day": "monday"}),
    ("weekly friday 17:00 timesheet", {"due": "17:00", "text": "timesheet", "recurrence": "weekly", "day": "friday"}),
    ("monthly 1 10:00 pay the rent", {"due": "10:00", "text": "pay the rent", "recurrence": "monthly", "day": "1"}),
    ("monthly 1er 10h00 payer le loyer", {"due": "10:00", "text": "payer le loyer", "recurrence": "monthly", "day": "1"}),
    ("2026-12-01 9:05 call", {"due": "2026-12-01 09:05", "text": "call"}),
])
def test_remind_lines(rest: str, expected: dict[str, str]) -> None:
    assert parse_remind(rest) == expected


@pytest.mark.parametrize("rest", ["daily take vitamins", "monthly 32 10:00 x", "sometimes 08:00 x", "daily 08:00",
                                  "funday 08:00 x"])
def test_remind_lines_that_do_not_fit(rest: str) -> None:
    with pytest.raises(UsageError):
        parse_remind(rest)


def test_snooze_lines() -> None:
    assert parse_snooze("3") == {"reminder_id": 3}
    assert parse_snooze("#3 15") == {"reminder_id": 3, "minutes": 15}
    assert parse_snooze("3 18h30") == {"reminder_id": 3, "until": "18:30"}
    assert parse_snooze("3 2026-12-02 08:00") == {"reminder_id": 3, "until": "2026-12-02 08:00"}
    with pytest.raises(UsageError):
        parse_snooze("3 soon")


def test_a_monthly_series_on_the_31st_does_not_drift() -> None:
    series = Series("monthly", time(10, 0), 31)
    when = datetime(2027, 1, 31, 10, 0, tzinfo=PARIS)
    seen = []
    for _ in range(4):
        when = next_in_series(series, PARIS, when)
        seen.append(when.date().isoformat())
    assert seen == ["2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"]


def test_a_weekday_series_skips_the_weekend_and_keeps_its_hour_across_dst() -> None:
    series = Series("weekdays", time(7, 30))
    friday = datetime(2027, 3, 26, 7, 30, tzinfo=PARIS)  # the clocks change on Sunday the 28th
    monday = next_in_series(series, PARIS, friday)
    assert monday == datetime(2027, 3, 29, 7, 30, tzinfo=PARIS) and monday.utcoffset().total_seconds() == 7200


async def test_a_series_by_slash_command_is_listed_with_its_rule_and_stopped_for_good(
        executor: Executor, owner_key: str, clock: MutableClock, engine: AsyncEngine) -> None:
    clock.set(datetime(2026, 11, 25, 9, 0, tzinfo=UTC))  # Wednesday 10:00 in Paris
    turns = Turns(executor, SlashOnly())
    daily = await turns.handle(TurnInput(owner_key, "/remind daily 08:00 take vitamins"))
    assert daily.reply == ("Reminder #1 set every day at 08:00, the first on Thu 26 Nov 2026 at 08:00: "
                           "take vitamins")
    weekly = await turns.handle(TurnInput(owner_key, "/remind monday 09:00 plan the week"))
    assert "every Monday at 09:00, the first on Mon 30 Nov 2026 at 09:00" in weekly.reply
    monthly = await turns.handle(TurnInput(owner_key, "/remind monthly 1 10:00 pay the rent"))
    assert "on day 1 of every month at 10:00, the first on Tue 1 Dec 2026 at 10:00" in monthly.reply
    weekdays = await turns.handle(TurnInput(owner_key, "/remind weekdays 07:30 stand-up"))
    assert "every weekday at 07:30, the first on Thu 26 Nov 2026 at 07:30" in weekdays.reply
    listing = await turns.handle(TurnInput(owner_key, "/reminders"))
    assert listing.reply.splitlines() == [
        "Your reminders:",
        "#4 · every weekday at 07:30; next: Thu 26 Nov 2026 at 07:30 — stand-up",
        "#1 · every day at 08:00; next: Thu 26 Nov 2026 at 08:00 — take vitamins",
        "#2 · every Monday at 09:00; next: Mon 30 Nov 2026 at 09:00 — plan the week",
        "#3 · on day 1 of every month at 10:00; next: Tue 1 Dec 2026 at 10:00 — pay the rent"]
    stopped = await turns.handle(TurnInput(owner_key, "/stop_reminder 1 I eat better now"))
    assert stopped.reply == ("Stopped reminder #1 (every day at 08:00): take vitamins. It stays in the archive.")
    again = await turns.handle(TurnInput(owner_key, "/stop_reminder 1"))
    assert again.reply.startswith("Reminder #1 was already stopped on Wed 25 Nov 2026.")
    assert "take vitamins" not in (await turns.handle(TurnInput(owner_key, "/reminders"))).reply
    owner = await executor.owner(owner_key)
    async with engine.connect() as conn:
        row = (await conn.execute(text("SELECT retired_at IS NOT NULL, retire_reason, series_time FROM reminders "
                                       "WHERE owner_id = :o AND number = 1"), {"o": owner.id})).one()
    assert tuple(row) == (True, "I eat better now", "08:00")


async def test_a_series_in_french(executor: Executor, owner_key: str, clock: MutableClock) -> None:
    clock.set(datetime(2026, 11, 25, 9, 0, tzinfo=UTC))
    owner = await executor.owner(owner_key)
    await executor.run(owner, Caller("command"), "set_language", {"language": "fr"})
    turns = Turns(executor, SlashOnly())
    await turns.handle(TurnInput(owner_key, "/remind lundi 09:00 planifier la semaine"))
    await turns.handle(TurnInput(owner_key, "/remind monthly 1 10:00 payer le loyer"))
    listing = await turns.handle(TurnInput(owner_key, "/reminders"))
    assert listing.reply.splitlines()[1:] == [
        "#1 · chaque lundi à 09:00 ; prochain : lun. 30 nov. 2026 à 09:00 — planifier la semaine",
        "#2 · le 1 de chaque mois à 10:00 ; prochain : mar. 1 déc. 2026 à 10:00 — payer le loyer"]
    stopped = await turns.handle(TurnInput(owner_key, "/stop_reminder 2"))
    assert stopped.reply == "Rappel n°2 arrêté (le 1 de chaque mois à 10:00) : payer le loyer. Il reste dans l'archive."


async def test_snoozing_a_reminder_not_due_yet_moves_it_later_and_says_so(executor: Executor, owner_key: str,
                                                                          clock: MutableClock) -> None:
    # The case: due tomorrow at 10:00, /snooze 5 sent at 21:43 moved it to today 21:53.
    clock.set(datetime(2026, 11, 25, 20, 43, tzinfo=UTC))  # 21:43 in Paris
    turns = Turns(executor, SlashOnly())
    await turns.handle(TurnInput(owner_key, "/remind 2026-11-26 10:00 call the bank"))
    moved = await turns.handle(TurnInput(owner_key, "/snooze 1 5"))
    assert moved.reply == "Reminder #1 was not due yet: moved from 10:00 to 10:05."
    listing = await turns.handle(TurnInput(owner_key, "/reminders"))
    assert "Thu 26 Nov 2026 at 10:05" in listing.reply
    clock.set(datetime(2026, 11, 26, 9, 30, tzinfo=UTC))  # due since 10:05 Paris (09:05 UTC): it counts from now
    due = await turns.handle(TurnInput(owner_key, "/snooze 1 10"))
    assert due.reply == "Snoozed reminder #1 to Thu 26 Nov 2026 at 10:40."


async def test_snoozing_one_occurrence_keeps_the_series(executor: Executor, owner_key: str,
                                                        clock: MutableClock) -> None:
    clock.set(datetime(2026, 11, 25, 6, 0, tzinfo=UTC))  # 07:00 in Paris
    turns = Turns(executor, SlashOnly())
    await turns.handle(TurnInput(owner_key, "/remind daily 08:00 vitamins"))
    await turns.handle(TurnInput(owner_key, "/snooze 1 30"))  # this morning's one at 08:30
    clock.set(datetime(2026, 11, 25, 7, 31, tzinfo=UTC))
    done = await turns.handle(TurnInput(owner_key, "/done 1"))
    assert done.reply == "Done for this time. Reminder #1 comes back Thu 26 Nov 2026 at 08:00."
