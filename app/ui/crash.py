"""Unhandled exceptions: logged with their traceback, shown in a dialog with a Copy button, and
survived. Chats are on disk before every reply and flushed while it streams, so a bug in a slot
costs no words; the window stays open and usable behind the dialog.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import time
import traceback
from types import TracebackType

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from .. import __version__
from ..logs import log_file
from .i18n import translate

log = logging.getLogger("emberly.crash")


class CrashDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Crash", "Emberly hit a bug"))
        self.resize(720, 420)
        where = log_file()
        message = translate("Crash", "Something went wrong inside Emberly. Your chats are saved and the app keeps running.<br>"
                                     "Please copy the report below into a bug report.")
        if where:
            message += "<br><small>" + translate("Crash", "It was also written to {file}").format(file=where) + "</small>"
        self.message = QLabel(message, self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(self)
        self.details.setAccessibleName(translate("Crash", "Details of the bug"))
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(translate("Crash", "Copy report"), self)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)

    def add(self, report: str) -> None:
        text = self.details.toPlainText()
        self.details.setPlainText(f"{text}\n{report}" if text else report)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.details.toPlainText())
        self.copy_button.setText(translate("Crash", "Copied"))


class CrashHandler(QObject):
    """Installed as sys.excepthook and threading.excepthook. Any thread may report; the dialog is
    shown on the GUI thread (queued signal), and later errors join the open dialog instead of
    stacking new ones."""

    _report = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.parent_widget = parent
        self.dialog: CrashDialog | None = None
        self._report.connect(self._show, Qt.ConnectionType.QueuedConnection)
        self._previous = (sys.excepthook, threading.excepthook)

    def install(self) -> None:
        sys.excepthook = self.handle
        threading.excepthook = lambda args: self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._previous

    def handle(self, exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self._previous[0](exc_type, exc if exc is not None else exc_type(), tb)
            return
        report = (f"Emberly {__version__} · Python {platform.python_version()} · {platform.platform()} · "
                  f"{time.strftime('%Y-%m-%d %H:%M:%S')} · thread {threading.current_thread().name}\n"
                  + "".join(traceback.format_exception(exc_type, exc, tb)))
        log.error("Unhandled exception\n%s", report.rstrip())
        print(report, file=sys.stderr, end="")
        self._report.emit(report)

    def _show(self, report: str) -> None:
        if self.dialog is None:
            self.dialog = CrashDialog(self.parent_widget)
            self.dialog.finished.connect(self._closed)
        self.dialog.add(report)
        self.dialog.show()

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None
