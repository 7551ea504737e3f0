"""The real-desktop tier runs last in a whole run (tests/conftest.py orders it): at the start, the
llama-server build that the remote tests need runs in the background on an idle core, and the app
this tier drives wants both. Its waits are for what a person waits for, not clocks."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.desktop.xserver import XServer, require_tools


@pytest.fixture
def xserver() -> Iterator[XServer]:
    """A real X server with a window manager for one test (skipped where the tools are missing, except in CI)."""
    require_tools()
    x = XServer()
    yield x
    x.close()
