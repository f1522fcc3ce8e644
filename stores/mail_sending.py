"""Composing a mail and handing it to the owner's SMTP server (aiosmtplib).

`send` raises `MailError("auth")` when the login is refused, `MailError("refused")` when the server turns the
message down (nothing left), and `MailError("unreachable")` when it cannot tell (down, timed out mid-way)."""

from __future__ import annotations

import email.utils
from datetime import datetime
from email.message import EmailMessage

import aiosmtplib

from stores.mailbox import MailAccount, MailError, address_list


def compose(sender: str, to: str, subject: str, body: str, message_id: str, at: datetime) -> EmailMessage:
    """A plain-text UTF-8 message with a fixed Message-ID (the key that makes a send happen once)."""
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = email.utils.format_datetime(at)
    msg["Message-ID"] = message_id
    msg.set_content(body)
    return msg


def new_message_id(sender: str) -> str:
    """A fresh Message-ID in the sender's domain."""
    domain = sender.rsplit("@", 1)[-1] if "@" in sender else "arthur.local"
    return email.utils.make_msgid(domain=domain)


class SMTPSender:
    """The outgoing-mail port on SMTP: SSL on 465, STARTTLS on 587, plain elsewhere (local servers)."""

    def __init__(self, timeout_s: float = 15.0) -> None:
        self._timeout_s = timeout_s

    async def send(self, account: MailAccount, message: EmailMessage) -> None:
        """Hand the message over; returns only once the server accepted it."""
        recipients = address_list(str(message["To"] or ""))
        try:
            await aiosmtplib.send(message, hostname=account.smtp_host, port=account.smtp_port,
                                  username=account.username, password=account.password,
                                  recipients=recipients, use_tls=account.smtp_port == 465,
                                  start_tls=account.smtp_port == 587,
                                  timeout=self._timeout_s)
        except aiosmtplib.SMTPAuthenticationError:
            raise MailError("auth", "login refused") from None
        except (aiosmtplib.SMTPRecipientsRefused, aiosmtplib.SMTPSenderRefused, aiosmtplib.SMTPDataError) as exc:
            raise MailError("refused", str(getattr(exc, "code", ""))) from None
        except (aiosmtplib.SMTPException, OSError, TimeoutError) as exc:
            raise MailError("unreachable", type(exc).__name__) from None
