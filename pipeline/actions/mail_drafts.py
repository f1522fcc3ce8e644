"""Writing mail: a draft is kept in Arthur and in the account's Drafts folder (internal write); sending is an
external effect the owner confirms after seeing the whole draft. A draft leaves once only: its Message-ID is
looked for in Sent before any send, so a crash between the server's acceptance and Arthur's own record cannot
send it twice."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.actions.accounts import mail_account, mail_read_error, unknown
from pipeline.catalog import STEWARD, ActionInput, Claims, Command, Id, UsageError, action
from pipeline.command_syntax import MISSING, int_then_rest
from pipeline.outcomes import Ok, Outcome, Record, Refused
from pipeline.texts import Texts
from stores import drafts
from stores.access_models import MailDraft
from stores.mail_sending import compose, new_message_id
from stores.mailbox import MailAccount, MailError, address_list

T = Texts("mail_drafts")


class DraftMail(ActionInput):
    to: str = Field(min_length=3, max_length=1000, description="Recipients' e-mail addresses, comma-separated.")
    subject: str = Field(default="", max_length=300)
    body: str = Field(min_length=1, max_length=50_000)


class SendMail(ActionInput):
    draft_id: int = Id


class DraftData(Record):
    id: int
    to: str
    subject: str
    body: str
    message_id: str
    status: str
    sent_at: datetime | None = None


CHECK = T("check", "your Drafts folder", "ton dossier Brouillons")
NO_ADDRESS = T("no_address", "'{to}' holds no e-mail address. Nothing was saved.",
               "« {to} » ne contient aucune adresse e-mail. Rien n'a été enregistré.")
DRAFTED = T("drafted", "Draft #{id} saved (in Arthur and in your Drafts folder) to {to}: {subject}. Send it with "
            "/send_mail {id}.", "Brouillon n°{id} enregistré (dans Arthur et dans tes Brouillons) pour {to} : "
            "{subject}. Envoie-le avec /send_mail {id}.")
NO_DRAFT = T("no_draft", "There is no draft #{id}. Nothing was sent.", "Il n'y a pas de brouillon n°{id}. Rien n'a "
             "été envoyé.")
ALREADY = T("already", "Draft #{id} was already sent. Nothing more was sent.",
            "Le brouillon n°{id} a déjà été envoyé. Rien de plus n'a été envoyé.")
ASK_SEND = T("ask_send", "Send this mail?\nFrom: {sender}\nTo: {to}\nSubject: {subject}\n\n{body}",
             "Envoyer ce mail ?\nDe : {sender}\nÀ : {to}\nObjet : {subject}\n\n{body}")
SENT = T("sent", "Sent draft #{id} to {to}: {subject}.", "Brouillon n°{id} envoyé à {to} : {subject}.")
WAS_SENT = T("was_sent", "Draft #{id} had already left (it is in your Sent folder); it was not sent again.",
             "Le brouillon n°{id} était déjà parti (il est dans tes Envoyés) ; il n'a pas été renvoyé.")
NOT_SENT = T("not_sent", "The mail server refused the message ({detail}). Nothing was sent.",
             "Le serveur de mail a refusé le message ({detail}). Rien n'a été envoyé.")
UNKNOWN_SEND = T("unknown_send", "I can't tell whether draft #{id} left (the mail server stopped answering: "
                 "{detail}).", "Je ne sais pas si le brouillon n°{id} est parti (le serveur de mail ne répond plus : "
                 "{detail}).")
NO_COPY = T("no_copy", " (No copy could be filed in Sent: {detail}.)",
            " (Aucune copie n'a pu être rangée dans Envoyés : {detail}.)")
NO_SUBJECT = T("no_subject", "(no subject)", "(sans objet)")


def draft_data(d: MailDraft) -> DraftData:
    """A draft as data."""
    return DraftData(id=d.id, to=d.to_addrs, subject=d.subject, body=d.body, message_id=d.message_id,
                     status=d.status, sent_at=d.sent_at)


def _parse_draft(rest: str) -> dict[str, object]:
    """`/draft_mail TO | SUBJECT | BODY`."""
    parts = [p.strip() for p in rest.split("|", 2)]
    if len(parts) != 3 or not parts[0] or not parts[2]:
        raise UsageError(MISSING)
    return {"to": parts[0], "subject": parts[1], "body": parts[2]}


@action("draft_mail", "Write a mail draft (kept in Arthur and in the mailbox's Drafts; nothing is sent).",
        effect="internal_write", agents=STEWARD, output=DraftData, check=CHECK, topic="mail",
        help=T("help.draft", "Write a mail draft", "Écrire un brouillon de mail"),
        not_done=T("not_done.draft", "written any draft", "écrit de brouillon"),
        command=Command("draft_mail", T("usage.draft", "/draft_mail TO | SUBJECT | BODY",
                                        "/draft_mail À | OBJET | TEXTE"), _parse_draft),
        claims=Claims("create", "mail"))
async def draft_mail(ctx: ActionContext, a: DraftMail) -> Outcome:
    """File the draft in the account's Drafts, then keep it here with its Message-ID."""
    recipients = address_list(a.to)
    if not recipients:
        return Refused("no_address", ctx.t(NO_ADDRESS, to=a.to))
    account = await mail_account(ctx)
    if isinstance(account, Refused):
        return account
    assert ctx.ports.mailboxes is not None
    message_id = new_message_id(account.sender)
    message = compose(account.sender, a.to, a.subject, a.body, message_id, ctx.now)
    try:
        await ctx.ports.mailboxes.file_draft(account, message.as_bytes())
    except MailError as exc:
        return mail_read_error(ctx, exc)
    row = await drafts.add(ctx.db, ctx.owner.id, a.to, a.subject, a.body, message_id, ctx.now)
    return Ok(ctx.t(DRAFTED, id=row.id, to=a.to, subject=a.subject or ctx.t(NO_SUBJECT)), draft_data(row))


