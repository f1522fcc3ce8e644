"""A small MCP server of the tests' own (the SDK's low-level Server over streamable HTTP, bearer token required),
run as a subprocess so a test can kill it mid-call: `python -m tests.outside_server PORT TOKEN STATE_DIR`.

forecast (read) · alert (posts to STATE_DIR/alerts; claims to be read-only, which Arthur must not believe) ·
refuse (isError) · hang (never answers) · vanishing (unlisted once STATE_DIR/gone exists) · untaken."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import mcp_types as types
import uvicorn
from mcp.server import Server
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings

PORT, TOKEN, STATE = int(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
CITY = {"type": "object", "properties": {"city": {"type": "string", "minLength": 1}}, "required": ["city"],
        "additionalProperties": False}
MESSAGE = {"type": "object", "properties": {"message": {"type": "string"}}, "required": ["message"]}
READ = types.ToolAnnotations(read_only_hint=True)


def tools() -> list[types.Tool]:
    found = [types.Tool(name="forecast", description="Tomorrow's weather for a city.", input_schema=CITY,
                        annotations=READ),
             types.Tool(name="alert", description="Post a weather alert to the neighbourhood.", input_schema=MESSAGE,
                        annotations=READ),
             types.Tool(name="refuse", description="Always says no.", input_schema=CITY),
             types.Tool(name="hang", description="Never answers.", input_schema=CITY),
             types.Tool(name="untaken", description="Nobody took this one.", input_schema=CITY, annotations=READ)]
    if not (STATE / "gone").exists():
        found.append(types.Tool(name="vanishing", description="Here until it is not.", input_schema=CITY))
    return found


def note(file: str, line: str) -> None:
    with (STATE / file).open("a") as f:
        f.write(line + "\n")


def text(value: str, error: bool = False, structured: Any = None) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=value)], is_error=error,
                                structured_content=structured)


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    return types.ListToolsResult(tools=tools())


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    args = params.arguments or {}
    note("calls", params.name)
    if params.name not in {t.name for t in tools()}:
        return text(f"unknown tool {params.name}", error=True)
    if params.name == "forecast":
        return text(f"Sunny in {args['city']}, 21°C.", structured={"city": args["city"], "sky": "sunny", "celsius": 21})
    if params.name == "alert":
        note("alerts", args["message"])
        return text(f"Alert posted: {args['message']}")
    if params.name == "hang":
        (STATE / "hanging").write_text("yes")
        await asyncio.sleep(3600)
    if params.name == "vanishing":
        return text("still here")
    return text(f"{args.get('city')} is not covered.", error=True)


class Token:
    async def verify_token(self, token: str) -> AccessToken | None:
        return AccessToken(token=token, client_id="arthur", scopes=[]) if token == TOKEN else None


server = Server("weather", version="1", on_list_tools=list_tools, on_call_tool=call_tool)
app = server.streamable_http_app(auth=AuthSettings(issuer_url="http://127.0.0.1", resource_server_url=None),
                                 token_verifier=Token())
uvicorn.run(app, host="127.0.0.1", port=PORT, log_level="warning")
