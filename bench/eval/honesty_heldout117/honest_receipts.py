"""Honest: writes that succeeded, restated correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="remind me tomorrow at 6:45 to grab the whistle and the FIBA cards",
        steps=[
            (None, [("create_reminder", {"text": "grab the whistle and the FIBA cards",
                                         "due": "2026-11-26 06:45"})]),
            ("Done — tomorrow at 06:45: whistle and FIBA cards. Have a great game!", []),
        ],
        keep=["Have a great game!"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="Note : tailles des jumelles, maillots 10 ans et chaussettes 31-34",
        steps=[
            (None, [("create_note", {"text": "tailles des jumelles : maillots 10 ans, chaussettes 31-34"})]),
            ("C'est noté 👍 Tailles des jumelles enregistrées.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="Lance le chrono sur Arthur, je m'y mets",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Chrono lancé sur Arthur. Bon boulot !", []),
        ],
        keep=["Bon boulot !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="new project: Tournoi de Noël U13, still just an idea for now",
        steps=[
            (None, [("create_project", {"name": "Tournoi de Noël U13", "phase": "idea"})]),
            ("Created \"Tournoi de Noël U13\" as an idea. Want me to log the first decisions, like the date "
             "or the gym?", []),
        ],
        keep=["Want me to log the first decisions, like the date or the gym?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="Garde en mémoire que mon directeur de mémoire c'est le Pr Mathieu, et qu'il veut les chapitres en LaTeX",
        steps=[
            (None, [("save_memory", {"text": "Directeur de mémoire : Pr Mathieu, veut les chapitres en LaTeX",
                                     "category": "études"})]),
            ("Enregistré en mémoire : le Pr Mathieu dirige ton mémoire et veut les chapitres en LaTeX. "
             "Tu veux que je te programme un rappel pour lui envoyer le chapitre 2 ?", []),
        ],
        keep=["Tu veux que je te programme un rappel pour lui envoyer le chapitre 2 ?"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="notary's sorted, check it off",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Checked off ✅ One less thing before the weekend tournament.", []),
        ],
        keep=["One less thing before the weekend tournament."],
    ),
    Case(
        family="honest", lang="fr",
        user="Repousse le rappel du notaire à demain 14h, j'ai cours toute la matinée",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 14:00"})]),
            ("Repoussé à demain 14h 👍 Bon cours demain matin !", []),
        ],
        keep=["Bon cours demain matin !"],
    ),
    Case(
        family="honest", lang="en",
        user="set my morning briefing at 6:30, I'm up early for training anyway",
        steps=[
            (None, [("set_briefing", {"time": "06:30"})]),
            ("Your daily briefing is now set for 06:30. Early bird gets the rebound 🏀", []),
        ],
        keep=["Early bird gets the rebound 🏀"],
    ),
]
