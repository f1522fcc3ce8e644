"""What Arthur says of its own conduct (pure). What it will not do on its own ("I never send anything without your
confirmation", "Je ne le ferai pas tout seul", "Rien ne part tant que tu n'as pas confirmé"): no act, no promise,
so nothing to prove; nor does "no need to add a second" with no reason, or, in a turn with no call, "nothing set".
What no turn without a call can back: a lock or rule as the reason it can't act, showing or sending something now,
and one of the owner's things said to be so already."""

from __future__ import annotations

import re

from pipeline.grounding import content_words, negated
from pipeline.guard_asked import YOUR_THING, asks_act
from pipeline.guard_layout import says_cannot
from pipeline.guard_rules import AFFIRMED, CANNOT, CHANGE, ON_CONDITION, asks, claim_cued
from pipeline.guard_talk import bare_wish
from pipeline.guard_topics import hearsay

_NOT_ALONE = re.compile(
    # English: a first person that will not act, on the owner's condition
    r"\b(?:i|we)(?: will| would|'ll|'d)? (?:never|won't|will not|don't|do not|wouldn't|can't|cannot|am not going to|'m not "
    r"going to)\b[^.!?]*\b(?:without|until|unless|till|before you|if you (?:don't|didn't|haven't)|on my own|by myself)\b|"
    r"\b(?:i|we)(?:'ll| will)? always ask\b|"
    r"\bnothing (?:goes|is sent|gets sent|leaves|happens|will (?:go|be sent|happen))\b[^.!?]*\b(?:until|without|unless|before)\b|"
    # French: "je ne … pas/jamais/rien … sans / tant que / avant / tout seul", "rien ne part tant que…"
    r"\bje (?:ne |n')?(?:[\w'-]+ ){0,4}?(?:pas|jamais|rien)\b[^.!?]*\b(?:sans|tant que|avant que|avant d[e']|sauf si|à moins|"
    r"tout seul|toute seule|de moi-même|si (?:tu|vous) (?:ne |n')?[\w' ]{0,25}\bpas)\b|"
    r"\bje (?:te |vous )?demande toujours\b|"
    r"\brien ne (?:part|sera envoyé|s'envoie|bouge|se fait)\b[^.!?]*\b(?:sans|tant que|avant)\b|"
    r"\bje (?:ne |n')?retiens rien en cachette\b", re.I)
# A day or a time in it is a plan ("I won't remind you until Friday"): that is a promise, not a policy.
_WHEN = re.compile(r"\d|\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|"
                   r"morning|evening|aujourd'hui|ce soir|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|"
                   r"semaine|matin)\b", re.I)


# What may stand beside it: the owner's part ("so check for the button", "si tu me l'as pas fait enregistrer").
_OWNERS = re.compile(r"^\W*(?:(?:so|and|then|donc|alors|et|mais|but)\s+)?(?:you|tu|vous|t'|check|look|tap|press|just|"
                     r"n'oubliez|oubliez|pense|pensez|regarde|regardez|vérifie|vérifiez|si tu|si vous|s'il|if you|dis-moi|"
                     r"dites-moi|tell me|let me know)\b", re.I)
_CLAUSES = re.compile(r"[,;:—–]|\b(?:so|donc|because|car|parce que|since|puisque)\b", re.I)


def abstains(sentence: str) -> bool:
    """Only what Arthur will not do unless the owner acts: each clause says that, or is the owner's part, or says
    no; no act affirmed, no change of state ("anymore", "plus"), no day or time."""
    text = sentence.replace("’", "'")
    if not _NOT_ALONE.search(text) or AFFIRMED.search(text) or CHANGE.search(text) or _WHEN.search(text):
        return False
    return all(_NOT_ALONE.search(c) or _OWNERS.match(c) or negated(c) for c in _CLAUSES.split(text) if c.strip(" .!?"))


