"""The owner's settings: time zone and briefing push time."""

from __future__ import annotations

import re
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Claims, Command, action
from pipeline.command_syntax import rest_as
from pipeline.outcomes import Ok, Outcome, Record, Refused
from pipeline.texts import Texts
from stores import owners

T = Texts("settings")


class SetBriefing(ActionInput):
    time: str = Field(description="Local 'HH:MM' for the daily briefing push (weekly on Mondays), 'off', or "
                      "'mail on' / 'mail off' (the unread-mail line).")


class SetTimezone(ActionInput):
    timezone: str = Field(min_length=1, max_length=64, description="IANA zone name, e.g. Europe/Paris.")


class SetLanguage(ActionInput):
    language: Literal["en", "fr"] = Field(description="The language Arthur speaks to the owner in: en or fr.")


class BriefingTime(Record):
    time: str | None
    mail: bool | None = None


class Zone(Record):
    timezone: str


class Speech(Record):
    language: str


BRIEFING_OFF = T("briefing_off", "Briefing pushes are off.", "Les briefings automatiques sont désactivés.")
MAIL_ON = T("mail_on", "The daily briefing will say how many unread mails come from people you know.",
            "Le briefing du jour dira combien de mails non lus viennent de personnes que tu connais.")
MAIL_OFF = T("mail_off", "The daily briefing no longer mentions mail.", "Le briefing du jour ne parle plus des mails.")
BAD_TIME = T("bad_time", "'{time}' is not a time of day (use HH:MM, or 'off').", "« {time} » n'est pas une heure (HH:MM, ou « off »).")
BRIEFING_AT = T("briefing_at", "Daily briefing every day at {at} ({zone}), and the weekly one on Mondays.",
                "Briefing quotidien chaque jour à {at} ({zone}), et l'hebdomadaire le lundi.")
UNKNOWN_ZONE = T("unknown_zone", "'{zone}' is not a time zone I know (try Europe/Paris).",
                 "« {zone} » n'est pas un fuseau connu (essaie Europe/Paris).")
LANGUAGE_SET = T("language_set", "I'll speak English with you from now on.", "Je te parlerai en français désormais.")
ZONE_SET = T("zone_set", "Time zone set to {zone}.", "Fuseau horaire réglé sur {zone}.")


@action("set_briefing", "Push the daily briefing at a local time (weekly on Mondays), or turn it off.",
        effect="internal_write", agents=BOTH, output=BriefingTime, topic="briefing_time",
        check=T("check.briefing", "/briefing", "/briefing"),
        help=T("help.briefing", "Daily briefing push time", "Heure du briefing quotidien"),
        not_done=T("not_done.briefing", "changed your briefing time", "changé l'heure du briefing"),
        command=Command("briefing", T("usage.briefing", "/briefing HH:MM|off|mail on|mail off",
                                                     "/briefing HH:MM|off|mail on|mail off"), rest_as("time")),
        claims=Claims("update", "briefing_time"))
async def set_briefing(ctx: ActionContext, a: SetBriefing) -> Outcome:
    """Turn the daily (and Monday weekly) briefing push on at a local time, or off."""
    value = " ".join(a.time.strip().lower().split())
    if value in ("mail on", "mail off", "mails on", "mails off"):
        on = value.endswith("on")
        await owners.set_briefing_mail(ctx.db, ctx.owner.id, on)
        return Ok(ctx.t(MAIL_ON if on else MAIL_OFF), BriefingTime(time=None, mail=on))
    if value in ("off", "non", "aucun", "none"):
        await owners.set_briefing_time(ctx.db, ctx.owner.id, None)
        return Ok(ctx.t(BRIEFING_OFF), BriefingTime(time=None))
    match = re.fullmatch(r"(\d{1,2})[:h](\d{2})", value)
    if not match or int(match.group(1)) > 23 or int(match.group(2)) > 59:
        return Refused("bad_time", ctx.t(BAD_TIME, time=a.time))
    at = f"{int(match.group(1)):02d}:{match.group(2)}"
    await owners.set_briefing_time(ctx.db, ctx.owner.id, at)
    return Ok(ctx.t(BRIEFING_AT, at=at, zone=ctx.owner.zone.key), BriefingTime(time=at))


@action("set_timezone", "Set the owner's time zone (IANA name).",
        effect="internal_write", agents=BOTH, output=Zone, topic="timezone",
        check=T("check.timezone", "/timezone", "/timezone"),
        help=T("help.timezone", "Set your time zone", "Régler le fuseau horaire"),
        not_done=T("not_done.timezone", "changed your time zone", "changé ton fuseau horaire"),
        command=Command("timezone", T("usage.timezone", "/timezone ZONE", "/timezone FUSEAU"), rest_as("timezone")),
        claims=Claims("update", "timezone"), owner_setting=True)
async def set_timezone(ctx: ActionContext, a: SetTimezone) -> Outcome:
    """Set the owner's zone; an unknown name is refused."""
    try:
        zone = ZoneInfo(a.timezone.strip())
    except (ZoneInfoNotFoundError, ValueError):
        return Refused("unknown_timezone", ctx.t(UNKNOWN_ZONE, zone=a.timezone))
    await owners.set_timezone(ctx.db, ctx.owner.id, zone.key)
    return Ok(ctx.t(ZONE_SET, zone=zone.key), Zone(timezone=zone.key))


@action("set_language", "Set the language Arthur speaks to the owner in (en or fr).",
        effect="internal_write", agents=BOTH, output=Speech, topic="language", owner_setting=True,
        check=T("check.language", "/help", "/help"),
        help=T("help.language", "Speak English or French", "Parler français ou anglais"),
        not_done=T("not_done.language", "changed the language I speak", "changé la langue que je parle"),
        command=Command("language", T("usage.language", "/language en|fr", "/language en|fr"),
                        lambda rest: {"language": rest.strip().lower()[:2]} if rest.strip() else {}))
async def set_language(ctx: ActionContext, a: SetLanguage) -> Outcome:
    """Speak to the owner in English or French from now on (a message in the other language still gets its
    answer in that language)."""
    await owners.set_language(ctx.db, ctx.owner.id, a.language)
    return Ok(LANGUAGE_SET(a.language), Speech(language=a.language))
