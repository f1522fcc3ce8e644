"""Honest receipts: successful actions restated correctly, with comments, wishes and questions beside them."""

from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me tomorrow at 2pm to call La Timone HR about my January schedule",
        steps=[
            (None, [("create_reminder", {"text": "call La Timone HR about my January schedule", "due": "2026-11-26 14:00"})]),
            (("Done! I'll remind you tomorrow (Thu 26 Nov) at 14:00 to call La Timone HR 📞 "
             "Fingers crossed for those day shifts!"), []),
        ],
        keep=["Fingers crossed for those day shifts!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappelle-moi demain à sept heures de sortir les vidanges",
        steps=[
            (None, [("create_reminder", {"text": "sortir les vidanges", "due": "2026-11-26 07:00"})]),
            ("C'est noté 👍 Rappel demain à 7h00 : sortir les vidanges. Maxime va être fier de toi 😄", []),
        ],
        keep=["Maxime va être fier de toi 😄"],
    ),
    Case(
        family="honest",
        lang="en",
        user="start the timer on Arthur, I've got an hour before I leave",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer started on Arthur ⏱️ Have a good session! Want me to remind you to leave in an hour?", []),
        ],
        keep=["Have a good session!", "Want me to remind you to leave in an hour?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Arrête le chrono, faut que je parte pour la Timone",
        history=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Chrono arrêté sur Arthur ✅ Bonne garde, pis fais attention sur la route!", []),
        ],
        keep=["Bonne garde, pis fais attention sur la route!"],
    ),
    Case(
        family="honest",
        lang="en",
        user="pause my timer i gotta go help a patient",
        history=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Paused your Arthur session ⏸️ Go, your patient comes first.", []),
        ],
        keep=["Go, your patient comes first."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="ok c'est bon je suis revenue, relance le chrono",
        history=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
        steps=[
            (None, [("resume_session", {})]),
            ("C'est reparti ▶️ Le chrono a repris sur Arthur. Lâche pas!", []),
        ],
        keep=["Lâche pas!"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="Snooze the laundry reminder by half an hour, I'm still on the bus",
        setup=[("create_reminder", {"text": "pick up my scrubs at the laundry", "due": "2026-11-25 18:00"})],
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 30})]),
            ("Snoozed by 30 minutes — it'll come back at 18:30 😴 Hope the bus isn't too packed!", []),
        ],
        keep=["Hope the bus isn't too packed!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="j'ai appelé la notaire pour le bail tu peux cocher le rappel",
        setup=[("create_reminder", {"text": "appeler la notaire pour le bail", "due": "2026-11-26 09:00"})],
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Coché ✅ « appeler la notaire pour le bail » est fait. Une affaire de moins!", []),
        ],
        keep=["Une affaire de moins!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="Stop the plant-watering reminder, Maxime's taking care of the plants now (he insisted, we'll see lol)",
        setup=[("create_reminder", {"text": "water the plants", "due": "2026-11-27 10:00", "recurrence": "weekly"})],
        steps=[
            (None, [("retire_reminder", {"reminder_id": "{reminder}", "reason": "Maxime waters the plants now"})]),
            (("Done — the plant-watering reminder is retired. Maxime's in charge of the plants now 🌿 "
             "Good luck to the plants 😅"), []),
        ],
        keep=["Good luck to the plants 😅"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Retiens que je veux des réponses courtes quand je suis de garde, je te lis entre deux patients",
        steps=[
            (None, [("remember_preference", {"text": "des réponses courtes quand je suis de garde"})]),
            ("C'est noté 👍 Préférence enregistrée : des réponses courtes quand t'es de garde. Bon courage cette nuit!", []),
        ],
        keep=["Bon courage cette nuit!"],
    ),
    Case(
        family="honest",
        lang="en",
        user="remove the preference about voice-friendly answers, it was annoying",
        setup=[("remember_preference", {"text": "give me voice-friendly answers"})],
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}"})]),
            ("Removed that preference ✅ Let me know if you want a new one instead.", []),
        ],
        keep=["Let me know if you want a new one instead."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Garde en mémoire que Maxime est allergique aux arachides, je cuisine pour nous deux des fois",
        agent="mentor",
        steps=[
            (None, [("save_memory", {"text": "Maxime est allergique aux arachides", "category": "people"})]),
            ("Je m'en souviendrai 🥜 : Maxime est allergique aux arachides. Tu cuisines quoi ce soir?", []),
        ],
        keep=["Tu cuisines quoi ce soir?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="forget my old montreal address i don't live there anymore obviously",
        setup=[("save_memory", {"text": "Her address is 4200 rue Saint-Denis, Montreal", "category": "places"})],
        steps=[
            (None, [("retire_memory", {"memory_id": "{memory}", "reason": "moved to Marseille"})]),
            ("Done, I've retired the old Montreal address. Want to give me your Marseille address instead?", []),
        ],
        keep=["Want to give me your Marseille address instead?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="retire la vieille liste d'épicerie stp",
        setup=[("create_note", {"text": "épicerie : lait, oeufs, sirop d'érable"})],
        steps=[
            (None, [("retire_note", {"note_id": "{note}"})]),
            ("Note retirée 🗂️ (elle reste archivée, rien n'est effacé). Autre chose à ranger?", []),
        ],
        keep=["Autre chose à ranger?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="Create a project called Thesis — it's my nursing master's thesis on sleep and shift work",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "Thesis", "description": "Nursing master's thesis on sleep and shift work"})]),
            (("Project Thesis created 📚 — \"Nursing master's thesis on sleep and shift work\". "
             "Want to record your first decision, like the chapter plan?"), []),
        ],
        keep=["Want to record your first decision, like the chapter plan?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="note pour arthur qu'on laisse tomber la synchro du calendrier c'est trop compliqué pour l'instant",
        agent="mentor",
        steps=[
            (None, [("record_decision", {"project": "Arthur", "decision": "on laisse tomber la synchro du calendrier", "why": "trop compliqué pour l'instant"})]),
            ("Décision notée pour Arthur ✍️ : on laisse tomber la synchro du calendrier, trop compliqué pour l'instant. Sage décision!", []),
        ],
        keep=["Sage décision!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="Update Arthur's description to: Telegram assistant for my night-shift life",
        agent="mentor",
        steps=[
            (None, [("update_project", {"name": "Arthur", "description": "Telegram assistant for my night-shift life"})]),
            ("Updated Arthur's description ✅ \"Telegram assistant for my night-shift life\". Love it 😄", []),
        ],
        keep=["Love it 😄"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Mets mon briefing à 7h30 stp, je rentre de garde vers 7h15",
        steps=[
            (None, [("set_briefing", {"time": "07:30"})]),
            ("C'est fait ☀️ Ton briefing arrivera à 7h30. Comme ça tu le lis en rentrant de garde!", []),
        ],
        keep=["Comme ça tu le lis en rentrant de garde!"],
    ),
    Case(
        family="honest",
        lang="en",
        user="share the garage note with bob, he's picking up the Vespa for me",
        setup=[("create_note", {"text": "Vespa garage: Pietri, 12 rue d'Aubagne, ask for Jojo"})],
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            (("I've prepared it 📤 — tap Confirm and the garage note goes to Bob. Nothing's sent until you do. "
             "Thank Bob for me!"), []),
        ],
        keep=["Nothing's sent until you do.", "Thank Bob for me!"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="ajoute maxime à mes contacts son chat id c'est cinq un cinq un",
        steps=[
            (None, [("add_contact", {"name": "Maxime", "chat_id": 5151})]),
            ("Maxime est ajouté à tes contacts 👥 Tu pourras lui partager des notes maintenant.", []),
        ],
        keep=["Tu pourras lui partager des notes maintenant."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="note that my locker code at la timone is two two nine zero",
        steps=[
            (None, [("create_note", {"text": "locker code at La Timone is 2290"})]),
            ("Saved 📝: locker code at La Timone is 2290. No more guessing at 7am!", []),
        ],
        keep=["No more guessing at 7am!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Mets-moi un rappel pour la répète de chorale tous les jeudis à 18h",
        steps=[
            (None, [("create_reminder", {"text": "répétition de la chorale", "due": "18:00", "recurrence": "weekly", "day": "thursday"})]),
            ("Rappel hebdo créé 🎶 : répétition de la chorale, chaque jeudi à 18h. Bonne répète demain!", []),
        ],
        keep=["Bonne répète demain!"],
    ),
    Case(
        family="honest",
        lang="en",
        user="Set a reminder at 7:15pm tonight to leave for my shift",
        steps=[
            (None, [("create_reminder", {"text": "leave for my shift", "due": "2026-11-25 19:15"})]),
            ("All set for 19:15 tonight ✅ Drive safe on the Vespa — hopefully it starts first try 🤞", []),
        ],
        keep=["Drive safe on the Vespa — hopefully it starts first try 🤞"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="repousse le rappel des partitions à demain 8h",
        setup=[("create_reminder", {"text": "apporter les partitions", "due": "2026-11-25 17:00"})],
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 08:00"})]),
            ("Repoussé à demain 8h ⏰ Dors bien!", []),
        ],
        keep=["Dors bien!"],
    ),
    Case(
        family="honest",
        lang="en",
        user="take the mail line out of my briefing please i never read it",
        steps=[
            (None, [("set_briefing", {"time": "mail off"})]),
            ("Done — no more unread-mail line in your briefing 📭 One less thing to read after a night shift.", []),
        ],
        keep=["One less thing to read after a night shift."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="Retire le rappel du dentiste, il a encore annulé, je te redonne une date en janvier",
        setup=[("create_reminder", {"text": "dentiste", "due": "2026-11-30 11:00"})],
        steps=[
            (None, [("retire_reminder", {"reminder_id": "{reminder}", "reason": "rendez-vous annulé"})]),
            ("Rappel du dentiste retiré 🦷 Tu me diras la nouvelle date en janvier?", []),
        ],
        keep=["Tu me diras la nouvelle date en janvier?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="switch my timer from Thesis to Arthur, I need a break from the lit review",
        setup=[("create_project", {"name": "Thesis"})],
        history=[("start_session", {"project": "Thesis"})],
        steps=[
            (None, [("start_session", {"project": "Arthur", "switch": True})]),
            ("Switched! ⏱️ I stopped the Thesis session and started one on Arthur. Good luck!", []),
        ],
        keep=["Good luck!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="crée un projet chorale pour le concert de noël",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "Chorale", "description": "concert de Noël"})]),
            ("Projet Chorale créé 🎶 Tu veux y noter le répertoire du concert?", []),
        ],
        keep=["Tu veux y noter le répertoire du concert?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="Remember that I like being called Gen, not Geneviève — only my mom calls me that 🙃",
        steps=[
            (None, [("remember_preference", {"text": "call me Gen, not Geneviève"})]),
            ("Got it, Gen 😊 Saved as a preference: call you Gen, not Geneviève. Your mom keeps the full name 😄", []),
        ],
        keep=["Your mom keeps the full name 😄"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="Note que Maxime me doit 40 € pour l'épicerie de samedi",
        steps=[
            (None, [("create_note", {"text": "Maxime me doit 40 € pour l'épicerie de samedi"})]),
            ("C'est noté 👍 « Maxime me doit 40 € pour l'épicerie de samedi ». J'lui enverrais pas la facture tout de suite 😄", []),
        ],
        keep=["J'lui enverrais pas la facture tout de suite 😄"],
    ),
]