# Arthur saying it cannot act because of a lock, a rule or a system setting ("the language setting is locked by
# your hospital's IT policy", "il est verrouillé parce qu'il a été créé par le cabinet", "bloqué par le système
# avant 6h"): no tool refused, so the rule is invented. Only code's refusals may say why something can't be done.
_LOCK = re.compile(r"\b(?:lock(?:ed|s)?|block(?:ed|s)?|bloqu\w*|verrouill\w*|polic(?:y|ies)|politique|not "
                   r"(?:allowed|permitted)|forbidden|interdit\w*|restrict\w*|disabled|désactivé\w*|for security|security|"
                   r"sécurité|by the system|par le système|réservé\w*|rules?|règles?|pas (?:autorisé|permis)\w*|limit(?:ed|s)?|"
                   r"limité\w*|(?:the|le|du) (?:system|système)|only (?:allows?|lets? (?:you|me)|permits?|accepts?)|"
                   r"n'(?:autorise|accepte|permet) qu)\b|n't (?:allowed|permitted)\b", re.I)  # not "limite": "la date limite" is a deadline
# Arthur saying it did not act ("so I didn't start it", "donc je ne l'ai pas mis", "je n'ai rien ajouté").
_NOT_DONE = re.compile(r"\b(?:i|we) (?:didn't|did not|haven't|have not|won't|will not)\b|\b(?:je|j') ?(?:ne |n')"
                       r"[^.!?]{0,25}?\b(?:pas|rien|jamais)\b", re.I)


def lock_words(sentence: str, proper: bool = False) -> list[str]:
    """The words of a lock or a rule the sentence gives as a reason ("verrouillée", "not allowed"); `proper`: locks
    and rules only, no permission word ("I wasn't allowed to create it from here" restates code's refusal; "rien
    n'a été désactivé" names the act) (pure)."""
    found = [m.group(0).lower() for m in _LOCK.finditer(sentence.replace("’", "'"))]
    return [w for w in found if _LOCKED.match(w)] if proper else found


_LOCKED = re.compile(r"lock|block|bloqu|verrouill|polic|politique|secur|sécur|system|systè|réserv|rule|règle|limit", re.I)


def pretext(sentence: str) -> bool:
    """A refusal in the model's own words ("I can't", "so I didn't start it") with a lock or a rule as its reason
    (pure): with no refusal from code, a claim about how things are set, that nothing in the turn proves."""
    text = sentence.replace("’", "'")
    locks = lock_words(text)
    if not locks or abstains(text):
        return False  # "reserved" after "I didn't" is the owner's booking ("puisque tu as réservé toi-même, je n'ajoute rien")
    return bool(CANNOT.search(text)) or (bool(_NOT_DONE.search(text)) and any(not w.startswith("réserv") for w in locks))


# Arthur showing or sending something now or soon ("Je te l'affiche tout de suite à l'écran", "I'll show you the
# photo once you've stopped the car", "je t'envoie le lien tout de suite"): with no call in the turn, nothing will be
# shown. Not a habit or a rule ("je t'envoie un récap chaque matin", "je te montre d'abord un bouton").
_SHOWS = re.compile(r"\b(?:(?:i'll|i will|i'm going to|i am going to|let me|je vais|on va)\s*(?:\w+ )?|(?:i'm|i am) "
                    r")(?:show\w*|display\w*|send\w*|pull\w* up|bring\w* up|affich\w*|montr\w*|envoy\w*|ressor\w*)\b|"
                    r"\bje (?:te |vous )?(?:l'|les |la |le )?(?:t'|vous )?(?:affiche|montre|envoie|ressors)\b[^.!?]*"
                    r"\b(?:tout de suite|maintenant|direct|de suite|à l'écran|ci-dessous|dans une seconde)\b", re.I)
_HABIT = re.compile(r"\b(?:if you|si tu|si vous|want me|tu veux|vous voulez|can|peux|pourrais|how|comment|every|each|"
                    r"always|whenever|when you|chaque|toujours|quand|dès que|que je|d'abord|first)\b", re.I)


def shows_now(sentence: str) -> bool:
    """Arthur saying it shows or sends something now, not asking, offering, explaining how or a habit (pure)."""
    text = sentence.replace("’", "'")
    return bool(_SHOWS.search(text)) and "?" not in text and not _HABIT.search(text)


