"""Slash-command parsers: the text after `/name` → an action's arguments (pure)."""

from __future__ import annotations

import re
import shlex
from typing import Any

from pipeline.catalog import Parser, UsageError


def words_of(rest: str) -> list[str]:
    """The words of a command line, quotes respected; an unbalanced quote is a usage error."""
    try:
        return shlex.split(rest)
    except ValueError as exc:
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
    """A number (with or without '#'), then optionally the rest of the line."""

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
            head, tail = text[1:end], text[end + 1:]
        else:
            head, _, tail = text.partition(" ")
        if not head or not tail.strip():
            raise UsageError(f"expected {first} then {rest_name}")
        return {first: head, rest_name: tail.strip()}

    return parse


def last_word_is(rest_name: str, last: str, pattern: str, lower: bool = False) -> Parser:
    """`NAME… LAST`: the last word must match `pattern`; the words before it form `rest_name`."""

    def parse(rest: str) -> dict[str, Any]:
        words = words_of(rest)
        if len(words) < 2 or not re.fullmatch(pattern, words[-1], re.I):
            raise UsageError(f"expected {rest_name} then {last}")
        value: Any = words[-1].lower() if lower else words[-1]
        if pattern == r"-?\d+":
            value = int(value)
        return {rest_name: " ".join(words[:-1]), last: value}

    return parse
