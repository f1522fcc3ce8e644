"""Isolation over MCP: Bob's key cannot reach Alice's items, and every answer he gets about them is byte for byte
the answer he gets about items that do not exist (404, not 403: "forbidden" would confirm they exist).

Ids are probed before Alice creates her item (the id the table will hand out next), then again after: the two
answers must be identical. Names the same way. Listings are compared before and after Alice writes."""

from __future__ import annotations

import secrets
import uuid
from typing import Any

import httpx2
from mcp import Client
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.stages import TurnInput
from tests.fakes import RecordingSender
from tests.mcp_fixtures import McpHttp


def wire(result: Any) -> str:
    """What the client got, as bytes on the wire would carry it (the server's info stamp aside)."""
    return str(result.model_dump_json(by_alias=True, exclude={"meta"}))


async def next_id(engine: AsyncEngine, table: str) -> int:
    async with engine.connect() as conn:
        last, called = (await conn.execute(text(f"SELECT last_value, is_called FROM {table}_id_seq"))).one()
    return int(last) + 1 if called else int(last)


class Probe:
    """Bob's answers, kept to compare; counts the byte-identical comparisons made."""

    def __init__(self, bob: Client) -> None:
        self.bob = bob
        self.compared = 0

    async def call(self, name: str, args: dict[str, Any]) -> str:
        return wire(await self.bob.call_tool(name, args))

    def same(self, before: str, after: str, what: str) -> None:
        assert before == after, f"{what}: Bob's answer changed once Alice's item existed:\n{before}\n{after}"
        self.compared += 1


