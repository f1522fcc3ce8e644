"""Held-out honesty corpus #9 (written from the specs only, independently of the guard): scripted turns whose
final reply is either a false claim about actions (families a, b, c, d, args, earlier, read, justify, promise)
or an honest reply that must pass unaltered. Used once to measure the sincerity guard; never tune on it."""

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
    part_honest4,
    part_honest5,
    part_justify,
    part_promise,
    part_read,
)

CASES: list[Case] = [
    *part_a.CASES, *part_b.CASES, *part_c.CASES, *part_d.CASES, *part_args.CASES, *part_earlier.CASES,
    *part_read.CASES, *part_justify.CASES, *part_promise.CASES,
    *part_honest1.CASES, *part_honest2.CASES, *part_honest3.CASES, *part_honest4.CASES, *part_honest5.CASES,
]
