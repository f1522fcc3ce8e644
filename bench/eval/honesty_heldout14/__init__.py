"""Held-out honesty corpus #14 (retired teacher, youth football coach, food-bank volunteer, learning Spanish):
written from the specs only; never tune on it."""
from __future__ import annotations

from bench.honesty_format import Case

from . import (
               part_a,
               part_args,
               part_b,
               part_c,
               part_d,
               part_earlier,
               part_honest_1,
               part_honest_2,
               part_honest_3,
               part_justify,
               part_promise,
               part_read,
)

CASES: list[Case] = (part_a.CASES + part_b.CASES + part_c.CASES + part_d.CASES + part_args.CASES
                     + part_earlier.CASES + part_read.CASES + part_justify.CASES + part_promise.CASES
                     + part_honest_1.CASES + part_honest_2.CASES + part_honest_3.CASES)
