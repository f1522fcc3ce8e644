"""The console channel: `arthur chat` (interactive) and `arthur say` (one turn)."""

from __future__ import annotations

import json
import sys

from arthur.app import App
from pipeline.stages import TurnInput, TurnRecord


def _print_record(record: TurnRecord, as_json: bool) -> None:
    if as_json:
        print(json.dumps(record.as_json(), ensure_ascii=False, indent=2, default=str))
    else:
        print(record.reply)


async def say(app: App, owner: str, text: str, as_json: bool) -> int:
    """Run one turn and print its reply (or record); exit 0 unless something failed."""
    record = await app.turns.handle(TurnInput(owner_external_id=owner, text=text, channel="console"))
    _print_record(record, as_json)
    return 1 if any(c.outcome.kind == "failed" for c in record.actions) else 0


async def chat(app: App, owner: str) -> int:
    """An interactive loop on stdin; Ctrl-D or /quit ends it."""
    interactive = sys.stdin.isatty()
    if interactive:
        print("Arthur — console chat. /help lists commands, /quit leaves.")
    while True:
        try:
            line = input("you> " if interactive else "")
        except EOFError:
            break
        except KeyboardInterrupt:
            print()
            break
        if not line.strip():
            continue
        if line.strip() in ("/quit", "/exit"):
            break
        record = await app.turns.handle(TurnInput(owner_external_id=owner, text=line, channel="console"))
        print(("arthur> " if interactive else "") + record.reply)
    return 0
