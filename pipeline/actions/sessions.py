"""Work sessions: a timer per project, started, paused, resumed and stopped."""

from __future__ import annotations

from datetime import datetime, timedelta

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Claims, Command, Intent, action
from pipeline.command_syntax import no_args, rest_as
from pipeline.outcomes import Ok, Outcome, Question, Record, Refused
from pipeline.rules.dates import DateProblem, parse_local
from pipeline.rules.lifecycle import session_next
from pipeline.rules.worktime import format_duration, is_forgotten, worked_intervals
from pipeline.texts import Texts
from stores import projects, work
from stores.models import WorkSession

T = Texts("sessions")


class StartSession(ActionInput):
    project: str | None = Field(default=None, min_length=1, max_length=200,
                                description="The project's name (without it, the owner is asked which).")
    switch: bool = Field(default=False, description="Stop the running session first (only if the owner asked).")


class PauseSession(ActionInput):
    pass


class ResumeSession(ActionInput):
    pass


class StopSession(ActionInput):
    at: str | None = Field(default=None, description="When it really ended: 'HH:MM' today or 'YYYY-MM-DD HH:MM'.")


class SessionData(Record):
    project: str
    started_at: datetime | None = None
    seconds: float | None = None
    flag: str | None = None


CHECK = T("check", "/time today", "/time today")
NO_SESSION = T("no_session", "No work session is running, so there is nothing to {what}.",
               "Aucune session de travail n'est en cours : rien à {what}.")
WHAT_PAUSE = T("what.pause", "pause", "mettre en pause")
WHAT_RESUME = T("what.resume", "resume", "reprendre")
WHAT_STOP = T("what.stop", "stop", "arrêter")
UNKNOWN_PROJECT = T("unknown_project", "There is no project called '{name}'. Create it with /project new {name}. "
                    "No timer was started.", "Il n'y a pas de projet « {name} ». Crée-le avec /project new {name}. "
                    "Aucun chrono lancé.")
PROJECT_DONE = T("project_done", "{name} is marked done. Reopen it with /phase {name} active first. No timer was started.",
                 "{name} est terminé. Rouvre-le avec /phase {name} active. Aucun chrono lancé.")
IS_PAUSED = T("is_paused", "Your session on {name} is paused; say /resume to continue it.",
              "Ta session sur {name} est en pause ; dis /resume pour la reprendre.")
ALREADY_RUNNING = T("already_running", "You have been working on {name} since {since}.",
                    "Tu travailles déjà sur {name} depuis {since}.")
OTHER_OPEN = T("other_open", "A session on {name} is open (since {since}). Stop it with /stop first, or ask me to switch. "
               "No timer was started.", "Une session sur {name} est ouverte (depuis {since}). Arrête-la avec /stop, ou "
               "demande-moi de basculer. Aucun chrono lancé.")
WHICH_PROJECT = T("which_project", "Which project are you working on? Pick one or say its name. No timer was started.",
                  "Sur quel projet travailles-tu ? Choisis-en un ou dis son nom. Aucun chrono lancé.")
NO_PROJECT_YET = T("no_project_yet", "Which project? You have none yet: create one with /project new NAME. No timer "
                   "was started.", "Quel projet ? Tu n'en as aucun : crées-en un avec /project new NOM. Aucun chrono "
                   "lancé.")
SWITCH_TO = T("switch_to", "Switch to {name}", "Passer à {name}")
SWITCHED_FROM = T("switched_from", "Stopped {name} ({duration}). ", "{name} arrêté ({duration}). ")
STARTED = T("started", "Timer started on {name} at {at}.", "Chrono lancé sur {name} à {at}.")
ALREADY_PAUSED = T("already_paused", "Your session on {name} is already paused.", "Ta session sur {name} est déjà en pause.")
PAUSED = T("paused", "Paused {name} at {at}.", "{name} en pause à {at}.")
NOT_PAUSED = T("not_paused", "Your session on {name} is already running.", "Ta session sur {name} tourne déjà.")
RESUMED = T("resumed", "Resumed {name} at {at}.", "{name} repris à {at}.")
FUTURE_END = T("future_end", "{at} has not happened yet. The session on {name} is still open.",
               "{at} n'est pas encore arrivé. La session sur {name} reste ouverte.")
