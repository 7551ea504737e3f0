"""Helpers for driving the real window (the `window` fixture itself is in tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.ui.main_window import MainWindow

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


def wait_idle(qtbot: QtBot, w: MainWindow, timeout: int = 60_000) -> None:
    qtbot.waitUntil(
        lambda: w.model_info is not None and w.session is not None and not w.controller.busy and not w.generating,
        timeout=timeout,
    )


def screenshot(widget: object, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    assert widget.grab().save(str(path))  # type: ignore[attr-defined]
    return path