async def _sendable(ctx: ActionContext, draft_id: int) -> Refused | tuple[MailDraft, MailAccount]:
    """The owner's unsent draft and the account to send it from."""
    row = await drafts.get(ctx.db, ctx.owner.id, draft_id)
    if row is None:
        return Refused("not_found", ctx.t(NO_DRAFT, id=draft_id))
    if row.status == "sent":
        return Refused("already_sent", ctx.t(ALREADY, id=row.id))
    account = await mail_account(ctx)
    if isinstance(account, Refused):
        return account
    return row, account


async def prepare_send(ctx: ActionContext, a: SendMail) -> Refused | str:
    """The whole draft, shown before the owner says yes."""
    found = await _sendable(ctx, a.draft_id)
    if isinstance(found, Refused):
        return found
    row, account = found
    return ctx.t(ASK_SEND, sender=account.sender, to=row.to_addrs, subject=row.subject or ctx.t(NO_SUBJECT),
                 body=row.body)


@action("send_mail", "Send a draft (#N from draft_mail) — the owner sees the whole draft and confirms first.",
        effect="external_effect", agents=STEWARD, output=DraftData, topic="mail", prepare=prepare_send,
        check=T("check.send", "your Sent folder", "ton dossier Envoyés"),
        help=T("help.send", "Send a mail draft", "Envoyer un brouillon"),
        not_done=T("not_done.send", "sent any mail", "envoyé de mail"),
        command=Command("send_mail", T("usage.send", "/send_mail N", "/send_mail N"), int_then_rest("draft_id")),
        claims=Claims("share", "mail", en=(r"\bi'?ve (?:just )?(?:sent|emailed|mailed) (?:it|that|this|the mail)\b",),
                      fr=(r"\bje (?:l'|les )?ai (?:envoyé|envoyée|expédié|expédiée)\b",)))
async def send_mail(ctx: ActionContext, a: SendMail) -> Outcome:
    """Send once: a copy already in Sent means it left before (then it is only recorded)."""
    found = await _sendable(ctx, a.draft_id)
    if isinstance(found, Refused):
        return found
    row, account = found
    assert ctx.ports.mailboxes is not None and ctx.ports.outgoing is not None
    try:
        if await ctx.ports.mailboxes.in_sent(account, row.message_id):
            drafts.mark_sent(row, ctx.now)
            return Ok(ctx.t(WAS_SENT, id=row.id), draft_data(row))
    except MailError as exc:
        return mail_read_error(ctx, exc)  # without knowing, nothing is sent
    message = compose(account.sender, row.to_addrs, row.subject, row.body, row.message_id, row.created_at)
    try:
        await ctx.ports.outgoing.send(account, message)
    except MailError as exc:
        if exc.kind in ("auth", "refused"):
            return Refused("not_sent", ctx.t(NOT_SENT, detail=exc.detail or exc.kind))
        return unknown(ctx, ctx.t(UNKNOWN_SEND, id=row.id, detail=exc.detail or exc.kind), mail=True)
    note = ""
    try:
        await ctx.ports.mailboxes.file_sent(account, message.as_bytes())
    except MailError as exc:  # it left; only the copy in Sent is missing, and the row below says it left
        note = ctx.t(NO_COPY, detail=exc.detail or exc.kind)
    drafts.mark_sent(row, ctx.now)
    return Ok(ctx.t(SENT, id=row.id, to=row.to_addrs, subject=row.subject or ctx.t(NO_SUBJECT)) + note,
              draft_data(row))
