"""A sample of every kind of message content PTB knows, built from PTB's own classes (their constructors' required
arguments, filled by type), serialised as the Bot API would send it. A kind PTB adds gets a sample with no change
here, so the test that walks them all sees it."""

from __future__ import annotations

import collections.abc
import datetime as dtm
import importlib
import inspect
import re
import types
import typing
from typing import Any

import telegram
from telegram import Chat, Message, TelegramObject, User


def _hints(cls: type) -> dict[str, Any]:
    module = importlib.import_module(cls.__module__)
    return typing.get_type_hints(cls.__init__, globalns={**vars(telegram), **vars(module)})


def _candidates(cls: type) -> list[type]:
    """The class and its subclasses (an abstract one such as MessageOrigin has concrete ones), simplest first."""
    found: list[type] = [cls]
    for sub in cls.__subclasses__():
        found += _candidates(sub)
    required = {c: sum(p.default is p.empty for p in inspect.signature(c.__init__).parameters.values()) for c in found}
    return sorted(found, key=lambda c: required[c])


def value(annotation: Any, depth: int = 0) -> Any:
    """A value of that type: 'x', 1, True, now, one-item lists, and Telegram objects built recursively."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        return value(next(a for a in typing.get_args(annotation) if a is not type(None)), depth)
    if origin in (collections.abc.Sequence, list, tuple):
        return [value(typing.get_args(annotation)[0], depth)]
    if origin is typing.Literal:
        return typing.get_args(annotation)[0]
    simple = {str: "x", bool: True, int: 1, float: 1.0, dtm.datetime: dtm.datetime.now(dtm.UTC),
              dtm.timedelta: dtm.timedelta(seconds=1)}
    if annotation in simple:
        return simple[annotation]
    if isinstance(annotation, type) and issubclass(annotation, TelegramObject):
        return build(annotation, depth + 1)
    raise TypeError(f"no sample value for {annotation!r}")


def build(cls: type, depth: int = 0) -> Any:
    """An instance of a Telegram class with every required argument given (and any it asks for at run time)."""
    if depth > 8:
        raise RecursionError(cls)
    errors = []
    for candidate in _candidates(cls):
        hints = _hints(candidate)
        kwargs: dict[str, Any] = {}
        for name, p in inspect.signature(candidate.__init__).parameters.items():
            if name not in ("self", "api_kwargs") and p.default is p.empty and p.kind is p.POSITIONAL_OR_KEYWORD:
                kwargs[name] = value(hints.get(name, p.annotation), depth)
        for _ in range(5):  # arguments a newer Bot API made required at run time: "`x` is a required argument"
            try:
                return candidate(**kwargs)
            except TypeError as exc:
                missing = re.search(r"`(\w+)` is a required argument", str(exc))
                if missing is None:
                    errors.append(f"{candidate.__name__}: {exc}")
                    break
                kwargs[missing.group(1)] = value(hints[missing.group(1)], depth)
    raise TypeError("; ".join(errors))


def sample(kind: str, user_id: int, message_id: int) -> dict[str, Any]:
    """A private message from `user_id` whose content is `kind` (one of MessageType), as Bot API JSON."""
    content = value(_hints(Message)[kind])
    message = Message(message_id=message_id, date=dtm.datetime.now(dtm.UTC), chat=Chat(user_id, Chat.PRIVATE),
                      from_user=User(user_id, "Owner", False), **{kind: content})
    return message.to_dict()
