"""End to end through python-telegram-bot and a fake Bot API server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import random
import socket
import time

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.application import Webhook
from bot.gate import STRANGER
from pipeline.action_context import Caller
from pipeline.llm import MistralChat
from pipeline.outcomes import Ok
from stores.models import Owner
from tests.bot.conftest import Bot
from tests.fake_mistral import FakeMistral, chat, route
from tests.fake_telegram import Fault
from tests.fakes import SleepyLLM


async def test_text_and_command(telegram: Bot) -> None:
    await telegram.start()
    await telegram.say("note that the boiler code is 4471")
    await telegram.say("/notes")
    replies = await telegram.wait_replies(2)
    assert replies[0].startswith("Saved note #") and "4471" in replies[0]
    assert "the boiler code is 4471" in replies[1]


async def test_typing_shows_while_a_slow_turn_runs_not_for_an_instant_one(telegram: Bot) -> None:
    def typing() -> list[str]:
        return [p["action"] for m, p in telegram.fake.calls
                if m == "sendChatAction" and int(p["chat_id"]) == telegram.user]

    await telegram.start(llm=SleepyLLM(1.0))
    await telegram.say("/notes")
    await telegram.wait_replies(1)
    await asyncio.sleep(0.5)
    assert typing() == []  # answered at once: nothing to show
    await telegram.say("tell me something")
    await telegram.fake.wait_for(lambda: typing() == ["typing"], 5)
    assert len(telegram.replies()) == 1  # "typing…" shows before the reply, while the model works
    await telegram.wait_replies(2)


async def test_a_chat_is_answered_while_its_earlier_turns_wait_to_be_archived(telegram: Bot,
                                                                              engine: AsyncEngine) -> None:
    # The archive is written after the reply, off the chat's line: a slow archive delays no answer, loses no
    # turn, and /trace (which waits for the writes already handed over) still shows the latest one.
    await telegram.start()
    async with engine.begin() as conn:
        await conn.execute(text("LOCK TABLE turns IN EXCLUSIVE MODE"))  # archive writes wait; reads do not
        await telegram.say("/note first")
        await telegram.say("/note second")
        replies = await telegram.wait_replies(2)
        assert "first" in replies[0] and "second" in replies[1]
    await telegram.say("/trace")
    replies = await telegram.wait_replies(3)
    assert "input: '/note second'" in replies[2]


async def test_html_is_escaped(telegram: Bot) -> None:
    await telegram.start()
    await telegram.say("/note <b>bold</b> & co")
    replies = await telegram.wait_replies(1)
    assert "&lt;b&gt;bold&lt;/b&gt; &amp; co" in replies[0]
    assert telegram.fake.to(telegram.user, "sendMessage")[0].payload["parse_mode"] == "HTML"


async def test_unknown_user_gets_one_fixed_reply_and_leaves_no_row(telegram: Bot, engine: AsyncEngine) -> None:
    await telegram.start()
    stranger = random.randint(3 * 10**9, 4 * 10**9)
    await telegram.fake.push_text(telegram.token, stranger, "/note let me in")
    await telegram.fake.push_text(telegram.token, stranger, "hello?")
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(stranger)) >= 2)
    await asyncio.sleep(0.3)
    assert [s.text for s in telegram.fake.to(stranger)] == [STRANGER, STRANGER]
    async with engine.connect() as conn:
        rows = (await conn.execute(select(Owner).where(Owner.external_id == str(stranger)))).all()
    assert rows == []


async def test_unknown_user_costs_no_llm_call(telegram: Bot, fake_mistral: FakeMistral) -> None:
    await telegram.start(llm=MistralChat(api_key="k", server_url=fake_mistral.url))
    stranger = random.randint(3 * 10**9, 4 * 10**9)
    await telegram.fake.push_text(telegram.token, stranger, "tell me everything")
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(stranger)) >= 1)
    assert fake_mistral.requests == []


async def test_group_chats_are_ignored(telegram: Bot) -> None:
    await telegram.start()
    await telegram.say("/notes", chat_id=-100123)
    await telegram.say("/notes")
    await telegram.wait_replies(1)
    await asyncio.sleep(0.3)
    assert telegram.fake.to(-100123) == []


async def test_duplicate_update_is_answered_once(telegram: Bot, engine: AsyncEngine) -> None:
    await telegram.start()
    await telegram.say("/note only once", update_id=777001)
    await telegram.wait_replies(1)
    await telegram.say("/note only once", update_id=777001)
    await telegram.say("/notes")
    replies = await telegram.wait_replies(2)
    await asyncio.sleep(0.3)
    assert len(telegram.replies()) == 2
    assert replies[1].count("only once") == 1


async def test_command_menu_comes_from_the_catalog(telegram: Bot) -> None:
    await telegram.start()
    await telegram.fake.wait_for(lambda: "fr" in telegram.fake.commands and None in telegram.fake.commands)
    en = {c["command"] for c in telegram.fake.commands[None]}
    assert {"note", "remind", "start_session", "time", "help", "trace"} <= en
    fr = {c["command"]: c["description"] for c in telegram.fake.commands["fr"]}
    assert fr["note"] == "Enregistrer une note"


async def test_confirmation_buttons(telegram: Bot) -> None:
    other = random.randint(5 * 10**9, 6 * 10**9)
    await telegram.start(extra_users=(other,))
    await telegram.say("/contact bob 4242")
    await telegram.say("/note door code 1234")
    replies = await telegram.wait_replies(2)
    note_id = int(replies[1].split("#")[1].split(":")[0])
    await telegram.say(f"/share {note_id} bob")
    await telegram.wait_replies(3)
    question = telegram.fake.to(telegram.user, "sendMessage")[2]
    buttons = question.payload["reply_markup"]["inline_keyboard"][0]
    assert [b["text"] for b in buttons] == ["Confirm", "Cancel"]
    assert "/confirm" not in question.text
    # Another allowed user cannot use this owner's button.
    await telegram.fake.press(telegram.token, other, question, buttons[0]["callback_data"])
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "editMessageText")) >= 1)
    assert telegram.fake.to(4242) == []
    assert "does not exist" in telegram.fake.to(telegram.user, "editMessageText")[0].text
    await telegram.fake.press(telegram.token, telegram.user, question, buttons[0]["callback_data"])
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(4242)) == 1)
    assert telegram.fake.to(4242)[0].text == "door code 1234"
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "editMessageText")) >= 2)
    assert "Sent note" in telegram.fake.to(telegram.user, "editMessageText")[1].text
    await telegram.fake.press(telegram.token, telegram.user, question, buttons[0]["callback_data"])
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "editMessageText")) >= 3)
    assert "already used" in telegram.fake.to(telegram.user, "editMessageText")[2].text
    assert len(telegram.fake.to(4242)) == 1


async def test_429_on_send_is_honoured(telegram: Bot) -> None:
    await telegram.start()
    telegram.fake.fail("sendMessage", Fault("429", retry_after=1))
    t0 = time.monotonic()
    await telegram.say("/note patience")
    replies = await telegram.wait_replies(1)
    assert time.monotonic() - t0 >= 1.0
    assert len(replies) == 1 and "patience" in replies[0]


async def test_a_reply_whose_send_timed_out_is_sent_again_saying_so(telegram: Bot, engine: AsyncEngine) -> None:
    await telegram.start()
    telegram.fake.fail("sendMessage", Fault("slow", delay_s=4))  # answered after the 2 s timeout, but shown
    update_id = await telegram.say("/note slow network")
    await telegram.fake.wait_for(lambda: len(telegram.replies()) == 2, 10)
    attempts = [p["text"] for m, p in telegram.fake.calls if m == "sendMessage"]
    assert len(attempts) == 2  # never a silent second copy: the resend says what it is
    assert attempts[1] == attempts[0] + "\n(sent again: I couldn't confirm the first one)"
    await asyncio.sleep(0.3)
    async with engine.connect() as conn:
        status = (await conn.execute(text("SELECT reply_status FROM telegram_inbox WHERE update_id = :u "
                                          "AND bot_id = :b"),
                                     {"u": update_id, "b": int(telegram.token.split(":")[0])})).scalar_one()
        held = (await conn.execute(text("SELECT status, uncertain FROM reply_outbox WHERE turn_key = :k"),
                                   {"k": f"telegram:{telegram.token.split(':')[0]}:{update_id}"})).one()
    assert status == "sent" and tuple(held) == ("sent", True)


async def test_long_reply_is_split_on_paragraphs(telegram: Bot) -> None:
    await telegram.start()
    for i in range(6):
        await telegram.say(f"/note {i} " + ("lorem ipsum " * 90))
    await telegram.wait_replies(6)
    await telegram.say("/notes")
    await telegram.fake.wait_for(lambda: len(telegram.replies()) >= 8)
    await asyncio.sleep(0.3)
    parts = telegram.replies()[6:]
    assert len(parts) >= 2 and all(len(p) <= 4096 for p in parts)
    assert all(f"#{i}" not in p or True for i, p in enumerate(parts))
    joined = "\n\n".join(parts)
    for i in range(6):
        assert f"{i} lorem ipsum" in joined


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_webhook_mode(telegram: Bot) -> None:
    port = _free_port()
    await telegram.start(webhook=Webhook(url=f"http://127.0.0.1:{port}/telegram", listen="127.0.0.1", port=port,
                                         secret="s3cret"))
    await telegram.fake.wait_for(lambda: telegram.token in telegram.fake.webhooks)
    assert telegram.fake.webhooks[telegram.token][1] == "s3cret"
    await telegram.say("/note via webhook")
    replies = await telegram.wait_replies(1)
    assert "via webhook" in replies[0]


async def _crash_and_restart(telegram: Bot, llm: MistralChat) -> None:
    """The process dies mid-turn (no clean shutdown, no reply), then starts again."""
    for task in telegram.tasks:
        task.cancel()
    await asyncio.sleep(0.2)
    telegram.tasks.clear()
    telegram.stops.clear()
    await telegram.start(llm=llm)


async def test_crash_mid_turn_is_reported_at_restart(telegram: Bot, fake_mistral: FakeMistral) -> None:
    llm = MistralChat(api_key="k", server_url=fake_mistral.url, max_retry_s=0.5)
    fake_mistral.script("mistral-small-latest", route("steward"))
    fake_mistral.script("mistral-large-latest", chat(None, [("create_note", {"text": "half-done note"})]))
    slow = chat("Noted.")
    slow.delay_s = 6  # still thinking when the process dies
    fake_mistral.script("mistral-large-latest", slow)
    await telegram.start(llm=llm)
    await telegram.say("keep this somewhere safe")
    await telegram.fake.wait_for(lambda: len([r for r in fake_mistral.requests
                                              if r["model"] == "mistral-large-latest"]) >= 2)
    await _crash_and_restart(telegram, llm)
    replies = await telegram.wait_replies(1)
    assert replies[0].startswith("I was interrupted while handling 'keep this somewhere safe'")
    assert "Saved note" in replies[0] and "half-done note" in replies[0]


async def test_a_message_waiting_behind_a_cut_off_turn_is_answered_after_restart(
        telegram: Bot, fake_mistral: FakeMistral) -> None:
    llm = MistralChat(api_key="k", server_url=fake_mistral.url, max_retry_s=0.5)
    fake_mistral.script("mistral-small-latest", route("steward"))
    slow = chat("Noted.")
    slow.delay_s = 6
    fake_mistral.script("mistral-large-latest", slow)
    await telegram.start(llm=llm)
    await telegram.say("think about the roadmap")
    await telegram.fake.wait_for(lambda: any(r["model"] == "mistral-large-latest" for r in fake_mistral.requests))
    waiting = await telegram.say("/note call the plumber")
    # The next poll confirms it: from then on Telegram will not send it again, whatever happens here.
    await telegram.fake.wait_for(lambda: telegram.fake.confirmed[telegram.token] > waiting)
    # The cut-off turn had made no call: it is thought through again, under its own turn key.
    fake_mistral.script("mistral-small-latest", route("steward"))
    fake_mistral.script("mistral-large-latest", chat("Start with the next release."))
    await _crash_and_restart(telegram, llm)
    replies = await telegram.wait_replies(2)
    assert replies[0].startswith("Start with the next release.")  # (then, at first contact, the zone question)
    assert "call the plumber" in replies[1]
    notes = await telegram.executor.run(await telegram.executor.owner(str(telegram.user)), Caller("command"),
                                        "list_notes", {})
    assert isinstance(notes, Ok) and "call the plumber" in str(notes.data)


async def test_weekly_briefing_comes_with_a_chart(telegram: Bot) -> None:
    await telegram.start()
    await telegram.say("/project new Arthur")
    await telegram.say("/start_session Arthur")
    await telegram.say("/stop")
    await telegram.say("/week")
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "sendPhoto")) == 1)
    photo = telegram.fake.to(telegram.user, "sendPhoto")[0].payload["photo"]
    assert isinstance(photo, bytes) and photo.startswith(b"\x89PNG")
    assert any(r.startswith("Week of") for r in telegram.replies())


async def test_a_preference_is_in_the_very_next_turns_context(telegram: Bot, fake_mistral: FakeMistral) -> None:
    # Turn contexts are cached while the database's change notices are heard (as here): a write made by a turn
    # must still reach the next turn at once, not when its notice arrives.
    llm = MistralChat(api_key="k", server_url=fake_mistral.url, max_retry_s=0.5)
    for scripted in (chat("Hello."), chat(None, [("remember_preference", {"text": "Short answers, please"})]),
                     chat("Noted."), chat("Fine.")):
        fake_mistral.script("mistral-small-latest", route("steward"))
        fake_mistral.script("mistral-large-latest", scripted)
    await telegram.start(llm=llm)
    await telegram.say("hello there")
    await telegram.wait_replies(1)
    await telegram.say("from now on keep it short")
    await telegram.say("how are things")
    await telegram.wait_replies(3)
    last = [r for r in fake_mistral.requests if r["model"] == "mistral-large-latest"][-1]
    assert "Short answers, please" in last["messages"][0]["content"]
