"""Daily and weekly briefings, composed by code from the owner's data (no model rephrases them)."""

from __future__ import annotations

from datetime import timedelta

from pipeline.actions.tally import tally
from pipeline.catalog import ReadDailyBriefing, ReadWeeklyBriefing
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome
from pipeline.rules.dates import day_bounds, week_start
from pipeline.rules.formats import day_label, short_day
from pipeline.rules.worktime import format_duration
from stores import projects, reminders, work


async def read_daily_briefing(ctx: ActionContext, a: ReadDailyBriefing) -> Outcome:
    """Today's reminders, the running session, time per project today, active projects, recent decisions."""
    lang = ctx.owner.language
    start, end = day_bounds(ctx.today, ctx.owner.zone)
    lines = [ctx.tr(f"Briefing for {day_label(ctx.today, lang)}", f"Briefing du {day_label(ctx.today, lang)}")]

    due = await reminders.between(ctx.db, ctx.owner.id, start, end)
    late = [r for r in await reminders.overdue(ctx.db, ctx.owner.id, start)]
    pending_today = [r for r in due if r.status == "pending"]
    lines.append("")
    lines.append(ctx.tr("Reminders:", "Rappels :"))
    if not pending_today and not late:
        lines.append(ctx.tr("• none today", "• aucun aujourd'hui"))
    for r in late:
        lines.append(ctx.tr(f"• overdue since {day_label(ctx.local(r.due_at).date(), lang)}: {r.text} (#{r.id})",
                            f"• en retard depuis le {day_label(ctx.local(r.due_at).date(), lang)} : {r.text} (n°{r.id})"))
    for r in pending_today:
        lines.append(f"• {ctx.local(r.due_at):%H:%M} {r.text} (#{r.id})")

    current = await work.open_session(ctx.db, ctx.owner.id)
    t = await tally(ctx, start, end)
    lines.append("")
    lines.append(ctx.tr("Work today:", "Travail aujourd'hui :"))
    if current is not None:
        name = (await projects.by_ids(ctx.db, ctx.owner.id, {current.project_id}))[current.project_id].name
        state = ctx.tr("running", "en cours") if current.status == "running" else ctx.tr("paused", "en pause")
        lines.append(ctx.tr(f"• session on {name} {state} since {ctx.local(current.started_at):%H:%M}",
                            f"• session sur {name} {state} depuis {ctx.local(current.started_at):%H:%M}"))
    if t.sessions == 0:
        lines.append(ctx.tr("• no session recorded yet today", "• aucune session enregistrée aujourd'hui"))
    for pid, secs in sorted(t.seconds.items(), key=lambda kv: -kv[1]):
        lines.append(f"• {t.names.get(pid, '?')}: {format_duration(secs)}")

    active = [p for p in await projects.listing(ctx.db, ctx.owner.id, include_done=False)]
    lines.append("")
    lines.append(ctx.tr("Projects:", "Projets :"))
    lines.extend(f"• {p.name} — {p.phase}" for p in active) if active else lines.append(ctx.tr("• none", "• aucun"))

    recent = await projects.decisions(ctx.db, ctx.owner.id, since=ctx.now - timedelta(days=3), limit=10)
    if recent:
        names = {p.id: p.name for p in active}
        lines.append("")
        lines.append(ctx.tr("Decisions (last 3 days):", "Décisions (3 derniers jours) :"))
        lines.extend(f"• {names.get(d.project_id, '?')}: {d.decision}" for d in recent)
    return Ok("\n".join(lines), {"briefing": "daily", "date": ctx.today.isoformat(),
                                 "work_seconds": t.total, "reminders_today": len(pending_today),
                                 "overdue": len(late)})


async def read_weekly_briefing(ctx: ActionContext, a: ReadWeeklyBriefing) -> Outcome:
    """Time per project per day this week, phase changes, decisions, reminders done and overdue."""
    lang = ctx.owner.language
    monday = week_start(ctx.today)
    start = day_bounds(monday, ctx.owner.zone)[0]
    end = day_bounds(monday + timedelta(days=7), ctx.owner.zone)[0]
    t = await tally(ctx, start, end, by_day=True)
    lines = [ctx.tr(f"Week of {day_label(monday, lang)}", f"Semaine du {day_label(monday, lang)}"), ""]
    lines.append(ctx.tr(f"Time worked: {format_duration(t.total)}", f"Temps travaillé : {format_duration(t.total)}"))
    if t.sessions == 0:
        lines.append(ctx.tr("• no session recorded this week", "• aucune session enregistrée cette semaine"))
    for pid, secs in sorted(t.seconds.items(), key=lambda kv: -kv[1]):
        days = ", ".join(f"{short_day(d, lang)} {format_duration(per[pid])}"
                         for d, per in sorted(t.per_day.items()) if per.get(pid))
        lines.append(f"• {t.names.get(pid, '?')}: {format_duration(secs)} ({days})")

    changes = await projects.phase_changes(ctx.db, ctx.owner.id, start, end)
    decisions = await projects.decisions(ctx.db, ctx.owner.id, since=start, limit=50)
    ids = {c.project_id for c in changes} | {d.project_id for d in decisions}
    names = {pid: p.name for pid, p in (await projects.by_ids(ctx.db, ctx.owner.id, ids)).items()}
    if changes:
        lines += ["", ctx.tr("Phase changes:", "Changements de phase :")]
        lines += [f"• {names.get(c.project_id, '?')}: {c.from_phase} → {c.to_phase}" for c in changes]
    if decisions:
        lines += ["", ctx.tr("Decisions:", "Décisions :")]
        lines += [f"• {names.get(d.project_id, '?')}: {d.decision}" for d in reversed(decisions)]

    week_reminders = await reminders.between(ctx.db, ctx.owner.id, start, end)
    done = [r for r in week_reminders if r.status == "done"]
    late = await reminders.overdue(ctx.db, ctx.owner.id, ctx.now)
    lines += ["", ctx.tr(f"Reminders: {len(done)} done, {len(late)} overdue.",
                         f"Rappels : {len(done)} faits, {len(late)} en retard.")]
    lines += [f"• #{r.id} {r.text}" for r in late]
    chart = {d.isoformat(): {t.names.get(pid, "?"): secs for pid, secs in per.items()}
             for d, per in sorted(t.per_day.items())}
    return Ok("\n".join(lines), {"briefing": "weekly", "week_of": monday.isoformat(), "work_seconds": t.total,
                                 "per_day": chart, "phase_changes": len(changes), "decisions": len(decisions),
                                 "reminders_done": len(done), "overdue": len(late)})
