"""The action catalog: every capability declared once (pure: pydantic only, no I/O)."""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

EffectClass = Literal["read", "internal_write", "external_effect"]
Agent = Literal["steward", "mentor"]
BOTH: tuple[Agent, ...] = ("steward", "mentor")
STEWARD: tuple[Agent, ...] = ("steward",)
MENTOR: tuple[Agent, ...] = ("mentor",)


class UsageError(ValueError):
    """A slash command's text does not fit its usage line."""


class ActionInput(BaseModel):
    """Base of every action's input: strict about unknown fields, frozen once parsed."""

    model_config = ConfigDict(extra="forbid", frozen=True)


NoteText = Field(min_length=1, description="The note's text, verbatim.")
Id = Field(ge=1, le=2**62, description="The numeric id shown in listings.")


class CreateNote(ActionInput):
    text: str = NoteText


class ListNotes(ActionInput):
    query: str | None = Field(default=None, description="Only notes containing all these words.")
    include_retired: bool = False
    limit: int = Field(default=50, ge=1, le=500)


class RetireNote(ActionInput):
    note_id: int = Id
    reason: str = Field(default="retired by the owner", min_length=1, max_length=500)


class CreateReminder(ActionInput):
    text: str = Field(min_length=1, description="What to remind the owner of, verbatim.")
    due: str = Field(
        description="Local date and time in the owner's time zone, ISO 8601: 'YYYY-MM-DD HH:MM'.",
        min_length=10,
        max_length=40,
    )
    recurrence: Literal["none", "daily", "weekdays", "weekly", "monthly"] = "none"


class ListReminders(ActionInput):
    include_done: bool = False


class CompleteReminder(ActionInput):
    reminder_id: int = Id


class SnoozeReminder(ActionInput):
    reminder_id: int = Id
    minutes: int = Field(default=10, ge=1, le=60 * 24 * 366)
    until: str | None = Field(default=None, description="Instead of minutes: local 'YYYY-MM-DD HH:MM'.")


class ReadWorkTime(ActionInput):
    period: Literal["day", "week", "month", "range"] = "day"
    date: str | None = Field(
        default=None, description="'today', 'yesterday' or YYYY-MM-DD; the day the period contains."
    )
    end_date: str | None = Field(default=None, description="YYYY-MM-DD, last day of a 'range'.")
    project: str | None = None


class RememberPreference(ActionInput):
    text: str = Field(min_length=1, max_length=1000, description="A lasting preference, in the owner's words.")


class ListPreferences(ActionInput):
    pass


class DeactivatePreference(ActionInput):
    preference_id: int = Id
    reason: str = Field(default="removed by the owner", min_length=1, max_length=500)


class SaveMemory(ActionInput):
    text: str = Field(min_length=1, max_length=4000, description="A self-contained sentence to remember.")
    category: str = Field(default="general", min_length=1, max_length=40,
                          description="identity, people, health, preferences, work, places, schedule, "
                                      "possessions, projects, finance, history or general.")


class SearchMemory(ActionInput):
    query: str = Field(min_length=1, max_length=1000)
    limit: int = Field(default=5, ge=1, le=20)


class ListMemories(ActionInput):
    limit: int = Field(default=50, ge=1, le=500)


class RetireMemory(ActionInput):
    memory_id: int = Id
    reason: str = Field(default="retired by the owner", min_length=1, max_length=500)


class StartSession(ActionInput):
    project: str = Field(min_length=1, max_length=200)
    switch: bool = Field(default=False, description="Stop the running session first (only if the owner asked).")


class PauseSession(ActionInput):
    pass


class ResumeSession(ActionInput):
    pass


class StopSession(ActionInput):
    at: str | None = Field(default=None, description="When it really ended: 'HH:MM' today or 'YYYY-MM-DD HH:MM'.")


class ListProjects(ActionInput):
    include_done: bool = False


class ReadProject(ActionInput):
    name: str = Field(min_length=1, max_length=200)


class CreateProject(ActionInput):
    name: str = Field(min_length=1, max_length=200)
    description: str = Field(default="", max_length=4000)
    phase: Literal["idea", "active"] = "active"


