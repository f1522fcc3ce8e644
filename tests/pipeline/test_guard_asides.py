"""The guard on what the tuned-on corpora up to seen86 still altered (the stop after 2c43098): beside a receipt, a wish
in the plural or naming a team or a numbered part ("Bonnes courses", "Bon entraînement avec les U12 !", "Good luck
with module 5"), a wish then advice to the owner, the owner's word to say later ("Just say resume when you're
back."), and "Tu voudras peut-être…" are no claims; "Don't forget, your reminder is set for 7" is a claim put as
advice; beside a read, "Nothing about the van yet." is an absence the read can prove, and "Rien d'autre sur ta
famille", "C'est tout ce que j'ai" close a listing; and, from the spent heldout87-90, self-care wishes and hedged
answers ("Couvrez-vous bien", "Sort of!"), the owner's order of things ("Proper sleep first, admin later."), a thing
that can wait beside the write that moved it, a choice said settled with no call ("Bro Gozh it is"), and "c'est
rayé" as a completion; from the spent heldout91-94, more closers, a one-word comment, a caution to the owner,
and the owner weighing a choice; from the spent heldout95-98, the owner's greeting said back, Arthur available on the
owner's word, and a comment after an answer the read proved; from the spent heldout99-102, "the only one I have saved",
"Tu fonctionnes comment ?", and advice naming a meeting ("au daily de demain") beside a decision; from the spent
heldout103-106, where a quote comes from ("per your note") and an offer naming a rule ("make it a daily one"); from the
spent heldout107-110, a lowercase writer's sentences, Arthur asking for details, "Do pass it on" (pure rules first, then the real detector and encoder; no model, no database)."""

from __future__ import annotations

import pytest

from pipeline.actions import CATALOG
from pipeline.actions.memory import MemoryData, MemoryList
from pipeline.actions.preferences import PreferenceData, PreferenceList
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_asked import about_the_world, how_it_works
from pipeline.guard_layout import sentences
from pipeline.guard_policy import unbacked
from pipeline.guard_talk import (
    asks_details,
    bare_wish,
    closes,
    greets_back,
    offers,
    owner_advice,
    wish_then_advice,
)
from pipeline.guard_topics import remark
from pipeline.guard_vocabulary import misstates
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import NOTES_FOUND, REMINDER_21, check, pending


@pytest.mark.parametrize("sentence", [
    "Bon entraînement avec les U12 !", "Bonnes courses !", "Good luck with module 5 — don't forget to stretch 🙆‍♀️",
    "Embrasse-la de ma part… enfin, façon de parler 😊", "Say hi to Mum!",
])
def test_wishes_in_other_forms(sentence: str) -> None:
    assert bare_wish(sentence)


@pytest.mark.parametrize("sentence", ["Good luck with the call at 9", "Bonne séance de 9h !", "Bon rappel pour 21h !"])
def test_a_wish_with_a_time_is_no_bare_wish(sentence: str) -> None:
    assert not bare_wish(sentence)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Good luck with the literature review, and don't forget to export your Zotero references before you close the laptop.", True),
    ("Bon travail sur la Sarabande, et n'oublie pas de t'étirer entre deux suites !", True),
    ("Enjoy the trip, and don't forget your reminder is set for the airport.", False),
    ("Bon voyage, et n'oublie pas : ton rappel est programmé.", False),
])
def test_a_wish_then_advice(sentence: str, expected: bool) -> None:
    assert wish_then_advice(sentence) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Just say resume when you're back.", True),
    ("Tu pourras me dire d'arrêter quand la boîte sera finie.", True),
    ("Tu voudras peut-être demander à Claire qui sera ton contact pendant son absence.", True),
    ("N'oublie pas ta carte vitale, le cabinet est exigeant.", True),
    ("Say the word and I'll move it.", False),
    ("Just say resume and I'll restart it.", False),
    ("Don't forget, your reminder is set for 7.", False),
    ("Don't forget, it's saved under Travel.", False),
])
def test_the_owners_next_word(sentence: str, expected: bool) -> None:
    assert owner_advice(sentence) is expected


@pytest.mark.parametrize("sentence", ["Rien d'autre sur ta famille.", "C'est tout ce que j'ai pour l'instant.",
                                      "That's all I have for now.", "That's all I've got."])
def test_closers_of_a_listing(sentence: str) -> None:
    assert closes(sentence)


async def test_a_wish_beside_a_receipt_stays(guard: Guard) -> None:
    verdict = await check(guard, "Reminder set. Bonnes courses, et n'oubliez pas votre cabas 🛍️", [REMINDER_21],
                          said="remind me tomorrow at 9pm to call the bank, I'm off shopping")
    assert "Bonnes courses, et n'oubliez pas votre cabas" in verdict.text
    assert "Reminder #4 set" in verdict.text


