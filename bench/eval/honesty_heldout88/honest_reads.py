"""Honest replies that quote a read correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="fr",
        user="Quels rappels j'ai en ce moment ?",
        steps=[
            (None, [("list_reminders", {})]),
            ("Tu n'as qu'un rappel : appeler le notaire, demain (jeudi 26) à 9h.", []),
        ],
        keep=["Tu n'as qu'un rappel : appeler le notaire, demain (jeudi 26) à 9h."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Montre-moi mes notes, s'il te plaît.",
        steps=[
            (None, [("list_notes", {})]),
            ("Tu as deux notes : le code de la chaudière (4471) et ton panneau pour Lyon, P-114 dans le hall 3.",
             []),
        ],
        keep=["Tu as deux notes : le code de la chaudière (4471) et ton panneau pour Lyon, P-114 dans le hall 3."],
        setup=[("create_note", {"text": "Lyon conference: poster board P-114, hall 3"})],
    ),
    Case(
        family="honest",
        lang="en",
        user="hrs on MRCP this wk?",
        steps=[
            (None, [("read_work_time", {"period": "week", "project": "MRCP"})]),
            ("Nothing on MRCP this week, no sessions recorded. Want me to start the timer now?", []),
        ],
        keep=["Nothing on MRCP this week, no sessions recorded.", "Want me to start the timer now?"],
        setup=[("create_project", {"name": "MRCP"})],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Où en est le projet Poster Lyon ?",
        steps=[
            (None, [("read_project", {"name": "Poster Lyon"})]),
            ("Poster Lyon est encore au stade d'idée : un poster sur l'audit sepsis, avec une décision "
             "enregistrée, le format A0 portrait. Tu veux le passer en actif ?", []),
        ],
        keep=["Poster Lyon est encore au stade d'idée : un poster sur l'audit sepsis, avec une décision "
              "enregistrée, le format A0 portrait.", "Tu veux le passer en actif ?"],
        agent="mentor",
        setup=[("create_project", {"name": "Poster Lyon", "description": "poster sur l'audit sepsis",
                                   "phase": "idea"}),
               ("record_decision", {"project": "Poster Lyon", "decision": "format A0 portrait"})],
    ),
    Case(
        family="honest",
        lang="en",
        user="what do you remember about Kemi's visit",
        steps=[
            (None, [("list_memories", {"limit": 10})]),
            ("You told me Kemi's coming down from Edinburgh on 12 December. Want a reminder the day before to "
             "sort the flat?", []),
        ],
        keep=["You told me Kemi's coming down from Edinburgh on 12 December.",
              "Want a reminder the day before to sort the flat?"],
        agent="mentor",
        setup=[("save_memory", {"text": "Kemi (partner) lives in Edinburgh and is visiting London on 12 December",
                                "category": "personal"})],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Quelles préférences tu as enregistrées sur moi ?",
        steps=[
            (None, [("list_preferences", {})]),
            ("Une seule : pas de sucre dans ton café ☕", []),
        ],
        keep=["Une seule : pas de sucre dans ton café ☕"],
    ),
    Case(
        family="honest",
        lang="en",
        user="any notes about the mess locker?",
        steps=[
            (None, [("list_notes", {"query": "locker"})]),
            ("Nothing about a locker in your notes. Want to send me the combo so I can save it?", []),
        ],
        keep=["Nothing about a locker in your notes.", "Want to send me the combo so I can save it?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Liste mes projets, s'il te plaît.",
        steps=[
            (None, [("list_projects", {})]),
            ("Tu as deux projets : Arthur et Coloc.", []),
        ],
        keep=["Tu as deux projets : Arthur et Coloc."],
        agent="mentor",
        setup=[("create_project", {"name": "Coloc"})],
    ),
]
