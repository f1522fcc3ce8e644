"""Which of English or French a message is written in, when it is clear (stop words, no model)."""

from __future__ import annotations

import re

_WORDS = re.compile(r"[a-zàâäçéèêëîïôöùûüÿœ']+")
_ACCENTED = re.compile(r"[àâçéèêëîïôùûœ]")  # letters English words do not use: a French word
_EN = frozenset(["the", "a", "an", "to", "and", "is", "are", "my", "me", "i", "you", "what", "how", "did", "do", "does", "at", "on", "in", "for", "of", "with", "tomorrow", "today", "remind", "note", "start", "stop", "please", "can", "it", "this", "that", "work", "worked", "week",
                 # short everyday words ("when's the notary call?", "thanks!!", "delete note 12")
                 "when's", "what's", "where", "when", "why", "which", "who", "was", "were", "will", "would", "should", "could", "have",
                 "has", "had", "your", "from", "about", "just", "don't", "i'm", "it's", "thanks", "thank", "hi", "hey", "hello",
                 "delete", "remove", "cancel", "done", "share", "any", "tonight", "morning",
                 "drop", "forget", "explain"])
_FR = frozenset(["le", "la", "les", "un", "une", "de", "des", "du", "et", "est", "sont", "mon", "ma", "mes", "je", "tu", "vous", "quoi", "comment", "à", "au", "aux", "pour", "avec", "demain", "aujourd'hui", "rappelle-moi", "rappelle", "note", "que", "qu'est-ce", "j'ai", "ai", "travaillé", "semaine", "s'il", "merci", "bonjour", "c'est", "d'appeler", "chrono", "reprends", "arrête", "travaille", "bosse", "commence", "rappel", "rappels", "quel", "quelle", "quels", "quelles", "où", "quand", "dans", "heure", "heures", "soir", "matin", "oui", "non", "sur", "fais", "supprime", "efface", "retire", "ajoute", "mets", "enlève", "annule", "coche", "montre", "affiche", "donne", "lance", "démarre", "garde", "retiens", "oublie", "envoie", "partage", "décale", "repousse", "programme", "crée", "liste", "il", "elle", "ils", "elles", "ne", "pas", "reste", "restent", "encore", "ton", "ta", "tes", "ce",
                 "cette", "ces", "mais", "qui", "rien", "nous", "y",
                 # short everyday words ("ça fait combien ?", "bonne nuit", "salut", "ça va toi ?", "archive la note 9")
                 "combien", "fait", "fois", "moins", "pourquoi", "peux", "peut", "veux", "faut", "faire", "moi", "toi", "bien",
                 "aussi", "alors", "donc", "parce", "depuis", "avant", "chez", "jour", "jours", "mois", "hier", "ici", "dis",
                 "suis", "va", "vais", "si", "comme", "tout", "tous", "toute", "toutes", "peu", "beaucoup", "trop", "salut",
                 "bonne", "bon", "nuit", "euh", "ouais", "en", "coupe", "tu", "rdv", "lui", "leur", "voir", "avoir"])


def cues(text: str) -> tuple[int, int]:
    """How many words say English, and how many say French (a word both languages use says neither)."""
    words = _WORDS.findall(text.lower().replace("’", "'"))
    words = [w for w in words if not (w in _EN and w in _FR)]  # "note": either language
    en = sum(w in _EN for w in words)
    fr = sum(w in _FR or w.startswith(("d'", "l'", "j'", "qu'", "c'", "n'", "s'")) or bool(_ACCENTED.search(w))
             for w in words)
    return en, fr


def detect(text: str) -> str | None:
    """'en' or 'fr' when stop words clearly say so, else None."""
    en, fr = cues(text)
    if fr >= 2 and fr > 2 * en:
        return "fr"
    if en >= 2 and en > 2 * fr:
        return "en"
    return None
