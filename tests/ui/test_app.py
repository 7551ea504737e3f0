"""The application shell: name and icon, the crash dialog and log, Help ▸ Copy diagnostics."""

from __future__ import annotations

import threading
from pathlib import Path

import llama_cpp
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app import __version__
from app.core import Core
from app.engine.backend import supports_gpu_offload
from app.logs import setup_logging
from app.resources import APP_ID
from app.sessions import SessionStore
from app.ui.app import configure_application
from app.ui.crash import CrashHandler
from app.ui.window.main_window import MainWindow
from tests.support.helpers import screenshot, type_and_send, wait_idle


def test_the_app_has_its_name_and_icon(qapp: QApplication) -> None:
    configure_application(qapp)
    assert QGuiApplication.applicationDisplayName() == "Emberly"
    assert QGuiApplication.desktopFileName() == APP_ID
    icon = qapp.windowIcon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= {16, 32, 48, 256}
    assert not icon.pixmap(32, 32).toImage().isNull()


def explode() -> None:
    raise ZeroDivisionError("a bug in a slot")


@pytest.mark.slow
@pytest.mark.qt_no_exception_capture
def test_a_crash_in_the_window_shows_the_traceback_logs_it_and_loses_no_chat(
    qtbot: QtBot, window: MainWindow, data_dir: Path
) -> None:
    log_path = setup_logging()
    assert log_path == data_dir / "logs" / "emberly.log"
    handler = CrashHandler(window)
    handler.install()
    try:
        window.controller.loop.runner.max_tokens = 80
        type_and_send(qtbot, window, "Tell me about the sea.")
        qtbot.waitUntil(lambda: window.generating, timeout=30_000)
        QTimer.singleShot(0, explode)  # an exception in a GUI slot while the reply streams
        qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible(), timeout=10_000)
        dialog = handler.dialog
        assert dialog is not None
        text = dialog.details.toPlainText()
        assert "Traceback" in text and "in explode" in text and "ZeroDivisionError: a bug in a slot" in text
        assert str(log_path) in dialog.message.text()
        screenshot(dialog, "crash-dialog.png")

        worker_thread = threading.Thread(target=lambda: 1 / 0, name="helper")  # a second error joins the dialog
        worker_thread.start()
        worker_thread.join()
        qtbot.waitUntil(lambda: dialog.details.toPlainText().count("Traceback") == 2, timeout=5_000)
        assert handler.dialog is dialog

        dialog.copy_button.click()
        assert QGuiApplication.clipboard().text() == dialog.details.toPlainText()
        logged = log_path.read_text("utf-8")
        assert "Unhandled exception" in logged and "ZeroDivisionError: a bug in a slot" in logged

        wait_idle(qtbot, window)  # the reply finished and was saved despite the crash
        assert window.session is not None
        saved = SessionStore(data_dir).load(window.session.id)
        assert [m.role for m in saved.messages] == ["user", "assistant"]
        assert saved.messages[1].finish_reason == "length" and not saved.messages[1].interrupted
        dialog.reject()
        qtbot.waitUntil(lambda: handler.dialog is None)

        type_and_send(qtbot, window, "And about the mountains?")  # still usable
        qtbot.waitUntil(lambda: window.generating, timeout=30_000)
        wait_idle(qtbot, window)
        assert [m.role for m in SessionStore(data_dir).load(window.session.id).messages] == ["user", "assistant"] * 2
    finally:
        handler.uninstall()


def test_help_menu_copies_diagnostics_and_about_names_the_versions(qtbot: QtBot, window: MainWindow) -> None:
    # Copy diagnostics
    QGuiApplication.clipboard().clear()
    actions = {a.text(): a for a in window.menuBar().actions()}
    help_menu = actions["&Help"].menu()
    copy = next(a for a in help_menu.actions() if a.text() == "Copy &diagnostics")
    copy.trigger()
    text = QGuiApplication.clipboard().text()
    for label in ("Emberly:", "Python:", "Qt:", "llama-cpp-python:", "llama.cpp build:", "System info:", "GPU offload:",
                  "Data folder:", "Log file:", "Result: OK"):
        assert label in text
    assert "Loaded model:     Gemma 3 270m" in text and "chat format gemma" in text
    assert "Test generation" not in text  # the window's model is already loaded: no second one
    assert "Diagnostics copied" in window.status_label.text()

    # About
    seen: dict[str, object] = {}

    def read_and_close() -> None:  # QMessageBox.about() blocks in its own event loop until closed
        boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
        if boxes:
            seen.update(text=boxes[0].text(), icon=not boxes[0].iconPixmap().isNull())
            boxes[0].accept()

    closer = QTimer(window)
    closer.timeout.connect(read_and_close)
    closer.start(50)
    window.about()
    closer.stop()
    text = str(seen["text"])
    assert f"Emberly {__version__}" in text and f"llama-cpp-python {llama_cpp.__version__}" in text
    assert ("GPU offload: yes" if supports_gpu_offload() else "GPU offload: no (CPU build)") in text
    assert seen["icon"]


