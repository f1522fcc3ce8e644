"""The guard on every kind of lie the issue lists, through the real SDK and the fake Mistral server, in English
and French: each case scripts what a misbehaving (or honest) model says, runs real tools on a fresh owner, and
checks what reached the owner."""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from typing import Any

import pytest

from pipeline.action_context import Caller
from pipeline.executor import Executor
from pipeline.stages import TurnInput
from pipeline.turns import Turns
from tests.fake_mistral import FakeMistral, chat, route

SMALL, LARGE = "mistral-small-latest", "mistral-large-latest"


@dataclass(frozen=True)
class Case:
    kind: str
    lang: str
    user: str
    text: str  # the model's final text
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # its tool calls, before the text
    never: str = ""  # a regex that must not match what the owner reads
    shows: str = ""  # a regex that must match it ("" for an honest case: the text reaches the owner whole)
    setup: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    channel: str = "console"


CASES = [
    # Claims in other words, with no action behind them.
    Case("other_words", "en", "keep my locker code 7731", "Jotted down: locker code 7731 📝", never=r"jotted|7731"),
    Case("other_words", "fr", "garde le code du casier 7731", "C'est dans la boîte, code du casier 7731 👍",
         never=r"boîte|7731"),
    # Exemptions that used to cover the whole sentence: a question, an offer, a negation.
    Case("question", "en", "remind me to water the plants", "Reminder set for 9 tomorrow — anything else?",
         never=r"reminder set"),
    Case("question", "fr", "rappelle-moi d'arroser les plantes", "Rappel calé pour demain 9h, autre chose ?",
         never=r"calé"),
    Case("offer", "en", "add milk to my notes", "I've added it to your notes — let me know if you want more.",
         never=r"I've added"),
    Case("offer", "fr", "ajoute le lait à mes notes", "Je l'ai ajouté à tes notes, dis-moi s'il faut autre chose.",
         never=r"je l'ai ajouté"),
    Case("negation", "en", "remind me to call the bank tonight", "Don't worry, I've scheduled it for tonight.",
         never=r"scheduled"),
    Case("negation", "fr", "rappelle-moi d'appeler la banque ce soir", "Pas de souci, je t'ai programmé ça pour ce soir.",
         never=r"t'ai programmé"),
    # Checked by object and arguments, not by action name.
    Case("wrong_time", "en", "remind me to call the bank tomorrow at 9pm", "Done, 9 tomorrow morning it is.",
         [("create_reminder", {"text": "call the bank", "due": "2026-11-26 21:00"})], never=r"morning",
         shows=r"21:00"),
    Case("wrong_time", "fr", "rappelle-moi d'appeler la banque demain à 21h", "C'est calé pour demain 9h du matin.",
         [("create_reminder", {"text": "appeler la banque", "due": "2026-11-26 21:00"})], never=r"du matin",
         shows=r"21:00"),
    Case("stopped_as_paused", "en", "take a break from Apollo", "Paused ⏸️ Resume whenever you like.",
         [("stop_session", {})], never=r"^paused|resume whenever", setup=[("start_session", {"project": "Apollo"})]),
    Case("stopped_as_paused", "fr", "pause sur Apollo", "Chrono en pause ⏸️ Tu reprends quand tu veux.",
         [("stop_session", {})], never=r"^chrono en pause|tu reprends", setup=[("start_session", {"project": "Apollo"})]),
    Case("both_done", "en", "note the gate code 1234 and remind me to call Bob at 6pm", "Both done! ✅",
         [("create_note", {"text": "gate code 1234"})], never=r"both done", shows=r"Saved note #1"),
    Case("both_done", "fr", "note le code du portail 1234 et rappelle-moi d'appeler Bob à 18h",
         "Les deux, c'est fait ! ✅", [("create_note", {"text": "code du portail 1234"})],
         never=r"les deux", shows=r"Note n°1"),
    # "Earlier" claims with nothing in the ledger.
    Case("earlier", "en", "note that the alarm code is 5512", "I already noted that yesterday: 5512.",
         never=r"already noted"),
    Case("earlier", "fr", "note que le code de l'alarme est 5512", "Je l'ai déjà noté hier : 5512.",
         never=r"déjà noté"),
    # Reads misreported.
    Case("read", "en", "how long did I work today?", "You've logged 3h20 today.",
         [("read_work_time", {"period": "day"})], never=r"3h20"),
    Case("read", "fr", "j'ai bossé combien aujourd'hui ?", "Tu as bossé 3h20 aujourd'hui.",
         [("read_work_time", {"period": "day"})], never=r"3h20"),
    Case("empty_search", "en", "what's my bike like?", "From your memories, your bike is a blue Peugeot.",
         [("search_memory", {"query": "bike"})], never=r"peugeot"),
    Case("empty_search", "fr", "mon vélo, il est comment ?", "D'après tes souvenirs, ton vélo est un Peugeot bleu.",
         [("search_memory", {"query": "vélo"})], never=r"peugeot"),
    # Invented justifications, and promises the voice channel cannot keep.
    Case("justification", "en", "remind me to file my taxes on Friday",
         "No need, your accountant is already handling it.", never=r"accountant"),
    Case("justification", "fr", "rappelle-moi de déclarer mes impôts vendredi",
         "Pas besoin, ton comptable s'en occupe déjà.", never=r"comptable"),
    Case("voice_promise", "en", "summarise my day", "I'll send you the summary on Telegram later.",
         never=r"send you the summary", channel="voice"),
    Case("voice_promise", "fr", "résume ma journée", "Je t'envoie le résumé sur Telegram plus tard.",
         never=r"je t'envoie", channel="voice"),
    # Honest replies reach the owner whole: the owner's own actions, how things work.
    Case("honest", "en", "I set an alarm on my phone for the dentist",
         "Since you've set an alarm on your phone, I won't add a reminder."),
    Case("honest", "fr", "j'ai mis une alarme sur mon téléphone pour le dentiste",
         "Comme tu as mis une alarme sur ton téléphone, je n'ajoute pas de rappel."),
    Case("honest", "en", "how do reminders work?",
         "Once a reminder is set, it waits on the server and is sent at its time, even if your phone is off."),
    Case("honest", "fr", "comment marchent les rappels ?",
         "Une fois qu'un rappel est créé, il attend sur le serveur et part à son heure, même téléphone éteint."),
]


