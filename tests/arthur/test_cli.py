"""The `arthur` command as a user runs it: separate processes, one real database."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

from stores.database import ensure_database

pytestmark = pytest.mark.slow


def _run(args: list[str], env: dict[str, str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "arthur.cli", *args], env=env, input=stdin, capture_output=True,
                          text=True, timeout=120, check=False)


@pytest.fixture
async def cli_env(database_uri: str, tmp_path: Path) -> dict[str, str]:
    name = f"arthur_cli_{uuid.uuid4().hex[:8]}"
    await ensure_database(database_uri, name)
    base, _, query = database_uri.partition("?")
    url = base.rsplit("/", 1)[0] + f"/{name}" + (f"?{query}" if query else "")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARTHUR_", "MISTRAL_"))}
    env.update(ARTHUR_DATABASE_URL=url, ARTHUR_HOME=str(tmp_path), ARTHUR_TIMEZONE="Europe/Paris",
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    return env


async def test_a_note_survives_across_processes(cli_env: dict[str, str]) -> None:
    first = _run(["say", "--json", "/note buy milk"], cli_env)
    assert first.returncode == 0, first.stderr
    record = json.loads(first.stdout)
    assert record["input"] == "/note buy milk"
    assert record["actions"][0]["name"] == "create_note"
    assert record["actions"][0]["outcome"] == "ok"
    assert set(record) >= {"input", "route", "actions", "guard", "reply", "usage", "timings_ms", "surface"}
    assert record["surface"] == "console"
    second = _run(["say", "/notes"], cli_env)
    assert second.returncode == 0, second.stderr
    assert "buy milk" in second.stdout


async def test_owners_are_separate_on_the_console(cli_env: dict[str, str]) -> None:
    assert _run(["say", "--user", "111", "/note mine"], cli_env).returncode == 0
    other = _run(["say", "--user", "222", "/notes"], cli_env)
    assert "You have no notes." in other.stdout


async def test_chat_reads_stdin_and_the_newcomer_tour_gives_exact_figures(cli_env: dict[str, str]) -> None:
    script = "\n".join(["/project new Arthur", "/start_session Arthur", "/pause", "/resume", "/stop",
                        "/time today", "/week", "/quit"])
    done = _run(["chat"], cli_env, stdin=script)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Created project Arthur" in out
    assert "Timer started on Arthur" in out and "Paused Arthur" in out and "Resumed Arthur" in out
    assert "Stopped Arthur" in out and "Worked " in out and "Week of" in out


def test_a_bad_setting_fails_with_one_line_naming_it(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARTHUR_")}
    env.update(ARTHUR_TIMEZONE="Mars/Olympus", ARTHUR_HOME=str(tmp_path),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = _run(["say", "/notes"], env)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "ARTHUR_TIMEZONE" in lines[0]


def test_a_bad_database_url_is_named(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARTHUR_")}
    env.update(ARTHUR_DATABASE_URL="mysql://nope", ARTHUR_HOME=str(tmp_path),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = _run(["say", "/notes"], env)
    assert done.returncode == 2 and "ARTHUR_DATABASE_URL" in done.stderr


async def test_say_json_against_a_mistral_compatible_server(cli_env: dict[str, str], fake_mistral: Any) -> None:
    from tests.fake_mistral import chat, route

    fake_mistral.script("mistral-small-latest", route("steward", "DAILY"))
    fake_mistral.script("mistral-large-latest", chat(None, [("create_note", {"text": "boiler code 4471"})]),
                        chat("Noted, and I've set a reminder to check it."))
    env = {**cli_env, "ARTHUR_MISTRAL_API_KEY": "x", "ARTHUR_MISTRAL_SERVER_URL": fake_mistral.url,
           "ARTHUR_LOCAL_INTENTS": "false"}
    done = await asyncio.to_thread(_run, ["say", "--json", "keep the boiler code 4471 somewhere"], env)
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["route"]["agent"] == "steward" and record["route"]["domain"] == "DAILY"
    assert record["actions"][0]["name"] == "create_note" and record["actions"][0]["outcome"] == "ok"
    assert [g["rule"] for g in record["guard"]] == ["restated", "not_done"]
    assert "I have not set any reminder" in record["reply"]["text"]
    assert record["usage"]["prompt_tokens"] > 0 and len(record["usage"]["calls"]) == 3
    assert fake_mistral.requests[0]["messages"][-1]["content"] == "keep the boiler code 4471 somewhere"


async def test_arthur_run_serves_telegram_and_stops_cleanly(cli_env: dict[str, str], tmp_path: Path) -> None:
    """The composition root as a user starts it: `arthur` with a token, against a Bot API-compatible server, and
    the MCP server beside the bot on the same loop (ARTHUR_MCP_PORT)."""
    import signal

    from tests.fake_telegram import FakeBotAPI

    made = await asyncio.to_thread(_run, ["key", "new", "--user", "424242424", "--label", "laptop"], cli_env)
    key = next(w for w in made.stdout.split() if w.startswith("arthur_"))
    port = _free_port()
    fake = FakeBotAPI()
    await fake.start()
    user = 424_242_424
    env = {**cli_env, "ARTHUR_TELEGRAM_TOKEN": "99887766:SMOKE", "ARTHUR_TELEGRAM_BASE_URL": fake.url,
           "ARTHUR_TELEGRAM_ALLOWED_USERS": str(user), "ARTHUR_HOME": str(tmp_path), "ARTHUR_MCP_PORT": str(port)}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "arthur.cli", env=env,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        await fake.wait_for(lambda: "fr" in fake.commands, 90)
        await fake.push_text("99887766:SMOKE", user, "note that the boiler code is 4471")
        await fake.push_text("99887766:SMOKE", 5, "hello")
        await fake.wait_for(lambda: len(fake.to(user, "sendMessage")) == 1 and len(fake.to(5)) == 1, 30)
        assert fake.to(user, "sendMessage")[0].text.startswith("Saved note #")
        wrote = await _wait_for_mcp(f"http://127.0.0.1:{port}/mcp", key, proc)
        assert wrote.structured_content["outcome"] == "ok"
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            _, err = await asyncio.wait_for(proc.communicate(), 30)
        finally:
            await fake.stop()
    assert proc.returncode == 0, err.decode()[-2000:]
    listed = await asyncio.to_thread(_run, ["say", "--user", str(user), "/notes"], cli_env)
    assert "from the laptop" in listed.stdout and "boiler code" in listed.stdout


async def test_mcp_keys_from_the_command_line(cli_env: dict[str, str]) -> None:
    cli_env = {**cli_env, "ARTHUR_EMBEDDINGS": "off"}
    made = _run(["key", "new", "--user", "4242", "--label", "laptop"], cli_env)
    assert made.returncode == 0, made.stderr
    secret = next(w for w in made.stdout.split() if w.startswith("arthur_"))
    key_id = made.stdout.split("#", 1)[1].split()[0]
    listed = _run(["key", "list"], cli_env)
    assert f"#{key_id}  owner 4242  'laptop'" in listed.stdout and "active" in listed.stdout
    assert secret not in listed.stdout
    retired = _run(["key", "retire", key_id, "--reason", "lost the laptop"], cli_env)
    assert retired.returncode == 0 and f"Retired key #{key_id} (laptop)" in retired.stdout
    again = _run(["key", "list", "--user", "4242"], cli_env)
    assert "retired" in again.stdout and "lost the laptop" in again.stdout
    missing = _run(["key", "retire", "999999", "--reason", "x"], cli_env)
    assert missing.returncode == 1 and "There is no key #999999" in missing.stdout
    record = json.loads(_run(["say", "--json", "--user", "4242", "/keys"], cli_env).stdout)
    assert record["actions"][0]["outcome"] == "ok" and "laptop" in record["reply"]["text"]


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _wait_for_mcp(url: str, key: str, proc: Any, timeout: float = 90) -> Any:
    from tests.mcp_fixtures import connect

    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        try:
            async with connect(url, key) as client:
                return await client.call_tool("create_note", {"text": "from the laptop"})
        except BaseException:  # not listening yet (the SDK raises an ExceptionGroup)
            if proc.returncode is not None or asyncio.get_running_loop().time() > deadline:
                raise
            await asyncio.sleep(0.3)


async def test_arthur_mcp_serves_http_alone(cli_env: dict[str, str]) -> None:
    """`arthur mcp --port` as a user starts it, stopped by SIGTERM."""
    import signal

    made = await asyncio.to_thread(_run, ["key", "new", "--user", "424243", "--label", "laptop"], cli_env)
    key = next(w for w in made.stdout.split() if w.startswith("arthur_"))
    port = _free_port()
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "arthur.cli", "mcp", "--port", str(port),
                                                env={**cli_env, "ARTHUR_EMBEDDINGS": "off"},
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        wrote = await _wait_for_mcp(f"http://127.0.0.1:{port}/mcp", key, proc)
        assert wrote.structured_content["outcome"] == "ok"
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(proc.communicate(), 30)
    assert proc.returncode == 0, err.decode()[-2000:]
    listed = await asyncio.to_thread(_run, ["say", "--user", "424243", "/notes"], cli_env)
    assert "from the laptop" in listed.stdout


async def _start_fails(env: dict[str, str], token: str) -> subprocess.CompletedProcess[str]:
    done = await asyncio.to_thread(_run, ["run"], env)
    assert done.returncode == 2, done.stderr[-2000:]
    assert token not in done.stdout + done.stderr and token.split(":", 1)[1] not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return done


@pytest.fixture
async def bot_env(tmp_path: Path) -> Any:
    from tests.fake_telegram import FakeBotAPI

    fake = FakeBotAPI()
    await fake.start()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARTHUR_", "MISTRAL_"))}
    env.update(ARTHUR_HOME=str(tmp_path), ARTHUR_TELEGRAM_ALLOWED_USERS="1", ARTHUR_DATABASE_URL="postgresql://x/y",
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    yield fake, env
    await fake.stop()


async def test_a_base_url_that_is_no_bot_api_names_the_setting(bot_env: Any) -> None:
    fake, env = bot_env
    token = "123456:SECRET-WRONG-BASE"
    env.update(ARTHUR_TELEGRAM_TOKEN=token, ARTHUR_TELEGRAM_BASE_URL=fake.url + "/not/the/api")
    done = await _start_fails(env, token)
    assert "ARTHUR_TELEGRAM_BASE_URL" in done.stderr and "does not answer like a Bot API server" in done.stderr


async def test_an_unreachable_base_url_names_the_setting(bot_env: Any) -> None:
    _, env = bot_env
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    token = "123456:SECRET-CLOSED-PORT"
    env.update(ARTHUR_TELEGRAM_TOKEN=token, ARTHUR_TELEGRAM_BASE_URL=f"http://127.0.0.1:{port}")
    done = await _start_fails(env, token)
    assert "ARTHUR_TELEGRAM_BASE_URL" in done.stderr and "connection refused" in done.stderr


async def test_a_rejected_token_names_the_token_setting_without_printing_it(bot_env: Any) -> None:
    fake, env = bot_env
    token = "123456:SECRET-REVOKED"
    fake.rejected_tokens.add(token)
    env.update(ARTHUR_TELEGRAM_TOKEN=token, ARTHUR_TELEGRAM_BASE_URL=fake.url)
    done = await _start_fails(env, token)
    assert "ARTHUR_TELEGRAM_TOKEN" in done.stderr and "rejected the token (Unauthorized)" in done.stderr


def test_a_base_url_without_a_scheme_is_refused_in_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARTHUR_")}
    env.update(ARTHUR_TELEGRAM_TOKEN="123456:SECRET-SCHEME", ARTHUR_TELEGRAM_BASE_URL="localhost:8081",
               ARTHUR_HOME=str(tmp_path), PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = _run(["run"], env)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert "ARTHUR_TELEGRAM_BASE_URL" in done.stderr and "SECRET" not in done.stderr


async def test_status_is_one_health_line_and_starts_nothing(cli_env: dict[str, str], tmp_path: Path) -> None:
    assert _run(["say", "/note x"], cli_env).returncode == 0
    (tmp_path / "spool" / "42").mkdir(parents=True)
    (tmp_path / "spool" / "42" / "00000000000000000007.json").write_text("{}")  # one update kept on disk
    up = _run(["status"], cli_env)
    assert up.returncode == 0, up.stderr
    assert up.stdout.strip() == "database: reachable · spool: 1 waiting · last push: none yet"
    said = _run(["say", "/status"], cli_env)
    assert said.stdout.strip() == "database: reachable · last push: none yet"
    away = _run(["status"], {**cli_env, "ARTHUR_DATABASE_URL": "postgresql://nobody@127.0.0.1:9/none"})
    assert away.returncode == 1
    assert away.stdout.strip() == "database: unreachable · spool: 1 waiting · last push: unknown while the database is away"
