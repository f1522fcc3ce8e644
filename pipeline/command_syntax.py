"""Slash-command parsers: the text after `/name` → an action's arguments (pure)."""

from __future__ import annotations

import re
import shlex
from typing import Any

from pipeline.catalog import Parser, UsageError
from pipeline.texts import Texts

T = Texts("syntax")
UNBALANCED = T("unbalanced", "A quote is not closed", "Un guillemet n'est pas fermé")
NOTHING_AFTER = T("nothing_after", "This command takes nothing after it", "Cette commande ne prend rien après elle")
MISSING = T("missing", "Something is missing after the command", "Il manque quelque chose après la commande")
NO_NUMBER = T("no_number", "The number is missing", "Il manque le numéro")
NOT_A_NUMBER = T("not_a_number", "'{word}' is not a number", "« {word} » n'est pas un nombre")
ONLY_A_NUMBER = T("only_a_number", "Only a number goes after this command", "Seul un numéro va après cette commande")
TWO_PARTS = T("two_parts", "Two things are expected after the command", "Deux choses sont attendues après la commande")
LAST_WORD = T("last_word", "'{word}' does not fit at the end", "« {word} » ne convient pas à la fin")


def number_word(word: str) -> int:
    """'12' or '#12' → 12; anything else is a usage error naming the word."""
    if not word:
        raise UsageError(NO_NUMBER)
    head = word.removeprefix("#")
    if not head.isdigit():
        raise UsageError(NOT_A_NUMBER, word=word)
    return int(head)


def words_of(rest: str) -> list[str]:
    """The words of a command line, quotes respected; an unbalanced quote is a usage error."""
    try:
        return shlex.split(rest)
    except ValueError as exc:
        raise UsageError(UNBALANCED) from exc


def no_args(rest: str) -> dict[str, Any]:
    """A command that takes nothing; extra words are a usage error."""
    if rest.strip():
        raise UsageError(NOTHING_AFTER)
    return {}


def rest_as(name: str, optional: bool = False, verbatim: bool = False) -> Parser:
    """The whole rest of the line as one argument (kept byte for byte when `verbatim`)."""

    def parse(rest: str) -> dict[str, Any]:
        if not rest.strip():
            if optional:
                return {}
            raise UsageError(MISSING)
        return {name: rest if verbatim else rest.strip()}

    return parse


def int_then_rest(id_name: str, rest_name: str | None = None) -> Parser:
    """A number (with or without '#'), then optionally the rest of the line."""

    def parse(rest: str) -> dict[str, Any]:
        head, _, tail = rest.strip().partition(" ")
        args: dict[str, Any] = {id_name: number_word(head)}
        if rest_name and tail.strip():
            args[rest_name] = tail.strip()
        elif tail.strip():
            raise UsageError(ONLY_A_NUMBER)
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
                raise UsageError(UNBALANCED)
            head, tail = text[1:end], text[end + 1:]
        else:
            head, _, tail = text.partition(" ")
        if not head or not tail.strip():
            raise UsageError(TWO_PARTS)
        return {first: head, rest_name: tail.strip()}

    return parse


def last_word_is(rest_name: str, last: str, pattern: str, lower: bool = False) -> Parser:
    """`NAME… LAST`: the last word must match `pattern`; the words before it form `rest_name`."""

    def parse(rest: str) -> dict[str, Any]:
        words = words_of(rest)
        if len(words) < 2:
            raise UsageError(TWO_PARTS)
        if not re.fullmatch(pattern, words[-1], re.I):
            raise UsageError(LAST_WORD, word=words[-1])
        value: Any = words[-1].lower() if lower else words[-1]
        if pattern == r"-?\d+":
            value = int(value)
        return {rest_name: " ".join(words[:-1]), last: value}

    return parse