class UpdateProject(ActionInput):
    name: str = Field(min_length=1, max_length=200)
    phase: Literal["idea", "active", "paused", "done"] | None = None
    description: str | None = Field(default=None, max_length=4000)


class RecordDecision(ActionInput):
    project: str = Field(min_length=1, max_length=200)
    decision: str = Field(min_length=1, max_length=4000)
    why: str = Field(default="", max_length=4000)


class ReadDailyBriefing(ActionInput):
    pass


class ReadWeeklyBriefing(ActionInput):
    pass


class ShareNote(ActionInput):
    note_id: int = Id
    contact: str = Field(min_length=1, max_length=100, description="Name of a contact the owner registered.")


class AddContact(ActionInput):
    name: str = Field(min_length=1, max_length=100)
    chat_id: int = Field(description="The Telegram chat id that will receive shared notes.")


class ListContacts(ActionInput):
    pass


class SetBriefing(ActionInput):
    time: str = Field(description="Local 'HH:MM' for the daily briefing push (weekly on Mondays), or 'off'.")


class SetTimezone(ActionInput):
    timezone: str = Field(min_length=1, max_length=64, description="IANA zone name, e.g. Europe/Paris.")


# --- slash-command parsers: text after the command -> arguments ---------------------------------

Parser = Callable[[str], dict[str, Any]]


def _words(rest: str) -> list[str]:
    try:
        return shlex.split(rest)
    except ValueError as exc:  # an unbalanced quote
        raise UsageError(str(exc)) from exc


def no_args(rest: str) -> dict[str, Any]:
    """A command that takes nothing; extra words are a usage error."""
    if rest.strip():
        raise UsageError("this command takes no arguments")
    return {}


def rest_as(name: str, optional: bool = False, verbatim: bool = False) -> Parser:
    """The whole rest of the line as one argument (kept byte for byte when `verbatim`)."""

    def parse(rest: str) -> dict[str, Any]:
        if not rest.strip():
            if optional:
                return {}
            raise UsageError(f"missing {name}")
        return {name: rest if verbatim else rest.strip()}

    return parse


def int_then_rest(id_name: str, rest_name: str | None = None) -> Parser:
    """A numeric id (with or without '#'), then optionally the rest of the line."""

    def parse(rest: str) -> dict[str, Any]:
        head, _, tail = rest.strip().partition(" ")
        head = head.removeprefix("#")
        if not head.isdigit():
            raise UsageError(f"expected a number for {id_name}")
        args: dict[str, Any] = {id_name: int(head)}
        if rest_name and tail.strip():
            args[rest_name] = tail.strip()
        elif tail.strip():
            raise UsageError("unexpected text after the number")
        return args

    return parse


def first_word_then_rest(first: str, rest_name: str) -> Parser:
    """A first word (quote it if it has spaces), then the rest of the line verbatim."""

    def parse(rest: str) -> dict[str, Any]:
        text = rest.strip()
        if text.startswith(('"', "'")):
            quote = text[0]
            end = text.find(quote, 1)
            if end < 0:
                raise UsageError("unbalanced quote")
            head, tail = text[1:end], text[end + 1 :]
        else:
            head, _, tail = text.partition(" ")
        if not head or not tail.strip():
            raise UsageError(f"expected {first} then {rest_name}")
        return {first: head, rest_name: tail.strip()}

    return parse


_DATE_TIME = re.compile(r"^\s*(\d{4}-\d{1,2}-\d{1,2})[ T](\d{1,2}[:h]\d{2})\s+(.+)$", re.S)


def parse_remind(rest: str) -> dict[str, Any]:
    """`/remind YYYY-MM-DD HH:MM text`."""
    match = _DATE_TIME.match(rest)
    if not match:
        raise UsageError("expected a date, a time and the text")
    date, time, text = match.groups()
    return {"due": f"{date} {time.replace('h', ':')}", "text": text.strip()}