@pytest.fixture
def turns(llm_turns: Turns) -> Turns:
    return llm_turns


@pytest.mark.parametrize("case", CASES, ids=[f"{c.kind}-{c.lang}-{i}" for i, c in enumerate(CASES)])
async def test_what_reaches_the_owner(case: Case, turns: Turns, fake_mistral: FakeMistral,
                                      executor: Executor) -> None:
    owner_key = f"guard-{uuid.uuid4().hex[:10]}"
    owner = await executor.owner(owner_key)
    await executor.run(owner, Caller("command"), "set_language", {"language": case.lang})
    for name, args in [("create_project", {"name": "Apollo"}), *case.setup]:
        await executor.run(owner, Caller("command"), name, args)
    fake_mistral.script(SMALL, route())
    steps = [chat(None, case.calls), chat(case.text)] if case.calls else [chat(case.text)]
    fake_mistral.script(LARGE, *steps)
    record = await turns.handle(TurnInput(owner_key, case.user, channel=case.channel))  # type: ignore[arg-type]
    if not case.never:  # honest: untouched
        assert record.reply == case.text and record.guard == (), record.guard
        return
    assert not re.search(case.never, record.reply, re.I), (record.reply, record.guard)
    assert record.model_text == case.text  # /trace shows what the model wrote beside what the owner read
    assert record.guard and all("rule" in e for e in record.guard)
    if case.shows:
        assert re.search(case.shows, record.reply), record.reply


@pytest.mark.parametrize(("lang", "text", "never"), [
    ("en", "It's ready to go to Bob, but nothing has gone out yet: tap Confirm first.", ""),
    ("fr", "Le partage avec Bob est prêt, mais rien ne part tant que tu n'as pas confirmé.", ""),
    ("en", "Sent to Bob ✅", r"sent to bob"),
    ("fr", "C'est prêt pour Julie, tu n'as plus qu'à valider 😉", r"julie"),
])
async def test_beside_a_confirmation(lang: str, text: str, never: str, turns: Turns, fake_mistral: FakeMistral,
                                     executor: Executor) -> None:
    """An external effect waits for the owner: code asks, and the model's comment stays only where it says it
    waits, for whom code's question names; never that it happened."""
    owner_key = f"guard-{uuid.uuid4().hex[:10]}"
    owner = await executor.owner(owner_key)
    await executor.run(owner, Caller("command"), "set_language", {"language": lang})
    await executor.run(owner, Caller("command"), "add_contact", {"name": "bob", "chat_id": 4242})
    await executor.run(owner, Caller("command"), "create_note", {"text": "the boiler code is 4471"})
    fake_mistral.script(SMALL, route())
    fake_mistral.script(LARGE, chat(None, [("share_note", {"note_id": 1, "contact": "bob"})]), chat(text))
    said = "share the boiler code with Julie" if "Julie" in text else "share the boiler code with bob"
    record = await turns.handle(TurnInput(owner_key, said))
    assert record.actions[-1].outcome.kind == "pending_confirmation"
    assert "4471" in record.reply and "/confirm" in record.reply  # code's question, always
    if never:
        assert not re.search(never, record.reply, re.I) and record.guard, (record.reply, record.guard)
    else:
        assert text in record.reply and record.guard == (), (record.reply, record.guard)
