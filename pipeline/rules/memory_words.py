"""What the words of a question and of a remembered fact say, for the memory match score (memory_match.py).

Pure text analysis, English and French alike, on folded text (lower case, no accents): content words and crude
stems, proper names, the kind of value a question asks for (phone, e-mail, address, money, date; who, where,
when, how old, how much, which code) against the kinds a fact holds, relatives named (mum, père, sister…) and
whether a question speaks about the owner's own world at all (I, my, our, a name, a relative), or asks about the
world in a general-knowledge form ("what is a…", "who wrote…").
"""

from __future__ import annotations

import re
import unicodedata

_STOP = frozenset(str.split("""
a an the of for to in on at by with from about and or is are was were be been my your our his her its their me i
you we this that these those there what whats which who whos where wheres when whens how do does did any some it s
can could should would will shall have has had am if so then than just again already exactly really please tell
know remember le la les l un une des de du d au aux en et ou pour par sur sous avec dans est sont etait mon ma mes
ton ta tes son sa ses notre nos votre vos leur leurs je j tu il elle nous vous ils elles on ce c cet cette ces qui
que qu quoi quand quel quelle quels quelles combien comment pourquoi deja dis moi toi t m n ne pas y ai as avait
etre fait faire te se
"""))
_TOKEN = re.compile(r"[a-z0-9]+")
_HYPHENED = re.compile(r"[a-z0-9-]+")
_WORD = re.compile(r"[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9-]*")
_NAMED = re.compile(r"\b[\wÀ-ÿ-]+")
_CAPITAL = re.compile(r"\b[A-ZÀ-Ý][\wÀ-ÿ-]+")
_MONTHS = ("january february march april may june july august september october november december janvier fevrier "
           "mars avril mai juin juillet aout septembre octobre novembre decembre")
_DAYS = ("monday tuesday wednesday thursday friday saturday sunday lundi mardi mercredi jeudi vendredi samedi "
         "dimanche weekday weekdays semaine week")
_SEASONS = "spring summer autumn winter printemps ete automne hiver morning evening matin soir lunchtime midi"
# What a question asks for, and how a fact shows it holds such a value (both matched on folded text).
ASKS = {
    "phone": re.compile(r"\b(phone|telephone|tel|portable|mobile|cell|joindre|appeler|call|ring)\b"),
    "email": re.compile(r"\b(e-?mail|mail|courriel)\b"),
    "address": re.compile(r"\b(address|adresse)\b(?!\s*(e-?mail|mail))"),
    "money": re.compile(r"\b(how much|cost|costs|price|prix|coute|tarif|paid|pay|paye|payer|salaire|salary|earn"
                        r"|gagne|touche)\b"),
    "date": re.compile(r"\b(when|quand|what date|quelle date|what day|quel jour|what time|quelle heure|birthday"
                       r"|bday|anniversaire|expire|expires|due)\b"),
}
HOLDS = {
    "phone": re.compile(r"\b0\d(?:[ .]?\d\d){4}\b|\+\d[\d .]{7,}\d|\b(extension|poste)\s*\d+"),
    "email": re.compile(r"@"),
    "address": re.compile(r"\b(rue|avenue|chemin|route|place|boulevard|cours|street|road|lane|allee|quai|impasse|via)\b"),
    "money": re.compile(r"\b(euros?|eur|dollars?|pounds?)\b|€|\$|£"),
    "date": re.compile(r"\b(" + "|".join(f"{_MONTHS} {_DAYS} {_SEASONS}".split())
                       + r"|(19|20)\d\d|\d{1,2}\s*h(\s*\d\d)?|\d{1,2}(:\d\d)?\s*(am|pm)|every|tous les|chaque)\b"),
}
# The wh- side: what sort of answer the question wants, and whether the fact has one.
WANTS = {
    "who": re.compile(r"\b(who|whom|whose|qui|name|called|nom|s'appelle|appelle)\b"),
    "where": re.compile(r"\b(where|which town|which city|what town|what city|quelle ville|address|adresse)\b"),
    "age": re.compile(r"\b(how old|quel age|age|ages|aged)\b"),
    "much": re.compile(r"\b(how much|how many|combien)\b"),
    "code": re.compile(r"\b(code|password|pin|mot de passe|mdp|digicode|combination|combinaison|number|numero|num)\b"),
}
_TITLE = re.compile(r"\b(dr|mme|mrs|mr|maitre|madame|monsieur)\b")
_AGE = re.compile(r"\b(ans|years? old|year-old|born|ne|nee|naissance)\b|\b(19|20)\d\d\b")
_PLACE = re.compile(r"\b(rue|avenue|chemin|route|place|boulevard|cours|street|road|in|at|a|au|chez|near|pres)\s+"
                    r"[A-ZÀ-Ý]")
