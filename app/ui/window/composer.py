"""Where the user types: Enter sends, Shift+Enter adds a line, Esc stops a reply."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPlainTextEdit, QPushButton, QSizePolicy, QWidget

from ..look.icons import icon


class ComposerEdit(QPlainTextEdit):
    submitted = Signal()  # Enter
    stopRequested = Signal()  # Esc

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not e.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        if e.key() == Qt.Key.Key_Escape:
            self.stopRequested.emit()
            return
        super().keyPressEvent(e)


class Composer(QWidget):
    """The message box and a button that reads Send, or Stop while a reply streams."""

    sendRequested = Signal(str)
    stopRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.edit = ComposerEdit(self)
        self.edit.setPlaceholderText("Message — Enter to send, Shift+Enter for a new line")
        self.edit.setAccessibleName("Message")
        self.edit.setTabChangesFocus(True)  # Tab moves on (to Send); the message keeps no tabs
        self.edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.edit.setFixedHeight(72)
        self.button = QPushButton("Send", self)
        self.button.setObjectName("primary")
        self.button.setMinimumWidth(88)
        self.button.setMinimumHeight(36)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 10)
        layout.addWidget(self.edit)
        layout.addWidget(self.button)
        self.generating = False
        self.set_generating(False)
        self.edit.submitted.connect(self._submit)
        self.edit.stopRequested.connect(self.stopRequested)
        self.button.clicked.connect(self._on_button)

    def set_generating(self, generating: bool) -> None:
        self.generating = generating
        self.button.setText("Stop" if generating else "Send")
        self.button.setIcon(icon("stop" if generating else "send", "on_accent"))
        self.button.setAccessibleName("Stop the reply" if generating else "Send the message")
        self.button.setToolTip("Stop the reply (Esc)" if generating else "Send (Enter)")

    def _on_button(self) -> None:
        if self.generating:
            self.stopRequested.emit()
        else:
            self._submit()

    def _submit(self) -> None:
        text = self.edit.toPlainText().strip()
        if not text or self.generating:
            return
        self.edit.clear()
        self.sendRequested.emit(text)
