"""The look the settings choose, applied to the running app."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication

from ..settings import Settings


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
