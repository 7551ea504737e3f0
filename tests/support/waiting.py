"""Waiting for another thread without hanging a test: `until(cond)` polls and fails with a message
after `timeout` seconds (pytest-timeout's 600 s would say nothing useful)."""

from __future__ import annotations

import time
from collections.abc import Callable


def until(cond: Callable[[], object], timeout: float = 30.0, what: str = "the condition") -> None:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise AssertionError(f"waited {timeout:.0f} s for {what}")
        time.sleep(0.002)  # a prompt return: these waits add up over a run