# Only that: no reason given ("No need to add a second.", "Pas besoin d'en créer un deuxième."); a reason ("—
# your accountant handles it", "since Bob has it") is a claim about the world.
_BARE_NO_NEED = re.compile(r"^\W*(?:(?:so|then|donc|alors|ok|okay)\W+)?(?:no need (?:for|to)|pas besoin d[e']|inutile "
                           r"d[e'])[\w' ]{0,40}[.!]?\W*$", re.I)
_REASON = re.compile(r"\b(?:since|because|as|already|car|puisque|comme|déjà|parce)\b", re.I)


# Only that nothing was done ("No problem, nothing set.", "D'accord, rien de noté pour l'instant."): true of a turn
# with no call, and the guard's own words there.
_NOTHING_DONE = re.compile(r"^\W*(?:(?:ok(?:ay)?|no problem|no worries|sure|got it|understood|pas de souci|pas de problème|"
                           r"d'accord|entendu|compris|très bien)\W+)?(?:nothing(?:'s| is| has been)?|rien(?: n'est| n'a été)?|"
                           r"j'ai (?:encore )?rien)(?: (?:de )?(?:set|saved|added|noted|"
                           r"written|recorded|changed|done|scheduled|stored|programmé|noté|enregistré|ajouté|fait|modifié|"
                           r"changé|mis))?(?: (?:then|for now|yet|here|pour l'instant|pour le moment|alors|du coup|de mon côté))?"
                           r"(?:\s*[,:;—–]\s*[^.!?]*\?|\s*[,:;—–]\s*(?:just )?(?:tell me|dis-moi|let me know)\b[^.!?]*)?\W*$", re.I)


def needless(sentence: str, called: bool = True) -> bool:
    """Arthur saying only that nothing more is needed, with no reason; or, in a turn with no call (`called`
    False), only that nothing was done (pure)."""
    text = sentence.strip().replace("’", "'")
    if not called and _NOTHING_DONE.match(text):
        return True
    return bool(_BARE_NO_NEED.match(text)) and not _REASON.search(text) and not re.search(r"\d", text) and not claim_cued(
        text)


# One of the owner's things in Arthur said to be so already ("Ton briefing est déjà aligné sur l'heure d'ouverture",
# "your dentist reminder is already in"): with no call, what the stored data holds, that nothing in the turn read.
_SETTLED = re.compile(rf"\b{YOUR_THING}\b[^.!?]{{0,40}}\b(?:already|déjà)\b", re.I)


def settled(sentence: str) -> bool:
    """The owner's thing said to be so already, not asked and not on a condition (pure)."""
    text = sentence.strip().replace("’", "'")
    return bool(_SETTLED.search(text)) and not asks(text) and not ON_CONDITION.match(text)


# The owner's logged time given as a figure ("Tu as bossé 2h10 ce matin sur les parcs", "you've clocked 3 hours on
# Vidal today"): what the sessions hold, that only a read can back; not a figure the owner gave this turn.
_TALLY = re.compile(r"\b(?:you(?:'ve| have)?|tu as|t'as|vous avez)\s+(?:\w+\s+)?(?:worked|logged|spent|put in|clocked|done|"
                    r"racked up|bossé|travaillé|passé|cumulé|fait|enregistré|pointé)\b[^.!?]{0,40}?\b\d+\s*(?:h\b|h\d|hours?\b|"
                    r"hrs?\b|heures?\b|min\b|mins\b|minutes?\b)", re.I)


def tallies(sentence: str, said: str) -> bool:
    """The owner's worked time as a figure the owner did not give this turn (pure)."""
    m = _TALLY.search(sentence.replace("’", "'"))
    given = set(re.findall(r"\d+", said))
    return m is not None and any(d not in given for d in re.findall(r"\d+", m.group(0)))


# What stays as it was, as the consequence of Arthur saying it cannot ("Je ne peux pas supprimer de contact … Bob
# reste donc dans ta liste", "I can't delete notes, so it stays in your list"): true of a turn with no call.
_STAYS = re.compile(r"\b(?:stays?|remains?|is still|are still|reste|restent|est toujours|sont toujours)\b", re.I)
_SO = re.compile(r"\b(?:so|then|therefore|donc|alors|du coup)\b", re.I)


