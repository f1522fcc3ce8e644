"""Contacts and note sharing (the one external effect: it always asks the owner first)."""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pipeline.catalog import AddContact, ListContacts, SetBriefing, SetTimezone, ShareNote
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from stores import contacts, notes, owners
from stores.models import Contact, Note


async def _targets(ctx: ActionContext, a: ShareNote) -> Refused | tuple[Note, Contact]:
    note = await notes.get(ctx.db, ctx.owner.id, a.note_id)
    if note is None:
        return Refused("not_found", ctx.tr(f"There is no note #{a.note_id}. Nothing was sent.",
                                           f"Il n'y a pas de note n°{a.note_id}. Rien n'a été envoyé."))
    if note.retired_at is not None:
        return Refused("note_retired", ctx.tr(f"Note #{note.id} is retired, and a retired note cannot be shared. "
                                              "Nothing was sent.",
                                              f"La note n°{note.id} est retirée : une note retirée ne peut pas être "
                                              "partagée. Rien n'a été envoyé."))
    contact = await contacts.by_name(ctx.db, ctx.owner.id, a.contact)
    if contact is None:
        return Refused("unknown_contact", ctx.tr(
            f"I have no contact called '{a.contact}'. Register one with /contact NAME CHAT_ID. Nothing was sent.",
            f"Je n'ai pas de contact « {a.contact} ». Enregistre-le avec /contact NOM CHAT_ID. Rien n'a été envoyé."))
    return note, contact


async def prepare_share_note(ctx: ActionContext, a: ShareNote) -> Refused | str:
    """Check the note and contact, then phrase the question the owner confirms."""
    found = await _targets(ctx, a)
    if isinstance(found, Refused):
        return found
    note, contact = found
    short = " ".join(note.text.split())
    short = short if len(short) <= 120 else short[:117] + "…"
    return ctx.tr(f"Send note #{note.id} (\"{short}\") to {contact.name}?",
                  f"Envoyer la note n°{note.id} (« {short} ») à {contact.name} ?")


async def share_note(ctx: ActionContext, a: ShareNote) -> Outcome:
    """Send the note's full text to the contact's chat (runs only after confirmation)."""
    found = await _targets(ctx, a)
    if isinstance(found, Refused):
        return found
    note, contact = found
    if ctx.ports.sender is None:
        return Refused("no_channel", ctx.tr("Sharing needs the Telegram channel, which is not running here. "
                                            "Nothing was sent.",
                                            "Le partage passe par Telegram, qui ne tourne pas ici. Rien n'a été envoyé."))
    await ctx.ports.sender.send_text(contact.chat_id, note.text)
    return Ok(ctx.tr(f"Sent note #{note.id} to {contact.name}.", f"Note n°{note.id} envoyée à {contact.name}."),
              {"note_id": note.id, "contact": contact.name, "chat_id": contact.chat_id})


async def add_contact(ctx: ActionContext, a: AddContact) -> Outcome:
    """Register a recipient for shared notes."""
    name = " ".join(a.name.split())
    if await contacts.by_name(ctx.db, ctx.owner.id, name):
        return Refused("contact_exists", ctx.tr(f"You already have a contact called '{name}'.",
                                                f"Tu as déjà un contact « {name} »."))
    c = await contacts.add(ctx.db, ctx.owner.id, name, a.chat_id, ctx.now)
    return Ok(ctx.tr(f"Contact {c.name} added (chat {c.chat_id}).", f"Contact {c.name} ajouté (chat {c.chat_id})."),
              {"id": c.id, "name": c.name, "chat_id": c.chat_id})


async def list_contacts(ctx: ActionContext, a: ListContacts) -> Outcome:
    """Registered contacts."""
    rows = await contacts.listing(ctx.db, ctx.owner.id)
    if not rows:
        return Ok(ctx.tr("You have no contacts. Add one with /contact NAME CHAT_ID.",
                         "Tu n'as aucun contact. Ajoute-en un avec /contact NOM CHAT_ID."), {"contacts": []})
    lines = [ctx.tr("Your contacts:", "Tes contacts :")] + [f"• {c.name} (chat {c.chat_id})" for c in rows]
    return Ok("\n".join(lines), {"contacts": [{"name": c.name, "chat_id": c.chat_id} for c in rows]})


async def set_briefing(ctx: ActionContext, a: SetBriefing) -> Outcome:
    """Turn the daily (and Monday weekly) briefing push on at a local time, or off."""
    value = a.time.strip().lower()
    if value in ("off", "non", "aucun", "none"):
        await owners.set_briefing_time(ctx.db, ctx.owner.id, None)
        return Ok(ctx.tr("Briefing pushes are off.", "Les briefings automatiques sont désactivés."), {"time": None})
    match = re.fullmatch(r"(\d{1,2})[:h](\d{2})", value)
    if not match or int(match.group(1)) > 23 or int(match.group(2)) > 59:
        return Refused("bad_time", ctx.tr(f"'{a.time}' is not a time of day (use HH:MM, or 'off').",
                                          f"« {a.time} » n'est pas une heure (HH:MM, ou « off »)."))
    at = f"{int(match.group(1)):02d}:{match.group(2)}"
    await owners.set_briefing_time(ctx.db, ctx.owner.id, at)
    return Ok(ctx.tr(f"Daily briefing every day at {at} ({ctx.owner.zone.key}), and the weekly one on Mondays.",
                     f"Briefing quotidien chaque jour à {at} ({ctx.owner.zone.key}), et l'hebdomadaire le lundi."),
              {"time": at})


async def set_timezone(ctx: ActionContext, a: SetTimezone) -> Outcome:
    """Set the owner's zone; an unknown name is refused."""
    try:
        zone = ZoneInfo(a.timezone.strip())
    except (ZoneInfoNotFoundError, ValueError):
        return Refused("unknown_timezone", ctx.tr(f"'{a.timezone}' is not a time zone I know (try Europe/Paris).",
                                                  f"« {a.timezone} » n'est pas un fuseau connu (essaie Europe/Paris)."))
    await owners.set_timezone(ctx.db, ctx.owner.id, zone.key)
    return Ok(ctx.tr(f"Time zone set to {zone.key}.", f"Fuseau horaire réglé sur {zone.key}."), {"timezone": zone.key})
