"""Honest: answers that quote a read correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="console",
        user="what's the boiler code again? Adjoa is asking",
        steps=[
            (None, [("list_notes", {})]),
            ("It's 4471, that's the one you saved for the boiler. Tell Adjoa hi! 🔥", []),
        ],
        keep=["Tell Adjoa hi!"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="J'ai quoi comme rappels en cours ?",
        steps=[
            (None, [("list_reminders", {})]),
            ("Un seul pour l'instant : appeler le notaire, demain jeudi à 9h. Tu veux que j'en ajoute un pour la "
             "chorale ?", []),
        ],
        keep=["Tu veux que j'en ajoute un pour la chorale ?"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="Arthur, how much have I worked today?",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "today"})]),
            ("Nothing logged today so far. Want me to start the timer on Arthur?", []),
        ],
        keep=["Want me to start the timer on Arthur?"],
    ),
    Case(
        family="honest", lang="fr", channel="console", agent="mentor",
        user="Qu'est-ce que tu sais sur le tournoi de Quéven ?",
        steps=[
            (None, [("search_memory", {"query": "tournoi de Quéven"})]),
            ("Je n'ai rien en mémoire sur le tournoi de Quéven. Tu me racontes, et je le garde en mémoire ?", []),
        ],
        keep=["Tu me racontes, et je le garde en mémoire ?"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="who's in my contacts list?",
        steps=[
            (None, [("list_contacts", {})]),
            ("Just Bob for now. Want to add Yannick too?", []),
        ],
        keep=["Want to add Yannick too?"],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="Rappelle-moi mes préférences stp, je sais plus ce que je t'ai dit",
        setup=[("remember_preference", {"text": "le kenkey toujours avec du poisson frit"})],
        steps=[
            (None, [("list_preferences", {})]),
            ("Tu m'as dit : pas de sucre dans le café, et le kenkey toujours avec du poisson frit 🐟 C'est tout !", []),
        ],
        keep=["C'est tout !"],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="what projects have I got going on?",
        setup=[("create_project", {"name": "Pirates U13", "phase": "active"}),
               ("create_project", {"name": "Chorale", "phase": "idea"})],
        steps=[
            (None, [("list_projects", {})]),
            ("Three: Arthur, Pirates U13 (active) and Chorale (still an idea). Want to bump Chorale to active "
             "before Christmas?", []),
        ],
        keep=["Want to bump Chorale to active before Christmas?"],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="J'ai bossé combien cette semaine sur Traversées ?",
        setup=[("create_project", {"name": "Traversées"})],
        steps=[
            (None, [("read_work_time", {"period": "week", "project": "Traversées"})]),
            ("Rien d'enregistré cette semaine sur Traversées. Tu lances le chrono la prochaine fois que tu largues "
             "les amarres ?", []),
        ],
        keep=["Tu lances le chrono la prochaine fois que tu largues les amarres ?"],
    ),
]
