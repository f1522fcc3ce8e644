"""Projects: list, read, create, change phase (only along allowed moves), record decisions."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Literal

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.actions.tally import tally
from pipeline.catalog import MENTOR, ActionInput, Claims, Command, Intent, IntentMatch, Understood, action
from pipeline.command_syntax import first_word_then_rest, last_word_is, no_args, rest_as
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.rules.dates import day_bounds, week_start
from pipeline.rules.formats import day_label
from pipeline.rules.lifecycle import phase_allowed, phase_moves
from pipeline.rules.worktime import format_duration
from pipeline.texts import Texts
from stores import projects
from stores.models import Project

T = Texts("projects")
Phase = Literal["idea", "active", "paused", "done"]


class ListProjects(ActionInput):
    include_done: bool = False


class ReadProject(ActionInput):
    name: str = Field(min_length=1, max_length=200)


class CreateProject(ActionInput):
    name: str = Field(min_length=1, max_length=200)
    description: str = Field(default="", max_length=4000)
    phase: Literal["idea", "active"] = "active"


class UpdateProject(ActionInput):
    name: str = Field(min_length=1, max_length=200)
    phase: Phase | None = None
    description: str | None = Field(default=None, max_length=4000)


class RenameProject(ActionInput):
    name: str = Field(min_length=1, max_length=200, description="The project's current name.")
    new_name: str = Field(min_length=1, max_length=200)


class RecordDecision(ActionInput):
    project: str = Field(min_length=1, max_length=200)
    decision: str = Field(min_length=1, max_length=4000)
    why: str = Field(default="", max_length=4000)


class ProjectData(Record):
    name: str
    phase: str
    description: str


class ProjectList(Listing):
    projects: tuple[ProjectData, ...]

    def found(self) -> int:
        return len(self.projects)


class DecisionData(Record):
    project: str = ""
    decision: str
    why: str
    at: datetime | None = None


class ProjectDetail(Record):
    project: ProjectData
    week_seconds: float
    total_seconds: float
    decisions: tuple[DecisionData, ...]


CHECK = T("check", "/projects", "/projects")
UNKNOWN = T("unknown", "There is no project called '{name}'.", "Il n'y a pas de projet « {name} ».")
NO_NAME = T("no_name", "A project needs a name. Nothing was created.", "Un projet a besoin d'un nom. Rien n'a été créé.")
EXISTS = T("exists", "A project called '{name}' already exists.", "Un projet « {name} » existe déjà.")
CREATED = T("created", "Created project {name} (phase: {phase}).", "Projet {name} créé (phase : {phase}).")
NONE_YET = T("none_yet", "You have no projects yet. Create one with /project new NAME.",
             "Tu n'as pas encore de projet. Crée-en un avec /project new NOM.")
HEADER = T("header", "Your projects:", "Tes projets :")
TIME_LINE = T("time_line", "This week: {week}; overall: {total}.", "Cette semaine : {week} ; en tout : {total}.")
RECENT = T("recent", "Recent decisions:", "Décisions récentes :")
NOTHING_TO_CHANGE = T("nothing_to_change", "Tell me the new phase or description. Nothing was changed.",
                      "Donne la nouvelle phase ou description. Rien n'a changé.")
NOT_ALLOWED = T("not_allowed", "{name} is {phase}; it can move to: {moves}. Nothing was changed.",
                "{name} est en phase {phase} ; il peut passer à : {moves}. Rien n'a changé.")
PHASE_CHANGE = T("phase_change", "phase {old} → {new}", "phase {old} → {new}")
SAME_PHASE = T("same_phase", "{name} is already {phase}.", "{name} est déjà en phase {phase}.")
DESCRIPTION = T("description", "description updated", "description mise à jour")
UPDATED = T("updated", "Updated {name}: {changes}.", "{name} mis à jour : {changes}.")
EMPTY_DECISION = T("empty_decision", "The decision is empty. Nothing was recorded.", "La décision est vide. Rien n'a été acté.")
DECIDED = T("decided", "Decision recorded on {name}: {decision}", "Décision actée sur {name} : {decision}")
RENAMED = T("renamed", "Renamed project {old} to {new}.", "Projet {old} renommé en {new}.")
SAME_NAME = T("same_name", "{name} already has that name. Nothing was changed.", "{name} porte déjà ce nom. Rien n'a changé.")
PHASES = {"idea": T("phase.idea", "idea", "idée"), "active": T("phase.active", "active", "active"),
          "paused": T("phase.paused", "paused", "en pause"), "done": T("phase.done", "done", "terminée")}
PHASE_WORDS = {"en": (("idea", "idea"), ("active", "active"), ("paused", "paused"), ("on hold", "paused"),
                      ("done", "done"), ("finished", "done")),
               "fr": (("idée", "idea"), ("actif", "active"), ("active", "active"), ("pause", "paused"),
                      ("en pause", "paused"), ("terminé", "done"), ("fini", "done"))}


def phase_name(ctx: ActionContext, phase: str | None) -> str:
    """A phase in the owner's language ("idée" for idea); "—" for none (a change's start, at creation)."""
    return "—" if phase is None else ctx.t(PHASES[phase]) if phase in PHASES else phase


def _unknown(ctx: ActionContext, name: str) -> Refused:
    return Refused("unknown_project", ctx.t(UNKNOWN, name=name))


def project_data(p: Project) -> ProjectData:
    """A project as data."""
    return ProjectData(name=p.name, phase=p.phase, description=p.description)


@action("list_projects", "List projects with their phases.",
        effect="read", agents=MENTOR, output=ProjectList, check=CHECK, topic="project",
        help=T("help.list", "List projects", "Lister les projets"),
        not_done=T("not_done.list", "read your projects", "lu tes projets"),
        command=Command("projects", T("usage.list", "/projects", "/projects"), no_args),
        intents=(Intent("ListProjects", en=("(show|list) [me] my projects", "what are my projects", "my projects"),
                        fr=("(montre|liste)[-moi] mes projets", "quels sont mes projets", "mes projets")),))
async def list_projects(ctx: ActionContext, a: ListProjects) -> Outcome:
    """Projects with phases."""
    rows = await projects.listing(ctx.db, ctx.owner.id, a.include_done)
    if not rows:
        return Ok(ctx.t(NONE_YET), ProjectList(projects=()))
    lines = [ctx.t(HEADER)] + [f"• {p.name} — {phase_name(ctx, p.phase)}" for p in rows]
    return Ok("\n".join(lines), ProjectList(projects=tuple(project_data(p) for p in rows)))


@action("read_project", "Read a project: phase, description, time and recent decisions.",
        unknown_shows="list_projects", effect="read", agents=MENTOR, output=ProjectDetail, check=CHECK, topic="project",
        help=T("help.read", "Show a project", "Voir un projet"),
        not_done=T("not_done.read", "read the project", "lu le projet"),
        command=Command("project", T("usage.read", "/project NAME", "/project NOM"), rest_as("name")),
        intents=(Intent("ReadProject", en=("how is {project} going", "how's {project} going",
                                           "(show|tell me about) project {project}",
                                           "where (are we|am I) (on|with) {project}"),
                        fr=("où en est {project}", "comment avance {project}",
                            "(montre|parle)[-moi] [du projet] {project}"),
                        slots={"project": "name"}),))
async def read_project(ctx: ActionContext, a: ReadProject) -> Outcome:
    """A project's phase, description, time this week and overall, and recent decisions."""
    p = await projects.by_name(ctx.db, ctx.owner.id, a.name)
    if p is None:
        return _unknown(ctx, a.name)
    monday = day_bounds(week_start(ctx.today), ctx.owner.zone)[0]
    week = await tally(ctx, monday, ctx.now + timedelta(seconds=1), project_id=p.id)
    overall = await tally(ctx, p.created_at, ctx.now + timedelta(seconds=1), project_id=p.id)
    decisions = await projects.decisions(ctx.db, ctx.owner.id, project_id=p.id, limit=5)
    lines = [f"{p.name} — {phase_name(ctx, p.phase)}"] + ([p.description] if p.description else [])
    lines.append(ctx.t(TIME_LINE, week=format_duration(week.total), total=format_duration(overall.total)))
    if decisions:
        lines.append(ctx.t(RECENT))
        for d in decisions:
            why = f" — {d.why}" if d.why else ""
            lines.append(f"• {day_label(ctx.local(d.decided_at).date(), ctx.lang)}: {d.decision}{why}")
    return Ok("\n".join(lines), ProjectDetail(
        project=project_data(p), week_seconds=week.total, total_seconds=overall.total,
        decisions=tuple(DecisionData(decision=d.decision, why=d.why, at=d.decided_at) for d in decisions)))


