"""Daily and weekly briefings, composed by code from the owner's data (no model rephrases them)."""

from __future__ import annotations

from datetime import date, timedelta

from pipeline.action_context import ActionContext, zoned
from pipeline.actions.briefing_sources import today_agenda, unread_from_known, week_meetings
from pipeline.actions.projects import phase_name
from pipeline.actions.tally import tally
from pipeline.catalog import BOTH, STEWARD, ActionInput, Command, Intent, action
from pipeline.command_syntax import no_args
from pipeline.outcomes import Ok, Outcome, Record
from pipeline.rules.dates import day_bounds, week_start
from pipeline.rules.formats import day_label, short_day
from pipeline.rules.worktime import format_duration
from pipeline.texts import Texts
from stores import projects, reminders, work

T = Texts("briefings")


class ReadDailyBriefing(ActionInput):
    pass


class ReadWeeklyBriefing(ActionInput):
    pass


class DailyBriefing(Record):
    day: date
    work_seconds: float
    reminders_today: int
    overdue: int
    events_today: int = 0
    unread_known: int | None = None


class WeeklyBriefing(Record):
    week_of: date
    work_seconds: float
    per_day: dict[str, dict[str, float]]  # ISO day -> project -> seconds (the chart)
    phase_changes: int
    decisions: int
    reminders_done: int
    overdue: int
    meeting_seconds: float = 0.0


DAILY_TITLE = T("daily.title", "Briefing for {day}", "Briefing du {day}")
REMINDERS = T("reminders", "Reminders:", "Rappels :")
NONE_TODAY = T("none_today", "• none today", "• aucun aujourd'hui")
OVERDUE_SINCE = T("overdue_since", "• overdue since {day}: {text} (#{id})", "• en retard depuis le {day} : {text} (n°{id})")
WORK_TODAY = T("work_today", "Work today:", "Travail aujourd'hui :")
RUNNING = T("running", "running", "en cours")
PAUSED = T("paused", "paused", "en pause")
SESSION_LINE = T("session_line", "• session on {name} {state} since {at}", "• session sur {name} {state} depuis {at}")
NO_SESSION_TODAY = T("no_session_today", "• no session recorded yet today", "• aucune session enregistrée aujourd'hui")
PROJECTS = T("projects", "Projects:", "Projets :")
NONE = T("none", "• none", "• aucun")
DECISIONS_3D = T("decisions_3d", "Decisions (last 3 days):", "Décisions (3 derniers jours) :")
WEEK_TITLE = T("weekly.title", "Week of {day}", "Semaine du {day}")
TIME_WORKED = T("time_worked", "Time worked: {total}", "Temps travaillé : {total}")
NO_SESSION_WEEK = T("no_session_week", "• no session recorded this week", "• aucune session enregistrée cette semaine")
PHASE_CHANGES = T("phase_changes", "Phase changes:", "Changements de phase :")
DECISIONS = T("decisions", "Decisions:", "Décisions :")
REMINDERS_TALLY = T("reminders_tally", "Reminders: {done} done, {overdue} overdue.",
                    "Rappels : {done} faits, {overdue} en retard.")


@action("read_daily_briefing", "Today's briefing, composed by code.",
        effect="read", agents=BOTH, output=DailyBriefing, check=T("check.daily", "/today", "/today"), topic="briefing",
        cuts=True, help=T("help.daily", "Daily briefing", "Briefing du jour"),
        not_done=T("not_done.daily", "read your day", "lu ta journée"),
        command=Command("today", T("usage.daily", "/today", "/today"), no_args),
        intents=(Intent("DailyBriefing", en=("what('s| is) (on|up) today", "what('s| is) my day like",
                                             "[my] daily briefing", "(brief|briefing) [me]", "what do I have today"),
                        fr=("qu'est-ce que j'ai aujourd'hui", "quoi de prévu aujourd'hui", "[le] briefing du jour",
                            "ma journée")),))
