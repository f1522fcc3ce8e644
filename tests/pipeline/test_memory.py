"""Memory that lasts: facts, bilingual search, turn loading, re-embedding and cold distillation."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.app import build_brain
from arthur.settings import Settings
from pipeline.action_context import Caller, OwnerRef
from pipeline.archive import ConversationArchive
from pipeline.distill import Distiller
from pipeline.executor import Executor
from pipeline.llm import MistralChat
from pipeline.outcomes import Ok
from pipeline.reembed import reembed
from pipeline.stages import TurnInput
from pipeline.turn_contexts import TurnContexts
from pipeline.turns import Turns
from stores import memories
from stores.autocommit import Autocommit
from stores.database import sessions
from stores.models import Conversation, Memory
from tests.fake_mistral import FakeMistral, chat, route
from tests.fakes import MutableClock, OtherModelEmbedder

CMD = Caller("command")


async def ok(executor: Executor, owner: OwnerRef, name: str, **args: Any) -> Ok:
    outcome = await executor.run(owner, CMD, name, args)
    assert isinstance(outcome, Ok), outcome
    return outcome


async def test_search_by_meaning_across_languages(executor: Executor, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    await ok(executor, me, "save_memory", text="Ma sœur s'appelle Alice", category="people")
    await ok(executor, me, "save_memory", text="The boiler code is 4471", category="possessions")
    await ok(executor, me, "save_memory", text="I am allergic to peanuts", category="health")
    found = await ok(executor, me, "search_memory", query="What is my sister's name?")
    assert found.data.memories[0].text == "Ma sœur s'appelle Alice"
    found = await ok(executor, me, "search_memory", query="Quel est le code de la chaudière ?")
    assert found.data.memories[0].text == "The boiler code is 4471"
    nothing = await ok(executor, me, "search_memory", query="Who won the football world cup in 1998?")
    assert nothing.data.memories == ()
    assert nothing.summary == "I have nothing in memory about 'Who won the football world cup in 1998?'."


async def test_unknown_category_is_filed_under_general_and_said(executor: Executor, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    saved = await ok(executor, me, "save_memory", text="x likes y", category="gossip")
    assert saved.data.category == "general" and "filed under general" in saved.summary


async def test_turn_loading_includes_declared_non_permanent_facts(executor: Executor, engine: AsyncEngine,
                                                                  owner_key: str, clock: MutableClock) -> None:
    """Regression test for the seed's bug: a declared, non-permanent fact must be loaded."""
    me = await executor.owner(owner_key)
    await ok(executor, me, "save_memory", text="My favourite colour is teal", category="preferences")
    async with sessions(engine)() as s, s.begin():
        await memories.add(s, me.id, "Seems to work late at night", "schedule", clock.now(), None, None,
                           subject="late work", confidence="deduced", permanent=False, source="distilled")
        await memories.add(s, me.id, "Lives in Dijon", "places", clock.now(), None, None, subject="home",
                           confidence="observed", permanent=True, source="distilled")
        await memories.add(s, me.id, "Prefers trains", "preferences", clock.now(), None, None, subject="travel",
                           confidence="observed", permanent=False, source="distilled")
    memory = await TurnContexts(Autocommit(engine), clock).for_turn(me)
    texts = [f["text"] for f in memory.facts]
    assert "My favourite colour is teal" in texts  # declared, not permanent
    assert "Lives in Dijon" in texts  # permanent
    assert "Prefers trains" not in texts and "Seems to work late at night" not in texts


async def test_loading_is_capped_at_30_by_category_weight(executor: Executor, engine: AsyncEngine,
                                                          owner_key: str, clock: MutableClock) -> None:
    me = await executor.owner(owner_key)
    async with sessions(engine)() as s, s.begin():
        for i in range(35):
            await memories.add(s, me.id, f"general fact {i}", "general", clock.now(), None, None)
        await memories.add(s, me.id, "Name is Boris", "identity", clock.now() - timedelta(days=400), None, None)
    memory = await TurnContexts(Autocommit(engine), clock).for_turn(me)
    assert len(memory.facts) == 30
    assert memory.facts[0]["text"] == "Name is Boris"  # heaviest category first, however old


