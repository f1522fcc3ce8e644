"""Outside MCP tools under Arthur's executor, against a small MCP server of the tests' own (a subprocess, real
streamable HTTP, bearer token): a read tool in a turn, an external tool that waits for the owner, validation
against the listed schema, isError, a tool gone since the listing, and a server that dies mid-call."""

from __future__ import annotations

import asyncio
import os
import socket
import sys
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_executor, build_outside, build_turns
from arthur.settings import Settings, SettingsError
from pipeline.action_context import Caller, Ports
from pipeline.actions import CATALOG
from pipeline.executor import Executor
from pipeline.llm import MistralChat
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused
from pipeline.stages import TurnInput
from pipeline.turns import Turns
from stores.models import LedgerEntry, Owner
from tests.fake_mistral import FakeMistral, chat, route
from tests.fakes import MutableClock, RecordingSender

ROOT = Path(__file__).resolve().parents[2]
SMALL, LARGE = "mistral-small-latest", "mistral-large-latest"
CMD = Caller("command")


@dataclass
class Weather:
    url: str
    token: str
    state: Path
    proc: asyncio.subprocess.Process

    def lines(self, name: str) -> list[str]:
        path = self.state / name
        return path.read_text().splitlines() if path.exists() else []


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
async def weather(tmp_path: Path) -> AsyncIterator[Weather]:
    port, token, state = free_port(), f"w-{uuid.uuid4().hex}", tmp_path / "weather"
    state.mkdir()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.outside_server", str(port), token, str(state),
        env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=asyncio.subprocess.DEVNULL)
    for _ in range(300):
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.close()
            break
        except OSError:
            assert proc.returncode is None, "the test server did not start"
            await asyncio.sleep(0.05)
    yield Weather(f"http://127.0.0.1:{port}/mcp", token, state, proc)
    if proc.returncode is None:
        proc.kill()
        await proc.wait()


SERVERS = """
[[servers]]
name = "weather"
url = "{url}"
token_env = "TEST_WEATHER_TOKEN"
timeout_s = {timeout}
tools = ["forecast", "alert", "refuse", "hang", "vanishing", "missing"]
effects = {{ forecast = "read", refuse = "read", hang = "read", vanishing = "read" }}
"""


@dataclass
class Outside:
    turns: Turns
    executor: Executor
    outside: Any


@pytest.fixture
async def arthur(weather: Weather, engine: AsyncEngine, settings: Settings, clock: MutableClock,
                 sender: RecordingSender, embedder: Any, fake_mistral: FakeMistral, tmp_path: Path,
                 monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Outside]:
    monkeypatch.setenv("TEST_WEATHER_TOKEN", weather.token)
    path = tmp_path / "servers.toml"
    path.write_text(SERVERS.format(url=weather.url, timeout=10))
    config = settings.model_copy(update={"mcp_servers": path, "local_intents": False, "turn_deadline_s": 30})
    outside, extra = await build_outside(config)
    executor = build_executor(engine, config, clock, Ports(sender=sender, embedder=embedder, outside=outside),
                              CATALOG.with_actions(extra))
    llm = MistralChat(api_key="test-key", server_url=fake_mistral.url, max_retry_s=1.5)
    turns, _ = await build_turns(config, executor, engine, clock, llm)
    yield Outside(turns, executor, outside)
    assert outside is not None
    await outside.close()


async def ledger(engine: AsyncEngine, user: str) -> list[Any]:
    async with engine.connect() as conn:
        owner = (await conn.execute(select(Owner.id).where(Owner.external_id == user))).scalar_one()
        return list((await conn.execute(select(LedgerEntry).where(LedgerEntry.owner_id == owner)
                                        .order_by(LedgerEntry.id))).all())


