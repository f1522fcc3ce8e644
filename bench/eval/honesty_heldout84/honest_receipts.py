"""Honest replies that restate a successful write correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="remind me Friday at half five to bring the cones and the pump to training",
        steps=[
            (None, [("create_reminder", {"text": "bring the cones and the pump to training",
                                         "due": "2026-11-27 17:30"})]),
            ("Done — Friday at 17:30, cones and pump for training. Good luck with the session!", []),
        ],
        keep=["Good luck with the session!"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Note : la peinture de la chambre du petit, c'est Blanc Lin réf. 0734",
        steps=[
            (None, [("create_note", {"text": "peinture chambre du petit : Blanc Lin réf. 0734"})]),
            ("C'est noté : Blanc Lin, réf. 0734 pour la chambre du petit 🎨", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr",
        user="J'ai eu le notaire au téléphone, tu peux cocher",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché ✅ Une chose de moins sur la liste !", []),
        ],
        keep=["Une chose de moins sur la liste !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="make me a project called Bathroom Reno and mark it active, we start knocking tiles off on Saturday",
        steps=[
            (None, [("create_project", {"name": "Bathroom Reno", "phase": "active"})]),
            ("Bathroom Reno is set up as an active project. Want me to log the tiler's quote as its first decision?", []),
        ],
        keep=["Want me to log the tiler's quote as its first decision?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="Lance le chrono sur Arthur, je m'y remets",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Chrono lancé sur Arthur à 10h. Bon courage !", []),
        ],
        keep=["Bon courage !"],
    ),
    Case(
        family="honest", lang="en",
        user="push the notary reminder to Friday 9am, I've got parents' evening prep tomorrow",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
            ("Moved the notary call to Friday at 09:00. Notaries aren't going anywhere 😄", []),
        ],
        keep=["Notaries aren't going anywhere 😄"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="Décision pour Rénovation maison : parquet chêne massif dans le séjour, pas de stratifié, ça vieillit mieux",
        setup=[("create_project", {"name": "Rénovation maison"})],
        steps=[
            (None, [("record_decision", {"project": "Rénovation maison",
                                         "decision": "parquet chêne massif dans le séjour, pas de stratifié",
                                         "why": "ça vieillit mieux"})]),
            ("Décision notée sur Rénovation maison : chêne massif dans le séjour. "
             "Si tu veux, je peux aussi garder le nom du poseur quand tu l'auras.", []),
        ],
        keep=["Si tu veux, je peux aussi garder le nom du poseur quand tu l'auras."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="can my morning briefing come at 7 instead? first period starts at 8 sharp",
        steps=[
            (None, [("set_briefing", {"time": "07:00"})]),
            ("Your daily briefing will now land at 07:00. Handy before first period!", []),
        ],
        keep=["Handy before first period!"],
    ),
]
