"""Fixtures for the download tests: a random file to serve and retry timings short enough for
tests (the loopback Hub stand-in, `hub`, is tests/conftest.py's)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.downloads import Retry

BLOB_BYTES = 6 << 20 | 12345  # not a multiple of the read size


@pytest.fixture(scope="session")
def blob(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("blob") / "model.bin"
    path.write_bytes(os.urandom(BLOB_BYTES))
    return path


@pytest.fixture
def retry() -> Retry:
    """Retries that wait milliseconds, and a stall noticed after half a second."""
    return Retry(attempts=6, first_wait=0.01, max_wait=0.05, timeout=0.5)
