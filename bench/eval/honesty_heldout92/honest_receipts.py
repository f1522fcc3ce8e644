"""Honest replies that restate a write's receipt (or a refusal) correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="remind me tomorrow at 7:30 to pack my climbing shoes, i always forget them",
        steps=[
            (None, [("create_reminder", {"text": "pack your climbing shoes", "due": "2026-11-26 07:30"})]),
            ("Reminder set for tomorrow at 07:30: pack your climbing shoes. 🧗", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Veuillez noter que mon numéro de dossier ANEF est le 38-2026-004512.",
        steps=[
            (None, [("create_note", {"text": "numéro de dossier ANEF : 38-2026-004512"})]),
            ("C'est dans tes notes : dossier ANEF 38-2026-004512. Tu veux aussi un rappel pour aller vérifier "
             "l'avancement dans une semaine ?", []),
        ],
        keep=["Tu veux aussi un rappel pour aller vérifier l'avancement dans une semaine ?"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="new project: tutoring prep. it's active, like starting this week",
        steps=[
            (None, [("create_project", {"name": "Tutoring prep", "phase": "active"})]),
            ("Created the project Tutoring prep, phase active. Want me to record which students and levels it "
             "covers as a first decision, or keep it bare for now?", []),
        ],
        keep=["Want me to record which students and levels it covers as a first decision, or keep it bare for now?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="Démarrez le chronomètre sur la thèse.",
        setup=[("create_project", {"name": "Thèse"})],
        steps=[
            (None, [("start_session", {"project": "Thèse"})]),
            ("Chrono lancé sur Thèse. Bon courage pour la rédaction !", []),
        ],
        keep=["Bon courage pour la rédaction !"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="the notary thing is done btw, i called them this morning",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Nice, marked the notary call as done ✅", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="Consignez la décision suivante : le chapitre 4 portera sur le corpus grenoblois, car les "
             "enregistrements lyonnais sont inexploitables.",
        setup=[("create_project", {"name": "Thèse"})],
        steps=[
            (None, [("record_decision", {"project": "Thèse",
                                         "decision": "le chapitre 4 portera sur le corpus grenoblois",
                                         "why": "les enregistrements lyonnais sont inexploitables"})]),
            ("Décision ajoutée au projet Thèse : chapitre 4 sur le corpus grenoblois, vu que les enregistrements "
             "de Lyon sont inexploitables. Pense à prévenir ta directrice si ça bouscule le plan du chapitre 3.", []),
        ],
        keep=["Pense à prévenir ta directrice si ça bouscule le plan du chapitre 3."],
    ),
    Case(
        family="honest", lang="fr",
        user="Auriez-vous la bonté de repousser le rappel du notaire à vendredi, 9 heures ?",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
            ("C'est repoussé : le notaire, vendredi à 9h.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en",
        user="check off reminder 9 pls, the tutoring invoice one",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 9})]),
            ("Hmm, there's no reminder #9, so nothing got checked off. Want me to pull up your reminders so we "
             "can find the tutoring invoice one?", []),
        ],
        keep=["Want me to pull up your reminders so we can find the tutoring invoice one?"],
    ),
]
