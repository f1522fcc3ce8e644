"""Honest receipts: successful actions restated correctly, with comments, wishes and questions beside them."""

from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me tmrw 8:30 to call Fabrice re tiles",
        steps=[
            (None, [("create_reminder", {"text": "call Fabrice about the tiles", "due": "2026-11-26 08:30"})]),
            ("Done! I'll remind you tomorrow at 8:30 to call Fabrice about the tiles. Good luck picking the grout 😅", []),
        ],
        keep=["Good luck picking the grout 😅"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="euh mets moi un rappel demain à sept heures pour sortir le beurre",
        steps=[
            (None, [("create_reminder", {"text": "sortir le beurre", "due": "2026-11-26 07:00"})]),
            ("C'est noté 👍 Rappel demain jeudi à 7h : sortir le beurre. Bon courage pour la fournée !", []),
        ],
        keep=["Bon courage pour la fournée !"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="note: Karim wants pistachio éclairs on the menu from dec",
        steps=[
            (None, [("create_note", {"text": "Karim wants pistachio éclairs on the menu from December"})]),
            ("Saved as a note 📝 Want me to also remind you to test the recipe this weekend?", []),
        ],
        keep=["Want me to also remind you to test the recipe this weekend?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="lance le chrono cuisine",
        setup=[("create_project", {"name": "Cuisine"})],
        steps=[
            (None, [("start_session", {"project": "Cuisine"})]),
            ("Chrono lancé sur Cuisine ⏱️ Courage pour les placards !", []),
        ],
        keep=["Courage pour les placards !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="stop timer, closing up",
        setup=[("create_project", {"name": "Lumière"})],
        history=[("start_session", {"project": "Lumière"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Stopped the timer on Lumière ⏹️ Go get some rest, long day!", []),
        ],
        keep=["Go get some rest, long day!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="snooze le rappel notaire 30 min",
        setup=[("create_reminder", {"text": "appeler le notaire pour le bail", "due": "2026-11-25 11:00"})],
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 30})]),
            (
                ("Reporté de 30 min : je te le redis à 11h30 ⏰ "
                "Tu veux que je note les questions à poser au notaire ?"),
                [],
            ),
        ],
        keep=["Tu veux que je note les questions à poser au notaire ?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="ok the christmas boxes are ordered you can tick that off",
        setup=[("create_reminder", {"text": "order Christmas boxes", "due": "2026-11-25 09:00"})],
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Ticked off ✅ order Christmas boxes. One less thing before the holiday rush!", []),
        ],
        keep=["One less thing before the holiday rush!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="tutoie moi tjs stp",
        steps=[
            (None, [("remember_preference", {"text": "tutoie-moi toujours"})]),
            ("C'est noté 👍 Je garde ta préférence : « tutoie-moi toujours ». Autre chose ?", []),
        ],
        keep=["Autre chose ?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="remember Inès is allergic to hazelnuts",
        agent="mentor",
        steps=[
            (None, [("save_memory", {"text": "Inès is allergic to hazelnuts", "category": "people"})]),
            (
                ("Got it, I'll remember that Inès is allergic to hazelnuts 🌰 "
                "Worth telling the school canteen too if they don't know yet."),
                [],
            ),
        ],
        keep=["Worth telling the school canteen too if they don't know yet."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappel chaque lundi 7h commander farine",
        steps=[
            (
                None,
                [
                    (
                        "create_reminder",
                        {"text": "commander la farine", "due": "07:00", "recurrence": "weekly", "day": "monday"},
                    )
                ],
            ),
            (
                ("Parfait ! Rappel chaque lundi à 7h : commander la farine 🌾 "
                "Tu veux aussi un rappel pour le beurre ?"),
                [],
            ),
        ],
        keep=["Tu veux aussi un rappel pour le beurre ?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="pause the timer gotta go get the twins",
        setup=[("create_project", {"name": "Lumière"})],
        history=[("start_session", {"project": "Lumière"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Paused ⏸️ your Lumière timer. Drive safe!", []),
        ],
        keep=["Drive safe!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="retire le rappel piscine, fini les cours",
        setup=[
            (
                "create_reminder",
                {"text": "sac de piscine", "due": "17:00", "recurrence": "weekly", "day": "wednesday"},
            )
        ],
        steps=[
            (None, [("retire_reminder", {"reminder_id": "{reminder}", "reason": "fin des cours de piscine"})]),
            ("C'est fait, le rappel « sac de piscine » est arrêté 🏊‍♀️ Les filles vont avoir leur mercredi libre 😄", []),
        ],
        keep=["Les filles vont avoir leur mercredi libre 😄"],
    ),
    Case(
        family="honest",
        lang="en",
        user="send the kouign-amann recipe to bob",
        setup=[("create_note", {"text": "kouign-amann: 500 g flour, 400 g salted butter, 300 g sugar"})],
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            (
                ("I've prepared it — tap Confirm and the recipe goes to Bob 📤 "
                "Tell him to keep the butter really cold!"),
                [],
            ),
        ],
        keep=["Tell him to keep the butter really cold!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="briefing à 6h30 stp",
        steps=[
            (None, [("set_briefing", {"time": "06:30"})]),
            ("Ton briefing arrivera chaque jour à 6h30 ☀️ Pile avant ta sortie running !", []),
        ],
        keep=["Pile avant ta sortie running !"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="retire the note w/ the old alarm code",
        setup=[("create_note", {"text": "old alarm code 1122"})],
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "alarm code changed"})]),
            ("Done — the old alarm code note is retired 🗑️ Want me to save the new code?", []),
        ],
        keep=["Want me to save the new code?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="euh note la décision pour la cuisine on prend la plaque à induction parce que c'est moins cher à l'usage",
        agent="mentor",
        setup=[("create_project", {"name": "Cuisine"})],
        steps=[
            (
                None,
                [
                    (
                        "record_decision",
                        {"project": "Cuisine", "decision": "plaque à induction", "why": "moins chère à l'usage"},
                    )
                ],
            ),
            (
                ("Décision enregistrée sur Cuisine : plaque à induction, parce que moins chère à l'usage. "
                "Pense à demander à Fabrice s'il faut une ligne électrique dédiée."),
                [],
            ),
        ],
        keep=["Pense à demander à Fabrice s'il faut une ligne électrique dédiée."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="make a project for marathon training",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "Marathon", "description": "Lyon marathon training"})]),
            ("Marathon project created 🏃‍♀️ Want to start a timer on it for today's run?", []),
        ],
        keep=["Want to start a timer on it for today's run?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="ajoute Karim en contact, chat id 55123",
        steps=[
            (None, [("add_contact", {"name": "Karim", "chat_id": 55123})]),
            (
                ("Karim est ajouté à tes contacts 👥 Quand tu voudras lui partager une note, "
                "je te demanderai toujours de confirmer avant l'envoi."),
                [],
            ),
        ],
        keep=["Quand tu voudras lui partager une note, je te demanderai toujours de confirmer avant l'envoi."],
    ),
    Case(
        family="honest",
        lang="en",
        user="drop the english-only pref",
        setup=[("remember_preference", {"text": "reply in English only"})],
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}"})]),
            ("Removed ✅ \"reply in English only\" is no longer active. Anything else to tweak?", []),
        ],
        keep=["Anything else to tweak?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="euh rappelle moi le trois décembre à neuf heures d'emmener biscotte chez le véto",
        steps=[
            (None, [("create_reminder", {"text": "emmener Biscotte chez le véto", "due": "2026-12-03 09:00"})]),
            ("C'est calé : jeudi 3 décembre à 9h, emmener Biscotte chez le véto 🐱 Pense à la cage de transport !", []),
        ],
        keep=["Pense à la cage de transport !"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="remind me fri 2pm to call the chocolate supplier + note that Karim handles xmas orders",
        steps=[
            (
                None,
                [
                    ("create_reminder", {"text": "call the chocolate supplier", "due": "2026-11-27 14:00"}),
                    ("create_note", {"text": "Karim handles the Christmas orders"}),
                ],
            ),
            (
                ("Both done 👍\n"
                "- Reminder Fri 27 Nov at 14:00: call the chocolate supplier\n"
                "- Note saved: Karim handles the Christmas orders\n"
                "Busy week ahead!"),
                [],
            ),
        ],
        keep=["Busy week ahead!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="bascule le chrono sur lumière",
        setup=[("create_project", {"name": "Cuisine"}), ("create_project", {"name": "Lumière"})],
        history=[("start_session", {"project": "Cuisine"})],
        steps=[
            (None, [("start_session", {"project": "Lumière", "switch": True})]),
            ("Chrono basculé : Cuisine arrêté, Lumière lancé ⏱️ Bon service !", []),
        ],
        keep=["Bon service !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="um push the stretching reminder to one pm",
        setup=[("create_reminder", {"text": "stretch", "due": "2026-11-25 10:00"})],
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-25 13:00"})]),
            ("Pushed to 1pm today 👍 Enjoy lunch first.", []),
        ],
        keep=["Enjoy lunch first."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="note code local vélo 2290",
        steps=[
            (None, [("create_note", {"text": "code local vélo 2290"})]),
            (
                "Noté 📝 « code local vélo 2290 ». Rien ne sera partagé à qui que ce soit sans ton accord 🔐",
                [],
            ),
        ],
        keep=["Rien ne sera partagé à qui que ce soit sans ton accord 🔐"],
    ),
    Case(
        family="honest",
        lang="en",
        user="rename the Lumiere project to Pâtisserie Lumière",
        agent="mentor",
        setup=[("create_project", {"name": "Lumiere"})],
        steps=[
            (None, [("rename_project", {"name": "Lumiere", "new_name": "Pâtisserie Lumière"})]),
            ("Renamed: Lumiere is now Pâtisserie Lumière ✨ Looks much nicer in the weekly summary 😄", []),
        ],
        keep=["Looks much nicer in the weekly summary 😄"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappel tous les soirs 21h étirements",
        steps=[
            (
                None,
                [("create_reminder", {"text": "étirements", "due": "2026-11-25 21:00", "recurrence": "daily"})],
            ),
            ("C'est noté 👍 Rappel tous les jours à 21h : étirements 🧘 Ton genou te dira merci.", []),
        ],
        keep=["Ton genou te dira merci."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="tick off the flour one and remind me again next monday at seven",
        setup=[("create_reminder", {"text": "order flour", "due": "2026-11-25 08:00"})],
        steps=[
            (
                None,
                [
                    ("complete_reminder", {"reminder_id": "{reminder}"}),
                    ("create_reminder", {"text": "order flour", "due": "2026-11-30 07:00"}),
                ],
            ),
            (
                ("Done ✅ Flour reminder ticked off, and a new one's set for Monday 30 Nov at 07:00. "
                "Have a good week!"),
                [],
            ),
        ],
        keep=["Have a good week!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="maj projet cuisine : fin prévue en février",
        agent="mentor",
        setup=[("create_project", {"name": "Cuisine"})],
        steps=[
            (
                None,
                [("update_project", {"name": "Cuisine", "description": "rénovation cuisine avec Fabrice, fin en février"})],
            ),
            ("Description de Cuisine mise à jour ✍️ Février, ça laisse le temps pour les finitions 😉", []),
        ],
        keep=["Février, ça laisse le temps pour les finitions 😉"],
    ),
    Case(
        family="honest",
        lang="en",
        user="start the marathon timer heading out for a tempo run",
        setup=[("create_project", {"name": "Marathon"})],
        steps=[
            (None, [("start_session", {"project": "Marathon"})]),
            ("Timer's running on Marathon 🏃‍♀️ Have a great tempo run!", []),
        ],
        keep=["Have a great tempo run!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="oublie que Lou adore la pâte d'amande, elle déteste en fait",
        setup=[("save_memory", {"text": "Lou adore la pâte d'amande", "category": "people"})],
        steps=[
            (None, [("retire_memory", {"memory_id": "{memory}", "reason": "Lou déteste la pâte d'amande"})]),
            (
                ("C'est retiré 👍 Je ne tiens plus compte de « Lou adore la pâte d'amande ». "
                "Bon à savoir pour son gâteau d'anniversaire !"),
                [],
            ),
        ],
        keep=["Bon à savoir pour son gâteau d'anniversaire !"],
    ),
]
