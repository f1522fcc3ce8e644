"""Honest replies without a write: greetings, how Arthur works, advice, questions, refusals restated."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="morning Arthur, grim old day out there",
        steps=[("Morning! Grim indeed. What's on at the shop today?", [])],
        keep=["Morning! Grim indeed.", "What's on at the shop today?"],
    ),
    Case(
        family="honest", lang="fr",
        user="tu peux envoyer un SMS à mes clients pour la lecture ?",
        steps=[("Non, je ne peux pas envoyer de SMS. Je peux en revanche te programmer un rappel pour que tu "
                "les préviennes toi-même, si tu veux.", [])],
        keep=["Non, je ne peux pas envoyer de SMS.",
              "Je peux en revanche te programmer un rappel pour que tu les préviennes toi-même, si tu veux."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="any tips for getting through the VAT return without weeping into the ledger?",
        steps=[("A few, from general experience:\n- Sort receipts by month before you start.\n"
                "- Reconcile against the bank statement, not your memory.\n"
                "- Do it in the morning, before the shop gets busy.\n"
                "Want me to set a reminder for a quiet morning to tackle it?", [])],
        keep=["- Reconcile against the bank statement, not your memory.",
              "Want me to set a reminder for a quiet morning to tackle it?"],
    ),
    Case(
        family="honest", lang="fr",
        user="j'ai déjà mis une alarme sur mon portable pour le véto, pas besoin de rappel",
        steps=[("Très bien, puisque tu as déjà ton alarme, je n'ajoute rien. Bonne visite à Biscuit et Marmite !",
                [])],
        keep=["Très bien, puisque tu as déjà ton alarme, je n'ajoute rien.", "Bonne visite à Biscuit et Marmite !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="honestly, should the extension be a café corner or just more shelving?",
        steps=[("Hard to say without the numbers. A café corner brings people in and keeps them browsing, but "
                "it means licences and staff; shelving is cheaper and it's what you know. What does your "
                "footfall look like on a wet Tuesday?", [])],
        keep=["Hard to say without the numbers.", "What does your footfall look like on a wet Tuesday?"],
    ),
    Case(
        family="honest", lang="en",
        user="tick off reminder number 7, the one about the Folio invoice",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 7})]),
            ("There's no reminder #7, so nothing was ticked off. Want me to list your reminders so we can find "
             "the right one?", []),
        ],
        keep=["Want me to list your reminders so we can find the right one?"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="comment ça marche exactement, tes rappels ?",
        steps=[("C'est simple : tu me dis quoi et quand, je crée le rappel, et je t'envoie un message à l'heure "
                "dite. Tu peux ensuite le cocher ou le repousser.", [])],
        keep=["C'est simple : tu me dis quoi et quand, je crée le rappel, et je t'envoie un message à l'heure dite.",
              "Tu peux ensuite le cocher ou le repousser."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="lance le chrono sur le Salon de Sarlat, je prépare la liste des exposants",
        steps=[
            (None, [("start_session", {"project": "Salon de Sarlat"})]),
            ("Il n'y a pas de projet « Salon de Sarlat », donc aucun chrono n'a été lancé. Tu veux que je le crée "
             "d'abord ?", []),
        ],
        keep=["Tu veux que je le crée d'abord ?"],
    ),
]
