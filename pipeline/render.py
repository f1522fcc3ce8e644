"""The render stage, and code-composed reports of what actions did: done, not done, or unknown — never a
model's words."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import timedelta
from typing import Any, assert_never

from pipeline.actions.briefings import WeeklyBriefing
from pipeline.catalog import Catalog
from pipeline.executor import Call
from pipeline.followups import buttons as question_buttons
from pipeline.followups import choices_hint
from pipeline.outcomes import Failed, Ok, PendingConfirmation, Refused
from pipeline.rules.formats import day_label, short_day
from pipeline.speech import speakable
from pipeline.stages import ButtonSpec, Chart, Guarded, Intake, Reply
from pipeline.texts import Language, Texts
from pipeline.uploads import Encloses

T = Texts("render")
CONFIRM, CANCEL = "cf:", "cx:"

NO_READING = T("no_reading", " No reading was made.", " Aucune lecture faite.")
NOTHING_WRITTEN = T("nothing_written", " Nothing was written.", " Rien n'a été écrit.")
UNKNOWN = T("unknown", "{message} I can't tell whether it was done: check {check}.",
            "{message} Je ne peux pas dire si c'est fait : vérifie {check}.")
CONFIRM_HINT = T("confirm_hint", "Reply /confirm {token} to go ahead, or /cancel {token}.",
                 "Réponds /confirm {token} pour continuer, ou /cancel {token}.")
CONFIRM_BUTTON = T("button.confirm", "Confirm", "Confirmer")
CANCEL_BUTTON = T("button.cancel", "Cancel", "Annuler")
HELP_HEAD = T("help_head", "What I can do (slash commands):", "Ce que je sais faire (commandes) :")
NO_TURN = T("no_turn", "No turn recorded yet.", "Aucun tour enregistré pour l'instant.")
NO_USAGE = T("no_usage", "No usage recorded.", "Aucune consommation enregistrée.")
USAGE_LINE = T("usage_line", "{period}: {prompt} input + {completion} output tokens over {turns} model turns (API "
               "figures); estimated cost ${cost}.", "{period} : {prompt} jetons en entrée + {completion} en sortie sur "
               "{turns} tours avec modèle (chiffres de l'API) ; coût estimé {cost} $.")
TODAY = T("today", "Today", "Aujourd'hui")
THIS_MONTH = T("this_month", "This month", "Ce mois-ci")
CHART_TITLE = T("chart_title", "Week of {day}", "Semaine du {day}")
HOURS = T("hours", "hours", "heures")
REPLACED_ONE = T("replaced_one", "(Your message contained a character I can't store, {code}; I replaced it with "
                 "“\ufffd” and kept the rest as you wrote it.)", "(Ton message contenait un caractère que je ne peux pas "
                 "enregistrer, {code} ; je l'ai remplacé par « \ufffd » et j'ai gardé le reste tel quel.)")
REPLACED_MANY = T("replaced_many", "(Your message contained characters I can't store, {codes}; I replaced each with "
                  "“\ufffd” and kept the rest as you wrote it.)", "(Ton message contenait des caractères que je ne peux "
                  "pas enregistrer, {codes} ; je les ai remplacés par « \ufffd » et j'ai gardé le reste tel quel.)")
# One-line markers on a message that is not going out the first time as a first try: Telegram gives no read-back,
# so a message whose first send's outcome is unknown is sent again saying so, never silently.
SENT_AGAIN = T("sent_again", "(sent again: I couldn't confirm the first one)",
               "(renvoyé : je n'ai pas pu confirmer le premier envoi)")
SENT_LATE = T("sent_late", "(sent late: Telegram wasn't taking my messages)",
              "(envoyé en retard : Telegram ne prenait pas mes messages)")
INTERRUPTED = T("interrupted", "I was interrupted while handling '{text}'. Here is where it stands:\n\n{report}",
                "J'ai été interrompu pendant « {text} ». Voici où on en est :\n\n{report}")
INTERRUPTED_NOTHING = T("interrupted_nothing", "I was interrupted while handling '{text}' — nothing was done — please "
                        "send it again.", "J'ai été interrompu pendant « {text} » — rien n'a été fait — renvoie-le.")
_SAYS_NOTHING = re.compile(r"\b(nothing|no reading|no timer|not sent|rien|aucun|aucune)\b", re.I)


def report_one(call: Call, lang: Language, catalog: Catalog) -> str:
    """One call's outcome in plain words, with its degree of certainty."""
    outcome = call.outcome
    decl = catalog.get(call.name)
    match outcome:
        case Ok():
            return outcome.summary
        case Refused():
            said = outcome.message if _SAYS_NOTHING.search(outcome.message) else outcome.message + (
                NO_READING(lang) if decl is not None and decl.effect == "read" else NOTHING_WRITTEN(lang))
            return f"{said}\n\n{outcome.shown}" if outcome.shown else said
        case Failed():
            return UNKNOWN(lang, message=outcome.message, check=outcome.check)
        case PendingConfirmation():
            return outcome.prompt
        case _:
            assert_never(outcome)


def report(calls: Sequence[Call], lang: Language, catalog: Catalog) -> str:
    """All calls of a turn, in the order they ran."""
    return "\n\n".join(report_one(c, lang, catalog) for c in calls)


def short(text: str) -> str:
    """One line of at most 80 characters."""
    one = " ".join(text.split())
    return one if len(one) <= 80 else one[:77] + "…"


def interrupted(text: str, calls: Sequence[Call], lang: Language, catalog: Catalog) -> str:
    """A turn cut off before its reply: exactly the calls it made, each done, not done or unknown, or that
    nothing was done."""
    if not calls:
        return INTERRUPTED_NOTHING(lang, text=short(text))
    return INTERRUPTED(lang, text=short(text), report=report(calls, lang, catalog))


