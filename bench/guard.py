"""The sincerity guard's time per reply: a 6-sentence model reply checked against a turn's results, with the claim
detector, the sentence encoder (2 threads) and Duckling loaded. Target: p95 ≤ 10 ms on 2 cores.

Three replies: no tool call (everything claim-like must go), a write turn (receipts by code), a read turn (quotes
proven by the data). Prints p50 and p95 over 200 runs each, after a warm-up.
Run: python bench/guard.py
"""

from __future__ import annotations

import asyncio
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arthur.app import build_guard
from bench._db import percentiles
from pipeline.actions import CATALOG
from pipeline.actions.notes import NoteData, NoteList
from pipeline.actions.reminders import ReminderData
from pipeline.embeddings import LocalEmbedder
from pipeline.executor import Call
from pipeline.outcomes import Ok
from pipeline.rules.time_phrases import TimeReader

NOW = datetime(2026, 11, 25, 10, 0, tzinfo=ZoneInfo("Europe/Paris"))
REMINDER = Call("create_reminder", {"text": "call the bank", "due": "2026-11-26 21:00"}, Ok(
    "Reminder #4 set for Thu 26 Nov 2026 at 21:00: call the bank",
    ReminderData(id=4, text="call the bank", due_at=datetime(2026, 11, 26, 20, 0, tzinfo=UTC),
                 due_local="2026-11-26 21:00", timezone="Europe/Paris", recurrence="none", status="pending")))
NOTES = Call("list_notes", {"query": "codes"}, Ok("Your notes:\n\n#1 · the boiler code is 4471\n\n#2 · gate 1234",
                                                  NoteList(notes=(NoteData(id=1, text="the boiler code is 4471",
                                                                           created_at=NOW),
                                                                  NoteData(id=2, text="gate 1234", created_at=NOW)))))
REPLIES = {
    "no tool": ("Done! I've noted the wifi password. I'll remind you about the dentist on Friday at 10. "
                "Your accountant is already on the tax form. Good luck with the move! Want anything else? "
                "Sleep well tonight.", []),
    "write": ("All set: I'll ping you tomorrow at 9pm to call the bank. That should give you time after work. "
              "Banks close early on Fridays, so don't wait. I can also note the account number. Just say so. "
              "Have a good evening!", [REMINDER]),
    "read": ("The boiler code is 4471. The gate code is 1234. Both are in your notes. Keep them private. "
             "Want me to remind you to change them? I can do that whenever you like.", [NOTES]),
}


async def main() -> None:
    guard = build_guard(CATALOG, LocalEmbedder(threads=2), TimeReader())
    for name, (text, calls) in REPLIES.items():
        for _ in range(10):
            await guard.check(text, calls, "en", now_local=NOW)
        spent = []
        for _ in range(200):
            start = time.perf_counter()
            await guard.check(text, calls, "en", now_local=NOW)
            spent.append((time.perf_counter() - start) * 1000)
        p50, p95, _ = percentiles(spent)
        print(f"guard, 6-sentence reply, {name:8s}: p50 {p50:.1f} ms, p95 {p95:.1f} ms (target p95 ≤ 10 ms)")


if __name__ == "__main__":
    asyncio.run(main())
