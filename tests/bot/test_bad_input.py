"""One bad character never sinks a burst: it is replaced before any grouped write, and the owner is told."""

from __future__ import annotations

import asyncio

from tests.bot.conftest import Bot


async def test_a_nul_byte_in_a_burst_costs_nobody_their_note(telegram: Bot) -> None:
    await telegram.start()
    texts = [f"/note burst {i}" for i in range(6)]
    texts[3] = "/note burst 3 with a \x00 inside"
    await asyncio.gather(*(telegram.say(t) for t in texts))  # arrive together: one grouped insert
    replies = await telegram.wait_replies(6)
    assert all(r.startswith("Saved note #") for r in replies), replies
    bad = [r for r in replies if "burst 3" in r]
    assert len(bad) == 1 and "burst 3 with a \ufffd inside" in bad[0]
    assert bad[0].endswith("(Your message contained a character I can't store, U+0000 (NUL); I replaced it with "
                           "“\ufffd” and kept the rest as you wrote it.)")
    assert sum("can't store" in r for r in replies) == 1
    await telegram.say("/notes")
    listing = (await telegram.wait_replies(7))[6]
    assert all(f"burst {i}" in listing for i in range(6))
