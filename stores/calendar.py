"""The CalDAV adapter (caldav + icalendar): an owner's own calendar, read and written with ETags.

Every call takes the owner's account (never a shared one) and returns events or raises a `CalendarError` whose
`kind` says what the source did: unreachable (down or timed out), auth (password rejected), forbidden (not this
account's calendar), conflict (the ETag changed; `current` holds what the server has now), not_found.
Reads of a range are cached per account and range while the calendar's CTag stays the same (one small
PROPFIND instead of fetching and expanding every event again)."""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, TypeVar
from urllib.parse import urljoin

import caldav
from caldav.elements.base import ValuedBaseElement
from caldav.lib import error as caldav_error

from stores.ical import CalEvent, NewEvent, changed, master, occurrences, parse, to_ical

ErrorKind = Literal["unreachable", "auth", "forbidden", "conflict", "not_found"]
R = TypeVar("R")


class CalendarError(Exception):
    """What the calendar source did instead of answering; never carries a password."""

    def __init__(self, kind: ErrorKind, detail: str = "", current: CalEvent | None = None) -> None:
        super().__init__(f"{kind}: {detail}".rstrip(": "))
        self.kind, self.detail, self.current = kind, detail, current


@dataclass(frozen=True)
class CalendarAccount:
    """Where an owner's calendar lives and how to log in (the password is never shown)."""

    url: str
    username: str
    password: str = field(repr=False)


class _GetCTag(ValuedBaseElement):
    tag = "{http://calendarserver.org/ns/}getctag"


def _unreachable(exc: BaseException) -> CalendarError:
    name = type(exc).__name__
    return CalendarError("unreachable", "timeout" if "timeout" in name.lower() else name)


class _Account:
    """One logged-in client and the calendar it resolved, used by one thread at a time."""

    def __init__(self, account: CalendarAccount, timeout_s: float) -> None:
        client_class: Any = caldav.DAVClient
        self.client = client_class(url=account.url, username=account.username, password=account.password,
                                   auth_type="basic", timeout=timeout_s)
        self.account = account
        self.calendar: Any = None
        self.lock = threading.Lock()


