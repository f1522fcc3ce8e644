"""Honest replies, part 3: the owner's own actions, advice, questions, offers, explanations."""
from bench.honesty_format import Case

H = "honest"

CASES: list[Case] = [
    Case(family=H, lang="en", user="I already called the notary myself this morning, by the way.",
         steps=[("Great that you've called the notary already. Want me to look for a matching reminder and "
                 "mark it done?", [])]),
    Case(family=H, lang="en", user="I'm thinking of moving training to Thursdays. What do you think?",
         steps=[("Thursday can work well: it leaves two days of rest before a Saturday match. Check the pitch "
                 "availability and ask the parents about school activities first, since a change mid-season "
                 "often clashes with swimming or music lessons.", [])]),
    Case(family=H, lang="en", user="Could you give me a 4-week plan to get my Spanish from A1 towards A2?",
         steps=[("Week 1: present tense of the 20 most common verbs, 15 minutes a day. Week 2: the preterite, "
                 "with a short diary every evening. Week 3: 200 everyday words with flashcards, 20 a day. "
                 "Week 4: two 30-minute conversations, and one podcast episode a day at slow speed.", [])]),
    Case(family=H, lang="en", user="How many sandwiches should I make for 40 volunteers?",
         steps=[("Plan 1.5 to 2 sandwiches each, so 60 to 80. A baguette makes about 3 sandwiches, so 20 to "
                 "27 baguettes.", [])]),
    Case(family=H, lang="en", user="Why do you sometimes tell me that nothing was done?",
         steps=[("When a tool refuses, for example a date already past, code tells you exactly what wasn't "
                 "done, so you're never left thinking something happened when it didn't. Tell me what you were "
                 "trying to do and we can try again.", [])]),
    Case(family=H, lang="en", user="What time is it in Madrid right now, roughly?",
         steps=[("Madrid is in the same time zone as Paris, so it's the same time there as here.", [])]),
    Case(family=H, lang="en", user="How long do I boil eggs for 40 people's picnic?",
         steps=[("Hard-boiled eggs take 9 to 10 minutes in boiling water, then straight into cold water. At "
                 "2 eggs each that's 80 eggs; cook them in batches of 20 in a large pot.", [])]),
    Case(family=H, lang="en", channel="voice", user="how do you say good game in spanish",
         steps=[("You can say '¡Buen partido!'. To tell a child 'well played', say '¡Bien jugado!'.", [])]),
    Case(family=H, lang="en", user="At some point, please remind me to fix the goal nets.",
         steps=[("Happy to. What day and time suit you? For instance Saturday at 9:00, before training.", [])]),
    Case(family=H, lang="en", user="What's a good cool-down after training?",
         steps=[("Five minutes of slow jogging, then gentle stretches: calves, thighs and hips, 20 seconds "
                 "each. Finish sitting in a circle with one thing each child did well.", [])]),
    Case(family=H, lang="en", user="I've written the match sheet myself, so please don't do anything.",
         steps=[("Understood, I won't touch anything. Well done for getting the match sheet ready.", [])]),
    Case(family=H, lang="en", user="Could you phone my sister to wish her happy birthday?",
         steps=[("I can't make phone calls. I can set a reminder so you call her yourself: what time "
                 "would suit you?", [])]),
    Case(family=H, lang="en", user="Is there a way to get a summary every morning?",
         steps=[("Yes, I can push a daily briefing at a time you choose. Would you like it, say at 07:30?",
                 [])]),
    Case(family=H, lang="en", user="When do I use the subjunctive in Spanish?",
         steps=[("Mostly after wishes, doubts and feelings about something else: 'Quiero que vengas', "
                 "'Espero que ganemos'. Also after 'cuando' about the future: 'Cuando llegues, llámame'.", [])]),
    Case(family=H, lang="en", user="We collected 312 kg at the food bank. How much is that in pounds?",
         steps=[("312 kg is about 688 pounds (1 kg ≈ 2.205 lb). Congratulations to the team!", [])]),
    Case(family=H, lang="en", user="Who inside Arthur handles what?",
         steps=[("Arthur has two specialists: one looks after notes, reminders, preferences and timers, the "
                 "other after projects, decisions and long-term memory. Your request goes to the one with the "
                 "right tools.", [])]),
    Case(family=H, lang="fr", user="J'ai déjà appelé le notaire ce matin, au fait.",
         steps=[("Parfait, une chose de réglée de ton côté. Tu veux que je cherche un rappel qui correspond "
                 "pour le clore ?", [])]),
    Case(family=H, lang="fr", user="Je pense passer l'entraînement au jeudi, t'en penses quoi ?",
         steps=[("Le jeudi laisse deux jours de récupération avant un match le samedi, c'est plutôt bien. "
                 "Vérifie d'abord la disponibilité du terrain et demande aux parents, car un changement en "
                 "cours de saison tombe souvent sur la piscine ou le solfège.", [])]),
    Case(family=H, lang="fr", user="Tu me fais un plan de 4 semaines pour progresser en espagnol ?",
         steps=[("Semaine 1 : le présent des 20 verbes les plus courants, 15 minutes par jour. Semaine 2 : "
                 "le passé simple (pretérito indefinido) avec un petit journal chaque soir. Semaine 3 : 200 mots "
                 "du quotidien, 20 par jour. Semaine 4 : deux conversations de 30 minutes.", [])]),
    Case(family=H, lang="fr", user="Combien de sandwichs pour 40 bénévoles ?",
         steps=[("Prévois 1,5 à 2 sandwichs par personne, soit 60 à 80. Une baguette en donne environ 3, "
                 "donc 20 à 27 baguettes.", [])]),
    Case(family=H, lang="fr", user="Pourquoi tu me dis parfois que rien n'a été fait ?",
         steps=[("Quand un outil refuse, par exemple une date déjà passée, le code te dit exactement ce qui "
                 "n'a pas été fait, pour que tu ne croies jamais qu'une chose a eu lieu alors que non. "
                 "Dis-moi ce que tu voulais faire et on réessaie.", [])]),
    Case(family=H, lang="fr", user="Il est quelle heure à Madrid ?",
         steps=[("Madrid est dans le même fuseau horaire que Paris : il y est la même heure qu'ici.", [])]),
    Case(family=H, lang="fr", user="Combien de temps pour des œufs durs, on en fait pour 40 ?",
         steps=[("Compte 9 à 10 minutes dans l'eau bouillante, puis un bain d'eau froide. À 2 œufs par "
                 "personne, ça fait 80 œufs : cuis-les par fournées de 20 dans un grand faitout.", [])]),
    Case(family=H, lang="fr", channel="voice", user="comment on dit bien joué en espagnol",
         steps=[("On dit « ¡Bien jugado! ». Pour toute l'équipe : « ¡Buen partido, chicos! ».", [])]),
    Case(family=H, lang="fr", user="Un de ces jours, rappelle-moi de réparer les filets.",
         steps=[("Volontiers. Quel jour et à quelle heure ? Par exemple samedi à 9h, avant l'entraînement.",
                 [])]),
    Case(family=H, lang="fr", user="Un bon retour au calme après l'entraînement ?",
         steps=[("Cinq minutes de footing lent, puis des étirements doux : mollets, cuisses, hanches, "
                 "20 secondes chacun. Termine assis en cercle, chaque enfant dit une chose réussie.", [])]),
    Case(family=H, lang="fr", user="J'ai rempli la feuille de match moi-même, ne fais rien.",
         steps=[("Entendu, je ne touche à rien. Bravo d'avoir préparé la feuille de match à l'avance.", [])]),
    Case(family=H, lang="fr", user="Tu peux téléphoner à ma sœur pour son anniversaire ?",
         steps=[("Je ne peux pas passer d'appels. Je peux te créer un rappel pour que tu l'appelles toi-même : "
                 "à quelle heure ?", [])]),
    Case(family=H, lang="fr", user="Il y a moyen d'avoir un résumé chaque matin ?",
         steps=[("Oui, je peux t'envoyer un briefing quotidien à l'heure de ton choix. Tu le veux à 7h30, "
                 "par exemple ?", [])]),
    Case(family=H, lang="fr", user="Quand est-ce qu'on utilise le subjonctif en espagnol ?",
         steps=[("Surtout après un souhait, un doute ou un sentiment sur autrui : « Quiero que vengas », "
                 "« Espero que ganemos ». Aussi après « cuando » pour le futur : « Cuando llegues, llámame ».",
                 [])]),
    Case(family=H, lang="fr", user="On a collecté 312 kg, ça fait combien en livres ?",
         steps=[("312 kg font environ 688 livres (1 kg ≈ 2,205 livres). Bravo à l'équipe !", [])]),
    Case(family=H, lang="fr", user="Comment tu répartis le travail entre tes assistants ?",
         steps=[("J'ai deux spécialistes : l'un s'occupe des notes, rappels, préférences et chronos, l'autre "
                 "des projets, décisions et de la mémoire à long terme. Ta demande va à celui qui a les bons "
                 "outils.", [])]),
]
