"""Honest replies that quote a read correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="fr",
        user="j'ai quoi comme rappels en ce moment ?",
        steps=[
            (None, [("list_reminders", {})]),
            ("Un seul pour l'instant : appeler le notaire, demain jeudi 26 novembre à 9 h. Tranquille pour une "
             "semaine de coach !", []),
        ],
        keep=["Tranquille pour une semaine de coach !"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="what's the boiler code again? Anouk's asking",
        steps=[
            (None, [("list_notes", {"query": "boiler"})]),
            ("It's 4471, straight from your note. 🔥", []),
        ],
        keep=None,
    ),
    Case(
        family="honest", lang="en",
        user="did I log any ice time at all today?",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "today"})]),
            ("Nope, nothing logged today. Want me to start a timer on one of your projects?", []),
        ],
        keep=["Want me to start a timer on one of your projects?"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="c'est quoi mes préférences enregistrées déjà ?",
        setup=[("remember_preference", {"text": "itinéraires sans péage pour les trajets en voiture"})],
        steps=[
            (None, [("list_preferences", {})]),
            ("T'en as deux : pas de sucre dans ton café, et des itinéraires sans péage pour les trajets en "
             "voiture. Tu veux en changer une ?", []),
        ],
        keep=["Tu veux en changer une ?"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="what projects do I have on the go right now?",
        setup=[("create_project", {"name": "Loups U15", "phase": "active"}),
               ("create_project", {"name": "Anouk defence party", "phase": "idea"})],
        steps=[
            (None, [("list_projects", {})]),
            ("Three of them: Arthur, Loups U15 and Anouk defence party. Want the details on any of them?", []),
        ],
        keep=["Want the details on any of them?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="qu'est-ce que t'as en mémoire longue sur moi ?",
        setup=[("save_memory", {"text": "Anouk soutient sa thèse de glaciologie le 11 décembre"}),
               ("save_memory", {"text": "Puck est allergique au poulet"})],
        steps=[
            (None, [("list_memories", {})]),
            ("J'ai deux souvenirs : la soutenance de thèse d'Anouk en glaciologie le 11 décembre, et Puck qui "
             "est allergique au poulet. Tu veux que j'en ajoute ?", []),
        ],
        keep=["Tu veux que j'en ajoute ?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="Arthur, qui j'ai dans mes contacts ?",
        setup=[("add_contact", {"name": "Karim", "chat_id": 7373})],
        steps=[
            (None, [("list_contacts", {})]),
            ("Tu as deux contacts : Bob et Karim.", []),
        ],
        keep=None,
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="remind me what the Loups U15 project is about again?",
        setup=[("create_project", {"name": "Loups U15", "phase": "active",
                                   "description": "under-15 team at Polesud, practices Tuesday, Thursday, Saturday"})],
        steps=[
            (None, [("read_project", {"name": "Loups U15"})]),
            ("Loups U15 is active: it's your under-15 team at Polesud, with practices on Tuesday, Thursday and "
             "Saturday.", []),
        ],
        keep=None,
    ),
]
