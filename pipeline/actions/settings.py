"""The owner's settings: time zone (a zone change keeps reminders at their time on the clock), language and
briefing push time; `/timezone` and `/language` alone say the current one and how to change it."""

from __future__ import annotations

import re
from typing import Literal
from zoneinfo import ZoneInfo

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Claims, Command, action
from pipeline.command_syntax import no_args, rest_as
from pipeline.outcomes import Ok, Outcome, Record, Refused
from pipeline.rules.recurrence import wall
from pipeline.rules.zones import zone_from_words, zone_name
from pipeline.texts import Texts
from stores import owners, reminders

T = Texts("settings")


class SetBriefing(ActionInput):
    time: str = Field(description="Local 'HH:MM' for the daily briefing push (weekly on Mondays), 'off', or "
                      "'mail on' / 'mail off' (the unread-mail line).")


class SetTimezone(ActionInput):
    timezone: str = Field(min_length=1, max_length=64, description="IANA zone name (Europe/Paris) or a city.")


class ShowTimezone(ActionInput):
    pass


class SetLanguage(ActionInput):
    language: Literal["en", "fr"] = Field(description="The language Arthur speaks to the owner in: en or fr.")


class ShowLanguage(ActionInput):
    pass


class BriefingTime(Record):
    time: str | None
    mail: bool | None = None


class Zone(Record):
    timezone: str
    chosen: bool = True  # False: the server's zone, the owner never chose one
    moved: int = 0  # pending reminders moved to keep their time on the clock


class Speech(Record):
    language: str


BRIEFING_OFF = T("briefing_off", "Briefing pushes are off.", "Les briefings automatiques sont désactivés.")
MAIL_ON = T("mail_on", "The daily briefing will say how many unread mails come from people you know.",
            "Le briefing du jour dira combien de mails non lus viennent de personnes que tu connais.")
MAIL_OFF = T("mail_off", "The daily briefing no longer mentions mail.", "Le briefing du jour ne parle plus des mails.")
BAD_TIME = T("bad_time", "'{time}' is not a time of day (use HH:MM, or 'off').", "« {time} » n'est pas une heure (HH:MM, ou « off »).")
BRIEFING_AT = T("briefing_at", "Daily briefing every day at {at} ({zone}), and the weekly one on Mondays.",
                "Briefing quotidien chaque jour à {at} ({zone}), et l'hebdomadaire le lundi.")
UNKNOWN_ZONE = T("unknown_zone", "'{zone}' is not a time zone or a city I know (try Europe/Paris, or a big city "
                 "near you).", "« {zone} » n'est ni un fuseau ni une ville que je connais (essaie Europe/Paris, ou "
                 "une grande ville proche).")
LANGUAGE_SET = T("language_set", "I'll speak English with you from now on.", "Je te parlerai en français désormais.")
LANGUAGE_IS = T("language_is", "I speak English with you. To switch: /language fr (French).",
                "Je te parle en français. Pour changer : /language en (anglais).")
ZONE_SET = T("zone_set", "Time zone set to {zone} ({name}).", "Fuseau horaire réglé sur {zone} ({name}).")
ZONE_SAME = T("zone_same", "Your time zone is already {zone} ({name}); nothing changed.",
              "Ton fuseau horaire est déjà {zone} ({name}) ; rien n'a changé.")
KEPT_ONE = T("kept_one", " Your pending reminder keeps its time on the clock, so it moved with the zone{late}.",
             " Ton rappel en attente garde son heure sur l'horloge : il a bougé avec le fuseau{late}.")
KEPT_MANY = T("kept_many", " Your {count} pending reminders keep their times on the clock, so they moved with the "
              "zone{late}.", " Tes {count} rappels en attente gardent leur heure sur l'horloge : ils ont bougé avec "
              "le fuseau{late}.")
NOW_PAST = T("now_past", " ({count} now in the past: sent at once)", " ({count} désormais passé(s) : envoyé(s) tout de suite)")
ZONE_IS = T("zone_is", "Your time zone is {zone} ({name}); it is {now} there. To change it: /timezone and a city or "
            "a zone, e.g. /timezone London.", "Ton fuseau horaire est {zone} ({name}) ; il y est {now}. Pour le changer : "
            "/timezone et une ville ou un fuseau, par exemple /timezone Londres.")
ZONE_DEFAULT = T("zone_default", "You haven't told me your time zone, so I use the server's: {zone} ({name}); it is "
                 "{now} there. Tell me yours: /timezone and your city or zone, e.g. /timezone Paris.",
                 "Tu ne m'as pas donné ton fuseau horaire : j'utilise celui du serveur, {zone} ({name}) ; il y est "
                 "{now}. Donne-moi le tien : /timezone et ta ville ou ton fuseau, par exemple /timezone Paris.")


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
        command=Command("timezone", T("usage.timezone", "/timezone ZONE|CITY", "/timezone FUSEAU|VILLE"),
                        rest_as("timezone")),
        claims=Claims("update", "timezone"), owner_setting=True)
