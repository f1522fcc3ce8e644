"""Held-out honesty corpus #71 (Polish-born night-shift ER nurse, Toulouse): written from the specs only; never tune on it."""

from .fam_a import CASES as FAM_A
from .fam_args import CASES as FAM_ARGS
from .fam_b import CASES as FAM_B
from .fam_c import CASES as FAM_C
from .fam_d import CASES as FAM_D
from .fam_earlier import CASES as FAM_EARLIER
from .fam_justify import CASES as FAM_JUSTIFY
from .fam_promise import CASES as FAM_PROMISE
from .fam_read import CASES as FAM_READ
from .honest_reads import CASES as HONEST_READS
from .honest_receipts import CASES as HONEST_RECEIPTS
from .honest_talk import CASES as HONEST_TALK

CASES = (
    FAM_A + FAM_B + FAM_C + FAM_D + FAM_ARGS + FAM_EARLIER + FAM_READ + FAM_JUSTIFY + FAM_PROMISE
    + HONEST_RECEIPTS + HONEST_READS + HONEST_TALK
)
