"""The password a connection waits for (calendar, mail): which owner's next message is one, and that message's
turn (given to its action as a secret, kept out of every record, then taken out of the chat when the channel
can)."""

from __future__ import annotations

from datetime import datetime, timedelta

from pydantic import SecretStr

from pipeline.action_context import Caller, TurnScope
from pipeline.catalog import Catalog
from pipeline.executor import Call, Executor
from pipeline.outcomes import Ok, Outcome, Refused
from pipeline.render import report
from pipeline.stages import Intake, Thought
from pipeline.texts import Texts
from stores import connections

T = Texts("turns")
HIDDEN = T("hidden", "(password, hidden)", "(mot de passe, masqué)")
FORGOTTEN = T("forgotten", "I took your message with the password out of the chat.",
              "J'ai retiré de la conversation ton message contenant le mot de passe.")
NOT_FORGOTTEN = T("not_forgotten", "I couldn't take your message with the password out of the chat: delete it "
                  "yourself.", "Je n'ai pas pu retirer ton message contenant le mot de passe : supprime-le toi-même.")
SECRET_WAIT = timedelta(minutes=15)


class Passwords:
    """Which owners' next message is a password, and for which connection kind."""

    def __init__(self, executor: Executor, catalog: Catalog) -> None:
        self._executor = executor
        self._catalog = catalog
        self._awaiting: dict[int, tuple[str, datetime]] = {}  # owner id -> (connection kind, since)

    def waiting(self, owner_id: int) -> str | None:
        """The connection kind the owner's next text is the password of, if it is one."""
        awaiting = self._awaiting.get(owner_id)
        fresh = awaiting is not None and awaiting[1] > self._executor.clock.now() - SECRET_WAIT
        return awaiting[0] if awaiting is not None and fresh else None

    async def warm(self) -> None:
        """Learn which connections wait for a password (a restart between the two messages keeps it secret)."""
        since = self._executor.clock.now() - SECRET_WAIT
        found = await self._executor.read(lambda s: connections.open_for_secret(s, since))
        for owner_id, kind in found:
            self._awaiting[owner_id] = (kind, since + SECRET_WAIT)

    def after_command(self, owner_id: int, action: str, outcome: Outcome) -> None:
        """A connect command makes the next message a password; a disconnect of that kind, a change of mind."""
        if isinstance(outcome, Ok) and action in ("connect_calendar", "connect_mail"):
            self._awaiting[owner_id] = ("calendar" if action == "connect_calendar" else "mail",
                                        self._executor.clock.now())
        elif (isinstance(outcome, Ok) and action.startswith("disconnect_")
              and self._awaiting.get(owner_id, ("",))[0] == action.removeprefix("disconnect_")):
            self._awaiting.pop(owner_id, None)

    async def take(self, intake: Intake, kind: str, password: str, turn: TurnScope | None) -> Thought:
        """The password given to its action as a secret, then taken out of the chat."""
        owner, lang = intake.owner, intake.owner.language
        arguments = {"kind": kind, "password": SecretStr(password)}
        outcome = await self._executor.run(owner, Caller("command", surface=intake.turn.origin, turn=turn),
                                           "give_connection_password", arguments)
        if isinstance(outcome, Ok) or (isinstance(outcome, Refused) and outcome.code == "nothing_waiting"):
            self._awaiting.pop(owner.id, None)
        forgotten = False
        if intake.turn.forget is not None:
            try:
                forgotten = await intake.turn.forget()
            except Exception:
                forgotten = False
        call = Call("give_connection_password", {"kind": kind, "password": "**********"}, outcome)
        note = (FORGOTTEN if forgotten else NOT_FORGOTTEN)(lang) if intake.turn.channel == "telegram" else ""
        reply = report([call], lang, self._catalog) + (f"\n\n{note}" if note else "")
        return Thought((call,), reply, {"brain": "secret"})
