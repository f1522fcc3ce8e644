"""Honest: writes that succeeded, restated correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="console",
        user="Remind me to collect my blood test results tomorrow at half past eleven.",
        steps=[
            (None, [("create_reminder", {"text": "collect blood test results", "due": "2026-11-26 11:30"})]),
            ("Reminder set for tomorrow at 11:30 to collect your blood test results.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Conservez ceci : le code du portail de la salle paroissiale est 2209B.",
        steps=[
            (None, [("create_note", {"text": "code du portail de la salle paroissiale : 2209B"})]),
            ("C'est noté : portail de la salle paroissiale, 2209B. Voulez-vous que je partage cette note avec Bob ?",
             []),
        ],
        keep=["Voulez-vous que je partage cette note avec Bob ?"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="I have spoken with the notary; you may close that reminder.",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Done, the notary reminder is closed. Well done for getting it out of the way.", []),
        ],
        keep=["Well done for getting it out of the way."],
    ),
    Case(
        family="honest", lang="fr", channel="console", agent="mentor",
        user="Créez un projet « Mémoires », au stade de l'idée pour l'instant.",
        steps=[
            (None, [("create_project", {"name": "Mémoires", "phase": "idea"})]),
            ("Projet « Mémoires » créé, en phase idée. Quand vous serez prêt à écrire, dites-le-moi et je le "
             "passerai en phase active.", []),
        ],
        keep=["Quand vous serez prêt à écrire, dites-le-moi et je le passerai en phase active."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="Start the timer on Arthur, I shall spend the morning on it.",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer's running on Arthur from 10:00. Just tell me when you break for lunch and I'll stop it.", []),
        ],
        keep=["Just tell me when you break for lunch and I'll stop it."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="Repoussez le rappel du notaire à vendredi neuf heures.",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
            ("Le rappel du notaire est repoussé à vendredi 27 novembre, 9 heures.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="Record for the memoir project that I shall write the Casablanca years first.",
        setup=[("create_project", {"name": "Mémoires", "phase": "active"})],
        steps=[
            (None, [("record_decision", {"project": "Mémoires", "decision": "write the Casablanca years first",
                                          "why": "the oldest memories first, while they are vivid"})]),
            ("Decision recorded on Mémoires: the Casablanca years come first. A sensible order — start where the "
             "memories are sharpest.", []),
        ],
        keep=["A sensible order — start where the memories are sharpest."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Retirez la préférence sur le sucre : mon médecin m'autorise désormais un morceau.",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "autorisé par le médecin"})]),
            ("C'est fait, je ne retiens plus « no sugar in my coffee ». Avec modération tout de même 😉", []),
        ],
        keep=["Avec modération tout de même 😉"],
    ),
]
