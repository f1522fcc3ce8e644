"""Preferences: lasting rules that change how Arthur behaves; removing one retires it (a real removal)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Claims, Command, Id, Intent, Names, action
from pipeline.command_syntax import int_then_rest, no_args, rest_as
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.texts import Texts
from stores import preferences

T = Texts("preferences")
NOT_FOUND = T("not_found", "There is no preference #{id}.", "Il n'y a pas de préférence n°{id}.")


class RememberPreference(ActionInput):
    text: str = Field(min_length=1, max_length=1000, description="A lasting preference, in the owner's words.")


class ListPreferences(ActionInput):
    pass


class DeactivatePreference(ActionInput):
    preference_id: Annotated[int, Names(NOT_FOUND)] = Id
    reason: str = Field(default="removed by the owner", min_length=1, max_length=500)


class PreferenceData(Record):
    id: int
    text: str
    removed: bool = False


class PreferenceList(Listing):
    preferences: tuple[PreferenceData, ...]

    def found(self) -> int:
        return len(self.preferences)


CHECK = T("check", "/prefs", "/prefs")
EMPTY = T("empty", "The preference is empty. Nothing was saved.", "La préférence est vide. Rien n'a été enregistré.")
ALREADY_KNOWN = T("already_known", "I already have that preference (#{id}).", "J'ai déjà cette préférence (n°{id}).")
SAVED = T("saved", "Preference #{id} saved: {text}", "Préférence n°{id} enregistrée : {text}")
NONE = T("none", "You have no active preferences.", "Tu n'as aucune préférence active.")
HEADER = T("header", "Your preferences:", "Tes préférences :")
ALREADY_REMOVED = T("already_removed", "Preference #{id} was already removed.", "La préférence n°{id} était déjà retirée.")
REMOVED = T("removed", "Removed preference #{id}: {text}", "Préférence n°{id} retirée : {text}")


@action("remember_preference", "Store a lasting preference that changes how Arthur behaves.",
        effect="internal_write", agents=BOTH, output=PreferenceData, check=CHECK, topic="preference",
        help=T("help.remember", "Remember a preference", "Mémoriser une préférence"),
        not_done=T("not_done.remember", "saved any preference", "enregistré de préférence"),
        command=Command("prefer", T("usage.remember", "/prefer TEXT", "/prefer TEXTE"), rest_as("text", verbatim=True)),
        intents=(Intent("RememberPreference", en=("I prefer {text}", "from now on[,] {text}", "my preference is {text}"),
                        fr=("je préfère {text}", "désormais[,] {text}", "à l'avenir[,] {text}"),
                        slots={"text": "text"}),),
        claims=Claims("create", "preference",
                      en=(r"\bi'?ll (?:always |now )?(?:keep that in mind|remember that you)\b", r"\bfrom now on,? i'?ll\b"),
                      fr=(r"\bdésormais,? je\b", r"\bà l'avenir,? je\b")))
async def remember_preference(ctx: ActionContext, a: RememberPreference) -> Outcome:
    """Store a preference unless the same one is already active."""
    text = a.text.strip()
    if not text:
        return Refused("empty", ctx.t(EMPTY))
    for p in await preferences.active(ctx.db, ctx.owner.id, limit=500):
        if p.text.strip().casefold() == text.casefold():
            return Refused("already_known", ctx.t(ALREADY_KNOWN, id=p.number))
    p = await preferences.add(ctx.db, ctx.owner.id, a.text, ctx.now)
    return Ok(ctx.t(SAVED, id=p.number, text=p.text), PreferenceData(id=p.number, text=p.text))


@action("list_preferences", "List active preferences.",
        effect="read", agents=BOTH, output=PreferenceList, check=CHECK, topic="preference",
        help=T("help.list", "List preferences", "Lister les préférences"),
        not_done=T("not_done.list", "read your preferences", "lu tes préférences"),
        command=Command("prefs", T("usage.list", "/prefs", "/prefs"), no_args),
        intents=(Intent("ListPreferences", en=("(show|list) [me] my preferences", "what are my preferences"),
                        fr=("(montre|liste)[-moi] mes préférences", "quelles sont mes préférences")),))
async def list_preferences(ctx: ActionContext, a: ListPreferences) -> Outcome:
    """Active preferences."""
    rows = await preferences.active(ctx.db, ctx.owner.id, limit=500)
    if not rows:
        return Ok(ctx.t(NONE), PreferenceList(preferences=()))
    lines = [ctx.t(HEADER)] + [f"#{p.number} · {p.text}" for p in rows]
    return Ok("\n".join(lines), PreferenceList(preferences=tuple(PreferenceData(id=p.number, text=p.text) for p in rows)))


@action("deactivate_preference", "Remove (retire) a preference by id, with a reason.",
        unknown_shows="list_preferences", effect="internal_write", agents=BOTH, output=PreferenceData, check=CHECK, topic="preference",
        help=T("help.remove", "Remove a preference", "Retirer une préférence"),
        not_done=T("not_done.remove", "removed any preference", "retiré de préférence"),
        command=Command("unprefer", T("usage.remove", "/unprefer N [REASON]", "/unprefer N [RAISON]"),
                        int_then_rest("preference_id", "reason")),
        claims=Claims("remove", "preference", en=(r"\bi'?ll (?:no longer|stop)\b",
                                                  r"\bi won'?t (?:\w+ )?(?:anymore|any more)\b"),
                      fr=(r"\bje ne (?:\w+ )?plus\b",)))
async def deactivate_preference(ctx: ActionContext, a: DeactivatePreference) -> Outcome:
    """Retire a preference with a reason; it stops being injected but stays on record."""
    p = await preferences.get(ctx.db, ctx.owner.id, a.preference_id)
    if p is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.preference_id))
    if p.retired_at is not None:
        return Refused("already_retired", ctx.t(ALREADY_REMOVED, id=p.number))
    p.retired_at, p.retire_reason = ctx.now, a.reason
    return Ok(ctx.t(REMOVED, id=p.number, text=p.text), PreferenceData(id=p.number, text=p.text, removed=True))
