"""Sending to Telegram honestly: 429 waits, network errors retry, a timeout is 'unknown', never 'sent'."""

from __future__ import annotations

import asyncio
import logging
import warnings
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal

from telegram import Bot, InlineKeyboardMarkup, Message
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TimedOut

from bot.formatting import escape, split_message

log = logging.getLogger(__name__)

Status = Literal["sent", "unknown", "failed"]


@dataclass(frozen=True)
class Delivery:
    """What happened to a message: sent (Telegram confirmed), unknown (timed out) or failed."""

    status: Status
    message_ids: tuple[int, ...] = ()
    detail: str = ""


def retry_after_seconds(exc: RetryAfter) -> float:
    """How long Telegram asked us to wait, in seconds."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PTB 22 warns that retry_after will become a timedelta
        value = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


async def _send_once(bot: Bot, chat_id: int, text: str, markup: InlineKeyboardMarkup | None,
                     attempts: int) -> Message | Status:
    delay = 0.5
    for attempt in range(attempts):
        try:
            return await bot.send_message(chat_id, escape(text), parse_mode=ParseMode.HTML, reply_markup=markup)
        except RetryAfter as exc:  # not delivered: Telegram asks us to wait
            wait = retry_after_seconds(exc)
            log.warning("429 from Telegram for chat %s: waiting %ss", chat_id, wait)
            await asyncio.sleep(float(wait))
        except TimedOut:
            # The request may or may not have reached Telegram: resending could show it twice.
            log.warning("send to chat %s timed out: delivery unknown", chat_id)
            return "unknown"
        except (BadRequest, Forbidden) as exc:
            log.error("Telegram refused a message to chat %s: %s", chat_id, exc)
            return "failed"
        except NetworkError as exc:
            if attempt == attempts - 1:
                log.error("network error sending to chat %s: %s", chat_id, exc)
                return "failed"
            await asyncio.sleep(delay)
            delay = min(delay * 2, 8.0)
    return "failed"


async def deliver(bot: Bot, chat_id: int, text: str, markup: InlineKeyboardMarkup | None = None,
                  attempts: int = 5) -> Delivery:
    """Send `text` (split if long; buttons on the last piece); the status is the worst of its pieces."""
    pieces = split_message(text) or [" "]
    ids: list[int] = []
    for i, piece in enumerate(pieces):
        result = await _send_once(bot, chat_id, piece, markup if i == len(pieces) - 1 else None, attempts)
        if isinstance(result, str):
            return Delivery(result, tuple(ids), f"piece {i + 1} of {len(pieces)}")
        ids.append(result.message_id)
    return Delivery("sent", tuple(ids))


class TelegramSender:
    """The Sender port for external effects (share_note): raises unless Telegram confirmed the send."""

    def __init__(self, bot: Bot) -> None:
        self._bot = bot

    async def send_text(self, chat_id: int, text: str) -> None:
        """Send, or raise so the executor reports the effect as unknown or failed."""
        result = await deliver(self._bot, chat_id, text)
        if result.status != "sent":
            raise DeliveryError(result.status, result.detail)


class DeliveryError(Exception):
    """A send that Telegram did not confirm."""

    def __init__(self, status: str, detail: str) -> None:
        super().__init__(f"delivery {status} {detail}".strip())
        self.status = status


def edit_kwargs(text: str) -> dict[str, Any]:
    """Arguments to edit a message's text safely."""
    return {"text": escape(split_message(text)[0]), "parse_mode": ParseMode.HTML}
