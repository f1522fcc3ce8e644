"""/tools: what each outside MCP server offers, and which of its tools the owner took (and under which effect)."""

from __future__ import annotations

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Command, action
from pipeline.command_syntax import no_args
from pipeline.outcomes import Listing, Ok, Outcome, Record
from pipeline.texts import Texts

T = Texts("tools")


class ListOutsideTools(ActionInput):
    pass


class ToolData(Record):
    name: str
    description: str
    offered: bool
    enabled: bool
    effect: str | None = None
    hints: tuple[str, ...] = ()


class ServerData(Record):
    name: str
    address: str
    reachable: bool
    error: str | None = None
    tools: tuple[ToolData, ...]


class ServerList(Listing):
    servers: tuple[ServerData, ...]

    def found(self) -> int:
        return len(self.servers)


CHECK = T("check", "/tools", "/tools")
NONE = T("none", "No outside MCP servers are configured (ARTHUR_MCP_SERVERS names a TOML file listing them).",
         "Aucun serveur MCP extérieur n'est configuré (ARTHUR_MCP_SERVERS désigne un fichier TOML qui les liste).")
SERVER = T("server", "{name} ({address}):", "{name} ({address}) :")
UNREACHABLE = T("unreachable", "{name} ({address}): not reachable ({error}).",
                "{name} ({address}) : injoignable ({error}).")
ENABLED = T("enabled", "  ✓ {tool}: taken, runs as {effect}", "  ✓ {tool} : pris, classe {effect}")
OFFERED = T("offered", "  · {tool}: offered, not taken", "  · {tool} : proposé, non pris")
GONE = T("gone", "  ✗ {tool}: taken, but no longer offered", "  ✗ {tool} : pris, mais plus proposé")
MISSING = T("missing", "  ✗ {tool}: taken, but not offered at start-up (restart Arthur once it is)",
            "  ✗ {tool} : pris, mais absent au démarrage (redémarre Arthur quand il sera proposé)")


def _line(ctx: ActionContext, t: ToolData) -> str:
    if t.enabled:
        line = ctx.t(ENABLED if t.offered else GONE, tool=t.name, effect=t.effect)
    else:
        line = ctx.t(OFFERED if t.offered else MISSING, tool=t.name)
    return line + (f" [{', '.join(t.hints)}]" if t.hints else "")


@action("list_outside_tools", "List the outside MCP servers, what each offers now and which tools are taken.",
        effect="read", agents=BOTH, output=ServerList, check=CHECK, topic="outside",
        help=T("help.list", "Outside MCP tools", "Outils MCP extérieurs"),
        not_done=T("not_done.list", "looked at the outside tools", "consulté les outils extérieurs"),
        command=Command("tools", T("usage.list", "/tools", "/tools"), no_args))
async def list_outside_tools(ctx: ActionContext, a: ListOutsideTools) -> Outcome:
    """Each server listed afresh; a server that does not answer is said to be unreachable, with why."""
    if ctx.ports.outside is None:
        return Ok(ctx.t(NONE), ServerList(servers=()))
    servers = tuple(ServerData(name=o.name, address=o.address, reachable=o.reachable, error=o.error, tools=tuple(
        ToolData(name=t.name, description=t.description, offered=t.offered, enabled=t.enabled, effect=t.effect,
                 hints=t.hints) for t in o.tools)) for o in await ctx.ports.outside.offers())
    if not servers:
        return Ok(ctx.t(NONE), ServerList(servers=()))
    lines = []
    for s in servers:
        head = ctx.t(SERVER, name=s.name, address=s.address) if s.reachable else ctx.t(
            UNREACHABLE, name=s.name, address=s.address, error=s.error)
        lines.append("\n".join([head, *(_line(ctx, t) for t in s.tools)]))
    return Ok("\n\n".join(lines), ServerList(servers=servers))
