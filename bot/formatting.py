"""Telegram text rules: HTML with user data escaped, and replies split under 4096 characters."""

from __future__ import annotations

import html

LIMIT = 4096


def escape(text: str) -> str:
    """Escape <, > and & so Telegram's HTML parser shows the text as written."""
    return html.escape(text, quote=False)


def split_message(text: str, limit: int = LIMIT) -> list[str]:
    """Split on paragraph, then line, then word boundaries so each escaped piece fits in `limit`."""
    if len(escape(text)) <= limit:
        return [text]
    pieces: list[str] = []
    for sep in ("\n\n", "\n", " "):
        if sep in text:
            current = ""
            for part in text.split(sep):
                candidate = part if not current else current + sep + part
                if len(escape(candidate)) <= limit:
                    current = candidate
                    continue
                if current:
                    pieces.append(current)
                if len(escape(part)) > limit:
                    pieces.extend(split_message(part, limit))
                    current = ""
                else:
                    current = part
            if current:
                pieces.append(current)
            return [p for p in pieces if p.strip()]
    # One unbroken run of characters: cut it, never dropping any.
    out, current = [], ""
    for ch in text:
        if len(escape(current + ch)) > limit:
            out.append(current)
            current = ""
        current += ch
    return [*out, current] if current else out