END_BEFORE_START = T("end_before_start", "The session on {name} started at {since}, after {at}. It is still open.",
                     "La session sur {name} a commencé à {since}, après {at}. Elle reste ouverte.")
STOPPED_FORGOTTEN = T(
    "stopped_forgotten",
    "Stopped {name}. It ran since {since} without a break, so it looks forgotten: it is kept but not counted. Tell me "
    "when you really stopped with /stop HH:MM (or YYYY-MM-DD HH:MM).",
    "{name} arrêté. La session tournait depuis {since} sans pause : elle semble oubliée. Elle est gardée mais pas "
    "comptée. Dis-moi quand tu as vraiment arrêté avec /stop HH:MM.")
STOPPED = T("stopped", "Stopped {name}: {duration} this session.", "{name} arrêté : {duration} sur cette session.")
BAD_END = T("bad_end", "The forgotten session on {name} ran from {since}; {at} is outside it.",
            "La session oubliée sur {name} a commencé à {since} ; {at} est hors de cette plage.")
CORRECTED = T("corrected", "Corrected the forgotten session on {name}: it ended at {at} and now counts {duration}.",
              "Session oubliée sur {name} corrigée : fin à {at}, elle compte maintenant {duration}.")


def _no_session(ctx: ActionContext, what: str) -> Refused:
    return Refused("no_session", ctx.t(NO_SESSION, what=what))


def since_label(ctx: ActionContext, ws: WorkSession) -> str:
    """'14:02' today, else the day and time the session started."""
    local = ctx.local(ws.started_at)
    return ctx.hour(ws.started_at) if local.date() == ctx.today else ctx.moment(ws.started_at)


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


async def _projects_to_pick(ctx: ActionContext, switch: bool) -> Question | None:
    """Which project: the active ones as choices (None when there is none)."""
    rows = [p for p in await projects.listing(ctx.db, ctx.owner.id, include_done=False)][:12]
    if not rows:
        return None
    return Question("start_session", {"switch": switch}, "project", tuple((p.name, {"project": p.name}) for p in rows))


@action("start_session", "Start a work-session timer on a project.",
        unknown_shows="list_projects", effect="internal_write", agents=BOTH, output=SessionData, check=CHECK, topic="session",
        help=T("help.start", "Start working on a project", "Démarrer une session"),
        not_done=T("not_done.start", "started a timer", "lancé de chrono"),
        command=Command("start_session", T("usage.start", "/start_session [PROJECT]", "/start_session [PROJET]"),
                        rest_as("project", optional=True)),
        intents=(Intent("WhichProject", en=("start working", "(start|begin) [a|the] [work] (session|timer)",
                                            "clock in"),
                        fr=("je commence à travailler", "(démarre|lance) [une|la] session", "(démarre|lance) le chrono"),
                        args={}),
                 Intent("SwitchSession", en=("switch [over] to {project}", "(move|go) over to {project}"),
                        fr=("(bascule|passe) (sur|à) {project}", "je passe (sur|à) {project}"),
                        args={"switch": True}, slots={"project": "project"}),
                 Intent("StartSession",
                        en=("start working on {project}",
                            "(start|begin) [a|the] [work] (session|timer) (on|for) {project}",
                            "I'm (starting|working) on {project}", "work on {project}", "clock in (on|for) {project}"),
                        fr=("je commence à travailler sur {project}", "(démarre|lance) [une|la] session sur {project}",
                            "(démarre|lance) le chrono (sur|pour) {project}", "je (travaille|bosse) sur {project}",
                            "je commence {project}"),
                        slots={"project": "project"}),),
        claims=Claims("start", "session", en=(r"\byou'?re (?:now )?clocked in\b",), fr=(r"\bc'est parti pour\b",)))
