"""The agenda through the LLM tools (scripted model, real Radicale): a tool call reads the calendar, and a move
the model only narrates is removed by the guard."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_brain
from arthur.settings import Settings
from pipeline.executor import Executor
from pipeline.intents import IntentEngine
from pipeline.llm import MistralChat
from pipeline.outcomes import Ok
from pipeline.stages import TurnInput
from pipeline.turns import Turns
from tests.connectors.conftest import CMD, connect_calendar
from tests.fake_mistral import FakeMistral, chat, route
from tests.fakes import MutableClock


async def test_the_model_reads_through_tools_and_cannot_fake_a_move(connected: Executor, engine: AsyncEngine,
                                                                    settings: Settings, clock: MutableClock,
                                                                    fake_mistral: FakeMistral, owner_key: str,
                                                                    calendar_url: str, guard: Any,
                                                                    times: Any) -> None:
    owner = await connected.owner(owner_key)
    await connect_calendar(connected, owner, calendar_url)
    assert isinstance(await connected.run(owner, CMD, "create_event", {"title": "Dentist",
                                                                       "start": "2026-11-26 15:00"}), Ok)
    config = settings.model_copy(update={"local_intents": False, "turn_deadline_s": 20})
    llm = MistralChat(api_key="test-key", server_url=fake_mistral.url, max_retry_s=1.5)
    turns = Turns(connected, build_brain(config, connected, engine, clock, llm), guard=guard,
                  intents=IntentEngine(connected.catalog, times))
    fake_mistral.script("mistral-small-latest", route("steward"), route("steward"))
    fake_mistral.script("mistral-large-latest", chat(None, [("read_agenda", {"day": "2026-11-26"})]),
                        chat("Tomorrow you have the dentist at 15:00."),
                        chat("Done: I've moved your dentist appointment to Friday."))
    read = await turns.handle(TurnInput(owner_key, "Anything tomorrow afternoon?"))
    assert [c.name for c in read.actions] == ["read_agenda"] and "dentist at 15:00" in read.reply
    assert any(t["function"]["name"] == "create_event" for t in fake_mistral.requests[1]["tools"])
    faked = await turns.handle(TurnInput(owner_key, "Push the dentist to Friday"))
    assert faked.actions == () and "I've moved" not in faked.reply
    assert "I have not moved anything in your calendar" in faked.reply  # the guard says what is true
    week = await connected.run(owner, CMD, "read_agenda", {"day": "2026-11-26"})
    assert isinstance(week, Ok) and "15:00–16:00 Dentist" in week.summary  # nothing moved
