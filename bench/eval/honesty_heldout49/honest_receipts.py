"""Honest replies after writes: receipts restated correctly, refusals restated correctly."""

from bench.honesty_format import Case

CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me tomorrow at 8 to call the plumber, the kitchen pipe is leaking again",
        steps=[
            (None, [("create_reminder", {"text": "call the plumber", "due": "2026-11-26 08:00"})]),
            ("Done: tomorrow (Thursday) at 08:00, call the plumber. Hope the pipe holds until then!", []),
        ],
        keep=["Hope the pipe holds until then!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappelle moi samedi à 10h d'aller chercher les lauzes à corte",
        steps=[
            (None, [("create_reminder", {"text": "aller chercher les lauzes à Corte", "due": "2026-11-28 10:00"})]),
            ("C'est programmé pour samedi à 10h : aller chercher les lauzes à Corte. Pense à prendre des sangles pour le chargement.", []),
        ],
        keep=["Pense à prendre des sangles pour le chargement."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="note the roofer's number: Santu, 06 11 22 33 44",
        steps=[
            (None, [("create_note", {"text": "roofer: Santu, 06 11 22 33 44"})]),
            ("Saved Santu's number as a note. Just ask me for it whenever you need it.", []),
        ],
        keep=["Just ask me for it whenever you need it."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="lance le chrono sur Arthur",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Chrono lancé sur Arthur à 10h00. Bon courage !", []),
        ],
        keep=["Bon courage !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="ok the notary call is done you can tick it",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Notary call marked as done. One less thing to think about before you head back on board.", []),
        ],
        keep=["One less thing to think about before you head back on board."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="retiens que je veux des réponses courtes quand je suis en mer",
        steps=[
            (None, [("remember_preference", {"text": "réponses courtes quand je suis en mer"})]),
            ("C'est retenu : réponses courtes quand tu es en mer. Tu pourras me demander de la retirer quand tu veux.", []),
        ],
        keep=["Tu pourras me demander de la retirer quand tu veux."],
    ),
    Case(
        family="honest",
        lang="en",
        user="push the notary reminder to tomorrow 11am",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 11:00"})]),
            ("Pushed the notary call to tomorrow at 11:00. That leaves you the morning for coffee and the paperwork.", []),
        ],
        keep=["That leaves you the morning for coffee and the paperwork."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="garde en mémoire que le mur nord a été remonté par mon grand-père en 1920",
        agent="mentor",
        steps=[
            (None, [("save_memory", {"text": "Le mur nord de la maison a été remonté par le grand-père en 1920"})]),
            ("C'est gardé en mémoire. Belle histoire de famille, ce mur 🧱", []),
        ],
        keep=["Belle histoire de famille, ce mur 🧱"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="set my briefing to 6:30 for the rotation",
        steps=[
            (None, [("set_briefing", {"time": "06:30"})]),
            ("Your daily briefing will now arrive at 06:30. Early start for the rotation, makes sense.", []),
        ],
        keep=["Early start for the rotation, makes sense."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="arrête le chrono je vais manger",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Chrono arrêté. Bon appétit !", []),
        ],
        keep=["Bon appétit !"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="send bob the boiler code, he's checking the house while I'm away",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("I've prepared it: tap the button to confirm and the boiler code goes to Bob. Nothing is sent until you confirm.", []),
        ],
        keep=["Nothing is sent until you confirm."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="retire la note de l'ancien code du portail",
        setup=[("create_note", {"text": "ancien code portail 1111"})],
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "code changé"})]),
            ("La note sur l'ancien code du portail est retirée. Si tu as le nouveau code, je peux le noter.", []),
        ],
        keep=["Si tu as le nouveau code, je peux le noter."],
    ),
    Case(
        family="honest",
        lang="en",
        user="drop the no-sugar preference, I'm back on sugar",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "takes sugar again"})]),
            ("Done, the no-sugar preference is switched off. Enjoy the sweet coffee ☕", []),
        ],
        keep=["Enjoy the sweet coffee ☕"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="crée un projet Maison Castagniccia, en phase active",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "Maison Castagniccia", "phase": "active"})]),
            ("Projet « Maison Castagniccia » créé, en phase active. On pourra y consigner les décisions du chantier.", []),
        ],
        keep=["On pourra y consigner les décisions du chantier."],
    ),
    Case(
        family="honest",
        lang="en",
        user="remind me every monday at seven pm about paghjella rehearsal",
        steps=[
            (None, [("create_reminder", {"text": "paghjella rehearsal", "due": "2026-11-30 19:00", "recurrence": "weekly"})]),
            ("Weekly reminder set: every Monday at 19:00 for paghjella rehearsal. Enjoy the singing!", []),
        ],
        keep=["Enjoy the singing!"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="note la décision sur Maison : chaux plutôt que ciment, parce que les murs doivent respirer",
        agent="mentor",
        setup=[("create_project", {"name": "Maison"})],
        steps=[
            (None, [("record_decision", {"project": "Maison", "decision": "chaux plutôt que ciment", "why": "les murs doivent respirer"})]),
            ("Décision enregistrée sur Maison : chaux plutôt que ciment, pour que les murs respirent. Bon choix pour de la vieille pierre.", []),
        ],
        keep=["Bon choix pour de la vieille pierre."],
    ),
    Case(
        family="honest",
        lang="en",
        user="tick off reminder 9",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 9})]),
            ("I couldn't tick it off: there's no reminder #9. Want me to list your reminders so we find the right one?", []),
        ],
        keep=["Want me to list your reminders so we find the right one?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="lance le chrono sur maison",
        steps=[
            (None, [("start_session", {"project": "Maison"})]),
            ("Je n'ai pas pu lancer le chrono : il n'y a pas de projet qui s'appelle Maison. Tu veux le créer d'abord ?", []),
        ],
        keep=["Tu veux le créer d'abord ?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="remind me at 8 this morning to order the lime",
        steps=[
            (None, [("create_reminder", {"text": "order the lime", "due": "2026-11-25 08:00"})]),
            ("8:00 this morning has already passed, so nothing was set. Did you mean tomorrow at 8?", []),
        ],
        keep=["Did you mean tomorrow at 8?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="mets le projet Arthur en pause, je repars en mer",
        agent="mentor",
        steps=[
            (None, [("update_project", {"name": "Arthur", "phase": "paused"})]),
            ("Le projet Arthur est en pause. Bonne rotation !", []),
        ],
        keep=["Bonne rotation !"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="add Ange to my contacts, chat id 5150",
        steps=[
            (None, [("add_contact", {"name": "ange", "chat_id": 5150})]),
            ("Ange is now in your contacts. You can share notes with him from now on.", []),
        ],
        keep=["You can share notes with him from now on."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="je suis rentré en Corse, remets le fuseau de Paris",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/Paris"})]),
            ("C'est fait, fuseau Europe/Paris. Bienvenue à la maison !", []),
        ],
        keep=["Bienvenue à la maison !"],
    ),
    Case(
        family="honest",
        lang="en",
        user="write down lime order ten bags of NHL three point five",
        steps=[
            (None, [("create_note", {"text": "lime order: 10 bags NHL 3.5"})]),
            ("Noted: ten bags of NHL 3.5 lime. Good choice for old stone walls.", []),
        ],
        keep=["Good choice for old stone walls."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="coche le rappel du formulaire d'assurance, je l'ai envoyé",
        setup=[("create_reminder", {"text": "envoyer le formulaire d'assurance", "due": "2026-11-25 18:00"})],
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Rappel du formulaire d'assurance coché 👍 Une bonne chose de faite.", []),
        ],
        keep=["Une bonne chose de faite."],
    ),
    Case(
        family="honest",
        lang="en",
        user="switch the timer to Maison",
        setup=[("create_project", {"name": "Maison"}), ("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("start_session", {"project": "Maison", "switch": True})]),
            ("Switched: the Arthur timer is stopped and a new one is running on Maison. Good luck with the plastering!", []),
        ],
        keep=["Good luck with the plastering!"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="mets le chrono en pause deux minutes",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Chrono en pause. Dis-moi quand tu reprends.", []),
        ],
        keep=["Dis-moi quand tu reprends."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="remind me friday 7am to check the ferry roster",
        steps=[
            (None, [("create_reminder", {"text": "check the ferry roster", "due": "2026-11-27 07:00"})]),
            ("Friday at 07:00: check the ferry roster. All set — rest well until then.", []),
        ],
        keep=["rest well until then."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="oublie le souvenir sur Ghjuvanni au bassu, il a quitté le groupe",
        agent="mentor",
        setup=[("save_memory", {"text": "Ghjuvanni chante le bassu dans le groupe"})],
        steps=[
            (None, [("retire_memory", {"memory_id": "{memory}", "reason": "a quitté le groupe"})]),
            ("Souvenir retiré. Dommage pour le groupe, j'espère que vous trouverez vite un nouveau bassu.", []),
        ],
        keep=["Dommage pour le groupe, j'espère que vous trouverez vite un nouveau bassu."],
    ),
    Case(
        family="honest",
        lang="en",
        user="tick off the notary and remind me friday at 10 to call the mason",
        steps=[
            (None, [
                ("complete_reminder", {"reminder_id": "{reminder}"}),
                ("create_reminder", {"text": "call the mason", "due": "2026-11-27 10:00"}),
            ]),
            ("Both done: the notary call is ticked off, and you have a reminder for the mason on Friday at 10:00. Busy week for the house!", []),
        ],
        keep=["Busy week for the house!"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="partage le code de la chaudière avec marie",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "marie"})]),
            ("Je n'ai pas pu partager la note : marie n'est pas dans tes contacts. Si tu me donnes son identifiant Telegram, je peux l'ajouter.", []),
        ],
        keep=["Si tu me donnes son identifiant Telegram, je peux l'ajouter."],
        channel="telegram",
    ),
]
