"""Edits, forwards, and everything Arthur does not use yet (stickers, polls, dice, contacts, reactions…): each one a
turn whose reply says what was and wasn't done (the policies are the turn's: pipeline/upload_turns.py)."""

from __future__ import annotations

from telegram import Update
from telegram.ext import ContextTypes

from bot.arrivals import Arrivals
from bot.kinds import EDITED, content_type, origin_label, update_type
from pipeline.uploads import Edited, Kept, Unused
from stores import inbox
from stores.autocommit import Autocommit


class OtherKinds:
    """`on_edit`, `on_forward`, `on_unused`, `on_other_update`."""

    def __init__(self, arrivals: Arrivals, db: Autocommit) -> None:
        self._arrivals = arrivals
        self._db = db

    async def on_edit(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """An edited message: the turn says what its first version did (found through the inbox); never re-run.
        A live location's moves arrive as edits too: its start was answered, they are closed without a reply."""
        edited, chat = update.edited_message, update.effective_chat
        assert edited is not None and chat is not None
        if edited.location is not None:
            await self._arrivals.close_quietly(update, "a live location moved (answered when it started)")
            return
        first = await inbox.first_update_of(self._db, self._arrivals.bot_id, chat.id, edited.message_id)
        original = f"telegram:{self._arrivals.bot_id}:{first}" if first is not None else None
        text = edited.text or edited.caption or ""
        await self._arrivals.run(context.bot, update, Edited(original, text), EDITED)  # the words stay out of records

    async def on_forward(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A forwarded text is kept as a note with its origin; a forwarded voice note is not heard as the owner's
        own words (someone else said them): it gets the 'not used yet' sentence."""
        message = update.effective_message
        assert message is not None
        if message.text is None:
            await self._arrivals.run(context.bot, update, Unused("forwarded_voice"), "(forwarded voice note)")
            return
        kept = Kept(kind="forward", text=message.text, origin=origin_label(message.forward_origin))
        await self._arrivals.run(context.bot, update, kept, message.text)

    async def on_unused(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A message Arthur does not use yet: one sentence naming its kind; a contact offers /contact."""
        message = update.effective_message
        assert message is not None
        what = content_type(message) or "unknown"
        contact = message.contact
        if contact is not None:
            name = " ".join(p for p in (contact.first_name, contact.last_name) if p).strip() or contact.phone_number
            upload = Unused("contact", name=name, chat_id=contact.user_id)
        else:
            upload = Unused(what)
        await self._arrivals.run(context.bot, update, upload, f"({what})")

    async def on_other_update(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """An update that is no message (a reaction…): the same sentence. Telegram telling the bot that the owner
        blocked or restarted it (my_chat_member) is no message of theirs: closed without a reply."""
        if update.my_chat_member is not None:
            await self._arrivals.close_quietly(update, "the bot's membership in the chat changed")
            return
        what = update_type(update)
        await self._arrivals.run(context.bot, update, Unused(what), f"({what})")
