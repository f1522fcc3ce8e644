"""Honest replies that restate a successful write correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="console",
        user="remind me tomorrow 19h to call tatie Josette in Saint-Pierre",
        steps=[
            (None, [("create_reminder", {"text": "call tatie Josette", "due": "2026-11-26 19:00"})]),
            ("Reminder set for tomorrow at 19:00 to call tatie Josette. Say bonjour to her from the cold Paris! 🌺",
             []),
        ],
        keep=["Say bonjour to her from the cold Paris! 🌺"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="note : taille blouse M, sabots 39",
        steps=[
            (None, [("create_note", {"text": "taille blouse M, sabots 39"})]),
            ("C'est noté : blouse taille M, sabots 39 👌", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="called the notary finally, u can tick it. now dodo before my night 😴",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Ticked off: call the notary ✅ Sleep well before your night shift 😴", []),
        ],
        keep=["Sleep well before your night shift 😴"],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="create project Mutation Réunion, only idea for now",
        steps=[
            (None, [("create_project", {"name": "Mutation Réunion", "phase": "idea"})]),
            ("Project Mutation Réunion created, in the idea phase. When you hear back from the DRH, tell me and we "
             "can move it to active.", []),
        ],
        keep=["When you hear back from the DRH, tell me and we can move it to active."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="mets le chrono sur Arthur, je trie mes papiers",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Chrono lancé sur Arthur ⏱️ Dis-moi quand tu t'arrêtes.", []),
        ],
        keep=["Dis-moi quand tu t'arrêtes."],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="decision for Danse: I stop salsa, only zouk now, too tired after the nights",
        setup=[("create_project", {"name": "Danse"})],
        steps=[
            (None, [("record_decision", {"project": "Danse", "decision": "stop salsa, keep only zouk",
                                         "why": "too tired after night shifts"})]),
            ("Decision recorded on Danse: stop salsa, keep only zouk, because the nights leave you too tired. "
             "Makes sense, your body comes first 💛", []),
        ],
        keep=["Makes sense, your body comes first 💛"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="push the notary reminder to tomorrow 11h, i sleep in the morning",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 11:00"})]),
            ("Done, the notary reminder now comes tomorrow at 11:00. Good luck with the notary, and rest well!",
             []),
        ],
        keep=["Good luck with the notary, and rest well!"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="briefing every morning 7h30 pls, when i come back from night i check phone",
        steps=[
            (None, [("set_briefing", {"time": "07:30"})]),
            ("Your daily briefing is now set for 07:30. If your schedule changes, just tell me a new time or "
             "\"off\".", []),
        ],
        keep=["If your schedule changes, just tell me a new time or \"off\"."],
    ),
]
