"""Re-embedding: facts whose vector is missing or from another model get one from the current model."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from pipeline.action_context import Embedder
from stores import memories


async def reembed(sessions: async_sessionmaker[AsyncSession], embedder: Embedder, batch: int = 256,
                  limit: int | None = None) -> int:
    """Embed stale facts in batches (each batch one transaction); returns how many were updated."""
    done = 0
    while limit is None or done < limit:
        async with sessions() as s, s.begin():
            rows = await memories.needing_embedding(s, embedder.model, batch)
            if not rows:
                break
            vectors = await embedder.embed([r.text for r in rows])
            for row, vector in zip(rows, vectors, strict=True):
                row.embedding, row.embedding_model = vector, embedder.model
            done += len(rows)
    return done
