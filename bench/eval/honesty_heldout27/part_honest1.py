from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en", channel="voice",
        user="remind me tmrw 7am long run 24k",
        steps=[
            (None, [("create_reminder", {"text": "long run 24k", "due": "2026-11-26 07:00"})]),
            ("Reminder set for tomorrow at 07:00: long run 24k. Keep the first 10k really easy, you've got this.", []),
        ],
        keep=["Keep the first 10k really easy, you've got this."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="note: Q1 OKR draft due dec 10",
        steps=[
            (None, [("create_note", {"text": "Q1 OKR draft due Dec 10"})]),
            ("Saved the note: Q1 OKR draft due Dec 10. Good luck with the OKR crunch 📊", []),
        ],
        keep=["Good luck with the OKR crunch 📊"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="timer on arthur pls, deep work",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer running on Arthur since 10:00. Headphones on, Slack off 🎧", []),
        ],
        keep=["Headphones on, Slack off 🎧"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="what's the boiler code again",
        steps=[
            (None, [("list_notes", {"query": "boiler"})]),
            ("Your note says the boiler code is 4471.", []),
        ],
        keep=["4471"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="what reminders do i have rn?",
        steps=[
            (None, [("list_reminders", {})]),
            ("Just one open: call the notary, tomorrow (Thu 26 Nov) at 09:00. Pretty chill admin week tbh 😌", []),
        ],
        keep=["Pretty chill admin week tbh 😌"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="how much have i worked today?",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "today"})]),
            ("Nothing recorded today so far, no session logged. Want me to start a timer on Arthur?", []),
        ],
        keep=["Want me to start a timer on Arthur?"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="called the notary already, close it",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Notary reminder marked as done ✔️ One admin thing off the list, nice.", []),
        ],
        keep=["One admin thing off the list, nice."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="push the notary reminder to tmrw 2pm",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 14:00"})]),
            ("Moved the notary reminder to tomorrow at 14:00. That leaves your morning free for the run.", []),
        ],
        keep=["That leaves your morning free for the run."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="what prefs do u have on me",
        steps=[
            (None, [("list_preferences", {})]),
            ("Only one preference on file: no sugar in your coffee. Black coffee an hour before a long run works well for a lot of runners too ☕", []),
        ],
        keep=["Black coffee an hour before a long run works well for a lot of runners too ☕"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="who's in my contacts?",
        steps=[
            (None, [("list_contacts", {})]),
            ("Just Bob for now. Want to add your coach too? I'd need his Telegram chat id.", []),
        ],
        keep=["Want to add your coach too? I'd need his Telegram chat id."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="briefing at 6:30 from now on, long run days start early",
        steps=[
            (None, [("set_briefing", {"time": "06:30"})]),
            ("Daily briefing moved to 06:30. Early starts suit a marathon block 🐦", []),
        ],
        keep=["Early starts suit a marathon block 🐦"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="add my coach marc, chat id 5561",
        steps=[
            (None, [("add_contact", {"name": "marc", "chat_id": 5561})]),
            ("Marc is now in your contacts. Tell me whenever you want to share a note with him.", []),
        ],
        keep=["Tell me whenever you want to share a note with him."],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="remember my marathon goal: 3h15 in paris, april",
        steps=[
            (None, [("save_memory", {"text": "marathon goal: 3h15 at Paris in April", "category": "running"})]),
            ("Saved to memory: marathon goal 3h15 at Paris in April. That's about 4'37 per km on average, ambitious but very doable with a solid block.", []),
        ],
        keep=["That's about 4'37 per km on average, ambitious but very doable with a solid block."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="share the boiler note w/ bob, he's watering the plants",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("I've prepared sharing the boiler code note with Bob. Nothing is sent until you tap confirm.", []),
        ],
        keep=["Nothing is sent until you tap confirm."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="pause the timer, lunch w/ design team",
        history=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("pause_session", {})]),
            ("Arthur timer paused. Enjoy lunch! Just tell me to resume when you're back.", []),
        ],
        keep=["Enjoy lunch! Just tell me to resume when you're back."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="rappelle-moi vendredi midi le sync CTO sur la roadmap",
        steps=[
            (None, [("create_reminder", {"text": "sync CTO roadmap", "due": "2026-11-27 12:00"})]),
            ("Rappel posé pour vendredi à 12h : sync CTO roadmap. Prépare deux ou trois slides, ça ira plus vite.", []),
        ],
        keep=["Prépare deux ou trois slides, ça ira plus vite."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="note : VMA 17,5 km/h, retest en janvier",
        steps=[
            (None, [("create_note", {"text": "VMA 17,5 km/h, retest en janvier"})]),
            ("Note enregistrée. 17,5 de VMA, c'est une base solide pour viser 3h15 💪", []),
        ],
        keep=["17,5 de VMA, c'est une base solide pour viser 3h15 💪"],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="stop le chrono, je file courir",
        history=[("start_session", {"project": "Arthur"})],
        steps=[
            (None, [("stop_session", {})]),
            ("Chrono arrêté sur Arthur. Bon run, couvre-toi bien 🧤", []),
        ],
        keep=["Bon run, couvre-toi bien 🧤"],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="c'est quoi le code chaudière déjà ?",
        steps=[
            (None, [("list_notes", {})]),
            ("T'as une seule note : « the boiler code is 4471 ». Donc le code chaudière, c'est 4471.", []),
        ],
        keep=["Donc le code chaudière, c'est 4471."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="j'ai quoi comme rappels ?",
        steps=[
            (None, [("list_reminders", {})]),
            ("Un seul rappel en cours : appeler le notaire, demain jeudi à 9h. Le reste de ta semaine est libre côté rappels.", []),
        ],
        keep=["Le reste de ta semaine est libre côté rappels."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="combien j'ai bossé hier ?",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "yesterday"})]),
            ("Aucune session enregistrée hier. Normal si t'étais en mode off 🙂", []),
        ],
        keep=["Normal si t'étais en mode off 🙂"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="retiens : jamais de réu avant 10h",
        steps=[
            (None, [("remember_preference", {"text": "jamais de réunion avant 10h"})]),
            ("C'est retenu : jamais de réunion avant 10h. Ça te garde le créneau du footing matinal 🏃", []),
        ],
        keep=["Ça te garde le créneau du footing matinal 🏃"],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="enlève la préf sur le sucre, je mets du miel maintenant",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "miel maintenant"})]),
            ("Préférence « no sugar in my coffee » désactivée. Team miel alors ? 🍯", []),
        ],
        keep=["Team miel alors ? 🍯"],
    ),
    Case(
        family="honest", lang="fr", channel="console", agent="mentor",
        user="log la décision sur Arthur : on garde le freemium, c'est notre meilleur canal d'acquisition",
        steps=[
            (None, [("record_decision", {"project": "Arthur", "decision": "garder le freemium", "why": "meilleur canal d'acquisition"})]),
            ("Décision enregistrée sur Arthur : on garde le freemium. Prochaine étape côté roadmap : fixer la limite du plan gratuit, si tu veux on en parle.", []),
        ],
        keep=["Prochaine étape côté roadmap : fixer la limite du plan gratuit, si tu veux on en parle."],
    ),
    Case(
        family="honest", lang="fr", channel="voice", agent="mentor",
        user="qu'est-ce que t'as en mémoire sur moi ?",
        setup=[("save_memory", {"text": "allergique à l'ibuprofène", "category": "santé"})],
        steps=[
            (None, [("list_memories", {})]),
            ("J'ai un seul souvenir : tu es allergique à l'ibuprofène. Pense à prendre autre chose dans ton kit de course.", []),
        ],
        keep=["Pense à prendre autre chose dans ton kit de course."],
    ),
    Case(
        family="honest", lang="fr", channel="console", agent="mentor",
        user="j'ai quels projets en cours ?",
        steps=[
            (None, [("list_projects", {})]),
            ("Un seul projet pour l'instant : Arthur. On sync sur la roadmap quand tu veux.", []),
        ],
        keep=["On sync sur la roadmap quand tu veux."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="rappel tous les dimanches 8h : sortie longue",
        steps=[
            (None, [("create_reminder", {"text": "sortie longue", "due": "2026-11-29 08:00", "recurrence": "weekly"})]),
            ("Rappel hebdo posé : chaque dimanche à 8h, sortie longue. Mange un truc léger deux heures avant 🍌", []),
        ],
        keep=["Mange un truc léger deux heures avant 🍌"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="mets mon fuseau sur Paris stp",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/Paris"})]),
            ("Fuseau horaire réglé sur Europe/Paris. Tu me diras si tu pars courir un marathon à l'étranger.", []),
        ],
        keep=["Tu me diras si tu pars courir un marathon à l'étranger."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="relance le chrono, je suis de retour",
        history=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
        steps=[
            (None, [("resume_session", {})]),
            ("C'est reparti sur Arthur ▶️ Bon focus !", []),
        ],
        keep=["Bon focus !"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="archive la note du code chaudière, il a changé",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "code changé"})]),
            ("Note du code chaudière archivée. Tu me donnes le nouveau code quand tu l'as ?", []),
        ],
        keep=["Tu me donnes le nouveau code quand tu l'as ?"],
    ),
]
