"""The main window's header: the model button (with its "demo" tag), chat settings, a status line,
the downloads button, progress, the context meter and the last reply's speed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QSizePolicy, QToolButton, QWidget

from ..look.icons import icon
from ..look.theme import scaled_font, token

NO_MODEL = "Choose a model…"  # the model button with no model loaded or loading


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with "…" to the room it has (the whole text in
    its tooltip) instead of pushing the header wider."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__("", parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text if self.fontMetrics().horizontalAdvance(text) > self.width() else "")

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        rect = self.contentsRect()
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width()))


class Header(QWidget):
    """Its parts are the window's to drive (MainWindow keeps a name for each)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model_button = _tool_button(self, "model", "Model", "Choose a model (Ctrl+O)", NO_MODEL)
        self.model_button.setObjectName("modelButton")
        self.demo_tag = _demo_tag(self)
        self.chat_settings_button = _tool_button(self, "chat-settings", "Chat settings",
                                                 "Chat settings: system prompt and sampling (Ctrl+;)")
        self.context_meter = _context_meter(self)
        self.downloads_button = _tool_button(self, "get-model", "Downloads", "Model downloads: open Get models", "")
        self.downloads_button.hide()
        self.speed_label = QLabel("", self)
        self.speed_label.setObjectName("quiet")
        self.speed_label.setToolTip("Speed of the last reply")
        self.status_label = ElidedLabel(self)
        self.status_label.setObjectName("quiet")
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(160)
        self.progress.setAccessibleName("Progress")
        self.progress.hide()
        # The libraries' indexer at work (app/ui/window/libraries.py): what it reads, and a pause.
        self.library_button = _tool_button(self, "library", "Libraries", "Libraries", "")
        self.library_button.setObjectName("quiet")
        self.library_button.hide()
        self.library_pause = _tool_button(self, "pause", "Pause indexing", "Pause indexing")
        self.library_pause.hide()
        # The local API server, while it is on (app/ui/window/server.py): a click opens its dialog.
        self.server_button = _tool_button(self, "server", "Local API server", "Local API server", "")
        self.server_button.setObjectName("quiet")
        self.server_button.hide()
        self._lay_out()
        self.style_meter()

    def _lay_out(self) -> None:
        """One row: the model and the chat's settings on the left, the status taking the room
        left, then what is at work (libraries, server, downloads, progress), the context and speed."""
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 12, 2)
        row.setSpacing(6)
        parts: list[QWidget] = [self.model_button, self.demo_tag, self.chat_settings_button, self.status_label,
                                self.library_button, self.library_pause, self.server_button, self.downloads_button,
                                self.progress, self.context_meter, self.speed_label]
        for widget in parts:
            row.addWidget(widget, 1 if widget is self.status_label else 0)

    def style_meter(self, _scheme: str = "") -> None:
        """The context meter's fill and text in the theme's colours (its text readable over both)."""
        palette = self.context_meter.palette()
        palette.setColor(QPalette.ColorRole.Highlight, QColor(token("meter_fill")))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor(token("meter_text")))
        palette.setColor(QPalette.ColorRole.Text, QColor(token("meter_text")))
        self.context_meter.setPalette(palette)


def _tool_button(parent: QWidget, glyph: str, name: str, tip: str, text: str | None = None) -> QToolButton:
    button = QToolButton(parent)
    button.setIcon(icon(glyph))
    if text is not None:
        button.setText(text)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    button.setAutoRaise(True)
    button.setAccessibleName(name)
    button.setToolTip(tip)
    return button


def _demo_tag(parent: QWidget) -> QLabel:
    """The tag beside the model's name while the bundled demo model is loaded (hidden until then)."""
    tag = QLabel("demo", parent)
    tag.setObjectName("tag")
    tag.setToolTip("The bundled demo model: a tiny base model that writes fluent nonsense.\n"
                   "Choose a real model with Ctrl+O.")
    tag.setFont(scaled_font(tag.font(), "small"))
    tag.hide()
    return tag


def _context_meter(parent: QWidget) -> QProgressBar:
    """How much of the context the chat fills: hidden until a model says how large its context is."""
    meter = QProgressBar(parent)
    meter.setFormat("%v / %m tokens")
    meter.setMinimumWidth(190)
    meter.setMaximumWidth(240)
    meter.setAccessibleName("Context used")
    meter.setToolTip("Context used by this chat: the messages shown, not their other versions")
    meter.setRange(0, 1)
    meter.setValue(0)
    meter.hide()
    return meter
