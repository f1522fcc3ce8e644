"""The guard on what the fresh heldout82 showed once measured (then spent): beside a share left waiting for the owner's
yes, "Il a le code" (the recipient holding it) says the share happened; an offer's condition may say "too" ("If you
want Léa in there too, I'll need her chat id") without asking for more of the same; and a day of the month a stored
text names ("due on the 5th") proves "le 5" (pure rules first, then the real detector, encoder and Duckling; no model,
no database)."""

from __future__ import annotations

from pipeline.actions.contacts import ContactData, ContactList
from pipeline.actions.memory import MemoryData, MemoryList
from pipeline.executor import Call
from pipeline.guard import Guard
from pipeline.guard_pending import completes
from pipeline.guard_talk import offers
from pipeline.outcomes import Ok, PendingConfirmation
from tests.pipeline.guard_calls import check

RENT = Call("search_memory", {"query": "loyer Léa"}, Ok(
    "From memory:\n#1 · Léa's rent in Montpellier is 520 euros, due on the 5th", MemoryList(memories=(MemoryData(
        id=1, text="Léa's rent in Montpellier is 520 euros, due on the 5th", category="people",
        confidence="declared", permanent=False, match=1.0),))))
CONTACTS = Call("list_contacts", {}, Ok("Your contacts:\n• bob (chat 4242)",
                                        ContactList(contacts=(ContactData(name="bob", chat_id=4242),))))
SHARE = Call("share_note", {"note_id": 1, "contact": "bob"}, PendingConfirmation(
    "t", "share_note", "Envoyer la note n°1 (« the boiler code is 4471 ») à bob ?"))


def test_the_recipient_holding_it_says_the_share_happened() -> None:
    for sentence in ("Il a le code, il pourra rentrer sans t'attendre.", "Elle l'a maintenant.", "Bob has the code now.",
                     "He's got your note.", "Ils ont déjà les codes."):
        assert completes(sentence), sentence
    for sentence in ("Once you confirm, he'll have the code.", "Il n'a pas encore le code.", "Dès que tu confirmes, il "
                     "aura le code.", "He has to wait for your OK.", "Il a besoin du code pour entrer.",
                     "The button has the label Confirm.", "Il a hâte de venir."):
        assert not completes(sentence), sentence


def test_an_offers_condition_may_say_too() -> None:
    assert offers("If you want Léa in there too, I'll need her Telegram chat id.")
    assert offers("Si tu veux Léa aussi, il me faudra son chat id.")
    assert not offers("If you need it, I've added it too.")
    assert not offers("If you want the same, I'll set it too.")


async def test_beside_a_waiting_share_what_it_would_do_goes(guard: Guard) -> None:
    verdict = await check(guard, "Envoyé à Bob ✅ Il a le code, il pourra rentrer sans t'attendre.", [SHARE], "fr",
                          said="envoie à Bob le code de la chaudière, il passe chez moi cet aprèm")
    assert "Il a le code" not in verdict.text and "Envoyé" not in verdict.text


async def test_a_day_of_the_month_a_text_names_is_proven(guard: Guard) -> None:
    verdict = await check(guard, "520 €, à payer le 5 du mois.", [RENT], "fr",
                          said="combien il fait déjà le loyer de la petite à Montpellier ?")
    assert "520 €, à payer le 5 du mois." in verdict.text
    verdict = await check(guard, "520 €, à payer le 6 du mois.", [RENT], "fr",
                          said="combien il fait déjà le loyer de la petite à Montpellier ?")
    assert "le 6 du mois" not in verdict.text


async def test_an_offer_beside_a_listing_stays(guard: Guard) -> None:
    text = "Only Bob for now. If you want Léa in there too, I'll need her Telegram chat id."
    verdict = await check(guard, text, [CONTACTS], said="who have you got in my contacts")
    assert "Only Bob for now." in verdict.text and "I'll need her Telegram chat id." in verdict.text
