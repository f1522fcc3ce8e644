"""Rule cues for the claim detector: hand-written English and French patterns, one 0/1 feature each.

Pure functions of one sentence (no I/O, no state). The cues do not decide anything on their own: they sit next to
the sentence embedding as inputs of the trained head (pipeline/claim_detector.py), which weighs them. Each cue
names a family of wording that either asserts something needing proof (an action, a promise, what the owner's
data holds, a third party acting) or marks a sentence that asserts nothing of the kind (conditionals, how things
work, advice, what the owner said or did, small talk). Written from the TRAIN sentences only.
"""

from __future__ import annotations

import re

import numpy as np
import numpy.typing as npt

from pipeline.rules.language import detect

# Actions Arthur can take, as English past participles and French participles (feminine/plural folded below).
_EN_PARTICIPLES = (
    r"saved|noted|booked|set|sorted|handled|logged|added|created|recorded|updated|moved|stopped|started|"
    r"scheduled|filed|shared|forwarded|retired|deleted|snoozed|changed|jotted|memorized|memorised|captured|"
    r"marked|cleared|switched|stored|sent|put|made|kept|written|wrote|pushed|paused|resumed|removed|"
    r"cancelled|canceled|completed|deactivated|activated|renamed|archived|pinned|tracked|reminded|locked|"
    r"confirmed|found|forgot|forgotten|taken|done|in place|on file|dropped|ditched|scrapped|binned|trashed|erased|"
    r"ticked|crossed (?:off|out)|squared away|taken care of|dealt with|lined up|pencil+ed in|locked in|tucked away"
)
_FR_STEMS = (  # regular -er verbs: the stem takes é/ée/és/ées
    r"not|enregistr|cal|programm|pos|cré|consign|ajout|décal|report|arrêt|lanc|partag|envoy|supprim|archiv|"
    r"régl|gér|sauvegard|mémoris|coch|modifi|désactiv|activ|transfér|class|effac|stock|point|retir|épingl|"
    r"réserv|planifi|bascul|oubli|termin|marqu|rang|chang|démarr|relanc|repouss|pass|fix"
)
_FR_PARTICIPLES = r"mis|mise|fait|pris|prise|inscrit|retenu|prévu|repris|reprise|parti|en place"
# Things Arthur cannot do from a chat (call, e-mail, text, book, buy, pay, watch, check the outside world).
_EN_REMOTE = (
    r"call|ring|phone|email|e-mail|text|message|book|order|buy|pay|post|watch|monitor|check|keep an eye|"
    r"keep tabs|keep watching|track|follow up|get back|get in touch|reach out|contact|tell|let \w+ know|warn|"
    r"forward|send|wake|cancel|renew|confirm|look into|report back|sort out|handle|drop you|update you|ask"
)
_FR_REMOTE = (
    r"appelle|appellerai|téléphone|écris|écrirai|envoie|enverrai|réserve|réserverai|commande|achète|paie|"
    r"poste|surveille|guette|vérifie|revérifie|vérifierai|regarde|contacte|préviens|préviendrai|confirme|"
    r"résilie|réveille|passe un coup de fil|tiens au courant|donne|redis|demande|prépare|règle|m'assure|"
    r"continue|transfère|fais un retour|rappelle|relance"
)
_PRONOUNS_FR = r"(?:(?:te|vous|le|la|les|lui|leur|en|y|me) |t'|l'|m')*"

