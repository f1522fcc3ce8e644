"""The agenda against a real Radicale: create, read, move, cancel; recurring, all-day and DST; a server stopped
mid-call; a wrong password; a concurrent edit; another owner's calendar."""

from __future__ import annotations

import asyncio
import uuid
import warnings
from datetime import UTC, date, datetime

import caldav
from pydantic import SecretStr

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.intents import IntentEngine, perform
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused
from stores import connections
from stores.calendar import CalendarAccount, CalendarError
from stores.ical import NewEvent, to_ical
from tests.connectors.conftest import CMD, connect_calendar
from tests.fakes import MutableClock
from tests.servers import LossyProxy, Radicale


def _alice_calendar(url: str) -> caldav.Calendar:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        client = caldav.DAVClient(url=url, username="alice", password="secret", auth_type="basic")
    return client.calendar(url=url)


def _seed(url: str, ics: str) -> None:
    _alice_calendar(url).add_event(ics)


async def test_create_read_move_cancel_through_sentences(connected: Executor, calendar_url: str, owner_key: str,
                                                         clock: MutableClock) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    engine = IntentEngine(connected.catalog)
    now_local = clock.now().astimezone(owner.zone)  # Wed 25 Nov 2026, 10:00 in Paris

    said = engine.understand("add dentist tomorrow at 3pm to my calendar", "en", now_local)
    created = await perform(connected, owner, said)  # type: ignore[arg-type]
    assert isinstance(created.calls[0].outcome, Ok), created.reply
    assert created.reply == "Added to your calendar: dentist, Thu 26 Nov 2026 15:00."

    read = await perform(connected, owner, engine.understand("what's on tomorrow?", "en", now_local))  # type: ignore[arg-type]
    assert "• 15:00–16:00 dentist" in read.reply
    fr = await perform(connected, owner, engine.understand("qu'est-ce que j'ai demain ?", "fr", now_local))  # type: ignore[arg-type]
    assert isinstance(fr.calls[0].outcome, Ok) and fr.calls[0].outcome.data.found() == 1  # type: ignore[union-attr]

    moved = await perform(connected, owner, engine.understand("move the dentist to Friday 3pm", "en", now_local))  # type: ignore[arg-type]
    assert moved.reply == "Moved dentist to Fri 27 Nov 2026 15:00.", moved.reply

    cancelled = await connected.run(owner, CMD, "cancel_event", {"event": "dentist"})
    assert isinstance(cancelled, Ok) and "stays in your calendar" in cancelled.summary
    friday = await connected.run(owner, CMD, "read_agenda", {"day": "2026-11-27"})
    assert isinstance(friday, Ok) and "dentist (cancelled)" in friday.summary
    kept = [o.icalendar_component for o in _alice_calendar(calendar_url).search(event=True)]
    assert [(str(c["summary"]), str(c["status"])) for c in kept] == [("dentist", "CANCELLED")]  # not deleted
    again = await connected.run(owner, CMD, "cancel_event", {"event": "dentist"})
    assert isinstance(again, Refused) and again.code == "not_found"


async def test_recurring_and_all_day_events_are_expanded(connected: Executor, calendar_url: str,
                                                         owner_key: str) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    _seed(calendar_url, "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//\nBEGIN:VEVENT\nUID:standup-1\n"
          "DTSTAMP:20261101T000000Z\nDTSTART;TZID=Europe/Paris:20261130T093000\n"
          "DTEND;TZID=Europe/Paris:20261130T094500\nRRULE:FREQ=DAILY;COUNT=5\nSUMMARY:Standup\n"
          "END:VEVENT\nEND:VCALENDAR\n")
    _seed(calendar_url, "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//\nBEGIN:VEVENT\nUID:holiday-1\n"
          "DTSTAMP:20261101T000000Z\nDTSTART;VALUE=DATE:20261202\nDTEND;VALUE=DATE:20261203\n"
          "SUMMARY:Holiday\nEND:VEVENT\nEND:VCALENDAR\n")
    week = await connected.run(owner, CMD, "read_agenda", {"day": "2026-11-30", "until": "2026-12-06"})
    assert isinstance(week, Ok)
    events = week.data.events  # type: ignore[union-attr]
    assert [e.title for e in events].count("Standup") == 5
    assert all(e.start.endswith("09:30:00+01:00") for e in events if e.title == "Standup")
    holiday = next(e for e in events if e.title == "Holiday")
    assert holiday.all_day and holiday.start == "2026-12-02"
    assert "• all day Holiday" in week.summary
    moved = await connected.run(owner, CMD, "move_event", {"event": "standup", "to": "2026-12-01 11:00"})
    assert isinstance(moved, Refused) and moved.code == "recurring"


