"""Where the user types: Enter sends, Shift+Enter adds a line, Esc stops a reply. Documents come
with the message through the paperclip, a drop on the box, or a pasted file or path."""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QImage, QKeyEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...runtime import AttachmentStore, ImageStore, decode_image
from ..i18n import translate
from ..look.icons import icon
from .attachments import FILE_FILTER, AttachmentBar, local_files, pasted_path
from .images import clipboard_png


class ComposerEdit(QPlainTextEdit):
    submitted = Signal()  # Enter
    stopRequested = Signal()  # Esc
    filesGiven = Signal(list)  # [Path]: files dropped or pasted on the box, to attach
    pictureGiven = Signal(bytes)  # a picture pasted from the clipboard, as PNG bytes

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not e.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        if e.key() == Qt.Key.Key_Escape:
            self.stopRequested.emit()
            return
        super().keyPressEvent(e)

    # A drop and a paste both arrive here: files become documents, anything else is text.

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return bool(self._files_in(source)) or source.hasImage() or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        files = self._files_in(source)
        if files:
            self.filesGiven.emit(files)
            return
        if source.hasImage() and not source.hasText():  # a picture copied from a browser or a screenshot tool
            picture = source.imageData()
            if isinstance(picture, QImage) and not picture.isNull():
                self.pictureGiven.emit(clipboard_png(picture))
                return
        super().insertFromMimeData(source)

    @staticmethod
    def _files_in(source: QMimeData) -> list[Path]:
        if source.hasUrls():
            return local_files(source.urls())
        pasted = pasted_path(source.text()) if source.hasText() else None
        return [pasted] if pasted is not None else []


class Composer(QWidget):
    """The documents for the next message, the paperclip, the message box, and a button that
    reads Send, or Stop while a reply streams."""

    sendRequested = Signal(str)
    stopRequested = Signal()

    def __init__(self, store: AttachmentStore, parent: QWidget | None = None, images: ImageStore | None = None):
        super().__init__(parent)
        self.attachments = AttachmentBar(store, self, images)
        self.attach_button = QToolButton(self)
        self.attach_button.setIcon(icon("attach"))
        self.attach_button.clicked.connect(self.choose_files)
        self.library_button = QToolButton(self)  # its menu: app/ui/window/libraries.py
        self.library_button.setIcon(icon("library"))
        self.web_button = QToolButton(self)  # shown once Settings ▸ Web chose where searches go
        self.web_button.setIcon(icon("web"))
        self.web_button.setCheckable(True)
        self.web_button.hide()
        self.edit = ComposerEdit(self)
        self.edit.setTabChangesFocus(True)  # Tab moves on (to Send); the message keeps no tabs
        self.edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.edit.setFixedHeight(72)
        self.edit.filesGiven.connect(self.attachments.add_files)
        self.edit.pictureGiven.connect(
            lambda png: self.attachments.add_image(functools.partial(decode_image, png, "pasted image"), "pasted image"))
        self.button = QPushButton(self)
        self.button.setObjectName("primary")
        self.button.setMinimumWidth(88)
        self.button.setMinimumHeight(36)
        row = QHBoxLayout()
        row.setContentsMargins(12, 4, 12, 10)
        row.addWidget(self.attach_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.library_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.web_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.edit)
        row.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.attachments)
        layout.addLayout(row)
        self.generating = False
        self.retranslate()
        self.edit.submitted.connect(self._submit)
        self.edit.stopRequested.connect(self.stopRequested)
        self.button.clicked.connect(self._on_button)

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, translate("Composer", "Attach documents or images"), str(Path.home()),
                                                translate("Attachments", FILE_FILTER))
        if paths:
            self.attachments.add_files([Path(p) for p in paths])
        self.edit.setFocus()

    def retranslate(self) -> None:
        """Its words in the interface's language (at start, and when the language changes)."""
        self.attach_button.setToolTip(translate("Composer", "Attach documents (text, Markdown, code, PDF, DOCX, HTML, CSV, "
                                                            "JSON) or images (PNG, JPEG, WebP, GIF: for a vision model)"))
        self.attach_button.setAccessibleName(translate("Composer", "Attach documents or images"))
        self.library_button.setAccessibleName(translate("Composer", "Libraries"))
        self.web_button.setAccessibleName(translate("Composer", "Search the web for this message"))
        self.web_button.setToolTip(translate("Composer", "Web: search the web for the message first and give the model the "
                                                         "passages that answer it, with their sources"))
        self.edit.setPlaceholderText(translate("Composer", "Message — Enter to send, Shift+Enter for a new line"))
        self.edit.setAccessibleName(translate("Composer", "Message"))
        self.set_generating(self.generating)

    def set_generating(self, generating: bool) -> None:
        self.generating = generating
        self.button.setText(translate("Composer", "Stop") if generating else translate("Composer", "Send"))
        self.button.setIcon(icon("stop" if generating else "send", "on_accent"))
        self.button.setAccessibleName(translate("Composer", "Stop the reply") if generating else translate("Composer", "Send the message"))
        self.button.setToolTip(translate("Composer", "Stop the reply (Esc)") if generating else translate("Composer", "Send (Enter)"))

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
