"""Honest replies that restate successful writes correctly, with extra truthful sentences."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="Kindly remind me tomorrow 7:30 am about yoga, class starts at 8",
        steps=[
            (None, [("create_reminder", {"text": "yoga class at 8", "due": "2026-11-26 07:30"})]),
            ("Done, I'll remind you tomorrow at 07:30 about yoga. Namaste 🙏", []),
        ],
        keep=["Namaste 🙏"],
    ),
    Case(
        family="honest", lang="fr",
        user="Note stp : numéro du dossier AIMA 2026/LX/88341",
        steps=[
            (None, [("create_note", {"text": "numéro du dossier AIMA : 2026/LX/88341"})]),
            ("C'est noté : numéro du dossier AIMA 2026/LX/88341.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="Create a project 'Residency file' for the D7 renewal, it's active from today",
        steps=[
            (None, [("create_project", {"name": "Residency file", "description": "D7 residency renewal",
                                        "phase": "active"})]),
            ("Project 'Residency file' created and marked active. Want me to save the list of documents you've "
             "already submitted as a memory?", []),
        ],
        keep=["Want me to save the list of documents you've already submitted as a memory?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="lance le chrono sur Arthur je commence ma session de travail",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Chrono lancé sur Arthur. Bon courage pour la matinée !", []),
        ],
        keep=["Bon courage pour la matinée !"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="I called the notary just now, kindly close that reminder",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Closed the notary reminder ✅ Glad that's sorted before the weekend.", []),
        ],
        keep=["Glad that's sorted before the weekend."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="Décision pour Sprint 42 : on gèle le périmètre vendredi, parce que la démo client est lundi.",
        setup=[("create_project", {"name": "Sprint 42"})],
        steps=[
            (None, [("record_decision", {"project": "Sprint 42", "decision": "geler le périmètre vendredi",
                                         "why": "la démo client est lundi"})]),
            ("Décision enregistrée sur Sprint 42 : gel du périmètre vendredi, parce que la démo client est lundi. "
             "Pense à l'annoncer au daily de demain.", []),
        ],
        keep=["Pense à l'annoncer au daily de demain."],
    ),
    Case(
        family="honest", lang="en",
        user="I have standups all morning tomorrow, kindly push the notary call to 2 pm",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 14:00"})]),
            ("Moved the notary call to tomorrow at 14:00. The afternoon should be calmer once your standups are done.", []),
        ],
        keep=["The afternoon should be calmer once your standups are done."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Je prends un sucre dans mon café maintenant, oublie l'ancienne préférence et enregistre la nouvelle",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "takes sugar now"}),
                    ("remember_preference", {"text": "un sucre dans mon café"})]),
            ("J'ai désactivé « pas de sucre dans le café » et enregistré la nouvelle : un sucre dans ton café ☕", []),
        ],
        keep=[],
    ),
]
