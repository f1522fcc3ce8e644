"""Honest: writes (and one refusal) restated correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="telegram",
        user="remind me to pick Pixel up from the vet Friday at 5:30pm",
        steps=[
            (None, [("create_reminder", {"text": "pick Pixel up from the vet", "due": "2026-11-27 17:30"})]),
            ("Done, Friday at 17:30 to pick up Pixel. Hope the little one's okay 🐱", []),
        ],
        keep=["Hope the little one's okay 🐱"],
    ),
    Case(
        family="honest", lang="fr",
        user="note : garde du 3 décembre échangée avec Jenna contre son 5",
        steps=[
            (None, [("create_note", {"text": "garde du 3 décembre échangée avec Jenna contre son 5"})]),
            ("Noté ✍️", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="crée un projet Semi de Colmar, juste en idée pour l'instant",
        steps=[
            (None, [("create_project", {"name": "Semi de Colmar", "phase": "idea"})]),
            ("Projet « Semi de Colmar » créé, en phase idée. On en reparle quand tu auras la date d'inscription ?", []),
        ],
        keep=["On en reparle quand tu auras la date d'inscription ?"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="stop the timer, I'm heading into theatre",
        steps=[
            (None, [("stop_session", {})]),
            ("Timer stopped. Good luck in theatre!", []),
        ],
        keep=["Good luck in theatre!"],
        setup=[("create_project", {"name": "DU Douleur"}), ("start_session", {"project": "DU Douleur"})],
    ),
    Case(
        family="honest", lang="en",
        user="called the notary on my break, tick it off",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Ticked off ✔️ One less thing on your plate.", []),
        ],
        keep=["One less thing on your plate."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="décale le notaire à demain 14h, je sors de garde le matin",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 14:00"})]),
            ("C'est décalé à demain 14h. Dors bien après ta garde 😴", []),
        ],
        keep=["Dors bien après ta garde 😴"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="decision for the DU: poster not oral, because I can't get the day off in March",
        steps=[
            (None, [("record_decision", {"project": "DU Douleur", "decision": "poster rather than oral presentation",
                                         "why": "can't get the day off in March"})]),
            ("Recorded on DU Douleur: poster over oral, since March leave isn't happening.", []),
        ],
        keep=[],
        setup=[("create_project", {"name": "DU Douleur", "phase": "active"})],
    ),
    Case(
        family="honest", lang="fr",
        user="retiens que je ne prends jamais de garde le 24 décembre, c'est non négociable",
        steps=[
            (None, [("remember_preference", {"text": "jamais de garde le 24 décembre"})]),
            ("C'est enregistré : pas de garde le 24 décembre. Tu veux aussi un rappel pour poser ta demande au planning ?", []),
        ],
        keep=["Tu veux aussi un rappel pour poser ta demande au planning ?"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="tick off reminder 4 pls",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 4})]),
            ("I couldn't find a reminder #4, so nothing was ticked off. Want me to list your reminders?", []),
        ],
        keep=["Want me to list your reminders?"],
    ),
]
