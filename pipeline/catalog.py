"""The action catalog: the shape of a declaration, and the registry that collects and checks them (pure).

An action is declared once, beside its handler, with `@action(...)` in a domain module of `pipeline/actions/`:
its input model (the handler's second parameter), effect class, agents, slash command, help, receipt wording,
offline intent templates and buttons. The registry serves every surface from those declarations: slash commands
and buttons, the LLM's tools, the MCP tools, /help and the Telegram menu. No database, network or framework here.
"""

from __future__ import annotations

import inspect
import re
import typing
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

from pipeline.outcomes import Outcome, Record, Refused
from pipeline.texts import LANGUAGES, Language, Text

EffectClass = Literal["read", "internal_write", "external_effect"]
Agent = Literal["steward", "mentor"]
BOTH: tuple[Agent, ...] = ("steward", "mentor")
STEWARD: tuple[Agent, ...] = ("steward",)
MENTOR: tuple[Agent, ...] = ("mentor",)

Id = Field(ge=1, le=2**62, description="The number shown in listings (#N).")


@dataclass(frozen=True)
class Names:
    """Field metadata (`Annotated[int, Names(NOT_FOUND)] = Id`): the field is the owner's number of an item, so a
    refused value is said as that item not being found (`{id}`)."""

    not_found: Text


@dataclass(frozen=True)
class Says:
    """Field metadata: what the owner is told when the field's value is refused (`{value}`, `{min}`, `{max}`)."""

    text: Text


class UsageError(ValueError):
    """A slash command's text does not fit its usage line; `say(lang)` tells how, in the owner's words."""

    def __init__(self, problem: Text, /, **values: object) -> None:
        super().__init__(problem("en", **values))
        self.problem, self.values = problem, values

    def say(self, lang: str) -> str:
        """What does not fit, in `lang` (no trailing full stop: the usage line follows)."""
        return self.problem(lang, **self.values)


class ActionInput(BaseModel):
    """Base of every action's input: strict about unknown fields, frozen once parsed."""

    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True)
class Ask:
    """A preparer's question, with arguments to hold beside it (e.g. the version of the item the owner saw)."""

    prompt: str
    arguments: Mapping[str, Any] = field(default_factory=dict)


Parser = Callable[[str], dict[str, Any]]
Handler = Callable[[Any, Any], Awaitable[Outcome]]  # (ActionContext, the action's input) -> outcome
Preparer = Callable[[Any, Any], Awaitable["Refused | str | Ask"]]  # external effects: check, phrase the question
# An internal write that is an external effect for some items (an event with attendees sends invitations):
# the question to confirm, None to go ahead at once, or a refusal.
MaybeExternal = Callable[[Any, Any], Awaitable["Refused | str | Ask | None"]]


@dataclass(frozen=True)
class Command:
    """How an action is reached as a slash command: `/name [subcommand] ARGS`; `bare`: by `/name` alone (another
    action takes `/name ARGS`, e.g. /timezone shows the zone and /timezone Paris sets it)."""

    name: str
    usage: Text
    parse: Parser
    subcommand: str | None = None
    bare: bool = False


@dataclass(frozen=True)
class IntentMatch:
    """What a template matched: its slots (exact words), the language, and the owner's local time."""

    intent: str
    text: str
    lang: Language
    now_local: datetime
    slots: Mapping[str, str]
    times: Any = None  # the engine's time-phrase reader (pipeline.rules.time_phrases.TimeReader)


@dataclass(frozen=True)
class Understood:
    """A sentence mapped to one action with its arguments (and further reads that answer the same question)."""

    intent: str
    action: str
    arguments: Mapping[str, Any]
    confident: bool = True
    more: tuple[tuple[str, Mapping[str, Any]], ...] = ()
    lang: Language | None = None  # the language whose templates matched (the reply's language)


