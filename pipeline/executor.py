"""The one executor every surface goes through: validate, authorise, confirm, run, record."""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, replace
from datetime import timedelta
from typing import Any, TypeVar
from zoneinfo import ZoneInfo

from pydantic import ValidationError
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from pipeline import validation
from pipeline.action_context import ActionContext, Caller, Clock, Limits, OwnerRef, Ports
from pipeline.catalog import Action, ActionInput, Ask, Catalog
from pipeline.outcomes import Failed, Ok, Outcome, PendingConfirmation, Refused
from pipeline.recorded import Call, json_safe, ledger_data, message_of, rebuilt
from pipeline.texts import Language, Texts, language_of
from pipeline.unknown_items import with_listing
from stores import confirmations, ledger, owners
from stores.ledger import Slot

log = logging.getLogger(__name__)
T = Texts("executor")
R = TypeVar("R")

UNKNOWN_TOKEN = T("unknown_token", "That confirmation does not exist. Nothing was done.",
                  "Cette confirmation n'existe pas. Rien n'a été fait.")
TOKEN_USED = T("token_used", "That confirmation was already used ({how}). Nothing more was done.",
               "Cette confirmation a déjà servi ({how}). Rien de plus n'a été fait.")
TOKEN_EXPIRED = T("token_expired", "That confirmation has expired. Nothing was sent; ask again if you still want it.",
                  "Cette confirmation a expiré. Rien n'a été envoyé ; redemande-le si besoin.")
CANCELLED = T("cancelled", "Cancelled. Nothing was sent.", "Annulé. Rien n'a été envoyé.")
CONFIRMATION_BROKE = T("confirmation_broke", "The confirmation could not be processed ({error}).",
                       "La confirmation n'a pas pu être traitée ({error}).")
NO_SUCH_ACTION = T("no_such_action", "I tried to do something I cannot do. Nothing was done.",
                   "J'ai tenté une chose que je ne sais pas faire. Rien n'a été fait.")
NOT_JSON = T("not_json", "I could not read what to do for “{what}”. Nothing was done.",
             "Je n'ai pas pu lire quoi faire pour « {what} ». Rien n'a été fait.")
NOT_OBJECT = NOT_JSON
INVALID = T("invalid", "{problems} Nothing was done.", "{problems} Rien n'a été fait.")
INVALID_USAGE = T("invalid_usage", "{problems} Usage: {usage}. Nothing was done.",
                  "{problems} Usage : {usage}. Rien n'a été fait.")
NOT_ALLOWED = T("not_allowed", "“{what}” is not something I can do from here. Nothing was done.",
                "« {what} » n'est pas faisable d'ici. Rien n'a été fait.")
ASK_FAILED = T("ask_failed", "I could not prepare the question ({error}); nothing was saved.",
               "Je n'ai pas pu préparer la question ({error}) ; rien n'a été enregistré.")
PREPARE_FAILED = T("prepare_failed", "I could not prepare “{what}” ({error}); nothing was sent.",
                   "Je n'ai pas pu préparer « {what} » ({error}) ; rien n'a été envoyé.")
BROKE = T("broke", "Something went wrong during “{what}” ({error}), so I can't tell whether it took effect.",
          "Un problème est survenu pendant « {what} » ({error}) : impossible de dire si c'est fait.")
RUN_IT = T("run_it", "Go ahead with “{what}”?", "Je lance « {what} » ?")


