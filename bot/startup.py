"""Before serving: reach the Bot API once, and turn what goes wrong into one line naming the setting to fix.

Python-telegram-bot's own errors blame the token for a wrong server address and print the token; these
lines name ARTHUR_TELEGRAM_BASE_URL, ARTHUR_TELEGRAM_TOKEN or ARTHUR_TELEGRAM_PROXY and never the token.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator

from telegram import Bot
from telegram.error import InvalidToken, NetworkError, TelegramError, TimedOut


class CannotStart(Exception):
    """The bot cannot serve; the message is one line naming the setting and the fix (never the token)."""


@contextlib.contextmanager
def _quiet_library() -> Iterator[None]:
    """PTB logs a traceback (with the server's page) when an answer is not JSON: the one line says it all."""
    logger = logging.getLogger("telegram")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


def _causes(exc: BaseException) -> list[BaseException]:
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in chain:
        chain.append(current)
        current = current.__cause__ or current.__context__
    return chain


def _why(exc: BaseException, token: str) -> str:
    """A short reason without the token: 'connection refused', 'timed out', 'Unauthorized'…"""
    chain = _causes(exc)
    if any(isinstance(e, TimedOut | TimeoutError) for e in chain):
        return "timed out"
    text = " ".join(str(e) for e in chain)
    if any(isinstance(e, ConnectionRefusedError) for e in chain) or "Connect call failed" in text:
        return "connection refused"
    if "Name or service not known" in text or "nodename nor servname" in text or "getaddrinfo" in text:
        return "unknown host"
    first = str(chain[-1] if isinstance(chain[0], NetworkError) else chain[0]).split(". ", 1)[0]
    return first.replace(token, "…")[:80] or type(chain[-1]).__name__


def explain(exc: BaseException, base_url: str | None, token: str) -> str:
    """The one line for an error met while reaching the Bot API."""
    where = base_url.rstrip("/") if base_url else "Telegram's Bot API"
    chain = _causes(exc)
    not_bot_api = any(isinstance(e, TelegramError) and str(e) == "Invalid server response" for e in chain)
    if not_bot_api:
        return (f"bad setting ARTHUR_TELEGRAM_BASE_URL: {where} does not answer like a Bot API server "
                f"({_why(chain[-1], token)}); give the server's root URL (Arthur appends /bot<token>), "
                "or unset it to use Telegram's")
    if isinstance(exc, InvalidToken):
        return (f"bad setting ARTHUR_TELEGRAM_TOKEN: {where} rejected the token ({_why(chain[-1], token)}); "
                "copy it again from @BotFather")
    if isinstance(exc, NetworkError | OSError | TimeoutError):
        if base_url:
            return (f"bad setting ARTHUR_TELEGRAM_BASE_URL: cannot reach {where} ({_why(exc, token)}); check the "
                    "address and that the server is running, or unset it to use Telegram's")
        return (f"cannot reach {where} ({_why(exc, token)}): check the network, or set ARTHUR_TELEGRAM_PROXY "
                "to an http:// proxy")
    return f"cannot start on Telegram: {type(exc).__name__} ({_why(exc, token)})"


async def reach(bot: Bot, base_url: str | None) -> None:
    """Ask the Bot API who the bot is (getMe); raise `CannotStart` with the line to show if it does not answer."""
    try:
        with _quiet_library():
            await bot.initialize()
    except (TelegramError, OSError, TimeoutError) as exc:
        with contextlib.suppress(Exception):
            await bot.shutdown()
        raise CannotStart(explain(exc, base_url, bot.token)) from None