async def test_an_event_across_a_dst_change(connected: Executor, calendar_url: str, owner_key: str) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    # Clocks go forward in Paris on Sunday 28 March 2027 at 02:00: a weekly 10:00 meeting stays at 10:00.
    _seed(calendar_url, "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//\nBEGIN:VEVENT\nUID:weekly-dst\n"
          "DTSTAMP:20261101T000000Z\nDTSTART;TZID=Europe/Paris:20270322T100000\n"
          "DTEND;TZID=Europe/Paris:20270322T110000\nRRULE:FREQ=WEEKLY;COUNT=2\nSUMMARY:Weekly review\n"
          "END:VEVENT\nEND:VCALENDAR\n")
    night = await connected.run(owner, CMD, "create_event", {"title": "Night train", "start": "2027-03-28 01:30",
                                                             "minutes": 60})
    assert isinstance(night, Ok), night
    both = await connected.run(owner, CMD, "read_agenda", {"day": "2027-03-22", "until": "2027-03-29"})
    assert isinstance(both, Ok)
    reviews = [e for e in both.data.events if e.title == "Weekly review"]  # type: ignore[union-attr]
    assert [e.start for e in reviews] == ["2027-03-22T10:00:00+01:00", "2027-03-29T10:00:00+02:00"]
    train = next(e for e in both.data.events if e.title == "Night train")  # type: ignore[union-attr]
    assert (train.start, train.end) == ("2027-03-28T01:30:00+01:00", "2027-03-28T03:30:00+02:00")  # one real hour
    gap = await connected.run(owner, CMD, "create_event", {"title": "Ghost", "start": "2027-03-28 02:30"})
    assert isinstance(gap, Refused) and gap.code == "dst_gap"


async def test_a_server_stopped_mid_call_is_an_honest_failure(connected: Executor, calendar_url: str,
                                                              owner_key: str, radicale: Radicale) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    uid = f"{uuid.uuid4()}@arthur"
    radicale.pause()
    try:
        outcome = await connected.run(owner, CMD, "create_event", {"title": "Board meeting",
                                                                   "start": "2026-12-03 10:00", "uid": uid})
    finally:
        radicale.resume()
    assert isinstance(outcome, Failed), outcome
    assert outcome.message.startswith("I can't tell whether the event was created")
    assert outcome.check == "your calendar"
    # The read-back could not answer either. Once the server runs again, it turns out the PUT it had received
    # was written: "failed" (unknown) was the honest answer, "not created" would have been a lie.
    assert connected._ports.calendars is not None
    account = CalendarAccount(calendar_url, "alice", "secret")
    found = None
    for _ in range(50):
        found = await connected._ports.calendars.find(account, uid)
        if found is not None:
            break
        await asyncio.sleep(0.1)
    assert found is not None and found.summary == "Board meeting"


async def test_a_wrong_password_writes_nothing(connected: Executor, calendar_url: str, owner_key: str,
                                               clock: MutableClock) -> None:
    owner = await connected.owner(owner_key)
    first = await connected.run(owner, CMD, "connect_calendar", {"url": calendar_url, "username": "alice"})
    assert isinstance(first, Ok)
    wrong = await connected.run(owner, CMD, "give_connection_password",
                                {"kind": "calendar", "password": SecretStr("not-it")})
    assert isinstance(wrong, Refused) and wrong.code == "auth_rejected"
    # A password that stopped working later: the write is refused, with a way out.
    assert connected._ports.vault is not None
    sealed = connected._ports.vault.seal("changed-since")

    async def seal(s):  # type: ignore[no-untyped-def]
        row = await connections.active(s, owner.id, "calendar")
        connections.seal(row, sealed, clock.now())
        await s.commit()

    await connected.read(seal)
    refused = await connected.run(owner, CMD, "create_event", {"title": "X", "start": "2026-12-03 10:00"})
    assert isinstance(refused, Refused) and refused.code == "auth_rejected"
    assert "reconnect with /connect_calendar" in refused.message
    assert _alice_calendar(calendar_url).search(event=True) == []


async def test_a_concurrent_edit_is_refused_with_what_changed(connected: Executor, calendar_url: str,
                                                              owner_key: str) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    asked = await connected.run(owner, CMD, "create_event", {"title": "Budget review", "start": "2026-12-04 14:00",
                                                             "attendees": ["ann@example.org"]})
    assert isinstance(asked, PendingConfirmation) and "send invitations to ann@example.org" in asked.prompt
    assert _alice_calendar(calendar_url).search(event=True) == []  # nothing before the yes
    _, created = await connected.resolve(owner, Caller("button"), asked.token, accept=True)
    assert isinstance(created, Ok)
    move = await connected.run(owner, CMD, "move_event", {"event": "budget", "to": "2026-12-04 16:00"})
    assert isinstance(move, PendingConfirmation) and "sends them an update" in move.prompt
    # Someone else edits the event between the question and the owner's yes.
    obj = _alice_calendar(calendar_url).search(event=True)[0]
    obj.icalendar_component["summary"] = "Budget review (room 4)"
    obj.save()
    _, late = await connected.resolve(owner, Caller("button"), move.token, accept=True)
    assert isinstance(late, Refused) and late.code == "conflict"
    assert "changed elsewhere" in late.message and "Budget review (room 4)" in late.message
    # The adapter says what changed when its copy is stale.
    calendars = connected._ports.calendars
    assert calendars is not None
    account = CalendarAccount(calendar_url, "alice", "secret")
    stale = await calendars.find(account, created.data.uid)  # type: ignore[union-attr]
    assert stale is not None
    obj = _alice_calendar(calendar_url).search(event=True)[0]
    obj.icalendar_component["location"] = "Room 5"
    obj.save()
    try:
        await calendars.change(account, stale.uid, stale, datetime(2026, 11, 25, tzinfo=UTC), status="CANCELLED")
        raise AssertionError("a stale ETag must not write")
    except CalendarError as exc:
        assert exc.kind == "conflict" and exc.current is not None and exc.current.location == "Room 5"


