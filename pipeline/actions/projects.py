"""Project actions: list, read, create, update (phase rules enforced), record decisions."""

from __future__ import annotations

from datetime import timedelta

from pipeline.actions.tally import tally
from pipeline.catalog import CreateProject, ListProjects, ReadProject, RecordDecision, UpdateProject
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from pipeline.rules.dates import day_bounds, week_start
from pipeline.rules.formats import day_label
from pipeline.rules.lifecycle import phase_allowed, phase_moves
from pipeline.rules.worktime import format_duration
from stores import projects
from stores.models import Project


def _unknown(ctx: ActionContext, name: str) -> Refused:
    return Refused("unknown_project", ctx.tr(f"There is no project called '{name}'.",
                                             f"Il n'y a pas de projet « {name} »."))


def project_dict(p: Project) -> dict[str, object]:
    """A project as data."""
    return {"id": p.id, "name": p.name, "phase": p.phase, "description": p.description}


async def create_project(ctx: ActionContext, a: CreateProject) -> Outcome:
    """Create a project; names are unique per owner, case-insensitively."""
    name = " ".join(a.name.split())
    if not name:
        return Refused("empty", ctx.tr("A project needs a name. Nothing was created.",
                                       "Un projet a besoin d'un nom. Rien n'a été créé."))
    if await projects.by_name(ctx.db, ctx.owner.id, name):
        return Refused("project_exists", ctx.tr(f"A project called '{name}' already exists.",
                                                f"Un projet « {name} » existe déjà."))
    p = await projects.add(ctx.db, ctx.owner.id, name, a.description, a.phase, ctx.now)
    return Ok(ctx.tr(f"Created project {p.name} (phase: {p.phase}).", f"Projet {p.name} créé (phase : {p.phase})."),
              project_dict(p))


async def list_projects(ctx: ActionContext, a: ListProjects) -> Outcome:
    """Projects with phases."""
    rows = await projects.listing(ctx.db, ctx.owner.id, a.include_done)
    if not rows:
        return Ok(ctx.tr("You have no projects yet. Create one with /project new NAME.",
                         "Tu n'as pas encore de projet. Crée-en un avec /project new NOM."), {"projects": []})
    lines = [ctx.tr("Your projects:", "Tes projets :")] + [f"• {p.name} — {p.phase}" for p in rows]
    return Ok("\n".join(lines), {"projects": [project_dict(p) for p in rows]})


async def read_project(ctx: ActionContext, a: ReadProject) -> Outcome:
    """A project's phase, description, time this week and overall, and recent decisions."""
    p = await projects.by_name(ctx.db, ctx.owner.id, a.name)
    if p is None:
        return _unknown(ctx, a.name)
    monday = day_bounds(week_start(ctx.today), ctx.owner.zone)[0]
    week = await tally(ctx, monday, ctx.now + timedelta(seconds=1), project_id=p.id)
    overall = await tally(ctx, p.created_at, ctx.now + timedelta(seconds=1), project_id=p.id)
    decisions = await projects.decisions(ctx.db, ctx.owner.id, project_id=p.id, limit=5)
    lines = [f"{p.name} — {p.phase}"]
    if p.description:
        lines.append(p.description)
    lines.append(ctx.tr(f"This week: {format_duration(week.total)}; overall: {format_duration(overall.total)}.",
                        f"Cette semaine : {format_duration(week.total)} ; en tout : {format_duration(overall.total)}."))
    if decisions:
        lines.append(ctx.tr("Recent decisions:", "Décisions récentes :"))
        for d in decisions:
            why = f" — {d.why}" if d.why else ""
            lines.append(f"• {day_label(ctx.local(d.decided_at).date(), ctx.owner.language)}: {d.decision}{why}")
    return Ok("\n".join(lines), {**project_dict(p), "week_seconds": week.total, "total_seconds": overall.total,
                                 "decisions": [{"decision": d.decision, "why": d.why,
                                                "at": d.decided_at.isoformat()} for d in decisions]})


async def update_project(ctx: ActionContext, a: UpdateProject) -> Outcome:
    """Change phase (only along allowed moves) and/or description."""
    p = await projects.by_name(ctx.db, ctx.owner.id, a.name)
    if p is None:
        return _unknown(ctx, a.name)
    if a.phase is None and a.description is None:
        return Refused("nothing_to_change", ctx.tr("Tell me the new phase or description. Nothing was changed.",
                                                   "Donne la nouvelle phase ou description. Rien n'a changé."))
    changes: list[str] = []
    if a.phase is not None and a.phase != p.phase:
        if not phase_allowed(p.phase, a.phase):  # type: ignore[arg-type]
            moves = ", ".join(phase_moves(p.phase)) or "—"  # type: ignore[arg-type]
            return Refused("phase_not_allowed", ctx.tr(
                f"{p.name} is {p.phase}; it can move to: {moves}. Nothing was changed.",
                f"{p.name} est en phase {p.phase} ; il peut passer à : {moves}. Rien n'a changé."))
        old = p.phase
        projects.change_phase(ctx.db, p, a.phase, ctx.now)
        changes.append(ctx.tr(f"phase {old} → {a.phase}", f"phase {old} → {a.phase}"))
    elif a.phase is not None and a.description is None:
        return Refused("same_phase", ctx.tr(f"{p.name} is already {p.phase}.", f"{p.name} est déjà en phase {p.phase}."))
    if a.description is not None:
        p.description = a.description
        p.updated_at = ctx.now
        changes.append(ctx.tr("description updated", "description mise à jour"))
    return Ok(ctx.tr(f"Updated {p.name}: {', '.join(changes)}.", f"{p.name} mis à jour : {', '.join(changes)}."),
              project_dict(p))


async def record_decision(ctx: ActionContext, a: RecordDecision) -> Outcome:
    """Record what was decided on a project, and why."""
    p = await projects.by_name(ctx.db, ctx.owner.id, a.project)
    if p is None:
        return _unknown(ctx, a.project)
    if not a.decision.strip():
        return Refused("empty", ctx.tr("The decision is empty. Nothing was recorded.",
                                       "La décision est vide. Rien n'a été acté."))
    d = await projects.add_decision(ctx.db, p, a.decision, a.why, ctx.now)
    return Ok(ctx.tr(f"Decision recorded on {p.name}: {d.decision}", f"Décision actée sur {p.name} : {d.decision}"),
              {"id": d.id, "project": p.name, "decision": d.decision, "why": d.why})
