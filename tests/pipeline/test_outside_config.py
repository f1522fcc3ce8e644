"""Pure: the outside-servers file, and outside tools as declarations (no network, no database)."""

from __future__ import annotations

import pytest

from pipeline.actions import CATALOG
from pipeline.catalog import function_name
from pipeline.outside_tools import Listed, declare, load_config

GOOD = """
[[servers]]
name = "weather"
url = "https://weather.example/mcp"
token_env = "WEATHER_MCP_TOKEN"
tools = ["forecast", "alert"]
effects = { forecast = "read" }

[[servers]]
name = "files"
command = ["files-mcp", "--stdio"]
"""


def test_a_good_file() -> None:
    weather, files = load_config(GOOD)
    assert weather.effect("forecast") == "read" and weather.effect("alert") == "external_effect"
    assert files.tools == () and files.address == "files-mcp --stdio"  # nothing taken unless listed
    assert load_config("") == ()


@pytest.mark.parametrize(("text", "problem"), [
    ("[[servers]]\nname = 'w'\n", "either url or command"),
    ("[[servers]]\nname = 'w'\nurl = 'http://a'\ncommand = ['x']\n", "either url or command"),
    ("[[servers]]\nname = 'w'\nurl = 'http://a'\ntools = ['a']\neffects = { b = 'read' }\n", "not taken: b"),
    ("[[servers]]\nname = 'w'\nurl = 'http://a'\ntools = ['a']\neffects = { a = 'harmless' }\n", "effects.a"),
    ("[[servers]]\nname = 'Weather Service'\nurl = 'http://a'\n", "servers.0.name"),
    ("[[servers]]\nname = 'w'\nurl = 'ftp://a'\n", "servers.0.url"),
    ("[[servers]]\nname = 'w'\nurl = 'http://a'\n[[servers]]\nname = 'w'\nurl = 'http://b'\n", "share a name"),
    ("servers = 3", "servers"),
    ("[[servers]\n", "not valid TOML"),
])
def test_a_bad_file_names_the_problem(text: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        load_config(text)


def test_declarations_from_a_listing() -> None:
    (weather, _) = load_config(GOOD)
    schema = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
    actions, left_out = declare(weather, [Listed("forecast", "Weather.", schema),
                                          Listed("other", "Not taken.", schema)])
    assert [a.name for a in actions] == ["weather.forecast"] and left_out == {"alert": "not offered"}
    (forecast,) = actions
    assert forecast.effect == "read" and forecast.prepare is None and forecast.output is not None
    assert forecast.input.model_json_schema() == schema
    assert forecast.input.model_validate({"city": "Paris"}).model_dump() == {"city": "Paris"}
    catalog = CATALOG.with_actions(actions)
    assert not catalog.problems() and catalog.from_function(function_name("weather.forecast")) == "weather.forecast"
    assert catalog.get("weather.forecast") is forecast and CATALOG.get("weather.forecast") is None
    bad, why = declare(weather, [Listed("forecast", "", {"type": "array"}), Listed("alert", "", {"type": 5})])
    assert bad == [] and set(why) == {"forecast", "alert"}
    alert_only, _ = declare(weather, [Listed("alert", "Post it.", schema)])
    assert alert_only[0].effect == "external_effect" and alert_only[0].prepare is not None
