"""The local API server in the window: File ▸ Local API server… turns it on and off and shows its
address, its key (copy, or make a new one), the requests served, the one running (with Stop) and a
short log. The server itself (app/server) is Qt-free; this polls what it tells twice a second."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import Core, ServerConfig, api_key, key_place
from ..i18n import say, translate

if TYPE_CHECKING:
    from ...core import LocalServer

POLL_MS = 500


class ServerPanel(QObject):
    """The window's side of the core's server: starts and stops it, `changed` after each start,
    stop or poll."""

    changed = Signal()

    def __init__(self, core: Core, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.core, self.settings = core, core.settings
        self.gateway = core.gateway
        self.error = ""  # why it could not start
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.changed)

    @property
    def server(self) -> LocalServer | None:
        return self.core.server

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self) -> bool:
        self.stop()
        s = self.settings
        config = ServerConfig(port=s.server_port, allow_lan=s.server_lan, origins=tuple(s.server_origins), web=s.server_web)
        try:
            self.core.start_server(config, api_key)
        except OSError as e:
            self.error = say(e)
            self.changed.emit()
            return False
        self.error = ""
        self._timer.start()
        self.changed.emit()
        return True

    def stop(self) -> None:
        self.core.stop_server()
        self._timer.stop()
        self.changed.emit()

    def status(self) -> str:
        if self.server is None:
            return self.error or translate("Server", "Off")
        state = self.gateway.state
        n = state.served  # %Ln: the count with the locale's digit grouping ("1,234")
        served = (translate("Server", "%Ln request served", None, n) if n == 1
                  else translate("Server", "%Ln requests served", None, n))
        parts = [served]
        if state.running:
            parts.append(translate("Server", "running: {request}").format(request=state.running))
        if state.waiting:
            n = state.waiting
            parts.append(translate("Server", "%n waiting", None, n))
        if self.gateway.model is None:
            parts.append(translate("Server", "no model loaded: requests are refused"))
        return " · ".join(parts)


class ServerDialog(QDialog):
    settingsChanged = Signal()

    def __init__(self, panel: ServerPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel, settings = panel, panel.settings
        self.setWindowTitle(translate("Server", "Local API server"))
        self.resize(620, 520)
        intro = QLabel(translate("Server", "Other apps on this computer (editors, notes, scripts) can use the model loaded here "
                                 "through an OpenAI-compatible API: point them at the address below with the key. Your chats "
                                 "in this window are never touched, and conversations a client sends again continue warm."), self)
        intro.setWordWrap(True)
        self.enabled = QCheckBox(translate("Server", "Serve the loaded model to other apps"), self)
        self.port = QSpinBox(self)
        self.port.setRange(1024, 65535)
        self.port.setValue(settings.server_port)
        self.lan = QCheckBox(translate("Server", "Allow other computers on my network"), self)
        self.lan.setChecked(settings.server_lan)
        self.lan_warning = QLabel(translate("Server", "⚠ Anyone on your network who has the key can use the model."), self)
        self.lan_warning.setObjectName("warning")
        self.origins = QLineEdit(", ".join(settings.server_origins), self)
        self.origins.setPlaceholderText(translate("Server", "none (browser pages may not call it); e.g. http://localhost:3000"))
        self.web = _web_box(self, settings.server_web)
        self.address = QLineEdit(self)
        self.address.setReadOnly(True)
        self.key = QLineEdit(self)
        self.key.setReadOnly(True)
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setAccessibleName(translate("Server", "API key"))
        self.copy_address = QPushButton(translate("Server", "Copy"), self)
        self.copy_key = QPushButton(translate("Server", "Copy key"), self)
        self.new_key = QPushButton(translate("Server", "New key"), self)
        self.new_key.setToolTip(translate("Server", "Make a new key: apps using the old one must be given the new one"))
        self.key_place = QLabel(self)  # where it is kept: the keyring, or a file only you can read
        self.key_place.setWordWrap(True)
        self.state = QLabel(self)
        self.state.setWordWrap(True)
        self.stop_button = QPushButton(translate("Server", "Stop the request"), self)
        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(50)
        self.log.setAccessibleName(translate("Server", "Requests served"))
        self.log.setPlaceholderText(translate("Server", "Each request served appears here, with its tokens and time."))
        self._lay_out(intro)
        self.enabled.setChecked(panel.running)
        self.enabled.toggled.connect(self._toggle)
        self.lan.toggled.connect(lambda _on: self._show())
        self.copy_address.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.address.text()))
        self.copy_key.clicked.connect(lambda: QGuiApplication.clipboard().setText(api_key()))
        self.new_key.clicked.connect(self._new_key)
        self.stop_button.clicked.connect(panel.gateway.stop_all)
        panel.changed.connect(self._show)
        self._show()

    def _lay_out(self, intro: QLabel) -> None:
        form = QFormLayout()
        form.addRow(self.enabled)
        form.addRow(translate("Server", "Port"), self.port)
        form.addRow(self.lan)
        form.addRow(self.lan_warning)
        form.addRow(translate("Server", "Browser origins"), self.origins)
        form.addRow(self.web)
        self.address.setAccessibleName(translate("Server", "Address"))  # the label names its row: the field and its Copy button
        form.addRow(translate("Server", "Address"), _row(self, self.address, self.copy_address))
        form.addRow(translate("Server", "API key"), _row(self, self.key, self.copy_key, self.new_key))
        form.addRow("", self.key_place)
        form.addRow(translate("Server", "Status"), _row(self, self.state, self.stop_button))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.log, 1)
        layout.addWidget(close)

    def _toggle(self, on: bool) -> None:
        s = self.panel.settings
        s.server_on, s.server_port, s.server_lan = on, self.port.value(), self.lan.isChecked()
        s.server_origins = [o.strip().rstrip("/") for o in self.origins.text().split(",") if "://" in o][:32]
        s.server_web = self.web.isChecked()
        self.settingsChanged.emit()
        if on and not self.panel.start():
            self.enabled.setChecked(False)
        elif not on:
            self.panel.stop()

    def _new_key(self) -> None:
        api_key(rotate=True)
        self._show()

    def _show(self) -> None:
        panel = self.panel
        on = panel.running
        for widget in (self.port, self.lan, self.origins, self.web):
            widget.setEnabled(not on)
        self.lan_warning.setVisible(self.lan.isChecked())
        self.address.setText(panel.server.address if panel.server is not None else "")
        self.key.setText(api_key() if on else "")
        self.key_place.setText(translate("Server", "The key is kept {place}.").format(place=key_place()) if on else "")
        for button in (self.copy_address, self.copy_key):
            button.setEnabled(on)
        self.state.setText(panel.status())
        self.stop_button.setEnabled(on and bool(panel.gateway.state.running or panel.gateway.state.waiting))
        lines = list(panel.gateway.state.log)
        if self.log.toPlainText().splitlines() != lines:
            self.log.setPlainText("\n".join(lines))


def _web_box(parent: QWidget, checked: bool) -> QCheckBox:
    box = QCheckBox(translate("Server", "Let apps have the web searched first (web_search_options)"), parent)
    box.setChecked(checked)
    box.setToolTip(translate("Server", "With the search service of Settings ▸ Web: the pages read go into the request's "
                             "prompt, and the reply cites them. Off: such requests are refused."))
    return box


def _row(parent: QWidget, *widgets: QWidget) -> QWidget:
    row = QWidget(parent)
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for i, w in enumerate(widgets):
        layout.addWidget(w, 1 if i == 0 else 0)
    return row
