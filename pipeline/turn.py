"""One turn: text in → slash command or brain → executor → report out, recorded end to end."""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol

from pipeline import catalog
from pipeline.catalog import UsageError
from pipeline.context import Caller, OwnerRef
from pipeline.executor import Call, Executor
from pipeline.outcomes import PendingConfirmation, Refused
from pipeline.render import confirm_hint, cost_text, help_text, report, trace_text
from pipeline.rules.language import detect

Channel = Literal["console", "telegram", "voice"]
META_COMMANDS = frozenset({"help", "start", "aide", "trace", "cost"})  # about Arthur, not the owner's data


@dataclass(frozen=True)
class TurnInput:
    """What arrived: who, what text, through which channel."""

    owner_external_id: str
    text: str
    channel: Channel = "console"
    external_id: str | None = None  # e.g. the Telegram update id: a repeat is archived once
    session_key: str | None = None  # e.g. telegram:<chat id>; defaults to channel:owner


@dataclass(frozen=True)
class Thought:
    """What a brain produced for free text: the calls it made, its reply, and how it got there."""

    calls: tuple[Call, ...]
    reply: str
    route: dict[str, Any] | None = None
    guard: tuple[dict[str, Any], ...] = ()
    usage: dict[str, Any] = field(default_factory=dict)


Recent = tuple[tuple[str, str], ...]  # (said, replied) of the conversation under way, oldest first


class Brain(Protocol):
    """Understands free text and acts through the executor."""

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = ()) -> Thought:
        """Understand `text` (said after `recent`) and act through the executor."""
        ...


@dataclass(frozen=True)
class TurnRecord:
    """Everything a turn did, in the shape `--json` and /trace show."""

    input: str
    channel: Channel
    route: dict[str, Any] | None
    actions: tuple[Call, ...]
    guard: tuple[dict[str, Any], ...]
    reply: str
    usage: dict[str, Any]
    timings_ms: dict[str, float]
    delivery: str | None = None  # what the channel said of the reply: sent | unknown | failed (None: not told)

    @property
    def pending(self) -> tuple[PendingConfirmation, ...]:
        """Confirmations this turn is waiting for."""
        return tuple(c.outcome for c in self.actions if isinstance(c.outcome, PendingConfirmation))

    def as_json(self) -> dict[str, Any]:
        """The turn record as plain JSON data."""
        return {"input": self.input, "channel": self.channel, "route": self.route,
                "actions": [c.as_record() for c in self.actions], "guard": list(self.guard),
                "reply": {"text": self.reply, "delivery": self.delivery}, "usage": self.usage,
                "timings_ms": self.timings_ms}


Send = Callable[[TurnRecord], Awaitable[str]]  # a channel delivering a reply; returns sent | unknown | failed


class SlashOnly:
    """The brain used when none is configured: it understands nothing and says so."""

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = ()) -> Thought:
        """Answer honestly that only slash commands work, without writing anything."""
        if owner.language == "fr":
            reply = "Je n'ai pas compris. Je comprends les commandes comme /note TEXTE ou /remind ; /help les liste."
        else:
            reply = "I didn't understand that. I understand commands like /note TEXT or /remind; /help lists them."
        return Thought(calls=(), reply=reply, route={"brain": "none"})


class Archive(Protocol):
    """Where finished turns are written (the conversation archive)."""

    async def write(self, owner: OwnerRef, turn: TurnInput, record: TurnRecord, *, after_reply: bool = False) -> None:
        """Archive a finished turn (`after_reply`: its reply is out and nobody waits on the write)."""
        ...

    async def last(self, owner: OwnerRef) -> dict[str, Any] | None:
        """The newest turn record of the owner."""
        ...

    async def usage(self, owner: OwnerRef) -> dict[str, dict[str, Any]]:
        """Model usage today and this month."""
        ...

    def recent(self, owner: OwnerRef, turn: TurnInput) -> Recent:
        """The conversation under way in `turn`'s session, oldest first."""
        ...


