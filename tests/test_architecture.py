"""Code health: the layering rule (app.engine and app.sessions never import Qt, an
import-linter contract) and ruff's bug checks (unused names, undefined names, bugbear)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_core_is_qt_free() -> None:
    root = Path(__file__).resolve().parents[1]
    lint = Path(sys.executable).with_name("lint-imports")
    out = subprocess.run([str(lint)], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "1 kept, 0 broken" in out.stdout


def test_ruff_finds_no_bugs() -> None:
    root = Path(__file__).resolve().parents[1]
    ruff = Path(sys.executable).with_name("ruff")
    out = subprocess.run([str(ruff), "check", "app", "tests", "bench"], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
