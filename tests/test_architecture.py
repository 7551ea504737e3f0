"""Code health: the structure (Qt stays in app/ui; no import cycles or upward imports: the
import-linter contracts), ruff (bugs, sorted imports, names, the target Python's idioms), mypy
(strict on all of app: pyproject's [tool.mypy]), and small files and functions."""

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


def test_mypy_strict_on_the_app() -> None:
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-m", "mypy"], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_files_and_functions_stay_small() -> None:
    """No module in app/ over 500 lines, no function over 50: a room that outgrows that is split."""
    import ast

    root = Path(__file__).resolve().parents[1] / "app"
    too_long: list[str] = []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text("utf-8")
        name = path.relative_to(root.parent)
        if text.count("\n") > 500:
            too_long.append(f"{name}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > 50:
                    too_long.append(f"{name}:{node.lineno} {node.name}: {length} lines")
    assert not too_long, "\n".join(too_long)
