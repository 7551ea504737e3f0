"""app.runtime's public face (its __init__): what the window and the API server import from below them
(tests/test_architecture.py says they import nothing else), each name imported on first use."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import app.runtime as face
from tests.support.helpers import in_new_process


def test_every_name_it_exports_is_the_one_type_checking_sees() -> None:
    """__all__, the lazy table and the TYPE_CHECKING imports (what mypy checks the front ends against)
    name the same things, and each name resolves to its home module's object."""
    tree = ast.parse(Path(face.__file__).read_text("utf-8"))
    checked: dict[str, str] = {}  # name: "module:attribute" as the TYPE_CHECKING imports say
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            home = "app" + ("." + node.module if node.module else "") if node.level == 2 else f"app.runtime.{node.module}"
            for alias in node.names:
                checked[alias.asname or alias.name] = f"{home}:{alias.name}"
    assert sorted(face.__all__) == sorted(checked) == sorted(face._WHERE)
    for name, where in checked.items():
        module, _, attribute = where.partition(":")
        home = importlib.import_module(module)
        expected = getattr(home, attribute) if hasattr(home, attribute) else importlib.import_module(f"{module}.{attribute}")
        assert getattr(face, name) is expected, name


def test_the_face_imports_nothing_below_it_and_its_vocabulary_no_llama_cpp() -> None:
    """Names come on first use: the window's first frame imports no more than it did before the face."""
    out = in_new_process("""
        import json, sys
        import app.runtime
        below = ("app.engine", "app.sessions", "app.downloads", "app.documents", "app.tools", "app.runtime.")
        face = sorted(m for m in sys.modules if m.startswith(below))
        from app.runtime import events, requests
        print(json.dumps({"face": face, "llama_cpp": [m for m in sys.modules if m.startswith("llama_cpp")]}))
    """)
    assert out == {"face": [], "llama_cpp": []}
