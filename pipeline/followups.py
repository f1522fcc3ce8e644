"""Questions Arthur asks, kept with the conversation (database, per owner and session key) for 10 minutes, so
that the owner's next message — typed, spoken or a button — can answer them. Whether a message answers is
decided by pure rules (`pipeline/rules/followups.py`); this module keeps the questions and reads them back."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from pipeline.action_context import Clock, OwnerRef
from pipeline.outcomes import Question
from pipeline.rules.time_phrases import Ask, At, TimeReader
from pipeline.rules.zones import OFFERED, city_of, zone_name
from pipeline.stages import Asked, ButtonSpec, TurnInput
from pipeline.texts import Language, Texts, language_of
from stores import questions

T = Texts("followups")
ANSWER = "fu:"  # a button answering a question: fu:<token>:<choice>
LIFETIME = timedelta(minutes=10)
LEFT = T("left", "All right, I left it. Nothing was done.", "D'accord, je laisse tomber. Rien n'a été fait.")
GONE = T("gone", "That question has expired or was already answered. Nothing was done.",
         "Cette question a expiré ou a déjà reçu sa réponse. Rien n'a été fait.")
CHOICES = T("choices", "Answer with one of: {choices}.", "Réponds par l'un de : {choices}.")
ZONE_QUESTION = T("zone_question", "Which time zone are you in? Until you tell me, I read and show times in {zone}. "
                  "Tap your city, or type it (e.g. 'Paris', 'New York').",
                  "Dans quel fuseau horaire es-tu ? En attendant, je lis et j'affiche les heures en {zone}. "
                  "Touche ta ville, ou écris-la (par exemple « Paris », « New York »).")


def reads_time(times: TimeReader) -> Callable[[str, str, datetime], tuple[bool, str]]:
    """The follow-up rules' time reader: whether a text says a time or a day, and the words left."""

    def read(text: str, lang: str, now_local: datetime) -> tuple[bool, str]:
        when = times.read(text, lang, now_local)
        if isinstance(when, At | Ask):
            return True, when.rest
        if when.code in ("no_time", "impossible_date", "impossible_time", "past") and len(text.split()) <= 4:
            return True, ""  # "tomorrow", "the 31st of February": said, but not enough or not possible
        return False, text

    return read


def session_key(owner: OwnerRef, turn: TurnInput) -> str:
    """The conversation a turn belongs to (the archive's key)."""
    return turn.session_key or f"{turn.channel}:{owner.external_id}"


def buttons(asked: Asked) -> tuple[tuple[ButtonSpec, ...], ...]:
    """The question's choices as buttons, two to a row."""
    specs = [ButtonSpec(label, f"{ANSWER}{asked.token}:{i}") for i, (label, _) in enumerate(asked.question.choices)]
    return tuple(tuple(specs[k:k + 2]) for k in range(0, len(specs), 2))


def choices_hint(asked: Asked) -> str:
    """For a channel without buttons: the choices, numbered."""
    listed = ", ".join(f"{i + 1}. {label}" for i, (label, _) in enumerate(asked.question.choices))
    return CHOICES(asked.language, choices=listed)


def zone_question(lang: Language, server_zone: str) -> Asked:
    """The question put at first contact on Telegram: which zone, with a few cities as buttons."""
    choices = tuple((city_of(key, lang), {"timezone": key}) for key, *_ in OFFERED)
    return Asked(ZONE_QUESTION(lang, zone=f"{server_zone} ({zone_name(server_zone, lang)})"), lang,
                 Question("set_timezone", {}, "timezone", choices))


class FollowUps:
    """The questions waiting in each conversation. A process keeps the ones it asked or read (a conversation is
    served by one process at a time); the database keeps them across processes and restarts."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], clock: Clock, lifetime: timedelta = LIFETIME) -> None:
        self._sessions = sessions
        self._clock = clock
        self._lifetime = lifetime
        self._open: dict[tuple[int, str], tuple[Asked, datetime] | None] = {}
        self._zone_asked: set[int] = set()

    async def waiting(self, owner: OwnerRef, key: str) -> Asked | None:
        """The conversation's question still waiting for an answer, or None."""
        now = self._clock.now()
        if (owner.id, key) not in self._open:
            if len(self._open) > 10_000:  # what is forgotten here is read again from the database
                self._open.clear()
            async with self._sessions() as s:
                row = await questions.open_in(s, owner.id, key, now)
            self._open[(owner.id, key)] = None if row is None else (_asked(row), row.expires_at)
        found = self._open[(owner.id, key)]
        if found is None or found[1] <= now:
            return None
        return found[0]

    async def ask(self, owner: OwnerRef, key: str, asked: Asked) -> Asked:
        """Keep the question (an earlier open one of the conversation is superseded); it gets its token."""
        now = self._clock.now()
        kept = replace(asked, token=secrets.token_urlsafe(6))
        q = kept.question
        async with self._sessions() as s, s.begin():
            await questions.ask(s, owner_id=owner.id, session_key=key, token=kept.token, question=kept.text,
                                language=kept.language, action=q.action, arguments=dict(q.arguments),
                                missing=q.missing, choices=[[label, dict(args)] for label, args in q.choices],
                                said=q.said, now=now, expires_at=now + self._lifetime)
        self._open[(owner.id, key)] = (kept, now + self._lifetime)
        if q.missing == "timezone":
            self._zone_asked.add(owner.id)
        return kept

    async def settle(self, owner: OwnerRef, key: str, asked: Asked, resolution: str) -> None:
        """Close the question: answered | declined | dropped."""
        async with self._sessions() as s, s.begin():
            await questions.settle(s, owner.id, asked.token, self._clock.now(), resolution)
        current = self._open.get((owner.id, key))
        if current is not None and current[0].token == asked.token:
            self._open[(owner.id, key)] = None

    async def take(self, owner: OwnerRef, key: str, token: str) -> Asked | None:
        """The question a button answers, if it still waits (closed as answered on the way); None otherwise."""
        now = self._clock.now()
        async with self._sessions() as s, s.begin():
            row = await questions.by_token(s, owner.id, token)
            if row is None or row.answered_at is not None or row.expires_at <= now:
                return None
            row.answered_at, row.resolution = now, "answered"
            asked = _asked(row)
        current = self._open.get((owner.id, key))
        if current is not None and current[0].token == token:
            self._open[(owner.id, key)] = None
        return asked

    async def zone_never_asked(self, owner: OwnerRef) -> bool:
        """The owner was never asked their zone (it is asked once, at first contact)."""
        if owner.id in self._zone_asked:
            return False
        async with self._sessions() as s:
            asked = await questions.ever_asked(s, owner.id, "timezone")
        if asked:
            self._zone_asked.add(owner.id)
        return not asked


def _asked(row: Any) -> Asked:
    choices = tuple((str(label), dict(args)) for label, args in row.choices)
    return Asked(row.question, language_of(row.language),
                 Question(row.action, dict(row.arguments), row.missing, choices, row.said), row.token)
