"""Repair, never warn: what the guard adds where it dropped a claim (a read's own answer, or one honest sentence
per action claimed and not done), and the record of every edit (pure, no I/O)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pipeline.catalog import Catalog
from pipeline.executor import Call
from pipeline.guard_vocabulary import claimed_actions, same_act_on
from pipeline.outcomes import Ok
from pipeline.render import report_one
from pipeline.texts import Language, Texts

T = Texts("guard")
I_HAVE_NOT = T("i_have_not", "I have not {what}.", "Je n'ai pas {what}.")
NOT_DONE_OFFER = T("not_done_offer", "I have not {what}: nothing was done yet. Do you want me to do it?",
                   "Je n'ai pas {what} : rien n'a encore été fait. Veux-tu que je le fasse ?")
NOTHING_DONE = T("nothing_done", "I have not done anything yet: nothing was saved or changed.",
                 "Je n'ai encore rien fait : rien n'a été enregistré ni modifié.")


@dataclass(frozen=True)
class Edit:
    """One repair: why, what left, what came in, the detector's score, and what could not be proven."""

    rule: str  # restated | unproven | unsupported | follows | not_done | answer | after_cut | dangling
    removed: str
    added: str
    score: float | None = None
    missing: tuple[str, ...] = ()

    def as_record(self) -> dict[str, Any]:
        """JSON shape for the turn record."""
        return {"rule": self.rule, "removed": self.removed, "added": self.added,
                **({"score": round(self.score, 3)} if self.score is not None else {}),
                **({"missing": list(self.missing)} if self.missing else {})}


def honest(catalog: Catalog, dropped: Sequence[str], writes: list[Call], reads: list[Call], answered: bool,
            lang: Language, edits: list[Edit], asked: str | None, unsettled: Sequence[Call] = (),
            shown: Sequence[str] = (), requested: bool = False) -> list[str]:
    """Where claims were dropped (`dropped`: their sentences): a read's own answer when the model's account of it
    went; and, when the owner asked for an action (or the turn did some), one honest sentence per action claimed
    and not done. A call refused or failed has said so in its own receipt, with what it listed instead (`shown`):
    a read's answer that listing already gives is not given twice. `requested`: the owner's message asks for an act,
    even when which one is not clear ("save that the butter is 9.80 a kilo")."""
    if not dropped:
        return []
    added: list[str] = []
    for call in reads:
        answer = report_one(call, lang, catalog)
        if not answered and not writes and not any(answer.strip() in listing for listing in shown):
            added.append(answer)
            edits.append(Edit("answer", "", added[-1]))
    answers = len(added)
    if asked is None and not writes and not requested:
        return added  # a question about the data or the world: nothing was asked to be done
    done = {c.name for c in [*writes, *reads, *unsettled]} | {n for c in writes if isinstance(c.outcome, Ok)
                                                              for n in c.outcome.also}
    # Beside a write, only a plain "verb … topic" in one clause names another act: an idiom or a far-off noun may
    # be the write's own wording ("from now on I'll answer in French" for a language set).
    claimed = [n for d in dropped for n in claimed_actions(d, lang, catalog, strict=bool(writes))
               if not same_act_on(d, n, done, catalog)]
    # What the owner asked for counts only when nothing was written: beside a write it may have been served
    # by another action than the templates guess ("mark the reminder as done" reads like a project's phase).
    # Beside a read, what the owner asked for was most likely that read ("rappelle-moi mes préférences").
    guessed = [asked] if asked and not writes and not reads and not unsettled and not claimed else []
    for name in dict.fromkeys([*guessed, *claimed]):
        if name in done or name not in catalog:
            continue
        what = catalog[name].not_done(lang)
        added.append(I_HAVE_NOT(lang, what=what) if writes else NOT_DONE_OFFER(lang, what=what))
        edits.append(Edit("not_done", "", added[-1]))
    if len(added) == answers and (not added or (requested and reads)) and not (writes or unsettled):  # nothing said not
        # done: where nothing was written, say so (beside a read's answer too, when an act was claimed and asked for)
        added.append(NOTHING_DONE(lang))
        edits.append(Edit("not_done", "", added[-1]))
    return added