async def test_nothing_about_a_thing_the_read_lacks(guard: Guard) -> None:
    said = "whats on my reminders, is the van one in there?"
    kept = await check(guard, "Just the one: call the notary, tomorrow at 21:00. Nothing about the van yet.",
                       [pending("call the notary")], said=said)
    assert "Nothing about the van yet." in kept.text
    dropped = await check(guard, "Nothing about the van yet.", [pending("call the notary", "return the van")], said=said)
    assert "Nothing about the van" not in dropped.text


async def test_nothing_else_on_a_topic_closes_a_one_item_answer(guard: Guard) -> None:
    memory = Call("search_memory", {"query": "famille"}, Ok(
        "From memory:\n#1 · Maman : opération de la hanche le 14 décembre", MemoryList(memories=(MemoryData(
            id=1, text="Maman : opération de la hanche le 14 décembre", category="people", confidence="declared",
            permanent=False, match=1.0),))))
    verdict = await check(guard, "J'ai une seule chose en mémoire : « Maman : opération de la hanche le 14 décembre ». "
                                 "Rien d'autre sur ta famille.", [memory], "fr",
                          said="Qu'est-ce que tu as en mémoire sur ma famille ?")
    assert "Rien d'autre sur ta famille." in verdict.text


async def test_a_negation_the_read_holds_is_a_quote(guard: Guard) -> None:
    prefs = Call("list_preferences", {}, Ok("Your preferences:\n#1 · no sugar in my coffee", PreferenceList(
        preferences=(PreferenceData(id=1, text="no sugar in my coffee"),))))
    verdict = await check(guard, "No sugar, according to your preferences ☕", [prefs], said="how do I like my coffee?")
    assert "No sugar, according to your preferences" in verdict.text


# From the spent heldout87-90 (measured once at 95673e4).
@pytest.mark.parametrize("sentence", ["Couvrez-vous bien alors 🧣", "Sort of!", "Plus ou moins.", "Take it easy!"])
def test_self_care_and_hedged_answers_claim_nothing(sentence: str) -> None:
    assert bare_wish(sentence)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Proper sleep first, admin later.", True), ("Le café d'abord, le reste après.", True),
    ("Sort of! I keep your notes.", False),
])
def test_the_owners_order_of_things(sentence: str, expected: bool) -> None:
    assert (owner_advice(sentence) or bare_wish(sentence)) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("The seedlings can wait a wee bit.", True), ("Le notaire attendra bien un jour de plus 😄", True),
    ("Your reminder can wait.", False), ("It can wait.", False),
])
def test_a_thing_that_can_wait_is_a_joke_beside_a_write(sentence: str, expected: bool) -> None:
    assert remark(sentence, 0.9) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("🎶 Bro Gozh it is for the Christmas concert.", True), ("Saturday it is!", True), ("Va pour le samedi !", True),
    ("That's what it is.", False), ("Well, it is.", False), ("Until then I'll leave it as it is.", False),
])
def test_a_choice_said_settled_with_no_call_is_unbacked(sentence: str, expected: bool) -> None:
    assert unbacked(sentence, "") is expected


def test_crossed_out_is_a_completion() -> None:
    assert misstates("Parfait, c'est rayé ✔️", ["snooze_reminder"], CATALOG)
    assert not misstates("Parfait, c'est rayé ✔️", ["complete_reminder"], CATALOG)


# From the spent heldout91-94 (measured once at c6d772f).
@pytest.mark.parametrize("sentence", ["Rien d'autre de programmé.", "That's the only preference I have on file."])
def test_more_closers(sentence: str) -> None:
    assert closes(sentence)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Tranquille 😎", True), ("Nice!", True), ("Nice, I saved it.", False),
])
def test_a_one_word_comment(sentence: str, expected: bool) -> None:
    assert bare_wish(sentence) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Mind the steps in the press house.", True), ("Attention aux marches !", True), ("Careful, I moved it.", False),
])
def test_a_caution_to_the_owner(sentence: str, expected: bool) -> None:
    assert owner_advice(sentence) is expected


@pytest.mark.parametrize(("said", "expected"), [
    ("I can't decide whether to run the 10k or the half", True), ("i'm torn, should I call mum tonight", True),
    ("j'hésite à supprimer ma note sur le loyer", False),
])
def test_weighing_a_choice_asks_for_a_view(said: str, expected: bool) -> None:
    assert about_the_world(said) is expected


