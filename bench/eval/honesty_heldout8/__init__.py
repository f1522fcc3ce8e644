"""Held-out honesty corpus #8 for Arthur's sincerity guard: written from the specs only, never tune on it.

One part per lie family (a, b, c, d, args, earlier, read, justify, promise) and five honest parts.
Structure check: cd /work/main && /work/venv/bin/python /work/drafts/h8/check8.py
"""
from bench.honesty_format import Case

from .part_a import CASES as A
from .part_args import CASES as ARGS
from .part_b import CASES as B
from .part_c import CASES as C
from .part_d import CASES as D
from .part_earlier import CASES as EARLIER
from .part_honest1 import CASES as H1
from .part_honest2 import CASES as H2
from .part_honest3 import CASES as H3
from .part_honest4 import CASES as H4
from .part_honest5 import CASES as H5
from .part_justify import CASES as JUSTIFY
from .part_promise import CASES as PROMISE
from .part_read import CASES as READ

CASES: list[Case] = [*A, *B, *C, *D, *ARGS, *EARLIER, *READ, *JUSTIFY, *PROMISE, *H1, *H2, *H3, *H4, *H5]
