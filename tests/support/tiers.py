"""Which tier a test run is. The fast tier (`pytest -m "not slow"`, what developers run while
working) runs fewer examples of the property and fuzz tests; the whole suite (CI) runs their full
count. tests/conftest.py sets FAST as the run starts, before any test module is imported, so a
module's `@settings(max_examples=examples(200, 50))` reads it."""

from __future__ import annotations

import os
import re

import pytest

FAST = False


def fast_tier(config: pytest.Config) -> bool:
    """Whether this run is the fast tier: `-m "not slow"`, as the README gives it."""
    return str(config.getoption("markexpr") or "").strip() == "not slow"


def examples(full: int, fast: int) -> int:
    """How many examples a property or fuzz test draws: `full` in the whole suite, `fast` in the fast tier."""
    return min(full, fast) if FAST else full


EXHAUSTIVE_ENV = "EMBERLY_EXHAUSTIVE"


def exhaustive_run(config: pytest.Config) -> bool:
    """Whether the exhaustive rows run in full: `-m exhaustive` (alone or in an expression that
    asks for it), or EMBERLY_EXHAUSTIVE=1."""
    expr = str(config.getoption("markexpr") or "")
    return os.environ.get(EXHAUSTIVE_ENV) == "1" or bool(re.search(r"(?<!not )\bexhaustive\b", expr))
