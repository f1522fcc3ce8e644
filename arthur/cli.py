"""The `arthur` command: console chat by default, Telegram when a token is set."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import warnings
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arthur.settings import SettingsError, load_settings

if TYPE_CHECKING:
    from arthur.app import App


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="arthur", description="Arthur, a personal assistant that never fakes an action.")
    sub = p.add_subparsers(dest="cmd")
    chat = sub.add_parser("chat", help="interactive console chat")
    chat.add_argument("--user", help="owner id to act for (default: the single allowed Telegram user, else 'local')")
    say = sub.add_parser("say", help="run one turn and exit")
    say.add_argument("text")
    say.add_argument("--user", help="owner id to act for")
    say.add_argument("--json", action="store_true", help="print the whole turn record as JSON")
    sub.add_parser("migrate", help="create or upgrade the database schema, then exit")
    sub.add_parser("distill", help="distil every closed conversation now (needs a Mistral key), then exit")
    status = sub.add_parser("status", help="one health line: database, Telegram, Mistral, spool, last push")
    status.add_argument("--user", help="whose last push to show (default: as for the console)")
    run = sub.add_parser("run", help="serve Telegram (polling, or a webhook with --webhook)")
    run.add_argument("--webhook", metavar="URL", help="public HTTPS URL Telegram posts updates to")
    run.add_argument("--port", type=int, default=8443, help="local port for the webhook server")
    mcp = sub.add_parser("mcp", help="serve Arthur's actions to outside assistants (MCP), over HTTP or stdio")
    mcp.add_argument("--port", type=int, help="HTTP port (default: ARTHUR_MCP_PORT, else 8765)")
    mcp.add_argument("--stdio", action="store_true", help="serve one desktop client on stdin/stdout")
    mcp.add_argument("--user", help="with --stdio: the owner the client acts for")
    mcp.add_argument("--label", default="stdio", help="with --stdio: the client's name in the ledger (mcp:LABEL)")
    key = sub.add_parser("key", help="MCP keys for outside assistants: new, list, retire")
    keys = key.add_subparsers(dest="key_cmd", required=True)
    new = keys.add_parser("new", help="create a key for an owner and print it once")
    new.add_argument("--user", required=True, help="the owner's id (e.g. their Telegram user id)")
    new.add_argument("--label", required=True, help="what the key is for, e.g. laptop")
    listing = keys.add_parser("list", help="list keys (never the keys themselves)")
    listing.add_argument("--user", help="only this owner's keys")
    retire = keys.add_parser("retire", help="retire a key: it is refused from then on, and kept on record")
    retire.add_argument("key_id", type=int, metavar="N")
    retire.add_argument("--reason", required=True, help="why (kept with the date)")
    return p


async def _main(args: argparse.Namespace) -> int:
    from arthur.app import build, console_owner
    from arthur.console import chat, say

    settings = load_settings()
    cmd = args.cmd or ("run" if settings.telegram_token is not None else "chat")
    if cmd == "run":
        from arthur.telegram import run

        return await run(settings, getattr(args, "webhook", None), getattr(args, "port", 8443))
    if cmd == "mcp":
        from arthur.mcp import run_mcp

        return await run_mcp(settings, port=args.port, stdio=args.stdio, user=args.user, label=args.label)
    if cmd == "status":  # finds out without starting anything, the database included
        from arthur.status import status

        return await status(settings, args.user)
    app = await build(settings)
    try:
        if cmd == "migrate":
            print("database schema is up to date")
            return 0
        if cmd == "distill":
            return await distill_all(app)
        if cmd == "key":
            return await _keys(app, args)
        owner = console_owner(settings, getattr(args, "user", None))
        if cmd == "say":
            return await say(app, owner, args.text, args.json)
        return await chat(app, owner)
    finally:
        await app.close()


async def _keys(app: App, args: argparse.Namespace) -> int:
    from arthur import keys

    if args.key_cmd == "new":
        return await keys.new_key(app, args.user, args.label)
    if args.key_cmd == "list":
        return await keys.list_keys(app, args.user)
    return await keys.retire_key(app, args.key_id, args.reason)


async def distill_all(app: App) -> int:
    """Run distillation passes until no closed conversation is left."""
    count = 0
    while True:
        report = await app.distiller.pass_once()
        if report.status == "skipped":
            print(f"distillation skipped: {report.error}")
            return 0
        if report.status == "idle":
            print(f"distilled {count} conversation(s)")
            return 0
        count += 1
        detail = ", ".join(report.applied) or "no facts"
        print(f"conversation {report.conversation_id}: {report.status} ({detail})"
              + (f" — {report.error}" if report.error else ""))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `arthur` console script."""
    warnings.filterwarnings("ignore", module="platformdirs")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    args = _parser().parse_args(argv)
    if getattr(args, "cmd", None) is None:
        args.user = None
    try:
        return asyncio.run(_main(args))
    except SettingsError as exc:
        print(f"arthur: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