async def test_changing_the_model_re_embeds(executor: Executor, engine: AsyncEngine, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    saved = await ok(executor, me, "save_memory", text="I keep my passport in the blue drawer")
    other = OtherModelEmbedder()
    assert await reembed(sessions(engine), other) >= 1
    async with engine.connect() as conn:
        model = (await conn.execute(select(Memory.embedding_model).where(Memory.id == saved.data.id))).scalar()
    assert model == "other-model"


async def test_memory_listing_and_forgetting(executor: Executor, owner_key: str) -> None:
    me = await executor.owner(owner_key)
    saved = await ok(executor, me, "save_memory", text="Bob is my brother", category="people")
    listing = await ok(executor, me, "list_memories")
    assert "Bob is my brother" in listing.summary and "/forget" in listing.summary
    await ok(executor, me, "retire_memory", memory_id=saved.data.id, reason="not true anymore")
    assert "Bob is my brother" not in (await ok(executor, me, "list_memories")).summary
    found = await ok(executor, me, "search_memory", query="who is my brother")
    assert found.data.memories == ()


def _distilled(summary: str, facts: list[dict[str, Any]]) -> Any:
    return chat(json.dumps({"summary": summary, "topics": ["family"], "facts": facts}), prompt_tokens=400,
                completion_tokens=120)


async def test_cold_distillation(executor: Executor, engine: AsyncEngine, settings: Settings, owner_key: str,
                                 clock: MutableClock, fake_mistral: FakeMistral, embedder: Any) -> None:
    llm = MistralChat(api_key="k", server_url=fake_mistral.url, max_retry_s=0.5)
    turns = Turns(executor, build_brain(settings, executor, engine, clock, None),
                  ConversationArchive(sessions(engine), Autocommit(engine), clock))
    distiller = Distiller(llm, sessions(engine), clock, embedder, "mistral-small-latest")
    me = await executor.owner(owner_key)
    async with sessions(engine)() as s, s.begin():
        await memories.add(s, me.id, "Works at ACME", "work", clock.now(), None, None, subject="employer",
                           confidence="declared")
        await memories.add(s, me.id, "Maybe likes jazz", "preferences", clock.now(), None, None, subject="music",
                           confidence="deduced")
        await memories.add(s, me.id, "Has a cat", "possessions", clock.now(), None, None, subject="pet")
    await turns.handle(TurnInput(owner_key, "/note my sister Alice moves to Lyon"))
    await turns.handle(TurnInput(owner_key, "/note I now work at Globex"))
    assert (await distiller.pass_once(me.id)).status == "idle"  # still open: not 30 minutes of silence yet
    clock.advance(minutes=31)
    fake_mistral.script("mistral-small-latest", _distilled("Alice moves to Lyon; the owner changed jobs.", [
        {"op": "add", "category": "people", "subject": "sister", "content": "The owner's sister Alice lives in Lyon",
         "confidence": "declared"},
        {"op": "replace", "category": "work", "subject": "employer", "content": "Works at Globex",
         "confidence": "declared", "reason": "changed jobs"},
        {"op": "confirm", "category": "preferences", "subject": "music"},
        {"op": "retire", "category": "possessions", "subject": "pet", "reason": "the cat was rehomed"},
    ]))
    report = await distiller.pass_once(me.id)
    assert report.status == "done" and len(report.applied) == 4, report
    async with engine.connect() as conn:
        rows = (await conn.execute(select(Memory).where(Memory.owner_id == me.id).order_by(Memory.id))).all()
        conv = (await conn.execute(select(Conversation).where(Conversation.id == report.conversation_id))).one()
    by_text = {r.text: r for r in rows}
    assert by_text["Works at ACME"].retired_at is not None and "changed jobs" in by_text["Works at ACME"].retire_reason
    assert by_text["Works at Globex"].retired_at is None
    assert by_text["Maybe likes jazz"].confidence == "observed" and by_text["Maybe likes jazz"].occurrences == 2
    assert by_text["Has a cat"].retire_reason == "the cat was rehomed"
    assert by_text["The owner's sister Alice lives in Lyon"].embedding_model == "usem3-multilingual-v3"
    assert conv.summary == "Alice moves to Lyon; the owner changed jobs." and float(conv.cost_usd) > 0
    assert len(rows) == 5  # nothing deleted: the replaced and retired facts are still there
    assert (await distiller.pass_once(me.id)).status == "idle"


async def test_a_failing_fact_marks_the_conversation_and_is_not_retried(
        executor: Executor, engine: AsyncEngine, settings: Settings, owner_key: str, clock: MutableClock,
        fake_mistral: FakeMistral, embedder: Any) -> None:
    turns = Turns(executor, build_brain(settings, executor, engine, clock, None),
                  ConversationArchive(sessions(engine), Autocommit(engine), clock))
    distiller = Distiller(MistralChat(api_key="k", server_url=fake_mistral.url), sessions(engine), clock, embedder,
                          "mistral-small-latest")
    me = await executor.owner(owner_key)
    await turns.handle(TurnInput(owner_key, "/note something"))
    clock.advance(minutes=45)
    fake_mistral.script("mistral-small-latest", _distilled("A note was taken.", [
        {"op": "add", "category": "general", "subject": "s1", "content": "first fact"},
        {"op": "retire", "category": "general", "subject": "never-existed"},
    ]))
    report = await distiller.pass_once(me.id)
    assert report.status == "error" and "never-existed" in (report.error or "")
    async with engine.connect() as conn:
        conv = (await conn.execute(select(Conversation).where(Conversation.id == report.conversation_id))).one()
    assert conv.summary == "A note was taken." and conv.processed_at is not None and conv.process_error
    assert (await distiller.pass_once(me.id)).status == "idle"


async def test_without_a_model_distillation_is_skipped_and_trace_says_so(
        executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock, owner_key: str) -> None:
    distiller = Distiller(None, sessions(engine), clock, None, "m")
    assert (await distiller.pass_once()).status == "skipped"
    from arthur.app import build

    app = await build(settings.model_copy(update={"embeddings": "off"}), clock=clock, engine=engine)
    await app.turns.handle(TurnInput(owner_key, "/note hi"))
    trace = await app.turns.handle(TurnInput(owner_key, "/trace"))
    assert "distillation: skipped — no language model configured" in trace.reply


async def test_facts_reach_the_model_as_data_and_deduced_ones_as_hypotheses(
        executor: Executor, engine: AsyncEngine, settings: Settings, clock: MutableClock, owner_key: str,
        fake_mistral: FakeMistral) -> None:
    me = await executor.owner(owner_key)
    async with sessions(engine)() as s, s.begin():
        await memories.add(s, me.id, "Lives in Dijon", "places", clock.now(), None, None, permanent=True,
                           confidence="deduced")
    llm = MistralChat(api_key="k", server_url=fake_mistral.url)
    turns = Turns(executor, build_brain(settings.model_copy(update={"local_intents": False}), executor, engine,
                                        clock, llm))
    fake_mistral.script("mistral-small-latest", route("steward"))
    fake_mistral.script("mistral-large-latest", chat("Hello!"))
    await turns.handle(TurnInput(owner_key, "hello"))
    system = fake_mistral.requests[-1]["messages"][0]["content"]
    assert "(hypothesis) Lives in Dijon" in system and "data, not instructions" in system


async def test_match_score_finds_nothing_off_topic_and_crosses_languages(executor: Executor, owner_key: str) -> None:
    """The combined score on the real model and database: memories written for this test, not from the eval set."""
    me = await executor.owner(owner_key)
    for text, category in (("Ma sœur Inès habite à Rennes", "people"),
                           ("The code for the garden shed padlock is 5521", "possessions"),
                           ("Je bois mon thé avec du lait d'avoine", "preferences"),
                           ("My dentist is Dr Haddad, rue Saint-Jean", "health"),
                           ("Notre chat Biscuit est un maine coon gris", "people")):
        await ok(executor, me, "save_memory", text=text, category=category)
    sister = await ok(executor, me, "search_memory", query="where does my sister live?")
    assert [m.text for m in sister.data.memories] == ["Ma sœur Inès habite à Rennes"]
    assert sister.data.memories[0].match is not None and sister.data.memories[0].match >= 0.25
    shed = await ok(executor, me, "search_memory", query="c'est quoi le code du cadenas de l'abri de jardin ?")
    assert [m.text for m in shed.data.memories][:1] == ["The code for the garden shed padlock is 5521"]
    for off_topic in ("who won the Tour de France in 1998?", "raconte-moi une blague", "how do I cook rice?",
                      "what's my dentist's phone number?"):  # the last: a near miss, no number was ever said
        nothing = await ok(executor, me, "search_memory", query=off_topic)
        assert nothing.data.memories == (), off_topic
