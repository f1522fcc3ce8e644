"""Reading the time phrase of a reminder request, as people say it, in English and French.

Duckling (the rule-based grammar behind Rasa and wit.ai) reads the times: am/pm, "in the evening", "de
l'après-midi", noon, "ce soir", relative times, weekdays, written dates, "half past eight", "et demie", "moins le
quart". Around it, this module adds what Duckling does not do: casual spellings, misspelt day/month names and
impossible dates/times (pipeline.rules.phrase_text, pipeline.rules.name_typos), recurrence
(pipeline.rules.recurrence_phrases), "in 3 days at 10" counted from today, the days and clocks the words allow
(pipeline.rules.time_choices), checks that the reading is the one meant (pipeline.rules.time_checks: words
that still say when left unread, a weekday that contradicts the date, a part of the day the clock is not in),
and the decision to ask. Meal words are hidden from Duckling: they are the task's ("pack lunch at 7:30am"). Wall times stay naive: DST gaps and folds are checked where the reminder is
stored (pipeline.rules.dates.localize).

Ambiguity policy — Arthur asks (Ask) rather than picks when people would disagree:
- A bare hour (no am/pm, no minutes written on the 24-hour clock such as "09:15"/"18h45", no period word such as
  "evening", "du soir", "tonight", "every morning"). Duckling shows one: its `values` list h and h+12.
  English 1–6 → ask between h:00 and h+12:00. English 7–11 → the morning when a day is named ("tomorrow at 9",
  "on Friday at 10", "every day at 8"), otherwise ask. "at 12" → noon.
  French: "à 1h" … "à 6h" → ask; 7h–23h are read on the 24-hour clock, exactly.
- "midnight"/"minuit" with a day named → ask: 00:00 starting that day, or 00:00 ending it (the next day).
- "next <weekday>": said on that same weekday → in 7 days; otherwise ask between the coming one and the one a
  week later (so "next Monday" said on a Sunday asks too). "this <weekday>" said on that weekday → today.
- "tomorrow"/"demain" said between midnight and 05:00 → ask: the coming day, or the one after.
- "this weekend at 10am" → ask: Saturday or Sunday.
Unclear — nothing is stored, Arthur asks an open question:
- past: a day named whose time has gone ("today at 9am" at 15:00, "on November 15" said on the 30th).
- no_time: a day without a time ("tomorrow", "every Monday"); no_date: nothing that says when, or a span of
  days without the day ("next week at 9am", "every month at 9").
- impossible_date / impossible_time: "the 31st of February", "25:00", "13pm" — quoted back, never replaced.
- unsupported: a repetition Arthur cannot store ("every other Tuesday", "every hour") or two times at once
  ("at 8am and 8pm").
- no_date / no_time / impossible_date also when a reading is doubtful: "at 9 or 10", "Friday week", "à 14h au
  lieu de 15h" (words that say when left unread), "tonight at 1" read as 13:00, "Thursday December 9" when the
  9th is a Wednesday. "ce midi"/"this noon" said after noon is past, never tomorrow.
Duckling reads the owner's language first, then the other one (where only a clock time counts: French "mon"
is no Monday).
"""

from __future__ import annotations

import calendar
import os
import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

import duckling

from pipeline.rules.phrase_text import blank, impossible, normalise, tidy_rest
from pipeline.rules.recurrence_phrases import WD, Recurrence, Unsupported, find_recurrence
from pipeline.rules.time_checks import outside_part_of_day, today_only, unread_words, weekday_conflict
from pipeline.rules.time_choices import Said, add_months, candidates, clocks_allowed, days_allowed, names_day


@dataclass(frozen=True)
class At:
    """A definite time: the (first) occurrence as naive owner-local wall time."""

    local: datetime
    rest: str  # the request without its request, time, date and recurrence words ("call Bob")
    recurrence: str = "none"  # none | daily | weekdays | weekly | monthly


@dataclass(frozen=True)
class Ask:
    """People would disagree about the time: Arthur must ask, offering `choices` (earliest first)."""

    choices: tuple[datetime, ...]
    rest: str
    recurrence: str
    said: str  # the ambiguous words, to quote back


@dataclass(frozen=True)
class Unclear:
    """Nothing usable: no_time | no_date | impossible_date | impossible_time | past | unsupported."""

    code: str
    said: str = ""
    rest: str = ""
    local: datetime | None = None  # "past": the time the words named (a voice note may have been misheard)