class Executor:
    """Runs catalog actions for an owner; never raises, always returns a typed outcome."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        clock: Clock,
        catalog: Catalog,
        *,
        ports: Ports | None = None,
        limits: Limits | None = None,
        default_zone: str = "UTC",
        default_language: Language = "en",
        confirmation_ttl: timedelta = timedelta(minutes=15),
    ) -> None:
        self._sessions = sessions
        self._clock = clock
        self._catalog = catalog
        self._ports = ports or Ports()
        self._limits = limits or Limits()
        self._zone = default_zone
        self._language = default_language
        self._ttl = confirmation_ttl
        self._owners: dict[str, OwnerRef] = {}  # owners change only through set_timezone, which clears it
        self._watchers: list[Callable[[int, str | None], None]] = []

    def watch(self, on_write: Callable[[int, str | None], None]) -> None:
        """Call `on_write(owner_id, action)` once an action may have written for that owner, before its outcome
        is returned; `action` is set when only its ledger row was written (a read that succeeded)."""
        self._watchers.append(on_write)

    @property
    def catalog(self) -> Catalog:
        """Every action this executor runs."""
        return self._catalog

    @property
    def ports(self) -> Ports:
        """The outside world's adapters the actions use."""
        return self._ports

    @property
    def default_zone(self) -> str:
        """The server's zone (ARTHUR_TIMEZONE): an owner who has not chosen one lives in it."""
        return ZoneInfo(self._zone).key

    @property
    def confirmation_ttl(self) -> timedelta:
        """How long a pending confirmation can be answered."""
        return self._ttl

    @property
    def clock(self) -> Clock:
        """The clock actions run against."""
        return self._clock

    async def owner(self, external_id: str, language_hint: str | None = None) -> OwnerRef:
        """Find or create the owner behind an external id (e.g. a Telegram user id); a new owner speaks the
        language the channel reports for them (`language_hint`, e.g. Telegram's language_code)."""
        cached = self._owners.get(external_id)
        if cached is not None:
            return cached
        async with self._sessions() as s, s.begin():
            row = await owners.ensure(s, external_id, language_of(language_hint) if language_hint else None)
            zone = ZoneInfo(row.timezone or self._zone)
            lang = language_of(row.language or self._language)
            ref = OwnerRef(id=row.id, external_id=row.external_id, zone=zone, language=lang,
                           zone_set=row.timezone is not None, zone_shown=zone.key != self.default_zone)
        self._owners[external_id] = ref
        return ref

    def known_owner(self, external_id: str) -> OwnerRef | None:
        """The owner behind an external id if this process has met them (no database needed)."""
        return self._owners.get(external_id)

    async def read(self, query: Callable[[AsyncSession], Awaitable[R]]) -> R:
        """Run a read for pipeline code (turn hints, reports) in a session of its own; nothing is written."""
        async with self._sessions() as s:
            return await query(s)

    async def run(self, owner: OwnerRef, caller: Caller, name: str, arguments: Any) -> Outcome:
        """Validate, authorise and run one action; external effects first return a confirmation."""
        started = time.perf_counter()
        slot, done = await self._slot(owner, caller, name)
        if done is not None:
            return done.outcome
        outcome, args = self._validate(owner, caller, name, arguments)
        if outcome is None:
            assert args is not None
            decl = self._catalog[name]
            asked = await self._ask(owner, caller, name, args) if (
                decl.effect == "external_effect" or decl.external_if is not None) else None
            if asked is not None:
                outcome = asked
            else:
                outcome = await self._execute(owner, caller, name, args, confirmed=False, started=started, slot=slot)
                return outcome  # _execute wrote the ledger row itself
        await self._record(owner, caller, name, arguments, outcome, confirmed=False, started=started, slot=slot)
        return outcome

    async def ask(self, owner: OwnerRef, caller: Caller, name: str, arguments: Any, prompt: str) -> Outcome:
        """Hold any action for the owner's explicit yes (e.g. a date heard by voice that looks misheard)."""
        started = time.perf_counter()
        slot, done = await self._slot(owner, caller, name)
        if done is not None:
            return done.outcome
        outcome, args = self._validate(owner, caller, name, arguments)
        if outcome is None:
            assert args is not None
            now = self._clock.now()
            try:
                async with self._sessions() as s, s.begin():
                    token = secrets.token_urlsafe(9)
                    await confirmations.add(s, owner_id=owner.id, token=token, action=name,
                                            arguments=args.model_dump(mode="json"), surface=caller.surface,
                                            via=caller.via, now=now, expires_at=now + self._ttl)
                outcome = PendingConfirmation(token=token, action=name, prompt=prompt)
            except Exception as exc:
                log.exception("could not hold %s for confirmation", name)
                outcome = Failed(ASK_FAILED(owner.language, error=type(exc).__name__),
                                 self._catalog[name].check(owner.language))
        await self._record(owner, caller, name, arguments, outcome, confirmed=False, started=started, slot=slot)
        return outcome

    async def resolve(self, owner: OwnerRef, caller: Caller, token: str, accept: bool) -> tuple[str, Outcome]:
        """Confirm or cancel a pending external effect by its single-use token."""
        started = time.perf_counter()
        slot, done = await self._slot(owner, caller, None)
        if done is not None:
            return done.name, done.outcome
        now = self._clock.now()
        name = "confirmation"
        arguments: dict[str, Any] = {}
        asked_from = caller.surface
        try:
            async with self._sessions() as s, s.begin():
                row = await confirmations.take(s, owner.id, token.strip())
                lang = owner.language
                if row is None:
                    outcome: Outcome = Refused("unknown_token", UNKNOWN_TOKEN(lang))
                else:
                    name = row.action
                    if row.resolved_at is not None:
                        outcome = Refused("token_used", TOKEN_USED(lang, how=row.resolution))
                    elif row.expires_at <= now:
                        row.resolved_at, row.resolution = now, "expired"
                        outcome = Refused("token_expired", TOKEN_EXPIRED(lang))
                    elif not accept:
                        row.resolved_at, row.resolution = now, "cancelled"
                        outcome = Refused("cancelled", CANCELLED(lang))
                    else:
                        # Spend the token before acting: an external effect happens at most once.
                        row.resolved_at, row.resolution = now, "confirmed"
                        arguments = row.arguments
                        asked_from = row.surface or caller.surface
                        outcome = Ok("confirmed")
        except Exception as exc:
            log.exception("confirmation %s failed", token)
            decl = self._catalog.get(name)
            return name, Failed(CONFIRMATION_BROKE(owner.language, error=type(exc).__name__),
                                decl.check(owner.language) if decl else "/trace")
        if not isinstance(outcome, Ok):
            await self._record(owner, caller, name, {"token": token}, outcome, confirmed=False, started=started,
                               slot=slot)
            return name, outcome
        args = self._catalog[name].input.model_validate(arguments)
        # The effect's row names the surface that asked for it (e.g. mcp:laptop); `confirmed` says the owner
        # said yes, and `via` how (a button, a command).
        return name, await self._execute(owner, replace(caller, surface=asked_from), name, args, confirmed=True,
                                         started=started, slot=slot)

    async def recorded_calls(self, owner: OwnerRef, turn_key: str) -> list[Call]:
        """Every call the turn `turn_key` made, with its outcome as it was returned, in order."""
        rows = await self.read(lambda s: ledger.of_turn(s, owner.id, turn_key))
        return [Call(r.action, r.arguments, rebuilt(r, self._catalog, owner.language)) for r in rows]

    # --- a turn's calls, once each -----------------------------------------------------------------

    async def _slot(self, owner: OwnerRef, caller: Caller, name: str | None) -> tuple[Slot | None, Call | None]:
        """The call's place in its turn, and, for a turn run again, what that place already did (a read is
        simply read again). A call that is not the one recorded there runs outside the turn's numbering."""
        if caller.turn is None:
            return None, None
        slot = Slot(caller.turn.key, caller.turn.take())
        decl = self._catalog.get(name)
        if not caller.turn.again or (decl is not None and decl.effect == "read"):
            return slot, None
        row = await self.read(lambda s: ledger.at_slot(s, owner.id, slot))
        if row is None:
            return slot, None
        if name is not None and row.action != name:
            log.warning("turn %s call %s was %s before and is %s now", slot.turn_key, slot.seq, row.action, name)
            return None, None
        return slot, Call(row.action, row.arguments, rebuilt(row, self._catalog, owner.language))

    # --- stages ---------------------------------------------------------------------------------

    def _validate(self, owner: OwnerRef, caller: Caller, name: str, arguments: Any
                  ) -> tuple[Outcome | None, ActionInput | None]:
        lang = owner.language
        decl = self._catalog.get(name)
        if decl is None:
            return Refused("unknown_action", NO_SUCH_ACTION(lang), f"no action called {name!r}"), None
        what = decl.help(lang)
        if isinstance(arguments, str | bytes):
            try:
                arguments = json.loads(arguments or "{}")
            except ValueError:
                return Refused("malformed_arguments", NOT_JSON(lang, what=what), "arguments are not JSON"), None
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            return Refused("malformed_arguments", NOT_OBJECT(lang, what=what), "arguments must be an object"), None
        try:
            args = decl.input.model_validate(arguments)
        except ValidationError as exc:
            problems = " ".join(validation.explain(exc, decl.input, lang))
            message = (INVALID_USAGE(lang, problems=problems, usage=decl.command.usage(lang)) if decl.command
                       else INVALID(lang, problems=problems))
            return Refused("invalid_arguments", message, validation.detail(exc)), None
        if caller.agent is not None and (caller.agent not in decl.agents or not decl.llm):
            return Refused("not_allowed", NOT_ALLOWED(lang, what=what),
                           f"the {caller.agent} agent may not use {name}"), None
        return None, args

    async def _ask(self, owner: OwnerRef, caller: Caller, name: str, args: ActionInput) -> Outcome | None:
        """The question an external effect waits on; None when an internal write needs none (`external_if`)."""
        decl = self._catalog[name]
        now = self._clock.now()
        try:
            async with self._sessions() as s:
                ctx = ActionContext(db=s, owner=owner, now=now, limits=self._limits, ports=self._ports)
                if decl.effect != "external_effect" and decl.external_if is not None:
                    asked = await decl.external_if(ctx, args)
                    if asked is None:
                        return None
                else:
                    asked = await decl.prepare(ctx, args) if decl.prepare else RUN_IT(owner.language, what=decl.help(owner.language))
                if isinstance(asked, Refused):
                    return asked  # closing the session rolls back: nothing was written
                if isinstance(asked, Ask):
                    args = decl.input.model_validate({**args.model_dump(mode="json"), **asked.arguments})
                    asked = asked.prompt
                prompt = asked
                token = secrets.token_urlsafe(9)
                await confirmations.add(s, owner_id=owner.id, token=token, action=name,
                                        arguments=args.model_dump(mode="json"), surface=caller.surface,
                                        via=caller.via, now=now, expires_at=now + self._ttl)
                await s.commit()
                return PendingConfirmation(token=token, action=name, prompt=prompt)
        except Exception as exc:
            log.exception("preparing %s failed", name)
            return Failed(PREPARE_FAILED(owner.language, what=decl.help(owner.language), error=type(exc).__name__),
                          decl.check(owner.language))

    async def _execute(self, owner: OwnerRef, caller: Caller, name: str, args: ActionInput, *, confirmed: bool,
                       started: float, slot: Slot | None = None) -> Outcome:
        decl: Action = self._catalog[name]
        now = self._clock.now()
        outcome: Outcome
        committed = twice = False
        try:
            async with self._sessions() as s:
                ctx = ActionContext(db=s, owner=owner, now=now, limits=self._limits, ports=self._ports)
                try:
                    outcome = await with_listing(self._catalog, decl, ctx, await decl.handler(ctx, args))
                    if isinstance(outcome, Ok):
                        write = decl.effect != "read"
                        try:
                            await ledger.record(
                                s, owner_id=owner.id, surface=caller.surface, via=caller.via, agent=caller.agent,
                                action=name, arguments=args.model_dump(mode="json"), outcome="ok", code=None,
                                message=outcome.summary, confirmed=confirmed, at=now,
                                duration_ms=(time.perf_counter() - started) * 1000, slot=slot,
                                data=ledger_data(outcome, keep_data=write), abridge=not write)
                            await s.commit()
                            committed = True
                        except IntegrityError as exc:
                            # This call of this turn is already recorded: its writes were committed once, with
                            # that row; these ones are rolled back.
                            if slot is None or ledger.TURN_INDEX not in str(exc):
                                raise
                            await s.rollback()
                            twice = True
                    else:
                        await s.rollback()  # a refusal writes nothing
                except BaseException:
                    await s.rollback()
                    raise
        except Exception as exc:
            log.exception("action %s failed", name)
            outcome = Failed(BROKE(owner.language, what=decl.help(owner.language), error=type(exc).__name__),
                             decl.check(owner.language))
        if twice and slot is not None:
            row = await self.read(lambda s: ledger.at_slot(s, owner.id, slot))
            # A read is as good read again; a write hands back what its first run did.
            return outcome if decl.effect == "read" or row is None else rebuilt(row, self._catalog, owner.language)
        if committed and decl.owner_setting:
            self._owners.pop(owner.external_id, None)
        if committed or isinstance(outcome, Failed):  # a failure may have written: its effect is unknown
            only_ledger = committed and decl.effect == "read"
            for on_write in self._watchers:
                on_write(owner.id, name if only_ledger else None)
        if not committed:
            await self._record(owner, caller, name, args.model_dump(mode="json"), outcome, confirmed=confirmed,
                               started=started, slot=slot)
        return outcome

    async def _record(self, owner: OwnerRef, caller: Caller, name: str, arguments: Any, outcome: Outcome, *,
                      confirmed: bool, started: float, slot: Slot | None = None) -> None:
        code = outcome.code if isinstance(outcome, Refused) else None
        try:
            async with self._sessions() as s, s.begin():
                await ledger.record(s, owner_id=owner.id, surface=caller.surface, via=caller.via, agent=caller.agent,
                                    action=str(name), arguments=json_safe(arguments), outcome=outcome.kind, code=code,
                                    message=message_of(outcome), confirmed=confirmed, at=self._clock.now(),
                                    duration_ms=(time.perf_counter() - started) * 1000, slot=slot,
                                    data=ledger_data(outcome, keep_data=False))
        except IntegrityError as exc:
            if slot is None or ledger.TURN_INDEX not in str(exc):
                log.exception("could not write the ledger row for %s: %s", name, asdict(outcome))
            # else: the turn's first run recorded this call already; that row stands.
        except Exception:
            # The outcome stands whatever happens to its ledger row; the log keeps the trace.
            log.exception("could not write the ledger row for %s: %s", name, asdict(outcome))