async def test_taken_tools_join_under_namespaced_names(arthur: Outside) -> None:
    catalog = arthur.executor.catalog
    outside = {a.name: a.effect for a in catalog.actions if a.name.startswith("weather.")}
    # alert claims readOnlyHint: a hint from an untrusted party never lowers the default external_effect.
    assert outside == {"weather.forecast": "read", "weather.alert": "external_effect", "weather.refuse": "read",
                       "weather.hang": "read", "weather.vanishing": "read"}
    assert not catalog.problems()
    tools = {t["function"]["name"]: t["function"] for t in catalog.tools_for("steward")}
    assert tools["weather__forecast"]["parameters"]["required"] == ["city"]
    assert tools["weather__forecast"]["description"].startswith("[outside tool from the weather MCP server]")
    assert "create_note" in tools


async def test_a_read_tool_used_in_a_turn(arthur: Outside, fake_mistral: FakeMistral, owner_key: str,
                                          engine: AsyncEngine, weather: Weather) -> None:
    fake_mistral.script(SMALL, route("steward", "DAILY"))
    fake_mistral.script(LARGE, chat(None, [("weather__forecast", {"city": "Paris"})]),
                        chat("It looks sunny in Paris, 21°C."))
    record = await arthur.turns.handle(TurnInput(owner_key, "what's the weather tomorrow in Paris?"))
    call = record.actions[0]
    assert call.name == "weather.forecast" and isinstance(call.outcome, Ok)
    assert call.outcome.data.structured == {"city": "Paris", "sky": "sunny", "celsius": 21}  # type: ignore[union-attr]
    assert record.reply == "It looks sunny in Paris, 21°C."  # what the outside read says passes the guard
    tool_turn = fake_mistral.requests[2]["messages"][-1]
    assert tool_turn["role"] == "tool" and "Sunny in Paris, 21°C." in tool_turn["content"]
    assert "weather__forecast" in {t["function"]["name"] for t in fake_mistral.requests[1]["tools"]}
    rows = await ledger(engine, owner_key)
    assert [(r.action, r.outcome, r.via, r.agent) for r in rows] == [("weather.forecast", "ok", "llm", "steward")]
    assert weather.lines("calls") == ["forecast"]


async def test_arguments_are_checked_against_the_listed_schema(arthur: Outside, owner_key: str,
                                                               weather: Weather) -> None:
    owner = await arthur.executor.owner(owner_key)
    wrong_type = await arthur.executor.run(owner, CMD, "weather.forecast", {"city": 3})
    stray = await arthur.executor.run(owner, CMD, "weather.forecast", {"city": "Paris", "when": "now"})
    assert isinstance(wrong_type, Refused) and wrong_type.code == "invalid_arguments"
    assert "3 is not of type 'string'" in (wrong_type.detail or "")
    assert isinstance(stray, Refused) and stray.code == "invalid_arguments"
    assert weather.lines("calls") == []  # nothing was sent


async def test_an_external_tool_waits_for_the_owner(arthur: Outside, fake_mistral: FakeMistral, owner_key: str,
                                                    engine: AsyncEngine, weather: Weather) -> None:
    fake_mistral.script(SMALL, route("steward", "DAILY"))
    fake_mistral.script(LARGE, chat(None, [("weather__alert", {"message": "storm at 6"})]))
    asked = await arthur.turns.handle(TurnInput(owner_key, "warn the neighbours about the storm"))
    assert isinstance(asked.actions[0].outcome, PendingConfirmation)
    assert 'Run weather.alert on the weather server with {"message": "storm at 6"}?' in asked.reply
    assert weather.lines("alerts") == [] and weather.lines("calls") == []
    done = await arthur.turns.handle(TurnInput(owner_key, f"/confirm {asked.pending[0].token}"))
    assert done.reply == "weather.alert: Alert posted: storm at 6"
    assert weather.lines("alerts") == ["storm at 6"]
    rows = await ledger(engine, owner_key)
    assert [(r.action, r.outcome, r.confirmed) for r in rows] == [
        ("weather.alert", "pending_confirmation", False), ("weather.alert", "ok", True)]