_CLOCK_GRAINS = ("second", "minute", "hour")
_GLUE = re.compile(r"^[\s,:-]*(?:(?:at|on|the|of|à|le|de|du|vers|around|by)\b[\s,:-]*)*$", re.I)
_STRONG_DAY = re.compile(rf"^(?:(?:on|this|next|ce|cette)\s+)?(?:today|tomorrow|tonight|the\s+day\s+after\s+tomorrow|"
                         rf"aujourd'hui|demain|après-demain|ce\s+soir|{WD}(?:\s+prochain)?)$", re.I)
# A meal is the task's, never the time's: Duckling reads "lunch at 7:30am" as 19:30 and "le déjeuner" as a
# part of the day, so meal words are hidden from it ("pack lunch at 7:30am" is 07:30).
_MEAL = re.compile(r"\b(?:lunch|dinner|supper|breakfast|brunch|déjeuner|dîner|diner|souper|goûter)\b", re.I)
_UNITS = r"(?:days?|jours?|weeks?|semaines?|months?|mois|years?|ans?)"
_RELATIVE_DAYS = re.compile(rf"\b(?:in|dans)\s+(?:[\w'-]+\s+){{1,3}}?{_UNITS}\b"
                            rf"|\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|a\s+few)"
                            rf"\s+{_UNITS}\s+(?:from\s+(?:now|today)|later)\b", re.I)
_MIDNIGHT = re.compile(r"\b(?:midnight|minuit)\b|\b12\s*a\.?m\b", re.I)
_ARTICLES = r"(?:the|a|an|my|your|his|her|our|their|le|la|les|un|une|mon|ma|mes|ton|ta|son|sa|du|des)"
_CLOCK = re.compile(r"\d{1,2}\s*(?:[:h.]\d{2}|h\b|[ap]\.?m\b)", re.I)
_ARTICLE = re.compile(rf"\b{_ARTICLES}\s+$", re.I)  # "the 7:15 train": a clock time that is part of the task
_ARTICLE_CLOCK = re.compile(rf"{_ARTICLES}\s+{_CLOCK.pattern}", re.I)
_CUT_NUMBER = re.compile(r"[:.h]?\d")
_NAME = re.compile(r"\bSam\b(?!\.)")  # a first name, which Duckling's French grammar reads as "samedi"
_SECOND_TIME = re.compile(r"\s*,?\s*(?:and|et|&)\s+(?:(?:at|à)\s+)?(?:\d{1,2}(?:[:h.]\d{2})?\s*(?:[ap]\.?m\b|h)|"
                          r"noon\b|midi\b|midnight\b|minuit\b)", re.I)


@dataclass(frozen=True)
class _Match:
    start: int
    end: int
    values: tuple[datetime, ...]  # Duckling's candidates, in its order
    grain: str  # second … year; "interval" for a part of a day ("tonight", "cet après-midi")


