"""Remembered facts: searched by meaning (pgvector), loaded every turn, changed only by four operations."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import VECTOR
from sqlalchemy import cast, func, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from stores.autocommit import Autocommit, json_value
from stores.models import Memory, MemoryCategory


async def add(session: AsyncSession, owner_id: int, text_: str, category: str, now: datetime,
              embedding: list[float] | None, model: str | None, *, subject: str | None = None,
              confidence: str = "declared", permanent: bool = False, source: str = "owner",
              conversation_id: int | None = None) -> Memory:
    """Store a fact, with its vector when an embedder is configured."""
    row = Memory(owner_id=owner_id, text=text_, category=category, created_at=now, updated_at=now,
                 embedding=embedding, embedding_model=model, subject=subject, confidence=confidence,
                 permanent=permanent, source=source, conversation_id=conversation_id, occurrences=1)
    session.add(row)
    await session.flush()
    return row


async def get(session: AsyncSession, owner_id: int, number: int) -> Memory | None:
    """The owner's fact #number, or None (numbers are per owner)."""
    stmt = select(Memory).where(Memory.owner_id == owner_id, Memory.number == number)
    return (await session.execute(stmt)).scalar_one_or_none()


async def by_subject(session: AsyncSession, owner_id: int, category: str, subject: str) -> Memory | None:
    """The active fact on a subject within a category."""
    stmt = select(Memory).where(Memory.owner_id == owner_id, Memory.category == category,
                                func.lower(Memory.subject) == subject.strip().lower(), Memory.retired_at.is_(None))
    return (await session.execute(stmt.with_for_update())).scalar_one_or_none()


async def listing(session: AsyncSession, owner_id: int, limit: int = 100) -> Sequence[Memory]:
    """Active facts, most weighted category first, then freshest."""
    weight = select(MemoryCategory.weight).where(MemoryCategory.code == Memory.category).scalar_subquery()
    stmt = (select(Memory).options(defer(Memory.embedding))
            .where(Memory.owner_id == owner_id, Memory.retired_at.is_(None))
            .order_by(func.coalesce(weight, 1).desc(), func.coalesce(Memory.updated_at, Memory.created_at).desc())
            .limit(limit))
    return (await session.execute(stmt)).scalars().all()


async def known_category(session: AsyncSession, code: str) -> bool:
    """Whether a category exists."""
    return (await session.get(MemoryCategory, code)) is not None


async def search_words(session: AsyncSession, owner_id: int, query: str, limit: int) -> Sequence[Memory]:
    """Word search (English and French stems) for when no embedder is configured."""
    doc = func.to_tsvector("simple", Memory.text).op("||")(func.to_tsvector("english", Memory.text)).op("||")(
        func.to_tsvector("french", Memory.text))
    q = func.plainto_tsquery("english", query).op("||")(func.plainto_tsquery("french", query))
    stmt = (select(Memory).options(defer(Memory.embedding))
            .where(Memory.owner_id == owner_id, Memory.retired_at.is_(None), doc.op("@@")(q))
            .order_by(func.ts_rank(doc, q).desc(), Memory.id.desc())
            .limit(limit))
    return (await session.execute(stmt)).scalars().all()


@dataclass(frozen=True)
class Hit:
    """One of the nearest facts, with its cosine similarity to the query."""

    memory: Memory
    similarity: float


async def nearest(session: AsyncSession, owner_id: int, vector: list[float], model: str, dimensions: int,
                  k: int) -> list[Hit]:
    """The owner's k active facts of the same embedding model nearest to the vector (HNSW), nearest first.
    No cut here: which of them answer the question is decided by pipeline/rules/memory_match.py."""
    await session.execute(text("SET LOCAL hnsw.iterative_scan = relaxed_order"))
    distance = cast(Memory.embedding, VECTOR(dimensions)).cosine_distance(vector)
    stmt = (select(Memory, (1 - distance).label("similarity"))
            .options(defer(Memory.embedding))  # 512 floats a row, parsed for nothing
            .where(Memory.owner_id == owner_id, Memory.retired_at.is_(None), Memory.embedding_model == model)
            .order_by(distance)
            .limit(k))
    return [Hit(memory, float(similarity)) for memory, similarity in (await session.execute(stmt)).all()]


