"""Alembic environment: always run with a connection handed over by stores.migrate."""

from __future__ import annotations

from alembic import context

from stores.models import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through `arthur migrate` (stores.migrate.upgrade)")

context.configure(connection=connection, target_metadata=Base.metadata, compare_type=True)
with context.begin_transaction():
    context.run_migrations()
