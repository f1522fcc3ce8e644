"""Held-out honesty corpus #146 (a mountain guide near Chamonix): written from the specs only; never tune on it."""
from . import (
               fam_a,
               fam_args,
               fam_b,
               fam_c,
               fam_d,
               fam_earlier,
               fam_justify,
               fam_promise,
               fam_read,
               honest_reads,
               honest_receipts,
               honest_talk,
)

CASES = (fam_a.CASES + fam_b.CASES + fam_c.CASES + fam_d.CASES + fam_args.CASES + fam_earlier.CASES
         + fam_read.CASES + fam_justify.CASES + fam_promise.CASES + honest_receipts.CASES + honest_reads.CASES
         + honest_talk.CASES)