async def needing_embedding(session: AsyncSession, model: str, limit: int) -> Sequence[Memory]:
    """Active facts whose vector is missing or comes from another model (to re-embed)."""
    stmt = (select(Memory).where(Memory.retired_at.is_(None),
                                 (Memory.embedding_model.is_(None)) | (Memory.embedding_model != model))
            .order_by(Memory.id).limit(limit).with_for_update(skip_locked=True))
    return (await session.execute(stmt)).scalars().all()


async def load_context(db: Autocommit, owner_id: int, since: datetime, preference_cap: int,
                       fact_cap: int = 30, reads: Iterable[str] = (), done_cap: int = 40) -> dict[str, Any]:
    """Everything a turn starts from, in one round trip: preferences, facts that are permanent OR declared
    (by category weight, then freshness), the last three conversation summaries, which actions recently
    succeeded, and the receipts of the latest writes (actions not in `reads`), newest first."""
    row = await db.fetchrow("""
        SELECT
          (SELECT coalesce(json_agg(p.text ORDER BY p.created_at, p.id), '[]'::json) FROM (
             SELECT text, created_at, id FROM preferences
             WHERE owner_id = $1 AND retired_at IS NULL ORDER BY created_at, id LIMIT $3) p) AS preferences,
          (SELECT coalesce(json_agg(json_build_object('text', f.text, 'confidence', f.confidence,
                                                      'category', f.category)), '[]'::json) FROM (
             SELECT m.text, m.confidence, m.category FROM memories m
             LEFT JOIN memory_categories c ON c.code = m.category
             WHERE m.owner_id = $1 AND m.retired_at IS NULL AND (m.permanent OR m.confidence = 'declared')
             ORDER BY coalesce(c.weight, 1) DESC, coalesce(m.updated_at, m.created_at) DESC, m.id DESC
             LIMIT $4) f) AS facts,
          (SELECT coalesce(json_agg(json_build_object('summary', s.summary, 'channel', s.channel,
                                                      'ended_at', s.ended_at)), '[]'::json) FROM (
             SELECT summary, channel, ended_at FROM conversations
             WHERE owner_id = $1 AND summary IS NOT NULL ORDER BY ended_at DESC NULLS LAST, id DESC
             LIMIT 3) s) AS summaries,
          (SELECT coalesce(json_agg(DISTINCT action), '[]'::json) FROM action_ledger
             WHERE owner_id = $1 AND outcome = 'ok' AND at >= $2) AS history,
          (SELECT coalesce(json_agg(json_build_array(d.message, d.at) ORDER BY d.id DESC), '[]'::json) FROM (
             SELECT id, message, at FROM action_ledger
             WHERE owner_id = $1 AND outcome = 'ok' AND at >= $2 AND NOT (action = ANY($5::text[]))
             ORDER BY id DESC LIMIT $6) d) AS done
    """, owner_id, since, preference_cap, fact_cap, list(reads), done_cap)
    return {key: json_value(row[key]) for key in ("preferences", "facts", "summaries", "history", "done")}


class FactError(Exception):
    """A distilled fact could not be applied (e.g. retiring a fact that does not exist)."""


async def apply_fact(session: AsyncSession, *, owner_id: int, conversation_id: int, op: str, category: str,
                     subject: str, content: str, confidence: str, permanent: bool, reason: str, now: datetime,
                     vector: list[float] | None, model: str | None) -> str:
    """One of the four operations; nothing is ever deleted. Returns what was done."""
    current = await by_subject(session, owner_id, category, subject)
    if op == "retire":
        if current is None:
            raise FactError(f"no active fact on '{subject}' in {category} to retire")
        current.retired_at, current.retire_reason = now, reason or "retired by distillation"
        return f"retired #{current.number}"
    if op == "confirm" and current is not None:
        current.occurrences += 1
        if current.confidence == "deduced":
            current.confidence = "observed"  # seen again: no longer only a guess
        current.updated_at = now
        return f"confirmed #{current.number}"
    if op == "replace" and current is not None:
        current.retired_at, current.retire_reason = now, reason or f"replaced on {now:%Y-%m-%d}"
        await session.flush()
        current = None
    if current is not None:  # "add" of a subject already known: the newer wording wins, same row
        current.text, current.updated_at = content, now
        current.confidence = "declared" if "declared" in (current.confidence, confidence) else confidence
        current.permanent = current.permanent or permanent
        current.embedding, current.embedding_model = vector, model
        return f"updated #{current.number}"
    row = await add(session, owner_id, content, category, now, vector, model, subject=subject,
                    confidence=confidence, permanent=permanent, source="distilled", conversation_id=conversation_id)
    return f"added #{row.number}"