@pytest.mark.slow
def test_the_startup_trace_follows_a_start_to_the_restored_chat(
    qtbot: QtBot, window: MainWindow, small_model: Path, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """EMBERLY_STARTUP_TRACE (bench.startup): the first frame, the model, the warm restore, ready."""
    import json

    from app import logs
    from app.settings import load_settings
    from app.ui.app import FirstFrame, StartupTrace
    from tests.support.helpers import add_window, close_window

    window.controller.loop.runner.max_tokens = 8
    type_and_send(qtbot, window, "Remember the lighthouse.")
    qtbot.waitUntil(lambda: window.generating, timeout=30_000)
    wait_idle(qtbot, window)
    sid = window.session.id  # type: ignore[union-attr]
    close_window(qtbot, window)  # saves the chat's cache and the settings (last_session)

    trace_file = tmp_path / "trace.jsonl"
    monkeypatch.setattr(logs, "_trace_file", str(trace_file))
    again = MainWindow(Core(load_settings(), data_dir))
    add_window(qtbot, again)
    StartupTrace(again)  # kept by its parent, the window
    first = FirstFrame(again)  # as app.main wires it
    first.shown.connect(lambda: logs.trace("window_shown"))
    again.show()
    first.watch()
    again.start(small_model)

    def events() -> dict[str, dict[str, object]]:
        lines = trace_file.read_text("utf-8").splitlines() if trace_file.exists() else []
        return {e["event"]: e for e in map(json.loads, lines)}

    qtbot.waitUntil(lambda: "ready" in events(), timeout=60_000)
    seen = events()
    assert {"window_built", "window_shown", "model_loaded", "session_restored", "ready"} <= set(seen)
    assert seen["session_restored"]["kind"] == "warm" and seen["ready"]["session"] == sid
    at = {name: float(e["mono"]) for name, e in seen.items()}  # type: ignore[arg-type]
    assert at["window_built"] <= at["window_shown"] and max(at["model_loaded"], at["session_restored"]) <= at["ready"]
    assert all(float(e["t"]) > 0 for e in seen.values())  # type: ignore[arg-type]  # since the process started
    assert again.isVisible()  # EMBERLY_STARTUP_TRACE_QUIT unset: the app stays open


@pytest.mark.slow
def test_a_start_loads_the_model_while_the_window_is_built_and_shows_the_chat_before_it_opens(
    qtbot: QtBot, window: MainWindow, data_dir: Path, config_dir: Path, tmp_path: Path
) -> None:
    """`python -m app` as a user starts it (bench.startup measures the same start): the model's
    load begins before the first frame (app.engine.local.early_load), the engine takes that model
    instead of loading its own, and the last chat is on screen before it reopens warm."""
    import json
    import os
    import subprocess
    import sys

    from tests.support.helpers import close_window

    window.controller.loop.runner.max_tokens = 8
    type_and_send(qtbot, window, "Remember the lighthouse.")
    wait_idle(qtbot, window)
    sid = window.session.id  # type: ignore[union-attr]
    close_window(qtbot, window)  # the chat's cache and the settings saved (default_model, last_session)

    trace_file = tmp_path / "trace.jsonl"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "EMBERLY_DATA_DIR": str(data_dir),
           "EMBERLY_CONFIG_DIR": str(config_dir), "EMBERLY_STARTUP_TRACE": str(trace_file),
           "EMBERLY_STARTUP_TRACE_QUIT": "1"}
    out = subprocess.run([sys.executable, "-m", "app"], env=env, cwd=Path(__file__).resolve().parents[2],
                         capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    seen = {e["event"]: e for e in map(json.loads, trace_file.read_text("utf-8").splitlines())}
    at = {name: float(e["mono"]) for name, e in seen.items()}
    assert at["early_load_started"] < at["window_shown"]
    assert at["early_load_done"] <= at["early_load_taken"] <= at["model_loaded"]
    assert seen["session_restored"]["kind"] == "warm" and seen["ready"]["session"] == sid
    assert seen["chat_shown"]["session"] == sid and at["chat_shown"] < at["model_loaded"]  # while the model loads

    # A trace path that cannot be written (a folder) turns tracing off, not the asked-for quit.
    out = subprocess.run([sys.executable, "-m", "app"], env={**env, "EMBERLY_STARTUP_TRACE": str(tmp_path)},
                         cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0 and "tracing is off" in out.stderr, out.stderr[-3000:]


def test_the_first_frame_imports_no_engine(tmp_path: Path) -> None:
    """The window is built, started and painted before llama.cpp (and numpy, Markdown, Jinja)
    are imported: those come on the engine thread, after the first frame (bench.startup)."""
    from tests.support.helpers import in_new_process

    out = in_new_process(f"""
        import json, os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ["EMBERLY_DATA_DIR"] = {str(tmp_path / "data")!r}
        os.environ["EMBERLY_CONFIG_DIR"] = {str(tmp_path / "config")!r}
        from pathlib import Path
        from PySide6.QtWidgets import QApplication
        from app.settings import Settings
        from app.ui.app import FirstFrame
        from app.core import Core
        from app.ui.window.main_window import MainWindow
        app = QApplication([])
        window = MainWindow(Core(Settings(), Path(os.environ["EMBERLY_DATA_DIR"])))
        window.controller.hold()  # as app.main does: the engine loop waits for the frame
        first = FirstFrame(window)
        shown = []
        first.shown.connect(lambda: shown.append([m for m in ("llama_cpp", "numpy", "markdown_it", "jinja2")
                                                  if m in sys.modules]))
        window.show()
        first.watch()
        window.start()
        while not shown:
            app.processEvents()
        print(json.dumps({{"imported": shown[0]}}))
        os._exit(0)  # the engine thread waits on its hold: no orderly close needed here
    """)
    assert out["imported"] == []