_CODE = re.compile(r"\b(?=[\w-]*\d)[\w-]{3,}\b")
_FIRST_PERSON = re.compile(r"\b(my|mine|our|ours|i|i'm|i've|me|we|us|mon|ma|mes|notre|nos|je|j|moi|on)\b")
# Relatives and close people, EN and FR, to one label each; "parents" and "kids" cover their members.
KIN = {
    "mother": "mum mom mother mummy mama maman mere", "father": "dad daddy father papa pere",
    "wife": "wife femme epouse", "husband": "husband mari epoux", "son": "son sons fils",
    "daughter": "daughter daughters fille filles", "brother": "brother brothers frere freres",
    "sister": "sister sisters soeur soeurs", "grandmother": "grandmother grandma granny gran mamie grand-mere",
    "grandfather": "grandfather grandpa grandad papi papy grand-pere", "uncle": "uncle oncle",
    "aunt": "aunt auntie tante", "nephew": "nephew neveu", "niece": "niece", "cousin": "cousin cousine",
    "godchild": "godson goddaughter filleul filleule", "godparent": "godfather godmother parrain marraine",
    "inlaws": "in-laws beaux-parents father-in-law mother-in-law beau-pere belle-mere", "parents": "parents",
    "kids": "kids children enfants", "friend": "friend ami amie copain copine pote",
    "neighbour": "neighbour neighbor voisin voisine", "boss": "boss manager chef responsable patron",
    "colleague": "colleague collegue",
}
KIN_OF = {word: label for label, words in KIN.items() for word in words.split()}
# General-knowledge forms (folded text): a definition, a how-to, an author, a difference, side effects, a conversion.
_GENERAL = re.compile(
    r"\b(what is|what's|whats|what are) (a|an)\b|\bc'est quoi (un|une)\b|\bqu'est-ce qu'(un|une)\b"
    r"|\bqu'est-ce que c'est\b|\bhow (do you|to|does one|do people)\b|\bcomment (on )?(fait|faire|prepare|dit)\b"
    r"|\bcomment dit-on\b|\bwho (was|invented|wrote|painted|discovered|composed)\b"
    r"|\bqui a (ecrit|invente|peint|decouvert|compose)\b|\bdifference (between|entre)\b|\bside effects?\b"
    r"|\beffets? (secondaires|indesirables)\b|\bhow (many|much) \w+ (are )?(in|per) (a|an|one|\d)"
    r"|\bwhat does \w+ mean\b|\bque (veut dire|signifie)\b")
_OWN = re.compile(r"\b(my|mine|our|ours|i|i'm|i've|me|we|us|mon|ma|mes|notre|nos|je|j|moi)\b")
_KIN_COVERS = {"parents": {"mother", "father", "parents"}, "kids": {"son", "daughter", "kids"}}


def fold(text: str) -> str:
    """Lower case, no accents, straight apostrophes: 'Léa’s' → "lea's"."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("’", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _plain(text: str) -> str:
    """Accents removed, case kept: 'à Lyon' → 'a Lyon'."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def stem(word: str) -> str:
    """Crude and language-blind on purpose: a plural ending cut, doubled letters collapsed, a final e dropped, six
    letters kept ('addresses', 'address' and 'adresse' all give 'adres'; 'allergic' and 'allergique' 'alergi')."""
    for ending in ("ies", "es", "s", "x"):
        if len(word) > 3 and word.endswith(ending):
            word = word[:-len(ending)]
            break
    word = re.sub(r"(.)\1", r"\1", word)
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]
    return word[:6]


def tokens(text: str) -> set[str]:
    """Folded words, hyphenated ones kept whole and in parts."""
    folded = fold(text)
    return set(_TOKEN.findall(folded)) | set(_HYPHENED.findall(folded))


def terms(text: str) -> frozenset[str]:
    """Stems of the content words, digits kept: "What's Léa's e-mail?" → {'lea', 'mail'}."""
    return frozenset(stem(w) for w in _TOKEN.findall(fold(text))
                     if w not in _STOP and (len(w) > 1 or w.isdigit()))


