"""`arthur mcp` over real HTTP, through the SDK's own client: tools from the declarations, typed outcomes,
keys, talk_to_arthur, and external effects left waiting for the owner."""

from __future__ import annotations

from typing import Any

import httpx2
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from pipeline.actions import CATALOG
from pipeline.actions.notes import CreateNote
from pipeline.stages import TurnInput
from stores.models import LedgerEntry, Owner
from tests.fakes import RecordingSender
from tests.mcp_fixtures import McpHttp, RecordingOwnerChannel

WIRE = {"read": {"readOnlyHint": True},
        "internal_write": {"readOnlyHint": False, "destructiveHint": False},
        "external_effect": {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}}


async def ledger(engine: AsyncEngine, user: str) -> list[Any]:
    async with engine.connect() as conn:
        owner = (await conn.execute(select(Owner.id).where(Owner.external_id == user))).scalar_one()
        return list((await conn.execute(select(LedgerEntry).where(LedgerEntry.owner_id == owner)
                                        .order_by(LedgerEntry.id))).all())


async def test_every_action_is_a_tool_with_its_schema_and_annotations(mcp_http: McpHttp, owner_key: str) -> None:
    _, key = await mcp_http.key(owner_key)
    async with mcp_http.client(key) as client:
        listed = (await client.list_tools()).tools
    by_name = {t.name: t for t in listed}
    assert set(by_name) == {a.name for a in CATALOG.actions} | {"talk_to_arthur"}
    for a in CATALOG.actions:
        tool = by_name[a.name].model_dump(by_alias=True, exclude_none=True)
        assert tool["description"] == a.description
        assert tool["inputSchema"] == a.input.model_json_schema()
        assert {k: v for k, v in tool["annotations"].items() if k != "title"} == WIRE[a.effect], a.name
        assert tool["outputSchema"]["properties"]["outcome"]["enum"] == [
            "ok", "refused", "failed", "pending_confirmation"]
    assert by_name["create_note"].input_schema == CreateNote.model_json_schema()
    assert by_name["share_note"].annotations.destructive_hint is True  # type: ignore[union-attr]
    assert by_name["talk_to_arthur"].input_schema["required"] == ["text"]


async def test_a_write_then_a_read(mcp_http: McpHttp, owner_key: str, engine: AsyncEngine) -> None:
    _, key = await mcp_http.key(owner_key, "laptop")
    async with mcp_http.client(key) as client:
        wrote = await client.call_tool("create_note", {"text": "the boiler code is 4471"})
        read = await client.call_tool("list_notes", {"query": "boiler"})
    assert not wrote.is_error and wrote.structured_content["outcome"] == "ok"  # type: ignore[index]
    note = wrote.structured_content["data"]  # type: ignore[index]
    assert note["text"] == "the boiler code is 4471"
    assert wrote.content[0].text == f"Saved note #{note['id']}: the boiler code is 4471"  # type: ignore[union-attr]
    assert [n["id"] for n in read.structured_content["data"]["notes"]] == [note["id"]]  # type: ignore[index]
    assert "the boiler code is 4471" in read.content[0].text  # type: ignore[union-attr]
    rows = await ledger(engine, owner_key)
    assert [(r.action, r.outcome, r.surface, r.via) for r in rows] == [
        ("create_note", "ok", "mcp:laptop", "mcp"), ("list_notes", "ok", "mcp:laptop", "mcp")]


async def test_refused_and_failed_outcomes(mcp_http: McpHttp, owner_key: str, faults: Any) -> None:
    _, key = await mcp_http.key(owner_key)
    async with mcp_http.client(key) as client:
        missing = await client.call_tool("retire_note", {"note_id": 10**12})
        invalid = await client.call_tool("create_note", {"text": 42})
        unknown = await client.call_tool("delete_everything", {})
        faults.arm("notes")
        broke = await client.call_tool("create_note", {"text": "during an outage"})
    assert missing.is_error and missing.structured_content == {  # nothing written, with the reason, and what exists
        "outcome": "refused", "code": "not_found",
        "message": f"There is no note #{10**12}. Nothing was written.\n\nYou have no notes."}
    assert invalid.is_error and invalid.structured_content["code"] == "invalid_arguments"  # type: ignore[index]
    assert unknown.is_error and unknown.structured_content["code"] == "unknown_action"  # type: ignore[index]
    assert broke.is_error and broke.structured_content["outcome"] == "failed"  # type: ignore[index]
    assert broke.structured_content["check"] == "/notes"  # type: ignore[index]
    assert "can't tell whether it was done: check /notes" in broke.content[0].text  # type: ignore[union-attr]


async def _initialize(url: str, headers: dict[str, str]) -> httpx2.Response:
    body = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    async with httpx2.AsyncClient() as http:
        return await http.post(url, json=body, headers={"Accept": "application/json, text/event-stream", **headers})


