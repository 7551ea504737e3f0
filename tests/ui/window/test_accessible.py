"""What a screen reader is told (Qt's accessibility tree, which AT-SPI, UIA and NSAccessibility
read): every control a person can reach in the window and in each dialog has a name, icon-only
buttons included, and the conversation reads message by message (its author, then its text); a
reply's start and end are announced."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QDialog, QLineEdit, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from app.runtime import events as ev
from app.sessions.attachments import Attachment
from app.sessions.model import Session
from app.ui.window.main_window import MainWindow

R = QAccessible.Role
# What a person operates: each must say what it is.
CONTROLS = {R.PushButton, R.CheckBox, R.RadioButton, R.ComboBox, R.EditableText, R.SpinBox, R.Slider, R.ButtonMenu,
            R.ButtonDropDown, R.Link, R.List, R.Table, R.Tree, R.PageTab, R.ProgressBar, R.MenuItem, R.ListItem}


def unnamed(widget: QWidget) -> list[str]:
    """The visible controls under `widget` whose accessible name is empty: "Role Class:objectName"."""
    found: list[str] = []

    def walk(iface: QAccessibleInterface | None, depth: int) -> None:
        if iface is None or not iface.isValid() or depth > 60 or iface.state().invisible:
            return
        if iface.role() in CONTROLS and not iface.text(QAccessible.Text.Name).strip():
            obj = iface.object()
            found.append(f"{iface.role().name} {type(obj).__name__}:{obj.objectName() if obj is not None else ''}")
        for i in range(iface.childCount()):
            walk(iface.child(i), depth + 1)

    walk(QAccessible.queryAccessibleInterface(widget), 0)
    return found


def dialogs(window: MainWindow) -> dict[str, Callable[[], QDialog]]:
    """Each of the window's dialogs, made as the window makes it."""
    from app.ui.crash import CrashDialog
    from app.ui.picker.picker import ModelPickerDialog
    from app.ui.window.attachments import DocumentViewer
    from app.ui.window.dialogs import ChatSettingsDialog, SettingsDialog
    from app.ui.window.import_chats import ImportDialog
    from app.ui.window.libraries import LibrariesDialog
    from app.ui.window.server import ServerDialog
    from app.ui.window.tools import ToolApprovalDialog
    from app.ui.window.tools_dialog import ServerEditDialog, ToolsDialog
    from app.ui.window.web_settings import WebDialog

    s = window.settings
    asked = ev.ToolAsked("call-1", "maths", "add", '{\n  "a": 1\n}')
    return {
        "settings": lambda: SettingsDialog(s, window, "off", ""),
        "chat settings": lambda: ChatSettingsDialog(window.session or Session(), window, ("maths",)),
        "model picker": lambda: ModelPickerDialog(s, window, window.downloads_bridge()),
        "server": lambda: ServerDialog(window.local_server(), window),
        "tools": lambda: ToolsDialog(s, window),
        "tool server": lambda: ServerEditDialog(None, window),
        "tool approval": lambda: ToolApprovalDialog(asked, window),
        "libraries": lambda: LibrariesDialog(window.libraries, window),
        "web": lambda: WebDialog(s, window),
        "import": lambda: ImportDialog(window.store, window),
        "document": lambda: DocumentViewer(Attachment("0" * 64, "notes.txt", "text", None, 5), "Hello", window),
        "crash": lambda: CrashDialog(window),
    }


@pytest.mark.slow  # a reply on the real model, then twelve dialogs
def test_every_control_has_a_name_and_the_conversation_reads_message_by_message(qtbot: QtBot, window: MainWindow) -> None:
    window.send("Name a river.")
    qtbot.waitUntil(lambda: not window.generating and len(window.chat.items()) == 2, timeout=60_000)
    window.sidebar.search.setText("river")  # its clear button shows
    assert unnamed(window) == []
    window.sidebar.search.clear()
    said = list(window.announcer.said)  # announced, the focus left where it is
    assert "Reply streaming" in said and said.index("Reply streaming") < said.index("Reply finished"), said
    view = QAccessible.queryAccessibleInterface(window.chat)
    names = [view.child(i).text(QAccessible.Text.Name) for i in range(view.childCount())]
    rows = [n for n in names if n]
    assert len(rows) >= 2 and rows[0].startswith("You") and "Name a river." in rows[0], names
    assert rows[1].startswith("Assistant") and window.chat.items()[1].text.strip()[:20] in rows[1], names
    missing = {}
    for name, make in dialogs(window).items():
        dialog = make()
        dialog.show()
        qtbot.waitExposed(dialog)
        for edit in dialog.findChildren(QLineEdit):  # clear buttons show with text
            if edit.isClearButtonEnabled() and not edit.text():
                edit.setText("x")
        found = unnamed(dialog)
        for tabs in dialog.findChildren(QTabWidget):  # each page of a tabbed dialog (the picker's Get models…)
            for i in range(tabs.count()):
                tabs.setCurrentIndex(i)
                found += [f"{tabs.tabText(i)}: {f}" for f in unnamed(tabs.widget(i))]
        if found:
            missing[name] = found
        dialog.close()
        dialog.deleteLater()
    assert missing == {}, missing
