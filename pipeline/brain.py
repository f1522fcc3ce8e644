"""The LLM brain: router → specialist tool loop → sincerity guard. Code writes every reply it can."""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from typing import Any

from pipeline import prompts
from pipeline.action_context import Caller, OwnerRef, TurnScope
from pipeline.catalog import Agent, Clarify, Understood
from pipeline.executor import Call, Executor
from pipeline.intents import IntentEngine, clarify, perform
from pipeline.llm import ChatModel, LLMError, Usage
from pipeline.outcomes import Ok, Outcome, PendingConfirmation, Refused
from pipeline.render import report
from pipeline.stages import Asked, Channel, Recent, Thought
from pipeline.texts import Texts
from pipeline.turn_contexts import TurnContexts, TurnMemory

log = logging.getLogger(__name__)
T = Texts("brain")
STOPPED = T("stopped", "I stopped after {n} steps.", "J'ai arrêté après {n} étapes.")
UNREACHABLE = T("unreachable", "I couldn't reach the language model ({kind}).",
                "Je n'ai pas pu joindre le modèle de langage ({kind}).")
NOTHING_DONE = T("nothing_done", " Nothing was done.", " Rien n'a été fait.")
DONE_BEFORE = T("done_before", "\n\nHere is what was done before:\n", "\n\nVoici ce qui a été fait avant :\n")

DOMAINS = ("WORK", "DAILY", "PERSONAL")


@dataclass(frozen=True)
class BrainConfig:
    """Models and limits of the LLM brain."""

    router_model: str = "mistral-small-latest"
    agent_model: str = "mistral-large-latest"
    default_agent: Agent = "steward"
    max_iterations: int = 5
    turn_deadline_s: float = 60.0
    local_intents_first: bool = True


def parse_route(text: str, default: Agent) -> tuple[Agent, str | None, str | None]:
    """(agent, domain, problem) from the router's JSON; an unusable answer falls back to `default`."""
    try:
        data = json.loads(text.strip().removeprefix("```json").removesuffix("```").strip())
    except (ValueError, AttributeError):
        return default, None, "unparsable router answer"
    if not isinstance(data, dict):
        return default, None, "router answer is not an object"
    agent = str(data.get("agent", "")).lower()
    domain = str(data.get("domain", "")).upper()
    problem = None
    if agent not in ("steward", "mentor"):
        agent, problem = default, f"unknown agent {data.get('agent')!r}"
    return agent, (domain if domain in DOMAINS else None), problem  # type: ignore[return-value]


def tool_message(call_id: str, name: str, outcome: Outcome) -> dict[str, Any]:
    """What the model rereads about one executed call: short, typed, never a bare string."""
    body: dict[str, Any] = {"outcome": outcome.kind}
    match outcome:
        case Ok():
            body["result"] = outcome.summary
        case PendingConfirmation():
            body["result"] = "waiting for the owner's confirmation: " + outcome.prompt
        case Refused() if outcome.detail:
            body.update(message=outcome.message, detail=outcome.detail)
        case _:
            body["message"] = outcome.message
    if isinstance(outcome, Refused) and outcome.shown:
        body["what_exists"] = outcome.shown  # read by code: what the owner has instead
    return {"role": "tool", "tool_call_id": call_id, "name": name, "content": json.dumps(body, ensure_ascii=False)}


