"""Follow-ups: a question Arthur asks is answered by the owner's next message (typed, spoken or a button), offline
and with the LLM; it is kept with the conversation in the database and expires after 10 minutes."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_turns
from arthur.settings import Settings
from pipeline.executor import Executor
from pipeline.stages import TurnInput, TurnRecord
from pipeline.turns import Turns
from tests.fakes import MutableClock

WEDNESDAY = datetime(2026, 11, 25, 7, 0, tzinfo=UTC)  # 08:00 in Paris, the tests' server zone


@pytest.fixture
async def turns(executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock) -> Turns:
    clock.set(WEDNESDAY)
    built, _ = await build_turns(settings, executor, engine, clock)
    return built


async def say(turns: Turns, owner: str, words: str, channel: str = "console", key: str | None = None,
              kind: str = "text") -> TurnRecord:
    return await turns.handle(TurnInput(owner, words, channel=channel, session_key=key, kind=kind))  # type: ignore[arg-type]


async def test_at_what_time_is_answered_by_a_time(turns: Turns, owner_key: str) -> None:
    asked = await say(turns, owner_key, "remind me to call Bob")
    assert asked.reply.startswith("When?")
    done = await say(turns, owner_key, "at 9am")  # a bare "at 9" with no day would be asked about: 9:00 or 21:00
    assert done.reply == "Reminder #1 set for Wed 25 Nov 2026 at 09:00: call Bob"
    assert done.route is not None and done.route["brain"] == "followup"
    again = await say(turns, owner_key, "at 10am")  # answered once: the question is gone
    assert "didn't understand" in again.reply


async def test_a_bare_hour_and_a_day_answer_too(turns: Turns, owner_key: str) -> None:
    await say(turns, owner_key, "remind me to water the plants")
    asked_again = await say(turns, owner_key, "tomorrow")  # a day is not yet a time: asked again, the day kept
    assert asked_again.reply.startswith("At what time?")
    done = await say(turns, owner_key, "9")
    assert done.reply == "Reminder #1 set for Thu 26 Nov 2026 at 09:00: water the plants"


async def test_a_french_question_is_answered_in_french(turns: Turns, owner_key: str) -> None:
    asked = await say(turns, owner_key, "rappelle-moi d'appeler le notaire")
    assert asked.reply.startswith("Pour quand ?")
    done = await say(turns, owner_key, "9h30")  # no clear language: the question's
    assert done.reply == "Rappel n°1 programmé pour mer. 25 nov. 2026 à 09:30 : appeler le notaire"


async def test_the_question_expires_after_ten_minutes(turns: Turns, owner_key: str, clock: MutableClock) -> None:
    await say(turns, owner_key, "remind me to call Bob")
    clock.advance(minutes=11)
    late = await say(turns, owner_key, "at 9")
    assert "didn't understand" in late.reply and late.actions == ()


async def test_something_else_drops_the_question_and_no_declines_it(turns: Turns, owner_key: str) -> None:
    await say(turns, owner_key, "remind me to call Bob")
    noted = await say(turns, owner_key, "note that the boiler code is 4471")
    assert noted.reply.startswith("Saved note #1")
    assert "didn't understand" in (await say(turns, owner_key, "at 9")).reply
    await say(turns, owner_key, "remind me to call Bob")
    left = await say(turns, owner_key, "no")
    assert left.reply == "All right, I left it. Nothing was done." and left.actions == ()


async def test_switch_to_side_works_after_ask_me_to_switch(turns: Turns, owner_key: str) -> None:
    for line in ("/project new Main", "/project new Side", "/start_session Main"):
        await say(turns, owner_key, line)
    refused = await say(turns, owner_key, "start working on Side")
    assert "ask me to switch" in refused.reply
    switched = await say(turns, owner_key, "switch to Side")
    assert switched.reply.startswith("Stopped Main (") and "Timer started on Side at 08:00." in switched.reply
    await say(turns, owner_key, "/start_session Main")  # asked again, from a slash command
    yes = await say(turns, owner_key, "yes")
    assert yes.reply.startswith("Stopped Side (") and "Timer started on Main" in yes.reply


async def test_which_project_offers_the_projects(turns: Turns, owner_key: str) -> None:
    none = await say(turns, owner_key, "start working")
    assert none.reply.startswith("Which project? You have none yet")
    for line in ("/project new Arthur", "/project new Garden"):
        await say(turns, owner_key, line)
    asked = await say(turns, owner_key, "start working")
    assert asked.reply == ("Which project are you working on? Pick one or say its name. No timer was started.\n"
                           "Answer with one of: 1. Arthur, 2. Garden.")  # the console has no buttons
    started = await say(turns, owner_key, "arthur")
    assert started.reply == "Timer started on Arthur at 08:00."


async def test_a_button_answers_and_works_once(turns: Turns, owner_key: str) -> None:
    for line in ("/project new Main", "/project new Side", "/start_session Main"):
        await say(turns, owner_key, line, channel="telegram", key="telegram:1")
    refused = await say(turns, owner_key, "/start_session Side", channel="telegram", key="telegram:1")
    assert refused.out is not None and [b.label for row in refused.out.buttons for b in row] == ["Switch to Side"]
    data = refused.out.buttons[0][0].data
    pressed = await say(turns, owner_key, data, channel="telegram", key="telegram:1", kind="button")
    assert "Timer started on Side" in pressed.reply
    twice = await say(turns, owner_key, data, channel="telegram", key="telegram:1", kind="button")
    assert twice.reply == "That question has expired or was already answered. Nothing was done."


async def test_stop_a_reminder_asks_which_one(turns: Turns, owner_key: str) -> None:
    await say(turns, owner_key, "/remind daily 09:00 vitamins")
    asked = await say(turns, owner_key, "stop the reminder about vitamins")
    assert asked.reply.startswith("Which reminder?")
    stopped = await say(turns, owner_key, "1")
    assert stopped.reply.startswith("Stopped reminder #1 (every day at 09:00): vitamins.")


async def test_a_question_is_kept_in_the_database_with_its_conversation(
        turns: Turns, owner_key: str, executor: Executor, engine: AsyncEngine, settings: Settings,
        clock: MutableClock) -> None:
    await say(turns, owner_key, "remind me to call Bob", key="telegram:7")
    elsewhere = await say(turns, owner_key, "at 9am", key="telegram:8")  # another conversation: not an answer
    assert "didn't understand" in elsewhere.reply
    restarted, _ = await build_turns(settings, executor, engine, clock)  # a new process reads it back
    done = await say(restarted, owner_key, "at 9am", key="telegram:7")
    assert done.reply.startswith("Reminder #1 set for")
    owner = await executor.owner(owner_key)
    async with engine.connect() as conn:
        rows = (await conn.execute(text("SELECT session_key, missing, resolution, arguments->>'text' FROM "
                                        "pending_questions WHERE owner_id = :o ORDER BY id"), {"o": owner.id})).all()
    assert [tuple(r) for r in rows] == [("telegram:7", "when", "answered", "call Bob")]


async def test_first_contact_on_telegram_asks_the_zone_once(turns: Turns, owner_key: str) -> None:
    first = await say(turns, owner_key, "/notes", channel="telegram", key="telegram:9")
    assert first.reply.startswith("You have no notes.\n\nWhich time zone are you in?")
    assert first.out is not None
    assert [b.label for row in first.out.buttons for b in row] == ["Paris", "London", "New York", "Montréal"]
    answered = await say(turns, owner_key, "New York", channel="telegram", key="telegram:9")
    assert answered.reply == "Time zone set to America/New_York (New York time)."
    later = await say(turns, owner_key, "/notes", channel="telegram", key="telegram:9")
    assert later.reply == "You have no notes."


async def test_the_zone_question_is_asked_once_even_unanswered(turns: Turns, owner_key: str) -> None:
    await say(turns, owner_key, "/notes", channel="telegram", key="telegram:9")
    await say(turns, owner_key, "note that the gate code is 12", channel="telegram", key="telegram:9")
    again = await say(turns, owner_key, "/notes", channel="telegram", key="telegram:9")
    assert "time zone" not in again.reply


async def test_with_the_llm_the_question_goes_into_the_prompt_and_the_answer_runs_through_the_executor(
        executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock, owner_key: str,
        fake_mistral: Any) -> None:
    from pipeline.llm import MistralChat
    from tests.fake_mistral import chat, route

    clock.set(WEDNESDAY)
    llm = MistralChat(api_key="test-key", server_url=fake_mistral.url, max_retry_s=1.5)
    with_llm, _ = await build_turns(settings.model_copy(update={"turn_deadline_s": 20}), executor, engine, clock, llm)
    asked = await say(with_llm, owner_key, "remind me to call Bob")  # understood locally: asked by code
    assert asked.reply.startswith("When?") and fake_mistral.requests == []
    fake_mistral.script("mistral-small-latest", route("steward"))
    fake_mistral.script("mistral-large-latest",
                        chat(None, [("create_reminder", {"text": "call Bob", "due": "2026-11-25 21:00"})]),
                        chat("Reminder #1 is set for 21:00."))
    done = await say(with_llm, owner_key, "hmm, make it after my dinner")  # not a time the rules read
    system = next(r for r in fake_mistral.requests if r["model"] == "mistral-large-latest")["messages"][0]["content"]
    assert 'You asked the owner: "When?' in system and "create_reminder" in system and '"call Bob"' in system
    assert done.actions[0].name == "create_reminder" and done.actions[0].outcome.kind == "ok"
    owner = await executor.owner(owner_key)
    async with engine.connect() as conn:
        resolution = (await conn.execute(text("SELECT resolution FROM pending_questions WHERE owner_id = :o"),
                                         {"o": owner.id})).scalar_one()
    assert resolution == "answered"


async def test_with_the_llm_a_plain_answer_needs_no_model(executor: Executor, engine: AsyncEngine,
                                                          settings: Settings, clock: MutableClock, owner_key: str,
                                                          fake_mistral: Any) -> None:
    from pipeline.llm import MistralChat

    clock.set(WEDNESDAY)
    llm = MistralChat(api_key="test-key", server_url=fake_mistral.url, max_retry_s=1.5)
    with_llm, _ = await build_turns(settings, executor, engine, clock, llm)
    await say(with_llm, owner_key, "remind me to call Bob")
    done = await say(with_llm, owner_key, "tomorrow at 9")
    assert done.reply == "Reminder #1 set for Thu 26 Nov 2026 at 09:00: call Bob"
    assert fake_mistral.requests == []


async def test_an_ask_with_choices_fits_the_machinery(executor: Executor, engine: AsyncEngine, clock: MutableClock,
                                                      owner_key: str) -> None:
    """What the time-phrase parser will give for "on Friday at 3": a question whose choices are buttons, picked by
    a press or by words ("3pm", "the afternoon")."""
    from pipeline.action_context import OwnerRef
    from pipeline.catalog import Clarify
    from pipeline.followups import FollowUps
    from pipeline.intents import clarify
    from pipeline.stages import Asked, Channel, Recent, Thought
    from stores.database import sessions

    class Asking:
        async def think(self, owner: OwnerRef, words: str, channel: Channel, recent: Recent = (),
                        pending: Asked | None = None, *, surface: str = "console",
                            turn: int | None = None) -> Thought:
            return clarify(Clarify("CreateReminder", "Friday at 3: 03:00 or 15:00? Nothing was saved.",
                                   "create_reminder", {"text": "call Bob"}, "choice",
                                   (("03:00", {"due": "2026-11-27 03:00"}), ("15:00", {"due": "2026-11-27 15:00"})),
                                   said=words, lang="en"), owner.language)

    clock.set(WEDNESDAY)
    from pipeline.action_context import Caller

    await executor.run(await executor.owner(owner_key), Caller("command"), "set_timezone", {"timezone": "Paris"})
    asking = Turns(executor, Asking(), followups=FollowUps(sessions(engine), clock))
    asked = await say(asking, owner_key, "remind me to call Bob on Friday at 3", channel="telegram", key="t:1")
    assert asked.out is not None and [b.label for row in asked.out.buttons for b in row] == ["03:00", "15:00"]
    typed = await say(asking, owner_key, "3pm", channel="telegram", key="t:1")
    assert typed.reply == "Reminder #1 set for Fri 27 Nov 2026 at 15:00: call Bob"
    again = await say(asking, owner_key, "remind me to call Ann on Friday at 3", channel="telegram", key="t:1")
    assert again.out is not None
    pressed = await say(asking, owner_key, again.out.buttons[0][0].data, channel="telegram", key="t:1", kind="button")
    assert pressed.reply == "Reminder #2 set for Fri 27 Nov 2026 at 03:00: call Bob"
