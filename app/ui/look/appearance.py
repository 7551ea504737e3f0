"""The look the settings choose, applied to the running app: the single entry point app.py and
the settings dialog call."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from ...settings import Settings
from .theme import apply_theme

_system_size: float | None = None  # the app font's size before any setting changed it


def apply_appearance(settings: Settings) -> None:
    """Theme (follow the system / light / dark) and font size, applied to the running app."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    apply_theme(settings.theme)
    # Keep the system's font family and hinting: only the point size is the user's (0: the
    # system's own, as the app found it at the first call).
    global _system_size
    if _system_size is None:
        _system_size = app.font().pointSizeF()
    size = settings.font_size if isinstance(settings.font_size, int) and settings.font_size > 0 else _system_size
    font = QFont(app.font())
    if font.pointSizeF() != size and size > 0:
        font.setPointSizeF(size)
        app.setFont(font)
