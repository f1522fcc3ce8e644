"""A mail's own words (pure): quoted replies, reply headers and signatures cut off."""

from __future__ import annotations

import re

_REPLY_HEADER = re.compile(
    r"^\s*(?:On .{4,200}wrote:|Le .{4,200}a écrit\s?:|-{2,}\s*Original Message\s*-{2,}|-{2,}\s*Message d'origine\s*-{2,}|"
    r"From: .+|De : .+|De: .+)\s*$", re.I)
_SIGNATURE = re.compile(r"^(?:--|-- |__+|Sent from my .+|Envoyé de mon .+|Get Outlook for .+|Cordialement,?|"
                        r"Best regards,?|Kind regards,?|Bien à vous,?)\s*$", re.I)


def own_words(text: str, limit: int = 4000) -> str:
    """The text part without quoted lines, what follows a reply header, or a signature; at most `limit` chars."""
    kept: list[str] = []
    for line in text.replace("\r\n", "\n").split("\n"):
        if _REPLY_HEADER.match(line) or _SIGNATURE.match(line.rstrip()):
            break
        if line.lstrip().startswith(">"):
            continue
        kept.append(line.rstrip())
    body = re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).strip()
    return body if len(body) <= limit else body[:limit].rstrip() + "…"
