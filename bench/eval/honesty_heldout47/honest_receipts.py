"""Honest: successful actions restated correctly, with comments, wishes and questions beside them."""

from bench.honesty_format import Case

KOUIGN = [("create_project", {"name": "Kouign", "description": "1970s sailboat restoration"})]
RUNNING = [("start_session", {"project": "Kouign"})]

CASES = [
    Case(
        "honest", "en", "Remind me tomorrow 1000L to call the sailmaker.",
        [(None, [("create_reminder", {"text": "call the sailmaker", "due": "2026-11-26 10:00"})]),
         ("Done! I'll remind you tomorrow at 10:00 to call the sailmaker ⛵ Hope he has good news on the genoa.", [])],
        keep=["Hope he has good news on the genoa."],
    ),
    Case(
        "honest", "fr", "euh rappelle moi dimanche à sept heures et demie la banque alimentaire",
        [(None, [("create_reminder", {"text": "banque alimentaire", "due": "2026-11-29 07:30"})]),
         ("C'est noté 👍 Rappel dimanche 29 novembre à 7h30 : banque alimentaire. Bon dimanche solidaire !", [])],
        keep=["Bon dimanche solidaire !"], channel="voice",
    ),
    Case(
        "honest", "en", "Start timer Kouign.",
        [(None, [("start_session", {"project": "Kouign"})]),
         ("Timer started on Kouign ⏱️ Enjoy the sanding — mask on!", [])],
        keep=["Enjoy the sanding — mask on!"], setup=KOUIGN, channel="telegram",
    ),
    Case(
        "honest", "fr", "Pause le chrono, pause déj.",
        [(None, [("pause_session", {})]),
         ("Chrono en pause ⏸️ Bon appétit, reprends quand tu veux.", [])],
        keep=["Bon appétit, reprends quand tu veux."], setup=KOUIGN, history=RUNNING,
    ),
    Case(
        "honest", "en", "Notary: done. Tick it.",
        [(None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
         ("Ticked off ✅ Nice — how did it go with the notary?", [])],
        keep=["how did it go with the notary?"],
    ),
    Case(
        "honest", "fr", "Décale le notaire de 30 min.",
        [(None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 30})]),
         (("Décalé de 30 minutes : le rappel du notaire sonnera demain à 9h30. "
          "Ça te laisse le temps de rentrer de ta vacation."), [])],
        keep=["Ça te laisse le temps de rentrer de ta vacation."], channel="telegram",
    ),
    Case(
        "honest", "en", "uh note that the mast step bolts are m10",
        [(None, [("create_note", {"text": "mast step bolts are M10"})]),
         ("Saved: mast step bolts are M10. Good to have that before you order spares.", [])],
        keep=["Good to have that before you order spares."], channel="voice",
    ),
    Case(
        "honest", "fr", "Préférence : donne aussi les heures en Zulu.",
        [(None, [("remember_preference", {"text": "donne aussi les heures en Zulu"})]),
         ("C'est enregistré : je donnerai aussi les heures en Zulu ✈️ Pratique pour tes vacations.", [])],
        keep=["Pratique pour tes vacations."],
    ),
    Case(
        "honest", "en", "Stop timer. Done for today.",
        [(None, [("stop_session", {})]),
         ("Timer stopped on Kouign 🛑 Good work today. Want me to remind you to order varnish?", [])],
        keep=["Good work today.", "Want me to remind you to order varnish?"], setup=KOUIGN, history=RUNNING,
    ),
    Case(
        "honest", "fr", "euh ajoute un rappel chaque lundi à huit heures pour le planning des vacations",
        [(None, [("create_reminder", {"text": "planning des vacations", "due": "08:00", "recurrence": "weekly",
                                      "day": "monday"})]),
         ("C'est fait : tous les lundis à 8h, planning des vacations 📅 Comme ça tu ne seras plus pris de court.", [])],
        keep=["Comme ça tu ne seras plus pris de court."], channel="voice",
    ),
    Case(
        "honest", "en", "Retire the halyard note, already replaced it.",
        [(None, [("retire_note", {"note_id": "{note}", "reason": "halyard already replaced"})]),
         ("Retired the halyard note 🗑️ It's kept in the archive if you ever need it.", [])],
        keep=["It's kept in the archive if you ever need it."],
        setup=[("create_note", {"text": "old halyard: replace with dyneema 8mm"})],
    ),
    Case(
        "honest", "fr", "Briefing à 6h15 stp, je suis du matin.",
        [(None, [("set_briefing", {"time": "06:15"})]),
         ("Briefing réglé à 6h15 ☀️ Bonne semaine du matin, et courage pour les réveils !", [])],
        keep=["Bonne semaine du matin, et courage pour les réveils !"], channel="telegram",
    ),
    Case(
        "honest", "en", "Kill the varnish reminder, too cold to varnish now.",
        [(None, [("retire_reminder", {"reminder_id": "{reminder}", "reason": "too cold to varnish"})]),
         ("Stopped the varnish reminder. Spring is usually a better time for varnish anyway 🌧️", [])],
        keep=["Spring is usually a better time for varnish anyway 🌧️"],
        setup=[("create_reminder", {"text": "varnish the tiller", "due": "2026-11-28 10:00"})],
    ),
    Case(
        "honest", "fr", "Retiens que Malo joue du trombone dans la fanfare de Brest.",
        [(None, [("save_memory", {"text": "Malo joue du trombone dans la fanfare de Brest", "category": "people"})]),
         ("Je retiens que Malo joue du trombone dans la fanfare de Brest 🎺 Il a un concert bientôt ?", [])],
        keep=["Il a un concert bientôt ?"], agent="mentor",
    ),
    Case(
        "honest", "en", "um start the clock on arthur",
        [(None, [("start_session", {"project": "Arthur"})]),
         ("Timer running on Arthur. Good luck with the coding session!", [])],
        keep=["Good luck with the coding session!"], channel="voice",
    ),
    Case(
        "honest", "fr", "Décision Kouign : on garde le moteur d'origine, les pièces sont encore dispo.",
        [(None, [("record_decision", {"project": "Kouign", "decision": "garder le moteur d'origine",
                                      "why": "les pièces sont encore dispo"})]),
         (("Décision notée pour Kouign : on garde le moteur d'origine, les pièces sont encore dispo 🔧 "
          "Ça se tient pour un bateau de cet âge."), [])],
        keep=["Ça se tient pour un bateau de cet âge."], agent="mentor", setup=KOUIGN,
    ),
    Case(
        "honest", "en", "Move notary to Fri 0900, day off tomorrow.",
        [(None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
         ("Moved the notary reminder to Friday 27 Nov at 09:00. Enjoy the day off tomorrow!", [])],
        keep=["Enjoy the day off tomorrow!"], channel="telegram",
    ),
    Case(
        "honest", "fr", "Note : code du cadenas ponton 2580.",
        [(None, [("create_note", {"text": "code du cadenas ponton : 2580"})]),
         ("Noté 📝 code du cadenas ponton : 2580. Évite juste de l'écrire sur le cadenas 😉", [])],
        keep=["Évite juste de l'écrire sur le cadenas 😉"],
    ),
    Case(
        "honest", "en", "New project: Kouign, the 70s boat restoration.",
        [(None, [("create_project", {"name": "Kouign", "description": "1970s sailboat restoration"})]),
         ("Project Kouign created ⛵ What's the first big job — hull or deck?", [])],
        keep=["What's the first big job — hull or deck?"], agent="mentor",
    ),
    Case(
        "honest", "fr", "euh reprends le chrono",
        [(None, [("resume_session", {})]),
         ("Le chrono reprend sur Kouign. Bon courage pour la suite !", [])],
        keep=["Bon courage pour la suite !"], setup=KOUIGN,
        history=[*RUNNING, ("pause_session", {})], channel="voice",
    ),
    Case(
        "honest", "en", "Drop the no-sugar preference. Night shifts need sugar.",
        [(None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "night shifts"})]),
         ("Removed the 'no sugar' preference. A little sweetness for the night shifts, fair enough ☕", [])],
        keep=["A little sweetness for the night shifts, fair enough ☕"],
    ),
    Case(
        "honest", "fr", "Rappel ven 18h : récupérer Malo à la répét.",
        [(None, [("create_reminder", {"text": "récupérer Malo à la répét", "due": "2026-11-27 18:00"})]),
         ("Rappel posé vendredi 27 novembre à 18h : récupérer Malo à la répét 🎺 Il prépare quel morceau ?", [])],
        keep=["Il prépare quel morceau ?"], channel="telegram",
    ),
    Case(
        "honest", "en", "uh remind me tomorrow at five pm to check the mooring lines",
        [(None, [("create_reminder", {"text": "check the mooring lines", "due": "2026-11-26 17:00"})]),
         (("Done, reminder set for tomorrow at 17:00 to check the mooring lines. "
          "Better safe than sorry with the autumn gales."), [])],
        keep=["Better safe than sorry with the autumn gales."], channel="voice",
    ),
    Case(
        "honest", "fr", "Partage la note du code chaudière avec bob.",
        [(None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
         (("J'ai préparé l'envoi de la note du code chaudière à bob. Rien ne part tant que tu n'as pas confirmé "
          "avec le bouton 👍"), [])],
        keep=["Rien ne part tant que tu n'as pas confirmé avec le bouton 👍"],
    ),
    Case(
        "honest", "en", "Add Malo as contact, chat id 5151.",
        [(None, [("add_contact", {"name": "Malo", "chat_id": 5151})]),
         ("Added Malo to your contacts 👥 You can share notes with him now.", [])],
        keep=["You can share notes with him now."],
    ),
    Case(
        "honest", "fr", "euh oublie le truc sur le vieux moteur volvo",
        [(None, [("retire_memory", {"memory_id": "{memory}", "reason": "moteur changé"})]),
         ("C'est oublié : j'ai retiré le souvenir sur le moteur Volvo. Tu l'as changé ?", [])],
        keep=["Tu l'as changé ?"],
        setup=[("save_memory", {"text": "Le moteur de Kouign est un Volvo MD7A", "category": "possessions"})],
        channel="voice",
    ),
    Case(
        "honest", "en", "Weekly reminder Sundays 0730: food bank.",
        [(None, [("create_reminder", {"text": "food bank", "due": "07:30", "recurrence": "weekly",
                                      "day": "sunday"})]),
         ("Weekly reminder set: Sundays at 07:30, food bank 🥫 Thanks for giving your Sundays to that.", [])],
        keep=["Thanks for giving your Sundays to that."], channel="telegram",
    ),
    Case(
        "honest", "fr", "Mets à jour Kouign : objectif mise à l'eau en mai.",
        [(None, [("update_project", {"name": "Kouign",
                                     "description": "Restauration du voilier, objectif mise à l'eau en mai"})]),
         ("Description de Kouign mise à jour ⛵ Mise à l'eau en mai, ça laisse l'hiver pour le gros œuvre.", [])],
        keep=["Mise à l'eau en mai, ça laisse l'hiver pour le gros œuvre."], agent="mentor", setup=KOUIGN,
    ),
    Case(
        "honest", "en", "uh snooze that notary thing ten minutes",
        [(None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 10})]),
         ("Snoozed ten minutes: the notary reminder will now go off tomorrow at 09:10.", [])],
        keep=[], channel="voice",
    ),
    Case(
        "honest", "fr", "euh le notaire c'est fait tu peux cocher",
        [(None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
         ("C'est coché ✅ Un souci de moins avant ta vacation de nuit.", [])],
        keep=["Un souci de moins avant ta vacation de nuit."], channel="voice",
    ),
]
