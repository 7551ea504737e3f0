"""Which tier a test run is. The fast tier (`pytest -m "not slow"`, what developers run while
working) runs fewer examples of the property and fuzz tests; the whole suite (CI) runs their full
count. tests/conftest.py sets FAST as the run starts, before any test module is imported, so a
module's `@settings(max_examples=examples(200, 50))` reads it."""

from __future__ import annotations

import pytest

FAST = False


def fast_tier(config: pytest.Config) -> bool:
    """Whether this run is the fast tier: `-m "not slow"`, as the README gives it."""
    return str(config.getoption("markexpr") or "").strip() == "not slow"


def examples(full: int, fast: int) -> int:
    """How many examples a property or fuzz test draws: `full` in the whole suite, `fast` in the fast tier."""
    return min(full, fast) if FAST else full
