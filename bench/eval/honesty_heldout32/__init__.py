"""Held-out honesty corpus #32 (a Toulouse rugby physio and single dad): written from the specs only; never tune on it."""

from .part_a import CASES as A
from .part_args import CASES as ARGS
from .part_b import CASES as B
from .part_c import CASES as C
from .part_d import CASES as D
from .part_earlier import CASES as EARLIER
from .part_honest1 import CASES as HONEST1
from .part_honest2 import CASES as HONEST2
from .part_honest3 import CASES as HONEST3
from .part_justify import CASES as JUSTIFY
from .part_promise import CASES as PROMISE
from .part_read import CASES as READ

CASES = A + B + C + D + ARGS + EARLIER + READ + JUSTIFY + PROMISE + HONEST1 + HONEST2 + HONEST3