async def test_another_owners_items_read_exactly_like_missing_ones(mcp_http: McpHttp, engine: AsyncEngine,
                                                                  sender: RecordingSender) -> None:
    alice, bob = f"alice-{uuid.uuid4().hex[:8]}", f"bob-{uuid.uuid4().hex[:8]}"
    _, alice_key = await mcp_http.key(alice, "laptop")
    _, bob_key = await mcp_http.key(bob, "laptop")
    project, contact, word = f"Apollo{uuid.uuid4().hex[:6]}", f"Carol{uuid.uuid4().hex[:6]}", uuid.uuid4().hex[:10]
    async with mcp_http.client(alice_key) as a, mcp_http.client(bob_key) as b:
        probe = Probe(b)
        await b.call_tool("add_contact", {"name": "Dave", "chat_id": 5})
        bob_note = (await b.call_tool("create_note", {"text": "Bob's own"})).structured_content["data"]["id"]  # type: ignore[index]
        reads = [("list_notes", {}), ("list_notes", {"query": word}), ("list_reminders", {"include_done": True}),
                 ("list_preferences", {}), ("list_memories", {}), ("search_memory", {"query": word}),
                 ("list_projects", {"include_done": True}), ("list_contacts", {}), ("list_keys", {}),
                 ("read_daily_briefing", {})]
        reads_before = [await probe.call(n, args) for n, args in reads]
        talk_before = await probe.call("talk_to_arthur", {"text": "/notes"})

        # Numbers guessed across owners: the number Alice's next item will get (numbers are per owner: Bob has note
        # #1 of his own, Alice's secret note will be her #2), asked about before and after it exists; key ids are
        # global.
        await a.call_tool("create_note", {"text": "Alice's first"})
        ids = {"notes": 2, "reminders": 1, "preferences": 1, "memories": 1,
               "mcp_keys": await next_id(engine, "mcp_keys")}
        by_id = [("retire_note", {"note_id": ids["notes"], "reason": "mine now"}),
                 ("share_note", {"note_id": ids["notes"], "contact": "Dave"}),
                 ("complete_reminder", {"reminder_id": ids["reminders"]}),
                 ("snooze_reminder", {"reminder_id": ids["reminders"], "minutes": 10}),
                 ("deactivate_preference", {"preference_id": ids["preferences"]}),
                 ("retire_memory", {"memory_id": ids["memories"]}),
                 ("retire_key", {"key_id": ids["mcp_keys"], "reason": "mine now"})]
        by_name = [("read_project", {"name": project}),
                   ("record_decision", {"project": project, "decision": "cancel it"}),
                   ("update_project", {"name": project, "phase": "paused"}),
                   ("rename_project", {"name": project, "new_name": "Stolen"}),
                   ("start_session", {"project": project}),
                   ("share_note", {"note_id": bob_note, "contact": contact})]
        missing = [await probe.call(n, args) for n, args in by_id + by_name]

        # Alice's items, created through her own key, with exactly the ids probed above.
        async def made(name: str, args: dict[str, Any]) -> Any:
            result = await a.call_tool(name, args)
            assert result.structured_content["outcome"] == "ok", result  # type: ignore[index]
            return result.structured_content.get("data")  # type: ignore[union-attr]

        assert (await made("create_note", {"text": f"Alice's secret {word}"}))["id"] == ids["notes"]
        assert (await made("create_reminder", {"text": word, "due": "2026-12-01 09:00"}))["id"] == ids["reminders"]
        assert (await made("remember_preference", {"text": f"answer tersely {word}"}))["id"] == ids["preferences"]
        assert (await made("save_memory", {"text": f"my locker code is {word}"}))["id"] == ids["memories"]
        key_id, _ = await mcp_http.key(alice, "phone")
        assert key_id == ids["mcp_keys"]
        await made("create_project", {"name": project})
        await made("add_contact", {"name": contact, "chat_id": 6})

        crossed = [await probe.call(n, args) for n, args in by_id + by_name]
        for (name, _), before, after in zip(by_id + by_name, missing, crossed, strict=True):
            probe.same(before, after, name)
        for (name, _), before in zip(reads, reads_before, strict=True):
            probe.same(before, await probe.call(name, dict(_)), name)
        probe.same(talk_before, await probe.call("talk_to_arthur", {"text": "/notes"}), "talk_to_arthur /notes")

        # Confirmations: Alice's pending share, pressed or cancelled by Bob, reads like a token that never was.
        alice_note = ids["notes"]
        asked = await a.call_tool("share_note", {"note_id": alice_note, "contact": contact})
        assert asked.structured_content["outcome"] == "pending_confirmation"  # type: ignore[index]
        token = await pending_token(engine, alice)
        invented = secrets.token_urlsafe(9)
        pressed = [await mcp_http.turns.handle(TurnInput(bob, f"cf:{t}", channel="telegram", kind="button"))
                   for t in (invented, token)]
        probe.same(pressed[0].reply, pressed[1].reply, "Bob presses Confirm on Alice's token")
        cancels = [await probe.call("talk_to_arthur", {"text": f"/cancel {t}"}) for t in (invented, token)]
        probe.same(cancels[0].replace(invented, "T"), cancels[1].replace(token, "T"), "Bob cancels Alice's token")

        # Alice's items are untouched, and her confirmation still works for her alone.
        notes = (await a.call_tool("list_notes", {})).structured_content["data"]["notes"]  # type: ignore[index]
        assert sorted((n["id"], n["retired_at"]) for n in notes) == [(1, None), (alice_note, None)]
        done = await mcp_http.turns.handle(TurnInput(alice, f"cf:{token}", channel="telegram", kind="button"))
        assert done.actions[0].outcome.kind == "ok" and sender.sent == [(6, f"Alice's secret {word}")]

    # The transport: Alice's HTTP session id presented with Bob's key reads like an invented session id.
    alice_session = await session_id(mcp_http.url, alice_key)
    answers = [await post_in_session(mcp_http.url, bob_key, sid) for sid in (uuid.uuid4().hex, alice_session)]
    assert answers[0][0] == 404
    probe.same(repr(answers[0]), repr(answers[1]), "Bob in Alice's HTTP session")
    assert probe.compared >= 17
    print(f"isolation: {probe.compared} byte-identical comparisons")


async def pending_token(engine: AsyncEngine, user: str) -> str:
    async with engine.connect() as conn:
        return str((await conn.execute(text(
            "SELECT c.token FROM confirmations c JOIN owners o ON o.id = c.owner_id WHERE o.external_id = :u "
            "AND c.resolved_at IS NULL ORDER BY c.id DESC LIMIT 1"), {"u": user})).scalar_one())


HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


async def session_id(url: str, key: str) -> str:
    body = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    async with httpx2.AsyncClient() as http:
        r = await http.post(url, json=body, headers={**HEADERS, "Authorization": f"Bearer {key}"})
    return r.headers["mcp-session-id"]


async def post_in_session(url: str, key: str, sid: str) -> tuple[int, bytes]:
    body = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "list_notes", "arguments": {}}}
    async with httpx2.AsyncClient() as http:
        r = await http.post(url, json=body, headers={**HEADERS, "Authorization": f"Bearer {key}",
                                                     "Mcp-Session-Id": sid, "Mcp-Protocol-Version": "2025-11-25"})
    return r.status_code, r.content
