"""Arthur: composition root, settings and command line."""