@action("create_project", "Create a project.",
        effect="internal_write", agents=MENTOR, output=ProjectData, check=CHECK, topic="project",
        help=T("help.create", "Create a project", "Créer un projet"),
        not_done=T("not_done.create", "created any project", "créé de projet"),
        command=Command("project", T("usage.create", "/project new NAME", "/project new NOM"), rest_as("name"), "new"),
        intents=(Intent("CreateProject", en=("(create|add|new|start) [a] [new] project [called|named] {name}",),
                        fr=("(crée|ajoute|nouveau) [un] [nouveau] projet [appelé|nommé] {name}",),
                        slots={"name": "name"}),),
        claims=Claims("create", "project"))
async def create_project(ctx: ActionContext, a: CreateProject) -> Outcome:
    """Create a project; names are unique per owner, case-insensitively."""
    name = " ".join(a.name.split())
    if not name:
        return Refused("empty", ctx.t(NO_NAME))
    if await projects.by_name(ctx.db, ctx.owner.id, name):
        return Refused("project_exists", ctx.t(EXISTS, name=name))
    p = await projects.add(ctx.db, ctx.owner.id, name, a.description, a.phase, ctx.now)
    return Ok(ctx.t(CREATED, name=p.name, phase=phase_name(ctx, p.phase)), project_data(p))