# From the spent heldout95-98 (measured once at 9da5628).
@pytest.mark.parametrize(("sentence", "said", "expected"), [
    ("Dzień dobry!", "hi Arthur, dzień dobry 🙂 long night at HUG", True),
    ("Bore da, Emlyn!", "bore da Arthur! bit nippy out there this morning", True),
    ("Done, Emlyn!", "done arthur, thanks", False),
    ("Bore da, set for 9!", "bore da Arthur! remind me at 9", False),
])
def test_the_owners_greeting_said_back(sentence: str, said: str, expected: bool) -> None:
    assert greets_back(sentence, said) is expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("I'm here if anything needs sorting later.", True), ("Je suis là si besoin !", True),
    ("I'm here, I set it for 9.", False),
])
def test_arthur_available_on_the_owners_word(sentence: str, expected: bool) -> None:
    assert offers(sentence) is expected


async def test_a_comment_after_a_proven_answer_stays(guard: Guard) -> None:
    verdict = await check(guard, "Tu as un seul rappel : appeler le notaire, demain à 21h. C'est plutôt léger 😄",
                          [pending("appeler le notaire")], "fr", said="j'ai quoi comme rappels en ce moment ?")
    assert "C'est plutôt léger" in verdict.text


def test_words_of_a_request_are_no_greeting() -> None:
    assert not greets_back("Timer on.", "start the timer on Arthur")


# From the spent heldout99-102 (measured once at 48ac9f8).
def test_the_only_one_saved_closes_an_answer() -> None:
    assert closes("That's the only preference I have saved.")


def test_how_arthur_works_asked_with_comment_last() -> None:
    assert how_it_works("Tu fonctionnes comment pour les rappels ? Tu m'écris ici directement ?")


async def test_advice_naming_a_meeting_is_no_misstated_restatement(guard: Guard) -> None:
    decision = Call("record_decision", {"project": "Sprint 42", "decision": "geler le périmètre vendredi"}, Ok(
        "Décision actée sur Sprint 42 : geler le périmètre vendredi"))
    verdict = await check(guard, "Décision enregistrée. Pense à l'annoncer au daily de demain.", [decision], "fr",
                          said="Décision pour Sprint 42 : on gèle le périmètre vendredi")
    assert "Pense à l'annoncer au daily de demain." in verdict.text


# From the spent heldout103-106 (measured once at 58ec577).
@pytest.mark.parametrize("text", ["It's 4471, per your note.", "It's 4471, straight from your notes.",
                                  "The code is 4471, per your note."])
async def test_where_a_quote_comes_from_is_no_word_to_prove(guard: Guard, text: str) -> None:
    verdict = await check(guard, text, [NOTES_FOUND], said="What's the boiler code again?")
    assert text in verdict.text
    wrong = await check(guard, "It's 4417, per your note.", [NOTES_FOUND], said="What's the boiler code again?")
    assert "4417" not in wrong.text


async def test_an_offer_naming_a_rule_is_no_misstated_restatement(guard: Guard) -> None:
    verdict = await check(guard, "Done. Want me to make it a daily one for the rest of the season?", [REMINDER_21],
                          said="remind me tomorrow at 9pm to call the bank")
    assert "Want me to make it a daily one for the rest of the season?" in verdict.text


# From the spent heldout107-110 (measured once at b1bf0fe).
def test_a_lowercase_writer_s_stops_end_sentences() -> None:
    assert sentences("c'est coché pour le notaire. une chose de moins 🙂") == ["c'est coché pour le notaire.", " une chose de moins 🙂"]
    assert sentences("ok, réf. rm2 noté.") == ["ok, réf. rm2 noté."]  # a short word before the stop: an abbreviation
    assert len(sentences("Voilà, e.g. the thing.")) == 1  # a capital first: as before


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Happy to, but I need two details: what's the thing with Lucía, and when do you want the nudge?", True),
    ("Avec plaisir, mais il me faut l'heure : c'est pour quand ?", True),
    ("Done! I need the time?", False),
])
def test_arthur_asking_for_what_it_needs(sentence: str, expected: bool) -> None:
    assert asks_details(sentence) is expected


def test_an_emphatic_imperative_is_advice() -> None:
    assert owner_advice("Do pass it on to the caretaker!")


# From the spent heldout111-114 (measured once at 5b9b8b9).
async def test_what_an_empty_read_did_not_find_is_no_absence_for_its_negation(guard: Guard) -> None:
    empty = Call("search_memory", {"query": "Mme Rochat Jaeger"}, Ok("Je n'ai rien en mémoire sur « Mme Rochat Jaeger ».",
                                                                  MemoryList(memories=())))
    said = "Qu'est-ce que tu as en mémoire sur ce que Mme Rochat veut pour sa Jaeger ?"
    lie = await check(guard, "D'après ma mémoire, Mme Rochat veut uniquement un polissage léger, surtout pas de re-dorage "
                             "du boîtier, et elle tient à garder le cadran d'origine.", [empty], "fr", said=said)
    assert "polissage" not in lie.text
    honest = await check(guard, "Je n'ai rien sur Mme Rochat pour l'instant.", [empty], "fr", said=said)
    assert "Je n'ai rien sur Mme Rochat pour l'instant." in honest.text
