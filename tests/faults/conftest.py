"""The fault-injection matrix (issue 6): every test in this folder carries the `faults` marker
(`pytest -m faults` runs the matrix alone), and shares a reproducible random seed.

Random choices (kill moments, mutation offsets, soak messages) come from `fault_seed`: a fresh
seed each run, printed in the test output; set EMBERLY_FAULT_SEED to replay a failure.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """The fast tier (`-m "not slow"`) leaves the whole matrix out (below), so it does not import
    its modules either: collecting them took about a second of every fast run."""
    from tests.support.tiers import fast_tier

    if fast_tier(config) and collection_path.suffix == ".py" and collection_path.name.startswith("test_"):
        return True
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.faults)
            item.add_marker(pytest.mark.slow)  # minutes: the fast tier (-m "not slow") leaves the matrix out


@pytest.fixture
def fault_seed(record_property: pytest.RecordProperty) -> int:
    """This test's random seed (EMBERLY_FAULT_SEED replays one)."""
    seed = int(os.environ.get("EMBERLY_FAULT_SEED") or random.SystemRandom().randrange(2**32))
    print(f"fault seed: {seed} (replay with EMBERLY_FAULT_SEED={seed})")
    record_property("seed", seed)
    return seed
