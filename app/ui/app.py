"""Starting the desktop app: QApplication, appearance from settings, the main window."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication

from ..paths import APP_NAME, data_dir
from ..settings import Settings, load_settings


def apply_appearance(settings: Settings) -> None:
    """Theme (follow the system / light / dark) and font size, applied to the running app."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    scheme = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(settings.theme, Qt.ColorScheme.Unknown)
    QGuiApplication.styleHints().setColorScheme(scheme)
    font = QFont(app.font())
    font.setPointSize(settings.font_size)
    app.setFont(font)


def data_root(settings: Settings) -> Path:
    """EMBERLY_DATA_DIR (portable installs, tests) wins over the settings, which win over the default."""
    if os.environ.get("EMBERLY_DATA_DIR") or not settings.data_dir:
        return data_dir()
    return Path(settings.data_dir)


def main(argv: list[str] | None = None, model: Path | None = None) -> int:
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    settings = load_settings()
    apply_appearance(settings)
    window = MainWindow(settings, data_root(settings))
    window.show()
    window.start(model)
    return app.exec()
