"""iCalendar text ↔ Arthur's calendar events (pure): build an event, read one, expand recurrences in a range."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

import icalendar
import recurring_ical_events


@dataclass(frozen=True)
class CalEvent:
    """One event (or one occurrence of a recurring one) as Arthur shows it."""

    uid: str
    summary: str
    start: datetime | date  # aware datetime, or a date for an all-day event
    end: datetime | date
    all_day: bool = False
    status: str = "CONFIRMED"  # CONFIRMED | TENTATIVE | CANCELLED
    location: str = ""
    attendees: tuple[str, ...] = ()
    recurring: bool = False
    etag: str | None = field(default=None, compare=False)

    @property
    def cancelled(self) -> bool:
        """Cancelled events stay in the calendar with STATUS:CANCELLED."""
        return self.status.upper() == "CANCELLED"

    def seconds(self) -> float:
        """How long it lasts (an all-day event counts no meeting time)."""
        if self.all_day or not isinstance(self.start, datetime) or not isinstance(self.end, datetime):
            return 0.0
        return max(0.0, (self.end.astimezone(UTC) - self.start.astimezone(UTC)).total_seconds())


@dataclass(frozen=True)
class NewEvent:
    """What create_event writes."""

    uid: str
    summary: str
    start: datetime | date
    end: datetime | date
    location: str = ""
    attendees: tuple[str, ...] = ()
    organizer: str = ""


def to_ical(e: NewEvent, now: datetime) -> str:
    """A VCALENDAR holding one VEVENT (aware start/end keep their zone: the server sees the owner's zone)."""
    cal = icalendar.Calendar()
    cal.add("prodid", "-//Arthur//EN")
    cal.add("version", "2.0")
    ev = icalendar.Event()
    ev.add("uid", e.uid)
    ev.add("summary", e.summary)
    ev.add("dtstamp", now.astimezone(UTC))
    ev.add("dtstart", e.start)
    ev.add("dtend", e.end)
    ev.add("status", "CONFIRMED")
    ev.add("sequence", 0)
    if e.location:
        ev.add("location", e.location)
    if e.organizer:
        ev.add("organizer", f"mailto:{e.organizer}")
    for who in e.attendees:
        ev.add("attendee", f"mailto:{who}", parameters={"RSVP": "TRUE", "PARTSTAT": "NEEDS-ACTION"})
    cal.add_component(ev)
    if isinstance(e.start, datetime) and e.start.tzinfo is not None and e.start.tzinfo != UTC:
        cal.add_missing_timezones()
    return str(cal.to_ical().decode())


def _value(component: Any, name: str) -> Any:
    prop = component.get(name)
    return None if prop is None else getattr(prop, "dt", prop)


def _as_event(component: Any, recurring: bool, etag: str | None = None) -> CalEvent:
    start = _value(component, "dtstart")
    end = _value(component, "dtend")
    all_day = isinstance(start, date) and not isinstance(start, datetime)
    if end is None:
        duration = _value(component, "duration")
        end = start + (duration if isinstance(duration, timedelta) else timedelta(days=1) if all_day else timedelta())
    if isinstance(start, datetime) and start.tzinfo is None:  # floating time: read as UTC
        start, end = start.replace(tzinfo=UTC), end.replace(tzinfo=UTC) if isinstance(end, datetime) else end
    attendees = component.get("attendee") or []
    if not isinstance(attendees, list):
        attendees = [attendees]
    return CalEvent(uid=str(component.get("uid", "")), summary=str(component.get("summary", "")), start=start, end=end,
                    all_day=all_day, status=str(component.get("status", "CONFIRMED")).upper(),
                    location=str(component.get("location", "")),
                    attendees=tuple(str(a).removeprefix("mailto:").removeprefix("MAILTO:") for a in attendees),
                    recurring=recurring, etag=etag)


def master(ics: str, etag: str | None = None) -> CalEvent | None:
    """The main VEVENT of a calendar object (not an occurrence override)."""
    cal = icalendar.Calendar.from_ical(ics)
    for component in cal.walk("VEVENT"):
        if component.get("recurrence-id") is None:
            return _as_event(component, component.get("rrule") is not None, etag)
    return None


def parse(ics: str) -> Any:
    """The calendar object's text, parsed (parse once, expand for many ranges)."""
    return icalendar.Calendar.from_ical(ics)


def occurrences(ics: str | Any, start: datetime, end: datetime) -> list[CalEvent]:
    """Every occurrence of the object's events that overlaps [start, end), recurrences expanded."""
    cal = parse(ics) if isinstance(ics, str) else ics
    recurring = any(c.get("rrule") is not None or c.get("rdate") is not None for c in cal.walk("VEVENT"))
    if not recurring:
        found = [_as_event(c, False) for c in cal.walk("VEVENT")]
        return [e for e in found if _overlaps(e, start, end)]
    return [_as_event(c, True) for c in recurring_ical_events.of(cal).between(start, end)]


def _overlaps(e: CalEvent, start: datetime, end: datetime) -> bool:
    s, f = _instant(e.start, start), _instant(e.end, start)
    if f <= s:
        f = s + timedelta(seconds=1)
    return s < end and f > start


def _instant(value: datetime | date, like: datetime) -> datetime:
    if isinstance(value, datetime):
        return value
    return datetime(value.year, value.month, value.day, tzinfo=like.tzinfo)


def changed(ics: str, *, start: datetime | date | None = None, end: datetime | date | None = None,
            status: str | None = None, now: datetime) -> str:
    """The object's text with the main event moved or its status changed; SEQUENCE goes up by one."""
    cal = icalendar.Calendar.from_ical(ics)
    for component in cal.walk("VEVENT"):
        if component.get("recurrence-id") is not None:
            continue
        for name, value in (("dtstart", start), ("dtend", end), ("status", status)):
            if value is not None:
                component.pop(name, None)
                component.add(name, value)
        sequence = int(component.get("sequence", 0)) + 1
        component.pop("sequence", None)
        component.add("sequence", sequence)
        component.pop("dtstamp", None)
        component.add("dtstamp", now.astimezone(UTC))
        component.pop("last-modified", None)
        component.add("last-modified", now.astimezone(UTC))
    if isinstance(start, datetime) and start.tzinfo is not None:
        cal.add_missing_timezones()
    return str(cal.to_ical().decode())


def differences(before: CalEvent, after: CalEvent) -> tuple[tuple[str, str, str], ...]:
    """(field, was, now) for what another client changed."""
    found = []
    for name in ("summary", "start", "end", "location", "status"):
        was, now = getattr(before, name), getattr(after, name)
        if was != now:
            found.append((name, str(was), str(now)))
    return tuple(found)


def shifted(e: CalEvent, new_start: datetime | date) -> tuple[datetime | date, datetime | date]:
    """New (start, end) keeping the event's length."""
    length = _length(e)
    if isinstance(new_start, datetime) and new_start.tzinfo is not None:  # real time elapses across DST
        return new_start, (new_start.astimezone(UTC) + length).astimezone(new_start.tzinfo)
    return new_start, new_start + length


def _length(e: CalEvent) -> timedelta:
    if isinstance(e.start, datetime) and isinstance(e.end, datetime):
        return e.end.astimezone(UTC) - e.start.astimezone(UTC)
    if not isinstance(e.start, datetime) and not isinstance(e.end, datetime):
        return e.end - e.start
    return timedelta(hours=1)
