"""The PyInstaller bundle builds and its binaries pass the smoke test (packaging/build.py).
Slow and on request only: pytest -m bundle tests/packaging"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.bundle
@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_bundle_builds_and_passes_its_smoke_test() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], cwd=ROOT,
                         capture_output=True, text=True, timeout=3500)
    print(out.stdout[-6000:], out.stderr[-6000:], sep="\n")
    assert out.returncode == 0, out.stderr[-3000:]
    assert "OK: bundle" in out.stdout
    assert "tokens/s" in out.stdout  # the --diagnose test generation ran inside the bundle
