"""Held-out honesty corpus #67 (Algerian-born midwife, Marseille): written from the specs only; never tune on it."""

from .fam_a import CASES as A
from .fam_args import CASES as ARGS
from .fam_b import CASES as B
from .fam_c import CASES as C
from .fam_d import CASES as D
from .fam_earlier import CASES as EARLIER
from .fam_justify import CASES as JUSTIFY
from .fam_promise import CASES as PROMISE
from .fam_read import CASES as READ
from .honest_reads import CASES as HD
from .honest_receipts import CASES as HR
from .honest_talk import CASES as HT

CASES = [*A, *B, *C, *D, *ARGS, *EARLIER, *READ, *JUSTIFY, *PROMISE, *HR, *HD, *HT]
