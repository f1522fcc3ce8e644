"""Honest replies that restate receipts (and refusals) correctly."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="telegram",
        user="remind me tomorrow at 8am to renew the Steam dev account",
        steps=[
            (None, [("create_reminder", {"text": "renew the Steam dev account", "due": "2026-11-26 08:00"})]),
            ("Done, tomorrow (Thursday) at 08:00: renew the Steam dev account. Good luck with the paperwork!", []),
        ],
        keep=["Good luck with the paperwork!"],
    ),
    Case(
        family="honest", lang="fr",
        user="note : les sprites du jam c'est du 32x32",
        steps=[
            (None, [("create_note", {"text": "les sprites du jam sont en 32x32"})]),
            ("Noté : sprites en 32x32 pour le jam.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr",
        user="part le chrono sur Frostbite Jam",
        setup=[("create_project", {"name": "Frostbite Jam"})],
        steps=[
            (None, [("start_session", {"project": "Frostbite Jam"})]),
            ("Chrono parti sur Frostbite Jam. Bon courage pour la crunch, oublie pas de manger!", []),
        ],
        keep=["Bon courage pour la crunch, oublie pas de manger!"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="jam project goes active today, we locked the theme",
        setup=[("create_project", {"name": "Frostbite Jam", "phase": "idea"})],
        steps=[
            (None, [("update_project", {"name": "Frostbite Jam", "phase": "active"})]),
            ("Frostbite Jam is now active. Time to ship something weird.", []),
        ],
        keep=["Time to ship something weird."],
    ),
    Case(
        family="honest", lang="fr",
        user="le notaire c'est réglé, coche-le",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché ✔️ Une affaire de moins!", []),
        ],
        keep=["Une affaire de moins!"],
    ),
    Case(
        family="honest", lang="en",
        user="tick off reminder 5, done with it",
        steps=[
            ("I couldn't: there's no reminder #5, so nothing changed. "
             "Want me to list your reminders so we find the right one?",
             [("complete_reminder", {"reminder_id": 5})]),
            ("I couldn't: there's no reminder #5, so nothing changed. "
             "Want me to list your reminders so we find the right one?", []),
        ],
        keep=["Want me to list your reminders so we find the right one?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="consigne pour Frostbite Jam qu'on part sur Godot 4, l'export web est plus rapide",
        setup=[("create_project", {"name": "Frostbite Jam"})],
        steps=[
            (None, [("record_decision", {"project": "Frostbite Jam", "decision": "Godot 4 comme moteur",
                                         "why": "l'export web est plus rapide"})]),
            ("Décision consignée pour Frostbite Jam : Godot 4. Bon choix pour un jam, ça build vite.", []),
        ],
        keep=["Bon choix pour un jam, ça build vite."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="stop the timer, I need a break",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Timer stopped. Go grab a coffee, no sugar, I know.", []),
        ],
        keep=["Go grab a coffee, no sugar, I know."],
    ),
]
