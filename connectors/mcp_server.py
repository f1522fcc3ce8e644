"""Arthur as an MCP server: every catalog action is a tool, plus talk_to_arthur; every call runs through the one
executor (or a whole turn) for the owner behind the caller's key, on the surface `mcp:<key label>`.

Who is calling: over HTTP, the bearer key (checked on every request by `KeyVerifier`; missing, unknown or
retired keys all get the same 401 before reaching here); over stdio, the owner named when the process started.
Another owner's items read exactly like missing ones, because every query the executor runs is scoped by owner.
External effects never run on an MCP call: they wait for the owner's yes on their own channel."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import mcp_types as types
from mcp.server import Server, ServerRequestContext
from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from pydantic import ValidationError

from connectors import mcp_tools
from pipeline.action_context import Caller, OwnerRef
from pipeline.executor import Call
from pipeline.outcomes import PendingConfirmation
from pipeline.owner_channel import OwnerChannel, Told, ask_owner
from pipeline.stages import TurnInput
from pipeline.texts import Texts
from pipeline.turns import Turns
from stores import mcp_keys
from stores.autocommit import Autocommit

log = logging.getLogger(__name__)
T = Texts("mcp_server")
NO_CALLER = T("no_caller", "This call carries no key, so it cannot act for anyone. Nothing was done.",
              "Cet appel ne porte aucune clé : il ne peut agir pour personne. Rien n'a été fait.")
BAD_TALK = T("bad_talk", "talk_to_arthur takes one argument, text (1 to 4000 characters). Nothing was done.",
             "talk_to_arthur prend un seul argument, text (1 à 4000 caractères). Rien n'a été fait.")


@dataclass(frozen=True)
class Identity:
    """The owner a call acts for, and the label of the key (or stdio client) it came through."""

    owner_external_id: str
    label: str
    key_id: int | None = None

    @property
    def surface(self) -> str:
        """What the ledger records: mcp:<label>."""
        return f"mcp:{self.label}"


class KeyToken(AccessToken):
    """An access token that knows its key's owner and label."""

    owner_external_id: str
    label: str
    key_id: int


class KeyVerifier:
    """The SDK's token verifier: an active key's hash in the database, or nothing (the SDK answers 401)."""

    def __init__(self, db: Autocommit) -> None:
        self._db = db

    async def verify_token(self, token: str) -> AccessToken | None:
        """The key's holder (one round trip, never cached: a retired key is refused at once); None alike for
        unknown and retired keys."""
        found = await mcp_keys.holder(self._db, token)
        if found is None:
            return None
        # client_id binds an HTTP session to its key: another key presenting the session id gets 404.
        return KeyToken(token=mcp_keys.hash_of(token), client_id=f"key-{found.key_id}", scopes=[],
                        owner_external_id=found.owner_external_id, label=found.label, key_id=found.key_id)


class ArthurMcp:
    """The handlers behind the SDK's low-level `Server`."""

    def __init__(self, turns: Turns, owner_channel: OwnerChannel | None = None, stdio: Identity | None = None
                 ) -> None:
        self._turns = turns
        self._executor = turns.executor
        self._catalog = turns.executor.catalog
        self._owner_channel = owner_channel
        self._stdio = stdio
        self._minutes = round(turns.executor.confirmation_ttl.total_seconds() / 60)
        self._tools = mcp_tools.tools(self._catalog)
        self._schemas = {t.name: t.input_schema for t in self._tools}

    def server(self) -> Server[Any]:
        """A low-level SDK server serving the catalog."""
        return Server("arthur", version="0.1", instructions=INSTRUCTIONS, on_list_tools=self.list_tools,
                      on_call_tool=self.call_tool, get_tool_input_schema=self._schemas.get)

    async def list_tools(self, ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
                         ) -> types.ListToolsResult:
        """The same list for every caller: what a tool does is not a secret, whose data it reads is."""
        return types.ListToolsResult(tools=self._tools)

    def _identity(self) -> Identity | None:
        token = get_access_token()
        if isinstance(token, KeyToken):
            return Identity(token.owner_external_id, token.label, token.key_id)
        return self._stdio

    async def call_tool(self, ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
                        ) -> types.CallToolResult:
        """Run one tool for the caller's owner; never raises (the executor's outcomes are typed)."""
        who = self._identity()
        if who is None:
            return _error(NO_CALLER("en"))
        owner = await self._executor.owner(who.owner_external_id)
        arguments = params.arguments or {}
        if params.name == mcp_tools.TALK:
            return await self._talk(who, owner, arguments)
        caller = Caller("mcp", surface=who.surface)
        outcome = await self._executor.run(owner, caller, params.name, arguments)
        told: Told | None = None
        if isinstance(outcome, PendingConfirmation):
            told = await self._ask_owner(who, owner, outcome, arguments)
        return mcp_tools.result(Call(params.name, arguments, outcome), owner.language, self._catalog, told,
                                self._minutes)

    async def _talk(self, who: Identity, owner: OwnerRef, arguments: dict[str, Any]) -> types.CallToolResult:
        text = arguments.get("text")
        if set(arguments) != {"text"} or not isinstance(text, str) or not 1 <= len(text) <= 4000:
            return _error(BAD_TALK(owner.language))
        record = await self._turns.handle(TurnInput(
            owner_external_id=who.owner_external_id, text=text, channel="mcp", surface=who.surface,
            session_key=f"mcp:{who.key_id if who.key_id is not None else who.label}"))
        notes = []
        for call in record.actions:
            if isinstance(call.outcome, PendingConfirmation):
                told = await self._ask_owner(who, owner, call.outcome, call.arguments)
                notes.append(mcp_tools.not_yet(call.outcome, told, owner.language, self._minutes))
        return mcp_tools.turn_result(record, "\n\n".join(notes))

    async def _ask_owner(self, who: Identity, owner: OwnerRef, pending: PendingConfirmation,
                         arguments: Any) -> Told:
        """Tell the owner what the client asks, with Confirm / Cancel; how that went is part of the reply."""
        if self._owner_channel is None:
            return "no_channel"
        decl = self._catalog.get(pending.action)
        try:
            shown = decl.input.model_validate(arguments).model_dump(mode="json") if decl else {}
        except ValidationError:
            shown = {}
        try:
            return await self._owner_channel.tell(owner, ask_owner(who.label, decl, shown, pending, owner.language))
        except Exception:
            log.exception("could not ask owner %s about %s", owner.id, pending.action)
            return "failed"


INSTRUCTIONS = ("Arthur is the owner's personal assistant (notes, reminders, work time, projects, memory). Each "
                "tool returns a typed outcome in structuredContent: ok, refused (nothing was written, with the "
                "reason), failed (the effect is unknown: check where it says) or pending_confirmation (nothing "
                "has happened yet: the owner confirms on Telegram). Never tell the owner something was done "
                "unless the outcome is ok.")


def _error(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)],
                                structured_content={"outcome": "refused", "message": text, "code": "bad_call"},
                                is_error=True)
