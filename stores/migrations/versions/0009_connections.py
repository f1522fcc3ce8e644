"""connections (calendar, mail), mail drafts, the briefing's mail line

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-30 23:30:00

An owner's accounts on outside services (CalDAV, IMAP/SMTP): settings in clear, the password sealed with the
instance's key; one active row per owner and kind, retired on disconnect (never deleted). Drafts written by
Arthur, each with the Message-ID that makes a send happen once. `owners.briefing_mail`: the daily briefing's
"unread from people you know" line (off by default).
"""
from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None

TS = postgresql.TIMESTAMP(timezone=True)


def upgrade() -> None:
    op.create_table(
        'connections',
        sa.Column('id', sa.BigInteger(), autoincrement=True, nullable=False),
        sa.Column('owner_id', sa.BigInteger(), nullable=False),
        sa.Column('kind', sa.Text(), nullable=False),
        sa.Column('settings', postgresql.JSONB(), nullable=False),
        sa.Column('secret', sa.Text(), nullable=True),
        sa.Column('created_at', TS, nullable=False),
        sa.Column('secret_at', TS, nullable=True),
        sa.Column('retired_at', TS, nullable=True),
        sa.Column('retire_reason', sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(['owner_id'], ['owners.id']),
        sa.PrimaryKeyConstraint('id'),
    )
    op.create_index('connections_owner_kind_uq', 'connections', ['owner_id', 'kind'], unique=True,
                    postgresql_where=sa.text('retired_at IS NULL'))
    op.create_table(
        'mail_drafts',
        sa.Column('id', sa.BigInteger(), autoincrement=True, nullable=False),
        sa.Column('owner_id', sa.BigInteger(), nullable=False),
        sa.Column('to_addrs', sa.Text(), nullable=False),
        sa.Column('subject', sa.Text(), nullable=False),
        sa.Column('body', sa.Text(), nullable=False),
        sa.Column('message_id', sa.Text(), nullable=False),
        sa.Column('status', sa.Text(), nullable=False),
        sa.Column('created_at', TS, nullable=False),
        sa.Column('sent_at', TS, nullable=True),
        sa.Column('retired_at', TS, nullable=True),
        sa.Column('retire_reason', sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(['owner_id'], ['owners.id']),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('message_id'),
    )
    op.create_index('mail_drafts_owner_idx', 'mail_drafts', ['owner_id', 'created_at'])
    op.add_column('owners', sa.Column('briefing_mail', sa.Boolean(), server_default=sa.text('false'),
                                      nullable=False))


def downgrade() -> None:
    raise NotImplementedError("Arthur never drops data")