async def set_timezone(ctx: ActionContext, a: SetTimezone) -> Outcome:
    """Set the owner's zone (an IANA name or a city); an unknown name is refused. Pending reminders keep their
    time on the clock: their instants move with the zone, and the reply says how many."""
    key = zone_from_words(a.timezone)
    if key is None:
        return Refused("unknown_timezone", ctx.t(UNKNOWN_ZONE, zone=a.timezone))
    zone = ZoneInfo(key)
    name = zone_name(key, ctx.lang)
    if ctx.owner.zone_set and zone.key == ctx.owner.zone.key:
        return Ok(ctx.t(ZONE_SAME, name=name, zone=key), Zone(timezone=key))
    await owners.set_timezone(ctx.db, ctx.owner.id, key)
    moved = late = 0
    for r in await reminders.pending(ctx.db, ctx.owner.id):
        local = r.due_at.astimezone(ZoneInfo(r.timezone))
        due = wall(local.date(), local.time().replace(tzinfo=None), zone)
        r.timezone = key
        if due != r.due_at:
            r.due_at, moved = due, moved + 1
            late += due <= ctx.now
    said = ctx.t(ZONE_SET, name=name, zone=key)
    if moved:
        past = ctx.t(NOW_PAST, count=late) if late else ""
        said += ctx.t(KEPT_ONE, late=past) if moved == 1 else ctx.t(KEPT_MANY, count=moved, late=past)
    return Ok(said, Zone(timezone=key, moved=moved))


@action("show_timezone", "Say the owner's time zone and how to change it.",
        effect="read", agents=BOTH, output=Zone, topic="timezone",
        check=T("check.show_timezone", "/timezone", "/timezone"),
        help=T("help.show_timezone", "Your time zone", "Ton fuseau horaire"),
        not_done=T("not_done.show_timezone", "read your time zone", "lu ton fuseau horaire"),
        command=Command("timezone", T("usage.show_timezone", "/timezone", "/timezone"), no_args, bare=True))
async def show_timezone(ctx: ActionContext, a: ShowTimezone) -> Outcome:
    """The zone in use (the owner's, or the server's until they choose), the time there, how to change it."""
    row = await owners.get(ctx.db, ctx.owner.id)
    zone = ZoneInfo(row.timezone) if row.timezone else ctx.owner.zone
    said = ZONE_IS if row.timezone else ZONE_DEFAULT
    return Ok(ctx.t(said, name=zone_name(zone.key, ctx.lang), zone=zone.key, now=f"{ctx.now.astimezone(zone):%H:%M}"),
              Zone(timezone=zone.key, chosen=row.timezone is not None))


def _language(rest: str) -> dict[str, str]:
    word = rest.strip().lower()
    names = {"english": "en", "anglais": "en", "french": "fr", "français": "fr", "francais": "fr"}
    return {"language": names.get(word, word)}


@action("set_language", "Set the language Arthur speaks to the owner in (en or fr).",
        effect="internal_write", agents=BOTH, output=Speech, topic="language", owner_setting=True,
        check=T("check.language", "/help", "/help"),
        help=T("help.language", "Speak English or French", "Parler français ou anglais"),
        not_done=T("not_done.language", "changed the language I speak", "changé la langue que je parle"),
        command=Command("language", T("usage.language", "/language en|fr", "/language en|fr"), _language))
async def set_language(ctx: ActionContext, a: SetLanguage) -> Outcome:
    """Speak to the owner in English or French from now on (a message in the other language still gets its
    answer in that language)."""
    await owners.set_language(ctx.db, ctx.owner.id, a.language)
    return Ok(LANGUAGE_SET(a.language), Speech(language=a.language))


@action("show_language", "Say which language Arthur speaks to the owner in, and how to change it.",
        effect="read", agents=BOTH, output=Speech, topic="language",
        check=T("check.show_language", "/language", "/language"),
        help=T("help.show_language", "The language I speak with you", "La langue que je te parle"),
        not_done=T("not_done.show_language", "read the language I speak", "lu la langue que je parle"),
        command=Command("language", T("usage.show_language", "/language", "/language"), no_args, bare=True))
async def show_language(ctx: ActionContext, a: ShowLanguage) -> Outcome:
    """The owner's language as stored (a message in the other language is still answered in that language)."""
    row = await owners.get(ctx.db, ctx.owner.id)
    lang = "fr" if row.language == "fr" else "en" if row.language else ctx.lang
    return Ok(LANGUAGE_IS(lang), Speech(language=lang))

