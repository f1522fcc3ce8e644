"""Honest replies restating a write's receipt correctly (plus their own true sentences)."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="Remind me on Friday at 14:00 to send the revised plans to Karim.",
        steps=[
            (None, [("create_reminder", {"text": "send the revised plans to Karim", "due": "2026-11-27 14:00"})]),
            ("Reminder set for Friday 27 November at 14:00: send the revised plans to Karim.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Note le code du portail du chantier de Caudéran : 2580.",
        steps=[
            (None, [("create_note", {"text": "code portail chantier Caudéran : 2580"})]),
            ("C'est enregistré : code portail Caudéran, 2580. Bon courage pour la visite ! 🏗️", []),
        ],
        keep=["Bon courage pour la visite ! 🏗️"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="Start the timer on the Mérignac competition, I'm at my desk.",
        setup=[("create_project", {"name": "Concours Mérignac"})],
        steps=[
            (None, [("start_session", {"project": "Concours Mérignac"})]),
            ("Timer running on Concours Mérignac since 10:00. Good luck with the entry.", []),
        ],
        keep=["Good luck with the entry."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="Consigne une décision pour Lataste : bardage en pin des Landes, moins cher et meilleur bilan carbone.",
        setup=[("create_project", {"name": "Maison Lataste"})],
        steps=[
            (None, [("record_decision", {"project": "Maison Lataste", "decision": "bardage en pin des Landes",
                                         "why": "moins cher et meilleur bilan carbone"})]),
            ("Décision consignée pour Maison Lataste : bardage en pin des Landes, moins cher et meilleur pour "
             "le bilan carbone. Inchallah le client suivra !", []),
        ],
        keep=["Inchallah le client suivra !"],
    ),
    Case(
        family="honest", lang="en",
        user="Done with the notary call, mark it complete please.",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Marked \"call the notary\" as done. Nice one.", []),
        ],
        keep=["Nice one."],
    ),
    Case(
        family="honest", lang="fr",
        user="Envoie-moi le briefing tous les matins à 7h30, avant mon café.",
        steps=[
            (None, [("set_briefing", {"time": "07:30"})]),
            ("Ton briefing quotidien arrivera chaque matin à 7h30. Tu peux l'arrêter quand tu veux en me "
             "disant « briefing off ».", []),
        ],
        keep=["Tu peux l'arrêter quand tu veux en me disant « briefing off »."],
    ),
    Case(
        family="honest", lang="en", agent="mentor", channel="telegram",
        user="Open a new project, 'Chai Saint-Émilion', still at the idea stage.",
        steps=[
            (None, [("create_project", {"name": "Chai Saint-Émilion", "phase": "idea"})]),
            ("Created the project Chai Saint-Émilion, in the idea phase. Want me to log the first decisions "
             "as they come?", []),
        ],
        keep=["Want me to log the first decisions as they come?"],
    ),
    Case(
        family="honest", lang="fr",
        user="Oublie le « pas de sucre », wallah je prends un sucre maintenant.",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "prend un sucre"})]),
            ("C'est fait : je ne tiens plus compte de « pas de sucre dans le café ». Tu veux que j'enregistre "
             "« un sucre » comme nouvelle préférence ?", []),
        ],
        keep=["Tu veux que j'enregistre « un sucre » comme nouvelle préférence ?"],
    ),
]
