"""MCP keys: the owner lists the keys they gave outside assistants and retires one (never deleted).

Keys are created by the operator (`arthur key new`), which prints the key once: no action hands a key to a
model or a client."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Button, Command, Id, action
from pipeline.command_syntax import int_then_rest, no_args
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.rules.formats import day_label
from pipeline.texts import Texts
from stores import mcp_keys
from stores.access_models import McpKey

T = Texts("keys")


class ListKeys(ActionInput):
    pass


class RetireKey(ActionInput):
    key_id: int = Id
    reason: str = Field(default="retired by the owner", min_length=1, max_length=500)


class KeyData(Record):
    id: int
    label: str
    created_at: datetime
    retired_at: datetime | None = None
    retire_reason: str | None = None


class KeyList(Listing):
    keys: tuple[KeyData, ...]

    def found(self) -> int:
        return len(self.keys)


CHECK = T("check", "/keys", "/keys")
NONE = T("none", "You have no MCP keys. The operator creates one with: arthur key new --user ID --label NAME",
         "Tu n'as aucune clé MCP. L'opérateur en crée une avec : arthur key new --user ID --label NOM")
HEADER = T("header", "Your MCP keys:", "Tes clés MCP :")
ACTIVE = T("active", "#{id} {label} · since {day}", "n°{id} {label} · depuis le {day}")
RETIRED_LINE = T("retired_line", "#{id} {label} · retired {day} ({reason})",
                 "n°{id} {label} · retirée le {day} ({reason})")
NOT_FOUND = T("not_found", "There is no key #{id}.", "Il n'y a pas de clé n°{id}.")
ALREADY = T("already_retired", "Key #{id} was already retired on {day}.", "La clé n°{id} a déjà été retirée le {day}.")
RETIRED = T("retired", "Retired key #{id} ({label}): clients using it are refused from now on (kept on record).",
            "Clé n°{id} ({label}) retirée : les clients qui l'utilisent sont refusés désormais (gardée en archive).")


def key_data(k: McpKey) -> KeyData:
    """A key as data (never its secret: only its hash is stored)."""
    return KeyData(id=k.id, label=k.label, created_at=k.created_at, retired_at=k.retired_at,
                   retire_reason=k.retire_reason)


def _active(data: Record) -> list[int]:
    return [k.id for k in data.keys if k.retired_at is None] if isinstance(data, KeyList) else []


@action("list_keys", "List the owner's MCP keys (labels and dates; a key itself is never shown again).",
        effect="read", agents=BOTH, output=KeyList, check=CHECK, topic="key",
        help=T("help.list", "List your MCP keys", "Lister tes clés MCP"),
        not_done=T("not_done.list", "read your MCP keys", "lu tes clés MCP"),
        command=Command("keys", T("usage.list", "/keys", "/keys"), no_args))
async def list_keys(ctx: ActionContext, a: ListKeys) -> Outcome:
    """Every key of the owner, active ones first shown with a retire button (offered by the declaration below)."""
    rows = await mcp_keys.listing(ctx.db, ctx.owner.id)
    if not rows:
        return Ok(ctx.t(NONE), KeyList(keys=()))
    lines = [ctx.t(HEADER)]
    for k in rows:
        if k.retired_at is None:
            lines.append(ctx.t(ACTIVE, id=k.id, label=k.label, day=day_label(ctx.local(k.created_at).date(), ctx.lang)))
        else:
            lines.append(ctx.t(RETIRED_LINE, id=k.id, label=k.label, reason=k.retire_reason,
                               day=day_label(ctx.local(k.retired_at).date(), ctx.lang)))
    return Ok("\n".join(lines), KeyList(keys=tuple(key_data(k) for k in rows)))


@action("retire_key", "Retire one of the owner's MCP keys (dated, with a reason; nothing is deleted).",
        effect="internal_write", agents=BOTH, output=KeyData, check=CHECK, topic="key",
        help=T("help.retire", "Retire an MCP key", "Retirer une clé MCP"),
        not_done=T("not_done.retire", "retired any key", "retiré de clé"),
        command=Command("retire_key", T("usage.retire", "/retire_key N [REASON]", "/retire_key N [RAISON]"),
                        int_then_rest("key_id", "reason")),
        buttons=(Button("mk:retire", T("button.retire", "Retire key #{n}", "Retirer la clé n°{n}"),
                        lambda n, _now: {"key_id": n}, settles=False, offer=_active),))
async def retire_key(ctx: ActionContext, a: RetireKey) -> Outcome:
    """Retire a key: the next request made with it gets 401, like an unknown key."""
    key = await mcp_keys.get(ctx.db, ctx.owner.id, a.key_id)
    if key is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.key_id))
    if key.retired_at is not None:
        return Refused("already_retired", ctx.t(ALREADY, id=key.id,
                                                day=day_label(ctx.local(key.retired_at).date(), ctx.lang)))
    mcp_keys.retire(key, ctx.now, a.reason)
    return Ok(ctx.t(RETIRED, id=key.id, label=key.label), key_data(key))
