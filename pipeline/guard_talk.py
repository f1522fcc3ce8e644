"""What the model says that asserts nothing done: wishes and praise, verdicts on the owner's choice, advice on the
owner's next step, offers on a condition the owner holds, pointing at what code shows, and the end of a listing.
Pure predicates over one sentence (no I/O, no state), used by pipeline/guard.py and its rules."""

from __future__ import annotations

import re

from pipeline.guard_rules import AFFIRMED, CHANGE, FIRST_PERSON, MORE, claim_cued

# A bare wish, thanks or greeting asserts nothing ("Bonne journée !", "Good luck with the call!"): whatever the
# detector scores it beside a receipt, it stays. Short, no figure, no first person acting.
_WISH = re.compile(r"^\W*(?:(?:have a |enjoy (?:the |your )?|bonnes? |bons? |belles? )\w+|good luck|bonne chance|"
                   r"thanks?(?: you)?|merci|you're welcome|de rien|avec plaisir|with pleasure|cheers|"
                   r"hello|hi|hey|hiya|howdy|yo|bonjour|bonsoir|salut|coucou|salam|salaam|malekum|salamalekum|alaykum|ciao|hola|shalom|"
                   r"courage|bravo|well done|nice work|good work|"
                   r"great job|congrats|congratulations|bien joué|nice one|chapeau|félicitations|mabrouk|mabrook|mazel tov|felicidades|enhorabuena|you're doing (?:very |really |so )?(?:well|great)|"
                   r"tu t'en sors (?:très |super |vraiment )?bien|it's my pleasure|my pleasure|dors bien|dormez bien|"
                   r"sleep well|sweet dreams|rest well|take care|repose-toi|reposez-vous|prends soin de toi|have fun|"
                   r"amuse-toi bien|amusez-vous bien|profite(?:z)? bien|olé|ole|wow|waouh|whoa|yay|youpi|hourra|"
                   r"hooray|hurray|ouf|phew|bingo|miam|yum|yummy|embrasse(?:-la|-le|-les)?|salue(?:-la|-le|-les)?|passe(?:z)? le bonjour|"
                   r"say hi|tell [\w'-]+ (?:hi|hello)|dis bonjour à|give (?:her|him|them) my (?:love|best)|drive safe(?:ly)?|safe travels|"
                   r"safe trip|bonne route|sois prudente?|couvre-toi|couvrez-vous|ménage-toi|ménagez-vous|stay warm|keep warm|"
                   r"wrap up|stay dry|take it easy|hydrate-toi|fais attention à toi|faites attention à vous|"
                   r"(?:let's |here's )?hop(?:e|ing)(?= (?:the|that|your|you|they|he|she|it)\b)|j'espère que|espérons que|pourvu qu|"
                   r"(?:sort of|kind of|in a way|en quelque sorte|pretty much|more or less|plus ou moins|not quite|pas vraiment|"
                   r"yes and no|oui et non)(?=\W*$)|"
                   r"(?:parfait|perfect|great|super|excellent|génial|nickel|top|tranquille|peinard|cool|chill|sweet|lovely|"
                   r"nice)(?=\W*$))\b", re.I)


_PRAISE = re.compile(r"^\W*(?:(?:great|super|nice|parfait|top|génial)\W+)?(?:that's |c'est )?(?:well done|nice work|good work|good job|great job|nice one|bravo|bien joué|chapeau|"
                     r"one (?:less )?thing (?:off|on) your (?:mind|plate|list)|one less thing|une chose de moins|"
                     r"un souci de moins|one thing less|une (?:bonne )?chose de (?:faite|réglée))\W*$", re.I)