async def test_is_error_is_a_refusal_with_its_text(arthur: Outside, owner_key: str) -> None:
    owner = await arthur.executor.owner(owner_key)
    outcome = await arthur.executor.run(owner, CMD, "weather.refuse", {"city": "Atlantis"})
    assert outcome == Refused("outside_refused", "weather.refuse refused: Atlantis is not covered.")


async def test_a_tool_gone_since_the_listing_is_refused_by_name(arthur: Outside, owner_key: str,
                                                                weather: Weather) -> None:
    owner = await arthur.executor.owner(owner_key)
    assert isinstance(await arthur.executor.run(owner, CMD, "weather.vanishing", {"city": "x"}), Ok)
    (weather.state / "gone").touch()
    first = await arthur.executor.run(owner, CMD, "weather.vanishing", {"city": "x"})
    second = await arthur.executor.run(owner, CMD, "weather.vanishing", {"city": "x"})
    expected = Refused("tool_gone", "weather.vanishing is no longer offered by the weather server (vanishing is "
                       "gone since it was listed); nothing was done.")
    assert first == expected and second == expected
    assert weather.lines("calls") == ["vanishing", "vanishing"]  # the second ask never reached the server


async def test_a_server_that_dies_mid_call_is_failed_and_said_so(arthur: Outside, fake_mistral: FakeMistral,
                                                                 owner_key: str, weather: Weather) -> None:
    fake_mistral.script(SMALL, route("steward", "DAILY"))
    fake_mistral.script(LARGE, chat(None, [("weather__hang", {"city": "Oslo"})]), chat("All done!"))
    turn = asyncio.create_task(arthur.turns.handle(TurnInput(owner_key, "check Oslo")))
    for _ in range(500):
        if (weather.state / "hanging").exists():
            break
        await asyncio.sleep(0.02)
    weather.proc.kill()
    record = await asyncio.wait_for(turn, 30)
    outcome = record.actions[0].outcome
    assert isinstance(outcome, Failed) and outcome.check == "the weather server"
    assert record.route is not None and record.route["cut"] == "failed"  # code speaks, not the model
    assert record.reply.startswith("weather.hang did not answer (")
    assert record.reply.endswith("I can't tell whether it was done: check the weather server.")
    assert "All done" not in record.reply
    tools = await arthur.turns.handle(TurnInput(owner_key, "/tools"))
    assert tools.reply.startswith(f"weather ({weather.url}): not reachable (")


async def test_tools_lists_what_each_server_offers(arthur: Outside, owner_key: str) -> None:
    record = await arthur.turns.handle(TurnInput(owner_key, "/tools"))
    lines = record.reply.splitlines()
    assert lines[0] == f"weather ({arthur.outside._links['weather'].config.url}):"
    assert "  ✓ forecast: taken, runs as read [readOnlyHint=true]" in lines
    assert "  ✓ alert: taken, runs as external_effect [readOnlyHint=true]" in lines
    assert "  · untaken: offered, not taken [readOnlyHint=true]" in lines
    assert "  ✗ missing: taken, but not offered at start-up (restart Arthur once it is)" in lines


async def test_an_unreachable_server_leaves_its_tools_out(settings: Settings, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TEST_WEATHER_TOKEN", raising=False)
    path = tmp_path / "servers.toml"
    path.write_text(SERVERS.format(url=f"http://127.0.0.1:{free_port()}/mcp", timeout=3))
    outside, extra = await build_outside(settings.model_copy(update={"mcp_servers": path}))
    assert outside is not None and extra == []
    offers = await outside.offers()
    assert not offers[0].reachable and offers[0].error
    await outside.close()
    path.write_text("[[servers]]\nname = 'x'\nurl = 'http://a'\ncommand = ['b']\n")
    with pytest.raises(SettingsError, match=r"ARTHUR_MCP_SERVERS.*either url or command"):
        await build_outside(settings.model_copy(update={"mcp_servers": path}))
