"""A French owner's whole session is in French: commands, errors, help, pushes, buttons, late labels, briefings and
the weekly chart (real PTB against the fake Bot API, real database)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

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
    replies_ = await telegram.wait_replies(5, timeout=60)  # the first turns of a cold process load the models
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



async def test_a_french_owner_is_asked_and_answered_in_french(telegram: Bot, clock: MutableClock) -> None:
    """First contact asks the zone (buttons), errors come with the usage line, questions are answered by the next
    message or a button — all in French."""
    telegram.fake.languages[telegram.user] = "fr"
    await telegram.start()
    clock.set(datetime(2026, 11, 23, 8, 0, tzinfo=UTC))  # Monday, 09:00 in Paris

    def last() -> Any:
        return telegram.fake.to(telegram.user, "sendMessage")[-1]

    def labels(sent: Any) -> list[str]:
        return [b["text"] for row in sent.payload["reply_markup"]["inline_keyboard"] for b in row]

    async def press(sent: Any, label: str) -> str:
        data = next(b["callback_data"] for row in sent.payload["reply_markup"]["inline_keyboard"] for b in row
                    if b["text"] == label)
        before = len(telegram.fake.to(telegram.user, "editMessageText"))
        await telegram.fake.press(telegram.token, telegram.user, sent, data)
        await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "editMessageText")) > before)
        return telegram.fake.to(telegram.user, "editMessageText")[-1].text

    await telegram.say("/start")
    await telegram.wait_replies(1)
    hello = last()
    assert hello.text.startswith("Ce que je sais faire") and "/remind AAAA-MM-JJ HH:MM TEXTE" in hello.text
    assert "Dans quel fuseau horaire es-tu ?" in hello.text
    assert labels(hello) == ["Paris", "Londres", "New York", "Montréal"]
    assert (await press(hello, "Paris")).endswith("Fuseau horaire réglé sur Europe/Paris (heure de Paris).")

    await telegram.say("/snooze 1 99999")
    await telegram.say("/done 99999999999999999999")
    await telegram.say("/remind quelquefois 9h rien")
    replies_ = await telegram.wait_replies(4)
    assert replies_[-3] == ("Le report demande des minutes entre 1 et 1440. Usage : /snooze N [MINUTES|HH:MM]. "
                            "Rien n'a été fait.")
    assert replies_[-2] == "Il n'y a pas de rappel n°99999999999999999999. Usage : /done N. Rien n'a été fait."
    assert replies_[-1].startswith("Une date ou une répétition, une heure et le texte sont attendus. Usage : /remind")

    await telegram.say("rappelle-moi d'appeler le notaire")
    asked = await telegram.wait_replies(5)
    assert asked[-1].startswith("Pour quand ?")
    await telegram.say("demain à 9h")
    done = await telegram.wait_replies(6)
    assert done[-1] == "Rappel n°1 programmé pour mar. 24 nov. 2026 à 09:00 : appeler le notaire"

    for line in ("/project new Principal", "/project new Annexe", "/start_session Principal"):
        await telegram.say(line)
    await telegram.wait_replies(9)
    await telegram.say("je commence à travailler sur Annexe")
    await telegram.wait_replies(10)
    busy = last()
    assert "demande-moi de basculer" in busy.text and labels(busy) == ["Passer à Annexe"]
    await telegram.say("bascule sur Annexe")
    switched = await telegram.wait_replies(11)
    assert switched[-1].startswith("Principal arrêté (") and "Chrono lancé sur Annexe à 09:00." in switched[-1]

    await telegram.say("/timezone")
    await telegram.say("/language")
    settings_ = await telegram.wait_replies(13)
    assert settings_[-2].startswith("Ton fuseau horaire est Europe/Paris (heure de Paris) ; il y est 09:00.")
    assert settings_[-1] == "Je te parle en français. Pour changer : /language en (anglais)."