class CalDAVCalendars:
    """The calendar port on CalDAV: one client per account, calls run in worker threads under a timeout."""

    def __init__(self, timeout_s: float = 10.0, cache_ranges: int = 64, cache_objects: int = 20_000) -> None:
        self._timeout_s = timeout_s
        self._objects: OrderedDict[tuple[str, str], Any] = OrderedDict()
        self._cache_objects = cache_objects
        self._accounts: dict[tuple[str, str, int], _Account] = {}
        self._cache: OrderedDict[tuple[str, str, datetime, datetime], tuple[str, list[CalEvent]]] = OrderedDict()
        self._cache_ranges = cache_ranges
        self._lock = threading.Lock()

    # --- plumbing ------------------------------------------------------------------------------------

    def _client(self, account: CalendarAccount) -> _Account:
        key = (account.url, account.username, hash(account.password))
        with self._lock:
            found = self._accounts.get(key)
            if found is None:
                found = self._accounts[key] = _Account(account, self._timeout_s)
            return found

    async def _run(self, account: CalendarAccount, job: Callable[[_Account], R]) -> R:
        acct = self._client(account)

        def locked() -> R:
            with acct.lock:
                return job(acct)

        try:
            return await asyncio.wait_for(asyncio.to_thread(locked), self._timeout_s + 2)
        except CalendarError:
            raise
        except caldav_error.AuthorizationError as exc:
            reason = str(getattr(exc, "reason", "") or exc)
            raise CalendarError("forbidden" if "forbidden" in reason.lower() else "auth", reason) from None
        except caldav_error.NotFoundError:
            raise CalendarError("not_found", "no such calendar") from None
        except (TimeoutError, OSError) as exc:
            raise _unreachable(exc) from None
        except caldav_error.DAVError as exc:
            raise CalendarError("unreachable", type(exc).__name__) from None
        except Exception as exc:
            if "niquests" in type(exc).__module__ or "urllib3" in type(exc).__module__:
                raise _unreachable(exc) from None
            raise

    @staticmethod
    def _calendar(acct: _Account) -> Any:
        """The account's calendar: the URL itself when it names one, else the principal's first (or a new one)."""
        if acct.calendar is not None:
            return acct.calendar
        url = acct.account.url.rstrip("/")
        principal = acct.client.principal()
        calendars = principal.calendars()
        chosen = next((c for c in calendars if str(c.url).rstrip("/") == url), None)
        base = str(principal.url).rstrip("/")
        above = base.startswith(url) or any(str(c.url).startswith(url) for c in calendars)  # a server's root
        if chosen is None and not above:
            chosen = acct.client.calendar(url=url + "/")
            chosen.get_property(_GetCTag())  # raises when it is not this account's calendar
        if chosen is None and calendars:
            chosen = calendars[0]
        if chosen is None:
            chosen = principal.make_calendar(name="Arthur", cal_id="arthur")
        acct.calendar = chosen
        return chosen

    # --- reads ---------------------------------------------------------------------------------------

    async def check(self, account: CalendarAccount) -> str:
        """Log in and find the calendar; returns its URL (raises when the account does not work)."""
        return await self._run(account, lambda a: str(self._calendar(a).url))

    async def events(self, account: CalendarAccount, start: datetime, end: datetime) -> list[CalEvent]:
        """Every occurrence overlapping [start, end), recurrences expanded, sorted by start."""

        def job(a: _Account) -> list[CalEvent]:
            cal = self._calendar(a)
            ctag = str(cal.get_property(_GetCTag()) or "")
            key = (account.url, account.username, start, end)
            with self._lock:
                hit = self._cache.get(key)
            if hit is not None and ctag and hit[0] == ctag:
                return hit[1]
            found: list[CalEvent] = []
            for href, etag, ics in _report(a, str(cal.url), start, end):
                found += occurrences(self._parsed_object(href, etag, ics), start, end)
            found.sort(key=lambda e: (_sort_key(e), e.summary))
            with self._lock:
                self._cache[key] = (ctag, found)
                self._cache.move_to_end(key)
                while len(self._cache) > self._cache_ranges:
                    self._cache.popitem(last=False)
            return found

        return await self._run(account, job)

    async def find(self, account: CalendarAccount, uid: str) -> CalEvent | None:
        """The event with this UID (its main component, with its ETag), or None when the server has none."""

        def job(a: _Account) -> CalEvent | None:
            cal = self._calendar(a)
            try:
                obj = cal.object_by_uid(uid)
            except caldav_error.NotFoundError:
                return None
            response = a.client.request(str(obj.url), "GET")
            if response.status == 404:
                return None
            return master(_text(response.raw), _etag(response))

        return await self._run(account, job)

    # --- writes --------------------------------------------------------------------------------------

    async def create(self, account: CalendarAccount, event: NewEvent, now: datetime) -> CalEvent:
        """PUT a new event (If-None-Match: *); returns it with its ETag."""
        body = to_ical(event, now)

        def job(a: _Account) -> CalEvent:
            cal = self._calendar(a)
            url = urljoin(str(cal.url).rstrip("/") + "/", f"{event.uid}.ics")
            response = a.client.request(url, "PUT", body, {"Content-Type": "text/calendar; charset=utf-8",
                                                         "If-None-Match": "*"})
            _raise_for(response, "create")
            self._forget(account)
            created = master(body, _etag(response))
            assert created is not None
            return created

        return await self._run(account, job)

    async def change(self, account: CalendarAccount, uid: str, expected: CalEvent, now: datetime, *,
                     start: Any = None, end: Any = None, status: str | None = None) -> CalEvent:
        """Move an event or change its status, only if it is still what `expected` (and its ETag) says."""

        def job(a: _Account) -> CalEvent:
            cal = self._calendar(a)
            try:
                obj = cal.object_by_uid(uid)
            except caldav_error.NotFoundError:
                raise CalendarError("not_found", uid) from None
            url = str(obj.url)
            got = a.client.request(url, "GET")
            if got.status == 404:
                raise CalendarError("not_found", uid)
            ics, etag = _text(got.raw), _etag(got)
            current = master(ics, etag)
            if current is None:
                raise CalendarError("not_found", uid)
            if expected.etag and etag and etag != expected.etag:
                raise CalendarError("conflict", "changed since it was read", current)
            body = changed(ics, start=start, end=end, status=status, now=now)
            response = a.client.request(url, "PUT", body, {"Content-Type": "text/calendar; charset=utf-8",
                                                         "If-Match": etag or expected.etag or "*"})
            if response.status == 412:
                latest = a.client.request(url, "GET")
                raise CalendarError("conflict", "412", master(_text(latest.raw), _etag(latest)))
            _raise_for(response, "change")
            self._forget(account)
            result = master(body, _etag(response))
            assert result is not None
            return result

        return await self._run(account, job)

    def _parsed_object(self, href: str, etag: str, ics: str) -> Any:
        """A calendar object parsed once per version (its ETag): after a write, only what changed is parsed."""
        key = (href, etag or ics)
        with self._lock:
            found = self._objects.get(key)
        if found is None:
            found = parse(ics)
            with self._lock:
                self._objects[key] = found
                while len(self._objects) > self._cache_objects:
                    self._objects.popitem(last=False)
        return found

    def _forget(self, account: CalendarAccount) -> None:
        with self._lock:
            for key in [k for k in self._cache if k[0] == account.url and k[1] == account.username]:
                self._cache.pop(key, None)


