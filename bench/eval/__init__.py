"""Evaluation sets, each written before the code it measures was tuned; the held-out ones are never tuned on."""
