"""exactly once

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01 10:00:00

Every ledger row carries the turn it belongs to (e.g. 'telegram:<bot>:<update>') and its number within that
turn, unique together and written in the same transaction as the action's writes: a turn run again after a
crash finds what was already done instead of doing it twice. The outcome's typed data is kept for writes, so
the recorded outcome can be handed back as it was.

The reply outbox holds each turn's reply before it is sent and says how its sending ended; a reply Telegram
did not take waits there for a later attempt. A reminder delivery remembers when a send may have gone out
(`requested_at`) and whether an earlier attempt's outcome is unknown (`uncertain`): a push sent again after an
unknown outcome says so.
"""
from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column('action_ledger', sa.Column('turn_key', sa.Text(), nullable=True))
    op.add_column('action_ledger', sa.Column('seq', sa.Integer(), nullable=True))
    op.add_column('action_ledger', sa.Column('data', postgresql.JSONB(), nullable=True))
    op.create_index('action_ledger_turn_uq', 'action_ledger', ['turn_key', 'seq'], unique=True,
                    postgresql_where=sa.text('turn_key IS NOT NULL'))
    op.create_table(
        'reply_outbox',
        sa.Column('turn_key', sa.Text(), nullable=False),
        sa.Column('owner_id', sa.BigInteger(), nullable=False),
        sa.Column('chat_id', sa.BigInteger(), nullable=False),
        sa.Column('body', postgresql.JSONB(), nullable=False),
        sa.Column('status', sa.Text(), nullable=False),
        sa.Column('attempts', sa.Integer(), nullable=False, server_default='0'),
        sa.Column('pieces_sent', sa.Integer(), nullable=False, server_default='0'),
        sa.Column('uncertain', sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column('late', sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column('created_at', postgresql.TIMESTAMP(timezone=True), nullable=False),
        sa.Column('next_attempt_at', postgresql.TIMESTAMP(timezone=True), nullable=True),
        sa.Column('sent_at', postgresql.TIMESTAMP(timezone=True), nullable=True),
        sa.Column('last_error', sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(['owner_id'], ['owners.id'], ),
        sa.PrimaryKeyConstraint('turn_key'),
    )
    op.create_index('reply_outbox_due_idx', 'reply_outbox', ['next_attempt_at'],
                    postgresql_where=sa.text('next_attempt_at IS NOT NULL'))
    op.add_column('reminder_deliveries', sa.Column('requested_at', postgresql.TIMESTAMP(timezone=True),
                                                   nullable=True))
    op.add_column('reminder_deliveries', sa.Column('uncertain', sa.Boolean(), nullable=False,
                                                   server_default=sa.false()))


def downgrade() -> None:
    raise NotImplementedError("Arthur never drops data")
