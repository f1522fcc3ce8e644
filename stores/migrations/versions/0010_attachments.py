"""attachments (photos, documents, places, forwards) and the message an inbox update carries

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01 10:00:00

What the owner sends besides words is kept as an attachment row linked to the note or reminder it belongs to:
the Telegram file_id (never the file), the caption, the text read from it (OCR, PDF), a place's coordinates and
venue, a forward's origin. `telegram_inbox.message_id`: an edited message names the message it changes, so the
update that carried the first version (and the turn it ran) can be found.
"""
from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None

TS = postgresql.TIMESTAMP(timezone=True)


def upgrade() -> None:
    op.create_table(
        'attachments',
        sa.Column('id', sa.BigInteger(), autoincrement=True, nullable=False),
        sa.Column('owner_id', sa.BigInteger(), nullable=False),
        sa.Column('kind', sa.Text(), nullable=False),
        sa.Column('target', sa.Text(), nullable=False),
        sa.Column('target_id', sa.BigInteger(), nullable=False),
        sa.Column('media', sa.Text(), nullable=True),
        sa.Column('file_id', sa.Text(), nullable=True),
        sa.Column('file_unique_id', sa.Text(), nullable=True),
        sa.Column('file_name', sa.Text(), nullable=True),
        sa.Column('mime_type', sa.Text(), nullable=True),
        sa.Column('file_size', sa.BigInteger(), nullable=True),
        sa.Column('caption', sa.Text(), nullable=False),
        sa.Column('text', sa.Text(), nullable=False),
        sa.Column('reading', sa.Text(), nullable=False),
        sa.Column('pages', sa.Integer(), nullable=True),
        sa.Column('truncated', sa.Boolean(), nullable=False),
        sa.Column('latitude', sa.Numeric(9, 6), nullable=True),
        sa.Column('longitude', sa.Numeric(9, 6), nullable=True),
        sa.Column('title', sa.Text(), nullable=True),
        sa.Column('address', sa.Text(), nullable=True),
        sa.Column('origin', sa.Text(), nullable=True),
        sa.Column('created_at', TS, nullable=False),
        sa.Column('retired_at', TS, nullable=True),
        sa.Column('retire_reason', sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(['owner_id'], ['owners.id']),
        sa.PrimaryKeyConstraint('id'),
    )
    op.create_index('attachments_owner_created_idx', 'attachments', ['owner_id', 'created_at'])
    op.create_index('attachments_target_idx', 'attachments', ['owner_id', 'target', 'target_id'])
    op.add_column('telegram_inbox', sa.Column('message_id', sa.BigInteger(), nullable=True))
    op.create_index('telegram_inbox_message_idx', 'telegram_inbox', ['bot_id', 'chat_id', 'message_id'],
                    postgresql_where=sa.text('message_id IS NOT NULL'))


def downgrade() -> None:
    raise NotImplementedError("Arthur never drops data")