class TimeReader:
    """Reads reminder time phrases with Duckling. Construct once (it loads the time zones, ~0.1–0.3 s) and
    share: `read` is pure and keeps no state between calls."""

    def __init__(self, zoneinfo_dir: str | None = None) -> None:
        """Load Duckling's time zones from `zoneinfo_dir` (default: the system's, else the tzdata package's)."""
        self._zones = duckling.load_time_zones(zoneinfo_dir or _zoneinfo_dir())
        self._time = duckling.parse_dimensions(["time"])
        self._duration = duckling.parse_dimensions(["duration"])
        self._locales = {lang: duckling.default_locale_lang(duckling.parse_lang(lang.upper())) for lang in ("en", "fr")}

    def read(self, text: str, lang: str, now_local: datetime) -> At | Ask | Unclear:
        """The time said in `text` (a request, with or without "remind me"), for an owner speaking `lang`
        ("en"/"fr") whose wall clock shows `now_local` (naive)."""
        now = now_local.replace(tzinfo=None, microsecond=0)
        lang = "fr" if lang.lower().startswith("fr") else "en"
        said = normalise(text, lang)
        # An impossible date/time or an unsupported recurrence is quoted back; the rest of the phrase is still
        # read, so that the reminder's text comes without its time words.
        bad = impossible(said)
        problem = (bad[0], bad[1]) if bad else None
        used = [bad[2]] if bad else []
        found_rec = find_recurrence(blank(said, used))
        if isinstance(found_rec, Unsupported):
            problem = problem or ("unsupported", found_rec.said)
        rec = found_rec if isinstance(found_rec, Recurrence) else None
        if found_rec:
            used.append(found_rec.span)
        relative = self._relative_day(blank(said, used), lang, now)
        if relative:
            used.append(relative[0])
            if relative[1] is None:
                problem = problem or ("impossible_date", said[slice(*relative[0])])
        cluster, used_lang = self._cluster(blank(said, used), lang, now)
        used += [(m.start, m.end) for m in cluster]
        rest, quoted = tidy_rest(blank(said, used)), " ".join(said[s:e].strip() for s, e in _merged(used))
        if problem:
            return Unclear(*problem, rest)
        clock = next((m for m in cluster if m.grain in _CLOCK_GRAINS), None)
        if clock is None:
            return Unclear("no_time" if cluster or rec or relative else "no_date", quoted, rest)
        if second := _SECOND_TIME.match(said, max(m.end for m in cluster)):  # "at 8am and 8pm": two reminders
            return Unclear("unsupported", f"{quoted} {second.group(0).strip()}", rest)
        if unread_words(rest, said):  # "at 9 or 10", "Friday week", "à 14h au lieu de 15h"
            return Unclear("no_date", quoted, rest)
        span = " ".join(said[m.start:m.end] for m in cluster)
        day = next((m for m in cluster if m is not clock), None)
        found = days_allowed(span, Said(clock.values, clock.grain), Said(day.values, day.grain) if day else None, rec, relative[1] if relative else None, now)
        if found is None:
            return Unclear("no_date", quoted, rest)
        days, choices = found
        part_of_day = next((m.values[0].time() for m in cluster if m.grain == "interval"), None)
        clocks = clocks_allowed(clock.values, used_lang, days is not None, span, rec.period if rec else None, part_of_day,
                                meal=bool(_MEAL.search(said)))
        recurrence = rec.kind if rec else "none"
        if any(outside_part_of_day(span, c) for c in clocks):  # "tonight at 1" read as 13:00
            return Unclear("no_time", quoted, rest)
        if _MIDNIGHT.search(span) and days is not None and not choices and recurrence != "daily":
            first = next((d for d in days if datetime.combine(d + timedelta(days=1), time(0)) > now), days[-1])
            days, choices, clocks = (first, first + timedelta(days=1)), True, (time(0),)
        times = sorted(candidates(clocks, days, choices, now))
        if today_only(said[max(0, cluster[0].start - 5):max(m.end for m in cluster)]):
            # "ce midi", "this noon" said at 15:00 are today's noon, gone; not tomorrow's
            times, days = [t for t in times if t.date() == now.date()], (now.date(),)
        if rec is None and times and weekday_conflict(span, times[0].date(), now.date()):
            return Unclear("impossible_date", quoted, rest)  # "Thursday December 9", when the 9th is a Wednesday
        if not times:
            named = [datetime.combine(d, c) for d in (days or (now.date(),)) for c in clocks]
            return Unclear("past", quoted, rest, max(named) if named else None)
        return At(times[0], rest, recurrence) if len(times) == 1 else Ask(tuple(times), rest, recurrence, quoted)

    def day(self, text: str, lang: str, now_local: datetime) -> tuple[date, str] | None:
        """The day a sentence names with no clock needed ("tomorrow", "vendredi", "the 3rd of December"), and the
        sentence without it; None when it names none."""
        now = now_local.replace(tzinfo=None, microsecond=0)
        lang = "fr" if lang.lower().startswith("fr") else "en"
        for raw in self.parse(normalise(text, lang) if len(normalise(text, lang)) == len(text) else text, lang,
                              now, self._time):
            value = raw.get("value") or {}
            if value.get("grain") == "day" and isinstance(value.get("value"), str):
                span = (int(raw["start"]), int(raw["end"]))
                return _naive(value["value"]).date(), tidy_rest(blank(text, [span]))
        return None

    def parse(self, text: str, lang: str, now: datetime, dims: Any) -> list[dict[str, Any]]:
        """Duckling's raw matches of `dims` (from `duckling.parse_dimensions`) in `text`, `now` a naive wall time."""
        ref = duckling.parse_ref_time(self._zones, "UTC", calendar.timegm(now.timetuple()))
        result: list[dict[str, Any]] = duckling.parse(text, duckling.Context(ref, self._locales[lang]), dims, True)
        return result

    def _relative_day(self, text: str, lang: str, now: datetime) -> tuple[tuple[int, int], date | None] | None:
        """ "in 3 days", "dans deux semaines", "in 3 months": the span and the day it names, counted from
        today (Duckling's own reading of "in 3 days at 10am" lands a day late, and "in 3 months at 9am" on no
        day in particular). The day is None when it is past the calendar's end ("in 9999999 days")."""
        m = _RELATIVE_DAYS.search(text)
        if m is None:
            return None
        for tongue in (lang, "fr" if lang == "en" else "en"):
            for found in self.parse(m.group(0), tongue, now, self._duration):
                unit, n = found["value"].get("unit"), found["value"].get("value")
                if not isinstance(n, int) or unit not in ("day", "week", "month", "year"):
                    continue
                try:
                    if unit in ("day", "week"):
                        return m.span(), now.date() + timedelta(days=n * (7 if unit == "week" else 1))
                    return m.span(), add_months(now.date(), n * (12 if unit == "year" else 1))
                except (OverflowError, ValueError):
                    return m.span(), None
        return None

    def _cluster(self, text: str, lang: str, now: datetime) -> tuple[list[_Match], str]:
        """The Duckling matches that make the time phrase, and the language that read them (the owner's
        first, then the other one)."""
        text = _MEAL.sub(lambda m: "q" * len(m.group(0)), _NAME.sub(lambda m: " " * len(m.group(0)), text))
        matches = [m for raw in self.parse(text, lang, now, self._time) if (m := _match(raw, text))]
        if matches:
            return _main_cluster(matches, text), lang
        other = "fr" if lang == "en" else "en"  # only a clock time counts there: "mon passeport" is no Monday
        matches = [m for raw in self.parse(text, other, now, self._time) if (m := _match(raw, text))]
        cluster = _main_cluster(matches, text)
        return (cluster, other) if any(m.grain in _CLOCK_GRAINS for m in cluster) else ([], lang)


