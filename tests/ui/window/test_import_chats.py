"""File ▸ Import chats from other apps…, on a real Qt event loop: a ChatGPT zip read on a worker
and previewed with check boxes, the checked chats imported with progress, the imported chat with
versions opened in the window and its versions switched; the same export again shows its chats as
imported before, unchecked."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ui.window.import_chats import ImportDialog
from app.ui.window.main_window import MainWindow
from tests.support import exports
from tests.support.helpers import screenshot, wait_idle


def test_import_with_preview_then_switch_versions(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    second = exports.chatgpt_conversation("c-2", "Mountains")
    export = exports.chatgpt_zip(tmp_path / "export.zip", [exports.chatgpt_conversation(), second])
    dialog = ImportDialog(window.store, window)
    qtbot.addWidget(dialog)
    dialog.imported.connect(window._imported_many)
    dialog.show()
    dialog.read(export)
    qtbot.waitUntil(lambda: dialog.list.count() == 2, timeout=10_000)
    assert dialog.list.item(0).text().startswith("Rivers of Portugal · ChatGPT · ")
    assert "2 messages · 3 more in other versions" in dialog.list.item(0).text()
    assert dialog.focusWidget() is dialog.go  # Enter imports
    dialog.list.item(1).setCheckState(Qt.CheckState.Unchecked)
    screenshot(dialog, "import-preview.png")
    with qtbot.waitSignal(dialog.imported, timeout=20_000) as imported:
        qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    (sid,) = imported.args[0]
    assert "1 chat imported" in dialog.status.text()

    qtbot.waitUntil(lambda: window.session is not None and window.session.id == sid, timeout=20_000)
    wait_idle(qtbot, window)
    assert [i.text for i in window.chat.items()] == ["Name a river in Portugal, like this one.",
                                                      "The Mondego, ✓ «river» 🌊."]
    assert window.chat.items()[0].version == (2, 2) and window.chat.items()[0].pictures
    window.switch_version(0, -1)  # the first version of the question, and its answer
    qtbot.waitUntil(lambda: [i.text for i in window.chat.items()] == ["Name a river.", "The Tagus."], timeout=20_000)
    wait_idle(qtbot, window)
    screenshot(window, "import-opened.png")

    dialog.read(export)  # again: nothing new
    qtbot.waitUntil(lambda: dialog.list.count() == 2, timeout=10_000)
    assert "imported before" in dialog.list.item(0).text()
    assert dialog.list.item(0).checkState() == Qt.CheckState.Unchecked
    assert dialog.list.item(1).checkState() == Qt.CheckState.Checked
    assert json.loads((window.store.root / "imported.json").read_text()) == {"chatgpt:c-1": sid}


def test_cancel_stops_between_chats_and_keeps_what_came_in(qtbot: QtBot, bare_window: MainWindow,
                                                           tmp_path: Path) -> None:
    convs = [exports.chatgpt_conversation(f"c-{i}", f"Chat {i}") for i in range(400)]
    (tmp_path / "conversations.json").write_text(json.dumps(convs), encoding="utf-8")
    dialog = ImportDialog(bare_window.store, bare_window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.read(tmp_path / "conversations.json")
    qtbot.waitUntil(lambda: dialog.go.isEnabled(), timeout=20_000)
    with qtbot.waitSignal(dialog.imported, timeout=60_000) as imported:
        dialog.start()
        qtbot.waitUntil(lambda: dialog.bar.value() > 0, timeout=20_000)
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # as the window's close button: stops, stays
        assert dialog.isVisible()
    n = len(imported.args[0])
    assert 0 < n < 400 and "stopped" in dialog.status.text() and dialog.isVisible()
    dialog.read(tmp_path / "conversations.json")
    qtbot.waitUntil(lambda: dialog.list.count() == 400, timeout=20_000)
    assert sum("imported before" in dialog.list.item(i).text() for i in range(400)) == n
    dialog.close()
    assert not dialog.isVisible()