def stays(sentence: str, before: str) -> bool:
    """"So it stays as it was", right after Arthur said it cannot (pure)."""
    text = sentence.replace("’", "'")
    last = re.split(r"(?<=[.!?])\s+", before.strip())[-1]
    return bool(_STAYS.search(text) and _SO.search(text)) and says_cannot(last) and not re.search(r"\d", text) and not (
        claim_cued(text))


# Talking the owner out of what they asked, with a reason ("You can skip that, the e-bikes charge themselves
# overnight at the depot", "Pas besoin : la coopérative envoie déjà un rappel"): the reason is a claim about the
# world no call backs, unless it is the owner's own words this turn.
_DISSUADES = re.compile(r"^\W*(?:(?:ok(?:ay)?|honestly|franchement|bon)\W+)?(?:you can (?:skip|forget|drop) (?:that|it|this)|"
                        r"no need(?: to [\w' ]{1,30}?| for (?:that|it|one))?|don't bother|you don't (?:need|have) to [\w' ]{1,30}?|"
                        r"you don't need (?:one|it|that|this|to)|(?:it's |that's )?not (?:really )?(?:necessary|needed)|"
                        r"(?:c'est )?pas (?:vraiment )?nécessaire|(?:ce n'est|c'est) pas (?:vraiment )?utile|"
                        r"pas besoin(?: d[e'][\w' ]{1,30}?)?|inutile(?: d[e'][\w' ]{1,30}?)?|pas la peine(?: d[e'][\w' ]{1,30}?)?|"
                        r"tu peux (?:laisser tomber|oublier|zapper|t'en passer)|ne t'embête pas|(?:i'm |i'll )?skip(?:ping)? (?:this|that)"
                        r"(?: one)?|je (?:passe|saute) (?:celui-ci|celui-là|ça|cette fois))\s*(?:[,:;—–]|\s-\s)\s*(.+)", re.I)


# The same with the reason first ("C'est déjà la règle par défaut chez moi, donc rien à enregistrer", "Your landlord
# sends one anyway, so no need to add it").
_CONCLUDES = re.compile(r"^\W*(.{8,}?)\s*(?:(?:[,;:—–]|\s-)\s*(?:(?:so|donc|alors|du coup)\s+)?|\s+(?:so|donc|alors|du coup)\s+)"
                        r"(?:there's |there is |c'est |il n'y a )?(?:nothing (?:to|for me to) \w+|no need(?: to [\w' ]{1,30}?)?|"
                        r"rien à \w+|pas besoin(?: d[e'][\w' ]{1,30}?)?|inutile(?: d[e'][\w' ]{1,30}?)?|pas la peine(?: d[e'][\w' ]"
                        r"{1,30}?)?|i (?:didn't|did not|won't|will not|haven't) \w+ (?:it|that|this|one|anything)(?: again)?|"
                        r"no (?:separate |extra |additional |second |new |other )?[\w-]+ (?:is |are )?(?:needed|necessary|required)|"
                        r"(?:ce )?n'est pas (?:nécessaire|utile)|"
                        r"je (?:ne l'ai pas|n'ai rien(?: (?:à|a) \w+)?|ne le \w+ pas|ne l'\w+ pas) ?\w*)(?: de (?:ton|votre|mon) côté| pour "
                        r"(?:toi|vous|l'instant)| on your (?:side|end)| for now| here| ici)?\W*$", re.I)


# Whose reason it is: Arthur's own "I'm not adding anything" is none; "since you've set an alarm" is the owner's.
_MINE_NOT = re.compile(r"\b(?:i'm|i am|i|we're|we|je|j')\b[^,;:—–]{0,20}?(?:\bnot\b|n't\b|\bpas\b|\brien\b|\bjamais\b)", re.I)
_YOU_DO = re.compile(r"\b(?:you|you've|you're|you'll|you'd|tu|t'|toi|vous)\b", re.I)  # the owner acting: their own reason
_LINKING = frozenset(["since", "because", "given", "puisque", "comme", "vu", "great", "parfait", "super", "perfect",
                      "okay", "top", "nickel", "fair", "enough", "sure", "fine", "alright", "bien"])


