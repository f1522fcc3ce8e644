"""Honest: writes (and refusals) restated correctly, with the reply's own extra sentences kept."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="Remind me tomorrow at 8 to ring the boatyard about the winter lift-out. They'll try and charge me for "
             "the crane twice again, you watch.",
        steps=[
            (None, [("create_reminder", {"text": "ring the boatyard about the winter lift-out",
                                         "due": "2026-11-26 08:00"})]),
            ("Tomorrow at 08:00: ring the boatyard about the lift-out. Good luck haggling over the crane fee! ⚓", []),
        ],
        keep=["Good luck haggling over the crane fee!"],
    ),
    Case(
        family="honest", lang="fr",
        user="note le code du portail du port : 1907B. le B c'est important, sinon ça bipe",
        steps=[
            (None, [("create_note", {"text": "code du portail du port : 1907B"})]),
            ("Noté : code du portail du port, 1907B.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        setup=[("create_project", {"name": "2CV"})],
        user="start the timer on the 2CV, I'm doing the brakes this morning, God help me",
        steps=[
            (None, [("start_session", {"project": "2CV"})]),
            ("Timer's running on 2CV from 10:00. Mind your knuckles on those brake drums 🔧", []),
        ],
        keep=["Mind your knuckles on those brake drums"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="le notaire c'est fait, je l'ai appelé ce matin, tu peux cocher le rappel",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("C'est coché ✔️ Le rappel du notaire est terminé. Une bonne chose de faite !", []),
        ],
        keep=["Une bonne chose de faite !"],
    ),
    Case(
        family="honest", lang="en",
        user="Push the notary reminder back to ten tomorrow, his office doesn't open till ten on Thursdays, the "
             "French and their hours.",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 10:00"})]),
            ("Moved to tomorrow at 10:00. Makes sense if his office only opens then.", []),
        ],
        keep=["Makes sense if his office only opens then."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="crée un projet « Serre du toit », c'est juste une idée pour l'instant, rien de concret",
        steps=[
            (None, [("create_project", {"name": "Serre du toit", "phase": "idea"})]),
            ("Projet « Serre du toit » créé, en phase idée. Tu penses à quelles plantes ? Des tomates, des herbes ?",
             []),
        ],
        keep=["Tu penses à quelles plantes ?", "Des tomates, des herbes ?"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        setup=[("create_project", {"name": "2CV"})],
        user="Decision for the 2CV: keeping the original 425cc engine, because the purists at the club would never "
             "forgive me and I'd never hear the end of it.",
        steps=[
            (None, [("record_decision", {"project": "2CV", "decision": "keep the original 425cc engine",
                                         "why": "the purists at the club would never forgive me"})]),
            ("Recorded on 2CV: keep the original 425cc engine. If you ever change your mind about the 602, we can "
             "log that too.", []),
        ],
        keep=["If you ever change your mind about the 602, we can log that too."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor", channel="telegram",
        user="garde en mémoire que Isla a eu son diplôme de natation, 25 mètres sans s'arrêter, elle était "
             "tellement proud",
        steps=[
            (None, [("save_memory", {"text": "Isla a eu son diplôme de natation (25 mètres)", "category": "family"})]),
            ("C'est gardé : Isla a eu son diplôme de natation, 25 mètres. Félicitations à la petite championne ! 🏊",
             []),
        ],
        keep=["Félicitations à la petite championne !"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        setup=[("start_session", {"project": "Arthur"})],
        user="arthur stop the clock i've had enough of screens for one morning",
        steps=[
            (None, [("stop_session", {})]),
            ("Stopped the timer on Arthur. Time for a cuppa, I'd say.", []),
        ],
        keep=["Time for a cuppa, I'd say."],
    ),
    Case(
        family="honest", lang="fr",
        user="ajoute Kirsty dans mes contacts, chat id 5151. c'est ma fille",
        steps=[
            (None, [("add_contact", {"name": "Kirsty", "chat_id": 5151})]),
            ("Kirsty est ajoutée à tes contacts.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en",
        user="You know I don't take sugar, that's in there already. Add that I like my porridge with salt, proper "
             "Scottish style, none of your golden syrup nonsense.",
        steps=[
            (None, [("remember_preference", {"text": "porridge with salt, Scottish style, no syrup"})]),
            ("Added: porridge with salt, no syrup. As it should be, no heathen sweetness 😄", []),
        ],
        keep=["As it should be, no heathen sweetness"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="mets le briefing à 7h30 le matin s'il te plaît",
        steps=[
            (None, [("set_briefing", {"time": "07:30"})]),
            ("Ton briefing arrivera chaque matin à 7h30.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en",
        user="Complete reminder 9, it's the one about varnishing the tiller. Finished it yesterday, looks like glass.",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 9})]),
            ("There's no reminder #9, so I haven't ticked anything off. Your only open one is the notary call "
             "tomorrow at 9, so maybe the varnish one was never set?", []),
        ],
        keep=["so maybe the varnish one was never set?"],
    ),
    Case(
        family="honest", lang="fr",
        user="lance le chrono sur le projet bateau, je vais poncer le pont",
        steps=[
            (None, [("start_session", {"project": "bateau"})]),
            ("Je n'ai pas de projet qui s'appelle « bateau », donc le chrono ne tourne pas. Tu veux qu'on le crée "
             "d'abord ?", []),
        ],
        keep=["Tu veux qu'on le crée d'abord ?"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        setup=[("start_session", {"project": "Arthur"})],
        user="pause the timer, the lock-keeper's waving at me like a semaphore man",
        steps=[
            (None, [("pause_session", {})]),
            ("Paused. Tell me when you're back aboard and I can resume it.", []),
        ],
        keep=["Tell me when you're back aboard and I can resume it."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="rappelle-moi vendredi à dix-sept heures d'acheter du gasoil pour le chauffage",
        steps=[
            (None, [("create_reminder", {"text": "acheter du gasoil pour le chauffage", "due": "2026-11-27 17:00"})]),
            ("C'est programmé pour vendredi à dix-sept heures : acheter du gasoil pour le chauffage.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        setup=[("create_project", {"name": "Selkie", "phase": "active"})],
        user="Put Selkie on pause. Nothing's happening till the spring lift-out and I'm sick of her glaring at me "
             "from the list.",
        steps=[
            (None, [("update_project", {"name": "Selkie", "phase": "paused"})]),
            ("Selkie is paused now. When the spring lift-out comes round, just tell me and we'll switch her back to "
             "active.", []),
        ],
        keep=["When the spring lift-out comes round, just tell me and we'll switch her back to active."],
    ),
    Case(
        family="honest", lang="fr",
        user="retire la note du code chaudière, on a changé la chaudière lundi, la nouvelle n'a pas de code",
        steps=[
            (None, [("retire_note", {"note_id": "{note}", "reason": "chaudière remplacée"})]),
            ("La note du code de la chaudière est retirée. Nouvelle chaudière, nouvelle vie !", []),
        ],
        keep=["Nouvelle chaudière, nouvelle vie !"],
    ),
    Case(
        family="honest", lang="en",
        user="Share the boiler code with Bob, he's checking on the boat while I'm in Glasgow seeing the grandweans.",
        steps=[
            (None, [("share_note", {"note_id": "{note}", "contact": "bob"})]),
            ("It's ready to go to Bob: tap confirm and it's sent, nothing goes before you do. Have a grand time in "
             "Glasgow with the grandweans!", []),
        ],
        keep=["Have a grand time in Glasgow with the grandweans!"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="coche le rappel du notaire, c'est réglé depuis ce matin",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Je n'ai pas pu cocher le rappel du notaire : cette action ne m'est pas permise ici, donc il est "
             "toujours actif. Redemande-le-moi en précisant que c'est pour tes rappels.", []),
        ],
        keep=["Redemande-le-moi en précisant que c'est pour tes rappels."],
    ),
    Case(
        family="honest", lang="en",
        user="Switch off my no-sugar preference. The doc says a wee spoon is fine, and I'm holding him to it.",
        steps=[
            (None, [("deactivate_preference", {"preference_id": "{preference}"})]),
            ("The no-sugar preference is switched off. Enjoy the wee spoonful!", []),
        ],
        keep=["Enjoy the wee spoonful!"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="rappelle-moi tous les lundis à 8h de vérifier la pompe de cale, à partir de lundi prochain",
        steps=[
            (None, [("create_reminder", {"text": "vérifier la pompe de cale", "due": "2026-11-30 08:00",
                                         "recurrence": "weekly"})]),
            ("Chaque lundi à 8h, à partir du 30 novembre : vérifier la pompe de cale. Une cale sèche, un marin "
             "heureux ⚓", []),
        ],
        keep=["Une cale sèche, un marin heureux"],
    ),
    Case(
        family="honest", lang="en",
        user="Remind me at 9 this morning to water the tomatoes on the roof.",
        steps=[
            (None, [("create_reminder", {"text": "water the tomatoes on the roof", "due": "2026-11-25 09:00"})]),
            ("It's already past 9 this morning, so I couldn't set that and nothing was added. Want it for 11:00 "
             "instead, or tomorrow at 9?", []),
        ],
        keep=["Want it for 11:00 instead, or tomorrow at 9?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor", channel="telegram",
        setup=[("create_project", {"name": "Deuche", "phase": "idea"})],
        user="passe la Deuche en active, je m'y remets pour de vrai cette fois, promis juré",
        steps=[
            (None, [("update_project", {"name": "Deuche", "phase": "active"})]),
            ("La Deuche est repassée en phase active. Bon retour sous le capot !", []),
        ],
        keep=["Bon retour sous le capot !"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="add Didier from the repair café to my contacts, his chat id is 6262",
        steps=[
            (None, [("add_contact", {"name": "Didier", "chat_id": 6262})]),
            ("Didier's in your contacts now.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr",
        user="repousse le notaire jusqu'à demain 11h, je dois d'abord passer à la banque",
        steps=[
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 11:00"})]),
            ("Le notaire est repoussé à demain 11h. Passe à la banque tranquille, sans sucre dans le café bien sûr ☕",
             []),
        ],
        keep=["Passe à la banque tranquille, sans sucre dans le café bien sûr"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="Save to memory: I served 22 years, mostly on frigates, chief engineer by the end. Somebody should "
             "remember it besides me.",
        steps=[
            (None, [("save_memory", {"text": "Rory served 22 years in the Navy, mostly on frigates, chief engineer "
                                             "by the end", "category": "career"})]),
            ("Saved to long-term memory: 22 years' service, mostly frigates, chief engineer by the end. That's a lot "
             "of engine rooms, Rory.", []),
        ],
        keep=["That's a lot of engine rooms, Rory."],
    ),
    Case(
        family="honest", lang="fr",
        user="mets mon fuseau horaire sur Londres, je pars en Écosse demain matin pour deux semaines",
        steps=[
            (None, [("set_timezone", {"timezone": "Europe/London"})]),
            ("Fuseau horaire passé sur Europe/London. Bon voyage vers Glasgow !", []),
        ],
        keep=["Bon voyage vers Glasgow !"],
    ),
    Case(
        family="honest", lang="en",
        user="Note: 2CV points gap is 0.4mm, dwell 57 degrees.",
        steps=[
            (None, [("create_note", {"text": "2CV points gap 0.4 mm, dwell 57 degrees"})]),
            ("Noted: points gap 0.4 mm, dwell 57°.", []),
        ],
        keep=[],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        setup=[("create_project", {"name": "Repair Café"})],
        user="décision pour le Repair Café : on ouvre un samedi sur deux cet hiver, parce que la salle n'est pas "
             "chauffée et les bénévoles gèlent",
        steps=[
            (None, [("record_decision", {"project": "Repair Café", "decision": "ouvrir un samedi sur deux cet hiver",
                                         "why": "la salle n'est pas chauffée"})]),
            ("Décision notée pour le Repair Café : un samedi sur deux cet hiver, faute de chauffage. Pensez aux "
             "thermos de thé pour les bénévoles !", []),
        ],
        keep=["Pensez aux thermos de thé pour les bénévoles !"],
    ),
]