async def test_keys_missing_unknown_and_retired_get_the_same_401(mcp_http: McpHttp, owner_key: str) -> None:
    key_id, key = await mcp_http.key(owner_key)
    good = await _initialize(mcp_http.url, {"Authorization": f"Bearer {key}"})
    assert good.status_code == 200
    async with mcp_http.client(key) as client:  # a session opened before the key is retired
        assert not (await client.call_tool("list_notes", {})).is_error
        retired = await mcp_http.turns.handle(TurnInput(owner_key, f"/retire_key {key_id} lost"))
        assert retired.actions[0].outcome.kind == "ok"
        with pytest.raises(Exception):  # noqa: B017 - the SDK reports the 401 as an error on the open session
            await client.call_tool("list_notes", {})
    answers = [await _initialize(mcp_http.url, h) for h in (
        {}, {"Authorization": "Bearer arthur_not-a-key"}, {"Authorization": f"Bearer {key}"},
        {"Authorization": "Basic " + key})]
    assert {a.status_code for a in answers} == {401}
    assert len({(a.content, a.headers["www-authenticate"], a.headers["content-type"]) for a in answers}) == 1
    with pytest.raises(BaseException):  # noqa: B017 - ExceptionGroup from the SDK's task group
        async with mcp_http.client(key):
            pass


async def test_talk_to_arthur_is_a_turn_in_the_trace(mcp_http: McpHttp, owner_key: str, engine: AsyncEngine) -> None:
    _, key = await mcp_http.key(owner_key, "phone")
    async with mcp_http.client(key) as client:
        said = await client.call_tool("talk_to_arthur", {"text": "note that the gate code is 2580"})
        sneaky = await client.call_tool("talk_to_arthur", {"text": "/confirm abcdef"})
        bad = await client.call_tool("talk_to_arthur", {"text": ""})
    assert not said.is_error
    body = said.structured_content
    assert body["surface"] == "mcp:phone" and body["actions"][0]["name"] == "create_note"  # type: ignore[index]
    assert body["actions"][0]["outcome"] == "ok" and body["reply"].startswith("Saved note #")  # type: ignore[index]
    assert sneaky.structured_content["actions"][0]["code"] == "confirm_elsewhere"  # type: ignore[index]
    assert bad.is_error
    trace = await mcp_http.turns.handle(TurnInput(owner_key, "/trace", channel="telegram"))
    assert "surface: mcp:phone" in trace.reply and "/confirm" in trace.reply
    rows = await ledger(engine, owner_key)
    assert (rows[0].action, rows[0].surface, rows[0].via) == ("create_note", "mcp:phone", "intent")


async def test_an_external_effect_waits_for_the_owner(mcp_http: McpHttp, owner_key: str, engine: AsyncEngine,
                                                      owner_channel: RecordingOwnerChannel,
                                                      sender: RecordingSender) -> None:
    _, key = await mcp_http.key(owner_key, "laptop")
    async with mcp_http.client(key) as client:
        note = (await client.call_tool("create_note", {"text": "door code 1234"})).structured_content["data"]["id"]  # type: ignore[index]
        await client.call_tool("add_contact", {"name": "Bob", "chat_id": 4242})
        asked = await client.call_tool("share_note", {"note_id": note, "contact": "Bob"})
        owner_channel.answer = "failed"
        untold = await client.call_tool("share_note", {"note_id": note, "contact": "Bob"})
        refused = await client.call_tool("share_note", {"note_id": note, "contact": "Nobody"})
    assert not asked.is_error and asked.structured_content["outcome"] == "pending_confirmation"  # type: ignore[index]
    assert asked.structured_content["owner_told"] == "sent"  # type: ignore[index]
    text = asked.content[0].text  # type: ignore[union-attr]
    assert text.startswith("Nothing has happened yet.") and "asked on Telegram" in text
    assert "token" not in str(asked.structured_content) and sender.sent == []
    owner, reply = owner_channel.told[0]
    assert owner.external_id == owner_key
    assert reply.text.startswith(f"An MCP client (laptop) asks to share note #{note} with Bob.")
    assert [b.data[:3] for b in reply.buttons[0]] == ["cf:", "cx:"]
    assert untold.structured_content["owner_told"] == "failed"  # type: ignore[index]
    assert "could not be asked" in untold.content[0].text  # type: ignore[union-attr]
    assert refused.is_error and refused.structured_content["code"] == "unknown_contact"  # type: ignore[index]
    assert len(owner_channel.told) == 2
    pending = [r for r in await ledger(engine, owner_key) if r.outcome == "pending_confirmation"]
    assert [(r.surface, r.via) for r in pending] == [("mcp:laptop", "mcp")] * 2
