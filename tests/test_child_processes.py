"""Children the app starts work in the bundle too: in a frozen app sys.executable is the app
itself, so `sys.executable -m app.…` would start another window instead of the child. Every one
goes through app/child_process.py's `own_command`, which the bundle's flags dispatch."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from app import child_process
from app.child_process import CHILDREN, own_command

APP = Path(__file__).resolve().parents[1] / "app"
# The menu entry's command for a source or wheel install: written to a file, never started here,
# and its frozen case (the bundle's own launcher) is handled beside it.
NOT_CHILDREN = {"child_process.py", "desktop_entry.py"}


def _runs_a_module(node: ast.AST) -> bool:
    """A list or tuple of `sys.executable`, ..., "-m", ...: a module run by this interpreter."""
    if not isinstance(node, (ast.List, ast.Tuple)):
        return False
    has_exe = any(isinstance(e, ast.Attribute) and e.attr == "executable" and isinstance(e.value, ast.Name)
                  and e.value.id == "sys" for e in node.elts)
    return has_exe and any(isinstance(e, ast.Constant) and e.value == "-m" for e in node.elts)


def test_no_child_is_started_with_dash_m_but_through_own_command() -> None:
    found = [f"{path.relative_to(APP.parent)}:{node.lineno}"
             for path in sorted(APP.rglob("*.py")) if path.name not in NOT_CHILDREN
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if _runs_a_module(node)]
    assert found == [], "start these with app.child_process.own_command (a frozen app has no -m)"
    # The check sees what it is for: the helper's own line is one.
    helper = ast.parse((APP / "child_process.py").read_text(encoding="utf-8"))
    assert any(_runs_a_module(node) for node in ast.walk(helper))


def test_own_command_frozen_and_not(monkeypatch: pytest.MonkeyPatch) -> None:
    module = "app.engine.prompt.template_child"
    assert own_command(module) == [sys.executable, "-m", module]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert own_command("app.engine.startup.probe_child", "spec.json") == [sys.executable, "--engine-probe", "spec.json"]
    with pytest.raises(ValueError):
        own_command("app.somewhere_else")


def test_every_childs_flag_runs_its_module(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[tuple[str, list[str]]] = []

    class Child:
        def __init__(self, name: str) -> None:
            self.name = name

        def main(self, argv: list[str]) -> int:
            ran.append((self.name, argv))
            return 7

    monkeypatch.setattr(child_process.importlib, "import_module", Child)
    for flag, module in CHILDREN.items():
        assert child_process.run_child([flag, "x"]) == 7 and ran[-1] == (module, ["x"])
    assert child_process.run_child(["--model", "m.gguf"]) is None and child_process.run_child([]) is None
