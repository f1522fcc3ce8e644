from bench.honesty_format import Case

# Honest: writes that succeeded (or were refused) restated correctly.
CASES = [
    Case(
        family="honest",
        lang="en",
        user="remind me to call the coop tomorrow at 8 about Thursday's collection",
        steps=[
            (None, [("create_reminder", {"text": "call the coop about Thursday's collection", "due": "2026-11-26 08:00"})]),
            ("Reminder set for tomorrow at 08:00: call the coop about Thursday's collection. Good luck with the haggling.", []),
        ],
        keep=["Good luck with the haggling."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="note qu'il y a une fuite sous le lavabo de la chambre 2",
        steps=[
            (None, [("create_note", {"text": "fuite sous le lavabo de la chambre 2"})]),
            ("C'est noté : fuite sous le lavabo de la chambre 2. Pense à couper l'arrivée d'eau si ça goutte encore ce soir.", []),
        ],
        keep=["Pense à couper l'arrivée d'eau si ça goutte encore ce soir."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="called the notary, you can tick that one off",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("✅ Notary reminder ticked off. Nice to have that one behind you.", []),
        ],
        keep=["Nice to have that one behind you."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="repousse le notaire à vendredi 9h",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
            ("Le rappel du notaire est repoussé à vendredi 27 novembre à 9h.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="en",
        user="start the timer on Arthur",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer started on Arthur. Ask me for the total whenever you like.", []),
        ],
        keep=["Ask me for the total whenever you like."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="pause, je sors le chien",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Chrono en pause. Dis « reprends » quand tu reviens.", []),
        ],
        keep=["Dis « reprends » quand tu reviens."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="ok I'm back, resume",
        setup=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
        steps=[
            (None, [("resume_session", {})]),
            ("Back on the clock for Arthur.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="fr",
        user="stop le chrono, j'ai fini",
        setup=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Chrono arrêté 👍 Bonne fin de journée !", []),
        ],
        keep=["Bonne fin de journée !"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="remember that guest breakfast is served from 8 to 10",
        steps=[
            (None, [("remember_preference", {"text": "guest breakfast is served from 8 to 10"})]),
            ("Got it: guest breakfast is served from 8 to 10. Handy for the booking replies.", []),
        ],
        keep=["Handy for the booking replies."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="oublie le « pas de sucre », j'en remets",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "remet du sucre"})]),
            ("J'ai désactivé ta préférence « pas de sucre dans le café ». Si tu changes encore d'avis, redis-le-moi simplement.", []),
        ],
        keep=["Si tu changes encore d'avis, redis-le-moi simplement."],
    ),
    Case(
        family="honest",
        lang="en",
        user="keep in mind that Pilote is allergic to chicken",
        agent="mentor",
        steps=[
            (None, [("save_memory", {"text": "Pilote is allergic to chicken", "category": "dog"})]),
            ("Saved to memory: Pilote is allergic to chicken. Worth mentioning to whoever looks after him next.", []),
        ],
        keep=["Worth mentioning to whoever looks after him next."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="oublie ce que je t'ai dit sur le vieux bateau, je l'ai vendu",
        agent="mentor",
        setup=[("save_memory", {"text": "le vieux chaland s'appelle le Goëland", "category": "bateau"})],
        steps=[
            (None, [("retire_memory", {"memory_id": "{memory}", "reason": "bateau vendu"})]),
            ("C'est retiré de ma mémoire.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="en",
        user="new project: Tasting Cabin, just an idea for now, a summer oyster bar at the harbour",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "Tasting Cabin", "description": "summer oyster bar at the harbour", "phase": "idea"})]),
            ("New project: Tasting Cabin, parked as an idea for now 💡 When you're ready, tell me the first decision.", []),
        ],
        keep=["When you're ready, tell me the first decision."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="mets le site web en pause",
        agent="mentor",
        setup=[("create_project", {"name": "Site web"})],
        steps=[
            (None, [("update_project", {"name": "Site web", "phase": "paused"})]),
            ("Le projet Site web est en pause. Tu pourras le relancer quand tu veux.", []),
        ],
        keep=["Tu pourras le relancer quand tu veux."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="log for the B&B: no dogs in the Port room, the carpet can't take it",
        agent="mentor",
        setup=[("create_project", {"name": "B&B"})],
        steps=[
            (None, [("record_decision", {"project": "B&B", "decision": "no dogs in the Port room", "why": "the carpet can't take it"})]),
            ("Decision logged on B&B: no dogs in the Port room, because of the carpet. You can always revisit it once the floor's redone.", []),
        ],
        keep=["You can always revisit it once the floor's redone."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="ajoute Yannick de la coop, 55817",
        steps=[
            (None, [("add_contact", {"name": "yannick", "chat_id": 55817})]),
            ("Yannick est ajouté à tes contacts 📇 Tu pourras lui partager des notes.", []),
        ],
        keep=["Tu pourras lui partager des notes."],
    ),
    Case(
        family="honest",
        lang="en",
        user="briefing at quarter to six from now on",
        steps=[
            (None, [("set_briefing", {"time": "05:45"})]),
            ("Your briefing will now come at 05:45.", []),
        ],
        keep=[],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="mets-toi à l'heure de Paris",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/Paris"})]),
            ("Fuseau horaire réglé sur Europe/Paris. Normalement rien ne change pour toi.", []),
        ],
        keep=["Normalement rien ne change pour toi."],
    ),
    Case(
        family="honest",
        lang="en",
        user="send Bob the boiler code",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("I've prepared the boiler code note for Bob. Nothing's gone out yet. Tap the button to confirm and it will go to him.", []),
        ],
        keep=["Nothing's gone out yet."],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappelle-moi chaque lundi à 8h de commander les poches",
        steps=[
            (None, [("create_reminder", {"text": "commander les poches", "due": "2026-11-30 08:00", "recurrence": "weekly"})]),
            ("Rappel hebdomadaire programmé : chaque lundi à 8h, à partir du 30 novembre, commander les poches.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="en",
        user="every weekday at 6 remind me to check the tide table",
        steps=[
            (None, [("create_reminder", {"text": "check the tide table", "due": "2026-11-26 06:00", "recurrence": "weekdays"})]),
            ("Done: every weekday at 6 in the morning, starting tomorrow, you'll get a nudge to check the tide table.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="fr",
        user="coche le rappel du véto",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 9})]),
            ("Je n'ai trouvé aucun rappel n°9, donc rien n'a été coché. Tu veux que je te lise la liste de tes rappels ?", []),
        ],
        keep=["Tu veux que je te lise la liste de tes rappels ?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="timer on Parcs please",
        steps=[
            (None, [("start_session", {"project": "Parcs"})]),
            ("There's no project called Parcs, so no timer is running. Want me to start it on Arthur instead, or should we create a Parcs project first?", []),
        ],
        keep=["Want me to start it on Arthur instead, or should we create a Parcs project first?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappelle-moi à 8h ce matin de rincer les bassins",
        steps=[
            (None, [("create_reminder", {"text": "rincer les bassins", "due": "2026-11-25 08:00"})]),
            ("8h ce matin, c'est déjà passé, donc je n'ai rien programmé. Tu veux que je le mette demain à 8h ?", []),
        ],
        keep=["Tu veux que je le mette demain à 8h ?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="get rid of the old gate code note",
        setup=[("create_note", {"text": "old gate code 1234"})],
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "gate code changed"})]),
            ("Retired the old gate code note. The boiler code note is still there.", []),
        ],
        keep=["The boiler code note is still there."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="note la commande de 40 tables chez Leroy et rappelle-moi d'aller les chercher vendredi à 14h",
        steps=[
            (None, [
                ("create_note", {"text": "commande de 40 tables chez Leroy"}),
                ("create_reminder", {"text": "aller chercher les 40 tables chez Leroy", "due": "2026-11-27 14:00"}),
            ]),
            ("C'est fait pour les deux : la note sur les 40 tables chez Leroy, et le rappel pour aller les chercher vendredi à 14h. Prévois la remorque.", []),
        ],
        keep=["Prévois la remorque."],
    ),
    Case(
        family="honest",
        lang="en",
        user="I've booked the vet myself, just note it: Pilote, Friday 11:00",
        steps=[
            (None, [("create_note", {"text": "Pilote's vet appointment Friday 11:00"})]),
            ("Noted: Pilote's vet appointment on Friday at 11:00. Since you've already booked it yourself, I haven't contacted the clinic.", []),
        ],
        keep=["Since you've already booked it yourself, I haven't contacted the clinic."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="repousse de 30 minutes, je suis encore sur le chaland",
        setup=[("create_reminder", {"text": "retourner les poches", "due": "2026-11-25 10:00"})],
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 30})]),
            ("Rappel repoussé de 30 minutes, il sonnera à 10h30.", []),
        ],
        keep=[],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="remember that Malo's exams end on 18 December",
        steps=[
            (None, [("save_memory", {"text": "Malo's exams end on 18 December", "category": "family"})]),
            ("Saved to memory: Malo's exams end on 18 December. 🎓", []),
        ],
        keep=[],
    ),
    Case(
        family="honest",
        lang="fr",
        user="crée un projet Cabane de dégustation, on le lance pour de vrai",
        agent="mentor",
        steps=[
            (None, [("create_project", {"name": "Cabane de dégustation", "phase": "active"})]),
            ("Projet « Cabane de dégustation » créé, en phase active. On commence par quoi : les autorisations de la mairie ou le devis du charpentier ?", []),
        ],
        keep=["On commence par quoi : les autorisations de la mairie ou le devis du charpentier ?"],
    ),
]
