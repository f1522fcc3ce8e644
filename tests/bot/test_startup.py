"""Start-up lines (pure): the setting to fix is named, the token never shown."""

from __future__ import annotations

from telegram.error import InvalidToken, NetworkError, TelegramError, TimedOut

from bot.startup import explain

TOKEN = "123456:SECRET"


def _chained(outer: BaseException, inner: BaseException) -> BaseException:
    outer.__cause__ = inner
    return outer


def test_a_page_that_is_not_json_blames_the_base_url() -> None:
    first = _chained(InvalidToken("Not Found (404). Parsing the server response b'<html>' failed"),
                     TelegramError("Invalid server response"))
    line = explain(_chained(InvalidToken(f"The token `{TOKEN}` was rejected by the server."), first),
                   "http://h:1/", TOKEN)
    assert line.startswith("bad setting ARTHUR_TELEGRAM_BASE_URL: http://h:1 does not answer like a Bot API")
    assert TOKEN not in line and "\n" not in line


def test_a_json_refusal_blames_the_token() -> None:
    line = explain(_chained(InvalidToken(f"The token `{TOKEN}` was rejected by the server."),
                            InvalidToken("Unauthorized")), None, TOKEN)
    assert line == ("bad setting ARTHUR_TELEGRAM_TOKEN: Telegram's Bot API rejected the token (Unauthorized); "
                    "copy it again from @BotFather")


def test_no_answer_names_the_base_url_or_the_proxy() -> None:
    refused = _chained(NetworkError("aiohttp error: ClientConnectorError(...)"), ConnectionRefusedError())
    assert "ARTHUR_TELEGRAM_BASE_URL: cannot reach http://h:1 (connection refused)" in explain(refused, "http://h:1", TOKEN)
    assert "ARTHUR_TELEGRAM_PROXY" in explain(TimedOut(), None, TOKEN)
    assert "(timed out)" in explain(TimedOut(), None, TOKEN)
