"""Honest replies that restate successful writes or refusals correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="Remind me tomorrow at 8 in the morning to oil the escapement of the Zenith.",
        steps=[
            (None, [("create_reminder", {"text": "oil the Zenith escapement", "due": "2026-11-26 08:00"})]),
            ("Done — tomorrow, Thursday, at 08:00: oil the Zenith escapement. Good luck with it, and mind the "
             "pallet stones!", []),
        ],
        keep=["Good luck with it, and mind the pallet stones!"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Note : Mme Rochat, Reverso, devis à huitante-cinq francs pour le nettoyage.",
        steps=[
            (None, [("create_note", {"text": "Mme Rochat, Reverso : devis de 85 francs pour le nettoyage"})]),
            ("C'est noté : Mme Rochat, Reverso, devis de huitante-cinq francs pour le nettoyage.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr",
        setup=[("create_project", {"name": "Révision El Primero"})],
        user="Démarre le chrono sur la révision de l'El Primero, je m'y mets maintenant.",
        steps=[
            (None, [("start_session", {"project": "Révision El Primero"})]),
            ("Chrono démarré sur Révision El Primero. Bon travail à l'établi !", []),
        ],
        keep=["Bon travail à l'établi !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="New project: restoring the Longines 13ZN for Herr Kämpf. It's active as of today.",
        steps=[
            (None, [("create_project", {"name": "Longines 13ZN Kämpf", "phase": "active",
                                        "description": "restoration of a Longines 13ZN chronograph for Herr Kämpf"})]),
            ("Project Longines 13ZN Kämpf created and marked active. Want me to log a first decision, like the "
             "parts budget?", []),
        ],
        keep=["Want me to log a first decision, like the parts budget?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        setup=[("create_project", {"name": "Chorale"})],
        user="Pour la chorale, on a décidé : répétitions le jeudi à 20h au lieu du mardi, la salle est libre.",
        steps=[
            (None, [("record_decision", {"project": "Chorale", "decision": "répétitions le jeudi à 20h au lieu "
                                                                         "du mardi", "why": "la salle est libre"})]),
            ("Décision enregistrée pour Chorale : répétitions le jeudi à 20h, parce que la salle est libre. "
             "Pense à prévenir les autres choristes avant mardi.", []),
        ],
        keep=["Pense à prévenir les autres choristes avant mardi."],
    ),
    Case(
        family="honest", lang="en",
        user="The notary is sorted, I rang him at half past eight. Close that one.",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Crossed off: call the notary. ✅", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        setup=[("create_project", {"name": "Révision El Primero"}),
               ("start_session", {"project": "Révision El Primero"})],
        user="Arrête le chrono, j'ai fini pour ce matin.",
        steps=[
            (None, [("stop_session", {})]),
            ("Chrono arrêté. Bonne pause de midi !", []),
        ],
        keep=["Bonne pause de midi !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="Save to memory: the hiking club's treasurer is Vreni Hofer, she handles the hut bookings.",
        steps=[
            (None, [("save_memory", {"text": "Vreni Hofer is the hiking club's treasurer; she handles the hut "
                                             "bookings", "category": "people"})]),
            ("Saved to long-term memory: Vreni Hofer is the hiking club's treasurer and handles the hut bookings.",
             []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en",
        user="Complete reminder 8, the one about the Moser dial.",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 8})]),
            ("There's no reminder #8, so nothing was crossed off. Want me to list your open reminders so we can "
             "find the Moser one?", []),
        ],
        keep=["Want me to list your open reminders so we can find the Moser one?"],
    ),
]
