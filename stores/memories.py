"""Memories: facts retrieved by meaning (pgvector) or, without embeddings, by words."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from stores.models import Memory


async def add(session: AsyncSession, owner_id: int, text: str, category: str, now: datetime,
              embedding: list[float] | None, model: str | None) -> Memory:
    """Store a memory, with its vector when an embedder is configured."""
    row = Memory(owner_id=owner_id, text=text, category=category, created_at=now,
                 embedding=embedding, embedding_model=model)
    session.add(row)
    await session.flush()
    return row


async def search_words(session: AsyncSession, owner_id: int, query: str, limit: int) -> Sequence[Memory]:
    """Word search (English and French stems) for when no embedder is configured."""
    doc = func.to_tsvector("simple", Memory.text).op("||")(func.to_tsvector("english", Memory.text)).op("||")(
        func.to_tsvector("french", Memory.text))
    q = func.plainto_tsquery("english", query).op("||")(func.plainto_tsquery("french", query))
    stmt = (
        select(Memory)
        .where(Memory.owner_id == owner_id, Memory.retired_at.is_(None), doc.op("@@")(q))
        .order_by(func.ts_rank(doc, q).desc(), Memory.id.desc())
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all()


async def search_vector(session: AsyncSession, owner_id: int, vector: list[float], model: str,
                        threshold: float, limit: int) -> Sequence[tuple[Memory, float]]:
    """Nearest memories of the same embedding model above a cosine-similarity threshold."""
    distance = Memory.embedding.cosine_distance(vector)
    stmt = (
        select(Memory, (1 - distance).label("score"))
        .where(Memory.owner_id == owner_id, Memory.retired_at.is_(None), Memory.embedding_model == model,
               distance <= 1 - threshold)
        .order_by(distance)
        .limit(limit)
    )
    return [(m, float(s)) for m, s in (await session.execute(stmt)).all()]