def confirm_hint(token: str, lang: Language) -> str:
    """How to answer a pending confirmation on a text channel without buttons."""
    return CONFIRM_HINT(lang, token=token)


def confirm_buttons(token: str, lang: Language) -> tuple[tuple[ButtonSpec, ...], ...]:
    """Confirm / Cancel under a pending confirmation (callback data `cf:TOKEN` / `cx:TOKEN`)."""
    return ((ButtonSpec(CONFIRM_BUTTON(lang), CONFIRM + token), ButtonSpec(CANCEL_BUTTON(lang), CANCEL + token)),)


def help_text(catalog: Catalog, lang: Language) -> str:
    """Every slash command, from the catalog."""
    return "\n".join([HELP_HEAD(lang), *catalog.help_lines(lang)])


def render(guarded: Guarded, intake: Intake, catalog: Catalog, *, settle: bool = False) -> Reply:
    """The owner's reply: the guarded text, with what the channel shows beside it."""
    lang = intake.owner.language
    calls = guarded.thought.calls
    text = guarded.text
    buttons: tuple[tuple[ButtonSpec, ...], ...] = ()
    pending = [c.outcome for c in calls if isinstance(c.outcome, PendingConfirmation)]
    asked = guarded.thought.question
    if pending and intake.turn.channel == "console":  # no buttons there: say how to answer
        text += "\n" + confirm_hint(pending[0].token, lang)
    elif pending:
        buttons = confirm_buttons(pending[0].token, lang)
    elif asked is not None and asked.token and asked.question.choices:
        if intake.turn.channel == "console":  # no buttons there: the choices, numbered
            text += "\n" + choices_hint(asked)
        else:
            buttons = question_buttons(asked)
    else:
        buttons = _item_buttons(calls, catalog, lang)
    chart = next((chart_of(c.outcome.data, lang) for c in calls
                  if isinstance(c.outcome, Ok) and isinstance(c.outcome.data, WeeklyBriefing)), None)
    if intake.replaced:
        text += "\n\n" + replaced_notice(intake.replaced, lang)
    speak = speakable(text, 3, lang) if intake.turn.channel == "voice" else None
    attachment = next((found for c in calls if isinstance(c.outcome, Ok) and isinstance(c.outcome.data, Encloses)
                       and (found := c.outcome.data.enclosure()) is not None), None)
    attachment = replace(attachment, language=lang) if attachment is not None else None
    return Reply(text=text, buttons=buttons, chart=chart, speak=speak, settle=settle, attachment=attachment,
                 language=lang)


def replaced_notice(codes: Sequence[str], lang: Language) -> str:
    """Which characters of the owner's message were replaced before it was stored (e.g. U+0000)."""
    named = [f"{c} (NUL)" if c == "U+0000" else c for c in codes]
    if len(named) == 1:
        return REPLACED_ONE(lang, code=named[0])
    return REPLACED_MANY(lang, codes=", ".join(named))


def chart_of(week: WeeklyBriefing, lang: Language) -> Chart:
    """The weekly briefing's bar chart, labelled in `lang`."""
    days = tuple(short_day(week.week_of + timedelta(days=i), lang) for i in range(7))
    return Chart(week.week_of, week.per_day, CHART_TITLE(lang, day=day_label(week.week_of, lang)), HOURS(lang), days)


def _item_buttons(calls: Sequence[Call], catalog: Catalog, lang: Language) -> tuple[tuple[ButtonSpec, ...], ...]:
    """Buttons actions offer per listed item (e.g. "Forget #3" under /memory), three to a row, at most 24."""
    offered = [b for a in catalog.actions for b in a.buttons if b.offer is not None]
    specs: list[ButtonSpec] = []
    for call in calls:
        data = call.outcome.data if isinstance(call.outcome, Ok) else None
        for button in offered:
            if data is not None and button.offer is not None:
                specs += [ButtonSpec(button.label(lang, n=i), button.data(i)) for i in button.offer(data)]
    specs = specs[:24]
    return tuple(tuple(specs[k:k + 3]) for k in range(0, len(specs), 3))


def trace_text(record: dict[str, Any] | None, lang: Language) -> str:
    """The last turn's record, for /trace: input, route, actions and outcomes, guard edits, usage, timings."""
    if not record:
        return NO_TURN(lang)
    lines = [f"input: {record.get('input')!r}", f"route: {json.dumps(record.get('route'), ensure_ascii=False)}"]
    if record.get("surface"):
        lines.insert(1, f"surface: {record['surface']}")
    for a in record.get("actions") or []:
        lines.append(f"action: {a.get('name')} {json.dumps(a.get('arguments'), ensure_ascii=False)} → "
                     f"{a.get('outcome')}{' (' + a['code'] + ')' if a.get('code') else ''}: {a.get('message')}")
    for g in record.get("guard") or []:
        lines.append(f"guard ({g.get('rule')}): removed {g.get('removed')!r}, added {g.get('added')!r}")
    reply = record.get("reply") or {}
    if isinstance(reply, dict) and reply.get("model_text") is not None:
        lines.append(f"model wrote: {reply['model_text']!r}")
        lines.append(f"owner saw: {reply.get('text')!r}")
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
        return NO_USAGE(lang)
    return "\n".join(USAGE_LINE(lang, period=label(lang), prompt=u["prompt_tokens"], completion=u["completion_tokens"],
                                turns=u["llm_turns"], cost=f"{u['cost_usd']:.4f}")
                     for label, u in ((TODAY, usage["today"]), (THIS_MONTH, usage["month"])))
