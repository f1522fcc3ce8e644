"""The update processor: every update is received on arrival; one chat's updates run in arrival order."""

from __future__ import annotations

import asyncio

from telegram import Update

from bot.chat_order import PerChatOrder, let_next_in


def _update(update_id: int, chat: int) -> Update:
    return Update.de_json({"update_id": update_id, "message": {
        "message_id": update_id, "date": 0, "text": f"m{update_id}",
        "chat": {"id": chat, "type": "private"}, "from": {"id": chat, "is_bot": False, "first_name": "o"}}}, None)


async def test_updates_are_received_at_once_and_run_in_order_per_chat() -> None:
    processor = PerChatOrder()
    received: list[int] = []
    ran: list[tuple[str, int]] = []
    release = asyncio.Event()

    async def receive(update: Update) -> bool:
        await asyncio.sleep(0.01 if update.update_id == 1 else 0)  # a slow record must not let others pass
        received.append(update.update_id)
        return update.update_id != 3  # 3 is a duplicate: not handled

    async def handle(update: Update) -> None:
        ran.append(("start", update.update_id))
        if update.update_id == 1:
            await release.wait()
        ran.append(("end", update.update_id))

    processor.attach(receive)
    updates = [_update(1, 10), _update(2, 10), _update(3, 10), _update(4, 10), _update(5, 20)]
    tasks = [asyncio.create_task(processor.process_update(u, handle(u))) for u in updates]
    await asyncio.sleep(0.1)
    assert sorted(received) == [1, 2, 3, 4, 5]  # all recorded while chat 10's first turn still runs
    assert sorted(ran) == [("end", 5), ("start", 1), ("start", 5)]  # another chat is not held up
    release.set()
    await asyncio.gather(*tasks)
    assert [u for step, u in ran if step == "start" and u != 5] == [1, 2, 4]
    assert ran.index(("end", 1)) < ran.index(("start", 2)) < ran.index(("end", 2)) < ran.index(("start", 4))


async def test_a_cancelled_wait_does_not_break_the_line() -> None:
    processor = PerChatOrder()
    ran: list[int] = []
    release = asyncio.Event()

    async def receive(update: Update) -> bool:
        return True

    async def handle(update: Update) -> None:
        if update.update_id == 1:
            await release.wait()
        ran.append(update.update_id)

    processor.attach(receive)
    updates = [_update(i, 10) for i in (1, 2, 3)]
    tasks = [asyncio.create_task(processor.process_update(u, handle(u))) for u in updates]
    await asyncio.sleep(0.05)
    tasks[1].cancel()  # update 2 gives up while waiting for update 1
    await asyncio.sleep(0.05)
    release.set()
    await asyncio.gather(tasks[0], tasks[2])
    assert ran == [1, 3]


async def test_an_answered_update_lets_the_next_one_in_before_it_returns() -> None:
    processor = PerChatOrder()
    ran: list[str] = []
    bookkeeping = asyncio.Event()

    async def receive(update: Update) -> bool:
        return True

    async def handle(update: Update) -> None:
        ran.append(f"reply {update.update_id}")
        let_next_in()
        let_next_in()  # twice is harmless
        if update.update_id == 1:
            await bookkeeping.wait()  # e.g. the archive write, nobody waits on it
        ran.append(f"done {update.update_id}")

    processor.attach(receive)
    tasks = [asyncio.create_task(processor.process_update(u, handle(u))) for u in (_update(1, 10), _update(2, 10))]
    await asyncio.sleep(0.05)
    assert ran == ["reply 1", "reply 2", "done 2"]
    bookkeeping.set()
    await asyncio.gather(*tasks)
    assert ran[-1] == "done 1"
    let_next_in()  # outside any line: nothing happens
