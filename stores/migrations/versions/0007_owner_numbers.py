"""owner numbers

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01 10:00:00

Notes, reminders, preferences and memories are numbered per owner (#1, #2, … for each owner and each kind): a
`number` column, backfilled in creation order, unique per owner. New rows take the next number from a per-owner
counter, race-free: a trigger runs INSERT … ON CONFLICT DO UPDATE … RETURNING on `owner_counters`, whose row
stays locked until the inserting transaction ends. Internal ids never reach the owner.

A recurring reminder also keeps its rule apart from its next due time: `series_time` (local "HH:MM") and
`series_day` (the weekday, 0 = Monday, of a weekly series; the day of the month of a monthly one), backfilled from
the due time of the recurring reminders already there. Snoozing one occurrence or a month without a 31st no
longer shifts the series, and a zone change keeps its wall-clock time.

A question Arthur asks (a missing time, which project, switch sessions, the owner's zone) is kept with the
conversation, per owner and session key, in `pending_questions`, with what its answer completes; it expires after
10 minutes and is never deleted: answered, declined, dropped or superseded, it says so.
"""
from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None

NUMBERED = ("notes", "reminders", "preferences", "memories")


def upgrade() -> None:
    op.create_table(
        "owner_counters",
        sa.Column("owner_id", sa.BigInteger(), sa.ForeignKey("owners.id"), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("last", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("owner_id", "kind"),
    )
    op.execute("""
        CREATE FUNCTION arthur_owner_number() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.number IS NULL THEN
            INSERT INTO owner_counters AS c (owner_id, kind, last) VALUES (NEW.owner_id, TG_TABLE_NAME, 1)
            ON CONFLICT (owner_id, kind) DO UPDATE SET last = c.last + 1
            RETURNING c.last INTO NEW.number;
          END IF;
          RETURN NEW;
        END $$""")
    for table in NUMBERED:
        op.add_column(table, sa.Column("number", sa.BigInteger(), nullable=True))
        op.execute(f"""
            UPDATE {table} t SET number = n.rn
            FROM (SELECT id, row_number() OVER (PARTITION BY owner_id ORDER BY id) AS rn FROM {table}) n
            WHERE t.id = n.id""")
        op.execute(f"""
            INSERT INTO owner_counters (owner_id, kind, last)
            SELECT owner_id, '{table}', max(number) FROM {table} GROUP BY owner_id""")
        op.alter_column(table, "number", nullable=False)
        op.create_index(f"{table}_owner_number_uq", table, ["owner_id", "number"], unique=True)
        op.execute(f"CREATE TRIGGER {table}_owner_number BEFORE INSERT ON {table} FOR EACH ROW "
                   "EXECUTE FUNCTION arthur_owner_number()")
    op.create_table(
        "pending_questions",
        sa.Column("id", sa.BigInteger(), autoincrement=True, nullable=False),
        sa.Column("owner_id", sa.BigInteger(), sa.ForeignKey("owners.id"), nullable=False),
        sa.Column("session_key", sa.Text(), nullable=False),
        sa.Column("token", sa.Text(), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("language", sa.Text(), nullable=False),
        sa.Column("action", sa.Text(), nullable=False),
        sa.Column("arguments", postgresql.JSONB(), nullable=False),
        sa.Column("missing", sa.Text(), nullable=False),
        sa.Column("choices", postgresql.JSONB(), nullable=False),
        sa.Column("said", sa.Text(), nullable=False),
        sa.Column("asked_at", postgresql.TIMESTAMP(timezone=True), nullable=False),
        sa.Column("expires_at", postgresql.TIMESTAMP(timezone=True), nullable=False),
        sa.Column("answered_at", postgresql.TIMESTAMP(timezone=True), nullable=True),
        sa.Column("resolution", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("token"),
    )
    op.create_index("pending_questions_open_idx", "pending_questions", ["owner_id", "session_key", "asked_at"],
                    postgresql_where=sa.text("answered_at IS NULL"))
    op.create_index("pending_questions_missing_idx", "pending_questions", ["owner_id", "missing"])
    op.add_column("reminders", sa.Column("series_time", sa.Text(), nullable=True))
    op.add_column("reminders", sa.Column("series_day", sa.Integer(), nullable=True))
    op.execute("""
        UPDATE reminders SET
          series_time = to_char(due_at AT TIME ZONE timezone, 'HH24:MI'),
          series_day = CASE recurrence
                         WHEN 'weekly' THEN extract(isodow FROM due_at AT TIME ZONE timezone)::int - 1
                         WHEN 'monthly' THEN extract(day FROM due_at AT TIME ZONE timezone)::int
                       END
        WHERE recurrence <> 'none'""")


def downgrade() -> None:
    raise NotImplementedError("Arthur never drops data")
