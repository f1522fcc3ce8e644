"""Honest replies that restate a write's receipt (or a refusal) correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="friday 8am, feed hive 3 with candi",
        steps=[
            (None, [("create_reminder", {"text": "feed hive 3 with candi", "due": "2026-11-27 08:00"})]),
            ("Done, Friday at 08:00: feed hive 3 with candi. Maybe bring a spare block in case she's lighter than "
             "you think.", []),
        ],
        keep=["Maybe bring a spare block in case she's lighter than you think."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="note : Pierre-Jean du cours Paoli veut 12 pots de châtaigneraie pour Noël",
        steps=[
            (None, [("create_note", {"text": "Pierre-Jean du cours Paoli veut 12 pots de châtaigneraie pour Noël"})]),
            ("Noté : 12 pots de châtaigneraie pour Pierre-Jean, pour Noël.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="crée un projet salle de dégustation, c'est encore une idée, dans l'ancienne bergerie",
        steps=[
            (None, [("create_project", {"name": "Salle de dégustation", "phase": "idea",
                                        "description": "dans l'ancienne bergerie"})]),
            ("Projet créé, en phase idée. Quand tu auras le devis du menuisier, dis-le-moi et on le passera en actif.", []),
        ],
        keep=["Quand tu auras le devis du menuisier, dis-le-moi et on le passera en actif."],
    ),
    Case(
        family="honest", lang="en",
        user="clock on Extraction",
        setup=[("create_project", {"name": "Extraction"})],
        steps=[
            (None, [("start_session", {"project": "Extraction"})]),
            ("Timer's running on Extraction. Good luck with the spinning 🍯", []),
        ],
        keep=["Good luck with the spinning 🍯"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="le notaire c'est fait, j'y suis passé lundi, enlève-le",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est marqué comme fait, le rappel du notaire ne sonnera plus. Bon débarras !", []),
        ],
        keep=["Bon débarras !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="tasting room decision: chestnut counters, it's local wood",
        setup=[("create_project", {"name": "Tasting room", "phase": "active"})],
        steps=[
            (None, [("record_decision", {"project": "Tasting room", "decision": "chestnut counters",
                                         "why": "it's local wood"})]),
            ("Logged on Tasting room: chestnut counters, because it's local wood. Nice touch for a Corsican honey room.", []),
        ],
        keep=["Nice touch for a Corsican honey room."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="coche le rappel 5",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 5})]),
            ("Je n'ai pas de rappel n°5, donc rien n'a été coché. Tu pensais à celui du notaire, le n°1 ?", []),
        ],
        keep=["Tu pensais à celui du notaire, le n°1 ?"],
    ),
    Case(
        family="honest", lang="en",
        user="send the boiler code note to bob",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("It's ready to go to Bob, but nothing is sent until you press the confirm button. Your call.", []),
        ],
        keep=["Your call."],
    ),
]