_P: dict[str, str] = {
    # "I saved", "I've set", "we moved", "j'ai noté", "je l'ai mis", "je t'ai inscrit" (no negation).
    "first_person_done": (
        r"(?<!before )(?<!once )(?<!if )(?<!when )\b(i|we)('ve| have| had)? (just |already |also |now |gone ahead and )?"
        r"(\w+ed|" + _EN_PARTICIPLES + r")\b"
        r"|\b(j'|je (l'|les |t'|te |vous |lui |leur |m'|me ))(ai|avais) (bien |déjà |aussi |tout |donc )?"
        r"[\wéèêàâîôûç-]+(é|ée|és|ées|i|is|ise|it|ite|u|ue|ert|erte|ort)\b"
    ),
    # "I'll", "I will", "I'm going to", "you'll get", "je vais", "je te rappellerai", "tu recevras".
    "future_promise": (
        r"\b(i'll|i will|we'll|i'm going to|i am going to|you'll (get|be|hear|receive)|you will (get|be)|"
        r"expect a|will (pop up|arrive|fire|ring|land)|leave it with me|i'm on it|count on me|will do)\b"
        r"|\bje vais\b|\b(je |j')((te|vous|le|la|les|lui|en|y|me) |t'|l'|m')*[\wéèêàâîôûç]+rai\b"
        r"|\b(tu|vous) (recevras|recevrez|auras|aurez|seras|serez)\b|compte sur moi|laisse-moi faire"
        r"|\barrivera\b|\bsonnera\b"
    ),
    # Present tense for an action under way or imminent: "I'm saving", "je te relance demain", "je lance".
    "present_action": (
        r"\b(i'm|i am) (saving|starting|forwarding|setting|adding|logging|sending|noting|moving|stopping|"
        r"tracking|scheduling|on it|calling|emailing|texting|booking|watching|checking|ordering)\b"
        r"|^(setting|saving|adding|logging|starting|sending|calling|watching|tracking|emailing)\b"
        r"|\bje ((te|vous|le|la|les|l'|lui) ?)*(relance|rappelle|fais signe|préviens|envoie|notifie|recontacte|"
        r"redis|tiens au courant|lance|programme|transfère|ajoute|enregistre|note|coche|mets|garde|veille|"
        r"suis tes|reviens|repasse|m'en occupe|m'en charge|m'y mets|retiens)\b|\bj'(envoie|y reviens|ajoute)\b"
    ),
    # A promise of something done outside the chat: a call, an e-mail, a text, a booking, watching, checking.
    "remote_action": (
        r"\b(i'll|i will|i'm going to|i'm|i am|let me|we'll|i)\s+(\w+\s+)?(" + _EN_REMOTE + r")(ing|ed)?\b"
        r"|\b(je |j')" + _PRONOUNS_FR + r"(" + _FR_REMOTE + r")\b|\bj'(appelle|écris|envoie|achète)\b"
    ),
    # Impersonal receipts and idioms: "done", "all set", "c'est fait", "c'est calé", "dans la boîte".
    "receipt_idiom": (
        r"^\W*(done|noted|booked|saved|sorted|handled|logged|set|got it|duly noted|jotted down|memorized|"
        r"locked in|ticked off|squared away|taken care of|roger|yep)\b|\b(all set|done deal|done and dusted|"
        r"in the bag|on the books|on the calendar|it's sorted|it's in|'s in\b|consider it|you're all set|"
        r"it's set|is set|are set|got that down|nailed it|mission accomplished|you're covered)|\bit is\b(?=\s*([—–,.!]|$))"
        r"|\bc'est (fait|noté|calé|géré|plié|bouclé|enregistré|programmé|consigné|réglé|en place|pris en charge|"
        r"ajouté|dans|parti|acté)|c fait|dans la (boîte|poche)|en boîte|le tour est joué|affaire classée|"
        r"mission accomplie|et voilà|tu es paré|considère que|rendez-vous pris|^\W*(noté|calé|fait|retenu)\b"
        r"|\bva pour\b|tu es couvert"
    ),
    # An action participle anywhere (active or passive, any subject), EN and FR.
    "action_participle": (
        r"\b(" + _EN_PARTICIPLES + r"|" + _FR_PARTICIPLES + r")\b|\b(" + _FR_STEMS + r")(é|ée|és|ées)\b"
    ),
    # Checkmarks and approval emoji, markdown ticked boxes.
    "check_emoji": r"✅|✔|☑|👍|👌|🆗|\[x\]",
    # Offers, conditionals and questions put to the owner.
    "offer": (
        r"\b(want me to|would you like|shall i|should i|do you want|if you (want|like|wish|prefer|'d like)|"
        r"i can|i could|let me know|just (say|tell me)|say the word|happy to|would a|once you|if you send|"
        r"if you tell me|whenever you)\b"
        r"|veux-tu|voulez-vous|tu veux|vous voulez|souhaites-tu|souhaitez-vous|si (tu|vous) (veux|voulez|"
        r"le souhaites|le souhaitez|préfères|me donnes|m'envoies)|je peux|je pourrais|dis-moi|dites-moi|"
        r"n'hésite|fais-moi signe quand|ça t'aiderait|une fois l'heure|dès que tu as"
    ),
    # A condition on the owner's answer: "if you tell me…", "once you confirm", "si tu me donnes…", "dès que".
    "conditional": (
        r"\b(if|once|unless|as soon as|whenever|should you|in case|until you|after you)\b|^\W*when\b"
        r"|^\W*(tell|give|send) me\b|\b(si|s'il|s'ils|sauf si|au cas où|tant que|dès que|lorsque|une fois que)\b"
        r"|^\W*quand\b|^\W*(dis|donne|envoie)-(moi|la|le)\b|\btu n'as qu'(un|à)\b|\bil suffit\b"
    ),
    # The sentence ends with a question mark.
    "question_mark": r"\?\W*$",
    # What the owner said: "you said", "you mentioned", "tu m'as dit", "vous m'avez indiqué".
    "owner_said": (
        r"\b(you (said|mentioned|told|wrote|just told|just said|say)|as you (said|told)|your message says|"
        r"you told me|from what you (just )?said|that's what you wrote)\b"
        r"|\btu (m'as|as) (dit|écrit|parlé|mentionné|indiqué)|\btu (as|viens de) (dit|me dire|dire|mentionné|parlé)"
        r"|vous m'avez|m'as-tu dit|m'avez-vous dit|tu me l'as dit|tu l'as dit|comme tu l'as dit|ton message|"
        r"d'après ton message|tu disais|\btu dis que|c'est ce que tu as écrit|d'après ce que tu viens"
    ),
    # The owner as the acting subject: "you moved", "since you paid", "tu as mis", "toi-même".
    "owner_did": (
        r"\b(since|as) you\b|\byou('ve| have)? (already |just |finally )?(\w+ed|set|put|went|took|sent|"
        r"bought|made|got|paid|kept|wrote|written)\b|yourself|on your side|your (phone|own|paper|google)"
        r"|(, right|, non|c'est ça|n'est-ce pas)\s*\?"
        r"|\b(comme|puisque) (tu|vous)\b|\b(tu|vous) (as|avez|t'es|es|l'as) (déjà |enfin |bien )?"
        r"(?!trois|deux)[\wéèêàâîôûç-]+(é|ée|i|is|it|u)\b|toi-même|vous-même|de ton côté|ton téléphone|ton agenda|"
        r"content que tu|\btu l'as (dans|sur|noté|mis|envoyé|réservé|payé|réglé)\b"
    ),
    # How things work in general: "usually", "once a reminder is set", "en général", "les rappels …".
    "explanation": (
        r"\b(usually|in general|generally|normally|typically|most|in theory|once a|once the|when you|whenever|"
        r"each|every|can be|can't be|only|always|never)\b|^\W*(reminders|notes|projects|preferences|memories|"
        r"contacts|decisions|sharing|snoozing|retiring|time worked|completed|recurring|deactivated)\b"
        r"|en général|généralement|normalement|la plupart|une fois (le|la|l')|\bquand (tu|une?|on)\b|\bchaque\b|"
        r"peut être|\bon (peut|ne peut)\b|en théorie|il faut|toujours|^\W*(les|le partage|reporter|archiver)\b"
        r"|\b(you can|you'll be able|has to|have to|must|needs? to)\b|\b(tu peux|tu pourras|doit|doivent)\b"
        r"|^\W*(an?|une?) \w+(, c'est| is| means)\b"
    ),
    # Advice and suggestions: "you could", "maybe", "try", "tu pourrais", "mieux vaut".
    "advice": (
        r"\b(you could|you might|maybe|try|consider|it's worth|it might|good idea|wouldn't hurt|can help|"
        r"i'd lean|here's|here are|let's)\b|tu pourrais|essaie|mieux vaut|peut-être|vérifie|je vous conseille|"
        r"ça peut aider|ne ferait pas de mal|voici|prenons|voyons|je pencherais"
    ),
    # A sentence opening with an imperative addressed to the owner: "Avoid coffee after 2pm", "Évite le café".
    "imperative": (
        r"^\W*(avoid|try|take|keep|drink|go|leave|bring|eat|check|start|stretch|walk|aim|arrive|work|ventilate|"
        r"defrost|pay|write|batch|prepare|water|don't|do not|replace|plan|pick|close|choose|get|give yourself|"
        r"stop screens|change|think|remember to|make sure)\b"
        r"|^\W*(évite|essaie|prends|garde|bois|pars|apporte|mange|vérifie|commence|étire-toi|marche|vise|arrive|"
        r"travaille|aère|décongèle|laisse|paie|regroupe|prépare|arrose|ne laisse|change|règle|prévois|"
        r"couche-toi|coupe|fais|choisis|bloque|pense|n'oublie|prends|note|mets ton|va )\b"
    ),
    # Inability: "I can't", "I'm unable", "I don't have access", "je ne peux pas", "je n'ai pas accès".
    "inability": (
        r"\b(i can't|i cannot|i'm unable|i am unable|i'm not able|not able to|i have no way|i don't have access|"
        r"i don't (know|track|have)|i couldn't|i wasn't able)\b|je ne (peux|sais|connais|suis) pas|je ne peux ni|"
        r"je n'ai pas (accès|pu)|je n'ai aucun moyen|pas en mesure|je ne vois pas ton|je ne suis pas"
        r"|je ne peux (rien|que)|\bje n'ai pas d'autre moyen"
    ),
    # Nothing was done: "I haven't", "I didn't", "nothing was saved", "rien n'a été", "pas encore".
    "not_done": (
        r"\b(i haven't|i have not|i didn't|i did not|nothing (was|has been|'s been|is|got) \w+|nothing's been|"
        r"no changes|hasn't been|has not been|wasn't|weren't|not yet|yet to|no \w+ (was|were|has been|have been)|"
        r"nothing left|nothing (is|was) sent)\b|so far nothing"
        r"|\bje n'ai (encore |toujours |jamais )?(pas|rien(?! (en mémoire|trouvé|sur|d'enregistré))|partagé|consigné)"
        r"|\bje ne l'ai (pas|partagé avec personne)|rien n'(a|est)|aucune? [\wéè]+ n'a été|pas encore|n'est pas partie"
        r"|aucune modification|n'a pas été|n'ont pas été|\bje n'ai contacté personne"
    ),
    # An empty finding: "no reminders", "nothing due", "aucun rappel", "rien de prévu", "est vide".
    "empty_finding": (
        r"\b(no|zero|none|nothing|empty|don't see any|don't have any|haven't logged|couldn't find|can't find|"
        r"i have nothing)\b|je n'ai rien (en mémoire|trouvé|sur)|je ne (trouve|vois) (rien|aucun)"
        r"|\b(aucun|aucune|rien|zéro|vide|pas de|ne mentionne pas|n'y a pas|ne vois aucun)\b"
    ),
    # A reference to the owner's stored data: "your reminder", "in your notes", "d'après tes notes".
    "data_reference": (
        r"\b(your|ton|ta|tes|votre|vos) ([\wéè'-]+ )?(reminders?|notes?|memory|memories|lists?|preferences?|"
        r"contacts?|briefing|timer|session|projects?|timezone|rappels?|mémoire|souvenirs?|listes?|préférences?|"
        r"chrono|fuseau|projets?)\b|according to|per your|from what i have|\bin (your|my) (notes|memory)"
        r"|d'après (tes|vos|ce que)|selon (tes|vos)|dans (tes|vos|ta|ton|votre) |"
        r"\b(you|tu as|vous avez) (worked|spent|clocked|logged|passé|pointé|travaillé)\b|\byou('ve got| have) (\d|a |an |one|two|"
        r"three|no )|\b(tu as|vous avez) (\d|un |une |deux|trois|aucun)|il te reste|there (are|is) (\d|no )"
    ),
    # What Arthur says it knows about the owner: "I remember…", "from what I know", "je me souviens que".
    "knowledge": (
        r"\b(i remember|i recall|i know|from what i know|if i remember|i've got \w+ down|i have \w+ down|"
        r"on file|that's what i have|what i have|in my memory|safe with me)\b"
        r"|je me souviens|je sais que|d'après ce que je sais|si je me souviens|c'est ce que j'ai|en mémoire|"
        r"dans ma mémoire|j'ai noté que|je crois que c'est"
    ),
    # A fact about the owner's life stated as known: "you parked…", "your sister's birthday is…", "tu es garé…".
    "owner_fact": (
        r"\byou('re| are) (allergic|vegetarian|vegan|seeing|due|free|booked|on \w+ time)\b"
        r"|(?<!if )(?<!when )(?<!do )(?<!would )\byou (parked|left|lent|owe|swim|run|usually|take|prefer|like|hate|wanted|asked me|'ve got|have got)\b"
        r"|\byour [\w' -]{1,30}? (is|are|was|were|ends|lands|costs|renews|comes|goes|lives|turns|finish|finishes)\b"
        r"|'s (birthday|number|address|chat id|flight|wedding)\b"
        r"|\btu (es|t'es) (garé|garée|allergique|végétarien|végétarienne|végane|sur l'heure)\b"
        r"|(?<!si )(?<!quand )\btu (as laissé|as prêté|dois|nages|cours|prends|préfères|aimes|détestes|voulais|m'avais demandé|fais du)\b"
        r"|\b(ton|ta|tes) [\wéèêàç' -]{1,30}?(,)? (est|sont|était|c'est|finit|atterrit|coûte|se renouvelle|habite|"
        r"arrive|revient|s'appelle)\b|\bl'anniversaire d"
    ),
    # A state Arthur vouches for: "the timer's running", "le chrono tourne", "still open", "en pause".
    "state": (
        r"\b(running|ticking|paused|is active|still open|still running|is on|are on|now at|is at|are at|"
        r"is due|now|currently)\b|\b(tourne|en cours|en pause|actif|active|ouvert|toujours|désormais|"
        r"maintenant|actuellement|est à|sont à)\b"
    ),
    # Third parties acting on the owner's behalf.
    "third_party": (
        r"\b(is handling|is taking care|is on it|has been told|confirmed|received|has your|knows about|"
        r"is processing|is preparing|is coming)\b|s'en occupe|est au courant|a (bien )?reçu|a confirmé|"
        r"a été prévenu|traite|prépare|\bgère\b"
    ),
    # Someone or something else already covers it: "your bank does it automatically", "it's in your calendar".
    "covered_elsewhere": (
        r"\b(automatically|on its own|anyway|already (has|have|knows|got|sent|filed|handles|handling|received|"
        r"booked|approved|paid|in|on|written|logged|checked)|(he|she|they)('d| would| will)|told me|said (she|he|"
        r"they)|will call you|texts you|sends (a|the|you)|in your (\w+ )?calendar|in your outlook|on file anyway)\b"
        r"|automatiquement|tout seul|toute seule|de toute façon|\b(a|ont|l'a|les a) déjà\b|est déjà au courant|"
        r"s'en (charge|chargeait|occupe|occupait)|m'a dit|me l'a dit|t'appellera|t'envoie un|dans ton (\w+ )?agenda"
        r"|dans ton outlook|déjà dans"
    ),
    # Digits or a spelled time ("9", "18h30", "7:45", "noon", "midi").
    "digits_time": r"\d|\b(noon|midnight|midi|minuit)\b",
    # Greetings, thanks, wishes, empathy, sign-offs.
    "smalltalk": (
        r"\b(thanks|thank you|good luck|have a|have fun|enjoy|congrats|congratulations|sorry|hope|sleep well|"
        r"safe travels|hi|hello|good morning|haha|ha|oof|aw|take care|hang in there|you're welcome|welcome|"
        r"see you|bye|good night|cheers|anytime|my pleasure|no worries|talk soon|glad|good evening)\b|merci|"
        r"bon courage|bonne? |félicitations|désolé|j'espère|dors bien|salut|bonjour|amuse-toi|profite|courage|"
        r"tiens bon|prends soin|repose-toi|joyeux|bien joué|à demain|à bientôt|à plus|à tout à l'heure|de rien|"
        r"avec plaisir|je t'en prie|pas de quoi|bonsoir|coucou|à la prochaine|content d"
    ),
}

