"""The catalog is pure, complete and consistent (no database, no network)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from pipeline import catalog
from pipeline.actions import CATALOG
from pipeline.catalog import UsageError

REQUIRED = {
    "create_note", "list_notes", "retire_note", "create_reminder", "list_reminders", "complete_reminder",
    "snooze_reminder", "read_work_time", "remember_preference", "list_preferences", "deactivate_preference",
    "save_memory", "search_memory", "start_session", "pause_session", "resume_session", "stop_session",
    "list_projects", "read_project", "create_project", "update_project", "record_decision",
    "read_daily_briefing", "read_weekly_briefing", "share_note",
}


def test_required_actions_are_declared_once() -> None:
    names = [a.name for a in CATALOG.actions]
    assert len(names) == len(set(names))
    assert set(names) >= REQUIRED


def test_there_is_no_delete_action() -> None:
    assert not [a.name for a in CATALOG.actions if re.search(r"delete|drop|purge|erase", a.name)]


def test_only_sending_is_an_external_effect() -> None:
    assert sorted(a.name for a in CATALOG.actions if a.effect == "external_effect") == ["send_mail", "share_note"]
    # Writes to the owner's own calendar become external (invitations leave) only for events with attendees.
    assert sorted(a.name for a in CATALOG.actions if a.external_if is not None) == [
        "cancel_event", "create_event", "move_event"]


def test_credentials_never_reach_a_model() -> None:
    tools = {t["function"]["name"] for agent in ("steward", "mentor") for t in CATALOG.tools_for(agent)}
    assert not tools & {"connect_calendar", "connect_mail", "give_connection_password"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found = {n.names[0].name for n in ast.walk(tree) if isinstance(n, ast.Import)}
    return found | {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}


def test_catalog_module_is_pure() -> None:
    # No database, network or framework: the standard library, pydantic, and the pipeline's own pure modules.
    pure = {"pipeline.texts", "pipeline.outcomes"}
    allowed = {"__future__", "pydantic", "re", "shlex", "collections", "collections.abc", "dataclasses", "functools",
               "typing", "inspect", "datetime", "string", *pure}
    for path in [Path(catalog.__file__), *(Path(catalog.__file__).with_name(m.split(".")[1] + ".py") for m in pure)]:
        assert _imports(path) <= allowed, path


def test_tool_schemas_are_function_declarations() -> None:
    for agent in ("steward", "mentor"):
        tools = CATALOG.tools_for(agent)
        assert tools
        for tool in tools:
            fn = tool["function"]
            assert tool["type"] == "function"
            assert re.fullmatch(r"[a-z_]{1,64}", fn["name"])
            assert fn["parameters"]["type"] == "object"
            assert fn["description"]


def test_both_agents_share_the_capture_tools() -> None:
    # Routing is stochastic: the everyday capture tools must be reachable from either agent.
    for name in ("create_note", "create_reminder", "remember_preference", "deactivate_preference", "read_work_time",
                 "start_session", "stop_session"):
        assert set(CATALOG[name].agents) == {"steward", "mentor"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_command_menu_fits_telegram(language: str) -> None:
    menu = CATALOG.command_menu(language)  # type: ignore[arg-type]
    assert len(menu) <= 100
    for command, description in menu:
        assert re.fullmatch(r"[a-z0-9_]{1,32}", command)
        assert 1 <= len(description) <= 256


def test_project_subcommand_routes_to_create() -> None:
    found = CATALOG.resolve_command("project", "new Arthur")
    assert found is not None and found[0].name == "create_project" and found[1] == "Arthur"
    found = CATALOG.resolve_command("project", "Arthur")
    assert found is not None and found[0].name == "read_project"
    assert CATALOG.resolve_command("nope", "") is None


@pytest.mark.parametrize(
    ("command", "rest", "expected"),
    [
        ("remind", "2026-12-01 09:00 call the notary", {"due": "2026-12-01 09:00", "text": "call the notary"}),
        ("remind", "2026-12-01 9h30 appeler le notaire", {"due": "2026-12-01 09:30", "text": "appeler le notaire"}),
        ("time", "today", {"period": "day", "date": "today"}),
        ("time", "week Arthur", {"period": "week", "project": "Arthur"}),
        ("time", "2026-11-01..2026-11-07", {"period": "range", "date": "2026-11-01", "end_date": "2026-11-07"}),
        ("time", "", {}),
        ("done", "#3", {"reminder_id": 3}),
        ("snooze", "3 15", {"reminder_id": 3, "minutes": 15}),
        ("decide", '"Big project" use postgres', {"project": "Big project", "decision": "use postgres"}),
        ("phase", "Big project done", {"name": "Big project", "phase": "done"}),
        ("contact", "Bob Smith -100123", {"name": "Bob Smith", "chat_id": -100123}),
        ("note", "  keep   my spacing ", {"text": "  keep   my spacing "}),
        ("retire_note", "4 no longer true", {"note_id": 4, "reason": "no longer true"}),
    ],
)
def test_command_parsers(command: str, rest: str, expected: dict[str, object]) -> None:
    found = CATALOG.resolve_command(command, rest)
    assert found is not None
    action, tail = found
    assert action.command is not None
    assert action.command.parse(tail) == expected


@pytest.mark.parametrize(("command", "rest"), [("remind", "tomorrow call"), ("done", "x"), ("note", "   "),
                                               ("pause", "now"), ("snooze", "3 soon"), ("contact", "bob")])
def test_command_usage_errors(command: str, rest: str) -> None:
    found = CATALOG.resolve_command(command, rest)
    assert found is not None and found[0].command is not None
    with pytest.raises(UsageError):
        found[0].command.parse(found[1])


def test_the_catalog_checks_itself() -> None:
    # Every action has help, a receipt's wording and a handler in both languages; commands are unique; every
    # agent list names real agents; external effects are prepared before they are confirmed.
    assert CATALOG.problems() == []


def test_every_button_and_intent_names_a_declared_action() -> None:
    for a in CATALOG.actions:
        for b in a.buttons:
            assert CATALOG.button(b.code) == (a, b)
        for i in a.intents:
            assert i.en and i.fr, f"{i.name} needs templates in both languages"


def test_meta_commands_are_in_the_menu_and_help() -> None:
    menu = dict(CATALOG.command_menu("fr"))
    assert {"help", "trace", "cost"} <= set(menu)
    assert any(line.startswith("/confirm") for line in CATALOG.help_lines("en"))


def test_the_corpus_brief_says_what_the_catalog_does() -> None:
    """bench/eval/specs/catalog.md is what held-out authors write from: each tool it lists exists, is offered to the
    model, and is given to the agents the code gives it (it once said both agents for save_memory, and authors wrote
    honest cases that code refuses by design)."""
    brief = (Path(__file__).resolve().parents[2] / "bench" / "eval" / "specs" / "catalog.md").read_text()
    rows = re.findall(r"^\| (\w+) \| [^|]+ \| (both|steward|mentor) \|", brief, re.M)
    assert len(rows) >= 20
    for name, agents in rows:
        action = CATALOG.get(name)
        assert action is not None and action.llm, name
        assert set(action.agents) == ({"steward", "mentor"} if agents == "both" else {agents}), name
