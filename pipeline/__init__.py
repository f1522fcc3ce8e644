"""The pipeline: catalog, executor, and the stages a turn goes through."""
