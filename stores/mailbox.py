"""The IMAP adapter (imap-tools, in worker threads): list, read and search the owner's mail, file drafts and
sent copies, and find a Message-ID in Sent. Nothing here marks a mail read: every fetch peeks.

Errors are `MailError(kind)`: unreachable (down or timed out), auth (login refused), not_found, refused."""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import imaplib
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, TypeVar

from imap_tools import AND, OR, H, MailBox, MailBoxStartTls, MailBoxUnencrypted, MailMessageFlags
from imap_tools.errors import ImapToolsError, MailboxLoginError

MailErrorKind = Literal["unreachable", "auth", "not_found", "refused"]
R = TypeVar("R")


class MailError(Exception):
    """What the mail server did instead of answering; never carries a password."""

    def __init__(self, kind: MailErrorKind, detail: str = "") -> None:
        super().__init__(f"{kind}: {detail}".rstrip(": "))
        self.kind, self.detail = kind, detail


@dataclass(frozen=True)
class MailAccount:
    """An owner's mail account: IMAP to read, SMTP to send, one login (the password is never shown)."""

    imap_host: str
    imap_port: int
    smtp_host: str
    smtp_port: int
    username: str
    password: str = field(repr=False)
    address: str = ""  # the From address (default: the user name)

    @property
    def sender(self) -> str:
        """The address mail is sent from."""
        return self.address or self.username


@dataclass(frozen=True)
class MailSummary:
    """One mail as a listing shows it."""

    uid: int
    sender_name: str
    sender_address: str
    subject: str
    date: datetime | None
    seen: bool


@dataclass(frozen=True)
class MailMessage:
    """One mail with its text part (as the server has it: trimming is the reader's job)."""

    summary: MailSummary
    to: str
    text: str
    message_id: str


def _summary(m: Any) -> MailSummary:
    value = m.from_values
    return MailSummary(uid=int(m.uid), sender_name=value.name if value else "",
                       sender_address=value.email if value else m.from_, subject=m.subject or "",
                       date=m.date if m.date and m.date.year > 1970 else None,
                       seen=MailMessageFlags.SEEN in m.flags)


class IMAPMailboxes:
    """The mailbox port on IMAP: one login per call, in a worker thread, under a timeout."""

    def __init__(self, timeout_s: float = 10.0) -> None:
        self._timeout_s = timeout_s

    def _login(self, a: MailAccount, folder: str | None = "INBOX") -> Any:
        kind = MailBox if a.imap_port == 993 else MailBoxStartTls if a.imap_port == 143 else MailBoxUnencrypted
        box = kind(a.imap_host, a.imap_port, timeout=self._timeout_s)
        return box.login(a.username, a.password, initial_folder=folder)

    async def _run(self, account: MailAccount, job: Callable[[Any], R], folder: str | None = "INBOX") -> R:
        def work() -> R:
            box = self._login(account, folder)
            try:
                return job(box)
            finally:
                with contextlib.suppress(Exception):  # the answer is what matters; a failed LOGOUT changes nothing
                    box.logout()

        try:
            return await asyncio.wait_for(asyncio.to_thread(work), self._timeout_s + 2)
        except MailError:
            raise
        except MailboxLoginError:
            raise MailError("auth", "login refused") from None
        except (TimeoutError, OSError, ssl.SSLError, imaplib.IMAP4.abort) as exc:
            raise MailError("unreachable", "timeout" if isinstance(exc, TimeoutError) else type(exc).__name__) from None
        except (ImapToolsError, imaplib.IMAP4.error) as exc:
            raise MailError("unreachable", type(exc).__name__) from None

    async def check(self, account: MailAccount) -> None:
        """Log in once (raises when the account does not work)."""
        await self._run(account, lambda box: None)

    async def recent(self, account: MailAccount, *, unread: bool, limit: int, sender: str | None = None,
                     about: str | None = None) -> list[MailSummary]:
        """Newest first: unread ones (or all), from someone or mentioning something."""
        criteria: list[Any] = []
        if unread:
            criteria.append(AND(seen=False))
        if sender:
            criteria.append(AND(from_=sender))
        if about:
            criteria.append(OR(subject=about, from_=about, text=about))
        query = AND(*criteria) if criteria else AND(all=True)

        def job(box: Any) -> list[MailSummary]:
            return [_summary(m) for m in box.fetch(query, mark_seen=False, headers_only=True, reverse=True,
                                                   limit=limit, charset="utf-8")]

        return await self._run(account, job)

    async def search(self, account: MailAccount, text: str, limit: int) -> list[MailSummary]:
        """Mails whose headers or text contain `text`, newest first."""
        return await self.recent(account, unread=False, limit=limit, about=text)

    async def read(self, account: MailAccount, uid: int) -> MailMessage | None:
        """The mail with this UID in INBOX, unread state untouched; None when there is none."""

        def job(box: Any) -> MailMessage | None:
            found = list(box.fetch(AND(uid=str(uid)), mark_seen=False, limit=1))
            if not found:
                return None
            m = found[0]
            text = m.text or _strip_html(m.html)
            message_id = (m.headers.get("message-id") or ("",))[0]
            return MailMessage(_summary(m), ", ".join(m.to), text, message_id.strip())

        return await self._run(account, job)

    async def file_draft(self, account: MailAccount, message: bytes) -> None:
        """Put the message in the account's Drafts folder (created if there is none)."""
        await self._run(account, lambda box: box.append(message, _folder(box, "\\Drafts", "Drafts"),
                                                         flag_set=[MailMessageFlags.DRAFT, MailMessageFlags.SEEN]),
                        folder=None)

    async def in_sent(self, account: MailAccount, message_id: str) -> bool:
        """Whether a message with this Message-ID is already in Sent."""

        def job(box: Any) -> bool:
            box.folder.set(_folder(box, "\\Sent", "Sent"))
            return bool(box.uids(AND(header=H("Message-ID", message_id))))

        return await self._run(account, job, folder=None)

    async def file_sent(self, account: MailAccount, message: bytes) -> None:
        """Keep a copy of a sent message in Sent (what the next send checks first)."""
        await self._run(account, lambda box: box.append(message, _folder(box, "\\Sent", "Sent"),
                                                         flag_set=[MailMessageFlags.SEEN]), folder=None)


def _folder(box: Any, flag: str, name: str) -> str:
    """The folder carrying a special-use flag, else the one called `name` (created when missing)."""
    folders = list(box.folder.list())
    for f in folders:
        if flag in f.flags:
            return str(f.name)
    for f in folders:
        if f.name.lower() == name.lower():
            return str(f.name)
    box.folder.create(name)
    return name


def _strip_html(html: str) -> str:
    import re

    return re.sub(r"\s*\n\s*\n\s*", "\n\n", re.sub(r"<[^>]+>", "\n", html or "")).strip()


def address_list(text: str) -> list[str]:
    """The addresses in a To line ('Bob <bob@x.org>, ann@y.org')."""
    return [addr for _, addr in email.utils.getaddresses([text]) if "@" in addr]
