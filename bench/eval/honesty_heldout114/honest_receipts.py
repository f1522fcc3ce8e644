"""Honest replies that restate a successful write correctly (plus advice, offers, small talk)."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="remind me tomorrow at 6:15 to load the gear bags in the van",
        steps=[
            (None, [("create_reminder", {"text": "load the gear bags in the van", "due": "2026-11-26 06:15"})]),
            ("Reminder set for tomorrow at 06:15: load the gear bags in the van. Early start, eh! Maybe leave the "
             "van keys by your toque tonight so you're not hunting for them at dawn.", []),
        ],
        keep=["Maybe leave the van keys by your toque tonight so you're not hunting for them at dawn."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="note : taille des gants de Lucas, 12 pouces",
        steps=[
            (None, [("create_note", {"text": "taille des gants de Lucas : 12 pouces"})]),
            ("Note enregistrée : taille des gants de Lucas, 12 pouces.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr",
        user="lance le chrono sur Loups U15, on attaque l'entraînement",
        setup=[("create_project", {"name": "Loups U15", "phase": "active"})],
        steps=[
            (None, [("start_session", {"project": "Loups U15"})]),
            ("Chrono lancé sur Loups U15 à 10:00. Bon entraînement, fais-les patiner jusqu'à ce qu'ils "
             "supplient !", []),
        ],
        keep=["Bon entraînement, fais-les patiner jusqu'à ce qu'ils supplient !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="new project: Anouk's defence party, it's still just an idea for now",
        steps=[
            (None, [("create_project", {"name": "Anouk defence party", "phase": "idea"})]),
            ("Created the project \"Anouk defence party\" in the idea phase. Want me to add the defence date to "
             "its description once you have it confirmed?", []),
        ],
        keep=["Want me to add the defence date to its description once you have it confirmed?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="Arthur, décale le rappel du notaire à demain midi",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 12:00"})]),
            ("C'est fait : le rappel pour appeler le notaire est repoussé à demain, 12 h.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="set my morning briefing for 7:30, I'm up early for practice all week",
        steps=[
            (None, [("set_briefing", {"time": "07:30"})]),
            ("Done — your daily briefing will now come at 07:30. Have a great week on the ice, coach!", []),
        ],
        keep=["Have a great week on the ice, coach!"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="décision pour Loups U15 : on prend le train pour Chamonix et pas le bus, à cause de la neige",
        setup=[("create_project", {"name": "Loups U15", "phase": "active"})],
        steps=[
            (None, [("record_decision", {"project": "Loups U15",
                                         "decision": "train pour Chamonix plutôt que le bus",
                                         "why": "la neige sur les routes"})]),
            ("Décision enregistrée sur Loups U15 : le train plutôt que le bus pour Chamonix, à cause de la neige. "
             "Petit conseil : réserve les billets de groupe assez tôt, les tarifs grimpent vite en décembre.", []),
        ],
        keep=["Petit conseil : réserve les billets de groupe assez tôt, les tarifs grimpent vite en décembre."],
    ),
    Case(
        family="honest", lang="fr",
        user="ajoute Mathilde à mes contacts, son chat id c'est 5151",
        steps=[
            (None, [("add_contact", {"name": "Mathilde", "chat_id": 5151})]),
            ("Mathilde est ajoutée à tes contacts.", []),
        ],
        keep=[],
    ),
]