# The owner's deed praised, with a few words after it ("Une bonne chose de faite avant la pause de midi",
# "Lovely, one more box ticked for the wedding.", "One less thing to keep in your head.", "Glad that's sorted before the weekend.").
_DEED_DONE = re.compile(r"(?i:^\W*(?:(?:lovely|great|nice|super|parfait|top|génial|et voilà|voilà)\W+)?(?:that's |c'est |ça fait )?"
                        r"(?:one less thing|one thing less|one more (?:box|thing) (?:ticked|done|off)|une chose de moins|un souci de moins|"
                        r"une (?:bonne )?chose de (?:faite|réglée)|un truc de moins|one off your (?:plate|list|mind)|glad (?:that's|it's|that is|you got that) sorted|"
                        r"glad (?:that's|it's) (?:off your plate|out of the way|behind you))\b)(?:(?! (?:has|have|got|is|are|was|est|sont|a|ont)\b)(?! [A-ZÀ-Þ])[^.!?\d:;]){0,40}[.!]*\W*$")
_DEED_DONE_WORDS = re.compile(r"\b(?:ticked|done|off|faite|réglée|sorted)\b", re.I)
_SIGNS = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\ufe0f]")  # emoji, which the check-emoji cue would read

# A verdict on the owner's choice, or what it is good for ("Sensible call with your rota.", "Handy for the next
# trainers run.", "Worth telling the school nurse too.", "Léa's lucky to have you!"): short, it states no fact.
_VERDICT = re.compile(r"^\W*(?:(?:that's |c'est |ça, c'est )?(?:a |une )?(?:sensible|smart|wise|good|great|nice|solid|"
                      r"bonne|sage|excellente?|malin|chouette)\s+(?:call|idea|move|choice|plan|thinking|décision|idée|"
                      r"choix|réflexe)\b|(?:handy|useful|worth|pratique|utile)\b|[\w' -]{1,24}(?:'s| is| are) (?:so |"
                      r"really )?lucky to have you\b|[\w' -]{1,24} a (?:bien |vraiment )?de la chance de t'avoir\b)", re.I)


_SIGH = re.compile(r"\b(?:classic|classique)\W*$", re.I)  # a sigh at what happens to the owner, as it always does
_KNOWING = re.compile(r"\b(?:i know|i bet|i guess|i hope|je sais|je parie|j'espère|j'imagine)\b", re.I)  # Arthur's mind
# A wish after a comma or a dash at a sentence's end ("Timer stopped — nice work", "Chrono arrêté, bonne pause").
_TAIL = re.compile(r"^(.*\S)\s*(?:,|—|–|\s-)\s*([^,—–]{2,40})$")


