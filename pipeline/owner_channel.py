"""Telling the owner, on their own channel, what an outside client asks for (a port), and the message itself.

An external effect asked over MCP never runs on that call: it waits for the owner's yes. The MCP server builds
the question here and hands it to an `OwnerChannel` (Telegram's lives in bot/owner_messages.py); the owner's
Confirm / Cancel buttons come back through the channel's usual button path (`cf:` / `cx:` callback data)."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any, Literal, Protocol

from pipeline.action_context import OwnerRef
from pipeline.catalog import Action
from pipeline.outcomes import PendingConfirmation
from pipeline.render import confirm_buttons
from pipeline.stages import Reply
from pipeline.texts import Language, Texts

T = Texts("owner_channel")
ASKS = T("asks", "An MCP client ({client}) asks to {what}.", "Un client MCP ({client}) demande de {what}.")
ASKS_PLAIN = T("asks_plain", "An MCP client ({client}) asks for {action}.",
               "Un client MCP ({client}) demande {action}.")

Told = Literal["sent", "unknown", "failed", "no_channel"]


class OwnerChannel(Protocol):
    """Where the owner hears from Arthur outside a conversation they started (e.g. their Telegram chat)."""

    async def tell(self, owner: OwnerRef, reply: Reply) -> Told:
        """Send `reply` (text and buttons) to the owner; say how it went: sent, unknown, failed or no_channel
        (this owner has no chat on the channel)."""
        ...


def ask_owner(client: str, decl: Action | None, arguments: Mapping[str, Any], pending: PendingConfirmation,
              lang: Language) -> Reply:
    """"An MCP client (laptop) asks to share note #3 with Bob." then the action's own question, with Confirm /
    Cancel buttons bound to the pending confirmation's token."""
    head = ASKS_PLAIN(lang, client=client, action=pending.action)
    if decl is not None and decl.asks is not None:
        with contextlib.suppress(KeyError, IndexError, ValueError):  # arguments the wording does not expect
            head = ASKS(lang, client=client, what=decl.asks(lang, **arguments))
    return Reply(text=f"{head}\n\n{pending.prompt}", buttons=confirm_buttons(pending.token, lang))
