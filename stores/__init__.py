"""Persistence: PostgreSQL (+pgvector) tables, migrations and owner-scoped repositories."""
