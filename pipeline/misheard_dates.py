"""Dates heard by voice are checked before anything is written: one that contradicts today (in the past, or far
from "today/tomorrow" said in the same sentence) is held for the owner's yes, whichever action it is for."""

from __future__ import annotations

from datetime import datetime
from datetime import time as clock_time

from pipeline.action_context import Caller, OwnerRef, TurnScope, zoned
from pipeline.catalog import Understood
from pipeline.executor import Call, Executor
from pipeline.intents import IntentEngine
from pipeline.outcomes import PendingConfirmation
from pipeline.render import report
from pipeline.rules.formats import day_label, moment_label
from pipeline.rules.misheard import doubt
from pipeline.stages import Thought
from pipeline.texts import Texts

T = Texts("turns")
MISHEARD_PAST = T("misheard.past", "that is in the past", "c'est déjà passé")
MISHEARD_ODD = T("misheard.odd", "that doesn't fit the sentence", "ça ne colle pas avec la phrase")
MISHEARD_ASK = T("misheard.ask", "I heard \"{heard}\", which would be {was} — {why}. Did you mean {meant}?",
                 "J'ai entendu « {heard} », soit le {was} — {why}. Voulais-tu dire le {meant} ?")


async def doubtful_date(executor: Executor, intents: IntentEngine | None, owner: OwnerRef, heard: str,
                        surface: str = "telegram", turn: TurnScope | None = None) -> Thought | None:
    """A date heard by voice that contradicts today is not acted on, whichever action it is for (a reminder,
    an event, a move): what was heard is quoted and the likely date is held for the owner's yes."""
    if intents is None:
        return None
    now_local = executor.clock.now().astimezone(owner.zone)
    understood = intents.understand(heard, owner.language, now_local)
    if not isinstance(understood, Understood):
        return None
    decl = executor.catalog.get(understood.action)
    if decl is None or decl.when_arg is None or decl.when_arg not in understood.arguments:
        return None
    arguments = dict(understood.arguments)
    raw = str(arguments[decl.when_arg])
    whole_day = len(raw.strip()) <= 10
    try:
        due = (datetime.combine(datetime.strptime(raw.strip(), "%Y-%m-%d").date(), clock_time(23, 59)) if whole_day
               else datetime.strptime(raw, "%Y-%m-%d %H:%M"))
    except ValueError:
        return None
    suspicion = doubt(heard, due, now_local)
    if suspicion is None:
        return None
    lang = owner.language
    why = (MISHEARD_PAST if suspicion.reason == "in_the_past" else MISHEARD_ODD)(lang)
    label = ((lambda d: day_label(d.date(), lang)) if whole_day
             else (lambda d: zoned(moment_label(d, lang), owner)))
    prompt = MISHEARD_ASK(lang, heard=heard, was=label(due), why=why, meant=label(suspicion.proposed))
    arguments[decl.when_arg] = (f"{suspicion.proposed:%Y-%m-%d}" if whole_day
                                else f"{suspicion.proposed:%Y-%m-%d %H:%M}")
    outcome = await executor.ask(owner, Caller("intent", surface=surface, turn=turn), decl.name, arguments, prompt)
    reply = prompt if isinstance(outcome, PendingConfirmation) else report(
        [Call(decl.name, arguments, outcome)], lang, executor.catalog)
    return Thought((Call(decl.name, arguments, outcome),), reply, {"brain": "intent", "misheard": True})

