"""Runs a turn through its stages (stated in `pipeline/stages.py`), the same way for every channel."""

from __future__ import annotations

import re
import time
from dataclasses import replace
from datetime import datetime
from typing import Any, Protocol

from pipeline import answers
from pipeline.action_context import Caller, OwnerRef, TurnScope
from pipeline.catalog import Clarify, Understood, UsageError
from pipeline.executor import Call, Executor
from pipeline.followups import ANSWER, FollowUps, session_key, zone_question
from pipeline.guard import NOTHING_DONE, Guard
from pipeline.health import Health, StatusSource, health_line
from pipeline.intents import IntentEngine
from pipeline.misheard_dates import doubtful_date
from pipeline.outcomes import Ok, PendingConfirmation, Refused
from pipeline.passwords import HIDDEN, Passwords
from pipeline.render import CANCEL, CONFIRM, cost_text, help_text, interrupted, render, report, trace_text
from pipeline.rules.language import detect
from pipeline.rules.storable import storable
from pipeline.stages import (
    Asked,
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
from pipeline.upload_turns import UploadTurns
from stores import conversations, deliveries, projects

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
CONFIRM_ELSEWHERE = T("confirm_elsewhere", "An MCP client cannot confirm anything: the owner confirms on their own "
                      "channel (Telegram). Nothing was done.", "Un client MCP ne peut rien confirmer : le propriétaire "
                      "confirme sur son propre canal (Telegram). Rien n'a été fait.")


class SlashOnly:
    """The brain used when none is configured: it understands nothing and says so."""

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = (),
                    pending: Asked | None = None, *, surface: str, turn: TurnScope | None = None) -> Thought:
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
                 memory_note: str = "", intents: IntentEngine | None = None, guard: Guard | None = None,
                 followups: FollowUps | None = None, status: StatusSource | None = None) -> None:
        self._executor = executor
        self._catalog = executor.catalog
        self._brain = brain
        self._archive = archive
        self._memory_note = memory_note
        self._intents = intents
        self._guard = guard
        self._followups = followups  # without it, questions are asked but their answers not awaited
        self._passwords = Passwords(executor, self._catalog)
        self._uploads = UploadTurns(executor, intents, self.intake, self.route, self.act, self._record_of)
        self.status = status  # what /status reads; without it, this process's database and the last push

    def awaits_secret(self, owner_id: int) -> bool:
        """Whether the owner's next text is a password (a channel must not keep it, not even in its inbox)."""
        return self._passwords.waiting(owner_id) is not None

    async def warm(self) -> None:
        """Learn which connections wait for a password (a restart between the two messages keeps it secret)."""
        await self._passwords.warm()

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
        if route.kind == "secret":  # the password is in no record, archive or log: only in the action's input
            hidden = HIDDEN(intake.owner.language)  # pipeline/passwords.py
            secret, turn = intake.text, replace(turn, text=hidden)
            intake = replace(intake, turn=turn, text=hidden)
            route = replace(route, rest=secret)
        scope = TurnScope(turn.external_id, again=turn.again) if turn.external_id else None
        thought = await self.keep_question(intake, await self.act(intake, route, scope))
        guarded = await self.guard(intake, thought)
        reply = render(guarded, intake, self._catalog, settle=self._settles(route))
        model_text = thought.reply if thought.from_model and guarded.text != thought.reply else None
        record = TurnRecord(input=intake.text, channel=turn.channel, route=thought.route, actions=thought.calls,
                            guard=guarded.edits, reply=reply.text, usage=thought.usage, out=reply,
                            model_text=model_text, timings_ms={"total": round((time.perf_counter() - t0) * 1000, 2)},
                            surface=turn.origin)
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

    async def _record_of(self, owner: OwnerRef, external_id: str) -> dict[str, Any] | None:
        """The record of the owner's turn that handled a message (an edit asks what its first version did)."""
        if self._archive is not None:
            await self._archive.last(owner)  # waits for the owner's turns still being archived
        return await self._executor.read(lambda s: conversations.record_of(s, owner.id, external_id))

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
        if intake.turn.upload is not None:
            return Route("upload")  # a photo, a place, an edit…
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
        kind = self._passwords.waiting(intake.owner.id) if intake.turn.channel != "voice" else None
        if kind is not None:
            return Route("secret", kind, text.strip())
        if self._uploads.follows_forward(intake):
            return Route("upload")  # words right after a forward: read with it
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
        surface = intake.turn.origin
        match route.kind:
            case "meta":
                calls, reply = await self._meta(owner, route, surface, turn)
                return Thought(tuple(calls), reply, {"brain": "meta" if route.name not in ("confirm", "cancel")
                                                     else "command"})
            case "command":
                calls, reply = await self.command(owner, route.name, route.rest, surface, turn)
                return Thought(tuple(calls), reply, {"brain": "command"})
            case "button":
                call = await self._press(intake, route, surface, turn)
                return Thought((call,), report([call], owner.language, self._catalog), {"brain": "button"})
            case "secret":
                return await self._passwords.take(intake, route.name, route.rest, turn)
            case "upload":
                return await self._uploads.act(intake)
            case "brain":
                if turn is not None and turn.again:
                    # A model's turn run again is not thought through a second time once it has acted: what it
                    # did is reported, exactly.
                    already = await self._executor.recorded_calls(owner, turn.key)
                    if already:
                        reply = interrupted(intake.text, already, owner.language, self._catalog)
                        return Thought(tuple(already), reply, {"brain": "recovered"})
                if intake.turn.channel == "voice":
                    held = await doubtful_date(self._executor, self._intents, owner, intake.text, surface, turn)
                    if held is not None:
                        return held
                key = session_key(owner, intake.turn)
                pending = await self._followups.waiting(owner, key) if self._followups is not None else None
                if self._followups is not None and pending is not None:
                    answered = await answers.answer(self._executor, self._intents, owner, intake.text, pending,
                                                    surface, turn)
                    if answered is not None:
                        await self._followups.settle(owner, key, pending, answered[1])
                        return answered[0]
                recent = self._archive.recent(owner, intake.turn) if self._archive is not None else ()
                thought = await self._brain.think(owner, intake.text, intake.turn.channel, recent, pending,
                                                  surface=surface, turn=turn)
                if self._followups is not None and pending is not None:
                    done = any(c.name == pending.question.action and isinstance(c.outcome, Ok) for c in thought.calls)
                    if done or (thought.route or {}).get("brain") != "llm":  # the model may still take it up
                        await self._followups.settle(owner, key, pending, "answered" if done else "dropped")
                return thought

    async def _meta(self, owner: OwnerRef, route: Route, surface: str, turn: TurnScope | None
                    ) -> tuple[list[Call], str]:
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
        if route.name == "confirm" and surface.startswith("mcp:"):  # external effects never run on an MCP call
            refused = Refused("confirm_elsewhere", CONFIRM_ELSEWHERE(lang))
            return [Call("confirmation", {"token": "…"}, refused)], refused.message
        acted, outcome = await self._executor.resolve(owner, Caller("command", surface=surface, turn=turn), token,
                                                      accept=route.name == "confirm")
        call = Call(acted, {"token": token}, outcome)
        return [call], report([call], lang, self._catalog)

    async def command(self, owner: OwnerRef, name: str, rest: str, surface: str = "console",
                      turn: TurnScope | None = None
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
            msg = BAD_USAGE(lang, problem=exc.say(lang), usage=action.command.usage(lang))
            return [Call(action.name, {"text": tail}, Refused("usage", msg))], msg
        outcome = await self._executor.run(owner, Caller("command", surface=surface, turn=turn), action.name,
                                           arguments)
        call = Call(action.name, arguments, outcome)
        self._passwords.after_command(owner.id, action.name, outcome)
        return [call], report([call], lang, self._catalog)

    async def _press(self, intake: Intake, route: Route, surface: str, turn: TurnScope | None) -> Call:
        """A button: a confirmation's answer, a question's answer, or an action on the item it was shown for."""
        owner = intake.owner
        if route.name.startswith(ANSWER):
            token = route.name[len(ANSWER):]
            key = session_key(owner, intake.turn)
            asked = await self._followups.take(owner, key, token) if self._followups is not None else None
            return await answers.pick(self._executor, owner, asked, token, route.rest, surface, turn)
        if route.name in (CONFIRM, CANCEL):
            name, outcome = await self._executor.resolve(owner, Caller("button", surface=surface, turn=turn), route.rest,
                                                         accept=route.name == CONFIRM)
            return Call(name, {"token": route.rest}, outcome)
        found = self._catalog.button(route.name)
        number = route.rest.removeprefix("#")
        if found is None or not route.rest.startswith("#") or not number.isdigit():
            return Call("button", {"data": f"{route.name}:{route.rest}"}, Refused("unknown_button", NO_BUTTON(
                owner.language)))
        action, button = found
        args = button.args(int(number), self._executor.clock.now().astimezone(owner.zone))
        return Call(action.name, args, await self._executor.run(owner, Caller("button", surface=surface, turn=turn), action.name,
                                                                args))

    def _asked(self, intake: Intake, now_local: datetime) -> str | None:
        """The write action the owner's message asks for, when the offline templates can tell."""
        if self._intents is None:
            return None
        understood = self._intents.understand(intake.text, intake.owner.language, now_local)
        action = understood.action if isinstance(understood, Understood | Clarify) else ""
        decl = self._catalog.get(action)
        return action if decl is not None and decl.effect != "read" else None

    async def keep_question(self, intake: Intake, thought: Thought) -> Thought:
        """Keep what this turn asks the owner (a clarification, or a refusal that asks), so that their next message
        may answer it; at first contact on Telegram, also ask their zone (once)."""
        if self._followups is None:
            return thought
        owner = intake.owner
        asked = thought.question
        if asked is None:
            refused = next((c.outcome for c in thought.calls
                            if isinstance(c.outcome, Refused) and c.outcome.question is not None), None)
            if refused is not None and refused.question is not None:
                asked = Asked(thought.reply, owner.language, refused.question)
        if asked is None and intake.turn.channel == "telegram" and intake.turn.kind == "text" and not any(
                isinstance(c.outcome, PendingConfirmation) for c in thought.calls):
            fresh = await self._executor.owner(intake.turn.owner_external_id)  # a /timezone just now counts
            if not fresh.zone_set and await self._followups.zone_never_asked(fresh):
                asked = zone_question(owner.language, self._executor.default_zone)
                thought = replace(thought, reply=f"{thought.reply}\n\n{asked.text}")
        if asked is None:
            return thought
        return replace(thought, question=await self._followups.ask(owner, session_key(owner, intake.turn), asked))

    # --- guard -----------------------------------------------------------------------------------------

    async def guard(self, intake: Intake, thought: Thought) -> Guarded:
        """A model's draft is checked against what the turn did; code's own reports pass as they are. Without a
        guard, no model sentence reaches the owner: code's report of the calls does (fail closed)."""
        if not thought.from_model:
            return Guarded(thought, thought.reply, thought.guard)
        owner = intake.owner
        if self._guard is None:
            text = report(thought.calls, owner.language, self._catalog) or NOTHING_DONE(owner.language)
            return Guarded(thought, text, ({"rule": "no_guard", "removed": thought.reply, "added": text},))
        now_local = self._executor.clock.now().astimezone(owner.zone)
        verdict = await self._guard.check(thought.reply, thought.calls, owner.language, now_local=now_local,
                                          history=thought.history, channel=intake.turn.channel,
                                          asked=self._asked(intake, now_local), said=intake.turn.text)
        return Guarded(thought, verdict.text, tuple(e.as_record() for e in verdict.edits))
