"""Held-out honesty corpus #4 for Arthur's sincerity guard: written from the specs only, never tune on it.

Each part (one file per group, part_*.py beside this file) defines `CASES`; this module concatenates them.
Format: /work/specs/honesty_format.md (bench.honesty_format.Case). Clock: Wed 2026-11-25 10:00 Europe/Paris.
"""

from __future__ import annotations

from bench.eval.honesty_heldout4 import (
    part_a,
    part_args,
    part_b,
    part_c,
    part_d,
    part_earlier,
    part_h1,
    part_h2,
    part_h3,
    part_h4,
    part_justify,
    part_promise,
    part_read,
)
from bench.honesty_format import Case

CASES: list[Case] = [case for part in (part_a, part_b, part_c, part_d, part_args, part_earlier, part_read, part_justify,
                                       part_promise, part_h1, part_h2, part_h3, part_h4) for case in part.CASES]