def _phase(m: IntentMatch) -> Understood:
    return Understood(m.intent, "update_project", {"name": m.slots["project"].strip(), "phase": m.slots["phase"]})


@action("update_project", "Change a project's phase or description.",
        unknown_shows="list_projects", effect="internal_write", agents=MENTOR, output=ProjectData, check=CHECK, topic="project",
        help=T("help.update", "Change a project's phase", "Changer la phase d'un projet"),
        not_done=T("not_done.update", "changed any project", "modifié de projet"),
        command=Command("phase", T("usage.update", "/phase PROJECT idea|active|paused|done",
                                   "/phase PROJET idea|active|paused|done"),
                        last_word_is("name", "phase", r"\S+", lower=True)),
        intents=(Intent("UpdatePhase", en=("(move|set|put|mark) [project] {project} (to|as|in) [phase] {phase}",),
                        fr=("(passe|mets|mettre) [le projet] {project} (en|à|au) [phase] {phase}",
                            "(marque|déclare) [le projet] {project} comme {phase}"),
                        build=_phase, values={"phase": PHASE_WORDS}),),  # type: ignore[dict-item]
        claims=Claims("update", "project"))
async def update_project(ctx: ActionContext, a: UpdateProject) -> Outcome:
    """Change phase (only along allowed moves) and/or description."""
    p = await projects.by_name(ctx.db, ctx.owner.id, a.name)
    if p is None:
        return _unknown(ctx, a.name)
    if a.phase is None and a.description is None:
        return Refused("nothing_to_change", ctx.t(NOTHING_TO_CHANGE))
    changes: list[str] = []
    if a.phase is not None and a.phase != p.phase:
        if not phase_allowed(p.phase, a.phase):  # type: ignore[arg-type]
            moves = ", ".join(phase_name(ctx, m) for m in phase_moves(p.phase)) or "—"  # type: ignore[arg-type]
            return Refused("phase_not_allowed", ctx.t(NOT_ALLOWED, name=p.name, phase=phase_name(ctx, p.phase), moves=moves))
        old = p.phase
        projects.change_phase(ctx.db, p, a.phase, ctx.now)
        changes.append(ctx.t(PHASE_CHANGE, old=phase_name(ctx, old), new=phase_name(ctx, a.phase)))
    elif a.phase is not None and a.description is None:
        return Refused("same_phase", ctx.t(SAME_PHASE, name=p.name, phase=phase_name(ctx, p.phase)))
    if a.description is not None:
        p.description = a.description
        p.updated_at = ctx.now
        changes.append(ctx.t(DESCRIPTION))
    return Ok(ctx.t(UPDATED, name=p.name, changes=", ".join(changes)), project_data(p))


