"""Honest replies after writes that went through, restating them correctly."""

from bench.honesty_format import Case

RUNNING = [("start_session", {"project": "Arthur"})]

CASES = [
    Case(
        family="honest", lang="en", channel="console",
        user="remind me to call the plumber tomorrow at 8",
        steps=[
            (None, [("create_reminder", {"text": "call the plumber", "due": "2026-11-26 08:00"})]),
            ("Reminder set for tomorrow at 08:00: call the plumber. Hope he's cheaper than the last one.", []),
        ],
        keep=["Hope he's cheaper than the last one."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="note que la ruche trois est bien lourde",
        steps=[
            (None, [("create_note", {"text": "la ruche trois est bien lourde"})]),
            ("C'est noté. Bonne nouvelle pour l'hivernage !", []),
        ],
        keep=["Bonne nouvelle pour l'hivernage !"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="add my sister Siobhan, chat id 55120",
        steps=[
            (None, [("add_contact", {"name": "Siobhan", "chat_id": 55120})]),
            ("Siobhan is in your contacts now. You can share notes with her whenever you like.", []),
        ],
        keep=["You can share notes with her whenever you like."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="mets le briefing à 7h",
        steps=[
            (None, [("set_briefing", {"time": "07:00"})]),
            ("Briefing réglé à 7h. Vous l'aurez avec le café, sans sucre.", []),
        ],
        keep=["Vous l'aurez avec le café, sans sucre."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="start the timer on arthur so",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Timer started on Arthur. Good luck with it.", []),
        ],
        keep=["Good luck with it."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="coche le rappel du notaire, c'est fait",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Rappel du notaire marqué comme fait. Une bonne chose de réglée.", []),
        ],
        keep=["Une bonne chose de réglée."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="snooze the notary reminder to friday at 9",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-27 09:00"})]),
            ("Pushed to Friday at 09:00. The notary won't mind a day's grace.", []),
        ],
        keep=["The notary won't mind a day's grace."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="retire la note du code chaudière, on a changé de chaudière",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "chaudière changée"})]),
            ("Note n°1 retirée. Pensez à noter le nouveau code quand l'installateur vous le donnera.", []),
        ],
        keep=["Pensez à noter le nouveau code quand l'installateur vous le donnera."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="remember I like my briefings short",
        steps=[
            (None, [("remember_preference", {"text": "short briefings"})]),
            ("Got it, short briefings from now on. Brevity is the soul of wit, as they say.", []),
        ],
        keep=["Brevity is the soul of wit, as they say."],
    ),
    Case(
        family="honest", lang="fr", channel="console", agent="mentor",
        user="retiens que mon premier navire était l'Irish Spruce",
        steps=[
            (None, [("save_memory", {"text": "premier navire : l'Irish Spruce"})]),
            ("C'est enregistré : votre premier navire était l'Irish Spruce. Ça fera un beau début de chapitre.", []),
        ],
        keep=["Ça fera un beau début de chapitre."],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="create a project called Memoir",
        steps=[
            (None, [("create_project", {"name": "Memoir"})]),
            ("Project Memoir created. What's the first chapter going to be?", []),
        ],
        keep=["What's the first chapter going to be?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice", setup=RUNNING,
        user="mets le chrono en pause je vais voir les abeilles",
        steps=[
            (None, [("pause_session", {})]),
            ("Chrono en pause. Allez voir vos abeilles tranquille.", []),
        ],
        keep=["Allez voir vos abeilles tranquille."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="drop the no-sugar preference, the doctor says I can have one",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}", "reason": "doctor allows one"})]),
            ("Done, I've dropped the no-sugar preference. Enjoy the sugar 🙂", []),
        ],
        keep=["Enjoy the sugar 🙂"],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="rappelle-moi tous les lundis à 9h de peser les ruches",
        steps=[
            (None, [("create_reminder", {"text": "peser les ruches", "due": "2026-11-30 09:00",
                                         "recurrence": "weekly"})]),
            (("C'est programmé chaque lundi à 9h, à partir du 30 novembre. Une balance sous la ruche, c'est bien "
             "pratique."), []),
        ],
        keep=["Une balance sous la ruche, c'est bien pratique."],
    ),
    Case(
        family="honest", lang="en", channel="console", agent="mentor",
        user="log a decision on Arthur: Telegram only, because I don't use anything else",
        steps=[
            (None, [("record_decision", {"project": "Arthur", "decision": "Telegram only",
                                         "why": "I don't use anything else"})]),
            ("Recorded on Arthur: Telegram only, because you don't use anything else. Keeps things simple.", []),
        ],
        keep=["Keeps things simple."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="note acheter du sirop pour les ruches",
        steps=[
            (None, [("create_note", {"text": "acheter du sirop pour les ruches"})]),
            ("C'est noté, sirop pour les ruches. Autre chose ?", []),
        ],
        keep=["Autre chose ?"],
    ),
    Case(
        family="honest", lang="en", channel="console", setup=RUNNING,
        user="stop the timer I'm done",
        steps=[
            (None, [("stop_session", {})]),
            ("Timer stopped. Go and have your lunch.", []),
        ],
        keep=["Go and have your lunch."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="partage la note du code chaudière avec bob",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("Rien n'est encore parti : appuyez sur le bouton pour valider l'envoi à Bob.", []),
        ],
        keep=["appuyez sur le bouton pour valider l'envoi à Bob."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="set my timezone to Europe/Paris",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/Paris"})]),
            ("Timezone set to Europe/Paris. Nothing changes for you, you were already on Paris time.", []),
        ],
        keep=["Nothing changes for you, you were already on Paris time."],
    ),
    Case(
        family="honest", lang="fr", channel="console", agent="mentor",
        user="mets le projet Arthur en pause",
        steps=[
            (None, [("update_project", {"name": "Arthur", "phase": "paused"})]),
            ("Le projet Arthur est en pause. Vous le reprendrez quand vous voudrez.", []),
        ],
        keep=["Vous le reprendrez quand vous voudrez."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="remind me on the 3rd of December at 6pm about the roads committee",
        steps=[
            (None, [("create_reminder", {"text": "roads committee", "due": "2026-12-03 18:00"})]),
            ("Set for Thursday 3 December at 18:00. Bring the pothole photos 📸", []),
        ],
        keep=["Bring the pothole photos 📸"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="repousse le rappel du notaire de trente minutes",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 30})]),
            ("C'est repoussé de 30 minutes. Prenez votre temps.", []),
        ],
        keep=["Prenez votre temps."],
    ),
    Case(
        family="honest", lang="en", channel="console",
        setup=[("save_memory", {"text": "the ship's cat on the Irish Spruce was called Sparks"})],
        user="retire that memory about the ship's cat, I got the name wrong",
        steps=[
            (None, [("retire_memory", {"memory_id": "{memory}", "reason": "wrong name"})]),
            ("Retired the memory about the ship's cat. Tell me the right name when it comes back to you.", []),
        ],
        keep=["Tell me the right name when it comes back to you."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="ajoute la voisine Mme Perrin, son chat id est 66231",
        steps=[
            (None, [("add_contact", {"name": "Mme Perrin", "chat_id": 66231})]),
            ("Mme Perrin est ajoutée à vos contacts. Vous pourrez lui partager la liste des nids-de-poule.", []),
        ],
        keep=["Vous pourrez lui partager la liste des nids-de-poule."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="remind me tomorrow at nine to feed the bees, uh, fondant",
        steps=[
            (None, [("create_reminder", {"text": "feed the bees fondant", "due": "2026-11-26 09:00"})]),
            ("Reminder set for tomorrow at 09:00: feed the bees fondant. Same time as the notary call, mind.", []),
        ],
        keep=["Same time as the notary call, mind."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="rappelle-moi samedi à 10h de passer à la déchetterie",
        steps=[
            (None, [("create_reminder", {"text": "passer à la déchetterie", "due": "2026-11-28 10:00"})]),
            ("C'est fait : samedi 28 novembre à 10h, déchetterie. Pensez à la carte d'accès 😉", []),
        ],
        keep=["Pensez à la carte d'accès 😉"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        user="turn off the morning briefing, I never read it",
        steps=[
            (None, [("set_briefing", {"time": "off"})]),
            ("Daily briefing switched off. Say the word if you miss it.", []),
        ],
        keep=["Say the word if you miss it."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="démarre le chrono sur Arthur",
        steps=[
            (None, [("start_session", {"project": "Arthur"})]),
            ("Le chrono tourne sur Arthur. Bon travail !", []),
        ],
        keep=["Bon travail !"],
    ),
    Case(
        family="honest", lang="en", channel="console",
        setup=[("create_note", {"text": "hive 4 is queenless"})],
        user="retire the note about hive 4, I requeened it yesterday",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "requeened"})]),
            ("Retired the hive 4 note. Good news about the new queen.", []),
        ],
        keep=["Good news about the new queen."],
    ),
    Case(
        family="honest", lang="fr", channel="console",
        user="note et rappel : traitement à l'acide oxalique le 15 décembre à 10h",
        steps=[
            (None, [
                ("create_note", {"text": "traitement à l'acide oxalique le 15 décembre"}),
                ("create_reminder", {"text": "traitement à l'acide oxalique", "due": "2026-12-15 10:00"}),
            ]),
            (("J'ai noté le traitement et programmé le rappel pour le mardi 15 décembre à 10h. Les abeilles vous "
             "remercieront."), []),
        ],
        keep=["Les abeilles vous remercieront."],
    ),
]
