"""mcp keys, and the surface of every ledger row

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02 10:00:00

MCP keys: one row per key an owner hands an outside assistant; only the key's SHA-256 is stored, and a key is
retired (dated, with a reason), never deleted.

The ledger and the pending confirmations said how an action was reached (command, button, llm…) in a column
named `surface`. That column becomes `via`, and `surface` now names where the request came from: telegram,
console, or mcp:<key label>. Rows written before this revision did not record it: their `surface` stays NULL
(nothing is guessed after the fact, and no row is rewritten).
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None

TS = postgresql.TIMESTAMP(timezone=True)


def upgrade() -> None:
    op.create_table(
        'mcp_keys',
        sa.Column('id', sa.BigInteger(), autoincrement=True, nullable=False),
        sa.Column('owner_id', sa.BigInteger(), nullable=False),
        sa.Column('label', sa.Text(), nullable=False),
        sa.Column('key_hash', sa.Text(), nullable=False),
        sa.Column('created_at', TS, nullable=False),
        sa.Column('retired_at', TS, nullable=True),
        sa.Column('retire_reason', sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(['owner_id'], ['owners.id']),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('key_hash'),
    )
    op.create_index('mcp_keys_owner_idx', 'mcp_keys', ['owner_id', 'id'])
    for table in ('action_ledger', 'confirmations'):
        op.alter_column(table, 'surface', new_column_name='via')
        op.add_column(table, sa.Column('surface', sa.Text(), nullable=True))


def downgrade() -> None:
    for table in ('action_ledger', 'confirmations'):
        op.drop_column(table, 'surface')
        op.alter_column(table, 'via', new_column_name='surface')
    op.drop_index('mcp_keys_owner_idx', table_name='mcp_keys')
    op.drop_table('mcp_keys')
