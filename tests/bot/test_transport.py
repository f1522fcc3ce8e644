"""The aiohttp transport under PTB: the same results and errors as PTB's own request class."""

from __future__ import annotations

import socket
from datetime import timedelta

import pytest
from telegram import Bot
from telegram.error import NetworkError, RetryAfter, TimedOut

from bot.transport import AiohttpRequest
from tests.fake_telegram import FakeBotAPI, Fault

TOKEN = "123456:TRANSPORT"


async def _bot(url: str, **kw: float) -> Bot:
    bot = Bot(TOKEN, base_url=f"{url}/bot", base_file_url=f"{url}/file/bot", request=AiohttpRequest(**kw))
    await bot.initialize()
    return bot


async def test_text_files_and_downloads_go_through(fake_bot_api: FakeBotAPI) -> None:
    bot = await _bot(fake_bot_api.url)
    try:
        message = await bot.send_message(42, "héllo <b>", parse_mode=None)
        assert message.text == "héllo <b>" and message.chat.id == 42
        await bot.send_voice(42, b"OggS" + bytes(200), duration=2)  # multipart upload
        assert [s.method for s in fake_bot_api.to(42)] == ["sendMessage", "sendVoice"]
        assert fake_bot_api.to(42)[1].payload["voice"].startswith(b"OggS")
    finally:
        await bot.shutdown()


async def test_a_hanging_send_is_a_timeout_and_a_429_says_when(fake_bot_api: FakeBotAPI) -> None:
    bot = await _bot(fake_bot_api.url)
    try:
        fake_bot_api.faults["sendMessage"].append(Fault("timeout", delay_s=2))
        with pytest.raises(TimedOut):
            await bot.send_message(42, "late", read_timeout=0.3)
        fake_bot_api.faults["sendMessage"].append(Fault("429", retry_after=3))
        with pytest.raises(RetryAfter) as caught:
            await bot.send_message(42, "again")
        assert caught.value.retry_after in (3, timedelta(seconds=3))  # PTB 22 is moving to timedelta
    finally:
        await bot.shutdown()


async def test_no_server_is_a_network_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # nothing listens here once the socket closes
    request = AiohttpRequest(connect_timeout=1)
    bot = Bot(TOKEN, base_url=f"http://127.0.0.1:{port}/bot", request=request)
    try:
        with pytest.raises(NetworkError):
            await bot.initialize()  # getMe
    finally:
        await request.shutdown()


async def test_requests_go_through_the_proxy(fake_bot_api: FakeBotAPI, monkeypatch: pytest.MonkeyPatch) -> None:
    # The fake answers as the proxy would: the Bot API's host (.invalid) can't be reached any other way.
    for proxy, env in ((fake_bot_api.url, None), (None, fake_bot_api.url)):
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        if env:
            monkeypatch.setenv("HTTP_PROXY", env)
        request = AiohttpRequest(connect_timeout=2, proxy=proxy)
        bot = Bot(TOKEN, base_url="http://api.telegram.invalid/bot", request=request)
        try:
            await bot.initialize()
            await bot.send_message(42, f"via {'setting' if proxy else 'environment'}")
        finally:
            await bot.shutdown()
        monkeypatch.delenv("HTTP_PROXY", raising=False)
    assert [s.text for s in fake_bot_api.to(42)] == ["via setting", "via environment"]


async def test_no_proxy_hosts_are_reached_directly(fake_bot_api: FakeBotAPI, monkeypatch: pytest.MonkeyPatch) -> None:
    # The environment is read once per host (not per request, as aiohttp's trust_env would), NO_PROXY included.
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        dead = sock.getsockname()[1]  # nothing listens here once the socket is closed
    monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{dead}")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    request = AiohttpRequest(connect_timeout=2)
    bot = Bot(TOKEN, base_url=f"{fake_bot_api.url}/bot", request=request)
    try:
        await bot.initialize()
        await bot.send_message(43, "direct")
        await bot.send_message(43, "still direct")
    finally:
        await bot.shutdown()
    assert [s.text for s in fake_bot_api.to(43)] == ["direct", "still direct"]
