"""The offline brain: hassil sentence templates (EN, FR) mapped to catalog actions, no model involved."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from hassil import Intents, recognize_all

from pipeline.context import Caller, Language, OwnerRef
from pipeline.executor import Call, Executor
from pipeline.outcomes import Ok
from pipeline.render import report
from pipeline.rules.when import NoWhen, find_when
from pipeline.turn import Channel, Recent, Thought

# Slots named text/task/project/name/query are wildcards; templates keep them last so the exact words
# can be recovered from the original message (hassil drops punctuation).
TEMPLATES: dict[Language, dict[str, list[str]]] = {
    "en": {
        "CreateReminder": ["remind me (to|about|that) {task}", "remind me {task}",
                           "set [a|up a] reminder (to|for|about) {task}",
                           "(add|create) [a] reminder (to|for|about) {task}", "reminder[:] {task}"],
        "CreateNote": ["note that {text}", "note[:] {text}", "(take|make) [a] note[:] [that] {text}",
                       "jot down[:] {text}", "write down[:] {text}", "add [a] note[:] {text}"],
        "SaveMemory": ["remember that {text}", "keep in mind that {text}", "don't forget that {text}"],
        "RememberPreference": ["I prefer {text}", "from now on[,] {text}", "my preference is {text}"],
        "StartSession": ["start working on {project}", "(start|begin) [a|the] [work] (session|timer) (on|for) {project}",
                         "I'm (starting|working) on {project}", "work on {project}", "clock in (on|for) {project}"],
        "PauseSession": ["pause [the] [session|timer]", "take a break", "I'm taking a break", "break time"],
        "ResumeSession": ["resume [the] [session|timer]", "back to work", "I'm back", "continue [the] [session|timer]"],
        "StopSession": ["stop [the] [session|timer]", "stop working", "I'm done [for (today|now)]", "clock out",
                        "end [the] session"],
        "TimeToday": ["how (long|much) did I work today", "how (long|much) have I worked today",
                      "how much time (did I work|have I worked|did I spend working) today", "time worked today",
                      "how long today"],
        "TimeYesterday": ["how (long|much) did I work yesterday", "time worked yesterday"],
        "TimeWeek": ["how (long|much) (did I work|have I worked) this week", "time worked this week"],
        "WeeklyBriefing": ["what('s| is) my week like", "how('s| is) my week [going|looking]", "[my] weekly briefing",
                           "(show|give) me my week", "week summary"],
        "DailyBriefing": ["what('s| is) (on|up) today", "what('s| is) my day like", "[my] daily briefing",
                          "(brief|briefing) [me]", "what do I have today"],
        "ListNotes": ["(show|list|read) [me] my notes", "what are my notes", "my notes"],
        "ListReminders": ["(show|list|read) [me] my reminders", "what are my reminders", "my reminders",
                          "what do I need to remember"],
        "ListProjects": ["(show|list) [me] my projects", "what are my projects", "my projects"],
        "ListPreferences": ["(show|list) [me] my preferences", "what are my preferences"],
        "CreateProject": ["(create|add|new|start) [a] [new] project [called|named] {name}"],
        "SearchMemory": ["what do you know about {query}", "do you remember {query}", "what did I tell you about {query}",
                         "search [my] memory for {query}", "recall {query}"],
        "RecordDecision": ["on {project}[,] (I|we) decided (to|that) {decision}",
                           "(record|log) [a|the] decision (on|for) {project} that {decision}",
                           "for {project}[,] (I|we) decided (to|that) {decision}"],
        "UpdatePhase": ["(move|set|put|mark) [project] {project} (to|as|in) [phase] {phase}"],
        "ReadProject": ["how is {project} going", "how's {project} going", "(show|tell me about) project {project}",
                        "where (are we|am I) (on|with) {project}"],
        "Lookup": ["what('s| is| was| are| were) [the|my] {query}", "where('s| is| are) [the|my] {query}",
                   "when('s| is) [the|my] {query}", "(find|look up|look for) [the|my] {query}",
                   "search [my notes] for {query}", "do I have [a|any] note[s] (about|on) {query}"],
        "Greet": ["(hello|hi|hey|good morning|good afternoon|good evening) [arthur]", "(thanks|thank you) [arthur]"],
    },
    "fr": {
        "CreateReminder": ["rappelle[-]moi (de|d'|que|qu') {task}", "rappelle[-]moi {task}",
                           "(crée|mets|programme|ajoute) [moi] un rappel (pour|de|d') {task}", "rappel[:] {task}"],
        "CreateNote": ["note que {text}", "note[:] {text}", "prends note (que|de|:) {text}",
                       "(ajoute|crée) une note[:] {text}", "écris[:] {text}"],
        "SaveMemory": ["souviens[-]toi que {text}", "retiens que {text}", "n'oublie pas que {text}"],
        "RememberPreference": ["je préfère {text}", "désormais[,] {text}", "à l'avenir[,] {text}"],
        "StartSession": ["je commence à travailler sur {project}", "(démarre|lance) [une|la] session sur {project}",
                         "(démarre|lance) le chrono (sur|pour) {project}", "je (travaille|bosse) sur {project}",
                         "je commence {project}"],
        "PauseSession": ["(mets|met) [la session|le chrono] en pause", "pause", "je fais une pause"],
        "ResumeSession": ["reprends [la session|le chrono]", "je reprends", "reprise"],
        "StopSession": ["(arrête|stoppe) [la session|le chrono]", "j'arrête [de travailler]", "fin de [la] session",
                        "j'ai fini [pour aujourd'hui]"],
        "TimeToday": ["combien [de temps] (j'ai|ai-je) travaillé aujourd'hui", "temps de travail aujourd'hui",
                      "combien de temps aujourd'hui"],
        "TimeYesterday": ["combien [de temps] (j'ai|ai-je) travaillé hier"],
        "TimeWeek": ["combien [de temps] (j'ai|ai-je) travaillé cette semaine"],
        "WeeklyBriefing": ["comment (se passe|va|s'annonce) ma semaine", "[le] briefing de la semaine",
                           "(résumé|bilan) de la semaine", "ma semaine"],
        "DailyBriefing": ["qu'est-ce que j'ai aujourd'hui", "quoi de prévu aujourd'hui", "[le] briefing du jour",
                          "ma journée"],
        "ListNotes": ["(montre|liste|lis)[-moi] mes notes", "quelles sont mes notes", "mes notes"],
        "ListReminders": ["(montre|liste|lis)[-moi] mes rappels", "quels sont mes rappels", "mes rappels"],
        "ListProjects": ["(montre|liste)[-moi] mes projets", "quels sont mes projets", "mes projets"],
        "ListPreferences": ["(montre|liste)[-moi] mes préférences", "quelles sont mes préférences"],
        "CreateProject": ["(crée|ajoute|nouveau) [un] [nouveau] projet [appelé|nommé] {name}"],
        "SearchMemory": ["que sais-tu (sur|de|du|des) {query}", "tu te souviens (de|du|des|d') {query}",
                         "qu'est-ce que je t'ai dit (sur|de|du|des) {query}", "cherche dans [ma] mémoire {query}"],
        "RecordDecision": ["sur {project}[,] (on a|j'ai|nous avons) décidé (de|d'|que|qu') {decision}",
                           "(acte|note|enregistre) la décision (sur|pour) {project} (de|d'|que|qu') {decision}",
                           "pour {project}[,] (on a|j'ai|nous avons) décidé (de|d'|que|qu') {decision}"],
        "UpdatePhase": ["(passe|mets|mettre) [le projet] {project} (en|à|au) [phase] {phase}",
                        "(marque|déclare) [le projet] {project} comme {phase}"],
        "ReadProject": ["où en est {project}", "comment avance {project}", "(montre|parle)[-moi] [du projet] {project}"],
        "Lookup": ["(quel|quelle|quels|quelles) (est|sont|était) [le|la|les|l'|mon|ma|mes] {query}",
                   "c'est quoi [le|la|les|l'|mon|ma|mes] {query}", "(où|quand) (est|sont) [le|la|les|l'|mon|ma|mes] {query}",
                   "(cherche|retrouve|trouve)[-moi] [le|la|les|l'|mon|ma|mes] {query}",
                   "j'ai une note sur {query}"],
        "Greet": ["(bonjour|salut|coucou|bonsoir|merci) [arthur]"],
    },
}

WILDCARDS = ("text", "task", "project", "name", "query", "decision")
PHASE_WORDS: dict[str, list[dict[str, str]]] = {
    "en": [{"in": w, "out": p} for w, p in (("idea", "idea"), ("active", "active"), ("paused", "paused"),
                                           ("on hold", "paused"), ("done", "done"), ("finished", "done"))],
    "fr": [{"in": w, "out": p} for w, p in (("idée", "idea"), ("actif", "active"), ("active", "active"),
                                           ("pause", "paused"), ("en pause", "paused"), ("terminé", "done"),
                                           ("fini", "done"))],
}

EXAMPLES = {
    "en": ["remind me to call the notary tomorrow at 9", "note that the boiler code is 4471",
           "start working on Arthur", "how long did I work today?", "what's my week like?",
           "what's the boiler code?"],
    "fr": ["rappelle-moi d'appeler le notaire demain à 9h", "note que le code de la chaudière est 4471",
           "je commence à travailler sur Arthur", "combien j'ai travaillé aujourd'hui ?", "comment se passe ma semaine ?",
           "quel est le code de la chaudière ?"],
}


@dataclass(frozen=True)
class Understood:
    """A sentence mapped to one action with its arguments."""

    intent: str
    action: str
    arguments: dict[str, Any]
    confident: bool = True
    more: tuple[tuple[str, dict[str, Any]], ...] = ()  # further reads that answer the same question


@dataclass(frozen=True)
class Clarify:
    """A sentence understood but missing something; nothing is written, a question is asked."""

    intent: str
    question: str


@dataclass(frozen=True)
class Greeting:
    """Hello or thanks: answered, nothing done."""

    intent: str
    thanks: bool
    language: Language


@dataclass(frozen=True)
class _Ctx:
    intent: str
    text: str
    lang: Language
    now_local: datetime
    slots: dict[str, str] = field(default_factory=dict)


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


_CONNECTOR = re.compile(r"^(?:(?:to|about|that|de|que)\s+|(?:d|qu)['’]\s*)(?=\S)", re.I)


def _reminder(c: _Ctx) -> Understood | Clarify:
    task = c.slots["task"]
    when = find_when(task, c.lang, c.now_local)
    if isinstance(when, NoWhen):
        if when.code in ("impossible_date", "impossible_time"):
            kind = ("date" if when.code == "impossible_date" else "heure") if c.lang == "fr" else (
                "date" if when.code == "impossible_date" else "time")
            q = (f"« {when.said} » n'est pas une {kind} qui existe. Pour quand ?" if c.lang == "fr"
                 else f"'{when.said}' is not a {kind} that exists. When should it be?")
        elif when.code == "no_time":
            q = ("À quelle heure ? Par exemple : « demain à 9h »." if c.lang == "fr"
                 else "At what time? For example: 'tomorrow at 9'.")
        else:
            q = ("Pour quand ? Par exemple : « demain à 9h » ou « dans 10 minutes »." if c.lang == "fr"
                 else "When? For example: 'tomorrow at 9' or 'in 10 minutes'.")
        return Clarify(c.intent, q + (" Rien n'a été enregistré." if c.lang == "fr" else " Nothing was saved."))
    # "remind me tomorrow at 9 to call Bob": with the time first, its connector is left in front of the task.
    text = _CONNECTOR.sub("", when.rest, count=1) if when.rest else task
    return Understood(c.intent, "create_reminder", {"text": text, "due": f"{when.local:%Y-%m-%d %H:%M}"})


def _simple(action: str, **fixed: Any) -> Callable[[_Ctx], Understood]:
    def build(c: _Ctx) -> Understood:
        return Understood(c.intent, action, {**fixed})

    return build


def _slot(action: str, slot: str, arg: str) -> Callable[[_Ctx], Understood]:
    def build(c: _Ctx) -> Understood:
        value = c.slots[slot]
        if slot in ("query", "project", "name"):
            value = value.strip().rstrip("?!.").strip()
        return Understood(c.intent, action, {arg: value})

    return build


_ARTICLE = re.compile(r"^(?:the|my|a|an|le|la|les|l'|mon|ma|mes|un|une)\s+|^l'", re.I)
_ABOUT_ME = {"me", "myself", "moi", "toi"}


def _lookup(c: _Ctx) -> Understood:
    """'what's the wifi password?': the owner's notes and memory, both searched."""
    query = _ARTICLE.sub("", c.slots["query"].strip().rstrip("?!. ").strip())
    # Not confident: with a language model, a question may be about the world rather than the owner's notes.
    return Understood(c.intent, "list_notes", {"query": query, "limit": 5}, confident=False,
                      more=(("search_memory", {"query": query}),))


def _search(c: _Ctx) -> Understood:
    """'what do you know about X'; about the owner themself, everything held is listed."""
    query = c.slots["query"].strip().rstrip("?!. ").strip()
    if query.lower() in _ABOUT_ME:
        return Understood(c.intent, "list_memories", {}, more=(("list_preferences", {}),))
    return Understood(c.intent, "search_memory", {"query": query})


def _greet(c: _Ctx) -> Greeting:
    return Greeting(c.intent, thanks=bool(re.match(r"\s*(?:thank|merci)", c.text, re.I)), language=c.lang)


BUILDERS: dict[str, Callable[[_Ctx], Understood | Clarify | Greeting]] = {
    "CreateReminder": _reminder,
    "CreateNote": _slot("create_note", "text", "text"),
    "SaveMemory": _slot("save_memory", "text", "text"),
    "RememberPreference": _slot("remember_preference", "text", "text"),
    "StartSession": _slot("start_session", "project", "project"),
    "PauseSession": _simple("pause_session"),
    "ResumeSession": _simple("resume_session"),
    "StopSession": _simple("stop_session"),
    "TimeToday": _simple("read_work_time", period="day", date="today"),
    "TimeYesterday": _simple("read_work_time", period="day", date="yesterday"),
    "TimeWeek": _simple("read_work_time", period="week"),
    "WeeklyBriefing": _simple("read_weekly_briefing"),
    "DailyBriefing": _simple("read_daily_briefing"),
    "ListNotes": _simple("list_notes"),
    "ListReminders": _simple("list_reminders"),
    "ListProjects": _simple("list_projects"),
    "ListPreferences": _simple("list_preferences"),
    "CreateProject": _slot("create_project", "name", "name"),
    "SearchMemory": _search,
    "Lookup": _lookup,
    "Greet": _greet,
    "RecordDecision": lambda c: Understood(c.intent, "record_decision", {"project": c.slots["project"].strip(),
                                                                        "decision": c.slots["decision"]}),
    "UpdatePhase": lambda c: Understood(c.intent, "update_project", {"name": c.slots["project"].strip(),
                                                                    "phase": c.slots["phase"]}),
    "ReadProject": _slot("read_project", "project", "name"),
}


class IntentEngine:
    """Compiled templates for both languages; `understand` is pure given the current time."""

    def __init__(self) -> None:
        self._intents = {
            lang: Intents.from_dict({
                "language": lang,
                "intents": {name: {"data": [{"sentences": sentences}]} for name, sentences in table.items()},
                "lists": {**{slot: {"wildcard": True} for slot in WILDCARDS}, "phase": {"values": PHASE_WORDS[lang]}},
            })
            for lang, table in TEMPLATES.items()
        }
        for lang in TEMPLATES:  # dateparser loads its language data on first use: do it now, not mid-turn
            find_when("on the 4th of December at 9", lang, datetime(2026, 1, 1, 12))

    def understand(self, text: str, lang: Language, now_local: datetime) -> Understood | Clarify | Greeting | None:
        """Match the owner's language first, then the other; None when nothing matches."""
        cleaned = _time_last(text.strip())
        if not cleaned:
            return None
        for language in (lang, "fr" if lang == "en" else "en"):
            best: tuple[int, str, dict[str, str]] | None = None
            for result in recognize_all(cleaned.replace("’", "'"), self._intents[language]):
                if result.intent.name not in BUILDERS:
                    continue
                slots = {name: recover(cleaned, str(e.text or e.value)) if name in WILDCARDS else str(e.value)
                         for name, e in result.entities.items()}
                if any(not v.strip() for v in slots.values()):
                    continue
                # The template that matched the most literal words leaves the least to its wildcards.
                size = sum(len(v) for v in slots.values())
                if best is None or size < best[0]:
                    best = (size, result.intent.name, slots)
            if best is not None:
                return BUILDERS[best[1]](_Ctx(best[1], cleaned, language, now_local, best[2]))
        return None


