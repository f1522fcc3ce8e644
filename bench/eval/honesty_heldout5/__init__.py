"""Held-out honesty corpus #5: scripted cases for Arthur's sincerity guard, written from the specs only
(/work/specs/honesty_format.md, /work/specs/catalog.md and the action declarations), never tune on it.

Measure the guard with it once; do not look at its failures to adjust rules, cues or training data.
"""

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
    part_honest_4,
    part_justify,
    part_promise,
    part_read,
)

CASES: list[Case] = [
    *part_a.CASES,
    *part_b.CASES,
    *part_c.CASES,
    *part_d.CASES,
    *part_args.CASES,
    *part_earlier.CASES,
    *part_read.CASES,
    *part_justify.CASES,
    *part_promise.CASES,
    *part_honest_1.CASES,
    *part_honest_2.CASES,
    *part_honest_3.CASES,
    *part_honest_4.CASES,
]
