"""Preference actions: remember, list, deactivate (a real removal that retires the row)."""

from __future__ import annotations

from pipeline.catalog import DeactivatePreference, ListPreferences, RememberPreference
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from stores import preferences


async def remember_preference(ctx: ActionContext, a: RememberPreference) -> Outcome:
    """Store a preference unless the same one is already active."""
    text = a.text.strip()
    if not text:
        return Refused("empty", ctx.tr("The preference is empty. Nothing was saved.",
                                       "La préférence est vide. Rien n'a été enregistré."))
    for p in await preferences.active(ctx.db, ctx.owner.id, limit=500):
        if p.text.strip().casefold() == text.casefold():
            return Refused("already_known", ctx.tr(f"I already have that preference (#{p.id}).",
                                                   f"J'ai déjà cette préférence (n°{p.id})."))
    p = await preferences.add(ctx.db, ctx.owner.id, a.text, ctx.now)
    return Ok(ctx.tr(f"Preference #{p.id} saved: {p.text}", f"Préférence n°{p.id} enregistrée : {p.text}"),
              {"id": p.id, "text": p.text})


async def list_preferences(ctx: ActionContext, a: ListPreferences) -> Outcome:
    """Active preferences."""
    rows = await preferences.active(ctx.db, ctx.owner.id, limit=500)
    if not rows:
        return Ok(ctx.tr("You have no active preferences.", "Tu n'as aucune préférence active."), {"preferences": []})
    lines = [ctx.tr("Your preferences:", "Tes préférences :")] + [f"#{p.id} · {p.text}" for p in rows]
    return Ok("\n".join(lines), {"preferences": [{"id": p.id, "text": p.text} for p in rows]})


async def deactivate_preference(ctx: ActionContext, a: DeactivatePreference) -> Outcome:
    """Retire a preference with a reason; it stops being injected but stays on record."""
    p = await preferences.get(ctx.db, ctx.owner.id, a.preference_id)
    if p is None:
        return Refused("not_found", ctx.tr(f"There is no preference #{a.preference_id}.",
                                           f"Il n'y a pas de préférence n°{a.preference_id}."))
    if p.retired_at is not None:
        return Refused("already_retired", ctx.tr(f"Preference #{p.id} was already removed.",
                                                 f"La préférence n°{p.id} était déjà retirée."))
    p.retired_at, p.retire_reason = ctx.now, a.reason
    return Ok(ctx.tr(f"Removed preference #{p.id}: {p.text}", f"Préférence n°{p.id} retirée : {p.text}"),
              {"id": p.id, "text": p.text, "removed": True})