@dataclass(frozen=True)
class Clarify:
    """A sentence understood but missing something: nothing is written, a question is asked."""

    intent: str
    question: str
    action: str = ""  # the action the answer will complete
    arguments: Mapping[str, Any] = field(default_factory=dict)  # what is known already
    missing: str = ""  # what the answer must give (time, date, …)
    choices: tuple[tuple[str, Mapping[str, Any]], ...] = ()  # (label, arguments) the owner may pick
    code: str = ""  # why it asks, when a rule says (no_time, no_date, impossible_date, ambiguous, …)
    said: str = ""  # the request as it was said: a typed answer is read again with it ("remind me to…" + "at 9")
    lang: Language | None = None  # the language whose templates matched (the question's language)


@dataclass(frozen=True)
class Intent:
    """Offline sentence templates (hassil syntax) reaching this action. Slots `{text}`, `{task}`, `{project}`,
    `{name}`, `{query}` and `{decision}` are wildcards; `values` names closed lists ({in, out} per language)."""

    name: str
    en: tuple[str, ...]
    fr: tuple[str, ...]
    args: Mapping[str, Any] = field(default_factory=dict)  # fixed arguments
    slots: Mapping[str, str] = field(default_factory=dict)  # slot -> argument
    build: Callable[[IntentMatch], Understood | Clarify] | None = None  # instead of args and slots
    values: Mapping[str, Mapping[Language, tuple[tuple[str, str], ...]]] = field(default_factory=dict)
    confident: bool = True


@dataclass(frozen=True)
class Button:
    """A button under a message that runs this action on item `#N`: callback data is `code:#N`.

    `offer` puts one under a reply for each item a result lists (e.g. "Forget #3" under /memory); a button that
    `settles` shows its result under the pressed message and removes its row, otherwise the result is a reply."""

    code: str
    label: Text
    args: Callable[[int, datetime], dict[str, Any]]  # (N, the owner's local now) -> arguments
    offer: Callable[[Record], Sequence[int]] | None = None
    settles: bool = True
    on_push: bool = False  # shown under the item's scheduled push (a reminder's "Done", "+10 min"…)

    def data(self, number: int) -> str:
        """The callback data naming the owner's item #number ('#' tells it from the internal ids of old
        buttons, which no longer do anything)."""
        return f"{self.code}:#{number}"


@dataclass(frozen=True)
class Claims:
    """How a reply says this action was done (rules the sincerity guard keeps as features)."""

    verb: str  # a verb class of the guard's vocabulary (create, remove, complete, …)
    topic: str  # a topic of the guard's vocabulary (note, reminder, …)
    en: tuple[str, ...] = ()  # idioms (regexes) in Arthur's own voice
    fr: tuple[str, ...] = ()


@dataclass(frozen=True)
class Action:
    """One capability: declared once, served to commands, buttons, the LLM and MCP alike."""

    name: str
    description: str
    input: type[ActionInput]
    effect: EffectClass
    agents: tuple[Agent, ...]
    handler: Handler
    help: Text
    check: Text  # where the owner verifies when the effect is unknown
    not_done: Text  # "I have not …": what the guard says when a claim of this action is false
    command: Command | None = None
    intents: tuple[Intent, ...] = ()
    buttons: tuple[Button, ...] = ()
    output: type[Record] | None = None  # the typed data an Ok carries
    prepare: Preparer | None = None  # required for external effects
    asks: Text | None = None  # "share note #{note_id} with {contact}": what an outside client asks, from the input
    cuts: bool = False  # composed by code and shown first: the model only adds a line below it (briefings)
    owner_setting: bool = False  # changes the owner's zone or language: their cached reference is read again
    topic: str = ""  # what it is about, for the guard (note, reminder, session…)
    claims: Claims | None = None
    read_claims_en: tuple[str, ...] = ()  # a figure or finding presented as read from this action
    read_claims_fr: tuple[str, ...] = ()
    external_if: MaybeExternal | None = None  # internal writes only: asks first when it says so
    llm: bool = True  # offered to the LLM as a tool (never for actions that handle credentials)
    when_arg: str | None = None  # the argument holding a local date/time: checked when heard by voice
    unknown_shows: str | None = None  # a read listed beside a refusal of an unknown item (pipeline/unknown_items.py)
    # Run by a channel for what it received (keeping an upload), never offered as a tool, a command or a sentence:
    # declared with agents=() and nothing else that reaches it.
    from_channel_only: bool = False