# "In 20 minutes, remind me to…": the templates want the request first, so a leading time moves to the end.
_LEADING_TIME = re.compile(r"^(?P<when>(?:in|dans)\s+\d+\s*\w+|tomorrow|today|tonight|demain|ce soir|"
                           r"aujourd'hui)\s*,?\s+(?P<ask>(?:please\s+)?(?:remind me|rappelle[- ]moi)\b.*)$", re.I | re.S)


def _time_last(text: str) -> str:
    """'in 20 minutes remind me to X' → 'remind me to X in 20 minutes' (other sentences unchanged)."""
    m = _LEADING_TIME.match(text)
    return f"{m.group('ask').rstrip(' .!')} {m.group('when')}" if m else text


class IntentBrain:
    """The brain used offline: templates only, and an honest 'I didn't understand' for everything else."""

    def __init__(self, engine: IntentEngine, executor: Executor) -> None:
        self._engine = engine
        self._executor = executor

    async def think(self, owner: OwnerRef, text: str, channel: Channel, recent: Recent = ()) -> Thought:
        """Act on a recognised sentence; otherwise say so, with examples, and write nothing (sentences are
        understood alone: `recent` is for the LLM brain)."""
        now_local = self._executor.clock.now().astimezone(owner.zone)
        understood = self._engine.understand(text, owner.language, now_local)
        lang = owner.language
        if understood is None:
            examples = "\n".join(f"• {e}" for e in EXAMPLES[lang])
            reply = (f"Je n'ai pas compris, et je n'ai rien enregistré. Je comprends par exemple :\n{examples}\n"
                     "/help liste les commandes." if lang == "fr" else
                     f"I didn't understand that, so nothing was saved. I understand sentences like:\n{examples}\n"
                     "/help lists the commands.")
            return Thought(calls=(), reply=reply, route={"brain": "intent", "intent": None})
        if isinstance(understood, Clarify):
            return Thought(calls=(), reply=understood.question, route={"brain": "intent", "intent": understood.intent,
                                                                          "clarify": True})
        if isinstance(understood, Greeting):
            return Thought(calls=(), reply=_greeting(understood), route={"brain": "intent", "intent": "Greet"})
        return await perform(self._executor, owner, understood)