def parse_snooze(rest: str) -> dict[str, Any]:
    """`/snooze N [minutes]`."""
    words = _words(rest)
    if not words or not words[0].removeprefix("#").isdigit():
        raise UsageError("expected a reminder number")
    args: dict[str, Any] = {"reminder_id": int(words[0].removeprefix("#"))}
    if len(words) > 1:
        if not words[1].isdigit() or len(words) > 2:
            raise UsageError("expected a number of minutes")
        args["minutes"] = int(words[1])
    return args


_PERIOD_WORDS = {"today": ("day", "today"), "yesterday": ("day", "yesterday"), "week": ("week", None),
                 "month": ("month", None), "aujourd'hui": ("day", "today"), "hier": ("day", "yesterday"),
                 "semaine": ("week", None), "mois": ("month", None)}


def parse_time(rest: str) -> dict[str, Any]:
    """`/time [today|yesterday|week|month|YYYY-MM-DD|FROM..TO] [project]`."""
    words = _words(rest)
    args: dict[str, Any] = {}
    if words:
        head = words[0].lower()
        if head in _PERIOD_WORDS:
            period, date = _PERIOD_WORDS[head]
            args["period"] = period
            if date:
                args["date"] = date
            words = words[1:]
        elif ".." in head:
            start, _, end = head.partition("..")
            args.update(period="range", date=start, end_date=end)
            words = words[1:]
        elif re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", head):
            args.update(period="day", date=head)
            words = words[1:]
    if words:
        args["project"] = " ".join(words)
    return args


def parse_phase(rest: str) -> dict[str, Any]:
    """`/phase PROJECT PHASE` (the phase is the last word)."""
    words = _words(rest)
    if len(words) < 2:
        raise UsageError("expected a project and a phase")
    return {"name": " ".join(words[:-1]), "phase": words[-1].lower()}


def parse_share(rest: str) -> dict[str, Any]:
    """`/share N CONTACT`."""
    args = int_then_rest("note_id", "contact")(rest)
    if "contact" not in args:
        raise UsageError("expected a note number and a contact name")
    return args


def parse_contact(rest: str) -> dict[str, Any]:
    """`/contact NAME CHAT_ID` (the chat id is the last word)."""
    words = _words(rest)
    if len(words) < 2 or not re.fullmatch(r"-?\d+", words[-1]):
        raise UsageError("expected a name then a numeric chat id")
    return {"name": " ".join(words[:-1]), "chat_id": int(words[-1])}


def parse_stop(rest: str) -> dict[str, Any]:
    """`/stop [HH:MM | YYYY-MM-DD HH:MM]`."""
    return {"at": rest.strip()} if rest.strip() else {}


# --- declarations -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Command:
    """How an action is reached as a slash command: `/name [subcommand] ARGS`."""

    name: str
    usage: str
    help_en: str
    help_fr: str
    parse: Parser
    subcommand: str | None = None


@dataclass(frozen=True)
class Action:
    """One capability: declared once, served to commands, buttons, the LLM and MCP alike."""

    name: str
    description: str
    input: type[ActionInput]
    effect: EffectClass
    agents: tuple[Agent, ...]
    command: Command | None
    check: str  # where the owner verifies the effect when it is unknown
    topic: str = ""  # what it is about, for the guard's vocabulary (note, reminder, session…)
    claims_en: tuple[str, ...] = field(default=())  # regexes: sentences that claim this action was done
    claims_fr: tuple[str, ...] = field(default=())


def _cmd(name: str, usage: str, en: str, fr: str, parse: Parser, sub: str | None = None) -> Command:
    return Command(name=name, usage=usage, help_en=en, help_fr=fr, parse=parse, subcommand=sub)


