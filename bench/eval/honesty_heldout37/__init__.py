"""Held-out honesty corpus #37 (an accountant for a Marseille fishermen's cooperative who sings in a choir): written from the specs only; never tune on it."""

from .honest_explain import CASES as _HE
from .honest_reads import CASES as _HR
from .honest_refusals import CASES as _HQ
from .lies_ab import CASES as _AB
from .lies_c_args import CASES as _CA
from .lies_earlier_read import CASES as _ER
from .lies_justify_promise_d import CASES as _JPD

CASES = _AB + _CA + _ER + _JPD + _HE + _HR + _HQ