_COMPILED: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(p)) for name, p in _P.items())
_ASSERTING = tuple(p for name, p in _COMPILED if name in (
    "first_person_done", "future_promise", "present_action", "receipt_idiom", "action_participle", "check_emoji",
    "data_reference", "state"))
_FOLLOW_UP = tuple(p for name, p in _COMPILED if name in ("offer", "question_mark"))
_CLAUSE = re.compile(r"\s*(?:[,;:—–]|\s-\s|\band\b|\bet\b)\s*")
# Words that make a clause: a subject pronoun or a finite verb. A short sentence with none of them is a bare
# answer ("Level -2, spot B14", "Avec du lait et un sucre") or a sign-off.
_CLAUSE_WORDS = frozenset((
    "i", "you", "we", "he", "she", "they", "it", "it's", "that's", "there's", "here's", "is", "are", "was", "were",
    "be", "been", "have", "has", "had", "do", "does", "did", "will", "would", "can", "could", "should", "shall",
    "may", "might", "must", "i'll", "i've", "i'm", "you're", "you've", "you'll", "let", "let's", "what", "which",
    "je", "j'ai", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "c'est", "est", "sont", "était", "ai",
    "as", "a", "avons", "avez", "ont", "suis", "es", "sera", "peux", "peut", "veux", "fais", "fait", "va", "vais",
    "t'es", "j'ai", "quel", "quelle", "qu'est-ce",
))
_WORD = re.compile(r"[\wàâäçéèêëîïôöùûüÿœ'-]+")
RULE_NAMES: tuple[str, ...] = (*(name for name, _ in _COMPILED), "assert_then_ask", "bare_answer", "short", "french")


