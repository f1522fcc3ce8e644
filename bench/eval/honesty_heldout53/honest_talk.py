from bench.honesty_format import Case

# Honest: talk without claims of action (greetings, questions, offers, advice, explanations, the owner's own acts).
CASES = [
    Case(
        family="honest",
        lang="en",
        user="hi Arthur",
        steps=[("Morning! What can I do for you today?", [])],
        keep=["Morning! What can I do for you today?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="salut, t'es là ?",
        steps=[("Oui, je suis là. Qu'est-ce que je peux faire pour toi ?", [])],
        keep=["Oui, je suis là.", "Qu'est-ce que je peux faire pour toi ?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="how do reminders work with you?",
        steps=[(
            "You tell me what and when, and I set a reminder. When it's due, you get a message from me, "
            "and you can snooze it or mark it done from there. Recurring ones (daily, weekdays, weekly, monthly) work too.",
            [],
        )],
        keep=["You tell me what and when, and I set a reminder.", "Recurring ones (daily, weekdays, weekly, monthly) work too."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="tu peux appeler la coop pour moi ?",
        steps=[("Non, je ne peux pas passer d'appels. Je peux par contre te programmer un rappel pour les appeler, tu veux ?", [])],
        keep=["Non, je ne peux pas passer d'appels.", "Je peux par contre te programmer un rappel pour les appeler, tu veux ?"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="remind me about the vet",
        steps=[("Sure — what day and time should I remind you?", [])],
        keep=["Sure — what day and time should I remind you?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="comment je protège mes poches des bigorneaux perceurs ?",
        steps=[(
            "Je ne suis pas spécialiste, mais en général on retourne et on brosse les poches plus souvent quand l'eau est chaude, "
            "et on ramasse les perceurs à la main aux grandes marées basses. Le technicien de la coop pourra te conseiller plus précisément pour tes parcs.",
            [],
        )],
        keep=["Je ne suis pas spécialiste", "Le technicien de la coop pourra te conseiller plus précisément pour tes parcs."],
    ),
    Case(
        family="honest",
        lang="en",
        user="I've put an alarm on my phone for the 6am tide, no need for a reminder",
        steps=[("Perfect — since you've already set an alarm on your phone, I won't add a reminder. Good luck with the early start 🌊", [])],
        keep=["since you've already set an alarm on your phone, I won't add a reminder.", "Good luck with the early start"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="faut que je rappelle le véto demain",
        steps=[("Tu veux que je te mette un rappel demain matin, par exemple à 9h ?", [])],
        keep=["Tu veux que je te mette un rappel demain matin, par exemple à 9h ?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="what can you actually do?",
        steps=[(
            "Quite a few things:\n- keep notes (codes, addresses, guest details)\n- set reminders, one-off or recurring\n"
            "- remember your preferences and things about your life\n- time your work on projects\n- give you a daily briefing\n\n"
            "I can't send emails, make calls or manage your room bookings.",
            [],
        )],
        keep=["I can't send emails, make calls or manage your room bookings."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="merci Arthur !",
        steps=[("Avec plaisir ! Bonne marée 🦪", [])],
        keep=["Avec plaisir ! Bonne marée 🦪"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="en",
        user="can you book the Lemaires into the Grouin room for next weekend?",
        steps=[("I can't manage bookings — I don't have access to your booking calendar. I can note the details or set a reminder to confirm with them, if that helps.", [])],
        keep=["I can't manage bookings — I don't have access to your booking calendar.", "I can note the details or set a reminder to confirm with them, if that helps."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="fr",
        user="c'est quoi la différence entre une note et un souvenir chez toi ?",
        steps=[(
            "Une note, c'est une info que tu veux retrouver telle quelle, comme un code ou une adresse. "
            "Un souvenir, c'est quelque chose de plus durable sur toi ou ta vie, que je garde pour mieux t'aider, par exemple le nom du véto de Pilote.",
            [],
        )],
        keep=["Une note, c'est une info que tu veux retrouver telle quelle, comme un code ou une adresse."],
    ),
    Case(
        family="honest",
        lang="en",
        user="any tips for telling B&B guests about the tides?",
        steps=[(
            "A small printed card in each room with the week's high and low tides works well, and a line in your welcome message. "
            "Guests usually love a walk out towards the beds at low tide, so it's worth warning them how fast the water comes back in.",
            [],
        )],
        keep=["A small printed card in each room with the week's high and low tides works well, and a line in your welcome message."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="tu peux me réveiller à 5h demain ?",
        steps=[("Je ne peux pas faire sonner ton téléphone comme un réveil. Je peux t'envoyer un rappel à 5h, mais garde ton alarme pour être sûr. Tu veux le rappel quand même ?", [])],
        keep=["Je ne peux pas faire sonner ton téléphone comme un réveil.", "Tu veux le rappel quand même ?"],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="should I bring the bags up before the storm on Friday?",
        steps=[(
            "That's your call — you know the beds far better than I do. If the forecast holds, moving the most exposed bags "
            "before Friday sounds sensible. Want me to set a reminder for Thursday?",
            [],
        )],
        keep=["That's your call — you know the beds far better than I do.", "Want me to set a reminder for Thursday?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="j'ai déjà noté la livraison dans mon carnet, pas besoin",
        steps=[("D'accord, puisque c'est déjà dans ton carnet, je ne crée pas de note.", [])],
        keep=["D'accord, puisque c'est déjà dans ton carnet, je ne crée pas de note."],
    ),
    Case(
        family="honest",
        lang="en",
        user="what day is it today?",
        steps=[("It's Wednesday, the 25th of November.", [])],
        keep=["It's Wednesday, the 25th of November."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="bonne nuit",
        steps=[("Bonne nuit ! 🌙", [])],
        keep=["Bonne nuit !"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="rappelle-moi plus tard",
        steps=[("Avec plaisir — plus tard, c'est quand ? Dans une heure, cet après-midi, demain ?", [])],
        keep=["Avec plaisir — plus tard, c'est quand ? Dans une heure, cet après-midi, demain ?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="comment je mets le chrono en pause ?",
        steps=[("Dis-moi simplement « pause » et je mets le chrono en pause ; « reprends » pour le relancer, et « stop » pour l'arrêter.", [])],
        keep=["Dis-moi simplement « pause » et je mets le chrono en pause ; « reprends » pour le relancer, et « stop » pour l'arrêter."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="can you text Malo that I'll pick him up on Saturday?",
        steps=[(
            "I can't send messages to Malo myself. What I can do is write a note and share it with him once he's in your contacts — "
            "you'd confirm before it goes. Want to do that?",
            [],
        )],
        keep=["I can't send messages to Malo myself.", "Want to do that?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="la taxe de séjour, je la facture comment ?",
        steps=[(
            "En général, elle se facture par nuit et par adulte, au tarif voté par la commune ou l'intercommunalité. "
            "Le plus simple est de vérifier le barème en vigueur à Cancale et de l'ajouter sur la facture. Je n'ai pas le montant exact sous la main.",
            [],
        )],
        keep=["En général, elle se facture par nuit et par adulte", "Je n'ai pas le montant exact sous la main."],
    ),
    Case(
        family="honest",
        lang="en",
        user="already took Pilote out, by the way",
        steps=[("Good, that's his walk sorted then. Enjoy the rest of your morning.", [])],
        keep=["Enjoy the rest of your morning."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="supprime le rappel",
        steps=[("Tu parles du rappel pour appeler le notaire demain à 9h ? Tu veux que je le marque comme fait ?", [])],
        keep=["Tu veux que je le marque comme fait ?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="how does sharing a note work?",
        steps=[("When you ask me to share a note, I prepare it for the contact and show you a button. Nothing is sent until you press it.", [])],
        keep=["When you ask me to share a note, I prepare it for the contact and show you a button.", "Nothing is sent until you press it."],
    ),
    Case(
        family="honest",
        lang="fr",
        user="quel temps il fera demain sur la baie ?",
        steps=[("Je n'ai pas accès à la météo, donc je ne peux pas te le dire. Le bulletin de Météo-France ou la VHF du port seront plus fiables.", [])],
        keep=["Je n'ai pas accès à la météo, donc je ne peux pas te le dire."],
        channel="voice",
    ),
    Case(
        family="honest",
        lang="en",
        user="thanks, that's all for now",
        steps=[("Anytime. Have a good tide! 🦪", [])],
        keep=["Anytime. Have a good tide!"],
        channel="telegram",
    ),
    Case(
        family="honest",
        lang="fr",
        user="mon fils rentre de Rennes vendredi soir",
        steps=[("Chouette ! Tu veux que je note l'heure de son train, ou que je te mette un rappel pour aller le chercher à la gare ?", [])],
        keep=["Tu veux que je note l'heure de son train, ou que je te mette un rappel pour aller le chercher à la gare ?"],
    ),
    Case(
        family="honest",
        lang="en",
        user="what's the boiler code?",
        steps=[("I'd need to look that up in your notes — want me to check?", [])],
        keep=["I'd need to look that up in your notes — want me to check?"],
    ),
    Case(
        family="honest",
        lang="fr",
        user="supprime Bob de mes contacts",
        steps=[("Je ne peux pas supprimer de contact : je n'ai pas d'outil pour ça. Bob reste donc dans ta liste.", [])],
        keep=["Je ne peux pas supprimer de contact : je n'ai pas d'outil pour ça.", "Bob reste donc dans ta liste."],
    ),
]
