"""Which calendar and mail account an action uses (the owner's own connection, else the environment's for the
one owner it names), and what a source error means for the owner: refused (nothing written) or failed."""

from __future__ import annotations

from pipeline.action_context import ActionContext
from pipeline.outcomes import Failed, Refused
from pipeline.texts import Texts
from stores import connections
from stores.calendar import CalendarAccount, CalendarError
from stores.mailbox import MailAccount, MailError
from stores.vault import VaultError

T = Texts("accounts")

NO_CALENDAR = T("no_calendar", "Your calendar is not connected. Connect it with /connect_calendar URL USER. "
                "Nothing was read or written.", "Ton agenda n'est pas connecté. Connecte-le avec /connect_calendar "
                "URL UTILISATEUR. Rien n'a été lu ni écrit.")
NO_MAIL = T("no_mail", "Your mail is not connected. Connect it with /connect_mail. Nothing was read or sent.",
            "Ta messagerie n'est pas connectée. Connecte-la avec /connect_mail. Rien n'a été lu ni envoyé.")
WAITING = T("waiting", "Your {what} connection is waiting for its password: send it as your next message.",
            "La connexion {what} attend son mot de passe : envoie-le dans ton prochain message.")
KEY_CHANGED = T("key_changed", "I can't open your saved {what} password (the instance key changed). Connect "
                "again. Nothing was done.", "Je ne peux pas ouvrir ton mot de passe {what} enregistré (la clé a "
                "changé). Reconnecte-toi. Rien n'a été fait.")
NO_ADAPTER = T("no_adapter", "The {what} connector is not running here. Nothing was done.",
               "Le connecteur {what} ne tourne pas ici. Rien n'a été fait.")
CALENDAR_WORD = T("calendar_word", "calendar", "agenda")
MAIL_WORD = T("mail_word", "mail", "mail")
AUTH = T("auth", "The {what} server rejected the password. Nothing was written; reconnect with /connect_{kind}.",
         "Le serveur {what} a refusé le mot de passe. Rien n'a été écrit ; reconnecte-toi avec /connect_{kind}.")
FORBIDDEN = T("forbidden", "The calendar server says this calendar is not yours to use. Nothing was written.",
              "Le serveur d'agenda dit que cet agenda ne t'est pas accessible. Rien n'a été écrit.")
DOWN_READ = T("down_read", "I couldn't reach your {what} server ({detail}). Nothing was read.",
              "Je n'ai pas pu joindre ton serveur {what} ({detail}). Rien n'a été lu.")
CHECK_CALENDAR = T("check_calendar", "your calendar", "ton agenda")
CHECK_MAIL = T("check_mail", "your Sent folder", "ton dossier Envoyés")


async def calendar_account(ctx: ActionContext) -> CalendarAccount | Refused:
    """The owner's calendar account, or why there is none to use."""
    if ctx.ports.calendars is None:
        return Refused("no_connector", ctx.t(NO_ADAPTER, what=ctx.t(CALENDAR_WORD)))
    row = await connections.active(ctx.db, ctx.owner.id, "calendar")
    if row is None:
        fixed = ctx.ports.fixed
        if fixed.calendar is not None and fixed.owner_external_id == ctx.owner.external_id:
            return fixed.calendar
        return Refused("not_connected", ctx.t(NO_CALENDAR))
    password = _open(ctx, row.secret, CALENDAR_WORD)
    if isinstance(password, Refused):
        return password
    return CalendarAccount(url=row.settings["url"], username=row.settings["username"], password=password)


async def mail_account(ctx: ActionContext) -> MailAccount | Refused:
    """The owner's mail account, or why there is none to use."""
    if ctx.ports.mailboxes is None:
        return Refused("no_connector", ctx.t(NO_ADAPTER, what=ctx.t(MAIL_WORD)))
    row = await connections.active(ctx.db, ctx.owner.id, "mail")
    if row is None:
        fixed = ctx.ports.fixed
        if fixed.mail is not None and fixed.owner_external_id == ctx.owner.external_id:
            return fixed.mail
        return Refused("not_connected", ctx.t(NO_MAIL))
    password = _open(ctx, row.secret, MAIL_WORD)
    if isinstance(password, Refused):
        return password
    s = row.settings
    return MailAccount(imap_host=s["imap_host"], imap_port=int(s["imap_port"]), smtp_host=s["smtp_host"],
                       smtp_port=int(s["smtp_port"]), username=s["username"], password=password,
                       address=s.get("address", ""))


def _open(ctx: ActionContext, sealed: str | None, what: object) -> str | Refused:
    word = ctx.t(what)  # type: ignore[arg-type]
    if sealed is None:
        return Refused("awaiting_password", ctx.t(WAITING, what=word))
    if ctx.ports.vault is None:
        return Refused("no_connector", ctx.t(NO_ADAPTER, what=word))
    try:
        return ctx.ports.vault.open(sealed)
    except VaultError:
        return Refused("key_changed", ctx.t(KEY_CHANGED, what=word))


def calendar_read_error(ctx: ActionContext, exc: CalendarError) -> Refused:
    """A read that the calendar did not answer: nothing was read, and why."""
    if exc.kind == "auth":
        return Refused("auth_rejected", ctx.t(AUTH, what=ctx.t(CALENDAR_WORD), kind="calendar"))
    if exc.kind == "forbidden":
        return Refused("forbidden", ctx.t(FORBIDDEN))
    return Refused("source_unreachable", ctx.t(DOWN_READ, what=ctx.t(CALENDAR_WORD), detail=exc.detail or exc.kind))


def mail_read_error(ctx: ActionContext, exc: MailError) -> Refused:
    """A read that the mail server did not answer: nothing was read, and why."""
    if exc.kind == "auth":
        return Refused("auth_rejected", ctx.t(AUTH, what=ctx.t(MAIL_WORD), kind="mail"))
    return Refused("source_unreachable", ctx.t(DOWN_READ, what=ctx.t(MAIL_WORD), detail=exc.detail or exc.kind))


def unknown(ctx: ActionContext, message: str, mail: bool = False) -> Failed:
    """An effect that may or may not have happened: say so, and where to look."""
    return Failed(message, ctx.t(CHECK_MAIL if mail else CHECK_CALENDAR))
