"""Code-composed reports of what actions did: done, not done, or unknown — never a model's words."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any, assert_never

from pipeline import catalog
from pipeline.context import Language
from pipeline.executor import Call
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused

_SAYS_NOTHING = re.compile(r"\b(nothing|no reading|no timer|not sent|rien|aucun|aucune)\b", re.I)


def _tr(lang: Language, en: str, fr: str) -> str:
    return fr if lang == "fr" else en


def report_one(call: Call, lang: Language) -> str:
    """One call's outcome in plain words, with its degree of certainty."""
    outcome = call.outcome
    decl = catalog.action(call.name)
    match outcome:
        case Ok():
            return outcome.summary
        case Refused():
            if _SAYS_NOTHING.search(outcome.message):
                return outcome.message
            if decl is not None and decl.effect == "read":
                return outcome.message + _tr(lang, " No reading was made.", " Aucune lecture faite.")
            return outcome.message + _tr(lang, " Nothing was written.", " Rien n'a été écrit.")
        case Failed():
            return _tr(lang, f"{outcome.message} I can't tell whether it was done: check {outcome.check}.",
                       f"{outcome.message} Je ne peux pas dire si c'est fait : vérifie {outcome.check}.")
        case PendingConfirmation():
            return outcome.prompt
        case _:
            assert_never(outcome)


def report(calls: Sequence[Call], lang: Language) -> str:
    """All calls of a turn, in the order they ran."""
    return "\n\n".join(report_one(c, lang) for c in calls)


def confirm_hint(token: str, lang: Language) -> str:
    """How to answer a pending confirmation on a text channel without buttons."""
    return _tr(lang, f"Reply /confirm {token} to go ahead, or /cancel {token}.",
               f"Réponds /confirm {token} pour continuer, ou /cancel {token}.")


def help_text(lang: Language) -> str:
    """Every slash command, from the catalog."""
    lines = [_tr(lang, "What I can do (slash commands):", "Ce que je sais faire (commandes) :")]
    for a in catalog.ACTIONS:
        if a.command:
            lines.append(f"{a.command.usage} — {a.command.help_en if lang == 'en' else a.command.help_fr}")
    lines.append(_tr(lang, "/confirm TOKEN, /cancel TOKEN — answer a confirmation",
                     "/confirm JETON, /cancel JETON — répondre à une confirmation"))
    return "\n".join(lines)


def trace_text(record: dict[str, Any] | None, lang: Language) -> str:
    """The last turn's record, for /trace: input, route, actions and outcomes, guard edits, usage, timings."""
    if not record:
        return _tr(lang, "No turn recorded yet.", "Aucun tour enregistré pour l'instant.")
    lines = [f"input: {record.get('input')!r}", f"route: {json.dumps(record.get('route'), ensure_ascii=False)}"]
    for a in record.get("actions") or []:
        lines.append(f"action: {a.get('name')} {json.dumps(a.get('arguments'), ensure_ascii=False)} → "
                     f"{a.get('outcome')}{' (' + a['code'] + ')' if a.get('code') else ''}: {a.get('message')}")
    for g in record.get("guard") or []:
        lines.append(f"guard ({g.get('rule')}): removed {g.get('removed')!r}, added {g.get('added')!r}")
    usage = record.get("usage") or {}
    if usage:
        lines.append(f"tokens: {usage.get('prompt_tokens')} in, {usage.get('completion_tokens')} out "
                     f"(from the API); cost ≈ ${usage.get('cost_usd', 0):.6f} (estimate)")
    else:
        lines.append("tokens: none (no model call)")
    lines.append(f"timings: {json.dumps(record.get('timings_ms'))} ms")
    return "\n".join(lines)


def cost_text(usage: dict[str, dict[str, Any]] | None, lang: Language) -> str:
    """Tokens as the API reported them, with the cost estimate beside them (never instead)."""
    if not usage:
        return _tr(lang, "No usage recorded.", "Aucune consommation enregistrée.")
    lines = []
    for key, en, fr in (("today", "Today", "Aujourd'hui"), ("month", "This month", "Ce mois-ci")):
        u = usage[key]
        lines.append(_tr(lang, f"{en}: {u['prompt_tokens']} input + {u['completion_tokens']} output tokens over "
                               f"{u['llm_turns']} model turns (API figures); estimated cost ${u['cost_usd']:.4f}.",
                         f"{fr} : {u['prompt_tokens']} jetons en entrée + {u['completion_tokens']} en sortie sur "
                         f"{u['llm_turns']} tours avec modèle (chiffres de l'API) ; coût estimé {u['cost_usd']:.4f} $."))
    return "\n".join(lines)
