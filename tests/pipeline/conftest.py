"""Fixtures of the pipeline tests that go through the LLM: turns on the real SDK against the fake Mistral server,
with the real guard and the offline intents (off: every sentence reaches the model)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_brain
from arthur.settings import Settings
from pipeline.actions import CATALOG
from pipeline.executor import Executor
from pipeline.intents import IntentEngine
from pipeline.llm import MistralChat
from pipeline.turns import Turns
from tests.fake_mistral import FakeMistral
from tests.fakes import MutableClock


@pytest.fixture
def llm_turns(executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock,
              fake_mistral: FakeMistral, guard: Any, times: Any) -> Turns:
    config = settings.model_copy(update={"local_intents": False, "turn_deadline_s": 20})
    llm = MistralChat(api_key="test-key", server_url=fake_mistral.url, max_retry_s=1.5)
    return Turns(executor, build_brain(config, executor, engine, clock, llm), guard=guard,
                 intents=IntentEngine(CATALOG, times))
