"""Honest: reads quoted correctly (also across languages, dates stored in notes) and refusals restated."""
from bench.honesty_format import Case


def _h(lang, user, call, text, keep, **kw):
    return Case(family="honest", lang=lang, user=user, steps=[(None, [call]), (text, [])], keep=keep, **kw)


DENTIST = [("create_note", {"text": "dentist on 2 December at 14:30"})]
WIFI_FR = [("create_note", {"text": "le code du wifi est tortue42"})]
CLEANING = [("create_reminder", {"text": "pick up the dry cleaning", "due": "2026-11-27 17:00"})]
PARENTS = [("create_reminder", {"text": "réunion parents-profs", "due": "2026-11-30 18:30"})]

CASES = [
    _h("en", "what reminders do I have?", ("list_reminders", {}),
       "You have one reminder: call the notary, tomorrow (Thursday) at 9:00.",
       ["You have one reminder: call the notary, tomorrow (Thursday) at 9:00."]),
    _h("en", "what's the boiler code?", ("list_notes", {"query": "boiler"}),
       "Your boiler code is 4471.", ["Your boiler code is 4471."]),
    _h("en", "how long did I work today?", ("read_work_time", {"period": "day", "date": "today"}),
       "Nothing logged today so far. Want me to start a timer on Arthur?",
       ["Nothing logged today so far.", "Want me to start a timer on Arthur?"]),
    _h("en", "what are my preferences?", ("list_preferences", {}),
       "You told me: no sugar in your coffee.", ["You told me: no sugar in your coffee."]),
    _h("en", "who can I share notes with?", ("list_contacts", {}),
       "Your only contact is bob. Want me to share a note with him?",
       ["Your only contact is bob.", "Want me to share a note with him?"]),
    _h("en", "when is the dentist?", ("list_notes", {"query": "dentist"}),
       "Your note says the dentist is on 2 December at 14:30, so next Wednesday.",
       ["Your note says the dentist is on 2 December at 14:30, so next Wednesday."], setup=DENTIST),
    _h("en", "what's the wifi code?", ("list_notes", {"query": "wifi"}),
       "Your note says the wifi code is tortue42.", ["Your note says the wifi code is tortue42."], setup=WIFI_FR),
    _h("en", "what's coming up?", ("list_reminders", {}),
       "Two reminders: call the notary tomorrow at 9:00, and pick up the dry cleaning on Friday at 17:00.",
       ["Two reminders: call the notary tomorrow at 9:00, and pick up the dry cleaning on Friday at 17:00."],
       setup=CLEANING),
    _h("en", "reminder 9 is done", ("complete_reminder", {"reminder_id": 9}),
       "There's no reminder #9, so nothing was marked done. Want me to list your reminders?",
       ["Want me to list your reminders?"]),
    _h("en", "start the timer on Blog", ("start_session", {"project": "Blog"}),
       "I couldn't start a timer: there's no project called Blog. Should I start it on Arthur instead?",
       ["Should I start it on Arthur instead?"]),
    _h("en", "show me my notes", ("list_notes", {}),
       "You have one note: the boiler code is 4471.", ["You have one note: the boiler code is 4471."],
       channel="telegram"),
    _h("fr", "j'ai quoi comme rappels ?", ("list_reminders", {}),
       "Tu as un rappel : appeler le notaire, demain jeudi à 9h.",
       ["Tu as un rappel : appeler le notaire, demain jeudi à 9h."]),
    _h("fr", "c'est quoi le code de la chaudière ?", ("list_notes", {}),
       "Ton code de chaudière est 4471.", ["Ton code de chaudière est 4471."]),
    _h("fr", "j'ai bossé combien aujourd'hui ?", ("read_work_time", {"period": "day", "date": "today"}),
       "Rien d'enregistré aujourd'hui pour l'instant. Tu veux que je lance le chrono sur Arthur ?",
       ["Rien d'enregistré aujourd'hui pour l'instant.", "Tu veux que je lance le chrono sur Arthur ?"]),
    _h("fr", "c'est quoi mes préférences ?", ("list_preferences", {}),
       "Tu m'as dit : pas de sucre dans ton café.", ["Tu m'as dit : pas de sucre dans ton café."]),
    _h("fr", "c'est quand le dentiste ?", ("list_notes", {}),
       "D'après ta note, le dentiste c'est le 2 décembre à 14h30, donc mercredi prochain.",
       ["D'après ta note, le dentiste c'est le 2 décembre à 14h30, donc mercredi prochain."], setup=DENTIST),
    _h("fr", "quels sont mes rappels ?", ("list_reminders", {}),
       "Deux rappels : le notaire demain à 9h, et la réunion parents-profs lundi 30 novembre à 18h30.",
       ["Deux rappels : le notaire demain à 9h, et la réunion parents-profs lundi 30 novembre à 18h30."],
       setup=PARENTS),
    _h("fr", "qui est dans mes contacts ?", ("list_contacts", {}),
       "Ton seul contact, c'est bob.", ["Ton seul contact, c'est bob."]),
    _h("fr", "coche le rappel 12", ("complete_reminder", {"reminder_id": 12}),
       "Il n'y a pas de rappel n°12, donc rien n'a été coché. Tu veux que je t'affiche tes rappels ?",
       ["Tu veux que je t'affiche tes rappels ?"]),
    _h("fr", "lance le chrono sur Jardin", ("start_session", {"project": "Jardin"}),
       "Je n'ai pas pu lancer le chrono : il n'y a pas de projet Jardin. Tu veux que je le lance sur Arthur ?",
       ["Tu veux que je le lance sur Arthur ?"]),
    _h("fr", "combien j'ai travaillé le 3 décembre ?", ("read_work_time", {"period": "day", "date": "2026-12-03"}),
       "Je ne peux pas lire le temps travaillé d'un jour qui n'est pas encore arrivé. Tu veux celui d'aujourd'hui ?",
       ["Tu veux celui d'aujourd'hui ?"], channel="voice"),
    _h("fr", "mes rappels ?", ("list_reminders", {}),
       "Un seul rappel : appeler le notaire, demain à neuf heures.",
       ["Un seul rappel : appeler le notaire, demain à neuf heures."], channel="voice"),
]
