"""Libraries in the window (app/ui/window/libraries.py): a folder added in the dialog is indexed on
the indexer's thread with its progress in the header, paused with the header's button and resumed
where it stopped; attached to the chat from the composer's menu; removed. On the model, a question
is answered from the library with a citation that opens the passage highlighted in its file."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

import app.documents.library as library_module
from app.settings import Settings
from app.ui.look.appearance import apply_appearance
from app.ui.window.attachments import DocumentViewer
from app.ui.window.libraries import LibrariesDialog
from app.ui.window.main_window import MainWindow
from tests.support.corpus import planted_corpus
from tests.support.helpers import anchor_point, screenshot, type_and_send, wait_idle


def viewers() -> list[DocumentViewer]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, DocumentViewer) and w.isVisible()]


def slow_disk(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    """Each file takes `seconds` more to read: the progress can be seen and paused."""
    extract = library_module.extract
    monkeypatch.setattr(library_module, "extract", lambda path, cancelled=None: time.sleep(seconds) or extract(path, cancelled))


@pytest.mark.slow  # a folder read at a slowed pace to pause it mid-way: the full suite runs it
def test_a_folder_is_indexed_with_progress_paused_resumed_attached_and_removed(
        qtbot: QtBot, bare_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, themed: None) -> None:
    window, panel, header = bare_window, bare_window.libraries, bare_window.header
    planted_corpus(tmp_path / "Field notes", n_files=30, n_facts=5)
    slow_disk(monkeypatch, 0.05)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path / "Field notes"))
    panel.open_dialog()
    dialog = panel.dialog
    assert isinstance(dialog, LibrariesDialog) and dialog.list.count() == 0
    qtbot.mouseClick(dialog.add_folder, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: header.library_button.isVisible() and "Indexing Field notes" in header.library_button.text(),
                    timeout=10_000)
    qtbot.waitUntil(lambda: panel.progress.done >= 3, timeout=10_000)
    qtbot.mouseClick(header.library_pause, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: header.library_button.text().startswith("Paused Field notes"), timeout=10_000)
    (info,) = panel.all()
    with panel.libraries.open(info.id, reader=True) as index:
        paused_at = index.summary()[0]
    qtbot.wait(300)
    with panel.libraries.open(info.id, reader=True) as index:
        assert index.summary()[0] == paused_at < 30  # nothing read while paused
    assert dialog.list.item(0).text() == f"Field notes\npaused: {panel.progress.done} of 30 new or changed files"
    assert dialog.pause.text() == "Resume indexing" and header.library_pause.toolTip() == "Resume indexing"
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"library-paused-{theme}.png")
        screenshot(dialog, f"library-dialog-{theme}.png")

    qtbot.mouseClick(header.library_pause, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.list.item(0).text().startswith("Field notes\n30 documents · "), timeout=20_000)
    assert header.library_button.isHidden() and header.library_pause.isHidden()
    assert panel.progress.last[info.id].indexed == 30 - paused_at  # resumed where it stopped

    panel._fill_menu()  # the composer's menu: one library, not yet attached
    (action,) = [a for a in panel.menu.actions() if a.isCheckable()]
    assert action.text() == "Field notes" and not action.isChecked()
    action.trigger()
    qtbot.waitUntil(lambda: window.session is not None and window.session.libraries == [info.id], timeout=10_000)
    assert window.composer.library_button.text() == "1" and "Field notes" in window.composer.library_button.toolTip()

    dialog.list.setCurrentRow(0)
    qtbot.mouseClick(dialog.remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None and window.session.libraries == [] and dialog.list.count() == 0,
                    timeout=10_000)
    qtbot.waitUntil(lambda: not panel.libraries.index_path(info.id).exists(), timeout=10_000)
    dialog.close()


@pytest.mark.slow  # indexing, then a reply on the model: the full suite runs it
def test_a_question_is_answered_from_a_library_whose_citation_opens_the_file(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, themed: None) -> Any:
    window.controller.loop.runner.max_tokens = 8
    facts = planted_corpus(tmp_path / "Harbour notes", n_files=40, n_facts=10)
    panel = window.libraries
    info = panel.add([tmp_path / "Harbour notes"])
    assert info is not None
    qtbot.waitUntil(lambda: info.id in panel.progress.last and not panel.progress.library, timeout=30_000)
    panel._toggle(info.id, True)
    wait_idle(qtbot, window)
    fact = facts[2]
    type_and_send(qtbot, window, fact.question)
    wait_idle(qtbot, window)
    assert window.session is not None and window.session.messages[0].found
    sources = window.chat.items()[1].sources
    i = next(n for n, f in enumerate(window.session.messages[0].found) if f.path == str(fact.path.resolve()))
    assert sources[i][0].startswith(f"Harbour notes › {fact.path.name}") and window.chat.items()[1].found_by == "keywords"
    qtbot.mouseClick(window.chat.viewport(), Qt.MouseButton.LeftButton, pos=anchor_point(window, 1, f"cite:{i}", 200))
    qtbot.waitUntil(lambda: len(viewers()) == 1, timeout=10_000)
    viewer = viewers()[0]
    assert f"is {fact.answer}." in viewer.passage()
    assert viewer.text.toPlainText().startswith(fact.path.read_text(encoding="utf-8")[:40])  # in its file
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"library-citations-{theme}.png")
        screenshot(viewer, f"library-passage-{theme}.png")
    viewer.close()
