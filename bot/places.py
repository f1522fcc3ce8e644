"""Locations and venues: kept with their coordinates and the venue's name and address; a live location is
refused with a clear sentence (nothing kept)."""

from __future__ import annotations

import warnings

from telegram import Update
from telegram.ext import ContextTypes

from bot.arrivals import Arrivals
from bot.kinds import origin_label
from pipeline.uploads import Kept, LiveLocation


class Places:
    """`on_place`: a location or a venue, as the turn's upload."""

    def __init__(self, arrivals: Arrivals) -> None:
        self._arrivals = arrivals

    async def on_place(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Keep where it is (the turn decides whether it joins a reminder just set), or refuse a live one."""
        message = update.effective_message
        assert message is not None
        venue = message.venue
        location = venue.location if venue is not None else message.location
        assert location is not None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # PTB 22 warns that live_period will become a timedelta
            live = bool(location.live_period)
        if live:
            await self._arrivals.run(context.bot, update, LiveLocation(), "(live location)")
            return
        kept = Kept(kind="place", latitude=location.latitude, longitude=location.longitude,
                    title=venue.title if venue else None, address=venue.address if venue else None,
                    origin=origin_label(message.forward_origin))
        await self._arrivals.run(context.bot, update, kept, venue.title if venue else "(location)")
