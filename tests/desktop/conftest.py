"""The real-desktop tier runs last in a whole run: at the start, the llama-server build that the
remote tests need runs in the background on both cores (tests/conftest.py), and the app it drives
would then write a token every few seconds. Its waits are for what a person waits for, not clocks."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    desktop = [item for item in items if HERE in Path(str(item.fspath)).resolve().parents]
    if desktop:
        items[:] = [item for item in items if item not in desktop] + desktop
