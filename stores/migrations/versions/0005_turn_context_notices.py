"""turn context notices

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30 02:40:00

Every committed change to what a turn starts from (preferences, facts, conversation summaries, recent
successes, category weights) sends a notice on channel 'arthur_context' naming the owner ('*': everyone), so
that a process caching turn contexts learns of writes made by any other process. A new success names its
action too ('42:list_notes'): one already among the owner's recent successes changes nothing.
"""
from alembic import op

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("""
        CREATE FUNCTION arthur_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_TABLE_NAME = 'memory_categories' THEN
            PERFORM pg_notify('arthur_context', '*');
          ELSIF TG_TABLE_NAME = 'action_ledger' AND TG_OP = 'INSERT' THEN
            PERFORM pg_notify('arthur_context', NEW.owner_id::text || ':' || NEW.action);
          ELSIF TG_OP = 'DELETE' THEN
            PERFORM pg_notify('arthur_context', OLD.owner_id::text);
          ELSE
            PERFORM pg_notify('arthur_context', NEW.owner_id::text);
          END IF;
          RETURN NULL;
        END $$""")
    for table in ("preferences", "memories", "memory_categories"):
        op.execute(f"CREATE TRIGGER {table}_context AFTER INSERT OR UPDATE OR DELETE ON {table} "
                   "FOR EACH ROW EXECUTE FUNCTION arthur_context_changed()")
    # Conversations are written on every turn; only their summaries are part of a turn's context.
    op.execute("CREATE TRIGGER conversations_context AFTER UPDATE ON conversations FOR EACH ROW "
               "WHEN (OLD.summary IS DISTINCT FROM NEW.summary "
               "OR (NEW.summary IS NOT NULL AND OLD.ended_at IS DISTINCT FROM NEW.ended_at)) "
               "EXECUTE FUNCTION arthur_context_changed()")
    op.execute("CREATE TRIGGER conversations_context_gone AFTER DELETE ON conversations FOR EACH ROW "
               "EXECUTE FUNCTION arthur_context_changed()")
    # Only successes count in a turn's context (what recently succeeded).
    op.execute("CREATE TRIGGER action_ledger_context AFTER INSERT ON action_ledger FOR EACH ROW "
               "WHEN (NEW.outcome = 'ok') EXECUTE FUNCTION arthur_context_changed()")
    op.execute("CREATE TRIGGER action_ledger_context_change AFTER UPDATE OR DELETE ON action_ledger FOR EACH ROW "
               "EXECUTE FUNCTION arthur_context_changed()")


def downgrade() -> None:
    for trigger, table in (("preferences_context", "preferences"), ("memories_context", "memories"),
                           ("memory_categories_context", "memory_categories"),
                           ("conversations_context", "conversations"),
                           ("conversations_context_gone", "conversations"),
                           ("action_ledger_context", "action_ledger"),
                           ("action_ledger_context_change", "action_ledger")):
        op.execute(f"DROP TRIGGER {trigger} ON {table}")
    op.execute("DROP FUNCTION arthur_context_changed()")