async def read_daily_briefing(ctx: ActionContext, a: ReadDailyBriefing) -> Outcome:
    """Today's reminders, the running session, time per project today, active projects, recent decisions."""
    lang = ctx.lang
    start, end = day_bounds(ctx.today, ctx.owner.zone)
    lines = [ctx.t(DAILY_TITLE, day=zoned(day_label(ctx.today, lang), ctx.owner)), "", ctx.t(REMINDERS)]
    due = await reminders.between(ctx.db, ctx.owner.id, start, end)
    late = list(await reminders.overdue(ctx.db, ctx.owner.id, start))
    pending_today = [r for r in due if r.status == "pending"]
    if not pending_today and not late:
        lines.append(ctx.t(NONE_TODAY))
    lines += [ctx.t(OVERDUE_SINCE, day=day_label(ctx.local(r.due_at).date(), lang), text=r.text, id=r.number) for r in late]
    lines += [f"• {ctx.local(r.due_at):%H:%M} {r.text} (#{r.number})" for r in pending_today]
    agenda = await today_agenda(ctx)
    lines += agenda.lines

    current = await work.open_session(ctx.db, ctx.owner.id)
    t = await tally(ctx, start, end)
    lines += ["", ctx.t(WORK_TODAY)]
    if current is not None:
        name = (await projects.by_ids(ctx.db, ctx.owner.id, {current.project_id}))[current.project_id].name
        state = ctx.t(RUNNING) if current.status == "running" else ctx.t(PAUSED)
        lines.append(ctx.t(SESSION_LINE, name=name, state=state, at=f"{ctx.local(current.started_at):%H:%M}"))
    if t.sessions == 0:
        lines.append(ctx.t(NO_SESSION_TODAY))
    lines += [f"• {t.names.get(pid, '?')}: {format_duration(secs)}"
              for pid, secs in sorted(t.seconds.items(), key=lambda kv: -kv[1])]

    active = list(await projects.listing(ctx.db, ctx.owner.id, include_done=False))
    lines += ["", ctx.t(PROJECTS)]
    lines += [f"• {p.name} — {phase_name(ctx, p.phase)}" for p in active] if active else [ctx.t(NONE)]
    recent = await projects.decisions(ctx.db, ctx.owner.id, since=ctx.now - timedelta(days=3), limit=10)
    if recent:
        names = {p.id: p.name for p in active}
        lines += ["", ctx.t(DECISIONS_3D)] + [f"• {names.get(d.project_id, '?')}: {d.decision}" for d in recent]
    mail = await unread_from_known(ctx)
    lines += mail.lines
    return Ok("\n".join(lines), DailyBriefing(day=ctx.today, work_seconds=t.total, reminders_today=len(pending_today),
                                              overdue=len(late), events_today=agenda.events,
                                              unread_known=mail.unread_known))


@action("read_weekly_briefing", "This week's briefing, composed by code.",
        effect="read", agents=STEWARD, output=WeeklyBriefing, check=T("check.weekly", "/week", "/week"),
        topic="briefing", cuts=True, help=T("help.weekly", "Weekly briefing", "Briefing de la semaine"),
        not_done=T("not_done.weekly", "read your week", "lu ta semaine"),
        command=Command("week", T("usage.weekly", "/week", "/week"), no_args),
        intents=(Intent("WeeklyBriefing", en=("what('s| is) my week like", "how('s| is) my week [going|looking]",
                                              "[my] weekly briefing", "(show|give) me my week", "week summary"),
                        fr=("comment (se passe|va|s'annonce) ma semaine", "[le] briefing de la semaine",
                            "(résumé|bilan) de la semaine", "ma semaine")),))
async def read_weekly_briefing(ctx: ActionContext, a: ReadWeeklyBriefing) -> Outcome:
    """Time per project per day this week, phase changes, decisions, reminders done and overdue."""
    lang = ctx.lang
    monday = week_start(ctx.today)
    start = day_bounds(monday, ctx.owner.zone)[0]
    end = day_bounds(monday + timedelta(days=7), ctx.owner.zone)[0]
    t = await tally(ctx, start, end, by_day=True)
    lines = [ctx.t(WEEK_TITLE, day=zoned(day_label(monday, lang), ctx.owner)), "",
             ctx.t(TIME_WORKED, total=format_duration(t.total))]
    if t.sessions == 0:
        lines.append(ctx.t(NO_SESSION_WEEK))
    for pid, secs in sorted(t.seconds.items(), key=lambda kv: -kv[1]):
        days = ", ".join(f"{short_day(d, lang)} {format_duration(per[pid])}"
                         for d, per in sorted(t.per_day.items()) if per.get(pid))
        lines.append(f"• {t.names.get(pid, '?')}: {format_duration(secs)} ({days})")
    meetings = await week_meetings(ctx, monday)
    lines += meetings.lines

    changes = await projects.phase_changes(ctx.db, ctx.owner.id, start, end)
    decisions = await projects.decisions(ctx.db, ctx.owner.id, since=start, limit=50)
    ids = {c.project_id for c in changes} | {d.project_id for d in decisions}
    names = {pid: p.name for pid, p in (await projects.by_ids(ctx.db, ctx.owner.id, ids)).items()}
    if changes:
        lines += ["", ctx.t(PHASE_CHANGES)]
        lines += [f"• {names.get(c.project_id, '?')}: {phase_name(ctx, c.from_phase)} → {phase_name(ctx, c.to_phase)}"
                  for c in changes]
    if decisions:
        lines += ["", ctx.t(DECISIONS)] + [f"• {names.get(d.project_id, '?')}: {d.decision}" for d in reversed(decisions)]

    week_reminders = await reminders.between(ctx.db, ctx.owner.id, start, end)
    done = [r for r in week_reminders if r.status == "done"]
    late = await reminders.overdue(ctx.db, ctx.owner.id, ctx.now)
    lines += ["", ctx.t(REMINDERS_TALLY, done=len(done), overdue=len(late))]
    lines += [f"• #{r.number} {r.text}" for r in late]
    chart = {d.isoformat(): {t.names.get(pid, "?"): secs for pid, secs in per.items()}
             for d, per in sorted(t.per_day.items())}
    return Ok("\n".join(lines), WeeklyBriefing(week_of=monday, work_seconds=t.total, per_day=chart,
                                               phase_changes=len(changes), decisions=len(decisions),
                                               reminders_done=len(done), overdue=len(late),
                                               meeting_seconds=meetings.seconds))
