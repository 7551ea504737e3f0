"""Documents in the window: attached by a drop, a pasted file or path (the paperclip's dialog adds
the same way), read off the GUI thread into a chip that shows the text the model reads; sent with
the message, shown as a chip in it, and read once: a new chat on the same document restores it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.runtime import requests as rq
from app.sessions.attachments import AttachmentStore
from app.settings import Settings
from app.ui.look.appearance import apply_appearance
from app.ui.window.attachments import DocumentViewer
from app.ui.window.composer import Composer
from app.ui.window.main_window import MainWindow
from tests.sessions.test_passages import FACT, long_report
from tests.support.helpers import anchor_point, screenshot, type_and_send, wait_idle

REPORT = "# River log\n\n" + "\n".join(
    f"Day {i}: the river Ellery stood at {1 + (i * 37) % 29 / 10:.1f} metres near mill {i % 7}." for i in range(1, 25))


def viewers() -> list[DocumentViewer]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, DocumentViewer) and w.isVisible()]


def dropped(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def test_files_dropped_or_pasted_become_chips_and_a_bad_one_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    composer = Composer(AttachmentStore(tmp_path / "data"))
    qtbot.addWidget(composer)
    composer.show()
    notes, paper = tmp_path / "notes.md", tmp_path / "paper.txt"
    notes.write_text("# Notes\n\nThe bridge opened in 1901.\n", encoding="utf-8")
    paper.write_text("A second document.\n", encoding="utf-8")
    bar = composer.attachments
    assert bar.isHidden()

    composer.edit.insertFromMimeData(dropped(notes, tmp_path))  # a folder is not a document
    composer.edit.insertFromMimeData(_text(f"file://{paper}"))  # a pasted path
    qtbot.waitUntil(lambda: len(bar.attachments) == 2 and not bar.busy, timeout=10_000)
    assert [a.name for a in bar.attachments] == ["notes.md", "paper.txt"] and bar.isVisible()
    assert composer.edit.toPlainText() == ""  # the files did not land in the text
    assert "notes.md · ≈" in bar._chips[0].button.text()

    composer.edit.insertFromMimeData(_text("just some words"))  # text stays text
    composer.edit.insertFromMimeData(_text(str(tmp_path / "missing.txt")))
    assert composer.edit.toPlainText() == f"just some words{tmp_path / 'missing.txt'}"

    binary = tmp_path / "image.txt"
    binary.write_bytes(bytes(range(256)) * 64)
    with qtbot.waitSignal(bar.failed, timeout=10_000) as failed:
        bar.add_files([binary])
    assert "image.txt" in failed.args[0] and len(bar.attachments) == 2 and not bar.busy

    bar._chips[0].close_button.click()  # ✕ takes it off the message
    assert [a.name for a in bar.attachments] == ["paper.txt"]
    assert [a.name for a in bar.take()] == ["paper.txt"] and bar.attachments == [] and bar.isHidden()


def _text(text: str) -> QMimeData:
    mime = QMimeData()
    mime.setText(text)
    return mime


@pytest.mark.slow  # two replies on the model, and a second chat: the full suite runs it
def test_attach_ask_see_the_chip_and_a_second_chat_restores_the_document(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, themed: None, monkeypatch: pytest.MonkeyPatch) -> None:
    window.controller.loop.runner.max_tokens = 8
    doc = tmp_path / "river.md"
    doc.write_text(REPORT, encoding="utf-8")
    bar = window.composer.attachments
    window.composer.edit.insertFromMimeData(dropped(doc))
    qtbot.waitUntil(lambda: len(bar.attachments) == 1 and not bar.busy, timeout=10_000)
    apply_appearance(Settings(theme="dark"))
    qtbot.wait(50)  # the new look laid out
    screenshot(window, "documents-attached-dark.png")
    apply_appearance(Settings(theme="light"))
    bar._chips[0].button.click()  # the text the model reads
    qtbot.waitUntil(lambda: len(viewers()) == 1, timeout=10_000)
    assert viewers()[0].text.toPlainText() == REPORT
    viewers()[0].close()
    screenshot(window, "documents-attached.png")

    type_and_send(qtbot, window, "Where was the river highest?")
    wait_idle(qtbot, window)
    assert window.session is not None and bar.attachments == []
    first = window.session.messages
    assert [a.name for a in first[0].attachments] == ["river.md"]
    assert first[1].stats["documents"]["restored"] is False
    items = window.chat.items()
    assert items[0].documents == (f"river.md · ≈{len(REPORT) // 4:,} tokens",)
    assert items[1].read_once.startswith("documents read:")
    qtbot.mouseClick(window.chat.viewport(), Qt.MouseButton.LeftButton, pos=anchor_point(window, 0, "doc:0"))
    qtbot.waitUntil(lambda: len(viewers()) == 1, timeout=10_000)  # the chip in the sent message
    assert viewers()[0].text.toPlainText() == REPORT
    viewers()[0].close()
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"documents-sent-{theme}.png")

    window.new_chat()
    wait_idle(qtbot, window)
    window.controller.submit(rq.UpdateSettings(dict(sampling={"temperature": 0.0})))
    wait_idle(qtbot, window)  # its request over: Enter while one runs is not a send
    window.composer.edit.insertFromMimeData(dropped(doc))
    qtbot.waitUntil(lambda: len(bar.attachments) == 1 and not bar.busy, timeout=10_000)
    type_and_send(qtbot, window, "Which mill is named on day 3?")
    wait_idle(qtbot, window)
    assert window.session is not None and len(window.session.messages) == 2
    assert window.session.messages[1].stats["documents"]["restored"] is True
    assert window.chat.items()[1].read_once.startswith("documents read once, restored in")

    draft = tmp_path / "draft.md"  # waiting in the composer while a chat is deleted: its text stays
    draft.write_text("# Draft\n\nNot sent yet.\n", encoding="utf-8")
    bar.add_files([draft])
    qtbot.waitUntil(lambda: len(bar.attachments) == 1 and not bar.busy, timeout=10_000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window._delete(window.session)
    qtbot.waitUntil(lambda: window.session is None or not window.controller.busy, timeout=10_000)
    wait_idle(qtbot, window)
    assert window.store.attachments.has(bar.attachments[0].sha256)


@pytest.mark.slow  # a reply on the model from a long document: the full suite runs it
def test_a_long_document_is_answered_from_passages_whose_citations_open_them(qtbot: QtBot, window: MainWindow,
                                                                              tmp_path: Path, themed: None) -> None:
    window.controller.loop.runner.max_tokens = 8
    doc = tmp_path / "records.md"
    doc.write_text(long_report(90), encoding="utf-8")
    fact_line = doc.read_text(encoding="utf-8").splitlines().index(FACT) + 1
    bar = window.composer.attachments
    bar.add_files([doc])
    qtbot.waitUntil(lambda: len(bar.attachments) == 1 and not bar.busy, timeout=10_000)
    type_and_send(qtbot, window, "What is the harbour fee in Kirkwall?")
    wait_idle(qtbot, window)
    assert window.session is not None and window.session.messages[0].passages
    sources = window.chat.items()[1].sources
    where, label = sources[0]
    assert where == "records.md › Harbour records" and len(sources) > 3
    assert label.startswith("[1] line ") and 0 <= fact_line - int(label.split()[-1]) < 8  # the passage holding the fact
    qtbot.mouseClick(window.chat.viewport(), Qt.MouseButton.LeftButton, pos=anchor_point(window, 1, "cite:0", 200))
    qtbot.waitUntil(lambda: len(viewers()) == 1, timeout=10_000)
    assert FACT in viewers()[0].passage()
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"documents-citations-{theme}.png")
        screenshot(viewers()[0], f"documents-passage-{theme}.png")
    viewers()[0].close()
