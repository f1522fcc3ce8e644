"""The OCR tests use the run's one OCR model: the `reader` fixture of tests/conftest.py (loaded with the network
switched off)."""
