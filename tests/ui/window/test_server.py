"""The local API server in the window (app/ui/window/server.py): turned on from its dialog, the key
copied, a client's request seen running and stopped with the dialog's button, the log told."""

from __future__ import annotations

import socket
import threading
from typing import Any

import openai
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.server.config import api_key
from app.settings import Settings
from app.ui.look.appearance import apply_appearance
from app.ui.window.main_window import MainWindow
from app.ui.window.server import ServerDialog
from tests.support.helpers import screenshot


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.slow  # a model, a server and a streamed reply: the full suite runs it
def test_turn_on_copy_the_key_see_a_request_and_stop_it(qtbot: QtBot, window: MainWindow, themed: None) -> None:
    window.settings.server_port = free_port()
    window.open_server_dialog()
    (dialog,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, ServerDialog) and w.isVisible()]
    assert dialog.state.text() == "Off" and not dialog.copy_key.isEnabled() and not dialog.web.isChecked()
    qtbot.mouseClick(dialog.web, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.web.height() // 2))  # clients may search the web
    qtbot.mouseClick(dialog.enabled, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.enabled.height() // 2))
    qtbot.waitUntil(lambda: dialog.address.text().startswith("http://127.0.0.1:"), timeout=10_000)
    assert window.settings.server_on and not dialog.port.isEnabled() and not dialog.web.isEnabled()
    server = window.local_server().server
    assert window.settings.server_web and server is not None and server.config.web
    qtbot.mouseClick(dialog.copy_key, Qt.MouseButton.LeftButton)
    key = QApplication.clipboard().text()
    assert key == api_key() and key.startswith("emb-") and dialog.key.text() == key

    client = openai.OpenAI(base_url=dialog.address.text(), api_key=key, max_retries=0, timeout=120)
    got: dict[str, Any] = {}

    def ask() -> None:
        stream = client.chat.completions.create(model=window.local_server().gateway.model or "", stream=True,
                                                max_tokens=3000, messages=[{"role": "user", "content": "A long story."}])
        got["text"] = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)

    thread = threading.Thread(target=ask)
    thread.start()
    qtbot.waitUntil(lambda: "running: chat completion" in dialog.state.text() and dialog.stop_button.isEnabled(),
                    timeout=20_000)
    qtbot.waitUntil(lambda: window.header.server_button.text() == "API · busy", timeout=5_000)
    assert window.header.server_button.isVisible()
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(dialog, f"server-running-{theme}.png")
        screenshot(window, f"server-header-{theme}.png")
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    thread.join(30)
    assert not thread.is_alive() and "text" in got
    qtbot.waitUntil(lambda: dialog.state.text().startswith("1 request served"), timeout=10_000)
    assert "cancelled" in dialog.log.toPlainText()
    qtbot.mouseClick(dialog.enabled, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.enabled.height() // 2))
    qtbot.waitUntil(lambda: not window.local_server().running, timeout=10_000)
    assert dialog.state.text() == "Off" and not window.settings.server_on and window.header.server_button.isHidden()
    dialog.close()


def test_settings_lead_to_the_local_server(qtbot: QtBot, bare_window: MainWindow) -> None:
    """Settings ▸ Local server: its button keeps what was changed and opens the server's dialog."""
    from PySide6.QtCore import QTimer

    from app.ui.window.dialogs import SettingsDialog

    window = bare_window
    seen: list[str] = []

    def in_settings() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        seen.append(dialog.server.text())
        dialog.reopen_last.setChecked(False)
        qtbot.mouseClick(dialog.server, Qt.MouseButton.LeftButton)

    QTimer.singleShot(100, in_settings)
    window.open_settings()  # modal: in_settings clicks its server button
    assert seen == ["Local API server (off)…"] and window.settings.reopen_last is False
    qtbot.waitUntil(lambda: any(isinstance(w, ServerDialog) and w.isVisible() for w in QApplication.topLevelWidgets()),
                    timeout=5_000)
    for w in QApplication.topLevelWidgets():
        if isinstance(w, ServerDialog):
            w.close()
