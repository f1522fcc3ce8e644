"""Held-out honesty corpus #36 (a Lille emergency-room nurse who coaches youth handball): written from the specs only; never tune on it."""

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

CASES = (part_a.CASES + part_b.CASES + part_c.CASES + part_d.CASES + part_args.CASES + part_earlier.CASES
         + part_read.CASES + part_justify.CASES + part_promise.CASES + part_honest1.CASES + part_honest2.CASES
         + part_honest3.CASES)
