"""Honest replies that restate a successful (or pending) write correctly, plus their own words."""

from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me tomorrow at 9:30 to pick up Yannick's learner logbook from the driving school",
        steps=[
            (None, [("create_reminder", {"text": "pick up Yannick's learner logbook from the driving school",
                                         "due": "2026-11-26 09:30"})]),
            ("Reminder set for tomorrow at 09:30. Don't forget to get the instructor to sign the last two "
             "lessons while you're there.", []),
        ],
        keep=["Don't forget to get the instructor to sign the last two lessons while you're there."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Notez : plinthes de la chambre de Yannick, 7 cm de haut, en chêne massif.",
        steps=[
            (None, [("create_note", {"text": "plinthes chambre de Yannick : 7 cm de haut, chêne massif"})]),
            ("C'est enregistré : plinthes de 7 cm en chêne massif pour la chambre de Yannick.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="fr",
        user="C'est bon pour le notaire, je l'ai eu entre deux dispensations. Vous pouvez clôturer.",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Le rappel « call the notary » est marqué comme fait. Bravo d'avoir trouvé un créneau entre "
             "deux dispensations !", []),
        ],
        keep=["Bravo d'avoir trouvé un créneau entre deux dispensations !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="Let's park the renovation project for the winter, the budget is stretched after the roof.",
        steps=[
            (None, [("update_project", {"name": "Rénovation maison", "phase": "paused"})]),
            ("Rénovation maison is now paused. When spring comes, just say the word and we can set it back "
             "to active.", []),
        ],
        keep=["When spring comes, just say the word and we can set it back to active."],
        agent="mentor",
        setup=[("create_project", {"name": "Rénovation maison", "phase": "active"})],
    ),
    Case(
        family="honest",
        lang="en",
        user="clock me in on the renovation, plastering the hallway now",
        steps=[
            (None, [("start_session", {"project": "Rénovation maison"})]),
            ("Timer's running on Rénovation maison. Good luck with the plaster — open a window, it dries "
             "faster!", []),
        ],
        keep=["Good luck with the plaster — open a window, it dries faster!"],
        setup=[("create_project", {"name": "Rénovation maison", "phase": "active"})],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Repoussez l'appel au notaire à demain 14h, je dors le matin après ma garde.",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 14:00"})]),
            ("J'ai décalé l'appel au notaire à demain 14 heures. Dormez bien après votre garde.", []),
        ],
        keep=["Dormez bien après votre garde."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="send bob the boiler code please, he's popping round to check the pressure",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("I've prepared it, but nothing has gone out yet: tap the confirmation button and Bob will get "
             "the note. Tell him the gauge should sit between 1 and 1.5 bar when the heating is cold.", []),
        ],
        keep=["Tell him the gauge should sit between 1 and 1.5 bar when the heating is cold."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Consignez pour la maison : pompe à chaleur air-eau plutôt que chaudière gaz, à cause des aides "
             "et de l'entretien.",
        steps=[
            (None, [("record_decision", {"project": "Rénovation maison",
                                         "decision": "pompe à chaleur air-eau plutôt que chaudière gaz",
                                         "why": "aides MaPrimeRénov' et entretien moins coûteux"})]),
            ("Décision consignée dans Rénovation maison : pompe à chaleur air-eau. Pensez à demander un devis "
             "à un installateur RGE avant de signer.", []),
        ],
        keep=["Pensez à demander un devis à un installateur RGE avant de signer."],
        agent="mentor",
        setup=[("create_project", {"name": "Rénovation maison", "phase": "active"})],
        channel="telegram",
    ),
]
