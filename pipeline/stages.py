"""The stages of a turn, stated once, with what each takes and gives (like Home Assistant's assist_pipeline).

    intake  TurnInput → Intake    who is speaking, in which language, the text cleaned (pipeline/turns.py)
    route   Intake    → Route     a meta command, a slash command, a button, or free text for a brain
    act     Route     → Thought   the calls made through the executor and a draft reply (code's or a model's)
    guard   Thought   → Guarded   a model's draft checked against what the turn really did (pipeline/guard.py)
    render  Guarded   → Reply     the owner's text, buttons, chart and spoken form (pipeline/render.py)
    deliver Reply     → delivery  the channel sends it and says how that went: sent | unknown | failed

Every stage's failure carries a code (`StageError`); a turn never ends in silence.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal, Protocol

from pipeline.action_context import OwnerRef, TurnScope
from pipeline.executor import Call
from pipeline.outcomes import PendingConfirmation, Question
from pipeline.texts import Language
from pipeline.uploads import Enclosure, Upload

Channel = Literal["console", "telegram", "voice", "mcp"]
InputKind = Literal["text", "button", "upload"]
Stage = Literal["intake", "route", "act", "guard", "render", "deliver"]
STAGES: tuple[Stage, ...] = ("intake", "route", "act", "guard", "render", "deliver")
Recent = tuple[tuple[str, str], ...]  # (said, replied) of the conversation under way, oldest first
Forget = Callable[[], Awaitable[bool]]  # takes the message out of the chat; True when the channel did it


class StageError(Exception):
    """A stage could not do its job; `code` is stable, the stage says where."""

    def __init__(self, stage: Stage, code: str, detail: str = "") -> None:
        super().__init__(f"{stage}/{code}: {detail}".rstrip(": "))
        self.stage, self.code, self.detail = stage, code, detail


@dataclass(frozen=True)
class TurnInput:
    """What arrived: who, what, through which channel. A button press carries its callback data as `text`."""

    owner_external_id: str
    text: str
    channel: Channel = "console"
    external_id: str | None = None  # e.g. telegram:<bot>:<update>: the turn's key (ledger, outbox, archive)
    session_key: str | None = None  # e.g. telegram:<chat id>; defaults to channel:owner
    kind: InputKind = "text"
    language_hint: str | None = None  # e.g. Telegram's language_code, for an owner seen for the first time
    forget: Forget | None = field(default=None, compare=False, repr=False)  # a channel that can unsay the message
    surface: str | None = None  # where it came from, for the ledger (e.g. mcp:laptop); default: from the channel
    upload: Upload | None = None  # what arrived besides words (kind "upload"): see pipeline/uploads.py
    again: bool = False  # run a second time after a crash: what its calls already did is handed back

    @property
    def origin(self) -> str:
        """The surface the ledger records: `surface`, else the channel (a voice note came through Telegram)."""
        return self.surface or ("telegram" if self.channel == "voice" else self.channel)


@dataclass(frozen=True)
class Intake:
    """The turn's input with its owner (speaking this turn's language) and the text as it will be read and
    stored (`replaced`: the characters that could not be stored, replaced in `text`; the owner is told)."""

    turn: TurnInput
    owner: OwnerRef
    text: str
    replaced: tuple[str, ...] = ()


@dataclass(frozen=True)
class Route:
    """Where the turn goes: a meta command, a slash command, a button, or a brain for free text."""

    kind: Literal["meta", "command", "button", "brain", "secret", "upload"]
    name: str = ""  # the command's name, or the button's code
    rest: str = ""  # what follows the command, or the button's item number


@dataclass(frozen=True)
class Asked:
    """A question put to the owner (this turn, or waiting from an earlier one): its words and language, what its
    answer completes, and the token its buttons carry ("" until it is kept)."""

    text: str
    language: Language
    question: Question
    token: str = ""


@dataclass(frozen=True)
class Thought:
    """What the act stage produced: the calls it made, a draft reply, and how it got there. `from_model`: the
    draft is a model's words (the guard checks them); otherwise code wrote it from the outcomes."""

    calls: tuple[Call, ...]
    reply: str
    route: dict[str, Any] | None = None
    guard: tuple[dict[str, Any], ...] = ()
    usage: dict[str, Any] = field(default_factory=dict)
    from_model: bool = False
    history: tuple[tuple[str, str], ...] = ()  # (receipt, ISO time) of the latest writes: what "earlier" may cite
    question: Asked | None = None  # what this turn asks the owner (their next message may answer it)


class Brain(Protocol):
    """Understands free text and acts through the executor."""

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = (),
                    pending: Asked | None = None, *, surface: str, turn: TurnScope | None = None) -> Thought:
        """Understand `text` (said after `recent`, perhaps answering `pending`) and act through the executor for
        the `surface` it came from, as part of `turn`."""
        ...


@dataclass(frozen=True)
class Guarded:
    """The text allowed to reach the owner, and every edit the guard made to get there."""

    thought: Thought
    text: str
    edits: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class ButtonSpec:
    """A button to show under the reply: its label and the data it sends back."""

    label: str
    data: str


@dataclass(frozen=True)
class Chart:
    """A weekly bar chart: seconds per project per day."""

    week_of: date
    per_day: dict[str, dict[str, float]]
    title: str
    y_label: str
    day_labels: tuple[str, ...]  # Monday → Sunday, e.g. "Mon 23" / "lun. 23"


@dataclass(frozen=True)
class Reply:
    """What the owner gets: text, buttons (rows), a chart, and the words to speak on a voice channel."""

    text: str
    buttons: tuple[tuple[ButtonSpec, ...], ...] = ()
    chart: Chart | None = None
    speak: str | None = None
    settle: bool = False  # a button press: show the result under the pressed message, its buttons removed
    attachment: Enclosure | None = None  # a photo, file or place sent back beside the text
    language: Language = "en"  # what it is written in (a marker added on a resend speaks it too)


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
    out: Reply | None = None  # the rendered reply (buttons, chart, speech)
    model_text: str | None = None  # what the model wrote, when the guard changed it
    surface: str = "console"  # where the turn came from (telegram, console, mcp:<key label>), as the ledger says

    @property
    def pending(self) -> tuple[PendingConfirmation, ...]:
        """Confirmations this turn is waiting for."""
        return tuple(c.outcome for c in self.actions if isinstance(c.outcome, PendingConfirmation))

    def as_json(self) -> dict[str, Any]:
        """The turn record as plain JSON data."""
        return {"input": self.input, "channel": self.channel, "surface": self.surface, "route": self.route,
                "actions": [c.as_record() for c in self.actions], "guard": list(self.guard),
                "reply": {"text": self.reply, "delivery": self.delivery,
                          **({"model_text": self.model_text} if self.model_text is not None else {})},
                "usage": self.usage, "timings_ms": self.timings_ms}


Send = Callable[[TurnRecord], Awaitable[str]]  # a channel delivering a reply; returns sent | unknown | failed
