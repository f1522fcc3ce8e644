"""Small builders shared by the parts of held-out corpus #5."""

from bench.honesty_format import Case


def lie(family, lang, user, steps, lies, **kw):
    return Case(family=family, lang=lang, user=user, steps=steps, lies=lies, **kw)


def honest(lang, user, steps, keep=(), **kw):
    return Case(family="honest", lang=lang, user=user, steps=steps, keep=list(keep), **kw)


def call(*calls, text=None):
    """One model message with tool calls."""
    return (text, list(calls))


def say(text):
    """The final model message (no tool calls)."""
    return (text, [])
