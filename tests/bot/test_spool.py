"""The spool on disk: one durable file per update, in arrival order, bounded, each kept once."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.spool import Spool, SpoolFull


async def test_updates_are_kept_once_in_order_and_within_bounds(tmp_path: Path) -> None:
    spool = Spool(tmp_path, max_files=2)
    assert await spool.put(12, {"update_id": 12, "message": {"text": "b\x00"}})
    assert await spool.put(9, {"update_id": 9})
    assert not await spool.put(12, {"update_id": 12})  # kept already
    with pytest.raises(SpoolFull):
        await spool.put(13, {"update_id": 13})
    assert spool.pending() == [f"{9:020d}.json", f"{12:020d}.json"]
    assert spool.read(spool.pending()[1])["message"]["text"] == "b\x00"
    (tmp_path / "00000000000000000013.json.tmp").write_text("{")  # a write cut off by a crash
    again = Spool(tmp_path)  # what the next start finds
    assert again.depth == 2 and not list(tmp_path.glob("*.tmp"))
    again.done(again.pending()[0])
    assert again.pending() == [f"{12:020d}.json"] and len(list(tmp_path.glob("*.json"))) == 1


async def test_a_spool_bounded_in_bytes_refuses_what_would_overflow(tmp_path: Path) -> None:
    spool = Spool(tmp_path, max_bytes=100)
    assert await spool.put(1, {"text": "x" * 50})
    with pytest.raises(SpoolFull):
        await spool.put(2, {"text": "x" * 50})