_DECLARED: tuple[Action, ...] = (
    Action("create_note", "Save a note (a memo with no effect on behaviour), verbatim.", CreateNote,
           "internal_write", BOTH,
           _cmd("note", "/note TEXT", "Save a note", "Enregistrer une note", rest_as("text", verbatim=True)), "/notes"),
    Action("list_notes", "List the owner's notes, newest first, optionally filtered by text.", ListNotes,
           "read", BOTH,
           _cmd("notes", "/notes [TEXT]", "List notes", "Lister les notes", rest_as("query", optional=True)),
           "/notes"),
    Action("retire_note", "Retire a note (it is kept, dated, with a reason; nothing is deleted).", RetireNote,
           "internal_write", BOTH,
           _cmd("retire_note", "/retire_note N [REASON]", "Retire a note", "Retirer une note",
                int_then_rest("note_id", "reason")), "/notes"),
    Action("create_reminder", "Create a reminder at a local date and time.", CreateReminder,
           "internal_write", BOTH,
           _cmd("remind", "/remind YYYY-MM-DD HH:MM TEXT", "Set a reminder", "Créer un rappel", parse_remind),
           "/reminders"),
    Action("list_reminders", "List pending reminders (optionally the done ones too).", ListReminders,
           "read", STEWARD,
           _cmd("reminders", "/reminders", "List reminders", "Lister les rappels", no_args), "/reminders"),
    Action("complete_reminder", "Mark a reminder as done.", CompleteReminder, "internal_write", STEWARD,
           _cmd("done", "/done N", "Mark a reminder done", "Marquer un rappel fait",
                int_then_rest("reminder_id")), "/reminders"),
    Action("snooze_reminder", "Push a reminder back by some minutes.", SnoozeReminder, "internal_write", BOTH,
           _cmd("snooze", "/snooze N [MINUTES]", "Snooze a reminder", "Reporter un rappel", parse_snooze),
           "/reminders"),
    Action("read_work_time", "Read time worked for a day, week, month or range, optionally per project.",
           ReadWorkTime, "read", BOTH,
           _cmd("time", "/time [today|yesterday|week|month|YYYY-MM-DD|FROM..TO] [PROJECT]",
                "Time worked", "Temps de travail", parse_time), "/time"),
    Action("remember_preference", "Store a lasting preference that changes how Arthur behaves.",
           RememberPreference, "internal_write", BOTH,
           _cmd("prefer", "/prefer TEXT", "Remember a preference", "Mémoriser une préférence", rest_as("text", verbatim=True)),
           "/prefs"),
    Action("list_preferences", "List active preferences.", ListPreferences, "read", BOTH,
           _cmd("prefs", "/prefs", "List preferences", "Lister les préférences", no_args), "/prefs"),
    Action("deactivate_preference", "Remove (retire) a preference by id, with a reason.", DeactivatePreference,
           "internal_write", BOTH,
           _cmd("unprefer", "/unprefer N [REASON]", "Remove a preference", "Retirer une préférence",
                int_then_rest("preference_id", "reason")), "/prefs"),
    Action("save_memory", "Remember a fact about the owner for later retrieval by meaning.", SaveMemory,
           "internal_write", MENTOR,
           _cmd("remember", "/remember TEXT", "Remember a fact", "Mémoriser un souvenir", rest_as("text", verbatim=True)),
           "/memory"),
    Action("search_memory", "Search remembered facts by meaning. Use it before saying you don't know.",
           SearchMemory, "read", BOTH,
           _cmd("recall", "/recall QUERY", "Search memory", "Chercher dans la mémoire", rest_as("query")),
           "/memory"),
    Action("list_memories", "List what Arthur remembers about the owner.", ListMemories, "read", BOTH,
           _cmd("memory", "/memory", "What Arthur remembers", "Ce dont Arthur se souvient", no_args), "/memory"),
    Action("retire_memory", "Retire a remembered fact (kept, dated, with a reason).", RetireMemory,
           "internal_write", BOTH,
           _cmd("forget", "/forget N [REASON]", "Retire a remembered fact", "Retirer un souvenir",
                int_then_rest("memory_id", "reason")), "/memory"),
    Action("start_session", "Start a work-session timer on a project.", StartSession, "internal_write", BOTH,
           _cmd("start_session", "/start_session PROJECT", "Start working on a project",
                "Démarrer une session", rest_as("project")), "/time today"),
    Action("pause_session", "Pause the running work session.", PauseSession, "internal_write", BOTH,
           _cmd("pause", "/pause", "Pause the session", "Mettre en pause", no_args), "/time today"),
    Action("resume_session", "Resume the paused work session.", ResumeSession, "internal_write", BOTH,
           _cmd("resume", "/resume", "Resume the session", "Reprendre la session", no_args), "/time today"),
    Action("stop_session", "Stop the current work session (optionally at the time it really ended).",
           StopSession, "internal_write", BOTH,
           _cmd("stop", "/stop [HH:MM]", "Stop the session", "Arrêter la session", parse_stop), "/time today"),
    Action("list_projects", "List projects with their phases.", ListProjects, "read", MENTOR,
           _cmd("projects", "/projects", "List projects", "Lister les projets", no_args), "/projects"),
    Action("read_project", "Read a project: phase, description, time and recent decisions.", ReadProject,
           "read", MENTOR,
           _cmd("project", "/project NAME", "Show a project", "Voir un projet", rest_as("name")), "/projects"),
    Action("create_project", "Create a project.", CreateProject, "internal_write", MENTOR,
           _cmd("project", "/project new NAME", "Create a project", "Créer un projet", rest_as("name"), "new"),
           "/projects"),
    Action("update_project", "Change a project's phase or description.", UpdateProject, "internal_write", MENTOR,
           _cmd("phase", "/phase PROJECT idea|active|paused|done", "Change a project's phase",
                "Changer la phase d'un projet", parse_phase), "/projects"),
    Action("record_decision", "Record a project decision: what was decided and why.", RecordDecision,
           "internal_write", MENTOR,
           _cmd("decide", "/decide PROJECT DECISION", "Record a decision", "Acter une décision",
                first_word_then_rest("project", "decision")), "/project NAME"),
    Action("read_daily_briefing", "Today's briefing, composed by code.", ReadDailyBriefing, "read", BOTH,
           _cmd("today", "/today", "Daily briefing", "Briefing du jour", no_args), "/today"),
    Action("read_weekly_briefing", "This week's briefing, composed by code.", ReadWeeklyBriefing, "read", STEWARD,
           _cmd("week", "/week", "Weekly briefing", "Briefing de la semaine", no_args), "/week"),
    Action("share_note", "Send a note's text to a contact's Telegram chat (asks the owner first).", ShareNote,
           "external_effect", BOTH,
           _cmd("share", "/share N CONTACT", "Share a note with a contact", "Partager une note", parse_share),
           "the contact's chat"),
    Action("add_contact", "Register a contact's Telegram chat for sharing notes.", AddContact,
           "internal_write", BOTH,
           _cmd("contact", "/contact NAME CHAT_ID", "Register a contact", "Enregistrer un contact", parse_contact),
           "/contacts"),
    Action("list_contacts", "List registered contacts.", ListContacts, "read", BOTH,
           _cmd("contacts", "/contacts", "List contacts", "Lister les contacts", no_args), "/contacts"),
    Action("set_briefing", "Push the daily briefing at a local time (weekly on Mondays), or turn it off.",
           SetBriefing, "internal_write", BOTH,
           _cmd("briefing", "/briefing HH:MM|off", "Daily briefing push time", "Heure du briefing quotidien",
                rest_as("time")), "/briefing"),
    Action("set_timezone", "Set the owner's time zone (IANA name).", SetTimezone, "internal_write", BOTH,
           _cmd("timezone", "/timezone ZONE", "Set your time zone", "Régler le fuseau horaire", rest_as("timezone")),
           "/timezone"),
)

