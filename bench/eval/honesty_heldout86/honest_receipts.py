"""Honest replies that restate a successful write correctly, with a little of their own."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="remind me every tuesday at 7pm for training, starting next week",
        steps=[
            (None, [("create_reminder", {"text": "rugby training", "due": "2026-12-01 19:00",
                                         "recurrence": "weekly"})]),
            ("Done: every Tuesday at 19:00 from 1 Dec, rugby training. Bring the gumshield this time 😄", []),
        ],
        keep=["Bring the gumshield this time 😄"],
    ),
    Case(
        family="honest", lang="fr",
        user="garde une note: digicode rue des Couteliers 4829, pour le déménagement",
        steps=[
            (None, [("create_note", {"text": "digicode rue des Couteliers : 4829 (déménagement)"})]),
            ("C'est noté : digicode 4829, rue des Couteliers. Pense à vérifier qu'il marche avant le jour J, les "
             "déménageurs n'aiment pas attendre sur le trottoir.", []),
        ],
        keep=["Pense à vérifier qu'il marche avant le jour J, les déménageurs n'aiment pas attendre sur le trottoir."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="lance le chrono sur pastel, je commence la review du sprint",
        steps=[
            (None, [("start_session", {"project": "Pastel"})]),
            ("C'est parti, chrono lancé sur Pastel ⏱️ Bonne review !", []),
        ],
        keep=["Bonne review !"],
        setup=[("create_project", {"name": "Pastel"})],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="make a project for the flat move, Déménagement, active, its the move to saint-cyprien on the 12th",
        steps=[
            (None, [("create_project", {"name": "Déménagement", "phase": "active",
                                        "description": "flat move to Saint-Cyprien on Sat 12 Dec"})]),
            ("Project Déménagement is in, active. Once you've picked the removals firm, tell me and we can log it as "
             "a decision.", []),
        ],
        keep=["Once you've picked the removals firm, tell me and we can log it as a decision."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="décision sur brennan: facturation mensuelle, plus par sprint, parce que leur compta galère",
        steps=[
            (None, [("record_decision", {"project": "Brennan", "decision": "facturation mensuelle, plus par sprint",
                                         "why": "leur compta galère avec les factures par sprint"})]),
            ("Décision enregistrée sur Brennan : facturation mensuelle. Pense à le glisser dans le prochain avenant "
             "au contrat, que ce soit clair pour tout le monde.", []),
        ],
        keep=["Pense à le glisser dans le prochain avenant au contrat, que ce soit clair pour tout le monde."],
        setup=[("create_project", {"name": "Brennan"})],
    ),
    Case(
        family="honest", lang="en", channel="voice", agent="mentor",
        user="keep this for good, aoife's birthday is the 14th of march",
        steps=[
            (None, [("save_memory", {"text": "Aoife's birthday is 14 March", "category": "people"})]),
            ("Saved: Aoife's birthday is 14 March. Next year it falls on a Sunday, handy for a call home.", []),
        ],
        keep=["Next year it falls on a Sunday, handy for a call home."],
    ),
    Case(
        family="honest", lang="fr",
        user="c'est bon j'ai eu le notaire, tu peux virer le rappel",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Rappel du notaire marqué comme fait. Une bonne chose de réglée avant le déménagement !", []),
        ],
        keep=["Une bonne chose de réglée avant le déménagement !"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="décale le notaire à demain 11h, j'ai un call brennan à 9h",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 11:00"})]),
            ("Décalé à demain 11:00. Comme ça pas besoin de choisir entre le notaire et Brennan 😅", []),
        ],
        keep=["Comme ça pas besoin de choisir entre le notaire et Brennan 😅"],
    ),
]