class LLMBrain:
    """Understands free text with a chat model; acts only through the executor."""

    def __init__(self, llm: ChatModel, executor: Executor, contexts: TurnContexts, config: BrainConfig,
                 intents: IntentEngine | None = None) -> None:
        self._llm = llm
        self._executor = executor
        self._contexts = contexts
        self._config = config
        self._intents = intents

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = (),
                    pending: Asked | None = None, *, surface: str, turn: TurnScope | None = None) -> Thought:
        """Run the turn (`recent`: the conversation so far, which only the specialist reads; `pending`: a question
        Arthur asked that this message may answer, given to the specialist with what it would complete; `surface`:
        where it came from, for the ledger; `turn`: the turn its calls belong to); whatever breaks, the reply
        says what was and was not done."""
        started = time.perf_counter()
        deadline = started + self._config.turn_deadline_s
        lang = owner.language
        if self._intents is not None and self._config.local_intents_first:
            understood = self._intents.understand(text, lang, self._executor.clock.now().astimezone(owner.zone))
            if isinstance(understood, Understood) and understood.confident:
                return await perform(self._executor, owner, understood, surface, turn)
            if isinstance(understood, Clarify) and understood.action:
                return clarify(understood, lang)  # a request missing a time: asked by code, as offline
        usages: list[Usage] = []
        calls: list[Call] = []
        route: dict[str, Any] = {"brain": "llm"}
        try:
            memory = await self._contexts.for_turn(owner)
            routed = await self._llm.complete(
                self._config.router_model,
                [{"role": "system", "content": prompts.ROUTER}, {"role": "user", "content": text}],
                json_mode=True, max_tokens=40, timeout_s=max(1.0, deadline - time.perf_counter()))
            usages.append(routed.usage)
            agent, domain, problem = parse_route(routed.text, self._config.default_agent)
            route.update(agent=agent, domain=domain)
            if problem:
                route["fallback"] = problem
            caller = Caller("llm", agent, surface, turn)
            final, cut_reason = await self._loop(owner, caller, text, recent, memory, calls, usages, deadline,
                                                 pending)
        except LLMError as exc:
            log.warning("LLM unavailable: %s", exc)
            route["error"] = exc.kind
            return Thought(calls=tuple(calls), reply=self._unreachable(calls, exc, lang), route=route,
                           usage=_usage(usages))
        if cut_reason is not None and final.strip():
            route["cut"] = cut_reason  # the guard states every call, then keeps what of the comment it can prove
            return Thought(calls=tuple(calls), reply=final, route=route, usage=_usage(usages), from_model=True,
                           history=memory.done)
        if cut_reason is not None:
            route["cut"] = cut_reason
            reply = report(calls, lang, self._executor.catalog)
            if cut_reason == "iterations":
                reply += "\n\n" + STOPPED(lang, n=self._config.max_iterations)
            return Thought(calls=tuple(calls), reply=reply, route=route, usage=_usage(usages))
        return Thought(calls=tuple(calls), reply=final, route=route, usage=_usage(usages), from_model=True,
                       history=memory.done)

    async def _loop(self, owner: OwnerRef, caller: Caller, text: str, recent: Recent, memory: TurnMemory,
                    calls: list[Call], usages: list[Usage], deadline: float,
                    pending: Asked | None = None) -> tuple[str, str | None]:
        """The specialist's tool loop. Returns (final text, None), or (the model's comment or "", why it was cut)."""
        agent = caller.agent
        assert agent is not None
        now_local = self._executor.clock.now().astimezone(owner.zone)
        waiting = None
        if pending is not None:
            q = pending.question
            waiting = prompts.Waiting(pending.text, q.action, dict(q.arguments), q.missing,
                                      tuple(label for label, _ in q.choices), tuple(dict(a) for _, a in q.choices))
        system = prompts.specialist(agent, now_local, owner.zone.key, owner.language, memory.preferences,
                                    memory.facts, memory.summaries, earlier=bool(recent), waiting=waiting)
        messages: list[dict[str, Any]] = [{"role": "system", "content": system}]
        for said, replied in recent:
            messages += [{"role": "user", "content": said}, {"role": "assistant", "content": replied}]
        messages.append({"role": "user", "content": text})
        tools = self._executor.catalog.tools_for(agent)
        for _ in range(self._config.max_iterations):
            completion = await self._llm.complete(self._config.agent_model, messages, tools=tools,
                                                  timeout_s=max(1.0, deadline - time.perf_counter()))
            usages.append(completion.usage)
            if not completion.tool_calls:
                return completion.text, None
            messages.append({"role": "assistant", "content": completion.text or "", "tool_calls": [
                {"id": tc.id, "type": "function",
                 "function": {"name": tc.name, "arguments": tc.arguments if isinstance(tc.arguments, str)
                              else json.dumps(tc.arguments)}} for tc in completion.tool_calls]})
            cut: str | None = None
            for tc in completion.tool_calls:  # every call of the batch, in order, even after a refusal
                name = self._executor.catalog.from_function(tc.name)  # weather__forecast → weather.forecast
                outcome = await self._executor.run(owner, caller, name, tc.arguments)
                calls.append(Call(name, _arguments(tc.arguments), outcome))
                messages.append(tool_message(tc.id, tc.name, outcome))
                decl = self._executor.catalog.get(name)
                if cut is None and (not isinstance(outcome, Ok) or (decl is not None and decl.cuts)):
                    cut = "briefing" if isinstance(outcome, Ok) else outcome.kind
            if cut is not None:
                return await self._comment(messages, tools, usages, deadline, cut), cut
        return "", "iterations"

    async def _comment(self, messages: list[dict[str, Any]], tools: Any, usages: list[Usage], deadline: float,
                       cut: str) -> str:
        """After a refusal, a failure or an effect left waiting for confirmation, the model may say what it makes of
        it (one attempt, no more tools): code states the outcome or asks anyway, and the guard reads what the model
        adds. After a briefing, code shows the briefing and the model may add a line (a wish, a question)."""
        if cut not in ("refused", "failed", "pending_confirmation", "briefing") or deadline - time.perf_counter() < 1.0:
            return ""
        try:
            completion = await self._llm.complete(self._config.agent_model, messages, tools=tools, use_tools=False,
                                                  retry=False, timeout_s=max(1.0, deadline - time.perf_counter()))
        except LLMError as exc:
            log.info("no comment after the %s: %s", cut, exc)
            return ""
        usages.append(completion.usage)
        return "" if completion.tool_calls else completion.text

    def _unreachable(self, calls: list[Call], exc: LLMError, lang: str) -> str:
        head = UNREACHABLE(lang, kind=exc.kind)
        if not calls:
            return head + NOTHING_DONE(lang)
        return head + DONE_BEFORE(lang) + report(calls, "fr" if lang == "fr" else "en", self._executor.catalog)


def _arguments(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except ValueError:
            return {"unparsed": raw}
    return raw


def _usage(usages: list[Usage]) -> dict[str, Any]:
    if not usages:
        return {}
    return {
        "calls": [u.as_record() for u in usages],
        "prompt_tokens": sum(u.prompt_tokens for u in usages),
        "completion_tokens": sum(u.completion_tokens for u in usages),
        "cost_usd": round(sum(u.cost_usd for u in usages), 8),
        "cost_basis": "API token counts × configured prices (an estimate, not an invoice)",
    }
