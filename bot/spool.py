"""The local spool: updates kept on disk while the database can't record them, replayed in order once it can.

One file per update (`<update id>.json`, the raw update as Telegram sent it), written to a temporary name,
fsynced, renamed, and the directory fsynced: once `put` returns, the update survives a crash, and only then is
it let go (its offset confirmed to Telegram). Bounded in count and bytes: a full spool refuses, and the bot
stops taking updates (Telegram keeps them for a day) rather than lose one."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any


class SpoolFull(Exception):
    """The spool holds as many updates (or bytes) as it may."""


class Spool:
    """A directory of kept updates; `depth` is known without touching the disk."""

    def __init__(self, folder: Path, max_files: int = 10_000, max_bytes: int = 64 * 1024 * 1024) -> None:
        self._folder = folder
        self.max_files = max_files
        self.max_bytes = max_bytes
        folder.mkdir(parents=True, exist_ok=True)
        for stale in folder.glob("*.tmp"):  # a write cut off before its rename: that update was never let go
            stale.unlink()
        self._sizes = {p.name: p.stat().st_size for p in folder.glob("*.json")}
        self._lock = asyncio.Lock()

    @property
    def depth(self) -> int:
        """How many updates are waiting."""
        return len(self._sizes)

    @property
    def bytes(self) -> int:
        """How much they weigh."""
        return sum(self._sizes.values())

    async def put(self, update_id: int, update: dict[str, Any]) -> bool:
        """Keep an update durably; False if it was kept already. Raises SpoolFull, or the disk's error."""
        name = f"{update_id:020d}.json"
        data = json.dumps(update, ensure_ascii=False).encode()
        async with self._lock:  # the bounds are checked and counted one update at a time
            if name in self._sizes:
                return False
            if self.depth >= self.max_files or self.bytes + len(data) > self.max_bytes:
                raise SpoolFull(f"{self.depth} updates, {self.bytes} bytes")
            await asyncio.to_thread(_write_durably, self._folder, name, data)
            self._sizes[name] = len(data)
        return True

    def pending(self) -> list[str]:
        """The kept updates' names, oldest first (update ids grow with arrival)."""
        return sorted(self._sizes)

    def read(self, name: str) -> dict[str, Any]:
        """A kept update, as Telegram sent it."""
        loaded: dict[str, Any] = json.loads((self._folder / name).read_bytes())
        return loaded

    def done(self, name: str) -> None:
        """The update is recorded in the database now: its file goes."""
        self._sizes.pop(name, None)
        (self._folder / name).unlink(missing_ok=True)


def _write_durably(folder: Path, name: str, data: bytes) -> None:
    tmp = folder / (name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, folder / name)
    dir_fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
