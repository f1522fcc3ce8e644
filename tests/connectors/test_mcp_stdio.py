"""`arthur mcp --stdio --user ID` as a desktop client starts it: a subprocess, the SDK's own client on its pipes."""

from __future__ import annotations

import os
import sys
import uuid
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters
from sqlalchemy import text

from stores.database import asyncpg_url, ensure_database, make_engine

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]


async def test_a_desktop_client_over_stdio(database_uri: str, tmp_path: Path) -> None:
    name = f"arthur_stdio_{uuid.uuid4().hex[:8]}"
    await ensure_database(database_uri, name)
    base, _, query = database_uri.partition("?")
    url = base.rsplit("/", 1)[0] + f"/{name}" + (f"?{query}" if query else "")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARTHUR_", "MISTRAL_"))}
    env.update(ARTHUR_DATABASE_URL=url, ARTHUR_HOME=str(tmp_path), ARTHUR_EMBEDDINGS="off", PYTHONPATH=str(ROOT))
    params = StdioServerParameters(command=sys.executable, env=env, cwd=str(tmp_path), args=[
        "-m", "arthur.cli", "mcp", "--stdio", "--user", "7777", "--label", "desktop"])
    async with Client(params) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert tools["list_notes"].annotations.read_only_hint is True  # type: ignore[union-attr]
        assert tools["retire_note"].annotations.destructive_hint is False  # type: ignore[union-attr]
        wrote = await client.call_tool("create_note", {"text": "buy milk"})
        read = await client.call_tool("list_notes", {})
        missing = await client.call_tool("retire_note", {"note_id": 999999})
    assert wrote.structured_content["outcome"] == "ok"  # type: ignore[index]
    assert [n["text"] for n in read.structured_content["data"]["notes"]] == ["buy milk"]  # type: ignore[index]
    assert missing.is_error and missing.structured_content["code"] == "not_found"  # type: ignore[index]
    engine = make_engine(asyncpg_url(database_uri, name))
    try:
        async with engine.connect() as conn:
            rows = (await conn.execute(text(
                "SELECT l.action, l.surface, l.via FROM action_ledger l JOIN owners o ON o.id = l.owner_id "
                "WHERE o.external_id = '7777' ORDER BY l.id"))).all()
    finally:
        await engine.dispose()
    assert [tuple(r) for r in rows] == [("create_note", "mcp:desktop", "mcp"), ("list_notes", "mcp:desktop", "mcp"),
                                        ("retire_note", "mcp:desktop", "mcp")]


def test_stdio_needs_an_owner(tmp_path: Path) -> None:
    import subprocess

    env = {k: v for k, v in os.environ.items() if not k.startswith("ARTHUR_")}
    env.update(ARTHUR_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "arthur.cli", "mcp", "--stdio"], env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 2 and "--user" in done.stderr and done.stdout == ""