class Turns:
    """Runs turns for any channel: the same path for console, Telegram and voice."""

    def __init__(self, executor: Executor, brain: Brain, archive: Archive | None = None,
                 memory_note: str = "") -> None:
        self._executor = executor
        self._brain = brain
        self._archive = archive
        self._memory_note = memory_note

    @property
    def executor(self) -> Executor:
        """The executor behind every turn."""
        return self._executor

    async def handle(self, turn: TurnInput, send: Send | None = None) -> TurnRecord:
        """Run one turn and return its full record. With `send`, the reply goes out through it before the turn
        is archived (the owner waits for no database write), and the archive says how the sending went."""
        t0 = time.perf_counter()
        owner = await self._executor.owner(turn.owner_external_id)
        text = turn.text
        route: dict[str, Any] | None = None
        guard: tuple[dict[str, Any], ...] = ()
        usage: dict[str, Any] = {}
        if text.lstrip().startswith("/"):
            calls, reply = await self.command(owner, text.lstrip())
            meta = text.lstrip()[1:].split(" ", 1)[0].split("@", 1)[0].lower() in META_COMMANDS
            route = {"brain": "meta" if meta else "command"}
        else:
            # Reply in the language the owner just used, when it is clear; the setting is the default.
            spoken = detect(text)
            if spoken is not None and spoken != owner.language:
                owner = replace(owner, language="fr" if spoken == "fr" else "en")
            recent = self._archive.recent(owner, turn) if self._archive is not None else ()
            thought = await self._brain.think(owner, text, turn.channel, recent)
            calls, reply, route, guard, usage = (list(thought.calls), thought.reply, thought.route, thought.guard,
                                                 thought.usage)
        pending = [c.outcome for c in calls if isinstance(c.outcome, PendingConfirmation)]
        if pending and turn.channel == "console":  # channels with buttons show Confirm / Cancel instead
            reply += "\n" + confirm_hint(pending[0].token, owner.language)
        record = TurnRecord(input=text, channel=turn.channel, route=route, actions=tuple(calls), guard=guard,
                            reply=reply, usage=usage,
                            timings_ms={"total": round((time.perf_counter() - t0) * 1000, 2)})
        archive = self._archive if (route or {}).get("brain") != "meta" else None
        if send is not None:
            try:
                record = replace(record, delivery=await send(record))
            except Exception:
                if archive is not None:
                    await archive.write(owner, turn, replace(record, delivery="failed"))
                raise
        if archive is not None:
            await archive.write(owner, turn, record, after_reply=send is not None)
        return record

    async def command(self, owner: OwnerRef, text: str) -> tuple[list[Call], str]:
        """A slash command goes straight to the executor; the reply is composed by code."""
        match = re.match(r"/(\S*)(?:\s(.*))?\Z", text, re.S)
        head, rest = (match.group(1), match.group(2) or "") if match else ("", "")
        name = head.split("@", 1)[0].lower()  # Telegram appends @botname in groups
        lang = owner.language
        if name in ("help", "start", "aide"):
            return [], help_text(lang)
        if name == "trace":
            last = await self._archive.last(owner) if self._archive else None
            text = trace_text(last, lang)
            return [], f"{text}\n{self._memory_note}" if self._memory_note else text
        if name == "cost":
            usage = await self._archive.usage(owner) if self._archive else None
            return [], cost_text(usage, lang)
        if name in ("confirm", "cancel"):
            token = rest.strip()
            if not token:
                return [], ("Usage: /confirm TOKEN" if lang == "en" else "Usage : /confirm JETON")
            acted, outcome = await self._executor.resolve(owner, Caller("command"), token, accept=name == "confirm")
            call = Call(acted, {"token": token}, outcome)
            return [call], report([call], lang)
        resolved = catalog.resolve_command(name, rest)
        if resolved is None:
            msg = (f"There is no /{name} command. /help lists them." if lang == "en"
                   else f"La commande /{name} n'existe pas. /help les liste.")
            call = Call(name, {"text": rest}, Refused("unknown_command", msg))
            return [call], msg
        action, tail = resolved
        assert action.command is not None
        try:
            arguments = action.command.parse(tail)
        except UsageError as exc:
            msg = (f"{exc}. Usage: {action.command.usage}. Nothing was done." if lang == "en"
                   else f"{exc}. Usage : {action.command.usage}. Rien n'a été fait.")
            call = Call(action.name, {"text": tail}, Refused("usage", msg))
            return [call], msg
        outcome = await self._executor.run(owner, Caller("command"), action.name, arguments)
        call = Call(action.name, arguments, outcome)
        return [call], report([call], lang)
