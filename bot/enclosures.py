"""What a reply sends back besides its text: a kept photo or file (by its Telegram file_id: nothing is uploaded
again), or a place (sendLocation / sendVenue). A failure is said in one sentence; the text has gone out already."""

from __future__ import annotations

import logging
from typing import assert_never

from telegram import Bot
from telegram.error import TelegramError

from bot.delivery import deliver
from pipeline.texts import Texts
from pipeline.uploads import Enclosure

log = logging.getLogger(__name__)
T = Texts("enclosures")
NOT_SENT = T("not_sent", "I couldn't send it back just now (Telegram refused or didn't answer). It is still kept.",
             "Je n'ai pas pu te le renvoyer (Telegram a refusé ou n'a pas répondu). Il reste gardé.")


async def send_enclosure(bot: Bot, chat_id: int, enclosure: Enclosure) -> bool:
    """Send it; True when Telegram took it."""
    try:
        match enclosure.kind:
            case "photo":
                await bot.send_photo(chat_id, enclosure.file_id or "")
            case "document":
                await bot.send_document(chat_id, enclosure.file_id or "")
            case "venue":
                await bot.send_venue(chat_id, enclosure.latitude or 0.0, enclosure.longitude or 0.0,
                                     enclosure.title or "", enclosure.address or "")
            case "location":
                await bot.send_location(chat_id, enclosure.latitude or 0.0, enclosure.longitude or 0.0)
            case _:
                assert_never(enclosure.kind)
        return True
    except TelegramError as exc:
        log.warning("could not send the %s back to chat %s: %s", enclosure.kind, chat_id, exc)
        await deliver(bot, chat_id, NOT_SENT(enclosure.language), attempts=2)
        return False
