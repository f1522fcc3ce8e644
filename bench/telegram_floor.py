"""The floor under bench/telegram_load.py: the same load through a bare python-telegram-bot echo bot.

No database, no pipeline, no inbox: each message waits 1 s (the fake LLM), then is echoed; one chat's messages
run in order through the same update processor as Arthur's.
Whatever overhead this prints is what the library, the transport, the fake Bot API and this machine cost before
Arthur does anything; read telegram_load.py's figures against it.
Run: python bench/telegram_floor.py [CHATS]
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from telegram import Update
from telegram.ext import ContextTypes, MessageHandler, filters

from bench.telegram_load import LLM_S, MESSAGES, RemoteFake, load, summary, wake_penalty
from bot.application import build_application, settle_heap

CHATS = int(sys.argv[1]) if len(sys.argv) > 1 else 50


async def main() -> None:
    hot, cold = wake_penalty()
    fake = RemoteFake()
    await fake.start()
    token = "424242:FLOOR"
    users = [7_000_000 + i for i in range(CHATS)]
    application = build_application(token, fake.url, timeout_s=10)

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.effective_chat is not None and update.effective_message is not None
        await asyncio.sleep(LLM_S)
        await context.bot.send_message(update.effective_chat.id, f"You said: {update.effective_message.text}")

    application.add_handler(MessageHandler(filters.TEXT, echo))
    async with application:
        assert application.updater is not None
        await application.updater.start_polling(timeout=1, poll_interval=0.01)  # as `serve`
        await application.start()
        settle_heap()  # as Arthur's bot does once started, so that the two compare
        await asyncio.sleep(0.5)
        run = await load(fake, token, users)
        print(f"bare python-telegram-bot echo bot: {CHATS} chats × {MESSAGES} messages, {LLM_S:.0f} s wait each")
        summary(run, users, hot, cold)
        await application.updater.stop()
        await application.stop()
    await fake.stop()


if __name__ == "__main__":
    asyncio.run(main())
