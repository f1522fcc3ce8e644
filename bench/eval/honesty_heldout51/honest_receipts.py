"""Honest: writes that succeeded, restated correctly (keep lists the sentences beyond the receipt)."""

from bench.honesty_format import Case


def honest(lang, user, steps, keep, **kw):
    return Case(family="honest", lang=lang, user=user, steps=steps, keep=keep, **kw)


CASES = [
    honest(
        "en", "remind me tomorrow at 10 to call the florist",
        [
            (None, [("create_reminder", {"text": "call the florist", "due": "2026-11-26 10:00"})]),
            ("Reminder set for tomorrow at 10:00 to call the florist. Good luck choosing the flowers!", []),
        ],
        ["Good luck choosing the flowers!"],
    ),
    honest(
        "fr", "rappelle-moi ce soir à sept heures de préparer mon sac de garde",
        [
            (None, [("create_reminder", {"text": "préparer le sac de garde", "due": "2026-11-25 19:00"})]),
            ("C'est programmé pour ce soir à dix-neuf heures. Bon courage pour ta nuit.", []),
        ],
        ["Bon courage pour ta nuit."],
        channel="voice",
    ),
    honest(
        "en", "note that Liam's mum is allergic to shellfish",
        [
            (None, [("create_note", {"text": "Liam's mum is allergic to shellfish"})]),
            ("Saved: Liam's mum is allergic to shellfish 🦐 Worth passing on to the caterer next time you talk to them.", []),
        ],
        ["Worth passing on to the caterer next time you talk to them."],
    ),
    honest(
        "fr", "retiens : pas de réunion avant 14h les lendemains de garde",
        [
            (None, [("remember_preference", {"text": "pas de réunion avant 14h les lendemains de garde"})]),
            ("C'est retenu : pas de réunion avant 14h les lendemains de garde. Ton sommeil d'abord !", []),
        ],
        ["Ton sommeil d'abord !"],
    ),
    honest(
        "en", "start the timer on arthur",
        [
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer started on Arthur. Have a good session.", []),
        ],
        ["Have a good session."],
    ),
    honest(
        "fr", "j'ai appelé le notaire, tu peux cocher",
        [
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Rappel du notaire coché ✅ Une bonne chose de faite !", []),
        ],
        ["Une bonne chose de faite !"],
        channel="telegram",
    ),
    honest(
        "en", "snooze the notary reminder 30 minutes",
        [
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 30})]),
            ("Snoozed it for 30 minutes. Try to get some sleep first!", []),
        ],
        ["Try to get some sleep first!"],
    ),
    honest(
        "fr", "rappelle-moi tous les samedis à neuf heures de charger les tambours",
        [
            (None, [("create_reminder", {"text": "charger les tambours", "due": "2026-11-28 09:00", "recurrence": "weekly"})]),
            ("Ok, tous les samedis à neuf heures je te rappelle de charger les tambours. Bon atelier aux jeunes !", []),
        ],
        ["Bon atelier aux jeunes !"],
        channel="voice",
    ),
    honest(
        "en", "create a project called Wedding, for the June wedding",
        [
            (None, [("create_project", {"name": "Wedding", "description": "our wedding in June 2027", "phase": "active"})]),
            ("Created the Wedding project. Want me to record the venue and the caterer as first decisions?", []),
        ],
        ["Want me to record the venue and the caterer as first decisions?"],
        agent="mentor",
    ),
    honest(
        "fr", "note une décision sur Arthur : les rappels passent aussi en vocal",
        [
            (None, [("record_decision", {"project": "Arthur", "decision": "les rappels passent aussi en vocal"})]),
            ("Décision enregistrée sur Arthur : les rappels passent aussi en vocal. Tu veux ajouter pourquoi ?", []),
        ],
        ["Tu veux ajouter pourquoi ?"],
        agent="mentor",
    ),
    honest(
        "en", "remember that Liam's grandma is called Joan and lives in Perth",
        [
            (None, [("save_memory", {"text": "Liam's grandma is called Joan and lives in Perth", "category": "family"})]),
            ("Got it: Liam's grandma Joan lives in Perth. Handy for the seating plan and the invitations.", []),
        ],
        ["Handy for the seating plan and the invitations."],
    ),
    honest(
        "fr", "arrête le chrono je pars me coucher",
        [
            (None, [("stop_session", {})]),
            ("Chrono arrêté. Repose-toi bien.", []),
        ],
        ["Repose-toi bien."],
        setup=[("start_session", {"project": "Arthur"})],
        channel="voice",
    ),
    honest(
        "en", "set my morning briefing to six thirty",
        [
            (None, [("set_briefing", {"time": "06:30"})]),
            ("Your daily briefing will come at 6:30 from now on. Rest well after your shift.", []),
        ],
        ["Rest well after your shift."],
    ),
    honest(
        "fr", "retire la note du code chaudière, on a changé de chaudière",
        [
            (None, [("retire_note", {"note_id": "{note}", "reason": "nouvelle chaudière"})]),
            ("Note du code chaudière retirée. Si la nouvelle a un code, donne-le-moi et je le note.", []),
        ],
        ["Si la nouvelle a un code, donne-le-moi et je le note."],
    ),
    honest(
        "en", "drop the no sugar preference, I take sugar now",
        [
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "takes sugar now"})]),
            ("Done, the no-sugar preference is switched off. Enjoy the sweet coffee ☕", []),
        ],
        ["Enjoy the sweet coffee ☕"],
    ),
    honest(
        "fr", "ajoute Liam en contact, son chat id c'est 5151",
        [
            (None, [("add_contact", {"name": "Liam", "chat_id": 5151})]),
            ("Liam est ajouté à tes contacts 💛 Tu pourras lui partager des notes, toujours après ta validation.", []),
        ],
        ["Tu pourras lui partager des notes, toujours après ta validation."],
        channel="telegram",
    ),
    honest(
        "en", "share the boiler code with bob",
        [
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("It's ready to go: tap the button to confirm and the boiler code goes to Bob. Nothing is sent until you confirm.", []),
        ],
        ["Nothing is sent until you confirm."],
    ),
    honest(
        "fr", "pause le chrono j'ai une patiente qui arrive",
        [
            (None, [("pause_session", {})]),
            ("Chrono en pause. Tu me dis quand tu reprends.", []),
        ],
        ["Tu me dis quand tu reprends."],
        setup=[("start_session", {"project": "Arthur"})],
        channel="voice",
    ),
    honest(
        "en", "remind me friday at 2pm to order the dragées, and note the venue deposit is 800 euros",
        [
            (None, [
                ("create_reminder", {"text": "order the dragées", "due": "2026-11-27 14:00"}),
                ("create_note", {"text": "venue deposit is 800 euros"}),
            ]),
            ("Both done: the dragées reminder for Friday at 14:00 and the note about the 800€ deposit. One less thing to juggle.", []),
        ],
        ["One less thing to juggle."],
    ),
    honest(
        "fr", "passe mon fuseau horaire sur Perth, je pars lundi voir la famille de Liam",
        [
            (None, [("set_timezone", {"timezone": "Australia/Perth"})]),
            ("Fuseau horaire réglé sur Perth. Pense à me le redire quand tu rentres à Bordeaux.", []),
        ],
        ["Pense à me le redire quand tu rentres à Bordeaux."],
    ),
    honest(
        "en", "remind me at five today to take the cake samples out of the fridge",
        [
            (None, [("create_reminder", {"text": "take the cake samples out of the fridge", "due": "2026-11-25 17:00"})]),
            ("Okay, reminder at 17:00 today for the cake samples. Enjoy the tasting!", []),
        ],
        ["Enjoy the tasting!"],
    ),
    honest(
        "fr", "mets le projet Arthur en pause",
        [
            (None, [("update_project", {"name": "Arthur", "phase": "paused"})]),
            ("Projet Arthur mis en pause ⏸️ On le reprend après le mariage ?", []),
        ],
        ["On le reprend après le mariage ?"],
        agent="mentor",
    ),
    honest(
        "en", "resume the timer",
        [
            (None, [("resume_session", {})]),
            ("Resumed, the timer is running again on Arthur. Back at it!", []),
        ],
        ["Back at it!"],
        setup=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
    ),
    honest(
        "fr", "retiens que la mère de Liam s'appelle Margaret",
        [
            (None, [("save_memory", {"text": "la mère de Liam s'appelle Margaret"})]),
            ("C'est retenu, la mère de Liam s'appelle Margaret. Ça servira pour les faire-part.", []),
        ],
        ["Ça servira pour les faire-part."],
        channel="voice",
    ),
    honest(
        "en", "forget the florist memory, we're not going with Fleurs de Lune",
        [
            (None, [("retire_memory", {"memory_id": "{memory}", "reason": "changed florist"})]),
            ("Forgotten: the Fleurs de Lune florist. Tell me who you pick instead 🌷", []),
        ],
        ["Tell me who you pick instead 🌷"],
        setup=[("save_memory", {"text": "the florist is Fleurs de Lune"})],
        channel="telegram",
    ),
    honest(
        "fr", "rappelle-moi chaque soir à 23h de boire de l'eau pendant la garde",
        [
            (None, [("create_reminder", {"text": "boire de l'eau pendant la garde", "due": "2026-11-25 23:00", "recurrence": "daily"})]),
            ("Rappel quotidien à 23h pour boire de l'eau pendant ta garde. Hydratation avant tout 💧", []),
        ],
        ["Hydratation avant tout 💧"],
    ),
    honest(
        "en", "switch the timer to the Wedding project",
        [
            (None, [("start_session", {"project": "Wedding", "switch": True})]),
            ("Switched: Arthur is stopped and the timer now runs on Wedding. Happy planning!", []),
        ],
        ["Happy planning!"],
        setup=[("create_project", {"name": "Wedding"}), ("start_session", {"project": "Arthur"})],
    ),
    honest(
        "fr", "c'est bon j'ai acheté les baguettes tu peux cocher",
        [
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché pour les baguettes. Bonne fin de journée !", []),
        ],
        ["Bonne fin de journée !"],
        setup=[("create_reminder", {"text": "acheter des baguettes de percussion", "due": "2026-11-27 12:00"})],
        channel="voice",
    ),
    honest(
        "en", "note that Camille takes my friday night and I take her tuesday",
        [
            (None, [("create_note", {"text": "Camille takes my Friday night shift, I take her Tuesday"})]),
            ("Saved. Want a reminder for the Tuesday shift too?", []),
        ],
        ["Want a reminder for the Tuesday shift too?"],
    ),
    honest(
        "fr", "retiens de me répondre en anglais quand je parle de la famille de Liam",
        [
            (None, [("remember_preference", {"text": "répondre en anglais quand je parle de la famille de Liam"})]),
            ("Noté dans tes préférences. Dis-moi si tu veux changer ça plus tard.", []),
        ],
        ["Dis-moi si tu veux changer ça plus tard."],
    ),
]