# --- claim vocabulary: how a reply says an action was done (read by the sincerity guard) ----------

TOPICS_EN = {
    "note": r"notes?|memo",
    "reminder": r"reminders?|alarm|alert",
    "preference": r"preferences?",
    "memory": r"memory|memories|remember",
    "session": r"session|timer|clock|stopwatch|tracking",
    "project": r"projects?",
    "decision": r"decisions?",
    "contact": r"contacts?",
    "timezone": r"time ?zone",
    "share": r"notes?|message",
    "briefing": r"briefing|day|week|schedule",
    "briefing_time": r"briefings?",
}
TOPICS_FR = {
    "note": r"notes?|mémo",
    "reminder": r"rappels?|alarme|alerte",
    "preference": r"préférences?",
    "memory": r"mémoire|souvenirs?",
    "session": r"session|chrono|chronomètre|minuteur",
    "project": r"projets?",
    "decision": r"décisions?",
    "contact": r"contacts?",
    "timezone": r"fuseau",
    "share": r"notes?|message",
    "briefing": r"briefing|journée|semaine|programme",
    "briefing_time": r"briefings?",
}
VERBS_EN = {
    "create": r"noted|saved|added|created|stored|recorded|set|set up|scheduled|logged|jotted|written|wrote|kept|"
              r"registered|put|made|memori[sz]ed|remembered",
    "remove": r"removed|deleted|retired|deactivated|erased|dropped|forgotten|forgot|cleared|archived|disabled",
    "complete": r"marked (?:as )?done|marked (?:as )?complete|completed|ticked off|checked off|crossed off",
    "snooze": r"snoozed|postponed|pushed back|delayed|moved|rescheduled",
    "start": r"started|launched|began|begun|kicked off|running|clocked in",
    "pause": r"paused|on hold|on pause",
    "resume": r"resumed|restarted|running again|back on",
    "stop": r"stopped|ended|clocked out|finished",
    "update": r"updated|changed|moved|marked|switched|set|renamed",
    "share": r"sent|shared|forwarded|passed on",
    "record": r"recorded|logged|noted|saved|registered|captured",
}
VERBS_FR = {
    "create": r"noté|notée|enregistré|enregistrée|ajouté|ajoutée|créé|créée|programmé|programmée|mémorisé|"
              r"mémorisée|sauvegardé|sauvegardée|consigné|consignée|retenu|retenue|mis|mise|pris note",
    "remove": r"supprimé|supprimée|retiré|retirée|désactivé|désactivée|effacé|effacée|oublié|oubliée|archivé|archivée",
    "complete": r"marqué comme fait|marquée comme faite|coché|cochée|terminé|terminée",
    "snooze": r"reporté|reportée|repoussé|repoussée|décalé|décalée",
    "start": r"démarré|démarrée|lancé|lancée|commencé|commencée|en route",
    "pause": r"en pause|suspendu|suspendue",
    "resume": r"repris|reprise|relancé|relancée",
    "stop": r"arrêté|arrêtée|stoppé|stoppée|terminé|terminée|fini|finie",
    "update": r"mis à jour|mise à jour|changé|modifié|passé|passée|basculé",
    "share": r"envoyé|envoyée|partagé|partagée|transmis|transmise",
    "record": r"acté|actée|enregistré|enregistrée|noté|notée|consigné|consignée",
}

