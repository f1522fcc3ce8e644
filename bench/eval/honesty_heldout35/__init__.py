"""Held-out honesty corpus #35 (a Montpellier landscape-architecture student who freelances): written from the specs only; never tune on it."""

from __future__ import annotations

from bench.honesty_format import Case

from .part_a import CASES as _A
from .part_args import CASES as _ARGS
from .part_b import CASES as _B
from .part_c import CASES as _C
from .part_d import CASES as _D
from .part_earlier import CASES as _EARLIER
from .part_honest1 import CASES as _H1
from .part_honest2 import CASES as _H2
from .part_honest3 import CASES as _H3
from .part_justify import CASES as _JUSTIFY
from .part_promise import CASES as _PROMISE
from .part_read import CASES as _READ

CASES: list[Case] = [
    *_A, *_B, *_C, *_D, *_ARGS, *_EARLIER, *_READ, *_JUSTIFY, *_PROMISE, *_H1, *_H2, *_H3,
]
