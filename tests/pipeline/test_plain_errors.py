"""Plain errors: a command that does not fit, or a value out of range, is said in the owner's words with the usage
line; action names, field names and library limits never show (English and French)."""

from __future__ import annotations

import pytest

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.stages import TurnInput
from pipeline.turns import SlashOnly, Turns

CASES = [
    ("/done 99999999999999999999",
     "There is no reminder #99999999999999999999. Usage: /done N. Nothing was done.",
     "Il n'y a pas de rappel n°99999999999999999999. Usage : /done N. Rien n'a été fait."),
    ("/snooze 1 99999",
     "Snooze needs minutes between 1 and 1440. Usage: /snooze N [MINUTES|HH:MM]. Nothing was done.",
     "Le report demande des minutes entre 1 et 1440. Usage : /snooze N [MINUTES|HH:MM]. Rien n'a été fait."),
    ("/done abc", "'abc' is not a number. Usage: /done N. Nothing was done.",
     "« abc » n'est pas un nombre. Usage : /done N. Rien n'a été fait."),
    ("/retire_note", "The number is missing. Usage: /retire_note N [REASON]. Nothing was done.",
     "Il manque le numéro. Usage : /retire_note N [RAISON]. Rien n'a été fait."),
    ("/forget 0", "There is no memory #0. Usage: /forget N [REASON]. Nothing was done.",
     "Il n'y a pas de souvenir n°0. Usage : /forget N [RAISON]. Rien n'a été fait."),
    ("/prefs now", "This command takes nothing after it. Usage: /prefs. Nothing was done.",
     "Cette commande ne prend rien après elle. Usage : /prefs. Rien n'a été fait."),
    ("/contact bob alice", "'alice' does not fit at the end. Usage: /contact NAME CHAT_ID. Nothing was done.",
     "« alice » ne convient pas à la fin. Usage : /contact NOM CHAT_ID. Rien n'a été fait."),
]


@pytest.mark.parametrize(("command", "en", "fr"), CASES)
async def test_commands_that_do_not_fit_are_said_plainly(command: str, en: str, fr: str, executor: Executor,
                                                         owner_key: str) -> None:
    turns = Turns(executor, SlashOnly())
    english = await turns.handle(TurnInput(owner_key + "-en", command))
    assert english.reply == en
    french_owner = await executor.owner(owner_key + "-fr")
    await executor.run(french_owner, Caller("command"), "set_language", {"language": "fr"})
    french = await turns.handle(TurnInput(owner_key + "-fr", command))
    assert french.reply == fr


async def test_dates_that_do_not_exist_are_said_in_french(executor: Executor, owner_key: str) -> None:
    owner = await executor.owner(owner_key)
    await executor.run(owner, Caller("command"), "set_language", {"language": "fr"})
    turns = Turns(executor, SlashOnly())
    record = await turns.handle(TurnInput(owner_key, "/remind 2026-02-30 09:00 payer le loyer"))
    assert record.reply == "2026-02-30 n'existe pas dans le calendrier. Rien n'a été enregistré."
