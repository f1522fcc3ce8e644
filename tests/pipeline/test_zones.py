"""The owner's zone: named as people name it, shown by /timezone alone and beside every time when it is not the
server's, and changed without moving reminders on the clock."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.rules.zones import zone_from_words, zone_name
from pipeline.stages import TurnInput
from pipeline.turns import SlashOnly, Turns
from tests.fakes import MutableClock


@pytest.mark.parametrize(("said", "zone"), [
    ("Paris", "Europe/Paris"), ("paris", "Europe/Paris"), ("heure de Paris", "Europe/Paris"),
    ("Lyon", "Europe/Paris"), ("New York", "America/New_York"), ("new york time", "America/New_York"),
    ("Montréal", "America/Toronto"), ("montreal", "America/Toronto"), ("Londres", "Europe/London"),
    ("London time", "Europe/London"), ("Europe/Berlin", "Europe/Berlin"), ("europe/berlin", "Europe/Berlin"),
    ("UTC", "UTC"), ("Denver", "America/Denver"), ("I'm in Tokyo", "Asia/Tokyo"),
    ("je suis à La Réunion", "Indian/Reunion"), ("heure de New York", "America/New_York"),
    ("hello", None), ("Mars/Olympus", None), ("", None), ("remind me to call Bob at 9", None),
])
def test_zones_as_people_name_them(said: str, zone: str | None) -> None:
    assert zone_from_words(said) == zone


def test_zone_names() -> None:
    assert zone_name("Europe/Paris", "en") == "Paris time"
    assert zone_name("Europe/Paris", "fr") == "heure de Paris"
    assert zone_name("America/Toronto", "fr") == "heure de Montréal"
    assert zone_name("Europe/Amsterdam", "fr") == "heure d'Amsterdam"
    assert zone_name("UTC", "fr") == "UTC"


async def test_timezone_alone_says_the_zone_and_a_change_keeps_reminders_on_the_clock(
        executor: Executor, owner_key: str, clock: MutableClock) -> None:
    clock.set(datetime(2026, 11, 25, 9, 0, tzinfo=UTC))  # 10:00 in Paris, the server's zone in these tests
    turns = Turns(executor, SlashOnly())
    first = await turns.handle(TurnInput(owner_key, "/timezone"))
    assert first.reply == ("You haven't told me your time zone, so I use the server's: Europe/Paris (Paris time); "
                           "it is 10:00 there. Tell me yours: /timezone and your city or zone, e.g. /timezone Paris.")
    await turns.handle(TurnInput(owner_key, "/remind 2026-11-26 09:00 call the bank"))
    await turns.handle(TurnInput(owner_key, "/remind daily 08:00 vitamins"))
    await turns.handle(TurnInput(owner_key, "/remind 2026-11-25 11:00 done already"))
    await turns.handle(TurnInput(owner_key, "/done 3"))
    changed = await turns.handle(TurnInput(owner_key, "/timezone New York"))
    assert changed.reply == ("Time zone set to America/New_York (New York time). Your 2 pending reminders keep "
                             "their times on the clock, so they moved with the zone.")
    listing = await turns.handle(TurnInput(owner_key, "/reminders"))
    assert listing.reply.splitlines()[1:] == [
        "#2 · every day at 08:00; next: Thu 26 Nov 2026 at 08:00 (New York time) — vitamins",
        "#1 · Thu 26 Nov 2026 at 09:00 (New York time) — call the bank"]
    data = listing.actions[0].outcome.data  # type: ignore[union-attr]
    assert {r.id: r.due_at.astimezone(UTC).hour for r in data.reminders} == {1: 14, 2: 13}  # were 08:00 and 07:00
    now = await turns.handle(TurnInput(owner_key, "/timezone"))
    assert now.reply.startswith("Your time zone is America/New_York (New York time); it is 04:00 there.")
    same = await turns.handle(TurnInput(owner_key, "/timezone america/new_york"))
    assert same.reply == "Your time zone is already America/New_York (New York time); nothing changed."
    back = await turns.handle(TurnInput(owner_key, "/timezone Paris"))
    assert "Your 2 pending reminders keep their times on the clock" in back.reply
    assert "(Paris time)" not in (await turns.handle(TurnInput(owner_key, "/reminders"))).reply  # the server's zone


async def test_a_zone_change_that_puts_a_reminder_in_the_past_says_so(executor: Executor, owner_key: str,
                                                                     clock: MutableClock) -> None:
    clock.set(datetime(2026, 11, 25, 9, 0, tzinfo=UTC))  # 10:00 in Paris, 18:00 in Tokyo
    turns = Turns(executor, SlashOnly())
    await turns.handle(TurnInput(owner_key, "/remind 2026-11-25 12:00 lunch"))
    changed = await turns.handle(TurnInput(owner_key, "/timezone Tokyo"))
    assert changed.reply.endswith("so it moved with the zone (1 now in the past: sent at once).")


async def test_times_name_the_zone_in_french_too(executor: Executor, owner_key: str, clock: MutableClock) -> None:
    clock.set(datetime(2026, 11, 25, 9, 0, tzinfo=UTC))
    owner = await executor.owner(owner_key)
    await executor.run(owner, Caller("command"), "set_language", {"language": "fr"})
    turns = Turns(executor, SlashOnly())
    await turns.handle(TurnInput(owner_key, "/timezone Montréal"))
    created = await turns.handle(TurnInput(owner_key, "/remind 2026-11-26 09:00 appeler la banque"))
    assert created.reply == "Rappel n°1 programmé pour jeu. 26 nov. 2026 à 09:00 (heure de Montréal) : appeler la banque"


async def test_language_alone_says_the_language_and_how_to_change_it(executor: Executor, owner_key: str) -> None:
    turns = Turns(executor, SlashOnly())
    assert (await turns.handle(TurnInput(owner_key, "/language"))).reply == (
        "I speak English with you. To switch: /language fr (French).")
    assert (await turns.handle(TurnInput(owner_key, "/language français"))).reply == (
        "Je te parlerai en français désormais.")
    assert (await turns.handle(TurnInput(owner_key, "/language"))).reply == (
        "Je te parle en français. Pour changer : /language en (anglais).")
    refused = await turns.handle(TurnInput(owner_key, "/language klingon"))
    assert refused.reply == "« klingon » ne fait pas partie de : en, fr. Usage : /language en|fr. Rien n'a été fait."
