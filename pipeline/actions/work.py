"""Work-session actions: start, pause, resume, stop, and reading time worked."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from pipeline.actions.tally import Tally, tally
from pipeline.catalog import PauseSession, ReadWorkTime, ResumeSession, StartSession, StopSession
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from pipeline.rules.dates import DateProblem, day_bounds, month_bounds, parse_day, parse_local, week_start
from pipeline.rules.formats import day_label, moment_label
from pipeline.rules.lifecycle import session_next
from pipeline.rules.worktime import format_duration, is_forgotten, worked_intervals
from stores import projects, work
from stores.models import WorkSession


def _no_session(ctx: ActionContext, what: str) -> Refused:
    return Refused("no_session", ctx.tr(f"No work session is running, so there is nothing to {what}.",
                                        f"Aucune session de travail n'est en cours : rien à {what}."))


def _since(ctx: ActionContext, ws: WorkSession) -> str:
    local = ctx.local(ws.started_at)
    if local.date() == ctx.today:
        return local.strftime("%H:%M")
    return moment_label(local, ctx.owner.language)


async def _project_name(ctx: ActionContext, ws: WorkSession) -> str:
    found = await projects.by_ids(ctx.db, ctx.owner.id, {ws.project_id})
    return found[ws.project_id].name if ws.project_id in found else "?"


async def _close(ctx: ActionContext, ws: WorkSession, end: datetime) -> float:
    """Stop a session at `end` (closing its open pause) and return the seconds it counted."""
    pauses = await work.pauses_of(ctx.db, ws)
    for p in pauses:
        if p.ended_at is None:
            p.ended_at = max(p.started_at, end)
    ws.status, ws.ended_at = "stopped", end
    segs = [(p.started_at, p.ended_at or end) for p in pauses]
    return sum((b - a).total_seconds() for a, b in worked_intervals(ws.started_at, end, segs))


async def start_session(ctx: ActionContext, a: StartSession) -> Outcome:
    """Start a timer on a project; one session at a time unless the owner asked to switch."""
    project = await projects.by_name(ctx.db, ctx.owner.id, a.project)
    if project is None:
        return Refused("unknown_project", ctx.tr(
            f"There is no project called '{a.project}'. Create it with /project new {a.project}. No timer was started.",
            f"Il n'y a pas de projet « {a.project} ». Crée-le avec /project new {a.project}. Aucun chrono lancé."))
    if project.phase == "done":
        return Refused("project_done", ctx.tr(
            f"{project.name} is marked done. Reopen it with /phase {project.name} active first. No timer was started.",
            f"{project.name} est terminé. Rouvre-le avec /phase {project.name} active. Aucun chrono lancé."))
    current = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    prefix = ""
    if current is not None:
        name = await _project_name(ctx, current)
        if current.project_id == project.id:
            if current.status == "paused":
                return Refused("session_paused", ctx.tr(
                    f"Your session on {name} is paused; say /resume to continue it.",
                    f"Ta session sur {name} est en pause ; dis /resume pour la reprendre."))
            return Refused("already_running", ctx.tr(f"You have been working on {name} since {_since(ctx, current)}.",
                                                     f"Tu travailles déjà sur {name} depuis {_since(ctx, current)}."))
        if not a.switch:
            return Refused("session_running", ctx.tr(
                f"A session on {name} is open (since {_since(ctx, current)}). Stop it with /stop first, "
                "or ask me to switch. No timer was started.",
                f"Une session sur {name} est ouverte (depuis {_since(ctx, current)}). Arrête-la avec /stop, "
                "ou demande-moi de basculer. Aucun chrono lancé."))
        secs = await _close(ctx, current, ctx.now)
        await ctx.db.flush()  # the one-open-session index must see the old one closed first
        prefix = ctx.tr(f"Stopped {name} ({format_duration(secs)}). ", f"{name} arrêté ({format_duration(secs)}). ")
    if session_next("idle", "start") != "running":  # pragma: no cover - the table says so
        raise AssertionError
    ws = await work.start(ctx.db, ctx.owner.id, project.id, ctx.now)
    return Ok(prefix + ctx.tr(f"Timer started on {project.name} at {ctx.local(ctx.now):%H:%M}.",
                              f"Chrono lancé sur {project.name} à {ctx.local(ctx.now):%H:%M}."),
              {"session_id": ws.id, "project": project.name, "started_at": ws.started_at.isoformat()})


async def pause_session(ctx: ActionContext, a: PauseSession) -> Outcome:
    """Pause the running session."""
    ws = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    if ws is None:
        return _no_session(ctx, ctx.tr("pause", "mettre en pause"))
    name = await _project_name(ctx, ws)
    if session_next(ws.status, "pause") is None:  # type: ignore[arg-type]
        return Refused("already_paused", ctx.tr(f"Your session on {name} is already paused.",
                                                f"Ta session sur {name} est déjà en pause."))
    work.pause(ctx.db, ws, ctx.now)
    return Ok(ctx.tr(f"Paused {name} at {ctx.local(ctx.now):%H:%M}.", f"{name} en pause à {ctx.local(ctx.now):%H:%M}."),
              {"session_id": ws.id, "project": name})


async def resume_session(ctx: ActionContext, a: ResumeSession) -> Outcome:
    """Resume the paused session."""
    ws = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    if ws is None:
        return _no_session(ctx, ctx.tr("resume", "reprendre"))
    name = await _project_name(ctx, ws)
    if session_next(ws.status, "resume") is None:  # type: ignore[arg-type]
        return Refused("not_paused", ctx.tr(f"Your session on {name} is already running.",
                                            f"Ta session sur {name} tourne déjà."))
    pause = await work.open_pause(ctx.db, ws)
    if pause is not None:
        pause.ended_at = ctx.now
    ws.status = "running"
    return Ok(ctx.tr(f"Resumed {name} at {ctx.local(ctx.now):%H:%M}.", f"{name} repris à {ctx.local(ctx.now):%H:%M}."),
              {"session_id": ws.id, "project": name})


async def stop_session(ctx: ActionContext, a: StopSession) -> Outcome:
    """Stop the open session (at `at` if given). A forgotten one is kept but flagged, not counted.

    With `at` and no open session, it corrects the end of the last session flagged as forgotten.
    """
    ws = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    end = ctx.now
    if a.at:
        parsed = parse_local(a.at, ctx.owner.zone, ctx.today)
        if isinstance(parsed, DateProblem):
            return Refused(parsed.code, parsed.message)
        end = parsed
    if ws is None:
        if a.at:
            return await _correct_forgotten(ctx, end)
        return _no_session(ctx, ctx.tr("stop", "arrêter"))
    name = await _project_name(ctx, ws)
    if end > ctx.now:
        return Refused("future_end", ctx.tr(f"{a.at} has not happened yet. The session on {name} is still open.",
                                            f"{a.at} n'est pas encore arrivé. La session sur {name} reste ouverte."))
    if end < ws.started_at:
        return Refused("end_before_start", ctx.tr(
            f"The session on {name} started at {_since(ctx, ws)}, after {a.at}. It is still open.",
            f"La session sur {name} a commencé à {_since(ctx, ws)}, après {a.at}. Elle reste ouverte."))
    pauses = await work.pauses_of(ctx.db, ws)
    segs = [(p.started_at, p.ended_at or ctx.now) for p in pauses]
    forgotten = a.at is None and ws.status == "running" and is_forgotten(ws.started_at, segs, ctx.now)
    secs = await _close(ctx, ws, end)
    data = {"session_id": ws.id, "project": name, "seconds": secs, "flag": None}
    if forgotten:
        ws.flag = "forgotten"
        data["flag"] = "forgotten"
        return Ok(ctx.tr(
            f"Stopped {name}. It ran since {_since(ctx, ws)} without a break, so it looks forgotten: it is kept "
            "but not counted. Tell me when you really stopped with /stop HH:MM (or YYYY-MM-DD HH:MM).",
            f"{name} arrêté. La session tournait depuis {_since(ctx, ws)} sans pause : elle semble oubliée. Elle "
            "est gardée mais pas comptée. Dis-moi quand tu as vraiment arrêté avec /stop HH:MM."), data)
    return Ok(ctx.tr(f"Stopped {name}: {format_duration(secs)} this session.",
                     f"{name} arrêté : {format_duration(secs)} sur cette session."), data)


async def _correct_forgotten(ctx: ActionContext, end: datetime) -> Outcome:
    rows, _ = await work.overlapping(ctx.db, ctx.owner.id, ctx.now - timedelta(days=7), ctx.now)
    flagged = [r for r in rows if r.flag == "forgotten"]
    if not flagged:
        return _no_session(ctx, ctx.tr("stop", "arrêter"))
    ws = flagged[-1]
    name = await _project_name(ctx, ws)
    if not ws.started_at <= end <= (ws.ended_at or ctx.now):
        return Refused("bad_end", ctx.tr(
            f"The forgotten session on {name} ran from {_since(ctx, ws)}; {end:%H:%M} is outside it.",
            f"La session oubliée sur {name} a commencé à {_since(ctx, ws)} ; {end:%H:%M} est hors de cette plage."))
    pauses = await work.pauses_of(ctx.db, ws)
    for p in pauses:
        if p.ended_at and p.ended_at > end:
            p.ended_at = max(p.started_at, end)
    ws.ended_at, ws.flag = end, None
    segs = [(p.started_at, p.ended_at or end) for p in pauses]
    secs = sum((b - q).total_seconds() for q, b in worked_intervals(ws.started_at, end, segs))
    return Ok(ctx.tr(f"Corrected the forgotten session on {name}: it ended at {ctx.local(end):%H:%M} "
                     f"and now counts {format_duration(secs)}.",
                     f"Session oubliée sur {name} corrigée : fin à {ctx.local(end):%H:%M}, "
                     f"elle compte maintenant {format_duration(secs)}."),
              {"session_id": ws.id, "project": name, "seconds": secs, "flag": None})


def _future(ctx: ActionContext, day: date) -> Refused:
    label = day_label(day, ctx.owner.language)
    return Refused("future_date", ctx.tr(
        f"No session can exist in the future: {label} has not happened yet. No reading was made.",
        f"Aucune session ne peut exister dans le futur : le {label} n'est pas encore arrivé. Aucune lecture faite."))


async def read_work_time(ctx: ActionContext, a: ReadWorkTime) -> Outcome:
    """Time worked in a day, week, month or range; future periods are refused, empty ones said plainly."""
    day = ctx.today
    if a.date:
        parsed = parse_day(a.date, ctx.today)
        if isinstance(parsed, DateProblem):
            return Refused(parsed.code, parsed.message + ctx.tr(" No reading was made.", " Aucune lecture faite."))
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
            return Refused("missing_end", ctx.tr("A range needs an end date. No reading was made.",
                                                 "Une plage a besoin d'une date de fin. Aucune lecture faite."))
        end = parse_day(a.end_date, ctx.today)
        if isinstance(end, DateProblem):
            return Refused(end.code, end.message + ctx.tr(" No reading was made.", " Aucune lecture faite."))
        if end < day:
            return Refused("bad_range", ctx.tr("The range ends before it starts. No reading was made.",
                                               "La plage finit avant de commencer. Aucune lecture faite."))
        first, after = day, end + timedelta(days=1)
    if first > ctx.today:
        return _future(ctx, first)
    project_id = None
    if a.project:
        project = await projects.by_name(ctx.db, ctx.owner.id, a.project)
        if project is None:
            return Refused("unknown_project", ctx.tr(f"There is no project called '{a.project}'.",
                                                     f"Il n'y a pas de projet « {a.project} »."))
        project_id = project.id
    start = day_bounds(first, ctx.owner.zone)[0]
    stop = day_bounds(after, ctx.owner.zone)[0]
    t = await tally(ctx, start, stop, project_id=project_id)
    label = _period_label(ctx, a.period, first, after)
    partial = after - timedelta(days=1) > ctx.today
    return Ok(_describe(ctx, t, label, partial), {
        "period": a.period, "from": first.isoformat(), "to": (after - timedelta(days=1)).isoformat(),
        "seconds": t.total if t.sessions else None, "sessions": t.sessions,
        "projects": {t.names.get(pid, "?"): secs for pid, secs in t.seconds.items()},
        "running": [t.names.get(pid, "?") for pid in t.running],
        "not_counted": [t.names.get(pid, "?") for pid, _ in t.forgotten],
    })


def _period_label(ctx: ActionContext, period: str, first: date, after: date) -> str:
    lang = ctx.owner.language
    if period == "day":
        if first == ctx.today:
            return ctx.tr("today", "aujourd'hui")
        return ctx.tr("on ", "le ") + day_label(first, lang)
    last = after - timedelta(days=1)
    if period == "week":
        return ctx.tr(f"the week of {day_label(first, lang)}", f"la semaine du {day_label(first, lang)}")
    return ctx.tr(f"from {day_label(first, lang)} to {day_label(last, lang)}",
                  f"du {day_label(first, lang)} au {day_label(last, lang)}")


def _describe(ctx: ActionContext, t: Tally, label: str, partial: bool) -> str:
    notes: list[str] = []
    if t.running:
        names = ", ".join(t.names.get(p, "?") for p in t.running)
        notes.append(ctx.tr(f"A session on {names} is still open and counted up to now.",
                            f"Une session sur {names} est encore ouverte, comptée jusqu'à maintenant."))
    for pid, started in t.forgotten:
        notes.append(ctx.tr(
            f"A session on {t.names.get(pid, '?')} started {moment_label(ctx.local(started), 'en')} looks forgotten "
            "and is not counted; fix it with /stop HH:MM.",
            f"Une session sur {t.names.get(pid, '?')} commencée le {moment_label(ctx.local(started), 'fr')} semble "
            "oubliée et n'est pas comptée ; corrige-la avec /stop HH:MM."))
    if partial:
        notes.append(ctx.tr("The period is not over yet: figures are up to now.",
                            "La période n'est pas finie : chiffres arrêtés à maintenant."))
    if t.sessions == 0:
        head = ctx.tr(f"No session recorded {label}.", f"Aucune session enregistrée {label}.")
        return " ".join([head, *notes])
    per = sorted(t.seconds.items(), key=lambda kv: -kv[1])
    detail = ", ".join(f"{t.names.get(pid, '?')} {format_duration(s)}" for pid, s in per)
    head = ctx.tr(f"Worked {format_duration(t.total)} {label}: {detail}.",
                  f"Travaillé {format_duration(t.total)} {label} : {detail}.")
    return " ".join([head, *notes])
