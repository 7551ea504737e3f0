"""Code health: the structure (Qt stays in app/ui; no import cycles or upward imports: the
import-linter contracts), ruff (bugs, sorted imports, names, the target Python's idioms), mypy
(strict on all of app: pyproject's [tool.mypy]), and small files and functions."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

# What the window and the API server may import from app besides their own package (issue 49): the engine loop's
# public face (app.runtime: it re-exports what they use of the engine, the sessions, the downloads, the documents
# and the tools) with its vocabulary, and the leaf modules; the window also the composition root it is given
# (app.core, through which it reaches the local API server) and the report `emberly --diagnose` prints.
FACE = {"app.runtime", "app.runtime.requests", "app.runtime.events"}
LEAVES = {"app", "app.settings", "app.paths", "app.errors", "app.units", "app.resources", "app.atomic", "app.records",
          "app.logs", "app.words"}
MAY_IMPORT = {"app.ui": FACE | LEAVES | {"app.core", "app.diagnose"}, "app.server": FACE | LEAVES}


def test_core_is_qt_free_and_no_module_imports_itself_back() -> None:
    root = Path(__file__).resolve().parents[1]
    lint = Path(sys.executable).with_name("lint-imports")
    out = subprocess.run([str(lint)], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "5 kept, 0 broken" in out.stdout


def test_the_window_and_the_server_import_only_the_loops_face() -> None:
    """What import-linter's contracts (lists of what is forbidden) can only approximate: every module of app
    that app.ui and app.server import, at the top, in a function or for type checking alone, is one of their
    own package's or one of MAY_IMPORT's; not, for one, app.runtime.loop or a leaf-looking app.engine module."""
    root = Path(__file__).resolve().parents[1]
    outside: list[str] = []
    for package, allowed in MAY_IMPORT.items():
        for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
            for line, module in app_imports(root, path):
                if module != package and not module.startswith(package + ".") and module not in allowed:
                    outside.append(f"{path.relative_to(root)}:{line} imports {module}")
    assert not outside, "Import these through app.runtime (its public face) or a leaf module:\n" + "\n".join(outside)


def app_imports(root: Path, path: Path) -> Iterator[tuple[int, str]]:
    """(line, module) for each module of app that the file at `path` imports: `from package import name`
    imports the module package.name when there is one, else `package`."""
    package = list(path.relative_to(root).with_suffix("").parts[:-1])
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names if alias.name.split(".")[0] == "app")
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if module.split(".")[0] != "app":
                continue
            for alias in node.names:
                sub = root.joinpath(*module.split("."), alias.name)
                yield node.lineno, f"{module}.{alias.name}" if sub.is_dir() or sub.with_suffix(".py").is_file() else module


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
