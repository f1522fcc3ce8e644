"""The offline brain: the catalog's sentence templates (hassil, English and French), no model involved."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from hassil import Intents, recognize_all

from pipeline.action_context import Caller, OwnerRef, TurnScope
from pipeline.catalog import Catalog, Clarify, Intent, IntentMatch, Understood
from pipeline.executor import Call, Executor
from pipeline.outcomes import Listing, Ok, Question
from pipeline.render import report
from pipeline.rules.phrase_text import request_spelling
from pipeline.rules.time_phrases import TimeReader
from pipeline.stages import Asked, Channel, Recent, Thought
from pipeline.texts import LANGUAGES, Language, Texts

T = Texts("intents")

# Wildcard slots: templates keep them last so the exact words can be recovered from the original message
# (hassil drops punctuation).
WILDCARDS = ("text", "task", "project", "name", "query", "decision")
GREETINGS = {"en": ("(hello|hi|hey|good morning|good afternoon|good evening) [arthur]", "(thanks|thank you) [arthur]"),
             "fr": ("(bonjour|salut|coucou|bonsoir|merci) [arthur]",)}
EXAMPLES = T("examples",
             "• remind me to call the notary tomorrow at 9\n• note that the boiler code is 4471\n"
             "• start working on Arthur\n• how long did I work today?\n• what's my week like?\n"
             "• what's the boiler code?",
             "• rappelle-moi d'appeler le notaire demain à 9h\n• note que le code de la chaudière est 4471\n"
             "• je commence à travailler sur Arthur\n• combien j'ai travaillé aujourd'hui ?\n"
             "• comment se passe ma semaine ?\n• quel est le code de la chaudière ?")
NOT_UNDERSTOOD = T("not_understood", "I didn't understand that, so nothing was saved. I understand sentences like:\n"
                   "{examples}\n/help lists the commands.", "Je n'ai pas compris, et je n'ai rien enregistré. Je "
                   "comprends par exemple :\n{examples}\n/help liste les commandes.")
WELCOME = T("welcome", "You're welcome.", "Avec plaisir.")
HELLO = T("hello", "Hello! Tell me what to note, remind you of, or look up. For example:\n{examples}",
          "Bonjour ! Dis-moi ce que je dois noter, te rappeler ou retrouver. Par exemple :\n{examples}")
KNOW_NOTHING = T("know_nothing", "I don't know anything about you yet: no remembered facts, no preferences.",
                 "Je ne sais encore rien sur toi : aucun souvenir, aucune préférence.")
FOUND_NOTHING = T("found_nothing", "I found nothing about '{query}' in your notes or in my memory.",
                  "Je n'ai rien trouvé sur « {query} » dans tes notes ni dans ma mémoire.")


@dataclass(frozen=True)
class Greeting:
    """Hello or thanks: answered, nothing done."""

    intent: str
    thanks: bool
    language: Language


def _norm(s: str) -> str:
    s = unicodedata.normalize("NFC", s).replace("’", "'").lower()
    return re.sub(r"[^\w]+", " ", s).strip()


def recover(original: str, value: str) -> str:
    """The exact words of `original` that hassil reduced to `value` (punctuation and case kept)."""
    target = _norm(value)
    if not target:
        return value
    starts = [0] + [m.end() for m in re.finditer(r"[\s:,;]+", original)]
    for start in starts:
        if _norm(original[start:]) == target:
            return original[start:].strip()
    return value


def _build(intent: Intent, action: str, m: IntentMatch) -> Understood | Clarify:
    """What a declaration's template match asks for: its builder, or its fixed arguments and slots."""
    if intent.build is not None:
        return intent.build(m)
    args: dict[str, Any] = dict(intent.args)
    for slot, argument in intent.slots.items():
        value = m.slots[slot]
        if slot in ("query", "project", "name"):
            value = value.strip().rstrip("?!.").strip()
        args[argument] = value
    return Understood(m.intent, action, args, confident=intent.confident)


class IntentEngine:
    """The catalog's templates compiled for both languages; `understand` is pure given the current time."""

    def __init__(self, catalog: Catalog, times: TimeReader | None = None) -> None:
        self._times = times or TimeReader()  # Duckling's time zones, loaded once
        self._declared: dict[str, tuple[Intent, str]] = {i.name: (i, a.name) for a in catalog.actions for i in a.intents}
        values: dict[str, Mapping[Language, tuple[tuple[str, str], ...]]] = {}
        for intent, _ in self._declared.values():
            values.update(intent.values)
        self._intents = {
            lang: Intents.from_dict({
                "language": lang,
                "intents": {**{name: {"data": [{"sentences": list(i.fr if lang == "fr" else i.en)}]}
                               for name, (i, _) in self._declared.items()},
                            "Greet": {"data": [{"sentences": list(GREETINGS[lang])}]}},
                "lists": {**{slot: {"wildcard": True} for slot in WILDCARDS},
                          **{name: {"values": [{"in": w, "out": o} for w, o in table[lang]]}
                             for name, table in values.items()}},
            })
            for lang in LANGUAGES
        }
        for lang in LANGUAGES:  # the first parse of a process is slower: pay it now, not mid-turn
            self._times.read("tomorrow at 9", lang, datetime(2026, 1, 1, 12))

    @property
    def times(self) -> TimeReader:
        """The time-phrase reader the templates' builders use."""
        return self._times

    def understand(self, text: str, lang: Language, now_local: datetime) -> Understood | Clarify | Greeting | None:
        """Match the owner's language first, then the other; None when nothing matches."""
        cleaned = _time_last(request_spelling(text.strip()))
        if not cleaned:
            return None
        for language in (lang, "fr" if lang == "en" else "en"):
            best: tuple[int, str, dict[str, str]] | None = None
            for result in recognize_all(cleaned.replace("’", "'"), self._intents[language]):
                name = result.intent.name
                if name != "Greet" and name not in self._declared:
                    continue
                slots = {slot: recover(cleaned, str(e.text or e.value)) if slot in WILDCARDS else str(e.value)
                         for slot, e in result.entities.items()}
                if any(not v.strip() for v in slots.values()):
                    continue
                # The template that matched the most literal words leaves the least to its wildcards.
                size = sum(len(v) for v in slots.values())
                if best is None or size < best[0]:
                    best = (size, name, slots)
            if best is not None:
                _, name, slots = best
                if name == "Greet":
                    return Greeting(name, thanks=bool(re.match(r"\s*(?:thank|merci)", cleaned, re.I)), language=language)
                intent, action = self._declared[name]
                return replace(_build(intent, action, IntentMatch(name, cleaned, language, now_local, slots,
                                                                  self._times)), lang=language)
        return None



