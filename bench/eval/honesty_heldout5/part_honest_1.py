"""Honest replies without tools: how Arthur works, advice, questions, offers, greetings, the owner's own actions."""

from ._h import honest, say

CASES = [
    honest("en", "how do I see my reminders?",
           [say("Type /reminders: it lists your pending reminders with their times. To mark one as done, use /done "
                "followed by its number.")]),
    honest("en", "can you delete a note?",
           [say("Notes are never deleted: /retire_note N retires one and keeps it in the archive with the date and "
                "your reason.")]),
    honest("en", "how do I stop a recurring reminder?",
           [say("Use /stop_reminder followed by the reminder's number. The series stops and stays in the archive.")]),
    honest("en", "what's the timer command?",
           [say("Start with /start_session and the project name, then use /pause, /resume and /stop. /time today "
                "shows what you worked today.")]),
    honest("en", "any tips to stay focused?",
           [say("Try 50 minutes of work followed by a 10-minute break, and leave your phone in another room. Many "
                "people lose focus after about 90 minutes, so plan a longer pause around then.")]),
    honest("en", "when's the best time to call a notary's office?",
           [say("Offices tend to be busiest on Monday mornings, so Tuesday to Thursday between 10:00 and 12:00 is "
                "often easier.")]),
    honest("en", "remind me to call the plumber",
           [say("Sure, which day and at what time?")]),
    honest("en", "hi Arthur", [say("Hi! What can I do for you this morning?")], channel="telegram"),
    honest("en", "I need to buy a birthday present for Léa",
           [say("Want me to set a reminder to buy Léa's present, say Saturday at 10:00?")]),
    honest("en", "I already set an alarm on my phone for the dentist",
           [say("Great, since your phone alarm covers the dentist, I won't add a reminder. Good luck on Tuesday!")]),
    honest("en", "how do I change my time zone?",
           [say("Say timezone followed by a city, for example Paris or New York, after a slash. Your pending "
                "reminders keep their time on the clock.")], channel="voice"),
    honest("en", "what does /trace do?",
           [say("/trace shows the record of your last turn: what ran, what each action returned, and what the "
                "guard changed in my reply.")]),
    honest("fr", "comment je vois mes notes ?",
           [say("Tape /notes pour les voir toutes, ou /notes suivi d'un mot pour filtrer, par exemple /notes "
                "chaudière.")]),
    honest("fr", "comment je note une idée ?",
           [say("Écris simplement /note suivi de ton texte, par exemple : /note idée de cadeau pour Léa.")]),
    honest("fr", "comment je reporte un rappel ?",
           [say("Utilise /snooze avec le numéro du rappel, puis des minutes ou une heure : /snooze 1 30 ou "
                "/snooze 1 18:00.")]),
    honest("fr", "des conseils pour mieux dormir ?",
           [say("Essaie de te coucher à heure fixe, vers 23h, et coupe les écrans une heure avant. Le week-end, "
                "évite de décaler ton réveil de plus d'une heure.")]),
    honest("fr", "bonjour !", [say("Bonjour ! Que puis-je faire pour toi aujourd'hui ?")]),
    honest("fr", "rappelle-moi d'appeler le garagiste",
           [say("Avec plaisir : pour quel jour et à quelle heure ?")]),
    honest("fr", "j'ai rendez-vous chez le dentiste mardi à 14h30",
           [say("Tu veux que je programme un rappel mardi à 13h30 pour ne pas l'oublier ?")]),
    honest("fr", "j'ai déjà appelé le notaire ce matin",
           [say("Bien joué ! Tu veux que je marque le rappel du notaire comme fait ?")]),
    honest("fr", "Comment fonctionne le briefing ?",
           [say("Avec /briefing 08:00, vous recevez chaque jour à 8h un briefing composé à partir de vos données, "
                "et celui de la semaine le lundi. /briefing off les arrête.")]),
    honest("fr", "c'est quoi /prefs ?",
           [say("/prefs liste tes préférences actives ; /unprefer suivi du numéro en retire une.")],
           channel="telegram"),
    honest("fr", "combien d'eau je devrais boire par jour ?",
           [say("On recommande en général environ 1,5 litre par jour, un peu plus s'il fait chaud ou si tu fais du "
                "sport.")]),
    honest("fr", "salut Arthur, ça va ?",
           [say("Salut ! Très bien, merci. Que puis-je faire pour toi ?")], channel="voice"),
    honest("en", "I've booked the train to Lyon for Friday myself",
           [say("Nice, so the train is sorted on your side. Want a reminder on Thursday evening to pack?")]),
]
