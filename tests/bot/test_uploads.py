"""Photos, documents and places through real PTB and the fake Bot API, with real downloads and the real OCR:
kept by file_id, their text read, found again, sent back; captions run as turns; oversized files refused."""

from __future__ import annotations

import re
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from bot.channel import Media
from stores.attachment_models import Attachment
from stores.models import Note, Reminder
from tests.bot.conftest import Bot
from tests.fakes import MutableClock
from tests.voice.samples import encoded, scanned_pdf, text_page, text_pdf

pytestmark = pytest.mark.slow

PARKING = ("Parking Saint-Michel", "Level -2, spot B12", "Ticket 4471")


async def rows(engine: AsyncEngine, telegram: Bot, model: Any) -> list[Any]:
    owner = await telegram.executor.owner(str(telegram.user))
    async with AsyncSession(engine) as s:
        return list((await s.execute(select(model).where(model.owner_id == owner.id).order_by(model.id))).scalars())


async def count(engine: AsyncEngine, telegram: Bot, model: Any) -> int:
    owner = await telegram.executor.owner(str(telegram.user))
    async with engine.connect() as conn:
        return int((await conn.execute(select(func.count()).select_from(model)
                                       .where(model.owner_id == owner.id))).scalar_one())


def downloads(telegram: Bot) -> list[str]:
    return [str(p["file_id"]) for m, p in telegram.fake.calls if m == "getFile"]


async def test_a_photo_is_kept_read_found_and_sent_back(telegram: Bot, reader: Any, engine: AsyncEngine) -> None:
    await telegram.start(media=Media(reader))
    photo = encoded(text_page(PARKING, px=48), "JPEG", quality=75)
    await telegram.fake.push_photo(telegram.token, telegram.user, photo, caption="where I left the car")
    [saved] = await telegram.wait_replies(1, timeout=30)
    assert saved.startswith("Saved photo note #") and ": where I left the car (text read: 'Parking Saint-Michel" in saved
    note_id = int(saved.split("#")[1].split(":")[0])
    large = telegram.fake.pushed[max(telegram.fake.pushed)]["message"]["photo"][-1]["file_id"]
    assert downloads(telegram) == [large]  # the largest size, once
    [row] = await rows(engine, telegram, Attachment)
    assert (row.kind, row.target, row.target_id) == ("photo", "note", note_id)
    assert row.file_id == large and "B12" in row.text

    await telegram.say("/recall spot B12")
    await telegram.say("what's the parking ticket?")
    await telegram.say("/notes")
    await telegram.say(f"/photo {note_id}")
    replies = await telegram.wait_replies(5)
    assert "In your notes:" in replies[1] and f"#{note_id}" in replies[1] and "B12" in replies[1]
    assert f"#{note_id}" in replies[2] and "4471" in replies[2]
    assert f"📷 photo (/photo {note_id})" in replies[3]
    assert replies[4] == f"Photo note #{note_id}: where I left the car."
    await telegram.fake.wait_for(lambda: telegram.fake.to(telegram.user, "sendPhoto"))
    assert telegram.fake.to(telegram.user, "sendPhoto")[0].payload["photo"] == large  # by file_id, not re-sent
    assert downloads(telegram) == [large]


async def test_a_caption_that_asks_for_a_reminder_runs_and_the_photo_joins_it(telegram: Bot,
                                                                              engine: AsyncEngine) -> None:
    await telegram.start()  # no OCR engine here: the photo is kept unread, and the reply says so
    await telegram.fake.push_photo(telegram.token, telegram.user, b"\xff\xd8 not really a jpeg",
                                   caption="remind me to pay this tomorrow at 9")
    replies = await telegram.wait_replies(1)
    reminder, attached = replies[0].split("\n\n")
    assert reminder.startswith("Reminder #") and "Thu 26 Nov 2026 at 09:00: pay this" in reminder
    assert attached.startswith("Photo attached to reminder #") and "not enabled here" in attached
    [r] = await rows(engine, telegram, Reminder)
    [a] = await rows(engine, telegram, Attachment)
    assert (a.target, a.target_id, a.caption) == (
        "reminder", r.number, "remind me to pay this tomorrow at 9")
    assert await count(engine, telegram, Note) == 0
    assert downloads(telegram) == []


