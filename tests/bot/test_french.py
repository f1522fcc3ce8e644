"""A French owner's whole session is in French: commands, errors, help, pushes, buttons, late labels, briefings and
the weekly chart (real PTB against the fake Bot API, real database)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from bot import replies
from bot.dispatcher import DispatchConfig, Dispatcher
from pipeline.action_context import Caller
from pipeline.stages import Chart
from stores.database import sessions
from tests.bot.conftest import Bot
from tests.fakes import MutableClock

FAST = DispatchConfig(per_chat_interval_s=0.05, idle_poll_s=0.05)


async def test_a_french_owner_hears_french_everywhere(telegram: Bot, engine: AsyncEngine, clock: MutableClock,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    charts: list[Chart] = []
    monkeypatch.setattr(replies, "weekly_chart", lambda chart: charts.append(chart) or b"\x89PNG")
    telegram.fake.languages[telegram.user] = "fr"  # the owner's client is set to French
    await telegram.start()
    clock.set(datetime(2026, 11, 23, 8, 0, tzinfo=UTC))  # a Monday, 09:00 in Paris

    await telegram.say("/timezone Europe/Paris")
    await telegram.say("/remind 2026-11-23 09:30 appeler le notaire")
    await telegram.say("/done 999")
    await telegram.say("/help")
    await telegram.say("/frobnicate")
    replies_ = await telegram.wait_replies(5)
    assert replies_[0] == "Fuseau horaire réglé sur Europe/Paris (heure de Paris)."
    assert replies_[1].startswith("Rappel n°") and "lun. 23 nov. 2026 à 09:30" in replies_[1]
    assert replies_[2].startswith("Il n'y a pas de rappel n°999.")
    assert replies_[3].startswith("Ce que je sais faire") and "/note TEXTE — Enregistrer une note" in replies_[3]
    assert "TEXT " not in replies_[3] and "REASON" not in replies_[3]
    assert replies_[4] == "La commande /frobnicate n'existe pas. /help les liste."

    # The push comes late (the dispatcher was down): French words, late label and buttons.
    clock.set(datetime(2026, 11, 23, 9, 0, tzinfo=UTC))
    dispatcher = Dispatcher(sessions(engine), clock, telegram.ptb, telegram.executor, FAST)
    await dispatcher.pass_once()
    await dispatcher.idle()
    push = telegram.fake.to(telegram.user, "sendMessage")[-1]
    assert push.text.startswith("⏰ appeler le notaire") and "envoyé en retard" in push.text
    labels = [b["text"] for b in push.payload["reply_markup"]["inline_keyboard"][0]]
    assert labels == ["Fait", "+10 min", "Demain"]
    await telegram.fake.press(telegram.token, telegram.user, push, push.payload["reply_markup"]["inline_keyboard"][0][0]
                              ["callback_data"])
    await telegram.fake.wait_for(lambda: bool(telegram.fake.to(telegram.user, "editMessageText")))
    assert "marqué comme fait" in telegram.fake.to(telegram.user, "editMessageText")[-1].text

    # The briefings: the daily one pushed at its time, the weekly one (Monday) with its chart.
    owner = await telegram.executor.owner(str(telegram.user))
    await telegram.executor.run(owner, Caller("command"), "set_briefing", {"time": "09:00"})
    clock.set(datetime(2026, 11, 23, 8, 5, tzinfo=UTC))
    await dispatcher.briefings_once()
    texts = [s.text for s in telegram.fake.to(telegram.user, "sendMessage")]
    assert any(t.startswith("Briefing du lun. 23 nov. 2026") for t in texts)
    assert any(t.startswith("Semaine du lun. 23 nov. 2026") for t in texts)
    assert charts and charts[-1].title == "Semaine du lun. 23 nov. 2026" and charts[-1].y_label == "heures"
    assert charts[-1].day_labels[0] == "lun. 23"

