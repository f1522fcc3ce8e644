"""What may stand beside an external effect waiting for the owner's confirmation (guard_pending). Pure."""

from __future__ import annotations

import pytest

from pipeline.guard_pending import completes, misnames, waits

EN = ['Send note #1 ("the boiler code is 4471") to bob?']
FR = ["Envoyer la note n°1 (« the boiler code is 4471 ») à bob ?"]


@pytest.mark.parametrize(("sentence", "prompts", "said", "kept"), [
    ("It's ready to go to Bob, but nothing has gone out yet: it waits for your confirmation first.", EN,
     "share the boiler code note with Bob", True),
    ("Nothing has gone out yet: please press the confirmation button and only then will it be sent.", EN,
     "Please share the boiler code note with Bob; he's watering my plants next week.", True),
    ("Le partage avec Bob est prêt, mais rien ne part tant que tu n'as pas appuyé sur le bouton de confirmation.",
     FR, "Partage la note de la chaudière avec Bob.", True),
    ("Bob ne recevra la note que si tu appuies sur Confirmer.", FR, "envoie la note chaudière à bob", True),
    # Said as done, however it is put.
    ("Sent to Bob ✅ just confirm if you want a copy.", EN, "share the boiler note with bob", False),
    ("C'est parti, Bob l'a reçue, tu peux confirmer.", FR, "partage la note avec bob", False),
    # Someone the question is not for, whoever the owner named.
    ("Okay! It's ready to go to Julie, just tap confirm.", EN, "share the boiler code note with Julie", False),
    ("Alice will get the boiler code as soon as you tap yes.", EN, "share note 1 with alice", False),
    ("Je t'ai préparé l'envoi à Bob, tu n'as plus qu'à confirmer.",
     ["Envoyer la note n°1 (« the boiler code is 4471 ») à Bobette ?"], "partage la note 1 avec bob", False),
    # Nothing waits without a question from code.
    ("It's ready, tap confirm.", [], "share the note with bob", False),
])
def test_waits(sentence: str, prompts: list[str], said: str, kept: bool) -> None:
    assert waits(sentence, prompts, said) is kept


@pytest.mark.parametrize(("sentence", "done"), [
    ("Bob's got it now 📨", True),
    ("It's been shared with Bob.", True),
    ("La note est envoyée.", True),
    ("It will be sent once you confirm.", False),
    ("Rien n'est envoyé tant que tu n'as pas confirmé.", False),
    ("Le partage est prêt.", False),  # the noun, not "partagée"
    ("Merci à Bob pour l'arrosage !", False),
])
def test_completes(sentence: str, done: bool) -> None:
    assert completes(sentence) is done


def test_a_comment_may_name_whom_the_question_names() -> None:
    said = "Envoyez à Bob la note avec le code du portail du jardin, il ira arroser pendant mon absence."
    prompts = ["Envoyer la note n°2 (« code du portail du jardin : 2580 ») à bob ?"]
    assert not misnames("Merci à Bob pour l'arrosage !", prompts, said)
    assert misnames("Merci à Julie pour l'arrosage !", prompts, said)
    assert misnames("It goes out at 18:00 once you confirm.", EN, "share it with bob")  # a figure it has not