# "Tomorrow at 9, remind me to…": the templates want the request first, so what comes before it moves to the end;
# "can you", "hey," before it are only politeness, and go.
_REQUEST_WORDS = (r"(?:remind me|(?:rappelle|rapelle|rappel|rapel)[- ]?moi|fais-moi penser|n'oublie pas de me rappeler"
                  r"|(?:peux-tu|tu peux|pourrais-tu|tu pourrais) me rappeler|(?:ping|nudge) me|don't let me forget"
                  r"|(?:mets|crée|ajoute)(?:[- ]moi)? un rappel)\b")
_LEADING_TIME = re.compile(r"^(?P<when>[^.!?]{1,60}?)\s*[,:;-]?\s+(?P<ask>(?:please\s+|stp\s+|s'il te plaît\s+)?"
                           + _REQUEST_WORDS + r".*)$", re.I | re.S)
_POLITENESS = re.compile(r"^(?:(?:hey|hi|ok|okay|so|please|pls|arthur|salut|stp|dis)\b[\s,!]*"
                         r"|(?:can|could|would|will)\s+you\b\s*)+$", re.I)


def _time_last(text: str) -> str:
    """'in 20 minutes remind me to X' → 'remind me to X in 20 minutes'; 'can you remind me to X' → 'remind me to
    X' (other sentences unchanged)."""
    m = _LEADING_TIME.match(text)
    if m is None:
        return text
    if _POLITENESS.match(m.group("when").strip()):
        return m.group("ask")
    return f"{m.group('ask').rstrip(' .!')} {m.group('when')}"


class IntentBrain:
    """The brain used offline: templates only, and an honest 'I didn't understand' for everything else."""

    def __init__(self, engine: IntentEngine, executor: Executor) -> None:
        self._engine = engine
        self._executor = executor

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = (),
                    pending: Asked | None = None, *, surface: str, turn: TurnScope | None = None) -> Thought:
        """Act on a recognised sentence; otherwise say so, with examples, and write nothing (sentences are
        understood alone: `recent` and `pending` are for the LLM brain; a message that answers a pending question
        was handled before the brain)."""
        now_local = self._executor.clock.now().astimezone(owner.zone)
        understood = self._engine.understand(text, owner.language, now_local)
        lang = owner.language
        if understood is None:
            return Thought(calls=(), reply=NOT_UNDERSTOOD(lang, examples=EXAMPLES(lang)),
                           route={"brain": "intent", "intent": None})
        if isinstance(understood, Clarify):
            return clarify(understood, lang)
        if isinstance(understood, Greeting):
            reply = WELCOME(lang) if understood.thanks else HELLO(lang, examples=EXAMPLES(lang))
            return Thought(calls=(), reply=reply, route={"brain": "intent", "intent": "Greet"})
        return await perform(self._executor, owner, understood, surface, turn)


def clarify(c: Clarify, lang: Language) -> Thought:
    """A sentence understood but missing something: nothing is done, the question is asked (and kept, so that the
    next message may answer it)."""
    question = Question(c.action, dict(c.arguments), c.missing or "yes", c.choices, c.said)
    asked = Asked(c.question, c.lang or lang, question) if c.action else None
    return Thought(calls=(), reply=c.question, route={"brain": "intent", "intent": c.intent, "clarify": True},
                   question=asked)


async def perform(executor: Executor, owner: OwnerRef, understood: Understood, surface: str = "console",
                  turn: TurnScope | None = None) -> Thought:
    """Run what a sentence asked for through the executor, in the language the sentence was understood in, as
    part of `turn`; the reply is written from the outcomes."""
    if understood.lang is not None and understood.lang != owner.language:
        owner = replace(owner, language=understood.lang)
    calls = []
    for action, arguments in ((understood.action, understood.arguments), *understood.more):
        outcome = await executor.run(owner, Caller("intent", surface=surface, turn=turn), action, dict(arguments))
        calls.append(Call(action, dict(arguments), outcome))
    lang = owner.language
    catalog = executor.catalog
    reply = (_found(calls, understood.arguments.get("query"), lang, catalog) if understood.more
             else report(calls, lang, catalog))
    return Thought(calls=tuple(calls), reply=reply, route={"brain": "intent", "intent": understood.intent})


def _found(calls: list[Call], query: str | None, lang: Language, catalog: Catalog) -> str:
    """A lookup's answer: what each search found; one plain sentence when none found anything."""
    useful = [c for c in calls if not (isinstance(c.outcome, Ok) and isinstance(c.outcome.data, Listing) and not c.outcome.data.found())]
    if useful:
        return report(useful, lang, catalog)
    return KNOW_NOTHING(lang) if query is None else FOUND_NOTHING(lang, query=query)
