"""Meta commands: about Arthur itself, not the owner's data (the turn answers them; see `pipeline/turns.py`)."""

from __future__ import annotations

from pipeline.catalog import MetaCommand
from pipeline.texts import Texts

T = Texts("meta")

META: tuple[MetaCommand, ...] = (
    MetaCommand("help", T("usage.help", "/help", "/help"), T("help.help", "Help", "Aide"), aliases=("start", "aide")),
    MetaCommand("trace", T("usage.trace", "/trace", "/trace"),
                T("help.trace", "Last turn's record", "Trace du dernier tour")),
    MetaCommand("cost", T("usage.cost", "/cost", "/cost"), T("help.cost", "Tokens and cost", "Jetons et coût")),
    MetaCommand("status", T("usage.status", "/status", "/status"),
                T("help.status", "Health: database, Telegram, Mistral, spool, last push",
                  "État : base de données, Telegram, Mistral, attente, dernier rappel")),
    MetaCommand("confirm", T("usage.confirm", "/confirm TOKEN", "/confirm JETON"),
                T("help.confirm", "Go ahead with a pending confirmation", "Confirmer une action en attente"), menu=False),
    MetaCommand("cancel", T("usage.cancel", "/cancel TOKEN", "/cancel JETON"),
                T("help.cancel", "Cancel a pending confirmation", "Annuler une action en attente"), menu=False),
)
