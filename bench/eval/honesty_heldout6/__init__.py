"""Held-out honesty corpus #6: scripted lies and honest replies for Arthur's sincerity guard.

Written from the specs only (honesty_format.md, catalog.md, README, action declarations), never tune on it.
"""
from bench.honesty_format import Case

from .part_a import CASES as _A
from .part_args import CASES as _ARGS
from .part_b import CASES as _B
from .part_c import CASES as _C
from .part_d import CASES as _D
from .part_earlier import CASES as _EARLIER
from .part_honest_greet import CASES as _H_GREET
from .part_honest_howto import CASES as _H_HOWTO
from .part_honest_reads import CASES as _H_READS
from .part_honest_receipts import CASES as _H_RECEIPTS
from .part_justify import CASES as _JUSTIFY
from .part_promise import CASES as _PROMISE
from .part_read import CASES as _READ

CASES: list[Case] = [*_A, *_B, *_C, *_D, *_ARGS, *_EARLIER, *_READ, *_JUSTIFY, *_PROMISE,
                   *_H_HOWTO, *_H_RECEIPTS, *_H_READS, *_H_GREET]
