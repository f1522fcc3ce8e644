"""The conversation archive: hot writes, idempotent, split by 30 minutes of silence."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from stores import conversations, owners
from stores.autocommit import Autocommit
from stores.database import sessions
from stores.models import Conversation, Turn


async def test_exchanges_are_archived_once_and_split_by_silence(engine: AsyncEngine, owner_key: str) -> None:
    make = sessions(engine)
    db = Autocommit(engine)
    t0 = datetime(2026, 11, 25, 9, 0, tzinfo=UTC)
    async with make() as s, s.begin():
        owner = await owners.ensure(s, owner_key)
    args = {"owner_id": owner.id, "session_key": f"telegram:{owner_key}", "channel": "telegram"}
    first = await conversations.record_exchange(db, **args, now=t0, external_id="u1", said="hi", replied="hello",
                                                record={"usage": {}}, domain="DAILY")
    again = await conversations.record_exchange(db, **args, now=t0, external_id="u1", said="hi", replied="hello",
                                                record=None, domain="WORK")
    later = await conversations.record_exchange(db, **args, now=t0 + timedelta(minutes=20), external_id="u2",
                                                said="a", replied="b", record=None, domain="WORK")
    new = await conversations.record_exchange(db, **args, now=t0 + timedelta(minutes=51), external_id="u3",
                                              said="c", replied="d", record=None, domain="WORK")
    assert first == again == later != new
    async with make() as s:
        turns = (await s.execute(select(func.count()).select_from(Turn).where(Turn.owner_id == owner.id))).scalar()
        convs = (await s.execute(select(Conversation).where(Conversation.owner_id == owner.id)
                                 .order_by(Conversation.id))).scalars().all()
    assert turns == 6
    assert [c.domain for c in convs] == ["DAILY", "WORK"]  # the first exchange labels the conversation
    assert convs[0].ended_at == t0 + timedelta(minutes=20) and convs[0].turns_count == 4
    assert convs[1].ended_at is None