def names(text: str) -> frozenset[str]:
    """Folded proper nouns of a stored fact: capitalised words past the first, and codes mixing letters and digits."""
    found = set()
    for m in _NAMED.finditer(text):
        word, folded = m.group(0), fold(m.group(0))
        if folded in _STOP or len(folded) < 3:
            continue  # "Le Fantin Latour" must not make "le" a name
        if m.start() > 0 and word[0].isupper():
            found.add(folded)
        if any(c.isdigit() for c in word) and any(c.isalpha() for c in word):
            found.add(folded)
    return frozenset(found)


def said_names(question: str, known: frozenset[str]) -> set[str]:
    """Names a question says: the owner's known names (typed in any case), and capitalised words past the first
    that are neither function words nor relatives ("what's Sophie's number?" → {'sophie'})."""
    found = {w for w in tokens(question) if w in known}
    for m in _CAPITAL.finditer(question):
        folded = fold(m.group(0))
        if m.start() > 0 and folded not in _STOP and len(folded) > 2 and folded not in KIN_OF:
            found.add(folded.split("'")[0])
    return found


def content_words(text: str) -> list[str]:
    """Lower-cased words whose vectors the coverage compares (function words and bare numbers left out)."""
    out = []
    for word in _WORD.findall(text.replace("’", "'")):
        folded = fold(word)
        if folded in _STOP or len(folded) < 2 or folded.isdigit():
            continue
        out.append(word.lower())
    return out


def asked_kinds(question: str) -> frozenset[str]:
    """What kind of value the question wants: phone, email, address, money, date (possibly none)."""
    folded = fold(question)
    kinds = {kind for kind, pattern in ASKS.items() if pattern.search(folded)}
    return frozenset(kinds - {"address"} if "email" in kinds else kinds)  # "email address" is an e-mail


def held_kinds(fact: str) -> frozenset[str]:
    """What kinds of value a fact holds."""
    folded = fold(fact)
    return frozenset(kind for kind, pattern in HOLDS.items() if pattern.search(folded))


def wanted(question: str) -> frozenset[str]:
    """The sort of answer asked: who, where, age, much, code (possibly none)."""
    folded = fold(question)
    sorts = {kind for kind, pattern in WANTS.items() if pattern.search(folded)}
    return frozenset(sorts | {"where"} if "où" in question.lower() else sorts)  # folded, "où" would be "or"


def offered(fact: str) -> frozenset[str]:
    """The sorts of answer a fact can give, in the terms of wanted()."""
    folded = fold(fact)
    sorts = {"much"} if any(c.isdigit() for c in fact) else set()
    if names(fact) or _TITLE.search(folded):
        sorts.add("who")
    if _PLACE.search(_plain(fact)) or HOLDS["address"].search(folded):
        sorts.add("where")
    if _AGE.search(folded):
        sorts.add("age")
    if _CODE.search(fact):
        sorts.add("code")
    return frozenset(sorts)


def kin(text: str) -> frozenset[str]:
    """The relatives a text speaks of, as labels ("Ma mère…" → {'mother'}; "my parents" → mother, father too)."""
    labels: set[str] = set()
    for word in _HYPHENED.findall(fold(text).replace("'s", " ")):
        for part in [word] if word in KIN_OF else word.split("-"):  # "grand-mère" is no "mère"
            label = KIN_OF.get(part)
            if label:
                labels |= _KIN_COVERS.get(label, {label})
    return frozenset(labels)


def in_first_person(text: str) -> bool:
    """Whether a text speaks as the owner: I, my, our, je, mon, on…"""
    return bool(_FIRST_PERSON.search(fold(text)))


def about_the_owner(question: str, known: frozenset[str]) -> bool:
    """Whether a question speaks of the owner's own world: I/my/our, a name, or a relative."""
    return bool(_FIRST_PERSON.search(fold(question)) or said_names(question, known) or kin(question))


def general_knowledge(question: str) -> bool:
    """A general-knowledge form with no word of the owner's ("what is a Raspberry Pi?", "c'est quoi un ménisque ?",
    "who wrote Les Misérables?"): a memory that mentions the thing is no answer to it."""
    folded = fold(question)
    return bool(_GENERAL.search(folded)) and not _OWN.search(folded)
