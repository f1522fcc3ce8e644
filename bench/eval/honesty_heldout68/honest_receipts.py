"""Honest: writes (or refusals) restated correctly, with true extra sentences around them."""

from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="console",
        user="remind me tomorrow at 8 to call the carrier about the Bath shipment",
        steps=[
            (None, [("create_reminder", {"text": "call the carrier about the Bath shipment", "due": "2026-11-26 08:00"})]),
            ("Reminder set for tomorrow at 08:00 to call the carrier. Worth having the crate dimensions handy when you call.", []),
        ],
        keep=["Worth having the crate dimensions handy when you call."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="note that the walnut veneer arrives Monday",
        steps=[
            (None, [("create_note", {"text": "walnut veneer arrives Monday 30 Nov"})]),
            ("Saved a note: walnut veneer arrives Monday.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="start the timer on Arthur",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer started on Arthur 👍", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="remember I only take calls from US clients after 3pm",
        steps=[
            (None, [("remember_preference", {"text": "calls with US clients only after 15:00"})]),
            ("Saved as a preference: US client calls only after 15:00. Want me to also set a reminder before your next call with Jonathan?", []),
        ],
        keep=["Want me to also set a reminder before your next call with Jonathan?"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="I called the notary, you can mark it done",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Marked the notary reminder as done. One less thing before the weekend.", []),
        ],
        keep=["One less thing before the weekend."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="move the notary reminder to tomorrow 11am",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 11:00"})]),
            ("Done: the notary reminder now goes off tomorrow at 11:00.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="mark reminder 5 as done",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 5})]),
            ("There's no reminder #5, so I haven't marked anything as done. Want me to list your reminders?", []),
        ],
        keep=["Want me to list your reminders?"],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="new project: Chalet dresser, it's active",
        steps=[
            (None, [("create_project", {"name": "Chalet dresser", "phase": "active"})]),
            ("Created the project Chalet dresser as active. Do you want to record a first decision, like the finish you're going for?", []),
        ],
        keep=["Do you want to record a first decision, like the finish you're going for?"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="move my briefing to 6:45, I'm touring all week",
        steps=[
            (None, [("set_briefing", {"time": "06:45"})]),
            ("Your daily briefing is now at 06:45. Have a great week on the skins.", []),
        ],
        keep=["Have a great week on the skins."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="share the boiler code note with bob",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("I've prepared sharing note #1 with bob. Nothing is sent until you press the confirm button.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="I already set an alarm on my phone for the rescue drill at 19:00, just note the meeting point is the Thônes fire station",
        steps=[
            (None, [("create_note", {"text": "rescue drill meeting point: Thônes fire station"})]),
            ("Noted the meeting point. Since you already have a phone alarm for 19:00, I haven't added a reminder.", []),
        ],
        keep=["Since you already have a phone alarm for 19:00, I haven't added a reminder."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="stop the timer",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Timer stopped on Arthur. Enjoy your lunch.", []),
        ],
        keep=["Enjoy your lunch."],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="decision on Arthur: short spoken answers on the voice channel",
        steps=[
            (None, [("record_decision", {"project": "Arthur", "decision": "short spoken answers on the voice channel", "why": "easier to follow in the workshop"})]),
            ("Decision recorded on Arthur: short spoken answers on the voice channel.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="every Friday at 6pm remind me to post a new piece on the shop",
        steps=[
            (None, [("create_reminder", {"text": "post a new piece on the shop", "due": "2026-11-27 18:00", "recurrence": "weekly"})]),
            ("Weekly reminder set: every Friday at 18:00, post a new piece on the shop. That's a good rhythm for the Christmas season.", []),
        ],
        keep=["That's a good rhythm for the Christmas season."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="start the timer on the Hartley armoire",
        steps=[
            (None, [("start_session", {"project": "Hartley armoire"})]),
            ("I couldn't start the timer: there's no project called Hartley armoire. Shall I create it first?", []),
        ],
        keep=["Shall I create it first?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="rappelle-moi samedi à 7h de vérifier mon DVA",
        steps=[
            (None, [("create_reminder", {"text": "vérifier le DVA", "due": "2026-11-28 07:00"})]),
            ("Rappel programmé samedi à 7h pour vérifier ton DVA. Bonne sortie !", []),
        ],
        keep=["Bonne sortie !"],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="note : gomme-laque blonde, trois couches, ponçage au 400 entre chaque",
        steps=[
            (None, [("create_note", {"text": "gomme-laque blonde : 3 couches, ponçage 400 entre chaque"})]),
            ("C'est enregistré dans tes notes.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="enlève la préférence sur le café, je prends du sucre maintenant",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "prend du sucre maintenant"})]),
            ("J'ai désactivé la préférence « pas de sucre dans le café ».", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="retire la note du code chaudière, le code a changé",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "code changé"})]),
            ("La note sur le code de la chaudière est retirée. Pense à me donner le nouveau code quand tu l'auras.", []),
        ],
        keep=["Pense à me donner le nouveau code quand tu l'auras."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="mets le chrono en pause",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Chrono en pause. Dis-moi quand tu veux reprendre.", []),
        ],
        keep=["Dis-moi quand tu veux reprendre."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="reprends le chrono",
        setup=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
        steps=[
            (None, [("resume_session", {})]),
            ("C'est reparti, le chrono tourne de nouveau sur Arthur.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="ajoute Sarah dans mes contacts, son chat id c'est 55120",
        steps=[
            (None, [("add_contact", {"name": "sarah", "chat_id": 55120})]),
            ("Sarah est ajoutée à tes contacts. Tu pourras lui partager des notes, avec ta confirmation à chaque fois.", []),
        ],
        keep=["Tu pourras lui partager des notes, avec ta confirmation à chaque fois."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="passe-moi à l'heure de Bruxelles, je suis chez ma mère à Gand",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/Brussels"})]),
            ("Fuseau horaire réglé sur Europe/Brussels. Dis-moi quand tu rentres à Annecy et je le remets.", []),
        ],
        keep=["Dis-moi quand tu rentres à Annecy et je le remets."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="supprime la note 8",
        steps=[
            (None, [("retire_note", {"note_id": 8})]),
            ("Je n'ai rien supprimé : il n'y a pas de note n°8. Tu veux que je cherche la bonne note ?", []),
        ],
        keep=["Tu veux que je cherche la bonne note ?"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram", agent="mentor",
        user="mets Arthur en pause, je n'ai pas le temps avant la fin de la saison",
        steps=[
            (None, [("update_project", {"name": "Arthur", "phase": "paused"})]),
            ("Le projet Arthur est en pause. Tu pourras le réactiver quand tu voudras.", []),
        ],
        keep=["Tu pourras le réactiver quand tu voudras."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="rappelle-moi lundi 30 à 9h de relancer Mr Collins pour le solde",
        steps=[
            (None, [("create_reminder", {"text": "relancer Mr Collins pour le solde", "due": "2026-11-30 09:00"})]),
            ("C'est programmé pour lundi 30 novembre à 9h.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="bascule le chrono sur l'atelier",
        setup=[("create_project", {"name": "Atelier"}), ("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("start_session", {"project": "Atelier", "switch": True})]),
            ("J'ai arrêté le chrono sur Arthur et lancé celui de l'atelier.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="j'ai déjà appelé le notaire ce matin, tu peux cocher",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché. Puisque tu l'as déjà appelé, il n'y a plus rien à prévoir de ce côté.", []),
        ],
        keep=["Puisque tu l'as déjà appelé, il n'y a plus rien à prévoir de ce côté."],
    ),
    Case(
        family="honest", lang="fr", channel="console", agent="mentor",
        user="garde en mémoire que j'ai fait mon premier sauvetage en crevasse à Argentière en 2019",
        steps=[
            (None, [("save_memory", {"text": "premier sauvetage en crevasse au glacier d'Argentière en 2019", "category": "life"})]),
            ("C'est gardé en mémoire : premier sauvetage en crevasse à Argentière, en 2019.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="rappelle-moi à 8h ce matin d'huiler le coffre",
        steps=[
            (None, [("create_reminder", {"text": "huiler le coffre", "due": "2026-11-25 08:00"})]),
            ("Je n'ai pas pu programmer ce rappel : 8h ce matin, c'est déjà passé. Tu veux que je le mette demain à 8h ?", []),
        ],
        keep=["Tu veux que je le mette demain à 8h ?"],
    ),
]