async def test_a_pdf_and_a_scan_are_read_and_kept(telegram: Bot, reader: Any, engine: AsyncEngine) -> None:
    await telegram.start(media=Media(reader, text_max_chars=60))
    pdf = text_pdf([("Minutes of the board meeting", "Budget approved: 12 500 EUR"), ("Next meeting in March",)])
    await telegram.fake.push_document(telegram.token, telegram.user, pdf, "minutes.pdf", "application/pdf")
    scan = scanned_pdf([text_page(PARKING, px=48)])
    await telegram.fake.push_document(telegram.token, telegram.user, scan, "scan.pdf", "application/pdf")
    replies = await telegram.wait_replies(2, timeout=30)
    assert replies[0].startswith("Saved document note #") and "minutes.pdf" in replies[0] and "2 pages" in replies[0]
    assert "text read: 'Minutes of the board meeting" in replies[0]
    assert "I kept its first 60 characters, the rest was left out" in replies[0]  # the cap, stated
    assert "scan.pdf" in replies[1] and "text read: 'Parking Saint-Michel" in replies[1]
    await telegram.say("/recall budget approved")
    found = (await telegram.wait_replies(3))[2]
    assert "In your notes:" in found and "minutes.pdf" in found


async def test_an_oversized_document_is_refused_and_other_types_kept_unread(telegram: Bot,
                                                                            engine: AsyncEngine) -> None:
    await telegram.start(media=Media(document_max_bytes=20_000_000))
    await telegram.fake.push_document(telegram.token, telegram.user, b"PK\x03\x04", "photos.zip", "application/zip",
                                      size=25_300_000)
    [refused] = await telegram.wait_replies(1)
    assert refused == "That file is 25.3 MB; I keep documents of up to 20 MB. Nothing was kept."
    assert await count(engine, telegram, Attachment) == 0 and await count(engine, telegram, Note) == 0
    await telegram.fake.push_document(telegram.token, telegram.user, b"PK\x03\x04 zip", "photos.zip",
                                      "application/zip")
    kept = (await telegram.wait_replies(2))[1]
    assert kept.startswith("Saved document note #") and "photos.zip (8 B)" in kept
    assert "no text was read: I read text from PDF and plain text files only" in kept
    assert downloads(telegram) == []  # neither was downloaded


async def test_where_did_i_park_finds_the_latest_place_and_sends_it(telegram: Bot, engine: AsyncEngine,
                                                                    clock: MutableClock) -> None:
    await telegram.start()
    await telegram.fake.push_location(telegram.token, telegram.user, 48.85, 2.35, title="Parking Indigo",
                                      address="12 rue de Rivoli")
    [saved] = await telegram.wait_replies(1)
    assert saved.startswith("Saved place note #") and "Parking Indigo, 12 rue de Rivoli (48.85000, 2.35000)" in saved
    await telegram.say("where did I park?")
    await telegram.say("où est garée ma voiture ?")
    replies = await telegram.wait_replies(3)
    assert replies[1].startswith("Your latest place, sent Wed 25 Nov 2026 at 10:00: Parking Indigo")
    assert replies[2].startswith("Ton dernier lieu, envoyé le mer. 25 nov. 2026 à 10:00 : Parking Indigo")
    await telegram.fake.wait_for(lambda: len(telegram.fake.to(telegram.user, "sendVenue")) == 2)
    venue = telegram.fake.to(telegram.user, "sendVenue")[0].payload
    assert (venue["latitude"], venue["longitude"], venue["title"]) == (48.85, 2.35, "Parking Indigo")

    await telegram.fake.push_location(telegram.token, telegram.user, 48.86, 2.34, live_period=900)
    live = (await telegram.wait_replies(4))[3]
    assert live.startswith("I don't follow live locations, so nothing was saved.")
    assert await count(engine, telegram, Attachment) == 1

    await telegram.say("remind me to move the car tomorrow at 9")
    clock.advance(seconds=60)
    await telegram.fake.push_location(telegram.token, telegram.user, 48.87, 2.33)
    replies = await telegram.wait_replies(6)
    assert replies[5].startswith("Place attached to reminder #") and "(move the car): 48.87000, 2.33000." in replies[5]
    await telegram.say("where did I park?")
    latest = (await telegram.wait_replies(7))[6]
    assert re.search(r": 48\.87000, 2\.33000 \(attached to reminder #\d+\)\.$", latest), latest
    await telegram.fake.wait_for(lambda: telegram.fake.to(telegram.user, "sendLocation"))