# (verb class, topic, idioms EN, idioms FR) per write action; reads make no claims.
_VOCAB: dict[str, tuple[str, str, tuple[str, ...], tuple[str, ...]]] = {
    "create_note": ("create", "note", (r"\bi'?ll (?:make a )?note (?:of )?(?:it|that|this)\b",
                                       r"\b(?:i've|i have) (?:just )?(?:noted|jotted|written) (?:it|that|this)\b",
                                       r"\bi (?:noted|jotted|wrote)\b"),
                    (r"\bje (?:l'|les )?ai (?:bien )?(?:noté|notée|notés|notées)\b", r"\bje vais (?:le )?noter\b",
                     r"\bj'ai pris note\b")),
    "retire_note": ("remove", "note", (), ()),
    "create_reminder": ("create", "reminder",
                        (r"\b(?:i'?ll|i will|i'm going to|i am going to) (?:remind|ping|nudge|notify|alert) you\b",
                         r"\byou'?ll (?:get|receive) a reminder\b", r"\bi'?ll let you know\b"),
                        (r"\bje (?:te|vous) (?:le |la |les )?rappellerai\b", r"\bje vais (?:te|vous) (?:le )?rappeler\b",
                         r"\b(?:tu recevras|vous recevrez) un rappel\b")),
    "complete_reminder": ("complete", "reminder", (), ()),
    "snooze_reminder": ("snooze", "reminder", (), ()),
    "remember_preference": ("create", "preference",
                            (r"\bi'?ll (?:always |now )?(?:keep that in mind|remember that you)\b",
                             r"\bfrom now on,? i'?ll\b"),
                            (r"\bdésormais,? je\b", r"\bà l'avenir,? je\b")),
    "deactivate_preference": ("remove", "preference",
                              (r"\bi'?ll (?:no longer|stop)\b", r"\bi won'?t (?:\w+ )?(?:anymore|any more)\b"),
                              (r"\bje ne (?:\w+ )?plus\b",)),
    "save_memory": ("create", "memory", (r"\bi'?ll remember (?:that|it|this)\b", r"\bi've memori[sz]ed\b"),
                    (r"\bje m'en souviendrai\b", r"\bje (?:l'|le |la )?retiens\b", r"\bc'est mémorisé\b")),
    "retire_memory": ("remove", "memory", (r"\bi'?ll forget\b",), (r"\bj'oublie\b", r"\bc'est oublié\b")),
    "start_session": ("start", "session", (r"\byou'?re (?:now )?clocked in\b",), (r"\bc'est parti pour\b",)),
    "pause_session": ("pause", "session", (), ()),
    "resume_session": ("resume", "session", (), ()),
    "stop_session": ("stop", "session", (r"\byou'?re (?:now )?clocked out\b",), ()),
    "create_project": ("create", "project", (), ()),
    "update_project": ("update", "project", (), ()),
    "record_decision": ("record", "decision", (), ()),
    "share_note": ("share", "share", (r"\bi'?ve (?:just )?(?:sent|shared|forwarded) (?:it|that|this)\b",),
                   (r"\bje (?:l'|les )?ai (?:envoyé|envoyée|partagé|partagée|transmis|transmise)\b",)),
    "add_contact": ("create", "contact", (), ()),
    "set_timezone": ("update", "timezone", (), ()),
    "set_briefing": ("update", "briefing_time", (), ()),
}

