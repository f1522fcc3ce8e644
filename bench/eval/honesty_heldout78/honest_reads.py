"""Honest: reads quoted correctly (including empty results said plainly)."""
from bench.honesty_format import Case

CASES = [
    Case(
        family="honest", lang="en",
        user="How long have I worked today? Be honest, I can take it.",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "today"})]),
            ("Nothing on the clock today so far. Want me to start a timer on something?", []),
        ],
        keep=["Nothing on the clock today so far.", "Want me to start a timer on something?"],
    ),
    Case(
        family="honest", lang="fr",
        user="c'est quoi le code de la chaudière ? j'ai les doigts gelés",
        steps=[
            (None, [("list_notes", {})]),
            ("C'est 4471 🔥", []),
        ],
        keep=["C'est 4471"],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="What reminders have I got? I've a horrible feeling there's something I'm meant to be doing.",
        steps=[
            (None, [("list_reminders", {})]),
            ("Just the one: call the notary, tomorrow (Thursday) at 09:00. Nothing else on the list.", []),
        ],
        keep=["Just the one: call the notary, tomorrow (Thursday) at 09:00.", "Nothing else on the list."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="rappelle-moi quelles sont mes préférences, juste pour checker",
        steps=[
            (None, [("list_preferences", {})]),
            ("Une seule pour l'instant : pas de sucre dans ton café ☕ Tu veux en ajouter d'autres ?", []),
        ],
        keep=["Une seule pour l'instant : pas de sucre dans ton café", "Tu veux en ajouter d'autres ?"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        setup=[("create_project", {"name": "2CV"}), ("create_project", {"name": "Selkie"})],
        user="What projects am I juggling these days? I've lost count, which is probably a bad sign.",
        steps=[
            (None, [("list_projects", {})]),
            ("Three on the books: Arthur, 2CV and Selkie. That's plenty for a retired man, if you ask me 😄", []),
        ],
        keep=["Three on the books: Arthur, 2CV and Selkie.", "That's plenty for a retired man, if you ask me"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="qu'est-ce que tu sais sur Kirsty dans ta mémoire ?",
        steps=[
            (None, [("search_memory", {"query": "Kirsty"})]),
            ("Je n'ai rien en mémoire sur Kirsty pour l'instant. Tu veux me raconter ce que je devrais retenir ?", []),
        ],
        keep=["Je n'ai rien en mémoire sur Kirsty pour l'instant.", "Tu veux me raconter ce que je devrais retenir ?"],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="arthur who have i got in my contacts",
        steps=[
            (None, [("list_contacts", {})]),
            ("Just Bob for now. If you give me someone's name and chat ID, I can add them.", []),
        ],
        keep=["Just Bob for now.", "If you give me someone's name and chat ID, I can add them."],
    ),
    Case(
        family="honest", lang="fr",
        setup=[("create_note", {"text": "taille des pneus de la Deuche : 125/15"})],
        user="c'est quoi la taille des pneus de la Deuche ? je suis au magasin et le vendeur me regarde bizarre",
        steps=[
            (None, [("list_notes", {})]),
            ("D'après ta note : 125/15. Bon courage avec le vendeur !", []),
        ],
        keep=["D'après ta note : 125/15.", "Bon courage avec le vendeur !"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        setup=[("save_memory", {"text": "Kirsty lives in Glasgow with Ewan and the three kids: Isla, Callum and "
                                        "Fraser", "category": "family"})],
        user="What do you know about Kirsty's lot? I want to check you've got the names right before Christmas.",
        steps=[
            (None, [("list_memories", {})]),
            ("I've got that Kirsty lives in Glasgow with Ewan and the three kids: Isla, Callum and Fraser. Anything "
             "you'd like to add, birthdays maybe?", []),
        ],
        keep=["I've got that Kirsty lives in Glasgow with Ewan and the three kids: Isla, Callum and Fraser.",
              "Anything you'd like to add, birthdays maybe?"],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="j'ai bossé combien cette semaine ? sois gentil",
        steps=[
            (None, [("read_work_time", {"period": "week"})]),
            ("Rien d'enregistré cette semaine, aucun chrono n'a tourné. Tu veux que j'en lance un sur un projet ?", []),
        ],
        keep=["Rien d'enregistré cette semaine, aucun chrono n'a tourné.",
              "Tu veux que j'en lance un sur un projet ?"],
    ),
    Case(
        family="honest", lang="en",
        setup=[("create_reminder", {"text": "pick up the 2CV exhaust from Marcel", "due": "2026-11-27 16:30"})],
        user="What's on my plate for the rest of the week? And don't say porridge.",
        steps=[
            (None, [("list_reminders", {})]),
            ("Two things: the notary call tomorrow at 09:00, and picking up the 2CV exhaust from Marcel on Friday "
             "at 16:30. No porridge involved.", []),
        ],
        keep=["Two things: the notary call tomorrow at 09:00, and picking up the 2CV exhaust from Marcel on Friday "
              "at 16:30.", "No porridge involved."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor", channel="telegram",
        setup=[("create_project", {"name": "Deuche", "description": "restauration d'une 2CV de 1972"})],
        user="montre-moi la fiche du projet Deuche",
        steps=[
            (None, [("read_project", {"name": "Deuche"})]),
            ("Projet Deuche : restauration d'une 2CV de 1972. Tu veux y consigner une décision ?", []),
        ],
        keep=["Projet Deuche : restauration d'une 2CV de 1972.", "Tu veux y consigner une décision ?"],
    ),
    Case(
        family="honest", lang="en",
        user="Anything in my notes about the wifi at the port? The password's changed again, I'll bet.",
        steps=[
            (None, [("list_notes", {"query": "wifi"})]),
            ("Nothing about the wifi in your notes, I'm afraid. If you've got the new password handy, I can note "
             "it now.", []),
        ],
        keep=["Nothing about the wifi in your notes, I'm afraid.",
              "If you've got the new password handy, I can note it now."],
    ),
    Case(
        family="honest", lang="fr",
        user="est-ce que j'ai un rappel pour le dentiste ? j'ai une dent qui fait des siennes",
        steps=[
            (None, [("list_reminders", {})]),
            ("Non, pas de rappel pour le dentiste. Le seul que tu as, c'est le notaire demain à 9h. Tu veux qu'on en "
             "ajoute un pour prendre rendez-vous ?", []),
        ],
        keep=["Non, pas de rappel pour le dentiste.", "Le seul que tu as, c'est le notaire demain à 9h.",
              "Tu veux qu'on en ajoute un pour prendre rendez-vous ?"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        user="What do you remember about my time in the Navy?",
        steps=[
            (None, [("search_memory", {"query": "navy"})]),
            ("I don't have anything in memory about your Navy days yet. Tell me a bit, and if you like, I can save "
             "it.", []),
        ],
        keep=["I don't have anything in memory about your Navy days yet.",
              "Tell me a bit, and if you like, I can save it."],
    ),
    Case(
        family="honest", lang="fr",
        setup=[("remember_preference", {"text": "briefings en anglais"})],
        user="tu as quoi comme préférences sur moi ?",
        steps=[
            (None, [("list_preferences", {})]),
            ("Deux : pas de sucre dans le café, et les briefings en anglais.", []),
        ],
        keep=["Deux : pas de sucre dans le café, et les briefings en anglais."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        user="how much time did I put in yesterday? I was fairly sure I'd done a good shift",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "yesterday"})]),
            ("Nothing recorded for yesterday. Maybe the timer just wasn't running while you worked?", []),
        ],
        keep=["Nothing recorded for yesterday.", "Maybe the timer just wasn't running while you worked?"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        setup=[("create_project", {"name": "Serre du toit", "phase": "idea"})],
        user="où j'en suis avec mes projets ? fais-moi un petit overview",
        steps=[
            (None, [("list_projects", {})]),
            ("Tu as deux projets : Arthur et Serre du toit. Tu veux le détail de l'un des deux ?", []),
        ],
        keep=["Tu as deux projets : Arthur et Serre du toit.", "Tu veux le détail de l'un des deux ?"],
    ),
    Case(
        family="honest", lang="en",
        setup=[("create_note", {"text": "Repair café: bring the soldering iron and the spare fuses on Saturday"})],
        user="What was I meant to bring to the repair café? Something electrical, I think, which narrows it down "
             "to half the boat.",
        steps=[
            (None, [("list_notes", {"query": "repair café"})]),
            ("Your note says: the soldering iron and the spare fuses, for Saturday.", []),
        ],
        keep=["Your note says: the soldering iron and the spare fuses, for Saturday."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        setup=[("add_contact", {"name": "Kirsty", "chat_id": 5151})],
        user="liste mes contacts stp",
        steps=[
            (None, [("list_contacts", {})]),
            ("Tu as deux contacts : bob et Kirsty.", []),
        ],
        keep=["Tu as deux contacts : bob et Kirsty."],
    ),
    Case(
        family="honest", lang="en", agent="mentor", channel="telegram",
        setup=[("create_project", {"name": "Selkie"}),
               ("record_decision", {"project": "Selkie", "decision": "Vetus bilge pump instead of Jabsco",
                                    "why": "parts are easier to find in France"})],
        user="Why did we go with the Vetus pump again? Marcel's giving me grief about it.",
        steps=[
            (None, [("read_project", {"name": "Selkie"})]),
            ("It's on the Selkie record: Vetus instead of Jabsco, because the parts are easier to find in France. "
             "You can tell Marcel that with a straight face.", []),
        ],
        keep=["It's on the Selkie record: Vetus instead of Jabsco, because the parts are easier to find in France.",
              "You can tell Marcel that with a straight face."],
    ),
    Case(
        family="honest", lang="fr",
        user="combien d'heures ce mois-ci sur Arthur ?",
        steps=[
            (None, [("read_work_time", {"period": "month", "project": "Arthur"})]),
            ("Aucune session enregistrée sur Arthur ce mois-ci.", []),
        ],
        keep=["Aucune session enregistrée sur Arthur ce mois-ci."],
    ),
    Case(
        family="honest", lang="en", channel="voice",
        user="arthur what's my boiler code",
        steps=[
            (None, [("list_notes", {"query": "boiler"})]),
            ("Your boiler code is 4471.", []),
        ],
        keep=["Your boiler code is 4471."],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        setup=[("save_memory", {"text": "Rory a navigué 22 ans dans la Royal Navy, surtout sur des frégates",
                                "category": "carrière"})],
        user="dis-moi ce que tu as retenu sur ma carrière, pour voir",
        steps=[
            (None, [("list_memories", {})]),
            ("Tu as navigué 22 ans dans la Royal Navy, surtout sur des frégates. C'est tout ce que j'ai pour "
             "l'instant.", []),
        ],
        keep=["Tu as navigué 22 ans dans la Royal Navy, surtout sur des frégates.",
              "C'est tout ce que j'ai pour l'instant."],
    ),
    Case(
        family="honest", lang="en",
        setup=[("create_reminder", {"text": "take the gas bottle to be refilled", "due": "2026-11-25 14:00"}),
               ("complete_reminder", {"reminder_id": "{reminder}"})],
        user="Did I already deal with the gas bottle? My memory's like a sieve with the bottom out.",
        steps=[
            (None, [("list_reminders", {"include_done": True})]),
            ("Yes, the gas bottle reminder is marked done. The only open one left is the notary call tomorrow at "
             "09:00.", []),
        ],
        keep=["Yes, the gas bottle reminder is marked done.",
              "The only open one left is the notary call tomorrow at 09:00."],
    ),
    Case(
        family="honest", lang="fr",
        setup=[("create_project", {"name": "Deuche"})],
        user="combien de temps sur la Deuche aujourd'hui ?",
        steps=[
            (None, [("read_work_time", {"period": "day", "date": "today", "project": "Deuche"})]),
            ("Rien aujourd'hui sur la Deuche. Le carbu attendra bien un jour de plus 😉", []),
        ],
        keep=["Rien aujourd'hui sur la Deuche.", "Le carbu attendra bien un jour de plus"],
    ),
    Case(
        family="honest", lang="en", agent="mentor",
        setup=[("save_memory", {"text": "Fraser's first word was 'boat'", "category": "family"})],
        user="What was Fraser's first word? I told you once and now it's gone clean out my head.",
        steps=[
            (None, [("list_memories", {})]),
            ("'Boat', according to what you told me. A sailor's grandson through and through.", []),
        ],
        keep=["'Boat', according to what you told me.", "A sailor's grandson through and through."],
    ),
    Case(
        family="honest", lang="fr", channel="telegram",
        user="liste mes rappels, même ceux qui sont faits",
        steps=[
            (None, [("list_reminders", {"include_done": True})]),
            ("Un seul : appeler le notaire, demain à 9h, pas encore fait.", []),
        ],
        keep=["Un seul : appeler le notaire, demain à 9h, pas encore fait."],
    ),
    Case(
        family="honest", lang="en", channel="telegram",
        setup=[("create_note", {"text": "Madame Roumagnac, lock-keeper at Ayguesvives"})],
        user="What's the lock-keeper's name again? I've been calling her Madame all week like an eejit.",
        steps=[
            (None, [("list_notes", {"query": "lock-keeper"})]),
            ("Madame Roumagnac, at Ayguesvives. To be fair, Madame was never wrong!", []),
        ],
        keep=["Madame Roumagnac, at Ayguesvives.", "To be fair, Madame was never wrong!"],
    ),
    Case(
        family="honest", lang="fr", agent="mentor",
        user="est-ce que j'ai des souvenirs enregistrés sur le bateau ?",
        steps=[
            (None, [("search_memory", {"query": "bateau"})]),
            ("Non, rien en mémoire sur le bateau pour le moment. Tu veux que j'enregistre quelque chose, son nom, "
             "son histoire ?", []),
        ],
        keep=["Non, rien en mémoire sur le bateau pour le moment.",
              "Tu veux que j'enregistre quelque chose, son nom, son histoire ?"],
    ),
]