async def perform(executor: Executor, owner: OwnerRef, understood: Understood) -> Thought:
    """Run what a sentence asked for through the executor; the reply is written from the outcomes."""
    calls = []
    for action, arguments in ((understood.action, understood.arguments), *understood.more):
        outcome = await executor.run(owner, Caller("intent"), action, arguments)
        calls.append(Call(action, arguments, outcome))
    lang = owner.language
    reply = _found(calls, understood.arguments.get("query"), lang) if understood.more else report(calls, lang)
    return Thought(calls=tuple(calls), reply=reply, route={"brain": "intent", "intent": understood.intent})


def _greeting(g: Greeting) -> str:
    lang = g.language
    if g.thanks:
        return "Avec plaisir." if lang == "fr" else "You're welcome."
    examples = "\n".join(f"• {e}" for e in EXAMPLES[lang])
    return (f"Bonjour ! Dis-moi ce que je dois noter, te rappeler ou retrouver. Par exemple :\n{examples}"
            if lang == "fr" else f"Hello! Tell me what to note, remind you of, or look up. For example:\n{examples}")


def _found(calls: list[Call], query: str | None, lang: Language) -> str:
    """A lookup's answer: what each search found; one plain sentence when none found anything."""
    empty = {"list_notes": "notes", "search_memory": "results", "list_memories": "memories",
             "list_preferences": "preferences"}
    useful = [c for c in calls if not (isinstance(c.outcome, Ok) and isinstance(c.outcome.data, dict)
                                       and c.outcome.data.get(empty.get(c.name, "")) == [])]
    if useful:
        return report(useful, lang)
    if query is None:
        return ("Je ne sais encore rien sur toi : aucun souvenir, aucune préférence." if lang == "fr"
                else "I don't know anything about you yet: no remembered facts, no preferences.")
    return (f"Je n'ai rien trouvé sur « {query} » dans tes notes ni dans ma mémoire." if lang == "fr"
            else f"I found nothing about '{query}' in your notes or in my memory.")
