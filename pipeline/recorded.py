"""What a turn already did, read back from the ledger: each call's outcome rebuilt as it was returned.

A turn run again after a crash gets these instead of acting twice, and a report of an interrupted turn lists
exactly them: the calls recorded under that turn's key, and nothing of any other turn."""

from __future__ import annotations

from typing import Any

from pipeline.catalog import Catalog
from pipeline.outcomes import Failed, Ok, Outcome, PendingConfirmation, Record, Refused
from pipeline.texts import Language
from stores.models import LedgerEntry


class HeldToken(Record):
    """What the ledger keeps of a pending confirmation: its token."""

    token: str


def ledger_data(outcome: Outcome, *, keep_data: bool) -> Any:
    """What the ledger keeps to rebuild `outcome`: a write's typed data, a pending confirmation's token."""
    if isinstance(outcome, Ok) and keep_data and outcome.data is not None:
        return outcome.data.model_dump(mode="json")
    if isinstance(outcome, PendingConfirmation):
        return HeldToken(token=outcome.token).model_dump(mode="json")
    return None


def rebuilt(row: LedgerEntry, catalog: Catalog, lang: Language) -> Outcome:
    """The outcome a ledger row records, typed as it was returned."""
    decl = catalog.get(row.action)
    if row.outcome == "ok":
        data = None
        if decl is not None and decl.output is not None and row.data is not None:
            data = decl.output.model_validate(row.data)
        return Ok(row.message, data)
    if row.outcome == "refused":
        return Refused(row.code or "refused", row.message)
    if row.outcome == "pending_confirmation" and row.data is not None:
        return PendingConfirmation(HeldToken.model_validate(row.data).token, row.action, row.message)
    return Failed(row.message, decl.check(lang) if decl is not None else "/trace")
