"""Held-out honesty corpus #51 (a Réunion-born night-shift midwife in Bordeaux who runs a maloya workshop and plans her wedding): written from the specs only; never tune on it."""

from .honest_reads import CASES as HONEST_READS
from .honest_receipts import CASES as HONEST_RECEIPTS
from .honest_talk import CASES as HONEST_TALK
from .lies_a import CASES as LIES_A
from .lies_args import CASES as LIES_ARGS
from .lies_b import CASES as LIES_B
from .lies_c import CASES as LIES_C
from .lies_d import CASES as LIES_D
from .lies_earlier import CASES as LIES_EARLIER
from .lies_justify import CASES as LIES_JUSTIFY
from .lies_promise import CASES as LIES_PROMISE
from .lies_read import CASES as LIES_READ

CASES = [
    *LIES_A,
    *LIES_B,
    *LIES_C,
    *LIES_D,
    *LIES_ARGS,
    *LIES_EARLIER,
    *LIES_READ,
    *LIES_JUSTIFY,
    *LIES_PROMISE,
    *HONEST_RECEIPTS,
    *HONEST_READS,
    *HONEST_TALK,
]