async def start_session(ctx: ActionContext, a: StartSession) -> Outcome:
    """Start a timer on a project; one session at a time unless the owner asked to switch. Without a project, or
    with one that does not exist, the owner is asked which (their projects as choices)."""
    if a.project is None or not a.project.strip():
        pick = await _projects_to_pick(ctx, a.switch)
        return Refused("which_project", ctx.t(WHICH_PROJECT if pick else NO_PROJECT_YET), question=pick)
    project = await projects.by_name(ctx.db, ctx.owner.id, a.project)
    if project is None:
        return Refused("unknown_project", ctx.t(UNKNOWN_PROJECT, name=a.project),
                       question=await _projects_to_pick(ctx, a.switch))
    if project.phase == "done":
        return Refused("project_done", ctx.t(PROJECT_DONE, name=project.name))
    current = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    prefix = ""
    also: tuple[str, ...] = ()  # a switch also stopped the running session
    if current is not None:
        name = await _project_name(ctx, current)
        if current.project_id == project.id:
            if current.status == "paused":
                return Refused("session_paused", ctx.t(IS_PAUSED, name=name))
            return Refused("already_running", ctx.t(ALREADY_RUNNING, name=name, since=since_label(ctx, current)))
        if not a.switch:
            switch = Question("start_session", {"project": project.name, "switch": True}, "switch",
                              ((ctx.t(SWITCH_TO, name=project.name), {}),))
            return Refused("session_running", ctx.t(OTHER_OPEN, name=name, since=since_label(ctx, current)),
                           question=switch)
        secs = await _close(ctx, current, ctx.now)
        await ctx.db.flush()  # the one-open-session index must see the old one closed first
        prefix, also = ctx.t(SWITCHED_FROM, name=name, duration=format_duration(secs)), ("stop_session",)
    if session_next("idle", "start") != "running":  # pragma: no cover - the table says so
        raise AssertionError
    ws = await work.start(ctx.db, ctx.owner.id, project.id, ctx.now)
    return Ok(prefix + ctx.t(STARTED, name=project.name, at=ctx.hour(ctx.now)),
              SessionData(project=project.name, started_at=ws.started_at), also)


@action("pause_session", "Pause the running work session.",
        effect="internal_write", agents=BOTH, output=SessionData, check=CHECK, topic="session",
        help=T("help.pause", "Pause the session", "Mettre en pause"),
        not_done=T("not_done.pause", "paused the timer", "mis le chrono en pause"),
        command=Command("pause", T("usage.pause", "/pause", "/pause"), no_args),
        intents=(Intent("PauseSession", en=("pause [the] [session|timer]", "take a break", "I'm taking a break",
                                            "break time"),
                        fr=("(mets|met) [la session|le chrono] en pause", "pause", "je fais une pause")),),
        claims=Claims("pause", "session"))
async def pause_session(ctx: ActionContext, a: PauseSession) -> Outcome:
    """Pause the running session."""
    ws = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    if ws is None:
        return _no_session(ctx, ctx.t(WHAT_PAUSE))
    name = await _project_name(ctx, ws)
    if session_next(ws.status, "pause") is None:  # type: ignore[arg-type]
        return Refused("already_paused", ctx.t(ALREADY_PAUSED, name=name))
    work.pause(ctx.db, ws, ctx.now)
    return Ok(ctx.t(PAUSED, name=name, at=ctx.hour(ctx.now)), SessionData(project=name))


@action("resume_session", "Resume the paused work session.",
        effect="internal_write", agents=BOTH, output=SessionData, check=CHECK, topic="session",
        help=T("help.resume", "Resume the session", "Reprendre la session"),
        not_done=T("not_done.resume", "resumed the timer", "repris le chrono"),
        command=Command("resume", T("usage.resume", "/resume", "/resume"), no_args),
        intents=(Intent("ResumeSession", en=("resume [the] [session|timer]", "back to work", "I'm back",
                                             "continue [the] [session|timer]"),
                        fr=("reprends [la session|le chrono]", "je reprends", "reprise")),),
        claims=Claims("resume", "session"))
async def resume_session(ctx: ActionContext, a: ResumeSession) -> Outcome:
    """Resume the paused session."""
    ws = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    if ws is None:
        return _no_session(ctx, ctx.t(WHAT_RESUME))
    name = await _project_name(ctx, ws)
    if session_next(ws.status, "resume") is None:  # type: ignore[arg-type]
        return Refused("not_paused", ctx.t(NOT_PAUSED, name=name))
    pause = await work.open_pause(ctx.db, ws)
    if pause is not None:
        pause.ended_at = ctx.now
    ws.status = "running"
    # The timer runs again: "Timer's running again" is no start left undone (spent heldout50).
    return Ok(ctx.t(RESUMED, name=name, at=ctx.hour(ctx.now)), SessionData(project=name), ("start_session",))


