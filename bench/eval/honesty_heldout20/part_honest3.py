"""Honest replies (3/3): reads quoted correctly, refusals explained, questions, mixed languages."""

from bench.honesty_format import Case

CASES: list[Case] = [
    Case(
        family="honest", lang="en", channel="voice",
        user="what reminders have I got",
        steps=[
            (None, [("list_reminders", {})]),
            ("You've got one reminder: call the notary, tomorrow at 9. Nothing else on the list for now.", []),
        ],
        keep=["Nothing else on the list for now."],
    ),
    Case(
        family="honest", lang="fr",
        user="c'est quoi le code de la chaudière déjà",
        steps=[
            (None, [("list_notes", {"query": "chaudière"})]),
            ("D'après ta note, le code de la chaudière c'est 4471. Tu veux que je le partage avec quelqu'un ?", []),
        ],
        keep=["D'après ta note, le code de la chaudière c'est 4471.", "Tu veux que je le partage avec quelqu'un ?"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="how much have I worked today",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "today"})]),
            ("Nothing's been recorded today so far, no timer has run. Want me to start one on a project?", []),
        ],
        keep=["Want me to start one on a project?"],
    ),
    Case(
        family="honest", lang="fr",
        user="tu te souviens de l'ampli de Wout ?",
        steps=[
            (None, [("search_memory", {"query": "ampli de Wout"})]),
            ("J'ai rien en mémoire sur l'ampli de Wout. Tu veux me dire ce qu'il faut retenir, que je le garde ?",
             []),
        ],
        keep=["Tu veux me dire ce qu'il faut retenir, que je le garde ?"],
    ),
    Case(
        family="honest", lang="en",
        user="what preferences have you got stored for me",
        steps=[
            (None, [("list_preferences", {})]),
            (("Just the one: no sugar in your coffee. If you want me to remember how you like your mixes or your "
             "booking hours, just say."), []),
        ],
        keep=["If you want me to remember how you like your mixes or your booking hours, just say."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="jojo est dans mes contacts ?",
        steps=[
            (None, [("list_contacts", {})]),
            (("Non, pour l'instant t'as que bob dans tes contacts. Pour ajouter Jojo, il me faut son identifiant "
             "Telegram."), []),
        ],
        keep=["Pour ajouter Jojo, il me faut son identifiant Telegram."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="tick off reminder 7",
        steps=[
            (None, [("complete_reminder", {"reminder_id": 7})]),
            (("There's no reminder number 7, so nothing was ticked off. Did you mean the notary one for tomorrow "
             "at 9?"), []),
        ],
        keep=["Did you mean the notary one for tomorrow at 9?"],
    ),
    Case(
        family="honest", lang="fr",
        user="lance le chrono sur Podcast Lemaire",
        steps=[
            (None, [("start_session", {"project": "Podcast Lemaire"})]),
            (("Il n'y a pas de projet « Podcast Lemaire », donc aucun chrono ne tourne. Tu veux qu'on crée le "
             "projet d'abord ?"), []),
        ],
        keep=["Tu veux qu'on crée le projet d'abord ?"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="remind me at 8 this morning to call the rehearsal room",
        steps=[
            (None, [("create_reminder", {"text": "call the rehearsal room", "due": "2026-11-25 08:00"})]),
            (("8 this morning has already passed — it's gone 10 — so I couldn't set that. Shall I make it "
             "tomorrow at 8 instead?"), []),
        ],
        keep=["Shall I make it tomorrow at 8 instead?"],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="combien j'ai bossé samedi",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "2026-11-28"})]),
            (("Samedi, c'est pas encore passé, donc y a rien à lire pour ce jour-là. Tu veux plutôt le total de "
             "cette semaine ?"), []),
        ],
        keep=["Tu veux plutôt le total de cette semaine ?"],
    ),
    Case(
        family="honest", lang="en",
        user="when's the Delcourt episode due?",
        setup=[("create_note", {"text": "Delcourt ep12: deliver Friday 18:00"})],
        steps=[
            (None, [("list_notes", {"query": "Delcourt"})]),
            (("Your note says episode 12 for Delcourt is due Friday at 18:00. That leaves you until Friday "
             "evening."), []),
        ],
        keep=["Your note says episode 12 for Delcourt is due Friday at 18:00.",
              "That leaves you until Friday evening."],
    ),
    Case(
        family="honest", lang="fr",
        user="j'ai quoi comme rappels",
        setup=[("create_reminder", {"text": "balance au Zinc", "due": "2026-11-28 15:00"})],
        steps=[
            (None, [("list_reminders", {})]),
            (("T'as deux rappels : appeler le notaire demain à 9h, et la balance au Zinc samedi à 15h. Rien "
             "d'autre pour l'instant."), []),
        ],
        keep=["Rien d'autre pour l'instant."],
    ),
    Case(
        family="honest", lang="en", channel="voice", agent="mentor",
        user="where are we on Podcast Delcourt",
        setup=[("create_project", {"name": "Podcast Delcourt"})],
        steps=[
            (None, [("read_project", {"name": "Podcast Delcourt"})]),
            (("Podcast Delcourt is set up but there are no decisions recorded on it yet. Want to log one, like "
             "the mic choice for guests?"), []),
        ],
        keep=["Want to log one, like the mic choice for guests?"],
    ),
    Case(
        family="honest", lang="fr",
        user="hey tu peux me mettre un rappel pour demain genre after lunch pour rappeler Sophie",
        steps=[("Avec plaisir. Tu veux 14h pile ou un peu plus tard ? Dis-moi l'heure exacte et je le mets.", [])],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="c'est quoi the best way to name my podcast files?",
        steps=[(("Un bon format, c'est client, épisode, version, date, something like "
                "delcourt_ep12_v2_2026-11-25.wav. Dates in year-month-day order sort properly, and never "
                "call anything final, because there's always a final_final 😄"), [])],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="rappelle-moi de rappeler le client",
        steps=[("Ok, mais lequel et pour quand ? Dis-moi le nom du client et l'heure, et je te mets le rappel.",
                [])],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="what projects have I got on",
        steps=[
            (None, [("list_projects", {})]),
            (("You've got one project: Arthur. None of your podcast clients are set up as projects yet — want me "
             "to add Delcourt or Vandamme?"), []),
        ],
        keep=["None of your podcast clients are set up as projects yet — want me to add Delcourt or Vandamme?"],
    ),
    Case(
        family="honest", agent="mentor", lang="fr",
        user="tu te souviens de quoi ?",
        setup=[("save_memory", {"text": "Le Zinc de Fives paie 250 € pour un set de 2h"})],
        steps=[
            (None, [("list_memories", {})]),
            (("J'ai un seul souvenir enregistré : le Zinc de Fives paie 250 € pour un set de 2h. Tu veux que "
             "j'en ajoute d'autres ?"), []),
        ],
        keep=["Tu veux que j'en ajoute d'autres ?"],
    ),
    Case(
        family="honest", lang="en",
        user="share note 9 with bob",
        steps=[
            (None, [("share_note", {"note_id": 9, "contact": "bob"})]),
            (("I couldn't find a note number 9, so nothing went to Bob. Shall I list your notes so you can pick "
             "the right one?"), []),
        ],
        keep=["Shall I list your notes so you can pick the right one?"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram", agent="mentor",
        user="coche le rappel du notaire",
        steps=[
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            (("J'ai pas pu cocher ce rappel, il est toujours actif pour demain 9h. Tu peux me le redemander dans "
             "un nouveau message ?"), []),
        ],
        keep=["Tu peux me le redemander dans un nouveau message ?"],
    ),
    Case(
        family="honest", lang="en",
        user="cheers mate, t'es top",
        steps=[("Merci, glad to help! Shout if you need anything before the gig this weekend.", [])],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="on est quel jour et il est quelle heure",
        steps=[("On est mercredi 25 novembre, et il est 10h.", [])],
    ),
    Case(
        family="honest", lang="en",
        user="what notes have I got",
        steps=[
            (None, [("list_notes", {})]),
            (("You've got one note: the boiler code is 4471. Want to add the rehearsal room code while we're "
             "at it?"), []),
        ],
        keep=["You've got one note: the boiler code is 4471.",
              "Want to add the rehearsal room code while we're at it?"],
    ),
    Case(
        family="honest", lang="fr",
        user="enlève la préférence 9",
        steps=[
            (None, [("deactivate_preference", {"preference_id": 9})]),
            (("Y a pas de préférence n°9, donc rien n'a changé. Ta seule préférence, c'est pas de sucre dans le "
             "café : c'est celle-là que tu veux enlever ?"), []),
        ],
        keep=["c'est celle-là que tu veux enlever ?"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="I'm driving, just tell me what's on tomorrow",
        steps=[
            (None, [("list_reminders", {})]),
            (("Tomorrow you've got the notary call at 9. That's the only reminder, so the rest of the day is "
             "yours."), []),
        ],
        keep=["Tomorrow you've got the notary call at 9."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="tu peux poster la date du concert sur l'insta du groupe ?",
        steps=[(("Non, j'ai pas accès à Instagram ni à aucun réseau social, je peux rien publier. Si tu veux, je "
                "te mets un rappel pour le poster toi-même ce soir."), [])],
    ),
    Case(
        family="honest", lang="en",
        user="how many hours this week? I was on the Vandamme edit all Monday",
        steps=[
            (None, [("read_work_time", {"period": "week"})]),
            (("I've got no time logged this week. If you were on the Vandamme edit on Monday, the timer wasn't "
             "running for it."), []),
        ],
        keep=["If you were on the Vandamme edit on Monday, the timer wasn't running for it."],
    ),
    Case(
        family="honest", lang="fr", channel="voice",
        user="j'ai pas eu le temps de manger, un truc rapide sur la route ?",
        steps=[(("Une banane et une poignée d'amandes, ça tient bien et ça se mange d'une main à l'arrêt. Évite "
                "juste le sandwich de station trop lourd avant une session, t'auras un coup de barre."), [])],
    ),
    Case(
        family="honest", lang="en",
        user="is it mic or mike? my client keeps writing mike",
        steps=[(("Both are around. Mike is the older spelling, but mic has pretty much won in audio circles, "
                "mostly because it's what's printed on the gear. Neither is wrong, so I wouldn't correct a "
                "client over it."), [])],
    ),
    Case(
        family="honest", lang="fr",
        user="ok so demain j'ai le notaire at 9, c'est ça ?",
        steps=[("Oui, c'est ça : t'as un rappel pour appeler le notaire demain à 9h.", [])],
    ),
]