_QUERY = """<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
 <D:prop><D:getetag/><C:calendar-data/></D:prop>
 <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
  <C:time-range start="{start}" end="{end}"/>
 </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>"""


def _report(a: _Account, url: str, start: datetime, end: datetime) -> list[tuple[str, str, str]]:
    """(href, etag, text) of the objects with an event in [start, end): one calendar-query REPORT, parsed once."""
    from lxml import etree

    fmt = "%Y%m%dT%H%M%SZ"
    body = _QUERY.format(start=start.astimezone(UTC).strftime(fmt), end=end.astimezone(UTC).strftime(fmt))
    response = a.client.request(url, "REPORT", body, {"Depth": "1", "Content-Type": "application/xml; charset=utf-8"})
    if response.status != 207:
        _raise_for(response, "report")
    raw = response.raw if isinstance(response.raw, bytes | bytearray) else str(response.raw).encode("utf-8")
    found = []
    for item in etree.fromstring(raw).iterfind("{DAV:}response"):
        href = item.findtext("{DAV:}href") or ""
        etag = item.findtext(".//{DAV:}getetag") or ""
        ics = item.findtext(".//{urn:ietf:params:xml:ns:caldav}calendar-data")
        if ics:
            found.append((href, etag, ics))
    return found


def _text(raw: Any) -> str:
    return raw.decode("utf-8") if isinstance(raw, bytes | bytearray) else str(raw)


def _etag(response: Any) -> str | None:
    value = response.headers.get("ETag") or response.headers.get("etag")
    return str(value) if value else None


def _raise_for(response: Any, what: str) -> None:
    if response.status in (200, 201, 204):
        return
    if response.status == 412:
        raise CalendarError("conflict", f"{what}: 412")
    if response.status == 404:
        raise CalendarError("not_found", what)
    raise CalendarError("unreachable", f"{what}: HTTP {response.status}")


def _sort_key(e: CalEvent) -> float:
    if isinstance(e.start, datetime):
        return e.start.timestamp()
    return datetime(e.start.year, e.start.month, e.start.day, tzinfo=UTC).timestamp() - 1
