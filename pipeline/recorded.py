"""What a turn already did, read back from the ledger: each call's outcome rebuilt as it was returned.

A turn run again after a crash gets these instead of acting twice, and a report of an interrupted turn lists
exactly them: the calls recorded under that turn's key, and nothing of any other turn. `Call` is one executed
call as turn records and the ledger hold it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, assert_never

from pipeline.catalog import Catalog
from pipeline.outcomes import Failed, Ok, Outcome, PendingConfirmation, Record, Refused
from pipeline.texts import Language
from stores.models import LedgerEntry


class HeldToken(Record):
    """What the ledger keeps of a pending confirmation: its token."""

    token: str


ALSO = "_also"  # beside a write's data in the ledger: the other actions whose effect it had too (`Ok.also`)


def ledger_data(outcome: Outcome, *, keep_data: bool) -> Any:
    """What the ledger keeps to rebuild `outcome`: a write's typed data (and its `also`), a pending confirmation's
    token."""
    if isinstance(outcome, Ok) and keep_data and (outcome.data is not None or outcome.also):
        data = outcome.data.model_dump(mode="json") if outcome.data is not None else {}
        return {**data, ALSO: list(outcome.also)} if outcome.also else data
    if isinstance(outcome, PendingConfirmation):
        return HeldToken(token=outcome.token).model_dump(mode="json")
    return None


def rebuilt(row: LedgerEntry, catalog: Catalog, lang: Language) -> Outcome:
    """The outcome a ledger row records, typed as it was returned."""
    decl = catalog.get(row.action)
    if row.outcome == "ok":
        data, kept, also = None, row.data, ()
        if isinstance(kept, dict) and ALSO in kept:
            also = tuple(kept[ALSO])
            kept = {k: v for k, v in kept.items() if k != ALSO} or None  # None: only `also` was kept
        if decl is not None and decl.output is not None and kept is not None:
            data = decl.output.model_validate(kept)
        return Ok(row.message, data, also)
    if row.outcome == "refused":
        return Refused(row.code or "refused", row.message)
    if row.outcome == "pending_confirmation" and row.data is not None:
        return PendingConfirmation(HeldToken.model_validate(row.data).token, row.action, row.message)
    return Failed(row.message, decl.check(lang) if decl is not None else "/trace")


@dataclass(frozen=True)
class Call:
    """One executed call, as a turn records it."""

    name: str
    arguments: Any
    outcome: Outcome

    def as_record(self) -> dict[str, Any]:
        """The JSON shape used by turn records and `--json`."""
        message = message_of(self.outcome)
        return {"name": self.name, "arguments": self.arguments, "outcome": self.outcome.kind, "message": message,
                **({"code": self.outcome.code} if isinstance(self.outcome, Refused) else {}),
                **({"detail": self.outcome.detail} if isinstance(self.outcome, Refused) and self.outcome.detail
                   else {}),
                **({"shown": self.outcome.shown} if isinstance(self.outcome, Refused) and self.outcome.shown
                   else {}),
                **({"token": self.outcome.token} if isinstance(self.outcome, PendingConfirmation) else {})}


def message_of(outcome: Outcome) -> str:
    """What an outcome says to the owner, whatever its kind."""
    match outcome:
        case Ok():
            return outcome.summary
        case Refused():
            return outcome.message
        case Failed():
            return outcome.message
        case PendingConfirmation():
            return outcome.prompt
        case _:
            assert_never(outcome)


def json_safe(value: Any) -> Any:
    """`value` if JSON can hold it, else its repr (cut at 2000 characters)."""
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return {"unserialisable": repr(value)[:2000]}