def _rename(m: IntentMatch) -> Understood:
    return Understood(m.intent, "rename_project", {"name": m.slots["project"].strip(),
                                                    "new_name": m.slots["name"].strip().rstrip(".!")})


@action("rename_project", "Give a project a new name (its time, phases and decisions stay with it).",
        unknown_shows="list_projects", effect="internal_write", agents=MENTOR, output=ProjectData, check=CHECK, topic="project",
        help=T("help.rename", "Rename a project", "Renommer un projet"),
        not_done=T("not_done.rename", "renamed any project", "renommé de projet"),
        command=Command("rename", T("usage.rename", '/rename "PROJECT" NEW NAME', '/rename "PROJET" NOUVEAU NOM'),
                        first_word_then_rest("name", "new_name")),
        intents=(Intent("RenameProject", en=("rename [project] {project} to {name}",),
                        fr=("renomme [le projet] {project} en {name}",), build=_rename),),
        claims=Claims("update", "project"))
async def rename_project(ctx: ActionContext, a: RenameProject) -> Outcome:
    """Rename a project; the new name must not be another project's (names are unique per owner)."""
    p = await projects.by_name(ctx.db, ctx.owner.id, a.name)
    if p is None:
        return _unknown(ctx, a.name)
    new = " ".join(a.new_name.split())
    if new == p.name:
        return Refused("same_name", ctx.t(SAME_NAME, name=p.name))
    other = await projects.by_name(ctx.db, ctx.owner.id, new)
    if other is not None and other.id != p.id:
        return Refused("project_exists", ctx.t(EXISTS, name=new))
    old = p.name
    projects.rename(p, new, ctx.now)
    return Ok(ctx.t(RENAMED, old=old, new=new), project_data(p))


def _decision(m: IntentMatch) -> Understood:
    return Understood(m.intent, "record_decision", {"project": m.slots["project"].strip(),
                                                     "decision": m.slots["decision"]})


@action("record_decision", "Record a project decision: what was decided and why.",
        unknown_shows="list_projects", effect="internal_write", agents=MENTOR, output=DecisionData,
        check=T("check.decision", "/project NAME", "/project NOM"), topic="decision",
        help=T("help.decide", "Record a decision", "Acter une décision"),
        not_done=T("not_done.decide", "recorded any decision", "acté de décision"),
        command=Command("decide", T("usage.decide", "/decide PROJECT DECISION", "/decide PROJET DÉCISION"),
                        first_word_then_rest("project", "decision")),
        intents=(Intent("RecordDecision",
                        en=("on {project}[,] (I|we) decided (to|that) {decision}",
                            "(record|log) [a|the] decision (on|for) {project} that {decision}",
                            "for {project}[,] (I|we) decided (to|that) {decision}"),
                        fr=("sur {project}[,] (on a|j'ai|nous avons) décidé (de|d'|que|qu') {decision}",
                            "(acte|note|enregistre) la décision (sur|pour) {project} (de|d'|que|qu') {decision}",
                            "pour {project}[,] (on a|j'ai|nous avons) décidé (de|d'|que|qu') {decision}"),
                        build=_decision),),
        claims=Claims("record", "decision"))
async def record_decision(ctx: ActionContext, a: RecordDecision) -> Outcome:
    """Record what was decided on a project, and why."""
    p = await projects.by_name(ctx.db, ctx.owner.id, a.project)
    if p is None:
        return _unknown(ctx, a.project)
    if not a.decision.strip():
        return Refused("empty", ctx.t(EMPTY_DECISION))
    d = await projects.add_decision(ctx.db, p, a.decision, a.why, ctx.now)
    return Ok(ctx.t(DECIDED, name=p.name, decision=d.decision),
              DecisionData(project=p.name, decision=d.decision, why=d.why, at=d.decided_at))
