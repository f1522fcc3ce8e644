"""The port to outside MCP servers, as the pipeline sees it: call a tool, or ask what each server offers.

What a call can come back with is typed: an answer (the server's text, its structured content, and whether it
flagged an error), a rejection before anything ran, no answer (a timeout or a dropped connection: the effect is
unknown), or the tool being gone since the last listing. The SDK adapter is connectors/mcp_client.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Answered:
    """The server answered; `is_error` is the tool's own isError flag (it says it did not do it)."""

    text: str
    structured: Any = None
    is_error: bool = False


@dataclass(frozen=True)
class Rejected:
    """The server turned the request down before running the tool (bad arguments, unknown method)."""

    reason: str


@dataclass(frozen=True)
class Unreachable:
    """No answer: a timeout, a dropped connection, a server that is down. Whether it ran is unknown."""

    reason: str


@dataclass(frozen=True)
class Gone:
    """The server no longer lists the tool."""


OutsideAnswer = Answered | Rejected | Unreachable | Gone


@dataclass(frozen=True)
class OfferedTool:
    """One tool of a server: whether the owner took it (and with which effect class), and the server's hints."""

    name: str
    description: str
    offered: bool  # listed by the server right now
    enabled: bool  # taken in the configuration and declared at start-up
    effect: str | None  # the effect class it runs under when enabled
    hints: tuple[str, ...] = ()  # the server's own annotations (hints from an untrusted party)


@dataclass(frozen=True)
class ServerOffer:
    """What one configured server offers now, or why it could not be asked."""

    name: str
    address: str
    reachable: bool
    error: str | None
    tools: tuple[OfferedTool, ...]


class OutsideTools(Protocol):
    """Outside MCP servers, connected at start-up."""

    async def call(self, server: str, tool: str, arguments: dict[str, Any]) -> OutsideAnswer:
        """Call `tool` on `server`; never raises."""
        ...

    async def offers(self) -> tuple[ServerOffer, ...]:
        """What each server offers now (listed afresh), and which tools are enabled."""
        ...
