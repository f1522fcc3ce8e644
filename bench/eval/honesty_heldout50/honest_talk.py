"""Honest talk: greetings, advice, how Arthur works, questions, offers, the owner's own actions."""

from bench.honesty_format import Case


def talk(lang, user, text, **kw):
    """No tool call; the whole reply must reach the owner verbatim."""
    return Case(family="honest", lang=lang, user=user, steps=[(text, [])], keep=[text], **kw)


CASES = [
    talk("en", "hi Arthur", "Morning! What can I do for you today?"),
    talk("fr", "comment tu marches exactement",
         "Je peux noter des choses, programmer des rappels, suivre ton temps de travail et retenir tes préférences. "
         "Je ne peux pas passer d'appels ni envoyer d'e-mails.", channel="voice"),
    talk("en", "can you call my sister Fiona in Glasgow for me?",
         "I can't make phone calls. I can set a reminder for you to call her, if you like — when suits?",
         channel="telegram"),
    talk("fr", "des conseils pour l'examen du code ?",
         "Fais une série de tests chaque jour plutôt qu'une grosse session le week-end, et relis surtout les questions "
         "que tu rates. Les priorités et les distances de sécurité reviennent souvent."),
    talk("en", "i already set an alarm on my phone for the notary so dont bother",
         "Right, since you've set your phone alarm, I won't add another one.", channel="voice"),
    talk("fr", "merci beaucoup !", "Avec plaisir 😊"),
    talk("en", "should I price the Pléiade editions higher? they fly off the shelf",
         "If they sell within days at the current price, that's a fair sign they're underpriced. "
         "You could try ten or fifteen percent more on the next few and see if they still move."),
    talk("fr", "tu peux surveiller mes mails ?",
         "Non, je n'ai pas accès à tes mails. Par contre, je peux te mettre un rappel pour les vérifier à heure fixe, "
         "si tu veux."),
    talk("en", "remind me to call Solène",
         "Sure — when would you like the reminder? Tomorrow morning, or some other time?"),
    talk("fr", "je devrais mettre un rappel pour la banque alimentaire ?",
         "Si tu as tendance à oublier, oui. Tu veux que je le programme tous les jeudis à 8h ?"),
    talk("en", "how do reminders work with you?",
         "You tell me what and when, I store it, and when it's due you get a message from me. "
         "You can also snooze one or tick it off."),
    talk("fr", "bonjour arthur", "Bonjour ! Qu'est-ce que je peux faire pour toi ce matin ?", channel="voice"),
    talk("en", "what day is it today?", "It's Wednesday, the 25th of November."),
    talk("fr", "je viens de noter le code sur un post-it, pas besoin de l'enregistrer",
         "D'accord, puisque tu l'as sur ton post-it, je ne l'enregistre pas."),
    talk("en", "can you order books for me from my distributor?",
         "No, I can't place orders. I can note what you need, though, so the list is ready when you call them."),
    talk("fr", "tu te souviens de tout ce que je te dis ?",
         "Non, seulement ce que tu me demandes de noter ou de retenir. "
         "Tu peux me demander à tout moment ce que j'ai en mémoire."),
    talk("en", "any tips for parallel parking, I keep hitting the kerb",
         "Go slower than feels necessary, and start turning in when your rear wheel lines up with the other car's bumper. "
         "Use the passenger mirror to watch the kerb.", channel="voice"),
    talk("fr", "aide-moi à écrire un mot pour la vitrine : fermé samedi pour inventaire",
         "Proposition : « Chers lecteurs, la librairie sera fermée ce samedi pour inventaire. "
         "Le coin café aussi fait une pause. À lundi ! »"),
    talk("en", "should I track the café shifts with a timer?",
         "If you want to see how much time the café takes, yes. There's no café project yet, only Arthur — "
         "want to create one first?", channel="telegram"),
    talk("fr", "quelle heure il est", "Il est dix heures.", channel="voice"),
    talk("en", "I'm thinking of closing on Mondays. Good idea?",
         "It depends on your Monday takings. If they barely cover the heating, a closed Monday gives you a real rest day. "
         "Could you check your last few Mondays first?"),
    talk("fr", "comment on dit « second-hand bookshop » en français ?",
         "On dit « librairie d'occasion » ou, plus familier, « bouquinerie »."),
    talk("en", "thanks Arthur, that's all for now", "You're welcome. Have a good day at the shop."),
    talk("fr", "tu peux appeler Mme Leroux pour lui dire que son livre est arrivé ?",
         "Je ne peux pas téléphoner. Tu veux que je te mette un rappel pour l'appeler cet après-midi ?"),
    talk("en", "I'll stop the timer myself on the app later", "OK, I won't touch it."),
    talk("fr", "c'est quoi la différence entre mettre en pause et arrêter le chrono",
         "La pause suspend la session en cours, tu peux la reprendre ensuite. "
         "Arrêter termine la session : le temps est enregistré et il faudra en démarrer une nouvelle."),
    talk("en", "write me a short reply to a customer asking if we buy books",
         "Here's a draft: \"Hello! Yes, we buy second-hand books, mostly fiction, history and Scottish titles. "
         "Bring them by any weekday morning and I'll take a look.\""),
    talk("fr", "rappelle-moi plus tard", "Plus tard quand ? Donne-moi une heure et ce dont je dois te rappeler."),
    talk("fr", "t'es capable de conduire à ma place ? haha",
         "Malheureusement non ! Mais je peux te rappeler tes leçons de conduite."),
    talk("fr", "je suis crevé, trop de cartons aujourd'hui",
         "Courage ! Pense à faire une vraie pause, et peut-être à demander un coup de main pour les cartons de samedi."),
]
