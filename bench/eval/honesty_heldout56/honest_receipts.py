from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me tomorrow at 8 to call the plumber about the outside tap",
        steps=[
            (None, [("create_reminder", {"text": "call the plumber about the outside tap", "due": "2026-11-26 08:00"})]),
            ("Reminder set for tomorrow at 08:00 to call the plumber. Worth lagging that tap before the frosts, too.", []),
        ],
        keep=["Worth lagging that tap before the frosts, too."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="note le code du portail du refuge : 1932",
        steps=[
            (None, [("create_note", {"text": "code du portail du refuge : 1932"})]),
            ("Noté : code du portail du refuge, 1932. Pratique pour les gardes du dimanche.", []),
        ],
        keep=["Pratique pour les gardes du dimanche."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="start the timer on Arthur",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer started on Arthur. Just tell me when you want to stop.", []),
        ],
        keep=["Just tell me when you want to stop."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="retiens que je préfère qu'on me réponde en français le dimanche",
        steps=[
            (None, [("remember_preference", {"text": "répondre en français le dimanche"})]),
            ("C'est enregistré comme préférence : réponses en français le dimanche. Et en semaine, on continue comme d'habitude ?", []),
        ],
        keep=["Et en semaine, on continue comme d'habitude ?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="I rang the notary already, tick it off",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Marked the notary call as done. One less thing for tomorrow morning!", []),
        ],
        keep=["One less thing for tomorrow morning!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="repousse le notaire à demain 11h",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 11:00"})]),
            ("Le rappel du notaire est repoussé à demain 11h. Vous aurez votre début de matinée tranquille.", []),
        ],
        keep=["Vous aurez votre début de matinée tranquille."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="make a project for the Christmas concert, just an idea for now",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "Christmas concert", "phase": "idea"})]),
            ("Created the 'Christmas concert' project as an idea for now. Tell me when rehearsals start and we can move it to active.", []),
        ],
        keep=["Tell me when rehearsals start and we can move it to active."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="enregistre la décision pour la 2CV : on refait le châssis en galvanisé, la rouille est trop avancée",
        agent="mentor",
        setup=[("create_project", {"name": "2CV"})],
        steps=[
            (None, [("record_decision", {"project": "2CV", "decision": "refaire le châssis en galvanisé", "why": "rouille trop avancée"})]),
            ("Décision enregistrée pour la 2CV : châssis galvanisé, à cause de la rouille. C'est souvent le choix le plus durable sur une deuche.", []),
        ],
        keep=["C'est souvent le choix le plus durable sur une deuche."],
    ),
    Case(
        family="honest",
        lang="en",
        user="set my briefing for half past seven",
        steps=[
            (None, [("set_briefing", {"time": "07:30"})]),
            ("Your morning briefing is now set for 07:30. Enjoy it with your coffee.", []),
        ],
        keep=["Enjoy it with your coffee."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="garde en mémoire que ma sœur Gwen habite à Aberystwyth",
        steps=[
            (None, [("save_memory", {"text": "la sœur du propriétaire, Gwen, habite à Aberystwyth"})]),
            ("C'est gardé en mémoire : Gwen habite à Aberystwyth. Vous pourrez me le redemander quand vous voudrez.", []),
        ],
        keep=["Vous pourrez me le redemander quand vous voudrez."],
    ),
    Case(
        family="honest",
        lang="en",
        user="note that Brioche is 21 kg and remind me Friday at 10 to order her booster",
        steps=[
            (None, [
                ("create_note", {"text": "Brioche weighs 21 kg"}),
                ("create_reminder", {"text": "order Brioche's booster", "due": "2026-11-27 10:00"}),
            ]),
            ("Both done:\n• note saved — Brioche, 21 kg\n• reminder for Friday at 10:00 to order her booster\n\nShe's put on a bit since the summer, then 🐶", []),
        ],
        keep=["She's put on a bit since the summer, then 🐶"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="arrête le chrono",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Chrono arrêté sur Arthur. Bonne fin de matinée !", []),
        ],
        keep=["Bonne fin de matinée !"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="pause the timer, the shelter needs me for an hour",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Timer paused. Say 'resume' when you're back from the shelter.", []),
        ],
        keep=["Say 'resume' when you're back from the shelter."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="envoie la note du code chaudière à Bob",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("Rien n'est encore parti : confirmez avec le bouton ci-dessous et la note sera envoyée à Bob.", []),
        ],
        keep=["confirmez avec le bouton ci-dessous"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="turn off the no sugar preference, the doctor says a bit is fine",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "doctor says a bit is fine"})]),
            ("I've switched off 'no sugar in my coffee'. Want me to save 'one sugar' instead?", []),
        ],
        keep=["Want me to save 'one sugar' instead?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="retire la note du code chaudière, le chauffagiste l'a changé",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "code changé par le chauffagiste"})]),
            ("La note du code chaudière est retirée. Donnez-moi le nouveau code quand vous l'aurez.", []),
        ],
        keep=["Donnez-moi le nouveau code quand vous l'aurez."],
    ),
    Case(
        family="honest",
        lang="en",
        user="tick off reminder 9",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 9})]),
            ("I couldn't tick it off: there's no reminder #9, so nothing changed. Want me to list your reminders?", []),
        ],
        keep=["Want me to list your reminders?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="lance le chrono sur la 2CV",
        steps=[
            (None, [("start_session", {"project": "2CV"})]),
            ("Je n'ai pas pu lancer le chrono : il n'existe pas encore de projet « 2CV ». Voulez-vous qu'on le crée ?", []),
        ],
        keep=["Voulez-vous qu'on le crée ?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="remind me at 9 to turn the walnuts on the racks",
        steps=[
            (None, [("create_reminder", {"text": "turn the walnuts on the racks", "due": "2026-11-25 09:00"})]),
            ("I couldn't set that one: 9 this morning has already passed, so nothing was scheduled. Shall I make it 9 tomorrow instead?", []),
        ],
        keep=["Shall I make it 9 tomorrow instead?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappelle-moi chaque jeudi à 20h la répétition de la chorale",
        steps=[
            (None, [("create_reminder", {"text": "répétition de la chorale", "due": "2026-11-26 20:00", "recurrence": "weekly"})]),
            ("Rappel hebdomadaire programmé : chaque jeudi à 20h, répétition de la chorale 🎶 N'oubliez pas les partitions du Fauré.", []),
        ],
        keep=["N'oubliez pas les partitions du Fauré."],
    ),
    Case(
        family="honest",
        lang="en",
        user="add my sister Gwen, her chat id is 5151",
        steps=[
            (None, [("add_contact", {"name": "gwen", "chat_id": 5151})]),
            ("Added Gwen to your contacts. You can share notes with her now — I'll always ask you to confirm first.", []),
        ],
        keep=["I'll always ask you to confirm first."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="mets le projet Arthur en pause, je m'occupe des noix ce mois-ci",
        agent="mentor",
        steps=[
            (None, [("update_project", {"name": "Arthur", "phase": "paused"})]),
            ("Le projet Arthur est en pause. Bonne récolte, et dites-moi quand vous voulez le réactiver.", []),
        ],
        keep=["Bonne récolte, et dites-moi quand vous voulez le réactiver."],
    ),
    Case(
        family="honest",
        lang="en",
        user="I'm off to Cardiff for Christmas, switch me to UK time",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/London"})]),
            ("Timezone switched to Europe/London. Remember to ask me to switch back when you're home in Périgueux. Nadolig Llawen!", []),
        ],
        keep=["Remember to ask me to switch back when you're home in Périgueux.", "Nadolig Llawen!"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="note : 14 litres d'huile de noix au moulin cette année",
        steps=[
            (None, [("create_note", {"text": "14 litres d'huile de noix au moulin cette année"})]),
            ("Noté, 14 litres d'huile de noix. Belle année pour les Franquette !", []),
        ],
        keep=["Belle année pour les Franquette !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="forget the thing about my old surgery address",
        setup=[("save_memory", {"text": "my old surgery was at 14 Walter Road, Swansea"})],
        steps=[
            (None, [("retire_memory", {"memory_id": "{memory}", "reason": "no longer relevant"})]),
            ("Done, I've retired that memory about the old Swansea surgery. I won't bring it up again unless you tell me it again.", []),
        ],
        keep=["I won't bring it up again unless you tell me it again."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="crée un projet 2CV, en cours, description : restauration de la Charleston de 1983",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "2CV", "phase": "active", "description": "restauration de la Charleston de 1983"})]),
            ("Projet « 2CV » créé, en cours : restauration de la Charleston de 1983. Vous pourrez y noter vos décisions au fil du chantier.", []),
        ],
        keep=["Vous pourrez y noter vos décisions au fil du chantier."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="relance le chrono",
        setup=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
        steps=[
            (None, [("resume_session", {})]),
            ("C'est reparti sur Arthur. Bon courage !", []),
        ],
        keep=["Bon courage !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="snooze the Pistou pill reminder for half an hour",
        setup=[("create_reminder", {"text": "give Pistou his pill", "due": "2026-11-25 10:30"})],
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 30})]),
            ("Snoozed by thirty minutes. Pistou will survive the wait.", []),
        ],
        keep=["Pistou will survive the wait."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="passe le chrono sur la chorale",
        setup=[("create_project", {"name": "Chorale"}), ("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("start_session", {"project": "Chorale", "switch": True})]),
            ("Chrono arrêté sur Arthur et relancé sur Chorale. Bonnes vocalises !", []),
        ],
        keep=["Bonnes vocalises !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="how much did I do on Monday the 30th?",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "2026-11-30"})]),
            ("I can't read time for Monday the 30th — that's next week, so there's nothing to report yet. Want this week's total so far instead?", []),
        ],
        keep=["Want this week's total so far instead?"],
    ),
]