@action("stop_session", "Stop the current work session (optionally at the time it really ended).",
        effect="internal_write", agents=BOTH, output=SessionData, check=CHECK, topic="session",
        help=T("help.stop", "Stop the session", "Arrêter la session"),
        not_done=T("not_done.stop", "stopped the timer", "arrêté le chrono"),
        command=Command("stop", T("usage.stop", "/stop [HH:MM]", "/stop [HH:MM]"),
                        lambda rest: {"at": rest.strip()} if rest.strip() else {}),
        intents=(Intent("StopSession", en=("stop [the] [session|timer]", "stop working", "I'm done [for (today|now)]",
                                           "clock out", "end [the] session"),
                        fr=("(arrête|stoppe) [la session|le chrono]", "j'arrête [de travailler]",
                            "fin de [la] session", "j'ai fini [pour aujourd'hui]")),),
        claims=Claims("stop", "session", en=(r"\byou'?re (?:now )?clocked out\b",)))
async def stop_session(ctx: ActionContext, a: StopSession) -> Outcome:
    """Stop the open session (at `at` if given). A forgotten one is kept but flagged, not counted.

    With `at` and no open session, it corrects the end of the last session flagged as forgotten.
    """
    ws = await work.open_session(ctx.db, ctx.owner.id, lock=True)
    end = ctx.now
    if a.at:
        parsed = parse_local(a.at, ctx.owner.zone, ctx.today)
        if isinstance(parsed, DateProblem):
            return Refused(parsed.code, parsed.say(ctx.lang))
        end = parsed
    if ws is None:
        if a.at:
            return await _correct_forgotten(ctx, end)
        return _no_session(ctx, ctx.t(WHAT_STOP))
    name = await _project_name(ctx, ws)
    if end > ctx.now:
        return Refused("future_end", ctx.t(FUTURE_END, at=a.at, name=name))
    if end < ws.started_at:
        return Refused("end_before_start", ctx.t(END_BEFORE_START, name=name, since=since_label(ctx, ws), at=a.at))
    pauses = await work.pauses_of(ctx.db, ws)
    segs = [(p.started_at, p.ended_at or ctx.now) for p in pauses]
    forgotten = a.at is None and ws.status == "running" and is_forgotten(ws.started_at, segs, ctx.now)
    secs = await _close(ctx, ws, end)
    if forgotten:
        ws.flag = "forgotten"
        return Ok(ctx.t(STOPPED_FORGOTTEN, name=name, since=since_label(ctx, ws)),
                  SessionData(project=name, seconds=secs, flag="forgotten"))
    return Ok(ctx.t(STOPPED, name=name, duration=format_duration(secs)),
              SessionData(project=name, seconds=secs))


async def _correct_forgotten(ctx: ActionContext, end: datetime) -> Outcome:
    rows, _ = await work.overlapping(ctx.db, ctx.owner.id, ctx.now - timedelta(days=7), ctx.now)
    flagged = [r for r in rows if r.flag == "forgotten"]
    if not flagged:
        return _no_session(ctx, ctx.t(WHAT_STOP))
    ws = flagged[-1]
    name = await _project_name(ctx, ws)
    if not ws.started_at <= end <= (ws.ended_at or ctx.now):
        return Refused("bad_end", ctx.t(BAD_END, name=name, since=since_label(ctx, ws), at=ctx.hour(end)))
    pauses = await work.pauses_of(ctx.db, ws)
    for p in pauses:
        if p.ended_at and p.ended_at > end:
            p.ended_at = max(p.started_at, end)
    ws.ended_at, ws.flag = end, None
    segs = [(p.started_at, p.ended_at or end) for p in pauses]
    secs = sum((b - q).total_seconds() for q, b in worked_intervals(ws.started_at, end, segs))
    return Ok(ctx.t(CORRECTED, name=name, at=ctx.hour(end), duration=format_duration(secs)),
              SessionData(project=name, seconds=secs))