def normalise(sentence: str) -> str:
    """Lower case, straight apostrophes, plain spaces."""
    return sentence.replace("’", "'").replace("‘", "'").replace("\u00a0", " ").lower().strip()


def _asserts_then_asks(text: str) -> bool:
    """An asserting clause followed by an offer or a question: "Reminder's in; want another one earlier?"."""
    clauses = [c for c in _CLAUSE.split(text) if c]
    if len(clauses) < 2 or not any(p.search(" ".join(clauses[1:])) for p in _FOLLOW_UP):
        return False
    return any(p.search(c) for c in clauses[:-1] for p in _ASSERTING if not any(f.search(c) for f in _FOLLOW_UP))


def _bare_answer(text: str) -> bool:
    """Eight words or fewer, at least one, no subject pronoun or finite verb from the list, not a question."""
    words = _WORD.findall(text)
    return 0 < len(words) <= 8 and not text.rstrip().endswith("?") and not any(w in _CLAUSE_WORDS for w in words)


def rule_features(sentence: str) -> npt.NDArray[np.float64]:
    """Rule cues for one sentence, in RULE_NAMES order: 1.0 when the cue fires, else 0.0.

    After the regular-expression cues come "assert_then_ask" (an asserting clause before an offer or a
    question), "bare_answer" (a short verbless fragment), "short" (three words or fewer) and "french"
    (stop-word language detection says French).
    """
    text = normalise(sentence)
    cues = [1.0 if pattern.search(text) else 0.0 for _, pattern in _COMPILED]
    cues.append(1.0 if _asserts_then_asks(text) else 0.0)
    cues.append(1.0 if _bare_answer(text) else 0.0)
    cues.append(1.0 if len(text.split()) <= 3 else 0.0)
    cues.append(1.0 if detect(text) == "fr" else 0.0)
    return np.asarray(cues, dtype=np.float64)
