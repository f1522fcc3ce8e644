"""Validation errors in the owner's words (pure): each pydantic error on an action's input becomes a sentence
chosen by the field's kind — an item number that does not exist, a value out of its range, an empty or too long
text, a word not among the allowed ones. Field names, action names and library limits never show."""

from __future__ import annotations

import re
from typing import Any

from annotated_types import Ge, Gt, Le, Lt, MaxLen, MinLen
from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from pipeline.catalog import Names, Says
from pipeline.texts import Texts

T = Texts("validation")
NOT_A_NUMBER = T("not_a_number", "'{value}' is not a number.", "« {value} » n'est pas un nombre.")
BETWEEN = T("between", "{value} is not between {min} and {max}.", "{value} n'est pas entre {min} et {max}.")
AT_LEAST = T("at_least", "{value} is below {min}.", "{value} est en dessous de {min}.")
TOO_BIG = T("too_big", "{value} is too big.", "{value} est trop grand.")
EMPTY = T("empty", "Something needed is empty.", "Une valeur nécessaire est vide.")
TOO_LONG = T("too_long", "That is too long: at most {max} characters, and it has {size}.",
             "C'est trop long : au plus {max} caractères, et il y en a {size}.")
MISSING = T("missing", "Something needed is missing.", "Il manque une valeur nécessaire.")
UNEXPECTED = T("unexpected", "I was given something this does not take.", "On m'a donné quelque chose en trop.")
ONE_OF = T("one_of", "'{value}' is not one of: {choices}.", "« {value} » ne fait pas partie de : {choices}.")
YES_NO = T("yes_no", "'{value}' is neither yes nor no.", "« {value} » n'est ni oui ni non.")
NOT_TEXT = T("not_text", "'{value}' is not text.", "« {value} » n'est pas du texte.")
UNUSABLE = T("unusable", "'{value}' is not a value I can use.", "« {value} » n'est pas une valeur utilisable.")

SHOWN_LIMIT = 10**6  # a bound above this is a guard against overflow, not a product limit: never shown
_NUMBER_ERRORS = ("int_parsing", "int_type", "int_from_float", "float_parsing", "float_type")
_RANGE_ERRORS = ("greater_than_equal", "greater_than", "less_than_equal", "less_than")


def explain(exc: ValidationError, model: type[BaseModel], lang: str, most: int = 3) -> list[str]:
    """One sentence per distinct problem, at most `most`, in `lang`."""
    sentences: list[str] = []
    for error in exc.errors():
        sentence = _sentence(error, model, lang)
        if sentence not in sentences:
            sentences.append(sentence)
    return sentences[:most]


def detail(exc: ValidationError) -> str:
    """The technical account (field: problem) for the model and the trace, never for the owner."""
    return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'input'}: {e['msg']}" for e in exc.errors()[:5])


def _sentence(error: ErrorDetails, model: type[BaseModel], lang: str) -> str:
    kind, value = error["type"], error.get("input")
    if kind == "missing":
        return MISSING(lang)
    if kind == "extra_forbidden":
        return UNEXPECTED(lang)
    name = error["loc"][0] if error["loc"] else None
    field = model.model_fields.get(name) if isinstance(name, str) else None
    metadata = list(field.metadata) if field is not None else []
    low, high = _bounds(metadata)
    names = next((m for m in metadata if isinstance(m, Names)), None)
    if names is not None:
        number = _integer(value)
        return names.not_found(lang, id=number) if number is not None else NOT_A_NUMBER(lang, value=_show(value))
    says = next((m for m in metadata if isinstance(m, Says)), None)
    if says is not None:
        return says.text(lang, value=_show(value), min=low, max=high)
    if kind == "string_too_short":
        return EMPTY(lang)
    if kind == "string_too_long":
        return TOO_LONG(lang, max=high, size=len(value) if isinstance(value, str) else "?")
    if kind == "literal_error":
        choices = re.findall(r"'([^']*)'", str((error.get("ctx") or {}).get("expected", "")))
        return ONE_OF(lang, value=_show(value), choices=", ".join(choices))
    if kind in _NUMBER_ERRORS:
        return NOT_A_NUMBER(lang, value=_show(value))
    if kind in _RANGE_ERRORS:
        if high is not None and abs(high) < SHOWN_LIMIT and low is not None:
            return BETWEEN(lang, value=_show(value), min=low, max=high)
        if kind.startswith("greater") and low is not None:
            return AT_LEAST(lang, value=_show(value), min=low)
        return TOO_BIG(lang, value=_show(value))
    if kind.startswith("bool"):
        return YES_NO(lang, value=_show(value))
    if kind.startswith("string"):
        return NOT_TEXT(lang, value=_show(value))
    return UNUSABLE(lang, value=_show(value))


def _bounds(metadata: list[Any]) -> tuple[Any, Any]:
    low: Any = None
    high: Any = None
    for m in metadata:
        if isinstance(m, Ge | MinLen):
            low = m.ge if isinstance(m, Ge) else m.min_length
        elif isinstance(m, Gt):
            low = m.gt
        elif isinstance(m, Le | MaxLen):
            high = m.le if isinstance(m, Le) else m.max_length
        elif isinstance(m, Lt):
            high = m.lt
    return low, high


def _integer(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"\s*#?-?\d+\s*", value):
        return int(value.strip().removeprefix("#"))
    return None


def _show(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 40 else text[:39] + "…"