async def test_another_owners_calendar_is_never_reachable(connected: Executor, calendar_url: str, owner_key: str,
                                                          radicale: Radicale) -> None:
    alice = await connected.owner(owner_key)
    await connect_calendar(connected, alice, calendar_url)
    ok = await connected.run(alice, CMD, "create_event", {"title": "Alice only", "start": "2026-12-05 09:00"})
    assert isinstance(ok, Ok)
    bob = await connected.owner(owner_key + "-bob")
    nothing = await connected.run(bob, CMD, "read_agenda", {"day": "2026-12-05"})
    assert isinstance(nothing, Refused) and nothing.code == "not_connected"
    await connected.run(bob, CMD, "connect_calendar", {"url": calendar_url, "username": "bob"})
    refused = await connected.run(bob, CMD, "give_connection_password", {"kind": "calendar",
                                                                        "password": SecretStr("pw2")})
    assert isinstance(refused, Refused) and refused.code == "auth_rejected"  # the server: not bob's calendar
    await connect_calendar(connected, bob, radicale.url, "bob", "pw2")
    own = await connected.run(bob, CMD, "read_agenda", {"day": "2026-12-05"})
    assert isinstance(own, Ok) and own.data.found() == 0  # type: ignore[union-attr]


def test_ical_round_trip_keeps_the_zone() -> None:
    from zoneinfo import ZoneInfo

    from stores.ical import master

    paris = ZoneInfo("Europe/Paris")
    text = to_ical(NewEvent(uid="u1", summary="Lunch", start=datetime(2026, 12, 1, 12, tzinfo=paris),
                            end=datetime(2026, 12, 1, 13, tzinfo=paris)), datetime(2026, 11, 25, tzinfo=UTC))
    back = master(text)
    assert back is not None and back.start == datetime(2026, 12, 1, 12, tzinfo=paris) and back.seconds() == 3600
    day = master(to_ical(NewEvent(uid="u2", summary="Off", start=date(2026, 12, 2), end=date(2026, 12, 3)),
                         datetime(2026, 11, 25, tzinfo=UTC)))
    assert day is not None and day.all_day and day.seconds() == 0


async def test_a_lost_answer_is_read_back_before_anything_is_claimed(connected: Executor, owner_key: str,
                                                                      calendar_url: str, radicale: Radicale) -> None:
    proxy = await LossyProxy(radicale.port).start()
    try:
        owner = await connected.owner(owner_key)
        await connect_calendar(connected, owner, calendar_url.replace(f":{radicale.port}/", f":{proxy.port}/"))
        proxy.lose_next_put = True
        outcome = await connected.run(owner, CMD, "create_event", {"title": "Dentist", "start": "2026-12-07 09:00"})
    finally:
        await proxy.stop()
    assert isinstance(outcome, Ok), outcome  # the server wrote it; the read-back by UID found it
    assert outcome.summary.startswith("The calendar server didn't answer in time, but I read it back")
    assert [str(o.icalendar_component["summary"]) for o in _alice_calendar(calendar_url).search(event=True)] == [
        "Dentist"]


async def test_briefings_show_the_day_and_the_meeting_hours(connected: Executor, calendar_url: str,
                                                            owner_key: str, radicale: Radicale) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    for title, start, minutes in (("Design review", "2026-11-25 14:00", 90), ("1:1 with Ann", "2026-11-26 11:00", 30)):
        assert isinstance(await connected.run(owner, CMD, "create_event", {"title": title, "start": start,
                                                                          "minutes": minutes}), Ok)
    today = await connected.run(owner, CMD, "read_daily_briefing", {})
    assert isinstance(today, Ok) and "Agenda:\n• 14:00–15:30 Design review" in today.summary
    assert today.data.events_today == 1  # type: ignore[union-attr]
    week = await connected.run(owner, CMD, "read_weekly_briefing", {})
    assert isinstance(week, Ok) and "Time worked: 0 s\n• no session recorded this week\nMeetings: 2 h 00 min (2 events)" in week.summary, week.summary
    assert week.data.meeting_seconds == 7200  # type: ignore[union-attr]
    radicale.pause()  # a source that fails is a line, never silence
    try:
        down = await connected.run(owner, CMD, "read_daily_briefing", {})
    finally:
        radicale.resume()
    assert isinstance(down, Ok) and "• your calendar couldn't be read (timeout)" in down.summary
