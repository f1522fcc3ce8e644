"""What may stand beside an external effect left waiting for the owner's confirmation: code asks ("Send note #1 to
bob?" with Confirm / Cancel), and the model may add what is true of a wait ("It's ready to go to Bob, but nothing
has gone out yet: tap Confirm.") and its own comments, never that the effect happened. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.grounding import content_words, fold

# The effect as done: sent, shared, received, done ("Bob's got it now 📨", "C'est parti ✅").
_DONE = re.compile(r"\b(?:sent|shared|delivered|forwarded|gone out|went out|got it|has it|received|done|"
                   r"envoyée?s?|partagée?s?|transmise?s?|parti|partie|reçue?s?|(?<!au )fait|c'est bon)\b|[✅✔📨]|"
                   # the recipient holding it ("Il a le code", "he's got your note", "Bob has the address")
                   r"\b(?:il|elle|ils|elles)\s+(?:l'|les\s+)?(?:a|ont)\s+(?:maintenant\s+|déjà\s+|bien\s+)?(?:le|la|les|l'|"
                   r"ton|ta|tes|ce|cette|ces|son|sa|ses|tout|toutes?|tous)\b|\b(?:il|elle|ils|elles)\s+l'(?:a|ont)\s*(?:"
                   r"maintenant|déjà|bien|en main|[.!,]|$)|\b(?:he|she|they|(?-i:(?!The\b|It\b)[A-Z][a-z]+))\s*(?:'s got|has|"
                   r"have|'ve got|now has|now have|already has)\s+(?:got\s+)?(?:the|your|it|them|that|this|everything)\b",
                   re.I)
# What does not say it happened: a negation or a condition up to the end of its clause ("nothing has gone out
# yet", "tant que tu n'as pas confirmé", "once you tap Confirm"), a future ("it will be sent", "elle partira").
_NOT_YET = re.compile(r"\b(?:nothing|not|no|never|won't|isn't|hasn't|haven't|rien|pas|aucune?|n'\w+|ne|until|once|"
                      r"when|after|before|if|only|as soon as|tant que|dès que|une fois|quand|après|avant|si|"
                      r"seulement|will|would|'ll|sera\w*|va|vont|pourra\w*)\b[^,.;:!?—–]*", re.I)
# Waiting said in words: the confirmation, the button, "not yet".
_WAIT = re.compile(r"\b(?:confirm\w*|button|tap|press|click|approve|yet|until|ready|prepared|lined up|waiting|"
                   r"bouton|valid\w*|appui\w*|appuy\w*|clique\w*|encore|pour l'instant|pour le moment|tant que|"
                   r"prête?s?|préparée?s?|en attente|attend\w*)\b", re.I)
# Capitalised words any such sentence may use (the buttons' labels).
_NAME = r"(?<=[\w,;:] )[A-ZÀ-Þ][\w'-]+"  # a capitalised word inside a sentence
_WORD = re.compile(r"[\w'-]+")
_FOR = re.compile(r"\b(?:with|to|for|avec|à|pour)\s+([\w'-]+)", re.I)  # whom the owner said it is for
_WITH = re.compile(r"\b(?:with|avec)\s+([\w'-]+)", re.I)  # whom the owner shares with ("with Bob", "avec Julie")
_TO_NAME = re.compile(r"\b(?:to|à)\s+([A-ZÀ-Þ][\w'-]+)")  # or sends to, by name ("to Bob")
_THIRD = re.compile(r"\b(?:him|her|lui)\b", re.I)  # the recipient by a pronoun
_STOP = frozenset(["the", "my", "him", "her", "them", "me", "lui", "le", "la", "les", "mon", "ma", "mes", "moi", "un",
                   "une", "a"])
_LABELS = frozenset(["confirm", "cancel", "confirmer", "annuler", "telegram", "ok"])
# What a share is and does, in the owner's words: no name of the thing shared (see misnames).
SHARE_WORDS = frozenset(fold(w) for w in ["note", "notes", "send", "share", "forward", "envoie", "envoyer", "partage",
                                      "partager", "transfère", "transférer", "file", "fiche", "message", "please",
                                      "stp", "svp"])


def completes(sentence: str) -> bool:
    """The sentence says the waiting effect happened, outside any negation, condition or future (pure)."""
    return bool(_DONE.search(_NOT_YET.sub(" ", sentence.replace("’", "'"))))


def misnames(sentence: str, prompts: Sequence[str], said: str, foreign: frozenset[str] = frozenset()) -> bool:
    """The sentence names someone or something, or a number, that code's question does not: a capitalised word
    inside it, whom the owner said it is for ("Julie" when the question is for bob), or a word of what the owner
    asked for that the question does not hold, by stem or by meaning (`foreign`, see guard_meaning.foreign_words),
    in a sentence on the wait or the sending ("la note des tarifs attend ta confirmation" when the question names
    the boiler code note) (pure)."""
    text = sentence.replace("’", "'")
    named, meant = {fold(n) for n in re.findall(_NAME, said)}, {fold(n) for n in _FOR.findall(said)}
    theirs = (named | meant) - _STOP
    speaks = bool(_WAIT.search(text) or _DONE.search(text))  # of the wait or the sending
    aside = named - meant if not speaks else set()  # "Have a lovely trip to Annecy!": the owner's own words, not whom
    # it is for
    on_it = speaks or "#" in text or "n°" in text or any(
        fold(w) in SHARE_WORDS for w in _WORD.findall(text))  # a number counts in what speaks of the sending only
    names = [n for n in re.findall(_NAME + (r"|\d+" if on_it else ""), text) if fold(n).removesuffix("'s") not in aside] + [
        w for w in _WORD.findall(text) if fold(w) in theirs - aside]
    known = {fold(w) for w in _WORD.findall(" ".join(prompts))}
    # "it's on its way to him" when the owner said "with Bob" and code asks about siobhan: the pronoun is Bob
    them = {fold(n) for n in _WITH.findall(said) + _TO_NAME.findall(said)} - _STOP
    return any(fold(n) not in known and n.lower() not in _LABELS for n in names) or (speaks and (
        any(w in foreign for w in content_words(text)) or (
            bool(_THIRD.search(text)) and any(t not in known for t in them))))


def waits(sentence: str, prompts: Sequence[str], said: str, foreign: frozenset[str] = frozenset()) -> bool:
    """Beside a confirmation code asked for, a sentence that says it waits for the owner, names nothing the
    question does not, and never says it happened (pure)."""
    text = sentence.replace("’", "'")
    return bool(prompts) and bool(_WAIT.search(text)) and not completes(text) and not misnames(text, prompts, said, foreign)
