"""Pure: output schemas flattened for a quick check say exactly what pydantic's say (no I/O)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any, Literal

import jsonschema
from pydantic import BaseModel, Field

from connectors import mcp_schema, mcp_tools
from pipeline.actions import CATALOG


class Place(BaseModel):
    name: str = Field(max_length=5)
    floor: int | None = Field(default=None, ge=0)


class Item(BaseModel):
    id: int
    at: datetime
    retired_at: datetime | None = None
    note: str | None = None
    size: str | int = 0
    kind: Literal["photo", "place"] | None = None
    place: Place | None = None
    places: list[Place] = []
    ratio: int | float | None = None


class Tree(BaseModel):
    label: str
    children: list[Tree] = []


NOW = datetime.now(UTC).isoformat()
ITEMS: list[Any] = [
    {"id": 1, "at": NOW}, {"id": 1, "at": NOW, "retired_at": None, "note": None, "kind": None, "place": None},
    {"id": 1, "at": NOW, "retired_at": NOW, "note": "x", "size": "big", "kind": "photo"},
    {"id": 1, "at": NOW, "size": 3, "place": {"name": "home", "floor": 2}, "places": [{"name": "a"}]},
    {"id": 1, "at": NOW, "ratio": 1.5}, {"id": 1, "at": NOW, "ratio": None}, {"id": 1, "at": NOW, "ratio": "1"},
    {"id": "1", "at": NOW}, {"at": NOW}, {"id": 1, "at": "yesterday"}, {"id": 1, "at": NOW, "retired_at": "no"},
    {"id": 1, "at": NOW, "retired_at": 3}, {"id": 1, "at": NOW, "note": 4}, {"id": 1, "at": NOW, "size": None},
    {"id": 1, "at": NOW, "size": 2.5}, {"id": 1, "at": NOW, "kind": "video"}, {"id": 1, "at": NOW, "kind": 1},
    {"id": 1, "at": NOW, "place": {"name": "too long"}}, {"id": 1, "at": NOW, "place": {"name": "a", "floor": -1}},
    {"id": 1, "at": NOW, "place": {"floor": 1}}, {"id": 1, "at": NOW, "place": "home"},
    {"id": 1, "at": NOW, "places": [None]}, {"id": 1, "at": NOW, "places": [{"name": "abcdef"}]},
    None, [], "x",
]


def same_verdicts(schema: dict[str, Any], instances: list[Any]) -> None:
    flat = mcp_schema.flat(schema)
    jsonschema.Draft202012Validator.check_schema(flat)
    checker = jsonschema.Draft202012Validator.FORMAT_CHECKER
    before = jsonschema.Draft202012Validator(schema, format_checker=checker)
    after = jsonschema.Draft202012Validator(flat, format_checker=checker)
    for instance in instances:
        assert before.is_valid(instance) == after.is_valid(instance), instance


def test_references_are_inlined_and_optional_fields_become_type_lists() -> None:
    schema = Item.model_json_schema()
    flat = mcp_schema.flat(schema)
    assert "$ref" not in json.dumps(flat) and "$defs" not in flat
    assert flat["properties"]["retired_at"]["type"] == ["string", "null"]
    assert flat["properties"]["retired_at"]["format"] == "date-time"
    assert flat["properties"]["size"]["type"] == ["string", "integer"]
    assert flat["properties"]["place"]["type"] == ["object", "null"]
    assert flat["properties"]["places"]["items"]["properties"]["floor"] == {
        "minimum": 0, "title": "Floor", "default": None, "type": ["integer", "null"]}
    assert "anyOf" in flat["properties"]["kind"]  # an enum constrains every type: it stays a branch
    assert "anyOf" in flat["properties"]["ratio"]  # integer beside number overlap
    same_verdicts(schema, ITEMS)


def test_a_model_that_refers_to_itself_keeps_its_reference() -> None:
    schema = Tree.model_json_schema()
    flat = mcp_schema.flat(schema)
    assert "$defs" in flat and "$ref" in json.dumps(flat)
    same_verdicts(schema, [{"label": "a"}, {"label": "a", "children": [{"label": "b", "children": [{}]}]},
                           {"label": "a", "children": [{"label": "b"}]}, {"children": []}])


def test_unions_that_would_change_meaning_stay_as_they_are() -> None:
    cases: list[dict[str, Any]] = [
        {"anyOf": [{"type": "string", "minimum": 3}, {"type": "integer"}]},  # a keyword of another type
        {"anyOf": [{"type": "string", "maxLength": 2}, {"type": "string", "minLength": 5}]},  # the same type
        {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "object", "items": {"type": "x"}}]},
        {"anyOf": [{"type": "string"}, {"type": "null"}], "minLength": 2},  # a rule beside the anyOf
        {"anyOf": [{"type": "string"}, {"enum": [1, None]}]},
    ]
    for schema in cases:
        assert mcp_schema.flat(schema) == schema
    same_verdicts({"anyOf": [{"type": "string", "maxLength": 2}, {"type": "integer", "minimum": 3}]},
                  ["ab", "abc", 3, 2, 2.5, None, True])


def test_every_outcome_schema_is_flat_and_still_checks_what_the_executor_returns() -> None:
    for a in CATALOG.actions:
        schema = mcp_tools.outcome_schema(a)
        jsonschema.Draft202012Validator.check_schema(schema)
        assert "$ref" not in json.dumps(schema), a.name  # no Record of the catalog refers to itself
