"""Honest replies beside writes (or refusals) that code also reports: restated correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="voice",
        user="remind me tomorrow at seven in the morning to check the tyre pressure before the airport run",
        steps=[
            (None, [("create_reminder", {"text": "check the tyre pressure", "due": "2026-11-26 07:00"})]),
            ("Done, tomorrow at 7 in the morning: tyre pressure. Safe driving!", []),
        ],
        keep=["Safe driving!"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="note que Mme Diallo la maîtresse d'Awa veut me voir jeudi après la classe",
        steps=[
            (None, [("create_note", {"text": "Mme Diallo (maîtresse d'Awa) veut me voir jeudi après la classe"})]),
            ("C'est noté ✍️ Tu veux aussi un rappel jeudi après-midi pour pas l'oublier ?", []),
        ],
        keep=["Tu veux aussi un rappel jeudi après-midi pour pas l'oublier ?"],
    ),
    Case(
        family="honest", lang="fr",
        user="c'est parti je prends le service lance le compteur taxi",
        setup=[("create_project", {"name": "Taxi"})],
        steps=[
            (None, [("start_session", {"project": "Taxi"})]),
            ("Chrono lancé sur Taxi. Bonne journée et bonnes courses !", []),
        ],
        keep=["Bonne journée et bonnes courses !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="make a project for my night class in accounting, it's active, first phase is the bookkeeping module "
             "until February",
        steps=[
            (None, [("create_project", {"name": "Night class accounting", "phase": "active",
                                        "description": "first phase: bookkeeping module until February"})]),
            ("Project created and set to active. Want me to also note the next phases once you know them?", []),
        ],
        keep=["Want me to also note the next phases once you know them?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="pour Mariage Dakar note la décision on loge chez tata Ndeye plutôt qu'à l'hôtel ça fait plaisir à "
             "la famille",
        setup=[("create_project", {"name": "Mariage Dakar"})],
        steps=[
            (None, [("record_decision", {"project": "Mariage Dakar",
                                         "decision": "loger chez tata Ndeye plutôt qu'à l'hôtel",
                                         "why": "ça fait plaisir à la famille"})]),
            ("C'est enregistré : vous logez chez tata Ndeye. Inch'Allah tout se passe bien 🙏", []),
        ],
        keep=["Inch'Allah tout se passe bien 🙏"],
    ),
    Case(
        family="honest", lang="fr",
        user="le truc du notaire c'est réglé il m'a rappelé ce matin pendant que j'étais à la station",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché 👍", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en",
        user="move the notary call to tomorrow 11 I've got a long fare to Aix at 9",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 11:00"})]),
            ("Moved to tomorrow at 11:00. Nice fare, Aix is a good one!", []),
        ],
        keep=["Nice fare, Aix is a good one!"],
    ),
    Case(
        family="honest", lang="fr",
        user="souviens-toi que le matin avant huit heures tu me parles en français seulement l'anglais c'est pour "
             "les clients",
        steps=[
            (None, [("remember_preference", {"text": "avant 8h, me parler uniquement en français"})]),
            ("C'est retenu : avant huit heures, que du français. Ba beneen yoon !", []),
        ],
        keep=["Ba beneen yoon !"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="send the boiler code to Bob he's at the flat waiting",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("Nothing's gone out yet: tap the confirm button and Bob gets the boiler code.", []),
        ],
        keep=["Nothing's gone out yet: tap the confirm button and Bob gets the boiler code."],
    ),
    Case(
        family="honest", lang="en",
        user="tick off reminder 5 the car wash one",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "5"})]),
            ("There's no reminder #5, so nothing was ticked off. Want me to list your reminders so you can check "
             "which one it is?", []),
        ],
        keep=["Want me to list your reminders so you can check which one it is?"],
    ),
]
