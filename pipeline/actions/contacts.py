"""Contacts and note sharing: the one external effect, which always asks the owner first."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, ActionInput, Claims, Command, Id, Names, UsageError, action
from pipeline.command_syntax import int_then_rest, last_word_is, no_args
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.texts import Texts
from stores import contacts, notes
from stores.models import Contact, Note

T = Texts("contacts")
NO_NOTE = T("no_note", "There is no note #{id}. Nothing was sent.", "Il n'y a pas de note n°{id}. Rien n'a été envoyé.")


class ShareNote(ActionInput):
    note_id: Annotated[int, Names(NO_NOTE)] = Id
    contact: str = Field(min_length=1, max_length=100, description="Name of a contact the owner registered.")


class AddContact(ActionInput):
    name: str = Field(min_length=1, max_length=100)
    chat_id: int = Field(description="The Telegram chat id that will receive shared notes.")


class ListContacts(ActionInput):
    pass


class ContactData(Record):
    name: str
    chat_id: int


class ContactList(Listing):
    contacts: tuple[ContactData, ...]

    def found(self) -> int:
        return len(self.contacts)


class Shared(Record):
    note_id: int
    contact: str
    chat_id: int


CHECK = T("check", "/contacts", "/contacts")
NOTE_RETIRED = T("note_retired", "Note #{id} is retired, and a retired note cannot be shared. Nothing was sent.",
                 "La note n°{id} est retirée : une note retirée ne peut pas être partagée. Rien n'a été envoyé.")
NO_CONTACT = T("no_contact", "I have no contact called '{name}'. Register one with /contact NAME CHAT_ID. Nothing was sent.",
               "Je n'ai pas de contact « {name} ». Enregistre-le avec /contact NOM CHAT_ID. Rien n'a été envoyé.")
ASK_SHARE = T("ask_share", "Send note #{id} (\"{text}\") to {name}?", "Envoyer la note n°{id} (« {text} ») à {name} ?")
NO_CHANNEL = T("no_channel", "Sharing needs the Telegram channel, which is not running here. Nothing was sent.",
               "Le partage passe par Telegram, qui ne tourne pas ici. Rien n'a été envoyé.")
SENT = T("sent", "Sent note #{id} to {name}.", "Note n°{id} envoyée à {name}.")
EXISTS = T("exists", "You already have a contact called '{name}'.", "Tu as déjà un contact « {name} ».")
ADDED = T("added", "Contact {name} added (chat {chat}).", "Contact {name} ajouté (chat {chat}).")
NONE = T("none", "You have no contacts. Add one with /contact NAME CHAT_ID.",
         "Tu n'as aucun contact. Ajoute-en un avec /contact NOM CHAT_ID.")
HEADER = T("header", "Your contacts:", "Tes contacts :")
NO_CONTACT_NAME = T("no_contact_name", "The contact's name is missing", "Il manque le nom du contact")


def parse_share(rest: str) -> dict[str, object]:
    """`/share N CONTACT`."""
    args = int_then_rest("note_id", "contact")(rest)
    if "contact" not in args:
        raise UsageError(NO_CONTACT_NAME)
    return args


async def _targets(ctx: ActionContext, a: ShareNote) -> Refused | tuple[Note, Contact]:
    note = await notes.get(ctx.db, ctx.owner.id, a.note_id)
    if note is None:
        return Refused("not_found", ctx.t(NO_NOTE, id=a.note_id))
    if note.retired_at is not None:
        return Refused("note_retired", ctx.t(NOTE_RETIRED, id=note.number))
    contact = await contacts.by_name(ctx.db, ctx.owner.id, a.contact)
    if contact is None:
        return Refused("unknown_contact", ctx.t(NO_CONTACT, name=a.contact))
    return note, contact


async def prepare_share_note(ctx: ActionContext, a: ShareNote) -> Refused | str:
    """Check the note and contact, then phrase the question the owner confirms."""
    found = await _targets(ctx, a)
    if isinstance(found, Refused):
        return found
    note, contact = found
    short = " ".join(note.text.split())
    return ctx.t(ASK_SHARE, id=note.number, text=short if len(short) <= 120 else short[:117] + "…", name=contact.name)


@action("share_note", "Send a note's text to a contact's Telegram chat (asks the owner first).",
        effect="external_effect", agents=BOTH, output=Shared, topic="share", prepare=prepare_share_note,
        asks=T("asks.share", "share note #{note_id} with {contact}", "partager la note n°{note_id} avec {contact}"),
        check=T("check.share", "the contact's chat", "la conversation du contact"),
        help=T("help.share", "Share a note with a contact", "Partager une note"),
        not_done=T("not_done.share", "sent anything", "envoyé quoi que ce soit"),
        command=Command("share", T("usage.share", "/share N CONTACT", "/share N CONTACT"), parse_share),
        claims=Claims("share", "share", en=(r"\bi'?ve (?:just )?(?:sent|shared|forwarded) (?:it|that|this)\b",),
                      fr=(r"\bje (?:l'|les )?ai (?:envoyé|envoyée|partagé|partagée|transmis|transmise)\b",)))
async def share_note(ctx: ActionContext, a: ShareNote) -> Outcome:
    """Send the note's full text to the contact's chat (runs only after confirmation)."""
    found = await _targets(ctx, a)
    if isinstance(found, Refused):
        return found
    note, contact = found
    if ctx.ports.sender is None:
        return Refused("no_channel", ctx.t(NO_CHANNEL))
    await ctx.ports.sender.send_text(contact.chat_id, note.text)
    return Ok(ctx.t(SENT, id=note.number, name=contact.name), Shared(note_id=note.number, contact=contact.name,
                                                                 chat_id=contact.chat_id))


@action("add_contact", "Register a contact's Telegram chat for sharing notes.",
        effect="internal_write", agents=BOTH, output=ContactData, check=CHECK, topic="contact",
        help=T("help.add", "Register a contact", "Enregistrer un contact"),
        not_done=T("not_done.add", "added any contact", "ajouté de contact"),
        command=Command("contact", T("usage.add", "/contact NAME CHAT_ID", "/contact NOM CHAT_ID"),
                        last_word_is("name", "chat_id", r"-?\d+")),
        claims=Claims("create", "contact"))
async def add_contact(ctx: ActionContext, a: AddContact) -> Outcome:
    """Register a recipient for shared notes."""
    name = " ".join(a.name.split())
    if await contacts.by_name(ctx.db, ctx.owner.id, name):
        return Refused("contact_exists", ctx.t(EXISTS, name=name))
    c = await contacts.add(ctx.db, ctx.owner.id, name, a.chat_id, ctx.now)
    return Ok(ctx.t(ADDED, name=c.name, chat=c.chat_id), ContactData(name=c.name, chat_id=c.chat_id))


@action("list_contacts", "List registered contacts.",
        effect="read", agents=BOTH, output=ContactList, check=CHECK, topic="contact",
        help=T("help.list", "List contacts", "Lister les contacts"),
        not_done=T("not_done.list", "read your contacts", "lu tes contacts"),
        command=Command("contacts", T("usage.list", "/contacts", "/contacts"), no_args))
async def list_contacts(ctx: ActionContext, a: ListContacts) -> Outcome:
    """Registered contacts."""
    rows = await contacts.listing(ctx.db, ctx.owner.id)
    if not rows:
        return Ok(ctx.t(NONE), ContactList(contacts=()))
    lines = [ctx.t(HEADER)] + [f"• {c.name} (chat {c.chat_id})" for c in rows]
    return Ok("\n".join(lines), ContactList(contacts=tuple(ContactData(name=c.name, chat_id=c.chat_id) for c in rows)))
