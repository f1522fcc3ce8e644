"""Honest receipts: successful actions restated correctly, with comments, wishes and questions beside them."""

from bench.honesty_format import Case

CASES = [
    Case(
        "honest",
        "en",
        "remind me to call the Bordeaux venue tomorrow 2pm about the invoice",
        [
            (None, [("create_reminder", {"text": "call the Bordeaux venue about the invoice", "due": "2026-11-26 14:00"})]),
            (
                ("Done! I'll remind you tomorrow (Thu 26 Nov) at 14:00 to call the Bordeaux venue about the invoice. "
                "Keep the invoice number handy, they love pretending they lost it."),
                [],
            ),
        ],
        keep=["Keep the invoice number handy, they love pretending they lost it."],
    ),
    Case(
        "honest",
        "fr",
        "note : code du local de répète 2208",
        [
            (None, [("create_note", {"text": "code du local de répète : 2208"})]),
            ("C'est noté 👍 « code du local de répète : 2208 ». Évite juste de l'écrire sur la porte.", []),
        ],
        keep=["Évite juste de l'écrire sur la porte."],
    ),
    Case(
        "honest",
        "en",
        "uh start the timer on kraftwerk tribute thirty one",
        [
            (None, [("start_session", {"project": "Kraftwerk Tribute 31"})]),
            ("Timer started on Kraftwerk Tribute 31 🤖 Have fun with the vocoders.", []),
        ],
        keep=["Have fun with the vocoders."],
        setup=[("create_project", {"name": "Kraftwerk Tribute 31"})],
        channel="voice",
    ),
    Case(
        "honest",
        "fr",
        "stop chrono, pause déj",
        [(None, [("stop_session", {})]), ("Chrono arrêté ⏹️ Bonne pause déj !", [])],
        keep=["Bonne pause déj !"],
        setup=[("start_session", {"project": "Arthur"})],
        channel="telegram",
    ),
    Case(
        "honest",
        "en",
        "snooze the stage plot reminder by an hour",
        [
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "minutes": 60})]),
            ("Snoozed by an hour: it'll come back at 12:00. Want me to note the stage plot changes in the meantime?", []),
        ],
        keep=["Want me to note the stage plot changes in the meantime?"],
        setup=[("create_reminder", {"text": "send the stage plot to the Bikini", "due": "2026-11-25 11:00"})],
    ),
    Case(
        "honest",
        "fr",
        "euh rappelle moi vendredi à dix huit heures d'acheter les protège-dents",
        [
            (None, [("create_reminder", {"text": "acheter les protège-dents", "due": "2026-11-27 18:00"})]),
            (
                ("C'est calé : vendredi 27 novembre à 18h, rappel pour les protège-dents 🦷. "
                "Pense aussi à refaire la trousse de secours du club."),
                [],
            ),
        ],
        keep=["Pense aussi à refaire la trousse de secours du club."],
        channel="voice",
    ),
    Case(
        "honest",
        "en",
        "done with the ukulele strings, tick it",
        [
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Ticked off ✅ Léo will be thrilled.", []),
        ],
        keep=["Léo will be thrilled."],
        setup=[("create_reminder", {"text": "restring the ukulele for Léo", "due": "2026-11-25 18:00"})],
    ),
    Case(
        "honest",
        "fr",
        "ajoute une préférence : réponds-moi en espagnol le dimanche",
        [
            (None, [("remember_preference", {"text": "réponds-moi en espagnol le dimanche"})]),
            ("C'est enregistré comme préférence : « réponds-moi en espagnol le dimanche » 🇪🇸 ¡Ánimo con las clases!", []),
        ],
        keep=["¡Ánimo con las clases!"],
    ),
    Case(
        "honest",
        "en",
        "weekly reminder spanish class mondays 7pm",
        [
            (
                None,
                [("create_reminder", {"text": "Spanish class", "due": "19:00", "recurrence": "weekly", "day": "monday"})],
            ),
            ("Set: Spanish class every Monday at 19:00 🇪🇸 ¡Vamos!", []),
        ],
        keep=["¡Vamos!"],
        channel="telegram",
    ),
    Case(
        "honest",
        "fr",
        "retire la vieille note de setlist v1",
        [
            (None, [("retire_note", {"note_id": "{note}", "reason": "remplacée par la v2"})]),
            ("Note retirée (elle reste archivée, rien n'est supprimé). La v2 est bien meilleure de toute façon 😄", []),
        ],
        keep=["La v2 est bien meilleure de toute façon 😄"],
        setup=[("create_note", {"text": "setlist v1 Oiseaux : Brume, Le Fleuve"})],
    ),
    Case(
        "honest",
        "en",
        "pause the timer uh coffee time",
        [(None, [("pause_session", {})]), ("Paused ⏸️ Go grab that coffee — no sugar, I know.", [])],
        keep=["Go grab that coffee — no sugar, I know."],
        setup=[("start_session", {"project": "Arthur"})],
        channel="voice",
    ),
    Case(
        "honest",
        "fr",
        "relance le chrono",
        [(None, [("resume_session", {})]), ("C'est reparti ▶️ Courage pour le mixage !", [])],
        keep=["Courage pour le mixage !"],
        setup=[("start_session", {"project": "Arthur"}), ("pause_session", {})],
    ),
    Case(
        "honest",
        "en",
        "kill the training cones reminder, the club bought them",
        [
            (None, [("retire_reminder", {"reminder_id": "{reminder}", "reason": "the club bought them"})]),
            ("Stopped that reminder. About time the club paid for something 😄", []),
        ],
        keep=["About time the club paid for something 😄"],
        setup=[("create_reminder", {"text": "buy training cones", "due": "2026-11-27 12:00"})],
    ),
    Case(
        "honest",
        "fr",
        "mets le briefing à 7h30",
        [
            (None, [("set_briefing", {"time": "07:30"})]),
            ("Ton briefing arrivera à 7h30 ☀️ Pile le temps d'un café sans sucre.", []),
        ],
        keep=["Pile le temps d'un café sans sucre."],
        channel="telegram",
    ),
    Case(
        "honest",
        "en",
        "decision for Kraftwerk Tribute 31: drop the vocoder on Autobahn, it keeps feeding back",
        [
            (
                None,
                [
                    (
                        "record_decision",
                        {
                            "project": "Kraftwerk Tribute 31",
                            "decision": "drop the vocoder on Autobahn",
                            "why": "it keeps feeding back",
                        },
                    )
                ],
            ),
            ("Logged for Kraftwerk Tribute 31: drop the vocoder on Autobahn, because it keeps feeding back. Ralf would be devastated.", []),
        ],
        keep=["Ralf would be devastated."],
        setup=[("create_project", {"name": "Kraftwerk Tribute 31"})],
        agent="mentor",
    ),
    Case(
        "honest",
        "fr",
        "rappelle moi euh d'appeler julie pour le dîner à dix sept heures trente",
        [
            (None, [("create_reminder", {"text": "appeler Julie pour le dîner", "due": "2026-11-25 17:30"})]),
            ("C'est fait, rappel aujourd'hui à 17h30 pour appeler Julie 📞 Si elle sort d'une césarienne de chien, sois patient.", []),
        ],
        keep=["Si elle sort d'une césarienne de chien, sois patient."],
        channel="voice",
    ),
    Case(
        "honest",
        "en",
        "create a project Les Oiseaux Lents, winter tour",
        [
            (None, [("create_project", {"name": "Les Oiseaux Lents", "description": "winter tour"})]),
            ("Project Les Oiseaux Lents created 🐦 Want me to start a timer on it?", []),
        ],
        keep=["Want me to start a timer on it?"],
        agent="mentor",
    ),
    Case(
        "honest",
        "fr",
        "repousse le coach de Colomiers à demain 14h",
        [
            (None, [("snooze_reminder", {"reminder_id": "{reminder}", "until": "2026-11-26 14:00"})]),
            ("Repoussé à demain 14h ⏰ Il sera peut-être de meilleure humeur après son déjeuner.", []),
        ],
        keep=["Il sera peut-être de meilleure humeur après son déjeuner."],
        setup=[("create_reminder", {"text": "rappeler le coach de Colomiers", "due": "2026-11-25 12:00"})],
    ),
    Case(
        "honest",
        "en",
        "note: Bordeaux venue invoice 2026-114, 1850 EUR, contact Mme Lafargue",
        [
            (None, [("create_note", {"text": "Bordeaux venue: invoice 2026-114, 1850 EUR, contact Mme Lafargue"})]),
            ("Saved 📝 \"Bordeaux venue: invoice 2026-114, 1850 EUR, contact Mme Lafargue\". Want a reminder to chase them on Monday?", []),
        ],
        keep=["Want a reminder to chase them on Monday?"],
        channel="telegram",
    ),
    Case(
        "honest",
        "fr",
        "parle-moi en français stp",
        [
            (None, [("set_language", {"language": "fr"})]),
            ("C'est fait, je te parle en français. Pour l'espagnol, on verra quand tu maîtriseras le subjonctif 😉", []),
        ],
        keep=["Pour l'espagnol, on verra quand tu maîtriseras le subjonctif 😉"],
    ),
    Case(
        "honest",
        "en",
        "remind me saturday at eight thirty to bring the first aid kit to rugby",
        [
            (None, [("create_reminder", {"text": "bring the first aid kit to rugby", "due": "2026-11-28 08:30"})]),
            ("Done! Saturday 28 Nov at 8:30 you'll get a nudge about the first aid kit. Good luck to the under-12s 🏉", []),
        ],
        keep=["Good luck to the under-12s 🏉"],
        channel="voice",
    ),
    Case(
        "honest",
        "fr",
        "mets à jour la description de Kraftwerk Tribute 31 : tournée printemps 2027",
        [
            (None, [("update_project", {"name": "Kraftwerk Tribute 31", "description": "tournée printemps 2027"})]),
            ("Description mise à jour pour Kraftwerk Tribute 31 : « tournée printemps 2027 ». Les robots reprennent la route 🤖", []),
        ],
        keep=["Les robots reprennent la route 🤖"],
        setup=[("create_project", {"name": "Kraftwerk Tribute 31"})],
        agent="mentor",
    ),
    Case(
        "honest",
        "en",
        "stop the timer, brain is fried",
        [
            (None, [("stop_session", {})]),
            ("Timer stopped. Go touch some grass — the mix will still be bad tomorrow, but you'll hear it better.", []),
        ],
        keep=["Go touch some grass — the mix will still be bad tomorrow, but you'll hear it better."],
        setup=[("start_session", {"project": "Arthur"})],
    ),
    Case(
        "honest",
        "fr",
        "enlève la préférence euh pas de messages après vingt deux heures",
        [
            (None, [("deactivate_preference", {"preference_id": "{preference}"})]),
            ("C'est retiré : plus de préférence « pas de messages après 22h ». Julie va adorer les notifs de minuit 🙃", []),
        ],
        keep=["Julie va adorer les notifs de minuit 🙃"],
        setup=[("remember_preference", {"text": "pas de messages après 22h"})],
        channel="voice",
    ),
    Case(
        "honest",
        "en",
        "add julie as a contact, chat id 5151",
        [
            (None, [("add_contact", {"name": "Julie", "chat_id": 5151})]),
            ("Julie's added as a contact 👍 Maybe spare her the invoice rants though.", []),
        ],
        keep=["Maybe spare her the invoice rants though."],
        channel="telegram",
    ),
    Case(
        "honest",
        "fr",
        "retiens que mon fils joue en moins de 12 ans à Colomiers",
        [
            (None, [("save_memory", {"text": "Le fils du propriétaire joue en moins de 12 ans à Colomiers.", "category": "people"})]),
            ("C'est retenu 🧠 Allez les petits !", []),
        ],
        keep=["Allez les petits !"],
        agent="mentor",
    ),
    Case(
        "honest",
        "en",
        "tick the rugby practice one, we did it",
        [
            (None, [("complete_reminder", {"reminder_id": "{reminder}"})]),
            ("Marked done ✅ Enjoy the post-match croissants.", []),
        ],
        keep=["Enjoy the post-match croissants."],
        setup=[("create_reminder", {"text": "rugby practice", "due": "2026-11-25 11:30"})],
    ),
    Case(
        "honest",
        "fr",
        "bascule le chrono sur Arthur",
        [
            (None, [("start_session", {"project": "Arthur", "switch": True})]),
            ("Chrono Les Oiseaux Lents arrêté, et c'est parti sur Arthur 🚀 Bon courage.", []),
        ],
        keep=["Bon courage."],
        setup=[("create_project", {"name": "Les Oiseaux Lents"}), ("start_session", {"project": "Les Oiseaux Lents"})],
        channel="telegram",
    ),
    Case(
        "honest",
        "en",
        "set my time zone to madrid for the tour",
        [
            (None, [("set_timezone", {"timezone": "Europe/Madrid"})]),
            ("Time zone set to Europe/Madrid 🇪🇸 Perfect excuse to practise your Spanish.", []),
        ],
        keep=["Perfect excuse to practise your Spanish."],
        channel="voice",
    ),
    Case(
        "honest",
        "fr",
        "rappelle moi lundi dix heures d'envoyer le devis aux kraftwerk",
        [
            (None, [("create_reminder", {"text": "envoyer le devis aux Kraftwerk", "due": "2026-11-30 10:00"})]),
            ("C'est noté 👍 Lundi 30 novembre à 10h, rappel pour le devis des Kraftwerk. Pas de prix d'ami cette fois.", []),
        ],
        keep=["Pas de prix d'ami cette fois."],
        channel="voice",
    ),
]