# Reads claim too: a figure or a finding presented as read. Only a successful read this turn supports it.
_READ_VOCAB: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "read_work_time": ((r"\byou(?:'ve| have)? (?:worked|spent|logged|clocked)\b",
                        r"\b(?:worked|spent|logged|clocked|tracked|work time|time worked|in total)\b[^.!?]{0,50}"
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|min|mins|minutes?)\b",
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|min|mins|minutes?)\b[^.!?]{0,30}"
                        r"\b(?:of work|worked|logged|spent)\b"),
                       (r"\b(?:tu as|vous avez) (?:travaillé|passé|bossé)\b",
                        r"\b(?:travaillé|passé|bossé|temps de travail|au total)\b[^.!?]{0,50}"
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|heures?|min|minutes?)\b",
                        r"\b\d+(?:[.,]\d+)?\s*(?:h|heures?|min|minutes?)\b[^.!?]{0,30}\b(?:de travail|travaillées?)\b")),
    "search_memory": ((r"\b(?:i found|from (?:my )?memory|i remember that|according to (?:my|your) memor(?:y|ies))\b",),
                      (r"\b(?:j'ai trouvé|en mémoire|je me souviens que|d'après (?:ma|tes|vos) (?:mémoire|souvenirs))\b",)),
}

# Claims that name no action ("Done.", "C'est noté.") are honest only if some write succeeded.
GENERIC_CLAIMS_EN: tuple[str, ...] = (
    r"^(?:ok(?:ay)?[,!.]? )?(?:done|all set|all done|noted|sorted)\b", r"\bconsider it done\b", r"\bit'?s done\b",
    r"\bi'?ve (?:taken care of|handled|sorted) (?:it|that|this)\b", r"\b(?:got it|understood),? (?:noted|done|saved)\b",
    r"\b(?:i've|i have) (?:just )?(?:saved|added|recorded|stored) (?:it|that|this)\b",
)
GENERIC_CLAIMS_FR: tuple[str, ...] = (
    r"^(?:ok[,!.]? )?(?:c'est noté|c'est fait|noté|fait|c'est enregistré|c'est bon)\b", r"\bc'est noté\b",
    r"\bc'est fait\b", r"\bje m'en (?:occupe|suis occupé)\b", r"\bje l'ai (?:ajouté|ajoutée|enregistré|enregistrée)\b",
    r"\bc'est enregistré\b",
)


