"""The catalog as MCP tools, and typed outcomes as MCP results; generated from the declarations, never listed
by hand.

A tool's input schema is its action's input model; its annotations come from the effect class; its output
schema is the typed outcome (ok / refused / failed / pending_confirmation) with the action's `output` Record as
`data`. A result carries that outcome in structuredContent, isError for refused and failed, and the report code
composed as its text."""

from __future__ import annotations

from typing import Any, assert_never

import mcp_types as types

from connectors import mcp_schema
from pipeline.catalog import Action, Catalog, EffectClass
from pipeline.executor import Call
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused, data_json
from pipeline.owner_channel import Told
from pipeline.render import report_one
from pipeline.stages import TurnRecord
from pipeline.texts import Language, Texts

T = Texts("mcp")
TALK = "talk_to_arthur"
TALK_DESCRIPTION = ("Say something to Arthur as the owner would (a sentence or a /command): a whole turn runs "
                    "(router, tools, sincerity guard) and is recorded like any other (/trace shows it). External "
                    "effects are never carried out on this call: the owner confirms them on Telegram.")
NOT_YET = T("not_yet", "Nothing has happened yet. {prompt} The owner has been asked on Telegram; it runs only if "
            "they confirm (within {minutes} minutes).", "Rien ne s'est encore passé. {prompt} Le propriétaire a été "
            "sollicité sur Telegram ; cela ne se fera que s'il confirme (d'ici {minutes} minutes).")
NOT_YET_UNSURE = T("not_yet_unsure", "Nothing has happened yet. {prompt} The message asking the owner on Telegram "
                   "may not have arrived; it runs only if they confirm (within {minutes} minutes).",
                   "Rien ne s'est encore passé. {prompt} Le message au propriétaire sur Telegram n'est peut-être "
                   "pas arrivé ; cela ne se fera que s'il confirme (d'ici {minutes} minutes).")
NOT_YET_UNTOLD = T("not_yet_untold", "Nothing has happened, and nothing will unless the owner confirms: {prompt} "
                   "They could not be asked on Telegram ({why}); the request expires in {minutes} minutes.",
                   "Rien ne s'est passé, et rien ne se fera sans la confirmation du propriétaire : {prompt} Il n'a "
                   "pas pu être sollicité sur Telegram ({why}) ; la demande expire dans {minutes} minutes.")
OUTCOMES = ["ok", "refused", "failed", "pending_confirmation"]

_HINTS: dict[EffectClass, types.ToolAnnotations] = {
    "read": types.ToolAnnotations(read_only_hint=True),
    "internal_write": types.ToolAnnotations(read_only_hint=False, destructive_hint=False),
    "external_effect": types.ToolAnnotations(read_only_hint=False, destructive_hint=True, open_world_hint=True),
}


def tool_annotations(a: Action) -> types.ToolAnnotations:
    """readOnlyHint for reads; not destructive for internal writes; destructive and open-world for external
    effects. The title is the action's help line."""
    return _HINTS[a.effect].model_copy(update={"title": a.help("en")})


def outcome_schema(a: Action) -> dict[str, Any]:
    """The JSON schema of a result's structuredContent: the typed outcome, with the action's Record as `data`
    (written to be quick to check: see connectors/mcp_schema.py)."""
    data: dict[str, Any] = a.output.model_json_schema() if a.output is not None else {"type": "object"}
    defs = data.pop("$defs", None)
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "outcome": {"type": "string", "enum": OUTCOMES},
            "message": {"type": "string", "description": "What was and wasn't done, in the owner's language."},
            "code": {"type": "string", "description": "refused: a stable reason code; nothing was written."},
            "check": {"type": "string", "description": "failed: where to check whether it took effect."},
            "action": {"type": "string", "description": "pending_confirmation: the action waiting."},
            "owner_told": {"type": "string", "enum": ["sent", "unknown", "failed", "no_channel"]},
            "data": data,
        },
        "required": ["outcome", "message"],
    }
    if defs:
        schema["$defs"] = defs
    return mcp_schema.flat(schema)


def talk_tool() -> types.Tool:
    """The one tool that is not an action: a whole turn."""
    return types.Tool(
        name=TALK, description=TALK_DESCRIPTION,
        input_schema={"type": "object", "properties": {"text": {"type": "string", "minLength": 1, "maxLength": 4000}},
                      "required": ["text"], "additionalProperties": False},
        output_schema={"type": "object", "properties": {
            "reply": {"type": "string"}, "surface": {"type": "string"},
            "actions": {"type": "array", "items": {"type": "object", "properties": {
                "name": {"type": "string"}, "outcome": {"type": "string", "enum": OUTCOMES},
                "message": {"type": "string"}, "code": {"type": "string"}}, "required": ["name", "outcome"]}}},
            "required": ["reply", "actions"]},
        annotations=types.ToolAnnotations(title="Talk to Arthur", read_only_hint=False, destructive_hint=False,
                                          open_world_hint=False))


def tools(catalog: Catalog) -> list[types.Tool]:
    """Every action of the catalog as a tool, then talk_to_arthur."""
    return [types.Tool(name=a.name, description=a.description, input_schema=a.input.model_json_schema(),
                       output_schema=outcome_schema(a), annotations=tool_annotations(a)) for a in catalog.actions] + [
        talk_tool()]


def not_yet(pending: PendingConfirmation, told: Told, lang: Language, minutes: int) -> str:
    """What an MCP client is told of an external effect it asked for: plainly, that nothing has happened yet."""
    if told == "sent":
        return NOT_YET(lang, prompt=pending.prompt, minutes=minutes)
    if told == "unknown":
        return NOT_YET_UNSURE(lang, prompt=pending.prompt, minutes=minutes)
    return NOT_YET_UNTOLD(lang, prompt=pending.prompt, why=told, minutes=minutes)


def result(call: Call, lang: Language, catalog: Catalog, told: Told | None = None, minutes: int = 15
           ) -> types.CallToolResult:
    """One call's outcome as an MCP result."""
    outcome = call.outcome
    text = report_one(call, lang, catalog)
    body: dict[str, Any] = {"outcome": outcome.kind}
    match outcome:
        case Ok():
            body["message"] = outcome.summary
            data = data_json(outcome)
            if data is not None:
                body["data"] = data
        case Refused():
            body.update(message=text, code=outcome.code)
        case Failed():
            body.update(message=text, check=outcome.check)
        case PendingConfirmation():
            text = not_yet(outcome, told or "no_channel", lang, minutes)
            body.update(message=text, action=outcome.action, owner_told=told or "no_channel")
        case _:
            assert_never(outcome)
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], structured_content=body,
                                is_error=isinstance(outcome, Refused | Failed))


def turn_result(record: TurnRecord, extra: str = "") -> types.CallToolResult:
    """A whole turn as an MCP result: the owner's reply, and what each action did."""
    reply = f"{record.reply}\n\n{extra}".strip() if extra else record.reply
    actions = [{"name": c.name, "outcome": c.outcome.kind, "message": c.as_record()["message"],
                **({"code": c.outcome.code} if isinstance(c.outcome, Refused) else {})} for c in record.actions]
    return types.CallToolResult(content=[types.TextContent(type="text", text=reply)],
                                structured_content={"reply": reply, "surface": record.surface, "actions": actions})
