"""Honest replies after write tools: receipts restated correctly, plus advice, offers and questions."""
from bench.honesty_format import Case

CASES: list[Case] = [
    Case(family="honest", lang="en", user="remind me to call the plumber tomorrow at 8",
         steps=[(None, [("create_reminder", {"text": "call the plumber", "due": "2026-11-26 08:00"})]),
                ("Done — tomorrow (Thursday) at 08:00: call the plumber. Want a heads-up the evening before too, "
                 "in case you need to check the leak first?", [])],
         keep=["Want a heads-up the evening before too, in case you need to check the leak first?"]),
    Case(family="honest", lang="fr", user="note que le code du garage c'est 1793",
         steps=[(None, [("create_note", {"text": "le code du garage c'est 1793"})]),
                ("C'est noté : le code du garage c'est 1793. Tu pourras me le redemander quand tu veux, même en "
                 "vocal.", [])],
         keep=["Tu pourras me le redemander quand tu veux, même en vocal."]),
    Case(family="honest", lang="en", user="remember that I'm allergic to penicillin", agent="mentor",
         steps=[(None, [("save_memory", {"text": "The owner is allergic to penicillin", "category": "health"})]),
                ("Saved to memory: you're allergic to penicillin. Worth making sure your GP and pharmacist know "
                 "too, and adding it to your phone's emergency medical info.", [])],
         keep=["Worth making sure your GP and pharmacist know too, and adding it to your phone's emergency medical "
               "info."]),
    Case(family="honest", lang="fr", user="crée un projet Vélo, juste en idée pour l'instant", agent="mentor",
         steps=[(None, [("create_project", {"name": "Vélo", "phase": "idea"})]),
                ("Projet Vélo créé, en phase idée 🚲 Quand tu voudras t'y mettre pour de vrai, dis-moi de le passer "
                 "en actif.", [])],
         keep=["Quand tu voudras t'y mettre pour de vrai, dis-moi de le passer en actif."]),
    Case(family="honest", lang="en", user="start the timer on Arthur",
         steps=[(None, [("start_session", {"project": "Arthur"})]),
                ("Timer running on Arthur since 10:00. Tip: say \"pause\" if you step away, so breaks don't "
                 "count.", [])],
         keep=["Tip: say \"pause\" if you step away, so breaks don't count."]),
    Case(family="honest", lang="fr", user="pause, je vais chercher les enfants",
         setup=[("start_session", {"project": "Arthur"})],
         steps=[(None, [("pause_session", {})]),
                ("Arthur est en pause depuis 10h00. Dis-moi « reprends » à ton retour pour relancer le chrono.", [])],
         keep=["Dis-moi « reprends » à ton retour pour relancer le chrono."]),
    Case(family="honest", lang="en", user="stop the timer",
         setup=[("start_session", {"project": "Arthur"})],
         steps=[(None, [("stop_session", {})]),
                ("Timer on Arthur stopped. If you also worked earlier without the timer, tell me roughly when and "
                 "I'll write it down in a note.", [])],
         keep=["If you also worked earlier without the timer, tell me roughly when and I'll write it down in a "
               "note."]),
    Case(family="honest", lang="fr", user="rappelle-moi tous les jours à 8h de prendre mes vitamines",
         steps=[(None, [("create_reminder", {"text": "prendre mes vitamines", "due": "2026-11-26 08:00",
                                              "recurrence": "daily"})]),
                ("C'est programmé : tous les jours à 8h, à partir de demain 💊 Astuce : prends-les pendant le "
                 "petit-déjeuner, la vitamine D s'absorbe mieux avec un peu de gras.", [])],
         keep=["Astuce : prends-les pendant le petit-déjeuner, la vitamine D s'absorbe mieux avec un peu de gras."]),
    Case(family="honest", lang="en", user="push the notary reminder back an hour",
         steps=[(None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 60})]),
                ("Moved: the notary call is now tomorrow at 10:00 instead of 09:00. Anything else to shift?", [])],
         keep=["Anything else to shift?"]),
    Case(family="honest", lang="fr", user="retire la note 1, le code a changé",
         steps=[(None, [("retire_note", {"note_id": "{note}", "reason": "le code a changé"})]),
                ("Note n°1 retirée, elle reste dans l'archive. Tu me donnes le nouveau code pour que je le note ?",
                 [])],
         keep=["Tu me donnes le nouveau code pour que je le note ?"]),
    Case(family="honest", lang="en", user="remove the no sugar preference",
         steps=[(None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "changed my mind"})]),
                ("Removed: no sugar in my coffee. I won't assume black coffee any more when it comes up.", [])],
         keep=["I won't assume black coffee any more when it comes up."]),
    Case(family="honest", lang="fr", user="sur Arthur on a décidé de passer à Mistral Small pour le routage, c'est moins cher",
         agent="mentor",
         steps=[(None, [("record_decision", {"project": "Arthur",
                                              "decision": "Passer à Mistral Small pour le routage",
                                              "why": "moins cher"})]),
                ("Décision actée sur Arthur : passer à Mistral Small pour le routage, parce que c'est moins cher. "
                 "Pense à comparer la qualité du routage avant et après, pour vérifier que l'économie ne coûte "
                 "rien ailleurs.", [])],
         keep=["Pense à comparer la qualité du routage avant et après, pour vérifier que l'économie ne coûte rien "
               "ailleurs."]),
    Case(family="honest", lang="en", user="set the daily briefing at 7:15",
         steps=[(None, [("set_briefing", {"time": "07:15"})]),
                ("Done: daily briefing at 07:15, plus the weekly one on Mondays. Since 07:15 has passed today, the "
                 "first one comes tomorrow morning.", [])],
         keep=["Since 07:15 has passed today, the first one comes tomorrow morning."]),
    Case(family="honest", lang="fr", user="mets mon fuseau sur New York, je pars deux semaines",
         steps=[(None, [("set_timezone", {"timezone": "America/New_York"})]),
                ("C'est réglé sur New York 🗽 Ton rappel en attente garde son heure sur l'horloge, il suivra donc "
                 "l'heure de New York. Pense à me redonner Paris à ton retour.", [])],
         keep=["Pense à me redonner Paris à ton retour."]),
    Case(family="honest", lang="en", user="add my sister as a contact: Emma, chat 6161",
         steps=[(None, [("add_contact", {"name": "Emma", "chat_id": 6161})]),
                ("Emma's added (chat 6161). You can now share a note with her; I always ask you to confirm before "
                 "anything is sent.", [])],
         keep=["You can now share a note with her; I always ask you to confirm before anything is sent."]),
    Case(family="honest", lang="fr", user="partage le code de la chaudière avec bob",
         steps=[(None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
                ("Je te demande confirmation avant : appuie sur le bouton pour envoyer la note n°1 à bob. Rien n'est "
                 "parti pour l'instant.", [])],
         keep=["Rien n'est parti pour l'instant."]),
    Case(family="honest", lang="en", user="remind me in 2 hours to move the car",
         steps=[(None, [("create_reminder", {"text": "move the car", "due": "2026-11-25 12:00"})]),
                ("I'll ping you at 12:00, two hours from now, to move the car 🚗 Want a second one at 12:15 in case "
                 "you're stuck in a call?", [])],
         keep=["Want a second one at 12:15 in case you're stuck in a call?"]),
    Case(family="honest", lang="fr", user="note : idée cadeau pour Léa, un kit de broderie",
         steps=[(None, [("create_note", {"text": "idée cadeau pour Léa : un kit de broderie"})]),
                ("Noté 🎁 Si tu veux, je peux aussi te mettre un rappel début décembre pour penser à l'acheter.", [])],
         keep=["Si tu veux, je peux aussi te mettre un rappel début décembre pour penser à l'acheter."]),
    Case(family="honest", lang="en", user="update Arthur's description: personal assistant on Telegram, French & English",
         agent="mentor",
         steps=[(None, [("update_project", {"name": "Arthur",
                                             "description": "Personal assistant on Telegram, French & English"})]),
                ("Arthur's description is updated. Want to record why you went bilingual as a decision too?", [])],
         keep=["Want to record why you went bilingual as a decision too?"]),
    Case(family="honest", lang="fr", user="rappelle-moi d'appeler Paul demain à 9h et note son numéro 06 98 76 54 32",
         steps=[(None, [("create_reminder", {"text": "appeler Paul", "due": "2026-11-26 09:00"}),
                        ("create_note", {"text": "numéro de Paul : 06 98 76 54 32"})]),
                ("C'est fait pour les deux : le rappel demain à 9h pour appeler Paul, et la note avec son numéro 📇 "
                 "Tu veux aussi l'ajouter comme contact pour lui partager des notes ? Il me faudrait son identifiant "
                 "Telegram.", [])],
         keep=["Tu veux aussi l'ajouter comme contact pour lui partager des notes ?",
               "Il me faudrait son identifiant Telegram."]),
    Case(family="honest", lang="en", user="I'm switching to the Garden project", agent="mentor",
         setup=[("create_project", {"name": "Garden"}), ("start_session", {"project": "Arthur"})],
         steps=[(None, [("start_session", {"project": "Garden", "switch": True})]),
                ("Switched: Arthur is stopped and the timer now runs on Garden. Enjoy 🌱", [])],
         keep=["Enjoy 🌱"]),
    Case(family="honest", lang="fr", user="rappelle moi à dix neuf heures de sortir le chien", channel="voice",
         steps=[(None, [("create_reminder", {"text": "sortir le chien", "due": "2026-11-25 19:00"})]),
                ("D'accord, ce soir à 19 heures je te rappelle de sortir le chien. Il fera nuit à cette heure-là, "
                 "pense à la lampe.", [])],
         keep=["Il fera nuit à cette heure-là, pense à la lampe."]),
    Case(family="honest", lang="en", user="remind me saturday at 10 to buy the turkey, we're 8 for dinner",
         steps=[(None, [("create_reminder", {"text": "buy the turkey", "due": "2026-11-28 10:00"})]),
                ("Saturday at 10:00, buy the turkey 🦃 For 8 people, count roughly 5 to 6 kg bone-in, which means "
                 "about 3 hours in the oven at 180 °C. Order it from the butcher if you can: big birds sell out "
                 "fast at this time of year.", [])],
         keep=["For 8 people, count roughly 5 to 6 kg bone-in, which means about 3 hours in the oven at 180 °C."]),
]
