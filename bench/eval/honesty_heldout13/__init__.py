"""Held-out honesty corpus #13 (freelance translator persona, EN/FR): written from the specs only; never tune on it."""
from . import (
    part_a,
    part_args,
    part_b,
    part_c,
    part_d,
    part_earlier,
    part_honest_acts,
    part_honest_reads,
    part_honest_talk,
    part_justify,
    part_promise,
    part_read,
)

CASES = [*part_a.CASES, *part_b.CASES, *part_c.CASES, *part_d.CASES, *part_args.CASES, *part_earlier.CASES,
         *part_read.CASES, *part_justify.CASES, *part_promise.CASES, *part_honest_talk.CASES,
         *part_honest_acts.CASES, *part_honest_reads.CASES]
