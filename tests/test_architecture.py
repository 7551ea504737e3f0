"""Code health: the structure (app.engine and app.sessions never import Qt; no import cycles
between a package's modules: import-linter contracts), ruff (bugs, sorted imports, names, the target Python's idioms), and mypy, strict on
the Qt-free core (pyproject's [tool.mypy])."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_core_is_qt_free_and_no_module_imports_itself_back() -> None:
    root = Path(__file__).resolve().parents[1]
    lint = Path(sys.executable).with_name("lint-imports")
    out = subprocess.run([str(lint)], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "3 kept, 0 broken" in out.stdout


def test_ruff_is_clean() -> None:
    root = Path(__file__).resolve().parents[1]
    ruff = Path(sys.executable).with_name("ruff")
    out = subprocess.run([str(ruff), "check", "app", "tests", "bench"], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_strict_on_the_core() -> None:
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-m", "mypy"], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
