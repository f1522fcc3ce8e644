"""A message that answers the question Arthur asked: completed through the executor, like any request.

The rules (`pipeline/rules/followups.py`) say what the message means for the question; this runs it: the
question's action with the completed arguments, or the request said again with the answer, understood anew (it
may ask again). A message in no clear language is answered in the question's language."""

from __future__ import annotations

from dataclasses import replace
from typing import assert_never

from pipeline.action_context import Caller, OwnerRef, TurnScope
from pipeline.catalog import Clarify, Understood
from pipeline.executor import Call, Executor
from pipeline.followups import GONE, LEFT, reads_time
from pipeline.intents import IntentEngine, clarify, perform
from pipeline.outcomes import Refused
from pipeline.render import report
from pipeline.rules.followups import Completes, Declines, Rereads, Unrelated, answer_of
from pipeline.rules.language import detect
from pipeline.rules.time_phrases import TimeReader
from pipeline.stages import Asked, Thought
from pipeline.texts import language_of


def speaking(owner: OwnerRef, text: str, asked: Asked) -> OwnerRef:
    """The owner as answered this turn: in the message's language when it is clear, else the question's."""
    lang = detect(text)
    return replace(owner, language=language_of(lang) if lang else asked.language)


async def answer(executor: Executor, intents: IntentEngine | None, owner: OwnerRef, text: str,
                 asked: Asked, surface: str = "console", turn: TurnScope | None = None
                 ) -> tuple[Thought, str] | None:
    """The turn if `text` answers `asked`, with how the question closes (answered | declined); None when the
    message is something else."""
    owner = speaking(owner, text, asked)
    lang = owner.language
    now_local = executor.clock.now().astimezone(owner.zone)
    decision = answer_of(asked.question, text, lang, now_local, reads_time(intents.times if intents else TimeReader()))
    route = {"brain": "followup", "question": asked.question.action, "missing": asked.question.missing}
    match decision:
        case Completes():
            arguments = dict(decision.arguments)
            outcome = await executor.run(owner, Caller("intent", surface=surface, turn=turn), asked.question.action, arguments)
            call = Call(asked.question.action, arguments, outcome)
            return Thought((call,), report([call], lang, executor.catalog), route), "answered"
        case Rereads():
            understood = intents.understand(decision.text, lang, now_local) if intents is not None else None
            if isinstance(understood, Understood):
                thought = await perform(executor, owner, understood, surface, turn)
                return replace(thought, route={**(thought.route or {}), **route}), "answered"
            if isinstance(understood, Clarify) and understood.action:
                thought = clarify(understood, lang)  # still not enough: asked again, with the request so far
                return replace(thought, route={**(thought.route or {}), **route}), "answered"
            return None
        case Declines():
            return Thought((), LEFT(lang), {**route, "declined": True}), "declined"
        case Unrelated():
            return None
        case _:
            assert_never(decision)


async def pick(executor: Executor, owner: OwnerRef, asked: Asked | None, token: str, choice: str,
               surface: str = "console", turn: TurnScope | None = None) -> Call:
    """A button under a question: its choice completes the question's action (the question already taken)."""
    choices = asked.question.choices if asked is not None else ()
    if asked is None or not choice.isdigit() or int(choice) >= len(choices):
        return Call("question", {"token": token}, Refused("question_gone", GONE(owner.language)))
    owner = replace(owner, language=asked.language)
    arguments = {**asked.question.arguments, **choices[int(choice)][1]}
    outcome = await executor.run(owner, Caller("button", surface=surface, turn=turn), asked.question.action, arguments)
    return Call(asked.question.action, arguments, outcome)
