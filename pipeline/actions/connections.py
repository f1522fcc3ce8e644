"""Connecting the owner's calendar and mail: `/connect_calendar URL USER` or `/connect_mail …`, then the
password as the next message (taken out of the chat, checked against the server, sealed with the instance's
key). The password never reaches the model, the ledger, the logs or /trace. Disconnecting retires the row."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, SecretStr

from pipeline.action_context import ActionContext
from pipeline.catalog import STEWARD, ActionInput, Claims, Command, UsageError, action
from pipeline.command_syntax import MISSING, TWO_PARTS, no_args, words_of
from pipeline.outcomes import Ok, Outcome, Record, Refused
from pipeline.texts import Texts
from stores import connections
from stores.calendar import CalendarAccount, CalendarError
from stores.mailbox import MailAccount, MailError

T = Texts("connections")
Kind = Literal["calendar", "mail"]


class ConnectCalendar(ActionInput):
    url: str = Field(min_length=8, max_length=500, description="CalDAV URL (server, principal or calendar).")
    username: str = Field(min_length=1, max_length=200)


class ConnectMail(ActionInput):
    imap_host: str = Field(min_length=1, max_length=200)
    imap_port: int = Field(default=993, ge=1, le=65535)
    smtp_host: str = Field(min_length=1, max_length=200)
    smtp_port: int = Field(default=465, ge=1, le=65535)
    username: str = Field(min_length=1, max_length=200)


class GivePassword(ActionInput):
    kind: Kind
    password: SecretStr = Field(min_length=1, max_length=500)


class Disconnect(ActionInput):
    pass


class AwaitingPassword(Record):
    kind: str
    settings: dict[str, str | int]


class Connected(Record):
    kind: str
    settings: dict[str, str | int]


CHECK = T("check", "/help", "/help")
BAD_URL = T("bad_url", "'{url}' is not an http(s) URL. Nothing was saved.",
            "« {url} » n'est pas une URL http(s). Rien n'a été enregistré.")
SEND_PASSWORD = T("send_password", "Now send the password as your next message (an app password if your provider "
                  "has them). I'll take it out of the chat, check it against the server and keep it encrypted.",
                  "Envoie maintenant le mot de passe dans ton prochain message (un mot de passe d'application si ton "
                  "fournisseur en propose). Je le retire de la conversation, je le vérifie auprès du serveur et je "
                  "le garde chiffré.")
NOTHING_WAITING = T("nothing_waiting", "No connection is waiting for a password. Nothing was saved.",
                    "Aucune connexion n'attend de mot de passe. Rien n'a été enregistré.")
REJECTED = T("rejected", "The server rejected that password. Nothing was saved; send it again, or start over with "
             "/connect_{kind}.", "Le serveur a refusé ce mot de passe. Rien n'a été enregistré ; renvoie-le, ou "
             "recommence avec /connect_{kind}.")
UNREACHABLE = T("unreachable", "I couldn't reach the server to check the password ({detail}). Nothing was saved; "
                "start again with /connect_{kind}.", "Je n'ai pas pu joindre le serveur pour vérifier le mot de passe "
                "({detail}). Rien n'a été enregistré ; recommence avec /connect_{kind}.")
CONNECTED_CALENDAR = T("connected_calendar", "Calendar connected ({user} at {url}); the password is stored encrypted.",
                       "Agenda connecté ({user} sur {url}) ; le mot de passe est gardé chiffré.")
CONNECTED_MAIL = T("connected_mail", "Mail connected ({user}: IMAP {imap}, SMTP {smtp}); the password is stored "
                   "encrypted.", "Messagerie connectée ({user} : IMAP {imap}, SMTP {smtp}) ; le mot de passe est "
                   "gardé chiffré.")
NOT_CONNECTED = T("not_connected", "Your {what} was not connected. Nothing was changed.",
                  "Ton {what} n'était pas connecté. Rien n'a changé.")
DISCONNECTED = T("disconnected", "Your {what} is disconnected (the connection is retired, not deleted).",
                 "Ton {what} est déconnecté (la connexion est retirée, pas supprimée).")
CALENDAR = T("calendar", "calendar", "agenda")
MAIL = T("mail", "mail account", "compte mail")
NO_VAULT = T("no_vault", "No instance key is set up, so I can't store passwords. Nothing was saved.",
             "Aucune clé d'instance n'est configurée : je ne peux pas garder de mot de passe. Rien n'a été enregistré.")


def _parse_calendar(rest: str) -> dict[str, object]:
    words = words_of(rest)
    if len(words) != 2:
        raise UsageError(TWO_PARTS)
    return {"url": words[0], "username": words[1]}


def _host_port(text: str, default: int) -> tuple[str, int]:
    host, _, port = text.rpartition(":") if re.search(r":\d+$", text) else (text, "", "")
    return (host, int(port)) if port else (text, default)


def _parse_mail(rest: str) -> dict[str, object]:
    """`/connect_mail IMAP_HOST[:PORT] SMTP_HOST[:PORT] USER`."""
    words = words_of(rest)
    if len(words) != 3:
        raise UsageError(MISSING)
    (imap, imap_port), (smtp, smtp_port) = _host_port(words[0], 993), _host_port(words[1], 465)
    return {"imap_host": imap, "imap_port": imap_port, "smtp_host": smtp, "smtp_port": smtp_port,
            "username": words[2]}


@action("connect_calendar", "Connect the owner's CalDAV calendar (the password comes in the next message).",
        effect="internal_write", agents=STEWARD, output=AwaitingPassword, check=CHECK, topic="connection", llm=False,
        help=T("help.calendar", "Connect your calendar (CalDAV)", "Connecter ton agenda (CalDAV)"),
        not_done=T("not_done.calendar", "connected your calendar", "connecté ton agenda"),
        command=Command("connect_calendar", T("usage.calendar", "/connect_calendar URL USER",
                                              "/connect_calendar URL UTILISATEUR"), _parse_calendar))
async def connect_calendar(ctx: ActionContext, a: ConnectCalendar) -> Outcome:
    """Record the URL and user; the connection waits for its password."""
    if not re.match(r"^https?://\S+$", a.url):
        return Refused("bad_url", ctx.t(BAD_URL, url=a.url))
    settings: dict[str, str | int] = {"url": a.url, "username": a.username}
    await connections.start(ctx.db, ctx.owner.id, "calendar", dict(settings), ctx.now, "replaced by a new connection")
    return Ok(ctx.t(SEND_PASSWORD), AwaitingPassword(kind="calendar", settings=settings))


@action("connect_mail", "Connect the owner's mail account (IMAP and SMTP; the password comes next).",
        effect="internal_write", agents=STEWARD, output=AwaitingPassword, check=CHECK, topic="connection", llm=False,
        help=T("help.mail", "Connect your mail (IMAP/SMTP)", "Connecter ta messagerie (IMAP/SMTP)"),
        not_done=T("not_done.mail", "connected your mail", "connecté ta messagerie"),
        command=Command("connect_mail", T("usage.mail", "/connect_mail IMAP_HOST[:PORT] SMTP_HOST[:PORT] USER",
                                          "/connect_mail HÔTE_IMAP[:PORT] HÔTE_SMTP[:PORT] UTILISATEUR"), _parse_mail))
async def connect_mail(ctx: ActionContext, a: ConnectMail) -> Outcome:
    """Record the hosts and user; the connection waits for its password."""
    settings: dict[str, str | int] = {"imap_host": a.imap_host, "imap_port": a.imap_port, "smtp_host": a.smtp_host,
                                      "smtp_port": a.smtp_port, "username": a.username}
    await connections.start(ctx.db, ctx.owner.id, "mail", dict(settings), ctx.now, "replaced by a new connection")
    return Ok(ctx.t(SEND_PASSWORD), AwaitingPassword(kind="mail", settings=settings))


@action("give_connection_password", "The password a connection waits for (never offered to a model).",
        effect="internal_write", agents=STEWARD, output=Connected, check=CHECK, topic="connection", llm=False,
        help=T("help.password", "The password after /connect_…", "Le mot de passe après /connect_…"),
        not_done=T("not_done.password", "stored any password", "enregistré de mot de passe"))
async def give_connection_password(ctx: ActionContext, a: GivePassword) -> Outcome:
    """Check the password against the server, then seal it; a rejected one is not kept."""
    row = await connections.active(ctx.db, ctx.owner.id, a.kind)
    if row is None or row.secret is not None:
        return Refused("nothing_waiting", ctx.t(NOTHING_WAITING))
    if ctx.ports.vault is None:
        return Refused("no_vault", ctx.t(NO_VAULT))
    password, s = a.password.get_secret_value(), row.settings
    try:
        if a.kind == "calendar":
            assert ctx.ports.calendars is not None
            await ctx.ports.calendars.check(CalendarAccount(s["url"], s["username"], password))
        else:
            assert ctx.ports.mailboxes is not None
            await ctx.ports.mailboxes.check(MailAccount(s["imap_host"], int(s["imap_port"]), s["smtp_host"],
                                                        int(s["smtp_port"]), s["username"], password))
    except (CalendarError, MailError) as exc:
        if exc.kind in ("auth", "forbidden"):
            return Refused("auth_rejected", ctx.t(REJECTED, kind=a.kind))
        return Refused("source_unreachable", ctx.t(UNREACHABLE, detail=exc.detail or exc.kind, kind=a.kind))
    connections.seal(row, ctx.ports.vault.seal(password), ctx.now)
    if a.kind == "calendar":
        text = ctx.t(CONNECTED_CALENDAR, user=s["username"], url=s["url"])
    else:
        text = ctx.t(CONNECTED_MAIL, user=s["username"], imap=f"{s['imap_host']}:{s['imap_port']}",
                     smtp=f"{s['smtp_host']}:{s['smtp_port']}")
    return Ok(text, Connected(kind=a.kind, settings=dict(s)))


async def _disconnect(ctx: ActionContext, kind: Kind) -> Outcome:
    what = ctx.t(CALENDAR if kind == "calendar" else MAIL)
    row = await connections.active(ctx.db, ctx.owner.id, kind)
    if row is None:
        return Refused("not_connected", ctx.t(NOT_CONNECTED, what=what))
    connections.retire(row, ctx.now, "disconnected by the owner")
    return Ok(ctx.t(DISCONNECTED, what=what), Connected(kind=kind, settings={}))


@action("disconnect_calendar", "Disconnect the owner's calendar (the connection is retired).",
        effect="internal_write", agents=STEWARD, output=Connected, check=CHECK, topic="connection",
        help=T("help.disconnect_calendar", "Disconnect your calendar", "Déconnecter ton agenda"),
        not_done=T("not_done.disconnect_calendar", "disconnected your calendar", "déconnecté ton agenda"),
        command=Command("disconnect_calendar", T("usage.disconnect_calendar", "/disconnect_calendar",
                                                 "/disconnect_calendar"), no_args),
        claims=Claims("remove", "connection"))
async def disconnect_calendar(ctx: ActionContext, a: Disconnect) -> Outcome:
    """Retire the calendar connection."""
    return await _disconnect(ctx, "calendar")


@action("disconnect_mail", "Disconnect the owner's mail account (the connection is retired).",
        effect="internal_write", agents=STEWARD, output=Connected, check=CHECK, topic="connection",
        help=T("help.disconnect_mail", "Disconnect your mail", "Déconnecter ta messagerie"),
        not_done=T("not_done.disconnect_mail", "disconnected your mail", "déconnecté ta messagerie"),
        command=Command("disconnect_mail", T("usage.disconnect_mail", "/disconnect_mail", "/disconnect_mail"), no_args),
        claims=Claims("remove", "connection"))
async def disconnect_mail(ctx: ActionContext, a: Disconnect) -> Outcome:
    """Retire the mail connection."""
    return await _disconnect(ctx, "mail")
