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

# The real-model fixtures of the sessions and engine tests, shared here (pytest finds fixtures
# imported into a conftest).
from ..engine.conftest import make_engine  # noqa: F401
from ..sessions.conftest import make_runner  # noqa: F401

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.faults)


@pytest.fixture
def fault_seed(record_property: pytest.RecordProperty) -> int:
    """This test's random seed (EMBERLY_FAULT_SEED replays one)."""
    seed = int(os.environ.get("EMBERLY_FAULT_SEED") or random.SystemRandom().randrange(2**32))
    print(f"fault seed: {seed} (replay with EMBERLY_FAULT_SEED={seed})")
    record_property("seed", seed)
    return seed


def temp_files(*folders: Path) -> list[Path]:
    """Temp files of interrupted atomic writes (app.atomic: '.<name>.<pid>.tmp')."""
    return sorted(p for d in folders if d.is_dir() for p in d.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp"))
