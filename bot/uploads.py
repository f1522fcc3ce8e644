"""Everything besides texts, voice notes and buttons, composed: photos, documents, places, edits, forwards, and the
kinds Arthur does not use yet. `install` puts their handlers before the text handler (an edit or a forward is a
text too); every update that reaches a handler is answered."""

from __future__ import annotations

from typing import Any

from telegram import Update
from telegram.ext import Application, BaseHandler, MessageHandler, filters

from bot.arrivals import Arrivals, Media
from bot.documents import Documents
from bot.inbox import Inbox
from bot.other_kinds import OtherKinds
from bot.photos import Photos
from bot.places import Places
from pipeline.turns import Turns
from stores.autocommit import Autocommit

HEARD = filters.VOICE | filters.AUDIO | filters.Document.AUDIO  # voice_notes.py's


class _OtherUpdates(BaseHandler[Update, Any, None]):
    """Updates that carry no message and are no button press (reactions, membership changes…)."""

    def check_update(self, update: object) -> bool:
        return isinstance(update, Update) and update.effective_message is None and update.callback_query is None


class Uploads:
    """The handlers for what arrives besides words, sharing one way of running a turn (bot/arrivals.py)."""

    def __init__(self, turns: Turns, inbox: Inbox, db: Autocommit, media: Media | None = None) -> None:
        arrivals = Arrivals(turns, inbox)
        self.media = media or Media()
        self.photos = Photos(arrivals, self.media)
        self.documents = Documents(arrivals, self.media)
        self.places = Places(arrivals)
        self.others = OtherKinds(arrivals, db)

    def install(self, application: Application) -> None:
        """Register the handlers; call before the text handler's (first match wins within a group)."""
        add = application.add_handler
        add(MessageHandler(filters.UpdateType.EDITED_MESSAGE, self.others.on_edit))
        add(MessageHandler(filters.FORWARDED & (filters.TEXT | HEARD), self.others.on_forward))
        add(MessageHandler(filters.PHOTO | filters.Document.IMAGE, self.photos.on_photo))
        add(MessageHandler(filters.Document.ALL & ~filters.Document.AUDIO, self.documents.on_document))
        add(MessageHandler(filters.LOCATION | filters.VENUE, self.places.on_place))
        add(MessageHandler(filters.ALL & ~(filters.TEXT | HEARD), self.others.on_unused))
        add(_OtherUpdates(self.others.on_other_update))
