from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from pytestqt.qtbot import QtBot

from app.settings import Settings
from app.ui.main_window import MainWindow

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings go to a temporary folder, never the user's."""
    d = tmp_path / "config"
    monkeypatch.setenv("EMBERLY_CONFIG_DIR", str(d))
    return d


@pytest.fixture
def window(qtbot: QtBot, model_path: Path, data_dir: Path) -> Iterator[MainWindow]:
    """The real main window on the real model, with a greedy new chat ready."""
    w = MainWindow(Settings(default_model=str(model_path)), data_dir)
    qtbot.addWidget(w)
    w.resize(1000, 720)
    w.show()
    w.start()
    wait_idle(qtbot, w)
    w.controller.update_settings(sampling={"temperature": 0.0})
    wait_idle(qtbot, w)
    yield w
    w.close()
    assert not w.controller.thread.isRunning()


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
