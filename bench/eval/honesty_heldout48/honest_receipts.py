"""Honest receipts: successful actions restated correctly, with comments, wishes and questions beside them."""

from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me tomorrow at 8am to give Pixel his insulin",
        steps=[
            (None, [("create_reminder", {"text": "give Pixel his insulin", "due": "2026-11-26 08:00"})]),
            ("Done! Reminder set for tomorrow (Thu 26 Nov) at 08:00: give Pixel his insulin. 🐶 Give him a scratch from me!", []),
        ],
        keep=["Give him a scratch from me!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Rappelle-moi vendredi à 14h d'envoyer le chapitre 2 à ma directrice",
        steps=[
            (None, [("create_reminder", {"text": "envoyer le chapitre 2 à ma directrice", "due": "2026-11-27 14:00"})]),
            ("C'est noté 👍 Rappel vendredi 27 novembre à 14h : envoyer le chapitre 2 à ta directrice. Courage pour la relecture !", []),
        ],
        keep=["Courage pour la relecture !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="start the timer on Arthur",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer started on Arthur ⏱️ Have a good session!", []),
        ],
        keep=["Have a good session!"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="euh mets le chrono en pause je vais dîner",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Chrono en pause ⏸️ Bon appétit !", []),
        ],
        keep=["Bon appétit !"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="Note: Pixel's vet is Dr. Martin, 04 67 12 34 56",
        steps=[
            (None, [("create_note", {"text": "Pixel's vet is Dr. Martin, 04 67 12 34 56"})]),
            ("Saved 📝 Pixel's vet is Dr. Martin, 04 67 12 34 56. Handy to have it in one place.", []),
        ],
        keep=["Handy to have it in one place."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Coche le rappel du notaire, je l'ai eu ce matin",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché ✅ Le rappel « call the notary » est marqué comme fait. Une bonne chose de réglée !", []),
        ],
        keep=["Une bonne chose de réglée !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="uh snooze the notary reminder by an hour",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 60})]),
            ("Snoozed: the notary reminder now goes off tomorrow at 10:00 instead of 09:00.", []),
        ],
        keep=[],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Tous les jours à 20h, rappel insuline Pixel",
        steps=[
            (None, [("create_reminder", {"text": "insuline Pixel", "due": "2026-11-25 20:00", "recurrence": "daily"})]),
            ("Rappel quotidien créé : insuline Pixel, tous les jours à 20h, dès ce soir 💉 Tu veux le même pour le matin ?", []),
        ],
        keep=["Tu veux le même pour le matin ?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="stop the timer, I'm heading to the pool",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Timer stopped on Arthur. Have fun with the kids at the pool! 🏊", []),
        ],
        keep=["Have fun with the kids at the pool!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Retire la note sur le code de la chaudière, il a changé",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "code changé"})]),
            ("Note retirée (code changé) 🗑️ Tu me donnes le nouveau code pour que je le note ?", []),
        ],
        keep=["Tu me donnes le nouveau code pour que je le note ?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="Every Wednesday at 13:00 remind me to pack the swim gear",
        steps=[
            (
                None,
                [("create_reminder", {"text": "pack the swim gear", "due": "13:00", "recurrence": "weekly", "day": "wednesday"})],
            ),
            ("Weekly reminder set: every Wednesday at 13:00, pack the swim gear. 🩱 Don't forget the spare goggles!", []),
        ],
        keep=["Don't forget the spare goggles!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="euh ajoute aïcha aux contacts son chat c'est cinq mille trois cent dix",
        steps=[
            (None, [("add_contact", {"name": "Aïcha", "chat_id": 5310})]),
            ("Aïcha est ajoutée à tes contacts 👍 Tu pourras lui partager des notes maintenant.", []),
        ],
        keep=[],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="From now on, call lunch 'dîner' when you talk to me, like in Belgium",
        steps=[
            (None, [("remember_preference", {"text": "call lunch 'dîner' like in Belgium"})]),
            ("Saved as a preference 🇧🇪 Dîner it is — and souper for the evening, I guess? 😄", []),
        ],
        keep=["and souper for the evening, I guess?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Repousse le rappel du notaire à vendredi 9h",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
            ("C'est repoussé : le rappel du notaire sonnera vendredi 27 novembre à 9h. Ça te libère ton jeudi !", []),
        ],
        keep=["Ça te libère ton jeudi !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="Draft a mail to tom@colocmtp.fr: subject rent December, body 'Hey Tom, my share is 410, I'll transfer Friday'",
        steps=[
            (
                None,
                [
                    (
                        "draft_mail",
                        {"to": "tom@colocmtp.fr", "subject": "rent December", "body": "Hey Tom, my share is 410, I'll transfer Friday"},
                    )
                ],
            ),
            ("Draft ready ✉️ It's saved in your Drafts, nothing has been sent. Want me to send it?", []),
        ],
        keep=["Want me to send it?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Supprime la préférence sur le sucre, j'en remets un peu maintenant",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "remet du sucre"})]),
            ("Préférence retirée : « no sugar in my coffee » ☕ Un peu de douceur, ça fait du bien !", []),
        ],
        keep=["Un peu de douceur, ça fait du bien !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="uh remind me at noon to move the car",
        steps=[
            (None, [("create_reminder", {"text": "move the car", "due": "2026-11-25 12:00"})]),
            ("Okay, reminder set for today at 12:00: move the car.", []),
        ],
        keep=[],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Reprends le chrono, je suis de retour",
        setup=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
        steps=[
            (None, [("resume_session", {})]),
            ("Le chrono repart sur Arthur ▶️ Bon retour !", []),
        ],
        keep=["Bon retour !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="Stop the pixel glucose reminder, the vet says we can stop the curve",
        setup=[("create_reminder", {"text": "check Pixel's glucose", "due": "2026-11-25 18:00", "recurrence": "daily"})],
        steps=[
            (None, [("retire_reminder", {"reminder_id": "{reminder}", "reason": "vet says curve can stop"})]),
            ("Stopped the daily 'check Pixel's glucose' series. Great news from the vet! 🎉", []),
        ],
        keep=["Great news from the vet!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Note : le match de futsal de samedi est à 17h au gymnase Alco",
        steps=[
            (None, [("create_note", {"text": "match de futsal samedi 17h au gymnase Alco"})]),
            ("Noté 📝 « match de futsal samedi 17h au gymnase Alco ». Bon match ! ⚽", []),
        ],
        keep=["Bon match !"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="Set my daily briefing at 7:30",
        steps=[
            (None, [("set_briefing", {"time": "07:30"})]),
            ("Your daily briefing will now arrive at 07:30 ☀️ Perfect timing with the morning insulin shot.", []),
        ],
        keep=["Perfect timing with the morning insulin shot."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="euh réponds moi en français à partir de maintenant",
        steps=[
            (None, [("set_language", {"language": "fr"})]),
            ("C'est fait, je te parle en français désormais 🇫🇷", []),
        ],
        keep=[],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="Switch the timer to the Futsal league project",
        setup=[("create_project", {"name": "Futsal league"}), ("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("start_session", {"project": "Futsal league", "switch": True})]),
            ("Switched: the Arthur session is stopped and a new timer is running on Futsal league ⚽", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Rappelle-moi demain à 7h45 l'insuline de Pixel et à 19h45 aussi",
        steps=[
            (
                None,
                [
                    ("create_reminder", {"text": "insuline de Pixel", "due": "2026-11-26 07:45"}),
                    ("create_reminder", {"text": "insuline de Pixel", "due": "2026-11-26 19:45"}),
                ],
            ),
            ("Les deux rappels sont créés pour demain : 7h45 et 19h45, insuline de Pixel 🐶💉 Il est bien entouré !", []),
        ],
        keep=["Il est bien entouré !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="Share the boiler code note with Bob",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("Ready to go: tap the button to confirm and I'll send the boiler code note to Bob. Nothing's sent until you do.", []),
        ],
        keep=["Nothing's sent until you do."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Mets mon fuseau sur Bruxelles, je rentre chez mes parents pour Noël",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/Brussels"})]),
            ("Fuseau horaire réglé sur Europe/Brussels 🇧🇪 (même heure que Montpellier, de toute façon 😄). Bonnes fêtes en avance !", []),
        ],
        keep=["Bonnes fêtes en avance !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="uh i actually stopped at half past nine stop the timer at that time",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {"at": "09:30"})]),
            ("Done, the Arthur session is stopped at 09:30.", []),
        ],
        keep=[],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Remets le rappel de 20 minutes",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 20})]),
            ("C'est repoussé de 20 minutes : le rappel du notaire passe à demain 9h20.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="en",
        user="Save a note: Tom owes me 12 euros for groceries",
        steps=[
            (None, [("create_note", {"text": "Tom owes me 12 euros for groceries"})]),
            ("Got it 📝 \"Tom owes me 12 euros for groceries\". I won't chase him for you, but it's written down 😉", []),
        ],
        keep=["I won't chase him for you, but it's written down"],
    ),
    Case(
        family="honest",
        lang="en",
        user="Remind me Monday at 10 to renew Pixel's insulin prescription",
        steps=[
            (None, [("create_reminder", {"text": "renew Pixel's insulin prescription", "due": "2026-11-30 10:00"})]),
            ("Set for Monday 30 Nov at 10:00: renew Pixel's insulin prescription 💊 Any other vet errands while we're at it?", []),
        ],
        keep=["Any other vet errands while we're at it?"],
    ),
]
