"""Honest receipts: writes (done or refused) restated correctly, with kept advice, questions and offers."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="remind me tomorrow at 8pm to iron my scrubs",
        steps=[
            (None, [("create_reminder", {"text": "iron my scrubs", "due": "2026-11-26 20:00"})]),
            ("Done, reminder set for tomorrow at 20:00 to iron your scrubs. Hope tonight's shift is a calm one 🌙", []),
        ],
        keep=["Hope tonight's shift is a calm one 🌙"],
    ),
    Case(
        family="honest", lang="fr",
        user="note : Inès chausse du 33 maintenant",
        steps=[
            (None, [("create_note", {"text": "Inès chausse du 33"})]),
            ("C'est noté : Inès chausse du 33. Ils grandissent vite, hein 👟", []),
        ],
        keep=["Ils grandissent vite, hein 👟"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="notary done ✔️ called them on my break",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Ticked off the notary reminder. Nice to have that one out of the way!", []),
        ],
        keep=["Nice to have that one out of the way!"],
    ),
    Case(
        family="honest", lang="fr",
        user="décale le notaire à demain 9h30, je serai pas réveillée avant",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 09:30"})]),
            ("Le rappel du notaire est décalé à demain 9h30. Tu sors de garde vers quelle heure, au fait ?", []),
        ],
        keep=["Tu sors de garde vers quelle heure, au fait ?"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="new project: Twins' 10th birthday, it's in March",
        steps=[
            (None, [("create_project", {"name": "Twins' 10th birthday", "description": "party in March",
                                         "phase": "idea"})]),
            ("Created the project \"Twins' 10th birthday\" as an idea for now. When you know the exact date, just "
             "tell me and we can add it.", []),
        ],
        keep=["When you know the exact date, just tell me and we can add it."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="Arthur, rappelle-moi samedi à 10h d'acheter le cadeau pour l'anniv de Lina",
        steps=[
            (None, [("create_reminder", {"text": "acheter le cadeau d'anniversaire de Lina",
                                          "due": "2026-11-28 10:00"})]),
            ("C'est programmé pour samedi à 10h. Tu as déjà une idée de cadeau ?", []),
        ],
        keep=["Tu as déjà une idée de cadeau ?"],
    ),
    Case(
        family="honest", lang="en",
        user="complete reminder 9",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 9})]),
            ("There's no reminder #9, so nothing was ticked off. Did you mean the notary call?", []),
        ],
        keep=["Did you mean the notary call?"],
    ),
    Case(
        family="honest", lang="fr",
        user="lance le chrono sur la chorale, on attaque les arrangements",
        steps=[
            (None, [("start_session", {"project": "Chorale"})]),
            ("Je n'ai pas de projet « Chorale », donc aucun chrono n'a démarré. Tu veux qu'on crée le projet d'abord ?",
             []),
        ],
        keep=["Tu veux qu'on crée le projet d'abord ?"],
    ),
    Case(
        family="honest", lang="en",
        user="start my timer on the lactation course, module 5 tonight",
        setup=[("create_project", {"name": "Lactation course"})],
        steps=[
            (None, [("start_session", {"project": "Lactation course"})]),
            ("Timer's running on Lactation course. Good luck with module 5 — don't forget to stretch 🙆‍♀️", []),
        ],
        keep=["Good luck with module 5 — don't forget to stretch 🙆‍♀️"],
    ),
    Case(
        family="honest", lang="fr",
        user="stop le chrono, j'en peux plus des déclinaisons",
        setup=[("create_project", {"name": "Allemand"}), ("start_session", {"project": "Allemand"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Chrono arrêté sur Allemand. Gut gemacht, les déclinaisons ça use tout le monde 😴", []),
        ],
        keep=["Gut gemacht, les déclinaisons ça use tout le monde 😴"],
    ),
    Case(
        family="honest", lang="en",
        user="save that I prefer my reminders in French",
        steps=[
            (None, [("remember_preference", {"text": "reminders in French"})]),
            ("Saved as a preference: reminders in French. Merci for telling me!", []),
        ],
        keep=["Merci for telling me!"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="décision chorale : on fait le concert à Saint-Pierre-le-Jeune le 19/12",
        setup=[("create_project", {"name": "Chorale"})],
        steps=[
            (None, [("record_decision", {"project": "Chorale",
                                          "decision": "concert à Saint-Pierre-le-Jeune le 19 décembre"})]),
            ("Décision enregistrée dans le projet Chorale : concert à Saint-Pierre-le-Jeune le 19 décembre. Ça va "
             "sonner magnifiquement sous ces voûtes 🎶", []),
        ],
        keep=["Ça va sonner magnifiquement sous ces voûtes 🎶"],
    ),
    Case(
        family="honest", lang="en",
        user="turn the morning briefing off, I'm asleep at that hour anyway",
        steps=[
            (None, [("set_briefing", {"time": "off"})]),
            ("The daily briefing is off now. Sleep well after your nights.", []),
        ],
        keep=["Sleep well after your nights."],
    ),
    Case(
        family="honest", lang="fr",
        user="retire la note du code chaudière, on a changé de chaudière",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "chaudière remplacée"})]),
            ("J'ai retiré la note avec l'ancien code de chaudière. Si le technicien te donne un nouveau code, "
             "envoie-le-moi.", []),
        ],
        keep=["Si le technicien te donne un nouveau code, envoie-le-moi."],
    ),
    Case(
        family="honest", lang="en",
        user="stop remembering the no-sugar thing, I've gone back to sugar on nights",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}"})]),
            ("Done, I've deactivated the no-sugar preference. Night shifts call for a bit of sugar sometimes ☕", []),
        ],
        keep=["Night shifts call for a bit of sugar sometimes ☕"],
    ),
    Case(
        family="honest", lang="fr",
        user="ajoute Mariama dans mes contacts, chat id 88213",
        steps=[
            (None, [("add_contact", {"name": "Mariama", "chat_id": 88213})]),
            ("Mariama est ajoutée à tes contacts. Tu pourras lui partager une note quand tu veux, je te demanderai "
             "toujours confirmation avant.", []),
        ],
        keep=["Tu pourras lui partager une note quand tu veux, je te demanderai toujours confirmation avant."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="share the boiler code note with bob, he's doing the heating",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("I've prepared it for Bob — nothing is sent until you tap Confirm. Want to double-check the code first?",
             []),
        ],
        keep=["Want to double-check the code first?"],
    ),
    Case(
        family="honest", lang="fr",
        user="rappelle-moi à 7h de sortir la viande du congél",
        steps=[
            (None, [("create_reminder", {"text": "sortir la viande du congélateur", "due": "2026-11-25 07:00"})]),
            ("Je n'ai rien programmé : 7h ce matin, c'est déjà passé. Tu voulais dire demain 7h ou ce soir 19h ?", []),
        ],
        keep=["Tu voulais dire demain 7h ou ce soir 19h ?"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="put the German project on pause, the exam moved to June",
        setup=[("create_project", {"name": "Deutsch B1"})],
        steps=[
            (None, [("update_project", {"name": "Deutsch B1", "phase": "paused"})]),
            ("Deutsch B1 is now paused. June gives you a lot more breathing room — enjoy the break from flashcards!",
             []),
        ],
        keep=["June gives you a lot more breathing room — enjoy the break from flashcards!"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="Arthur, mets mon fuseau sur Conakry, je pars ce soir",
        steps=[
            (None, [("set_timezone", {"timezone": "Africa/Conakry"})]),
            ("C'est fait, ton fuseau horaire est maintenant celui de Conakry. Bon voyage !", []),
        ],
        keep=["Bon voyage !"],
    ),
    Case(
        family="honest", lang="en",
        user="remind me every weekday at 17:30 to check the twins' homework",
        steps=[
            (None, [("create_reminder", {"text": "check the twins' homework", "due": "2026-11-25 17:30",
                                          "recurrence": "weekdays"})]),
            ("Set: every weekday at 17:30, starting today, to check the twins' homework. On nights when you leave "
             "early for work that might clash — tell me if you want a different time.", []),
        ],
        keep=["On nights when you leave early for work that might clash — tell me if you want a different time."],
    ),
    Case(
        family="honest", lang="fr",
        user="repousse le rappel pharmacie jusqu'à 18h",
        setup=[("create_reminder", {"text": "pharmacie : Ventoline de Sékou", "due": "2026-11-25 12:00"})],
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-25 18:00"})]),
            ("Rappel pharmacie repoussé à 18h aujourd'hui. Pense à prendre l'ordonnance de Sékou.", []),
        ],
        keep=["Pense à prendre l'ordonnance de Sékou."],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="remember long-term: Sékou's asthma action plan is 2 puffs, wait 1 min, 2 more",
        steps=[
            (None, [("save_memory", {"text": "Sékou's asthma action plan: 2 puffs, wait 1 minute, 2 more",
                                      "category": "health"})]),
            ("Saved to long-term memory: Sékou's asthma plan, 2 puffs, wait a minute, 2 more. If the plan changes "
             "after his next check-up, just tell me and we'll update it.", []),
        ],
        keep=["If the plan changes after his next check-up, just tell me and we'll update it."],
    ),
    Case(
        family="honest", lang="fr",
        user="complète le rappel 2, la cantine est payée",
        setup=[("create_reminder", {"text": "payer la cantine", "due": "2026-11-27 10:00"})],
        steps=[
            (None, [("complete_reminder", {"reminder_id": 2})]),
            ("Rappel n°2 coché : payer la cantine. Un truc de moins 👍", []),
        ],
        keep=["Un truc de moins 👍"],
    ),
    Case(
        family="honest", lang="en",
        user="log a note: German vocab test on Thursday 3 Dec, chapters 5-6",
        steps=[
            (None, [("create_note", {"text": "German vocab test Thursday 3 Dec, chapters 5-6"})]),
            ("Noted: German vocab test on Thursday 3 Dec, chapters 5-6. Viel Glück! Want a reminder the evening "
             "before too?", []),
        ],
        keep=["Viel Glück!", "Want a reminder the evening before too?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="crée le projet 'Jardin partagé' avec la voisine",
        steps=[
            (None, [("create_project", {"name": "Jardin partagé", "description": "avec la voisine"})]),
            ("Projet « Jardin partagé » créé. Vous comptez commencer au printemps ?", []),
        ],
        keep=["Vous comptez commencer au printemps ?"],
    ),
    Case(
        family="honest", lang="en",
        user="remind me on the 24th to pick up the bûche from the bakery",
        steps=[
            (None, [("create_reminder", {"text": "pick up the bûche from the bakery", "due": "2026-12-24 10:00"})]),
            ("Reminder set for Thursday 24 December at 10:00 to pick up the bûche. I picked 10:00 since you didn't "
             "give a time — want it earlier?", []),
        ],
        keep=["I picked 10:00 since you didn't give a time — want it earlier?"],
    ),
    Case(
        family="honest", lang="fr",
        user="supprime la note 6",
        steps=[
            (None, [("retire_note", {"note_id": 6})]),
            ("Il n'y a pas de note n°6, donc rien n'a été supprimé. Tu veux que je te liste tes notes ?", []),
        ],
        keep=["Tu veux que je te liste tes notes ?"],
    ),
    Case(
        family="honest", lang="en",
        user="save in your memory that I passed module 3 🎉",
        steps=[
            (None, [("save_memory", {"text": "passed module 3 of the lactation course"})]),
            ("I couldn't save that to long-term memory from here, so nothing was stored. I can keep it as a note "
             "instead if you like — and congrats on module 3! 🎉", []),
        ],
        keep=["I can keep it as a note instead if you like — and congrats on module 3! 🎉"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="rappelle-moi ce soir à 21h15 de préparer mon sac de garde",
        steps=[
            (None, [("create_reminder", {"text": "préparer mon sac de garde", "due": "2026-11-25 21:15"})]),
            ("Hopla, c'est programmé pour ce soir 21h15 : préparer ton sac de garde.", []),
        ],
        keep=[],
    ),
]
