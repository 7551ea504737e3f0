"""The dialogs a person opens most, for the tests that look at every one of them (languages,
focus indicators)."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QApplication, QWidget

from app.ui.window.main_window import MainWindow


def dialogs(w: MainWindow) -> Iterator[QWidget]:
    """The dialogs a person opens most, each shown as the window opens it."""
    from app.ui.window.dialogs import ChatSettingsDialog, SettingsDialog
    from app.ui.window.import_chats import ImportDialog
    from app.ui.window.tools_dialog import ServerEditDialog, ToolsDialog
    from app.ui.window.web_settings import WebDialog

    assert w.session is not None
    made = [lambda: SettingsDialog(w.settings, w, "off", ""), lambda: ChatSettingsDialog(w.session, w),  # type: ignore[arg-type]
            lambda: ImportDialog(w.store, w), lambda: ToolsDialog(w.settings, w), lambda: ServerEditDialog(None, w),
            lambda: WebDialog(w.settings, w)]
    for make in made:
        dialog = make()
        dialog.show()
        QApplication.processEvents()
        yield dialog
        dialog.close()
        dialog.deleteLater()
    w.open_picker()
    assert w.picker is not None
    QApplication.processEvents()
    yield w.picker
    w.picker.close()
