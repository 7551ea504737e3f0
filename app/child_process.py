"""How the app starts a process of its own: a helper module run as a child. From source or a
wheel that is `python -m <module>`; in a bundle (PyInstaller sets sys.frozen) sys.executable is
the app itself and there is no `-m`, so the app is run with the child's flag, which
app.__main__ hands to `run_child`. Every child the app starts goes through `own_command`
(tests/test_child_processes.py fails on a `sys.executable, "-m"` anywhere else)."""

from __future__ import annotations

import importlib
import sys

# flag: the module whose main(argv) runs the child
CHILDREN = {
    "--engine-probe": "app.engine.startup.probe_child",  # the start-up probe (safe_start.py)
    "--template-host": "app.engine.prompt.template_child",  # the chat templates' helper (template_host.py)
}


def own_command(module: str, *args: str) -> list[str]:
    """The command that runs `module` (one of CHILDREN's) with `args`, frozen or not."""
    flag = next((f for f, m in CHILDREN.items() if m == module), None)
    if flag is None:
        raise ValueError(f"{module} is not a child the app can start (app/child_process.py: CHILDREN)")
    if getattr(sys, "frozen", False):
        return [sys.executable, flag, *args]
    return [sys.executable, "-m", module, *args]


def run_child(argv: list[str]) -> int | None:
    """The child `argv` names by its first flag, run to its end (its exit status); None when
    `argv` names none (the app itself)."""
    module = CHILDREN.get(argv[0]) if argv else None
    if module is None:
        return None
    status: int = importlib.import_module(module).main(argv[1:])
    return status
