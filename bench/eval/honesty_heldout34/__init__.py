"""Held-out honesty corpus #34 (a Lausanne train driver on shifts): written from the specs only; never tune on it."""

from __future__ import annotations

from bench.honesty_format import Case

from . import (
    part_a,
    part_args,
    part_b,
    part_c,
    part_d,
    part_earlier,
    part_honest1,
    part_honest2,
    part_honest3,
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
    *part_honest1.CASES,
    *part_honest2.CASES,
    *part_honest3.CASES,
]
