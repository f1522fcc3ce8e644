"""Runs a turn through its stages (stated in `pipeline/stages.py`), the same way for every channel."""

from __future__ import annotations

import re
import time
from dataclasses import replace
from datetime import datetime
from typing import Any, Protocol

from pipeline import guard
from pipeline.action_context import Caller, OwnerRef, TurnScope
from pipeline.catalog import Understood, UsageError
from pipeline.executor import Call, Executor
from pipeline.health import Health, StatusSource, health_line
from pipeline.intents import IntentEngine
from pipeline.outcomes import PendingConfirmation, Refused
from pipeline.render import CANCEL, CONFIRM, cost_text, help_text, interrupted, render, report, trace_text
from pipeline.rules.formats import moment_label
from pipeline.rules.language import detect
from pipeline.rules.misheard import doubt
from pipeline.rules.storable import storable
from pipeline.stages import (
    Brain,
    Channel,
    Guarded,
    Intake,
    Recent,
    Route,
    Send,
    Thought,
    TurnInput,
    TurnRecord,
)
from pipeline.texts import Texts
from stores import deliveries, projects

T = Texts("turns")
ONLY_COMMANDS = T("only_commands", "I didn't understand that. I understand commands like /note TEXT or /remind; /help "
                  "lists them.", "Je n'ai pas compris. Je comprends les commandes comme /note TEXTE ou /remind ; "
                  "/help les liste.")
CONFIRM_USAGE = T("confirm_usage", "Usage: /{name} TOKEN", "Usage : /{name} JETON")
NO_COMMAND = T("no_command", "There is no /{name} command. /help lists them.",
               "La commande /{name} n'existe pas. /help les liste.")
BAD_USAGE = T("bad_usage", "{problem}. Usage: {usage}. Nothing was done.", "{problem}. Usage : {usage}. Rien n'a été fait.")
NO_BUTTON = T("no_button", "That button no longer does anything. Nothing was done.",
              "Ce bouton ne fait plus rien. Rien n'a été fait.")
MISHEARD_PAST = T("misheard.past", "that is in the past", "c'est déjà passé")
MISHEARD_ODD = T("misheard.odd", "that doesn't fit the sentence", "ça ne colle pas avec la phrase")
MISHEARD_ASK = T("misheard.ask", "I heard \"{heard}\", which would be {was} — {why}. Did you mean {meant}?",
                 "J'ai entendu « {heard} », soit le {was} — {why}. Voulais-tu dire le {meant} ?")