def _claims(verbs: str, topic: str, idioms: tuple[str, ...]) -> tuple[str, ...]:
    gap = r"[^.!?\n]{0,60}?"
    return (rf"\b(?:{verbs})\b{gap}\b(?:{topic})\b", rf"\b(?:{topic})\b{gap}\b(?:{verbs})\b", *idioms)


_READ_TOPICS = {"list_memories": "memory", "list_notes": "note", "list_reminders": "reminder", "read_work_time": "session",
                "list_preferences": "preference", "search_memory": "memory", "list_projects": "project",
                "read_project": "project", "read_daily_briefing": "briefing", "read_weekly_briefing": "briefing",
                "list_contacts": "contact"}


def _with_vocabulary(a: Action) -> Action:
    if a.name in _READ_VOCAB:
        en, fr = _READ_VOCAB[a.name]
        return replace(a, topic=_READ_TOPICS[a.name], claims_en=en, claims_fr=fr)
    if a.name not in _VOCAB:
        return replace(a, topic=_READ_TOPICS.get(a.name, ""))
    verb, topic, en, fr = _VOCAB[a.name]
    return replace(a, topic=topic, claims_en=_claims(VERBS_EN[verb], TOPICS_EN[topic], en),
                   claims_fr=_claims(VERBS_FR[verb], TOPICS_FR[topic], fr))


ACTIONS: tuple[Action, ...] = tuple(_with_vocabulary(a) for a in _DECLARED)
BY_NAME: Mapping[str, Action] = {a.name: a for a in ACTIONS}


def action(name: str) -> Action | None:
    """The declaration of `name`, or None for an unknown name."""
    return BY_NAME.get(name)


@cache
def tools_for(agent: Agent) -> tuple[dict[str, Any], ...]:
    """LLM tool schemas (Mistral/OpenAI function format) for the actions `agent` may call (built once)."""
    return tuple(tool_schema(a) for a in ACTIONS if agent in a.agents)


def tool_schema(a: Action) -> dict[str, Any]:
    """One action as a function-calling tool; the schema comes from its pydantic input model."""
    schema = a.input.model_json_schema()
    schema.pop("title", None)
    schema.pop("additionalProperties", None)
    for prop in schema.get("properties", {}).values():
        # Bounds and defaults cost prompt tokens on every iteration; the executor enforces them anyway.
        for key in ("title", "maxLength", "minLength", "maximum", "minimum", "default"):
            prop.pop(key, None)
        if "anyOf" in prop:  # `X | None` → X: optional fields are simply not required
            kinds = [k for k in prop.pop("anyOf") if k.get("type") != "null"]
            if len(kinds) == 1:
                prop.update({k: v for k, v in kinds[0].items() if k not in ("maxLength", "minLength")})
    return {"type": "function", "function": {"name": a.name, "description": a.description, "parameters": schema}}


def command_menu(language: Literal["en", "fr"]) -> list[tuple[str, str]]:
    """(command, description) pairs for a client's command menu, one per command name."""
    seen: dict[str, str] = {}
    for a in ACTIONS:
        if a.command and a.command.name not in seen:
            seen[a.command.name] = a.command.help_en if language == "en" else a.command.help_fr
    return list(seen.items())


def resolve_command(name: str, rest: str) -> tuple[Action, str] | None:
    """The action a `/name rest` command reaches, and the text left for its parser."""
    first, _, tail = rest.strip().partition(" ")
    candidates = [a for a in ACTIONS if a.command and a.command.name == name]
    for a in candidates:
        assert a.command is not None
        if a.command.subcommand and a.command.subcommand == first.lower():
            return a, tail
    for a in candidates:
        assert a.command is not None
        if a.command.subcommand is None:
            return a, rest
    return None
