"""`arthur key new|list|retire`: the operator's commands for MCP keys. A key is printed once and only its hash
is stored; retiring goes through the executor like the owner's own /keys button."""

from __future__ import annotations

from datetime import datetime

from arthur.app import App
from pipeline.action_context import Caller
from pipeline.executor import Call
from pipeline.outcomes import Ok
from pipeline.render import report
from stores import ledger, mcp_keys
from stores.database import sessions


async def new_key(app: App, user: str, label: str) -> int:
    """Create a key for owner `user`, print it once, and record the creation in the ledger (not the key)."""
    label = " ".join(label.split())
    if not label or len(label) > 60:
        print("arthur: a key needs a label of 1 to 60 characters (e.g. --label laptop); no key was created")
        return 2
    owner = await app.executor.owner(user)
    now = app.executor.clock.now()
    async with sessions(app.engine)() as s, s.begin():
        row, secret = await mcp_keys.add(s, owner.id, label, now)
        await ledger.record(s, owner_id=owner.id, surface="console", via="command", agent=None, action="create_key",
                            arguments={"label": label}, outcome="ok", code=None,
                            message=f"Created MCP key #{row.id} ({label})", confirmed=False, at=now, duration_ms=0)
    print(f"MCP key #{row.id} ({label}) for owner {user}:\n\n    {secret}\n\n"
          "It is shown this once; only its hash is stored. Clients send it as 'Authorization: Bearer <key>'.")
    return 0


def _line(key_id: int, owner: str, label: str, created: datetime, retired: datetime | None,
          reason: str | None) -> str:
    state = f"retired {retired:%Y-%m-%d %H:%M} UTC: {reason}" if retired else "active"
    return f"#{key_id}  owner {owner}  {label!r}  created {created:%Y-%m-%d %H:%M} UTC  {state}"


async def list_keys(app: App, user: str | None) -> int:
    """Every key (or one owner's), active and retired, without secrets."""
    async with sessions(app.engine)() as s:
        found = await mcp_keys.everyone(s)
    shown = [(k, owner) for k, owner in found if user is None or owner == user]
    for k, owner in shown:
        print(_line(k.id, owner, k.label, k.created_at, k.retired_at, k.retire_reason))
    if not shown:
        print("no MCP keys" + (f" for owner {user}" if user else ""))
    return 0


async def retire_key(app: App, key_id: int, reason: str) -> int:
    """Retire key #N for its owner, through the executor (ledger row on the console surface)."""
    async with sessions(app.engine)() as s:
        user = await mcp_keys.owner_of(s, key_id)
    if user is None:
        print(f"There is no key #{key_id}. Nothing was written.")
        return 1
    owner = await app.executor.owner(user)
    arguments = {"key_id": key_id, "reason": reason}
    outcome = await app.executor.run(owner, Caller("command", surface="console"), "retire_key", arguments)
    print(report([Call("retire_key", arguments, outcome)], owner.language, app.executor.catalog))
    return 0 if isinstance(outcome, Ok) else 1