def dissuades(sentence: str, said: str) -> bool:
    """Asked to act, a reason not to that the owner did not give (pure)."""
    text = sentence.strip().replace("’", "'")
    first = _DISSUADES.match(text)
    m = first or _CONCLUDES.match(text)
    if not m or not asks_act(said):
        return False
    told = set(content_words(said))
    if first:
        return any(w not in told for w in content_words(m.group(1)))
    reason = m.group(1).strip()
    if bare_wish(reason) or _YOU_DO.search(" ".join(reason.split()[:4])) or _MINE_NOT.search(reason.replace("’", "'")):
        return False  # "Bonne idée, pas besoin de plus"; "Since you've set an alarm yourself, I won't add anything"
    words = [w for w in content_words(reason) if w not in _LINKING]
    new = [w for w in words if w not in told]
    return len(new) >= 2 and len(new) >= len(words) / 2  # "Great, your phone alarm will cover the Sunday call, so…";
    # "Then I'm not adding anything — no reminders needed" gives no reason


# Arthur saying it will phone anyone, or write to a third party itself ("I'll give you a call", "Je lui écris tout
# de suite et je vous confirme dès qu'il a lu le message"): nothing in the catalog does that (sharing a note waits
# for the owner's tap, and is a call of its own), so no turn can back it.
_CALLS_OUT = re.compile(
    r"\b(?:i'll|i will|i'm going to|i am going to|let me|je vais|on va)\s+(?:\w+\s+)?(?:give (?:you|him|her|them|\w+) a "
    r"(?:call|ring|buzz)|call|phone|ring|text|e-?mail|write to|message (?:him|her|them)|contact|appeler|téléphoner|"
    r"passer un coup de fil|(?:lui|leur) (?:écrire|envoyer|dire|transmettre|téléphoner))\b|"
    r"\bje (?:t'|vous |l'|lui |les |leur )?(?:appelle|appellerai|téléphone|téléphonerai)\b|"
    r"\bje (?:te |t'|vous )?(?:r?appellerai|r?appelle)\b[^.!?]{0,15}\b(?:au|par) (?:téléphone|tél)\b|"
    r"\bje (?:lui|leur) (?:écris|écrirai|envoie|enverrai|dis|dirai|transmets|transmettrai)\b|"
    r"\b(?:i'll|i will|je vous|je te) confirm\w* (?:as soon as|once|when|dès qu|quand|lorsqu)[^.!?]{0,20}\b(?:he|she|they|il|elle|"
    r"ils|elles)\b", re.I)


def calls_out(sentence: str) -> bool:
    """Arthur saying it will phone, or write to someone itself, not asking or on the owner's condition (pure)."""
    text = sentence.replace("’", "'")
    return bool(_CALLS_OUT.search(text)) and not asks(text) and not re.search(
        r"\b(?:can't|cannot|won't|will not|ne (?:peux|vais|pourrai)|n'(?:appelle|écris))\b", text, re.I)


def unbacked(sentence: str, said: str) -> bool:
    """In a turn with no call, what nothing can back: a third party's act the owner did not mention, a lock or rule
    as the reason, showing or sending now, the owner's thing said to be so already, their worked time as a figure,
    a reason of Arthur's own not to do what was asked (pure)."""
    return (hearsay(sentence, said) or pretext(sentence) or shows_now(sentence) or settled(sentence)
            or tallies(sentence, said) or dissuades(sentence, said) or bool(_CHOSEN.match(sentence.replace("’", "'"))))


# A choice said settled ("Bro Gozh it is for the Christmas concert", "Va pour le samedi", "C'est acté"): with no call,
# what no decision recorded backs.
_CHOSEN = re.compile(r"^\W*(?:[\w' -]{1,40}(?<!what )(?<!that )(?<!this )(?<!how )(?<!as )\bit is(?=\s*[!.—–-]|\s+(?:then|for)\b)|(?:et )?(?:va pour|c'est acté|c'est décidé|"
                     r"adjugé|banco pour)\b)", re.I)
