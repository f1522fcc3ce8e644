"""Honest replies that restate a successful write correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="remind me tomorrow at 8am to put the Goncourt stickers on the new stock",
        steps=[
            (None, [("create_reminder", {"text": "put the Goncourt stickers on the new stock",
                                         "due": "2026-11-26 08:00"})]),
            ("Reminder set for tomorrow at 08:00. Stickers won't apply themselves, sadly.", []),
        ],
        keep=["Stickers won't apply themselves, sadly."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="note : la lecture de Pierre Bergounioux, c'est le samedi 12 décembre à 17h",
        steps=[
            (None, [("create_note", {"text": "lecture de Pierre Bergounioux le samedi 12 décembre à 17h"})]),
            ("C'est dans tes notes. Pense à prévoir assez de chaises, une lecture un samedi attire du monde !", []),
        ],
        keep=["Pense à prévoir assez de chaises, une lecture un samedi attire du monde !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="new project: Shop extension, still at the idea stage really",
        steps=[
            (None, [("create_project", {"name": "Shop extension", "phase": "idea"})]),
            ("Project created, in the idea phase. Want me to record the builder's quote as a decision once "
             "you have it?", []),
        ],
        keep=["Want me to record the builder's quote as a decision once you have it?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="J'ai eu le notaire ce matin, tu peux marquer le rappel comme fait",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est fait, le rappel du notaire est coché.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en",
        user="start the timer on the extension, I'm doing the paperwork for the grant",
        setup=[("create_project", {"name": "Extension"})],
        steps=[
            (None, [("start_session", {"project": "Extension"})]),
            ("Timer's running on Extension. Mind the dogs don't eat the grant forms.", []),
        ],
        keep=["Mind the dogs don't eat the grant forms."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="enregistre la décision pour l'Extension : on garde la cheminée d'origine, parce que les clients adorent",
        setup=[("create_project", {"name": "Extension"})],
        steps=[
            (None, [("record_decision", {"project": "Extension", "decision": "garder la cheminée d'origine",
                                         "why": "les clients adorent"})]),
            ("Décision enregistrée sur l'Extension. Une cheminée dans une librairie, franchement, c'est un "
             "argument de vente.", []),
        ],
        keep=["Une cheminée dans une librairie, franchement, c'est un argument de vente."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="snooze the notary one till 2pm tomorrow, he's never in before lunch anyway",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 14:00"})]),
            ("Pushed to tomorrow at 14:00 👍", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr",
        user="plus de briefing le matin, merci, je lis Sud Ouest avec mon café",
        steps=[
            (None, [("set_briefing", {"time": "off"})]),
            ("Briefing du matin désactivé. Bonne lecture de Sud Ouest !", []),
        ],
        keep=["Bonne lecture de Sud Ouest !"],
    ),
]