def wish_tail(sentence: str) -> tuple[str, str] | None:
    """A wish that ends a sentence, after a comma or a dash ("Timer stopped — nice work"), or with no mark at all in
    an unpunctuated transcript ("Paused enjoy the break", "C'est coché bravo pour l'appel"): what comes before it and
    the wish, apart (pure). A punctuated sentence is cut only at its own marks."""
    text = sentence.strip()
    if (m := _TAIL.match(text)) and bare_wish(m.group(2)):
        return m.group(1), m.group(2)
    words = text.split()
    if re.search(r"[,;:—–]|[.!?]\s", text) or re.search(r"[^\w\s'’-]", text.rstrip(".!? ")) or len(words) < 3:
        return None  # marks or signs ("Rappel validé ✅ un souci de moins !"): not a bare transcript
    return next(((" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words) - 1)
                 if bare_wish(" ".join(words[i:]))), None)


def bare_wish(sentence: str) -> bool:
    """A short wish, praise or greeting with no figure in it ("Well done!" praises the owner's own deed), or a sigh
    with the owner ("Ugh, classic 😩", "Late-opening notaries, classic 😄")."""
    text = sentence.strip().replace("’", "'")
    if _SIGH.search(text) and len(text.split()) <= 7 and not re.search(r"\d", text) and not (
            FIRST_PERSON.search(text) or claim_cued(_SIGNS.sub("", text))):
        return True
    if _PRAISE.match(text) or (_DEED_DONE.match(text) and not (FIRST_PERSON.search(text) or claim_cued(
            _SIGNS.sub("", _DEED_DONE_WORDS.sub(" ", text))))):
        return True
    if _VERDICT.match(text) and len(text.split()) <= 8 and not re.search(r"\d|[:;—–]", text) and not (
            FIRST_PERSON.search(text) or claim_cued(text)):
        return True
    if not _WISH.match(text) or len(text.split()) > 12 or re.search(r"\d", _TEAM.sub(" ", text)) or FIRST_PERSON.search(
            _KNOWING.sub(" ", text)):
        return False  # "Good luck with the admin, coffee first (no sugar, I know 😉)": a wish; "I know" is no act
    return not claim_cued(_NAMED_THING.sub(" ", text))  # "Bon courage pour la reprise" wishes well for a thing


# A name with a number in it is no figure ("Bon entraînement avec les U12 !", "Good luck at the A320 check"),
_TEAM = re.compile(r"\b[A-Z]+\d+\b|\b(?:module|chapter|chapitre|level|niveau|unit|lesson|leçon|episode|épisode|tome|volume)s? \d+\b",
                   re.I)  # and a part by its number ("Good luck with module 5")


def wish_then_advice(sentence: str) -> bool:
    """A wish, then advice to the owner after a comma or a dash ("Bonnes courses, et n'oubliez pas votre cabas 🛍️",
    "Good luck — don't forget to stretch"): neither part asserts an act (pure)."""
    m = re.match(r"^([^,;—–]+)[,;—–]\s*(?:(?:and|et|but|mais|puis)\s+)?(.+)$", sentence.strip())
    if m is None:
        return False
    return bare_wish(m.group(1)) and ((owner_advice(m.group(2)) and not claim_cued(m.group(2))) or bare_wish(m.group(2)))


# A word after an article or a possessive is a thing named, not an act done ("la reprise", "ta sortie").
_NAMED_THING = re.compile(r"\b(?:la|le|les|l'|une|un|ta|ton|tes|ma|mon|mes|sa|son|ses|bonne|bon|belle|the|your|a|an)\s*\w+", re.I)


# Advice to the owner about their own next step ("Pense à prendre ton RIB", "Don't forget your ID", "Tip: …",
# "/prefs shows the list"): the owner acts, not Arthur; it is never a claim, beside a receipt or alone.
# The owner is the subject of the step ("aim to be asleep by 23:00", "tu peux l'ajouter avec /contact", "ask me
# again that evening"), first or after an opening condition ("For 7h30 of sleep, aim to …").
_OPENING = (r"^(?:\W*(?:for|if|to|since|when|whenever|once|before|after|next time|pour|si|puisque|quand|lorsque|une fois|"
            r"avant|après|dès|la prochaine fois)\b[^,;:—–]*[,;:—–]\s*)?")  # an opening condition ("Next time you …, ask me")
_ADVICE = re.compile(_OPENING + r"\W*(?:pense[sz]? (?:à|aux?\b)|n'oublie[sz]? pas|don't forget|remember to|make sure|"
                     r"évite[sz]? (?:les?|la|de|d'|tout)\b|avoid (?:the|any|all|\w+ing)\b|steer clear|"
                     r"(?:(?:enfin|ensuite|puis|et|aussi)\W+)?(?-i:[A-ZÀ-Ýa-zà-ÿ][a-zà-ÿ]{2,}ez)\b(?!-vous)(?! (?:vous|déjà)\b)|"
                     r"be sure to|do (?:pass|tell|give|send|ask|check|say|let)\b|mind (?:the|your)|watch (?:out|your)|(?:be )?careful|attention (?:à|aux)|fais gaffe|"
                     r"(?:it's |it might be |might be )?worth \w+ing\b|"
                     r"(?:it|that|this)(?:'s| is|'d be| (?:could|might|may|would) be) (?:\w+ )?(?:worth|wise|prudent|a good idea|sensible)\b|"
                     r"(?:ce|ça|ca|il) (?:serait|pourrait être) (?:\w+ )?(?:prudent|sage|malin|utile|judicieux)\b|"
                     r"il (?:faudra|faudrait|vaudrait mieux)\b|(?:ça|ca) (?:vaudrait|pourrait valoir) (?:le coup|la peine)\b|(?:ça|ca) vaut (?:le coup|la peine) de|(?:quick |small |little )?tip\s*:|(?:petite? )?(?:astuce|truc|conseil)\s*:|aim (?:to|for)|try to|you'll find (?:it|them)|"
                     r"tu (?:la |le |les )?retrouveras|you (?:can|could|should|"
                     r"might want to|may want to)|(?:tu voudras|vous voudrez) (?:peut-être|sans doute)|it's best to|best to|better to|vise[sz]?|essaie[sz]? de|tu (?:peux|"
                     r"pourrais|devrais|pourras|auras le temps)|vous (?:pouvez|pourriez|devriez|pourrez|aurez le temps)|"
                     r"(?:tu|vous) (?:le |la |les |l')\w+(?:ras|rez)\b|mieux vaut|il vaut mieux|"
                     r"/\w+(?: \w+)? (?:shows|lists|gives|te montre|vous montre|liste|affiche|donne))", re.I)
_ASK_ME = re.compile(r"^\W*(?:(?:you can|tu peux|vous pouvez)\s+)?(?:ask me|tell me|try (?:asking|again)|ask again|"
                    r"demande-moi|dis-moi|dites-moi|demandez-moi|(?:re)?demande(?:-le|-la|-les)?-moi|redemandez(?:-le|-la)?-moi|me redemander|"
                    r"me (?:re)?poser la question|repose[zr]?-moi|réessaie|réessayez)\b", re.I)
_THEN_LOOK = re.compile(r"\b(?:and|et) (?:i'll|we'll|i will|we will|we can|i can|je|on) (?:\w+ )?(?:look|check|see|read|tell|"
                        r"regarde\w*|lir\w+|verr\w+|dir\w+|vérifi\w+)\b", re.I)
ME = re.compile(r"\b(?:me|moi|m'|myself)\b", re.I)
# The owner's order of things ("Proper sleep first, admin later.", "Le café d'abord, le reste après").
_FIRST_LATER = re.compile(r"^\W*[\w' -]{2,30} (?:first|d'abord)\W+[\w' -]{2,30} (?:later|after|afterwards|next|après|ensuite|"
                          r"plus tard)\W*$", re.I)
# "Don't forget" opening a statement of the owner's thing, not a step ("Don't forget, your reminder is set for 7").
_REMINDED = re.compile(r"^\W*(?:don't forget|remember|n'oublie[sz]? pas|rappelle-toi)\b\W*(?:that |que |qu')?(?:your|ton|ta|tes|votre|vos|"
                       r"it|il|elle|ça|the|le|la|les)\b(?:\s+[\w'-]+){0,3}?\s*(?:is|are|'s|est|sont|will|va)\b", re.I)
# The owner's word to say later, beside a receipt ("Just say resume when you're back.", "Tu pourras me dire d'arrêter
# quand la boîte sera finie.", "Next time you prepare an offer, ask me what I know about Tom.").
_SAY_LATER = re.compile(_OPENING + r"\W*(?:(?:you can|tu peux|vous pouvez|tu pourras|vous pourrez)\s+)?(?:(?:just )?say|me dire|"
                        r"ask me|tell me|demande-moi|dis-moi|dites-moi|demandez-moi)\b", re.I)


def owner_advice(sentence: str) -> bool:
    """Advice on what the owner may do next, with no first person in it ("ask me again" aside)."""
    text = sentence.strip().replace("’", "'")
    if _REMINDED.match(text) and claim_cued(text):  # "Don't forget, your reminder is set for 7": a claim put as advice
        return False
    if _ASK_ME.match(text) or _SAY_LATER.match(text):  # "Ask me on Sunday and we'll look at it": what follows is on
        text = _SAY_LATER.sub("", _ASK_ME.sub("", _THEN_LOOK.sub(" ", text)))  # the owner's asking
        return not FIRST_PERSON.search(text) and not ME.search(text)
    if FIRST_PERSON.search(text) or ME.search(text):
        return False
    if _ADVICE.search(text) or _FIRST_LATER.match(text):
        return True
    if not re.search(r"(?:^|\s)/[a-z]", text):  # a command to use ("Tu le retrouveras avec /notes portail")
        return False
    return not claim_cued(text)


# Pointing at what code shows beside it ("There's your briefing.", "Voilà le résumé de ta semaine 👇").
_PRESENTS = re.compile(r"^\W*(?:and |et )?(?:here(?:'s| is| you go| it is)|there(?:'s| you go| it is)|that's|this is|"
                       r"voilà|voici|ci-dessous|ci-dessus)\b", re.I)


def presents(sentence: str) -> bool:
    """A short sentence that only presents what code shows (a briefing): no figure, no "I", no header."""
    text = sentence.replace("’", "'").strip()
    return bool(_PRESENTS.match(text)) and not re.search(r"\d", text) and not FIRST_PERSON.search(text) and len(
        text.split()) <= 10 and not text.endswith(":")


def points_to(sentence: str) -> bool:
    """After a refusal, the way on that code does not give: a command to use ("/reminders shows the numbers", "Tu peux
    l'ajouter avec /contact NOM CHAT_ID") or asking again later. Advice about the refused object ("you can start
    a timer on it") reads as if it existed: it goes."""
    return owner_advice(sentence) and (bool(re.search(r"(?:^|\s)/[a-z]", sentence)) or bool(_ASK_ME.match(
        sentence.strip())))


# An offer on a condition the owner holds ("If you give me her chat id, I can add her", "Si ton loyer part toujours le
# même jour, je peux en faire un rappel mensuel"): nothing is done until they answer. Not when it says something was
# done ("If you need it, I've saved it") or asks for more of the same.
_IF = re.compile(r"^\W*(?:if|si(?!\s*(?:si\b|[,!.]))|s'|whenever|when you|dès que tu|quand tu)\b", re.I)  # not "Si si, …": a yes


# The same offer with its condition last ("I can create it if you want", "je peux l'ajouter si tu veux"), or asking
# the owner for what it needs first ("Donne-moi son chat id et je l'ajoute", "Send me the time and I'll set it").
_CAN_IF = re.compile(r"^\W*(?:i can|i could|i'd be happy to|happy to|je peux|je pourrais|on peut|we can)\b[^.!?]*\b(?:if you "
                     r"(?:want|like|wish|prefer|need)|if you'd like|if that helps|if needed|si tu (?:veux|le souhaites|"
                     r"préfères|en as besoin)|si besoin|si ça t'arrange)\W*$|^\W*(?:i can|i could|je peux|je pourrais)\b[^.!?]*"
                     r"\b(?:instead|plutôt|à la place)\b|^\W*(?:donne|donnez|envoie|envoyez|indique|indiquez)-moi\b[^.!?]*\bquand "
                     r"(?:tu|vous)\b|^\W*(?:tu veux|veux-tu|voulez-vous|vous voulez|want me to|do you want|"
                     r"would you like|shall i|should i|souhaites-tu)\b[^.!]*\?\W*$|^\W*(?:to [\w' ]{1,30},? )?(?:i'll need|i'd need|"
                     r"i would need|i need|j'aurai besoin|j'ai besoin|il me (?:faut|faudra|faudrait))\b|^\W*(?:just )?(?:say the word|let me know|"
                     r"tell me|dis-le-moi|dites-le-moi|dis-moi|dites-moi|fais-moi signe|faites-moi signe)\b[^.!?]*\b(?:when|if|"
                     r"quand|si) (?:you|tu|t'|vous)\b[^.!?]*[.!]?\W*$|^\W*(?:give|send|tell|paste|forward|drop|share|show|describe|explain) (?:me|it|them|the \w+)\b[^.!?]*\band "
                     r"(?:i'll|i will|i can)\b|^\W*(?:donne|envoie|dis|indique|raconte|explique|décris|donnez|envoyez|dites|indiquez|racontez|"
                     r"expliquez|décrivez)-moi\b[^.!?]*\bet (?:je|j')|"
                     r"^\W*(?:colle|collez|transfère|transférez|envoie|envoyez)-(?:le|la|les)\b[^.!?]*\bet (?:je|j')", re.I)


_DONE_NOW = re.compile(r"\b(?:i've|i have|i had|j'ai|done|c'est fait|already|déjà)\b", re.I)


# Arthur available on the owner's word ("I'm here if anything needs sorting later.", "Je suis là si besoin").
_HERE_IF = re.compile(r"^\W*(?:i'm|i am|je suis|je reste)\s+(?:here|around|là|dispo\w*)\b[^.!?]*\b(?:if|whenever|when|si|quand|"
                      r"dès que)\b", re.I)


def greets_back(sentence: str, said: str) -> bool:
    """The owner's own greeting said back, with their name perhaps ("bore da Arthur!" → "Bore da, Emlyn!", "hi Arthur,
    dzień dobry" → "Dzień dobry!"): a few words, each one the owner opened with (pure)."""
    words = re.findall(r"[\w']+", sentence.replace("’", "'"))
    opening = [w.lower() for w in re.findall(r"[\w']+", said.replace("’", "'"))[:6] if w.lower() != "arthur"]
    while opening and opening[0] in ("hi", "hello", "hey", "salut", "bonjour", "coucou", "morning"):
        opening = opening[1:]  # "hi Arthur, dzień dobry": the greeting in their language follows
    mine = [w.lower() for i, w in enumerate(words) if not (i and w[:1].isupper())]  # a name after the greeting: theirs
    return 0 < len(words) <= 4 and bool(mine) and mine == opening[:len(mine)] and not re.search(r"\d", sentence) and not (
        claim_cued(sentence) or FIRST_PERSON.search(sentence))


# The owner asking how things are ("hey Arthur, wassup", "ça va ?"), and Arthur saying it is fine ("All good here.",
# "Ça roule de mon côté 😄"): its own state, nothing of the owner's done.
_HOW_ARE_YOU = re.compile(r"\b(?:how are you|how are ya|how (?:ya|you) doin'?g?|howya|how have you been|how've you been|what's the craic|how are things|how's it going|how you doing|how do you do|what's up|wh?assup|sup|what's good|"
                          r"how's things|how goes it|quoi de beau|"
                          r"ça va|ca va|comment (?:ça|ca) va|comment vas-tu|comment tu vas|quoi de neuf|la forme)\b", re.I)
_FINE = re.compile(r"^\W*(?:all good|all well|all quiet|nothing new|rien de neuf|calme plat|doing (?:well|good|great|fine)|(?:i'm |i am )?(?:good|great|fine|very well)|"
                   r"tout va bien|ça va|ca va|ça roule|ca roule|très bien|bien)(?:,? (?:here|thanks|merci|de mon côté|ici|"
                   r"on my end|on my side|of course|comme toujours|as always))*\W*$", re.I)


def fine_here(sentence: str, said: str) -> bool:
    """Arthur saying it is fine, to an owner who asked how it goes (pure)."""
    return bool(_HOW_ARE_YOU.search(said.replace("’", "'"))) and bool(_FINE.match(sentence.replace("’", "'")))


# Arthur asking for what it needs before acting ("Happy to, but I need two details: what's the thing, and when?",
# "Avec plaisir, mais il me faut l'heure : c'est pour quand ?"): a question, nothing done.
_NEEDS = re.compile(r"^\W*(?:(?:happy to|sure|of course|avec plaisir|volontiers|d'accord|ok|okay|bien sûr)\W+(?:but|mais)\W+)?"
                    r"(?:i need|i'd need|i'll need|il me faut|il me faudrait|j'ai besoin d)\b[^.!]*\?\W*$", re.I)


def asks_details(sentence: str) -> bool:
    """Arthur asking the owner for what it needs, in one question (pure)."""
    return bool(_NEEDS.match(sentence.strip().replace("’", "'")))


def offers(sentence: str) -> bool:
    text = sentence.strip().replace("’", "'")
    kept = re.sub(r"\b(?:ce que|ce qu'|what) ?(?:j'ai|i have|i've)\b", " ", text, flags=re.I)  # what Arthur holds
    if (_CAN_IF.search(text) or _HERE_IF.match(text)) and not CHANGE.search(text) and not MORE.search(text) and not _DONE_NOW.search(kept):
        return True
    if re.match(r"\W*(?:if|si|s'|when|quand)\s+(?:you|tu|t')\s*(?:don't|do not|haven't|have not|didn't|ne\b|n')", text, re.I):
        return False  # "If you don't react within 5 minutes, I'll call your phone": Arthur acting on its own
    main = text.split(",", 1)[1] if "," in text else text  # "If you want Léa in there too, I'll need…": the
    # condition's "too" asks for nothing more; "If you need it, I've added it too" does
    return bool(_IF.match(text)) and not (AFFIRMED.search(text) and not re.search(
        r"\b(?:i'll|i will|je vais)\b", text, re.I)) and not CHANGE.search(text) and not MORE.search(main)


# The end of a listing restated ("Nothing else on the list for now.", "Rien d'autre pour l'instant.", "That's all."):
# true when the sentence before it counted the items and the reads proved that count.
_CLOSES = re.compile(r"^\W*(?:(?:and |et )?nothing else|that's (?:all|it)|rien d'autre|c'est tout|pas d'autres?|le reste est vide|"
                     r"the rest is (?:empty|clear)|"
                     r"(?:that's|it's) the only (?:one|\w+ i have(?: on file| saved| stored| kept)?)|c'est (?:la|le) seule?)\b"
                     r"(?: (?:on|in|sur|dans) (?:the|your|ta|la|tes|ton) (?:list|liste)\w*| (?:about|on|sur|concernant) (?:the |your |ta |"
                     r"ton |tes |la |le |les )?[\w'-]+| ce que j'ai| (?:that )?i(?:'ve| have) got| i have| de (?:programmé|prévu|noté|enregistré))?(?: (?:for now|pour l'instant|"
                     r"pour le moment|so far|à part ça|pour astheure|pour asteure|côté rappels|on the reminder front))?\W*$", re.I)


def closes(sentence: str) -> bool:
    """Only "nothing else (for now)" (pure)."""
    return bool(_CLOSES.match(sentence.replace("’", "'")))


# A guess put as a question ("Maybe it was saved under another word, like the hive number?", "Peut-être sous un autre
# nom ?", "Did you forget to start the timer this morning?"): it asserts nothing.
_WONDERS = re.compile(r"^\W*(?:maybe|perhaps|possibly|could it (?:be|have)|might it|peut-être|se pourrait-il|serait-ce|"
                      r"et si|(?:did|have|could) you (?:forget|forgotten|miss|missed)|(?:tu as|t'as|as-tu|aurais-tu|vous avez|"
                      r"avez-vous|auriez-vous) (?:oublié|zappé))\b[^?]*\?\W*$", re.I)  # "Did you forget to start the timer?"


def wonders(sentence: str) -> bool:
    """A guess asked as a question, ending on its question mark, or what Arthur would do in the owner's place ("I'd
    tell her now.", "À ta place, je le mentionnerais") (pure)."""
    text = sentence.strip().replace("’", "'")
    return bool(_WONDERS.match(text)) or (bool(_IN_YOUR_PLACE.match(text)) and len(text.split()) <= 7 and not (
        _REASONED.search(text)))  # "I'd skip it: your manager keeps the codes" gives a reason not to act


_REASONED = re.compile(r"[:;—–]|\b(?:because|since|as|so|car|parce|puisque|donc|rather|plutôt|skip|hold|leave|pass|"
                       r"not|n't|pas|wait|attendrais)\b", re.I)
_IN_YOUR_PLACE = re.compile(r"^\W*(?:honestly,? |personally,? |perso,? )?(?:i'd|i would)(?! (?:have|already|been|set|"
                            r"saved|added))\b|^\W*(?:à ta place|à votre place|moi),? (?:je (?:l[ea] |l'|les |lui )?|j')\w+rais\b", re.I)


# Where a quote of the data comes from ("It's 4471, per your note.", "straight from your notes", "d'après ta note"): no
# word of what is claimed, so it is read without it.
_SOURCE = re.compile(r",?\s*\b(?:(?:straight |right )?(?:per|from|according to|as per|going by) (?:your|my|the) (?:notes?|reminders?|"
                     r"memory|memories|preferences?|list)|(?:d'après|selon|dans|de) (?:ta|tes|vos|votre|mes|ma) (?:notes?|rappels?|"
                     r"mémoire|souvenirs?|préférences?))\b", re.I)


def without_source(sentence: str) -> str:
    """The sentence without where its quote of the data comes from (pure)."""
    return _SOURCE.sub("", sentence.replace("’", "'")) or sentence