class SlashOnly:
    """The brain used when none is configured: it understands nothing and says so."""

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = (),
                    turn: TurnScope | None = None) -> Thought:
        """Answer honestly that only slash commands work, without writing anything."""
        return Thought(calls=(), reply=ONLY_COMMANDS(owner.language), route={"brain": "none"})


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
    """Runs turns for any channel: the same stages for console, Telegram, voice and MCP."""

    def __init__(self, executor: Executor, brain: Brain, archive: Archive | None = None,
                 memory_note: str = "", intents: IntentEngine | None = None, status: StatusSource | None = None
                 ) -> None:
        self._executor = executor
        self._catalog = executor.catalog
        self._brain = brain
        self._archive = archive
        self._memory_note = memory_note
        self._intents = intents
        self.status = status  # what /status reads; without it, this process's database and the last push

    @property
    def executor(self) -> Executor:
        """The executor behind every turn."""
        return self._executor

    async def handle(self, turn: TurnInput, send: Send | None = None) -> TurnRecord:
        """Run one turn and return its full record. With `send`, the reply goes out through it before the turn
        is archived (the owner waits for no database write), and the archive says how the sending went."""
        t0 = time.perf_counter()
        intake = await self.intake(turn)
        route = self.route(intake)
        scope = TurnScope(turn.external_id, again=turn.again) if turn.external_id else None
        thought = await self.act(intake, route, scope)
        guarded = self.guard(intake, thought)
        reply = render(guarded, intake, self._catalog, settle=self._settles(route))
        model_text = thought.reply if thought.from_model and guarded.text != thought.reply else None
        record = TurnRecord(input=intake.text, channel=turn.channel, route=thought.route, actions=thought.calls,
                            guard=guarded.edits, reply=reply.text, usage=thought.usage, out=reply,
                            model_text=model_text, timings_ms={"total": round((time.perf_counter() - t0) * 1000, 2)})
        archive = self._archive if (thought.route or {}).get("brain") != "meta" else None
        if intake.replaced:
            turn = replace(turn, text=intake.text)  # archived as stored
        if send is not None:
            try:
                record = replace(record, delivery=await send(record))
            except Exception:
                if archive is not None:
                    await archive.write(intake.owner, turn, replace(record, delivery="failed"))
                raise
        if archive is not None:
            await archive.write(intake.owner, turn, record, after_reply=send is not None)
        return record

    async def speech_hints(self, owner_external_id: str) -> str | None:
        """Proper nouns that help a transcriber: the owner's project names."""
        owner = await self._executor.owner(owner_external_id)
        found = await self._executor.read(lambda s: projects.listing(s, owner.id, include_done=True))
        names = [p.name for p in found][:20]
        return ", ".join(names) if names else None

    async def recorded(self, owner_external_id: str, turn_key: str) -> list[Call]:
        """Every call the turn `turn_key` made, as the ledger recorded it (nothing of any other turn)."""
        owner = await self._executor.owner(owner_external_id)
        return await self._executor.recorded_calls(owner, turn_key)

    # --- intake ----------------------------------------------------------------------------------------

    async def intake(self, turn: TurnInput) -> Intake:
        """The owner, speaking the language of this turn's words when they are clear, and the words as they can
        be stored (a character PostgreSQL refuses is replaced, and the owner told, before anything is written)."""
        owner = await self._executor.owner(turn.owner_external_id, turn.language_hint)
        cleaned = storable(turn.text)
        text = cleaned.text
        if turn.kind == "text" and not text.lstrip().startswith("/"):
            spoken = detect(text)
            if spoken is not None and spoken != owner.language:
                owner = replace(owner, language="fr" if spoken == "fr" else "en")
        return Intake(turn=turn, owner=owner, text=text, replaced=cleaned.replaced)

    # --- route -----------------------------------------------------------------------------------------

    def route(self, intake: Intake) -> Route:
        """A button, a meta command, a slash command, or free text for the brain."""
        text = intake.text
        if intake.turn.kind == "button":
            if text.startswith((CONFIRM, CANCEL)):
                return Route("button", text[:len(CONFIRM)], text[len(CONFIRM):])
            code, _, rest = text.rpartition(":")
            return Route("button", code, rest)
        if text.lstrip().startswith("/"):
            match = re.match(r"/(\S*)(?:\s(.*))?\Z", text.lstrip(), re.S)
            head, rest = (match.group(1), match.group(2) or "") if match else ("", "")
            name = head.split("@", 1)[0].lower()  # Telegram appends @botname in groups
            meta = self._catalog.meta_command(name)
            return Route("meta", meta.name, rest) if meta else Route("command", name, rest)
        return Route("brain")

    def _settles(self, route: Route) -> bool:
        if route.kind != "button":
            return False
        found = self._catalog.button(route.name)
        return found is None or found[1].settles

    # --- act -------------------------------------------------------------------------------------------

    async def act(self, intake: Intake, route: Route, turn: TurnScope | None = None) -> Thought:
        """Run what the route asks for through the executor, each call numbered within `turn`."""
        owner = intake.owner
        match route.kind:
            case "meta":
                calls, reply = await self._meta(owner, route, turn)
                return Thought(tuple(calls), reply, {"brain": "meta" if route.name not in ("confirm", "cancel")
                                                     else "command"})
            case "command":
                calls, reply = await self.command(owner, route.name, route.rest, turn)
                return Thought(tuple(calls), reply, {"brain": "command"})
            case "button":
                call = await self._press(owner, route, turn)
                return Thought((call,), report([call], owner.language, self._catalog), {"brain": "button"})
            case "brain":
                if turn is not None and turn.again:
                    # A model's turn run again is not thought through a second time once it has acted: what it
                    # did is reported, exactly.
                    done = await self._executor.recorded_calls(owner, turn.key)
                    if done:
                        reply = interrupted(intake.text, done, owner.language, self._catalog)
                        return Thought(tuple(done), reply, {"brain": "recovered"})
                if intake.turn.channel == "voice":
                    held = await self._doubtful_date(owner, intake.text, turn)
                    if held is not None:
                        return held
                recent = self._archive.recent(owner, intake.turn) if self._archive is not None else ()
                return await self._brain.think(owner, intake.text, intake.turn.channel, recent, turn)

    async def _meta(self, owner: OwnerRef, route: Route, turn: TurnScope | None) -> tuple[list[Call], str]:
        lang = owner.language
        if route.name == "help":
            return [], help_text(self._catalog, lang)
        if route.name == "trace":
            text = trace_text(await self._archive.last(owner) if self._archive else None, lang)
            return [], f"{text}\n{self._memory_note}" if self._memory_note else text
        if route.name == "cost":
            return [], cost_text(await self._archive.usage(owner) if self._archive else None, lang)
        if route.name == "status":
            health = (await self.status.health(owner) if self.status is not None else Health(
                True, last_push=await self._executor.read(lambda s: deliveries.last_push(s, owner.id))))
            return [], health_line(health, lang, owner.zone)
        token = route.rest.strip()  # confirm | cancel
        if not token:
            return [], CONFIRM_USAGE(lang, name=route.name)
        acted, outcome = await self._executor.resolve(owner, Caller("command", turn=turn), token,
                                                      accept=route.name == "confirm")
        call = Call(acted, {"token": token}, outcome)
        return [call], report([call], lang, self._catalog)

    async def command(self, owner: OwnerRef, name: str, rest: str, turn: TurnScope | None = None
                      ) -> tuple[list[Call], str]:
        """A slash command goes straight to the executor; the reply is composed by code."""
        lang = owner.language
        resolved = self._catalog.resolve_command(name, rest)
        if resolved is None:
            msg = NO_COMMAND(lang, name=name)
            return [Call(name, {"text": rest}, Refused("unknown_command", msg))], msg
        action, tail = resolved
        assert action.command is not None
        try:
            arguments = action.command.parse(tail)
        except UsageError as exc:
            msg = BAD_USAGE(lang, problem=exc, usage=action.command.usage(lang))
            return [Call(action.name, {"text": tail}, Refused("usage", msg))], msg
        outcome = await self._executor.run(owner, Caller("command", turn=turn), action.name, arguments)
        call = Call(action.name, arguments, outcome)
        return [call], report([call], lang, self._catalog)

    async def _press(self, owner: OwnerRef, route: Route, turn: TurnScope | None) -> Call:
        """A button: a confirmation's answer, or an action on the item the button was shown for."""
        if route.name in (CONFIRM, CANCEL):
            name, outcome = await self._executor.resolve(owner, Caller("button", turn=turn), route.rest,
                                                         accept=route.name == CONFIRM)
            return Call(name, {"token": route.rest}, outcome)
        found = self._catalog.button(route.name)
        if found is None or not route.rest.isdigit():
            return Call("button", {"data": f"{route.name}:{route.rest}"}, Refused("unknown_button", NO_BUTTON(
                owner.language)))
        action, button = found
        args = button.args(int(route.rest), self._executor.clock.now().astimezone(owner.zone))
        return Call(action.name, args, await self._executor.run(owner, Caller("button", turn=turn), action.name,
                                                                args))

    async def _doubtful_date(self, owner: OwnerRef, heard: str, turn: TurnScope | None) -> Thought | None:
        """A reminder heard by voice whose date contradicts today is not acted on: what was heard is quoted and
        the likely date is held for the owner's yes."""
        if self._intents is None:
            return None
        now_local = self._executor.clock.now().astimezone(owner.zone)
        understood = self._intents.understand(heard, owner.language, now_local)
        if not isinstance(understood, Understood) or understood.action != "create_reminder":
            return None
        arguments = dict(understood.arguments)
        due = datetime.strptime(arguments["due"], "%Y-%m-%d %H:%M")
        suspicion = doubt(heard, due, now_local)
        if suspicion is None:
            return None
        lang = owner.language
        why = (MISHEARD_PAST if suspicion.reason == "in_the_past" else MISHEARD_ODD)(lang)
        prompt = MISHEARD_ASK(lang, heard=heard, was=moment_label(due, lang), why=why,
                              meant=moment_label(suspicion.proposed, lang))
        arguments["due"] = f"{suspicion.proposed:%Y-%m-%d %H:%M}"
        outcome = await self._executor.ask(owner, Caller("intent", turn=turn), "create_reminder", arguments, prompt)
        reply = prompt if isinstance(outcome, PendingConfirmation) else report(
            [Call("create_reminder", arguments, outcome)], lang, self._catalog)
        return Thought((Call("create_reminder", arguments, outcome),), reply, {"brain": "intent", "misheard": True})

    # --- guard -----------------------------------------------------------------------------------------

    def guard(self, intake: Intake, thought: Thought) -> Guarded:
        """A model's draft is checked against what the turn did; code's own reports pass as they are."""
        if not thought.from_model:
            return Guarded(thought, thought.reply, thought.guard)
        verdict = guard.check(thought.reply, thought.calls, intake.owner.language, self._catalog,
                              history=thought.history)
        return Guarded(thought, verdict.text, tuple(e.as_record() for e in verdict.edits))
