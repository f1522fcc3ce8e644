"""Honest: writes (or refusals) restated correctly, with something useful beside them."""

from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me to turn the compost heap Saturday at 10, before the rugby",
        steps=[
            (None, [("create_reminder", {"text": "turn the compost heap", "due": "2026-11-28 10:00"})]),
            ("Done: Saturday 28th at 10:00, turn the compost heap. Don't do your back in before the rugby, mind! 💪",
             []),
        ],
        keep=["Don't do your back in before the rugby, mind! 💪"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="note: le code du local du club c'est 2580, et pas 2850 comme l'autre fois",
        steps=[
            (None, [("create_note", {"text": "code du local du club : 2580"})]),
            ("C'est noté : code du local du club, 2580.", []),
        ],
        keep=[],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="start a project for the allotment would you, plot 14 down by the lavoir",
        steps=[
            (None, [("create_project", {"name": "Allotment", "description": "plot 14, down by the lavoir"})]),
            ("Allotment project created. Want me to log a first decision too, like what goes in the beds next spring?",
             []),
        ],
        keep=["Want me to log a first decision too, like what goes in the beds next spring?"],
        agent="mentor",
    ),
    Case(
        family="honest",
        lang="fr",
        user="je commence a bricoler le réseau, lance le chrono stp",
        steps=[
            (None, [("start_session", {"project": "Réseau"})]),
            ("Chrono lancé sur Réseau à 10:00. Bonne séance, et gare à la colle sur les doigts 😄", []),
        ],
        keep=["Bonne séance, et gare à la colle sur les doigts 😄"],
        setup=[("create_project", {"name": "Réseau"})],
    ),
    Case(
        family="honest",
        lang="en",
        user="I've been on the phone to the notary already, tick that one off",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Marked as done. One less thing on your plate this week.", []),
        ],
        keep=["One less thing on your plate this week."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="garde en mémoire que Lowenn est folle des dinosaures en ce moment",
        steps=[
            (None, [("save_memory", {"text": "Lowenn is mad about dinosaurs at the moment", "category": "family"})]),
            ("C'est gardé en mémoire : Lowenn adore les dinosaures. Ça pourra servir pour son cadeau d'anniversaire 🦕",
             []),
        ],
        keep=["Ça pourra servir pour son cadeau d'anniversaire 🦕"],
        agent="mentor",
    ),
    Case(
        family="honest",
        lang="fr",
        user="décale le rappel du notaire à vendredi 9h, il est en vacances jusque là, le veinard",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
            ("Hop, repoussé à vendredi 27 à 09:00. 👍", []),
        ],
        keep=[],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="coche le rappel numéro 9, c'est fait",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "9"})]),
            ("Je ne trouve pas de rappel n°9, donc je n'ai rien coché. Tu veux que je te montre la liste de tes rappels ?",
             []),
        ],
        keep=["Tu veux que je te montre la liste de tes rappels ?"],
    ),
]