def read_when(text: str, lang: str, now_local: datetime, reader: TimeReader) -> At | Ask | Unclear:
    """`reader.read(text, lang, now_local)`: the time said in a reminder request."""
    return reader.read(text, lang, now_local)


def _zoneinfo_dir() -> str:
    if os.path.isdir("/usr/share/zoneinfo"):
        return "/usr/share/zoneinfo"
    import tzdata

    return os.path.join(os.path.dirname(tzdata.__file__), "zoneinfo")


def _naive(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp).replace(tzinfo=None)


def _match(raw: dict[str, Any], text: str) -> _Match | None:
    """One Duckling time match, or None for a lone latent word ("un", "2", "lunch")."""
    start, end = int(raw["start"]), int(raw["end"])
    if raw["dim"] != "time" or (raw.get("latent") and not text[start:end].strip().count(" ")):
        return None
    if _CUT_NUMBER.match(text, end) and text[end - 1:end].isdigit():  # "tonight at 12" read out of "at 12:30"
        return None
    value = raw["value"]
    items = value.get("values") or [value]
    if items[0].get("type") == "interval":
        bound = items[0].get("from") or items[0].get("to") or {}
        if "value" not in bound:
            return None
        return _Match(start, end, (_naive(bound["value"]),), "interval")
    values = tuple(_naive(item["value"]) for item in items if "value" in item)
    return _Match(start, end, values, str(items[0].get("grain", "day"))) if values else None


def _main_cluster(matches: list[_Match], text: str) -> list[_Match]:
    """Adjacent matches ("dans 3 jours" + "à 10h") form one phrase; the first phrase with a clock time is the
    reminder's, unless an article makes it part of the task ("the 7:15 train", "le 18h30 pour Lyon"). A lone day elsewhere joins it only when it is plainly a day for it ("tomorrow", "on Friday"),
    not part of the task ("the Friday meeting", "Sam")."""
    groups: list[list[_Match]] = []
    for m in sorted(matches, key=lambda m: m.start):
        if groups and _GLUE.match(text[groups[-1][-1].end:m.start]):
            groups[-1].append(m)
        else:
            groups.append([m])
    groups = [g for g in groups if not any(_in_task(m, text) for m in g)]
    with_clock = [g for g in groups if any(m.grain in _CLOCK_GRAINS for m in g)]
    if not with_clock:
        return groups[0] if groups else []
    main = with_clock[0]
    if len(main) == 1 and not names_day(main[0].values):
        for group in groups:
            if group is not main and _STRONG_DAY.match(" ".join(text[m.start:m.end].strip() for m in group)):
                return [*main, group[0]]
    return main


def _in_task(m: _Match, text: str) -> bool:
    """A clock time after an article is part of the task: "the 7:15 train", "le 18h30 pour Lyon"."""
    return m.grain in _CLOCK_GRAINS and bool(
        _ARTICLE_CLOCK.match(text, m.start) or (_CLOCK.match(text, m.start) and _ARTICLE.search(text, 0, m.start)))


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`spans` sorted, overlapping ones joined."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out