def action(name: str, description: str, *, effect: EffectClass, agents: tuple[Agent, ...], help: Text,
           check: Text, not_done: Text, **rest: Any) -> Callable[[Handler], Action]:
    """Declare the decorated handler as an action; its input model is its second parameter's annotation."""

    def declare(handler: Handler) -> Action:
        params = list(inspect.signature(handler).parameters)
        hints = typing.get_type_hints(handler)
        model = hints.get(params[1]) if len(params) > 1 else None
        if not (isinstance(model, type) and issubclass(model, ActionInput)):
            raise TypeError(f"{name}: the handler's second parameter must be annotated with an ActionInput model")
        return Action(name=name, description=description, input=model, effect=effect, agents=agents,
                      handler=handler, help=help, check=check, not_done=not_done, **rest)

    return declare


@dataclass(frozen=True)
class MetaCommand:
    """A command about Arthur itself (help, trace, confirmations…): handled by the turn, not the executor."""

    name: str
    usage: Text
    help: Text
    aliases: tuple[str, ...] = ()
    menu: bool = True  # listed in a client's command menu


class Catalog:
    """Every declared action and meta command, checked once; what each surface reads."""

    def __init__(self, actions: Iterable[Action], meta: Iterable[MetaCommand] = ()) -> None:
        self.actions: tuple[Action, ...] = tuple(actions)
        self.meta: tuple[MetaCommand, ...] = tuple(meta)
        self._by_name = {a.name: a for a in self.actions}
        self._by_function = {function_name(a.name): a.name for a in self.actions}
        self._tools: dict[Agent, tuple[dict[str, Any], ...]] = {
            agent: tuple(tool_schema(a) for a in self.actions if agent in a.agents and a.llm)
            for agent in get_args(Agent)}
        self._buttons = {b.code: (a, b) for a in self.actions for b in a.buttons}

    def get(self, name: object) -> Action | None:
        """The declaration of `name`, or None for an unknown name."""
        return self._by_name.get(name) if isinstance(name, str) else None

    def __getitem__(self, name: str) -> Action:
        return self._by_name[name]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self._by_name

    def from_function(self, name: str) -> str:
        """The action a function-calling name stands for (weather__forecast → weather.forecast); other names as
        they are."""
        return self._by_function.get(name, name)

    def with_actions(self, more: Iterable[Action]) -> Catalog:
        """A new catalog: these actions and `more` (e.g. outside tools declared at start-up)."""
        return Catalog((*self.actions, *more), self.meta)

    def tools_for(self, agent: Agent) -> tuple[dict[str, Any], ...]:
        """LLM tool schemas (Mistral/OpenAI function format) for the actions `agent` may call."""
        return self._tools[agent]

    def meta_command(self, name: str) -> MetaCommand | None:
        """The meta command called `name` (or one of its aliases)."""
        return next((m for m in self.meta if name == m.name or name in m.aliases), None)

    def button(self, code: str) -> tuple[Action, Button] | None:
        """The action a button's code runs, and the button."""
        return self._buttons.get(code)

    def command_menu(self, lang: Language) -> list[tuple[str, str]]:
        """(command, description) pairs for a client's command menu, one per command name."""
        seen: dict[str, str] = {}
        for a in self.actions:
            if a.command and a.command.name not in seen:
                seen[a.command.name] = a.help(lang)
        for m in self.meta:
            if m.menu and m.name not in seen:
                seen[m.name] = m.help(lang)
        return list(seen.items())

    def help_lines(self, lang: Language) -> list[str]:
        """'usage — help' for every command, actions first."""
        lines = [f"{a.command.usage(lang)} — {a.help(lang)}" for a in self.actions if a.command]
        return lines + [f"{m.usage(lang)} — {m.help(lang)}" for m in self.meta]

    def resolve_command(self, name: str, rest: str) -> tuple[Action, str] | None:
        """The action a `/name rest` command reaches, and the text left for its parser."""
        first, _, tail = rest.strip().partition(" ")
        candidates = [a for a in self.actions if a.command and a.command.name == name]
        bare = [a for a in candidates if a.command and a.command.bare]
        if bare and not rest.strip():
            return bare[0], ""
        candidates = [a for a in candidates if a.command and not a.command.bare]
        for a in candidates:
            assert a.command is not None
            if a.command.subcommand and a.command.subcommand == first.lower():
                return a, tail
        return next(((a, rest) for a in candidates if a.command and a.command.subcommand is None), None)

    def problems(self) -> list[str]:
        """What is wrong with the declarations (empty when the catalog is sound)."""
        found: list[str] = []
        names = [a.name for a in self.actions]
        found += [f"action {n} is declared twice" for n in sorted({n for n in names if names.count(n) > 1})]
        commands = [(a.command.name, a.command.subcommand or ("(alone)" if a.command.bare else None))
                    for a in self.actions if a.command]
        found += [f"command /{c[0]} {c[1] or ''} is declared twice" for c in sorted(
            {c for c in commands if commands.count(c) > 1}, key=str)]
        functions = [function_name(n) for n in names]
        found += [f"{n} and another action share the function name {function_name(n)}" for n in names
                  if functions.count(function_name(n)) > 1 and names.count(n) == 1]
        found += [f"action name {n!r} is not 1-64 letters, digits, _ . -" for n in names
                  if not re.fullmatch(r"[A-Za-z0-9_.-]{1,64}", n)]
        meta = {m.name for m in self.meta} | {alias for m in self.meta for alias in m.aliases}
        found += [f"/{c} is both an action and a meta command" for c, _ in commands if c in meta]
        for a in self.actions:
            texts = [a.help, a.check, a.not_done, *([a.command.usage] if a.command else []),
                     *(b.label for b in a.buttons), *([a.asks] if a.asks else [])]
            found += [f"{a.name}: text {t.id} lacks {lang}" for t in texts for lang in LANGUAGES
                      if not (t.fr if lang == "fr" else t.en).strip()]
            if a.from_channel_only:
                if a.agents or a.command or a.intents or a.buttons:
                    found.append(f"{a.name}: a channel-only action has no agents, command, sentences or buttons")
            elif not a.agents or any(agent not in get_args(Agent) for agent in a.agents):
                found.append(f"{a.name}: agents must name real agents")
            if a.effect == "external_effect" and a.prepare is None:
                found.append(f"{a.name}: an external effect needs a preparer")
            if a.external_if is not None and a.effect != "internal_write":
                found.append(f"{a.name}: only an internal write can become an external effect")
            if not a.description.strip():
                found.append(f"{a.name}: no description")
            shown = self.get(a.unknown_shows) if a.unknown_shows else None
            if a.unknown_shows and (shown is None or shown.effect != "read"):
                found.append(f"{a.name}: unknown_shows must name a read action")
        return found


def function_name(name: str) -> str:
    """An action's name as function-calling APIs accept it (letters, digits, _ and -): a namespaced outside tool
    such as weather.forecast becomes weather__forecast."""
    return name.replace(".", "__")


def tool_schema(a: Action) -> dict[str, Any]:
    """One action as a function-calling tool; the schema comes from its pydantic input model."""
    schema = a.input.model_json_schema()
    schema.pop("title", None)
    schema.pop("additionalProperties", None)
    for prop in schema.get("properties", {}).values():
        # Bounds and defaults cost prompt tokens on every iteration; the executor enforces them anyway.
        for key in ("title", "maxLength", "minLength", "maximum", "minimum", "default"):
            prop.pop(key, None)
        if "anyOf" in prop:  # `X | None` → X: optional fields are simply not required
            kinds = [k for k in prop.pop("anyOf") if k.get("type") != "null"]
            if len(kinds) == 1:
                prop.update({k: v for k, v in kinds[0].items() if k not in ("maxLength", "minLength")})
    return {"type": "function", "function": {"name": function_name(a.name), "description": a.description,
                                             "parameters": schema}}
