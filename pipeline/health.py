"""Arthur's health in one line (/status, `arthur status`): the database, Telegram, Mistral if configured, the
spool of updates kept while the database was away, and the owner's last push."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol
from zoneinfo import ZoneInfo

from pipeline.action_context import OwnerRef
from pipeline.llm import ChatModel, Completion, LLMError
from pipeline.rules.formats import moment_label
from pipeline.texts import Language, Texts

T = Texts("health")
DATABASE_UP = T("database_up", "database: reachable", "base de données : joignable")
DATABASE_DOWN = T("database_down", "database: unreachable since {since}", "base de données : injoignable depuis {since}")
DATABASE_NONE = T("database_none", "database: unreachable", "base de données : injoignable")
TELEGRAM_UP = T("telegram_up", "Telegram: reachable", "Telegram : joignable")
TELEGRAM_DOWN = T("telegram_down", "Telegram: unreachable since {since}", "Telegram : injoignable depuis {since}")
TELEGRAM_SILENT = T("telegram_silent", "Telegram: no answer ({problem})", "Telegram : pas de réponse ({problem})")
MISTRAL_UNTRIED = T("mistral_untried", "Mistral: configured, not called yet", "Mistral : configuré, pas encore appelé")
MISTRAL_UP = T("mistral_up", "Mistral: answered at {at}", "Mistral : a répondu à {at}")
MISTRAL_DOWN = T("mistral_down", "Mistral: failing since {since} ({kind})", "Mistral : en échec depuis {since} ({kind})")
SPOOL = T("spool", "spool: {n} waiting", "en attente sur disque : {n}")
LAST_PUSH = T("last_push", "last push: {at}", "dernier rappel envoyé : {at}")
NO_PUSH = T("no_push", "last push: none yet", "dernier rappel envoyé : aucun")
PUSH_UNKNOWN = T("push_unknown", "last push: unknown while the database is away",
                 "dernier rappel envoyé : inconnu tant que la base est injoignable")


@dataclass(frozen=True)
class Health:
    """What the line says. None: not part of this process (no Telegram in the console, no model offline)."""

    database_up: bool
    database_since: datetime | None = None  # when it went away (None: not known)
    telegram_up: bool | None = None
    telegram_since: datetime | None = None
    telegram_problem: str = ""  # it was asked once and did not answer: why (arthur status)
    mistral: ModelState | None = None
    spool: int | None = None
    last_push: datetime | None = None
    last_push_known: bool = True


@dataclass(frozen=True)
class ModelState:
    """The configured model's last call: when, and how it went (`failing_since` None: it answered)."""

    last_at: datetime | None = None
    failing_since: datetime | None = None
    kind: str = ""


class StatusSource(Protocol):
    """Where a channel's health comes from."""

    async def health(self, owner: OwnerRef) -> Health:
        """The health as of now, the last push being this owner's."""
        ...


def health_line(h: Health, lang: Language, zone: ZoneInfo) -> str:
    """The health, one part per service, in the owner's language and time zone."""

    def when(at: datetime) -> str:
        return moment_label(at.astimezone(zone), lang)

    if h.database_up:
        parts = [DATABASE_UP(lang)]
    else:
        parts = [DATABASE_DOWN(lang, since=when(h.database_since)) if h.database_since else DATABASE_NONE(lang)]
    if h.telegram_problem:
        parts.append(TELEGRAM_SILENT(lang, problem=h.telegram_problem))
    elif h.telegram_up is not None:
        parts.append(TELEGRAM_UP(lang) if h.telegram_up else TELEGRAM_DOWN(lang, since=when(h.telegram_since or _now())))
    if h.mistral is not None:
        m = h.mistral
        if m.failing_since is not None:
            parts.append(MISTRAL_DOWN(lang, since=when(m.failing_since), kind=m.kind))
        else:
            parts.append(MISTRAL_UP(lang, at=when(m.last_at)) if m.last_at is not None else MISTRAL_UNTRIED(lang))
    if h.spool is not None:
        parts.append(SPOOL(lang, n=h.spool))
    if not h.last_push_known:
        parts.append(PUSH_UNKNOWN(lang))
    else:
        parts.append(LAST_PUSH(lang, at=when(h.last_push)) if h.last_push else NO_PUSH(lang))
    return " · ".join(parts)


class WatchedModel:
    """A chat model whose last call's outcome is kept for the health line."""

    def __init__(self, model: ChatModel) -> None:
        self._model = model
        self.state = ModelState()

    async def complete(self, model: str, messages: Sequence[Mapping[str, Any]], *,
                       tools: Sequence[Mapping[str, Any]] | None = None, json_mode: bool = False,
                       max_tokens: int | None = None, timeout_s: float = 30.0, use_tools: bool = True,
                       retry: bool = True) -> Completion:
        """The wrapped model's answer; its outcome is noted."""
        try:
            answer = await self._model.complete(model, messages, tools=tools, json_mode=json_mode,
                                                max_tokens=max_tokens, timeout_s=timeout_s, use_tools=use_tools,
                                                retry=retry)
        except LLMError as exc:
            self.state = ModelState(_now(), self.state.failing_since or _now(), exc.kind)
            raise
        self.state = ModelState(_now())
        return answer


def _now() -> datetime:
    return datetime.fromtimestamp(time.time(), UTC)
