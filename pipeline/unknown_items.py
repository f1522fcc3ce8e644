"""What a refusal for an unknown item shows instead: the owner's items of that kind, read by code in the same
session ("There is no reminder #14." then the open reminders). The owner sees what exists without asking again, the
model reads it in the tool result, and the sincerity guard may let a sentence that restates it stand ("Your only
open one is the notary call tomorrow"): code read it. Nothing is written either way."""

from __future__ import annotations

import logging
from dataclasses import replace

from pipeline.action_context import ActionContext
from pipeline.catalog import Action, Catalog
from pipeline.outcomes import Ok, Outcome, Refused

log = logging.getLogger(__name__)
UNKNOWN = frozenset({"not_found", "unknown_project"})  # the refusal codes of an item the owner does not have
SHOWN_MAX = 600  # characters of the listing shown (whole lines; a longer one ends with "…")


async def with_listing(catalog: Catalog, decl: Action, ctx: ActionContext, outcome: Outcome) -> Outcome:
    """`outcome`, with the listing `decl.unknown_shows` names when it refuses an unknown item; a listing that
    breaks is left out (the refusal stands as it was)."""
    if not (isinstance(outcome, Refused) and outcome.code in UNKNOWN and decl.unknown_shows):
        return outcome
    listing = catalog.get(decl.unknown_shows)  # a read: Catalog.problems checks it
    if listing is None:
        return outcome
    try:
        read = await listing.handler(ctx, listing.input())
    except Exception:
        log.exception("could not list %s beside the refusal of %s", listing.name, decl.name)
        return outcome
    return replace(outcome, shown=cut(read.summary)) if isinstance(read, Ok) and read.summary.strip() else outcome


def cut(text: str, limit: int = SHOWN_MAX) -> str:
    """`text` whole when short enough, else its first lines within `limit` characters, then "…"."""
    if len(text) <= limit:
        return text
    kept: list[str] = []
    size = 0
    for line in text.splitlines():
        if size + len(line) > limit:
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join(kept or [text[:limit]]).rstrip() + "\n…"
