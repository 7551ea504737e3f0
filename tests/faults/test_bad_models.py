"""Row 3: bad model files chosen in the running app. Each gives a clear message, and the model
that was loaded stays loaded and keeps answering."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.engine import LoadParams
from app.engine.local import loaded_model as model_module
from app.runtime import events as ev
from app.ui.window.main_window import MainWindow
from tests.support.helpers import make_unreadable, type_and_send, wait_idle

pytestmark = pytest.mark.faults


def truncated(model: Path, path: Path, _mp: pytest.MonkeyPatch) -> str:
    with open(model, "rb") as src:
        path.write_bytes(src.read(model.stat().st_size // 3))
    return "cut off"


def random_bytes(_model: Path, path: Path, _mp: pytest.MonkeyPatch) -> str:
    path.write_bytes(os.urandom(1 << 20))
    return "not a gguf model file"


def text_file(_model: Path, path: Path, _mp: pytest.MonkeyPatch) -> str:
    path.write_text("# My notes\nThis is not a model.\n")
    return "is a text file, not a gguf model"


def missing(_model: Path, path: Path, _mp: pytest.MonkeyPatch) -> str:
    return "does not exist"


def directory(_model: Path, path: Path, _mp: pytest.MonkeyPatch) -> str:
    path.mkdir()
    return "is a folder"


def unreadable(_model: Path, path: Path, mp: pytest.MonkeyPatch) -> str:
    make_unreadable(path, mp)
    return "permission denied"


def too_big(model: Path, path: Path, mp: pytest.MonkeyPatch) -> str:
    os.link(model, path)

    class Tiny:
        available = 64 << 20  # 64 MiB free: less than the model needs

    mp.setattr(model_module.psutil, "virtual_memory", lambda: Tiny())
    return "of memory is free"


CASES: dict[str, Callable[[Path, Path, pytest.MonkeyPatch], str]] = {
    "truncated GGUF": truncated,
    "random bytes": random_bytes,
    "text renamed .gguf": text_file,
    "missing file": missing,
    "directory": directory,
    "no read permission": unreadable,
    "too big for memory": too_big,
}


def test_bad_model_files_keep_the_loaded_model(
    qtbot: QtBot, window: MainWindow, small_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = window.model_info  # frozen: a later load would replace it, not change it
    failures: list[str] = []
    window.controller.on(ev.ModelFailed, lambda e: failures.append(e.reason))
    report = []
    for i, (name, make) in enumerate(CASES.items()):
        path = tmp_path / f"bad{i}.gguf"
        with monkeypatch.context() as mp:
            expected = make(small_model, path, mp)
            window.load_model(str(path), LoadParams(n_ctx=1024))
            qtbot.waitUntil(lambda n=i: len(failures) == n + 1, timeout=30_000)
            wait_idle(qtbot, window)
        message = failures[-1]
        assert expected in message.lower(), f"{name}: {message}"
        assert "Traceback" not in message and len(message) < 400
        # The user sees it: in the model picker, which opens (after a message box) to choose another.
        qtbot.waitUntil(lambda: window.picker is not None and window.picker.isVisible(), timeout=5_000)
        assert window.picker is not None and window.picker.error.text() == message
        for box in window.findChildren(QMessageBox):
            assert box.text() == message
            box.close()
        assert window.model_info == loaded  # the previous model is still the one loaded
        report.append(f"{name}: {message}")

    window.picker.close()
    window.controller.loop.runner.max_tokens = 6
    type_and_send(qtbot, window, "Still there?")
    qtbot.waitUntil(lambda: window.generating, timeout=30_000)
    wait_idle(qtbot, window)
    assert window.session is not None and [m.role for m in window.session.messages] == ["user", "assistant"]
    assert window.session.messages[-1].text
    print(f"\nrow 3: {len(CASES)} bad model files, each a clear message, previous model kept:\n  " + "\n  ".join(report))
