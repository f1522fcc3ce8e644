"""Sending to Telegram honestly: 429 waits (within a budget), network errors retry, a timeout is 'unknown',
never 'sent'; what could not go now is 'deferred', for a later attempt."""

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

from bot.formatting import LIMIT, escape, split_message

log = logging.getLogger(__name__)

Status = Literal["sent", "unknown", "failed", "deferred"]
# How long one send may wait out Telegram's 429s before the message is put off for a later attempt: the chat's
# next message waits behind it meanwhile.
WAIT_BUDGET_S = 15.0
# Room left in a message's last piece for a one-line marker ("sent again…", "sent late…").
MARKER_ROOM = 160


@dataclass(frozen=True)
class Delivery:
    """What happened to a message: sent (Telegram confirmed), unknown (timed out), deferred (not delivered:
    Telegram kept refusing or the network failed; try again after `retry_after_s`) or failed (refused for good).
    `pieces`: how many of its pieces Telegram confirmed, counting those sent by earlier attempts."""

    status: Status
    message_ids: tuple[int, ...] = ()
    detail: str = ""
    pieces: int = 0
    retry_after_s: float = 0.0


def retry_after_seconds(exc: RetryAfter) -> float:
    """How long Telegram asked us to wait, in seconds."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PTB 22 warns that retry_after will become a timedelta
        value = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


async def _send_once(bot: Bot, chat_id: int, text: str, markup: InlineKeyboardMarkup | None,
                     attempts: int) -> Message | tuple[Status, float]:
    delay = 0.5
    waited = 0.0
    asked = 0.0
    for attempt in range(attempts):
        try:
            return await bot.send_message(chat_id, escape(text), parse_mode=ParseMode.HTML, reply_markup=markup)
        except RetryAfter as exc:  # not delivered: Telegram asks us to wait
            asked = retry_after_seconds(exc)
            if attempt == attempts - 1 or waited + asked > WAIT_BUDGET_S:
                log.warning("429s from Telegram for chat %s: putting the message off for %ss", chat_id, asked)
                return "deferred", asked
            log.info("429 from Telegram for chat %s: waiting %ss", chat_id, asked)
            waited += asked
            await asyncio.sleep(asked)
        except TimedOut:
            # The request may or may not have reached Telegram: resending could show it twice.
            log.warning("send to chat %s timed out: delivery unknown", chat_id)
            return "unknown", 0.0
        except (BadRequest, Forbidden) as exc:
            log.error("Telegram refused a message to chat %s: %s", chat_id, exc)
            return "failed", 0.0
        except NetworkError as exc:
            if attempt == attempts - 1:
                log.warning("network error sending to chat %s (%s): putting the message off", chat_id, exc)
                return "deferred", delay
            await asyncio.sleep(delay)
            delay = min(delay * 2, 8.0)
    return "deferred", asked


def pieces_of(text: str, marker: str | None = None) -> list[str]:
    """`text` split under Telegram's limit, `marker` (one line) at the end of the last piece."""
    pieces = split_message(text, LIMIT - MARKER_ROOM) or [" "]
    if marker:
        pieces[-1] = f"{pieces[-1]}\n{marker}"
    return pieces


async def deliver(bot: Bot, chat_id: int, text: str, markup: InlineKeyboardMarkup | None = None,
                  attempts: int = 5, *, start: int = 0, marker: str | None = None) -> Delivery:
    """Send `text` (split if long; buttons and `marker` on the last piece) from piece `start` on (the earlier
    ones were confirmed before); the status is the worst of its pieces."""
    pieces = pieces_of(text, marker)
    ids: list[int] = []
    for i in range(min(start, len(pieces) - 1), len(pieces)):
        result = await _send_once(bot, chat_id, pieces[i], markup if i == len(pieces) - 1 else None, attempts)
        if isinstance(result, tuple):
            status, wait = result
            return Delivery(status, tuple(ids), f"piece {i + 1} of {len(pieces)}", i, wait)
        ids.append(result.message_id)
    return Delivery("sent", tuple(ids), pieces=len(pieces))


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
