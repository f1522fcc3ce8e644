"""Reading time worked: a day, a week, a month or a range, per project, never a figure for the future."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any, Literal

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.actions.tally import Tally, tally
from pipeline.catalog import BOTH, ActionInput, Command, Intent, action
from pipeline.command_syntax import words_of
from pipeline.outcomes import Ok, Outcome, Record, Refused
from pipeline.rules.dates import DateProblem, day_bounds, month_bounds, parse_day, week_start
from pipeline.rules.formats import day_label
from pipeline.rules.worktime import format_duration
from pipeline.texts import Texts
from stores import projects

T = Texts("worktime")


class ReadWorkTime(ActionInput):
    period: Literal["day", "week", "month", "range"] = "day"
    date: str | None = Field(default=None,
                             description="'today', 'yesterday' or YYYY-MM-DD; the day the period contains.")
    end_date: str | None = Field(default=None, description="YYYY-MM-DD, last day of a 'range'.")
    project: str | None = None


class WorkTime(Record):
    period: str
    first: date
    last: date
    seconds: float | None  # None: no session at all in the period
    sessions: int
    projects: dict[str, float]
    running: tuple[str, ...]
    not_counted: tuple[str, ...]


NO_READING = T("no_reading", " No reading was made.", " Aucune lecture faite.")
MISSING_END = T("missing_end", "A range needs an end date. No reading was made.",
                "Une plage a besoin d'une date de fin. Aucune lecture faite.")
BAD_RANGE = T("bad_range", "The range ends before it starts. No reading was made.",
              "La plage finit avant de commencer. Aucune lecture faite.")
FUTURE = T("future", "No session can exist in the future: {day} has not happened yet. No reading was made.",
           "Aucune session ne peut exister dans le futur : le {day} n'est pas encore arrivé. Aucune lecture faite.")
UNKNOWN_PROJECT = T("unknown_project", "There is no project called '{name}'.", "Il n'y a pas de projet « {name} ».")
TODAY = T("today", "today", "aujourd'hui")
ON_DAY = T("on_day", "on {day}", "le {day}")
WEEK_OF = T("week_of", "the week of {day}", "la semaine du {day}")
FROM_TO = T("from_to", "from {first} to {last}", "du {first} au {last}")
STILL_OPEN = T("still_open", "A session on {names} is still open and counted up to now.",
               "Une session sur {names} est encore ouverte, comptée jusqu'à maintenant.")
LOOKS_FORGOTTEN = T("looks_forgotten", "A session on {name} started {when} looks forgotten and is not counted; fix it "
                    "with /stop HH:MM.", "Une session sur {name} commencée le {when} semble oubliée et n'est pas "
                    "comptée ; corrige-la avec /stop HH:MM.")
PARTIAL = T("partial", "The period is not over yet: figures are up to now.",
            "La période n'est pas finie : chiffres arrêtés à maintenant.")
NO_SESSION = T("no_session", "No session recorded {label}.", "Aucune session enregistrée {label}.")
WORKED = T("worked", "Worked {total} {label}: {detail}.", "Travaillé {total} {label} : {detail}.")

_PERIOD_WORDS = {"today": ("day", "today"), "yesterday": ("day", "yesterday"), "week": ("week", None),
                 "month": ("month", None), "aujourd'hui": ("day", "today"), "hier": ("day", "yesterday"),
                 "semaine": ("week", None), "mois": ("month", None)}


def parse_time(rest: str) -> dict[str, Any]:
    """`/time [today|yesterday|week|month|YYYY-MM-DD|FROM..TO] [project]`."""
    words = words_of(rest)
    args: dict[str, Any] = {}
    if words:
        head = words[0].lower()
        if head in _PERIOD_WORDS:
            period, day = _PERIOD_WORDS[head]
            args["period"] = period
            if day:
                args["date"] = day
            words = words[1:]
        elif ".." in head:
            start, _, end = head.partition("..")
            args.update(period="range", date=start, end_date=end)
            words = words[1:]
        elif re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", head):
            args.update(period="day", date=head)
            words = words[1:]
    if words:
        args["project"] = " ".join(words)
    return args


@action("read_work_time", "Read time worked for a day, week, month or range, optionally per project.",
        unknown_shows="list_projects", effect="read", agents=BOTH, output=WorkTime, check=T("check", "/time", "/time"), topic="session",
        help=T("help", "Time worked", "Temps de travail"),
        not_done=T("not_done", "read your work time", "lu ton temps de travail"),
        command=Command("time", T("usage", "/time [today|yesterday|week|month|YYYY-MM-DD|FROM..TO] [PROJECT]",
                                  "/time [today|yesterday|week|month|AAAA-MM-JJ|DU..AU] [PROJET]"), parse_time),
        intents=(Intent("TimeToday", args={"period": "day", "date": "today"},
                        en=("how (long|much) did I work today", "how (long|much) have I worked today",
                            "how much time (did I work|have I worked|did I spend working) today", "time worked today",
                            "how long today"),
                        fr=("combien [de temps] (j'ai|ai-je) travaillé aujourd'hui", "temps de travail aujourd'hui",
                            "combien de temps aujourd'hui")),
                 Intent("TimeYesterday", args={"period": "day", "date": "yesterday"},
                        en=("how (long|much) did I work yesterday", "time worked yesterday"),
                        fr=("combien [de temps] (j'ai|ai-je) travaillé hier",)),
                 Intent("TimeWeek", args={"period": "week"},
                        en=("how (long|much) (did I work|have I worked) this week", "time worked this week"),
                        fr=("combien [de temps] (j'ai|ai-je) travaillé cette semaine",))),
        read_claims_en=(r"\byou(?:'ve| have)? (?:worked|spent|logged|clocked)\b",
                        r"\b(?:worked|spent|logged|clocked|tracked|work time|time worked|in total)\b[^.!?]{0,50}"
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|min|mins|minutes?)\b",
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|min|mins|minutes?)\b[^.!?]{0,30}"
                        r"\b(?:of work|worked|logged|spent)\b"),
        read_claims_fr=(r"\b(?:tu as|vous avez) (?:travaillé|passé|bossé)\b",
                        r"\b(?:travaillé|passé|bossé|temps de travail|au total)\b[^.!?]{0,50}"
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|heures?|min|minutes?)\b",
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|heures?|min|minutes?)\b[^.!?]{0,30}\b(?:de travail|travaillées?)\b"))
async def read_work_time(ctx: ActionContext, a: ReadWorkTime) -> Outcome:
    """Time worked in a day, week, month or range; future periods are refused, empty ones said plainly."""
    day = ctx.today
    if a.date:
        parsed = parse_day(a.date, ctx.today)
        if isinstance(parsed, DateProblem):
            return Refused(parsed.code, parsed.say(ctx.lang) + ctx.t(NO_READING))
        day = parsed
    if a.period == "day":
        first, after = day, day + timedelta(days=1)
    elif a.period == "week":
        first = week_start(day)
        after = first + timedelta(days=7)
    elif a.period == "month":
        first, after = month_bounds(day)
    else:
        if not a.end_date:
            return Refused("missing_end", ctx.t(MISSING_END))
        end = parse_day(a.end_date, ctx.today)
        if isinstance(end, DateProblem):
            return Refused(end.code, end.say(ctx.lang) + ctx.t(NO_READING))
        if end < day:
            return Refused("bad_range", ctx.t(BAD_RANGE))
        first, after = day, end + timedelta(days=1)
    if first > ctx.today:
        return Refused("future_date", ctx.t(FUTURE, day=day_label(first, ctx.lang)))
    project_id = None
    if a.project:
        project = await projects.by_name(ctx.db, ctx.owner.id, a.project)
        if project is None:
            return Refused("unknown_project", ctx.t(UNKNOWN_PROJECT, name=a.project))
        project_id = project.id
    t = await tally(ctx, day_bounds(first, ctx.owner.zone)[0], day_bounds(after, ctx.owner.zone)[0],
                    project_id=project_id)
    last = after - timedelta(days=1)
    return Ok(_describe(ctx, t, _period_label(ctx, a.period, first, last), last > ctx.today), WorkTime(
        period=a.period, first=first, last=last, seconds=t.total if t.sessions else None, sessions=t.sessions,
        projects={t.names.get(pid, "?"): secs for pid, secs in t.seconds.items()},
        running=tuple(t.names.get(pid, "?") for pid in t.running),
        not_counted=tuple(t.names.get(pid, "?") for pid, _ in t.forgotten)))


def _period_label(ctx: ActionContext, period: str, first: date, last: date) -> str:
    if period == "day":
        return ctx.t(TODAY) if first == ctx.today else ctx.t(ON_DAY, day=day_label(first, ctx.lang))
    if period == "week":
        return ctx.t(WEEK_OF, day=day_label(first, ctx.lang))
    return ctx.t(FROM_TO, first=day_label(first, ctx.lang), last=day_label(last, ctx.lang))


def _describe(ctx: ActionContext, t: Tally, label: str, partial: bool) -> str:
    notes: list[str] = []
    if t.running:
        notes.append(ctx.t(STILL_OPEN, names=", ".join(t.names.get(p, "?") for p in t.running)))
    for pid, started in t.forgotten:
        notes.append(ctx.t(LOOKS_FORGOTTEN, name=t.names.get(pid, "?"), when=ctx.moment(started)))
    if partial:
        notes.append(ctx.t(PARTIAL))
    if t.sessions == 0:
        return " ".join([ctx.t(NO_SESSION, label=label), *notes])
    per = sorted(t.seconds.items(), key=lambda kv: -kv[1])
    detail = ", ".join(f"{t.names.get(pid, '?')} {format_duration(s)}" for pid, s in per)
    return " ".join([ctx.t(WORKED, total=format_duration(t.total), label=label, detail=detail), *notes])
