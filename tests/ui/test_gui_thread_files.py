"""The GUI thread opens no chat file: the right-click menu reads the index, export and import run
in the background (app.ui.background). Checked with an audit hook on every `open`."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from app.sessions.model import Message
from app.sessions.store import SessionStore
from app.ui.window.main_window import MainWindow

# Audit hooks cannot be removed: one for the whole run, recording only while a test watches.
_WATCHED: list[Path] = []  # the folders whose files the GUI thread must not open
_OPENED: list[str] = []


def _on_audit(event: str, args: tuple[object, ...]) -> None:
    if event == "open" and _WATCHED and threading.current_thread() is threading.main_thread():
        path = args[0]
        if isinstance(path, (str, bytes, os.PathLike)):
            name = os.fsdecode(path)
            if any(name.startswith(str(folder)) for folder in _WATCHED):
                _OPENED.append(name)


if not getattr(sys, "_emberly_open_hook", False):
    sys.addaudithook(_on_audit)
    sys._emberly_open_hook = True  # type: ignore[attr-defined]


@pytest.fixture
def watch_gui_thread(data_dir: Path, tmp_path: Path) -> Iterator[list[str]]:
    """Chat files (the data folder) and the exported file's folder are watched; the settings file
    (config/, small) is still written on the GUI thread when the open chat changes."""
    _OPENED.clear()
    (tmp_path / "out").mkdir()
    _WATCHED.extend([data_dir, tmp_path / "out"])
    yield _OPENED
    _WATCHED.clear()


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")  # a popup menu, offscreen
def test_the_chat_menu_export_and_import_open_no_file_on_the_gui_thread(
        qtbot: QtBot, bare_window: MainWindow, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        watch_gui_thread: list[str]) -> None:
    w = bare_window
    store = SessionStore(data_dir)
    chat = store.create("Trip notes", messages=[Message("user", "Pack the tent"), Message("assistant", "And a lamp")])
    w.sidebar.refresh()
    qtbot.waitUntil(lambda: w.store.summary(chat.id) is not None, timeout=5_000)  # the sidebar's index has it
    dest = tmp_path / "out" / "exported.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(dest), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(dest), ""))
    _OPENED.clear()

    w._session_menu(chat.id, QPoint(10, 10))  # the right-click menu on a chat in the sidebar
    menus = [m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()]
    assert menus and "Export as JSON…" in [a.text() for a in menus[-1].actions()]
    menus[-1].close()
    w.export_chat("json", chat.id)
    qtbot.waitUntil(lambda: w.status_label.text() == f"Exported to {dest}", timeout=10_000)
    w.import_chat()
    qtbot.waitUntil(lambda: w.session is not None and w.session.id != chat.id and w.session.title == "Trip notes",
                    timeout=10_000)
    assert [m.text for m in w.session.messages] == ["Pack the tent", "And a lamp"]
    assert watch_gui_thread == [], f"the GUI thread opened {watch_gui_thread}"


def test_the_watch_sees_a_file_opened_on_the_gui_thread(data_dir: Path, watch_gui_thread: list[str]) -> None:
    """The hook catches what it is there to catch (else the test above could not fail)."""
    chat = SessionStore(data_dir).create("Read here")
    SessionStore(data_dir).load(chat.id)
    assert any(name.endswith(f"{chat.id}.json") for name in watch_gui_thread)


def test_an_export_that_fails_says_so(qtbot: QtBot, bare_window: MainWindow, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    w = bare_window
    assert w.session is not None
    dest = tmp_path / "no-such-folder" / "x" / "chat.md"
    (tmp_path / "no-such-folder").write_text("a file where a folder should be")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(dest), ""))
    w.export_chat("md", w.session.id)

    def said() -> list[str]:
        return [b.text() for b in w.findChildren(QMessageBox) if b.isVisible()]

    qtbot.waitUntil(lambda: any(t.startswith("Export failed") for t in said()), timeout=10_000)
    assert not dest.exists()
