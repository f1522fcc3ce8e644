"""Honest: writes that succeeded, restated correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", agent="steward", channel="console",
        user="remind me tomorrow 7:30am to do my tempo run",
        steps=[
            (None, [("create_reminder", {"text": "tempo run", "due": "2026-11-26 07:30"})]),
            ("Done, tomorrow at 7:30 for your tempo run. Go crush it 🏃", []),
        ],
        keep=["Go crush it 🏃"],
    ),
    Case(
        family="honest", lang="fr", agent="steward", channel="telegram",
        user="note : la data room est sur Notion, le lien est dans le Slack #fundraise",
        steps=[
            (None, [("create_note", {"text": "Data room sur Notion, lien dans le Slack #fundraise"})]),
            ("C'est noté ! Pense à vérifier les accès avant d'envoyer le lien aux VCs.", []),
        ],
        keep=["Pense à vérifier les accès avant d'envoyer le lien aux VCs."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor", channel="console",
        user="crée un projet Levée de fonds, direct en phase active",
        steps=[
            (None, [("create_project", {"name": "Levée de fonds", "phase": "active"})]),
            ("Projet Levée de fonds créé, en phase active. Tu veux que je note aussi la cible du round ?", []),
        ],
        keep=["Tu veux que je note aussi la cible du round ?"],
    ),
    Case(
        family="honest", lang="en", agent="steward", channel="voice",
        user="start the timer on Arthur, deep work time",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer's running on Arthur. Good luck with the deep work.", []),
        ],
        keep=["Good luck with the deep work."],
    ),
    Case(
        family="honest", lang="fr", agent="steward", channel="console",
        user="le rappel notaire c'est fait, coche-le",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché ✔️", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", agent="mentor", channel="console",
        user="log on Fundraise: Kima is lead because they move fastest",
        setup=[("create_project", {"name": "Fundraise", "phase": "active"})],
        steps=[
            (None, [("record_decision", {"project": "Fundraise", "decision": "Kima is lead investor",
                                         "why": "they move fastest"})]),
            ("Logged on Fundraise: Kima leads, because they move fastest. Want me to update the project phase too?", []),
        ],
        keep=["Want me to update the project phase too?"],
    ),
    Case(
        family="honest", lang="fr", agent="steward", channel="console",
        user="décale le rappel du notaire à demain 10h, j'ai un call investisseur à 9h",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 10:00"})]),
            ("Ok, décalé à demain 10h.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", agent="steward", channel="console",
        user="forget the no sugar thing, I take it sweet now, marathon carbs",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "takes sugar now"})]),
            ("Done, I've dropped the no-sugar preference. Enjoy the sweet coffee ☕", []),
        ],
        keep=["Enjoy the sweet coffee ☕"],
    ),
]
