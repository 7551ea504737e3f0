"""Tools in the window, on a real Qt event loop: the zoo's Llama 3 and the SDK-written MCP server
on stdio. The chat's reply calls `add`; the window asks (allow once, always, decline, never);
allowed, the call shows as a block that expands into its arguments and result; "always" is
remembered and not asked again. Settings ▸ Tools imports an mcp.json, its secret going to the
keyring, never to settings.json."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.engine import LoadParams
from app.sessions.tool_steps import ChatTools
from app.settings import Settings, settings_path
from app.ui.look.appearance import apply_appearance
from app.ui.window.dialogs import ChatSettingsDialog
from app.ui.window.main_window import MainWindow
from app.ui.window.tools import ToolApprovalDialog
from app.ui.window.tools_dialog import ToolsDialog
from tests.support.helpers import anchor_point, screenshot, type_and_send, wait_idle
from tests.support.keyring_stand_in import MemoryKeyring

ROOT = Path(__file__).resolve().parents[3]
SERVER = {"name": "maths", "type": "stdio", "command": sys.executable, "args": ["-m", "tests.support.mcp_server"],
          "cwd": str(ROOT), "timeout": 30.0, "enabled": True, "env": {}}


def _question(qtbot: QtBot) -> ToolApprovalDialog:
    def shown() -> list[ToolApprovalDialog]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, ToolApprovalDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1, timeout=60_000)
    return shown()[0]


@pytest.mark.slow  # a model load, an MCP server and two replies
def test_a_call_is_asked_about_then_shown_as_a_block(qtbot: QtBot, window: MainWindow, zoo: Callable[[str], Path],
                                                     themed: None) -> None:
    window.load_model(str(zoo("llama3")), LoadParams(n_ctx=4096))
    qtbot.waitUntil(lambda: window.model_info is not None and "llama3" in window.model_info.path, timeout=60_000)
    wait_idle(qtbot, window)
    window.settings.mcp_servers = [SERVER]
    window.use_tools()
    assert window.session is not None
    settings = ChatSettingsDialog(window.session, window, ("maths",))
    qtbot.addWidget(settings)
    settings.tools.servers[0].setChecked(True)
    settings.tools.as_json.setChecked(True)
    settings.tools.schema.setPlainText('{"type": "object", "properties": {"a": {"$ref": "#/nowhere"}}}')
    assert not settings.tools.check() and settings.tools.error.text()  # said here, not at the next reply
    screenshot(settings, "tools-chat-settings.png")
    settings.tools.as_json.setChecked(False)
    assert settings.tools.check() and settings.changes()["tools"] == ChatTools(("maths",))
    window.controller.update_settings(tools=ChatTools(("maths",), "add"), sampling={"temperature": 0.0})
    wait_idle(qtbot, window)

    type_and_send(qtbot, window, "What is 19 plus 23?")
    question = _question(qtbot)
    assert question.asked.tool == "add" and '"a"' in question.asked.arguments
    assert window.isEnabled() and window.composer.isVisible()  # the question does not block the window
    screenshot(question, "tools-question.png")
    qtbot.mouseClick(question.findChild(QPushButton, "tool-always"), Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window, timeout=60_000)

    assert window.session is not None
    reply = window.session.messages[-1]
    run = reply.tools[0].runs[0]
    assert run.status == "ran" and run.result == str(run.arguments["a"] + run.arguments["b"])
    assert window.settings.tool_policies == {"maths/add": "always"}
    row = len(window.chat.items()) - 1
    item = window.chat.items()[row]
    assert item.tools[0].summary.startswith("add · maths · ") and not item.tools_open
    qtbot.mouseClick(window.chat.viewport(), Qt.MouseButton.LeftButton, pos=anchor_point(window, row, "tool:0"))
    assert window.chat.items()[row].tools_open == {0}
    text = window.chat.delegate.document(row, 600).toPlainText()
    assert "Arguments" in text and f"Result\n{run.result}" in text
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"tools-call-{theme}.png")

    # Always allowed: the next call runs without a question.
    type_and_send(qtbot, window, "And 2 plus 2?")
    wait_idle(qtbot, window, timeout=60_000)
    assert window.session.messages[-1].tools[0].runs[0].status == "ran"
    assert not any(isinstance(w, ToolApprovalDialog) and w.isVisible() for w in QApplication.topLevelWidgets())


def test_settings_tools_imports_an_mcp_json_with_its_secret_in_the_keyring(
        qtbot: QtBot, bare_window: MainWindow, tmp_path: Path, memory_keyring: MemoryKeyring,
        monkeypatch: pytest.MonkeyPatch) -> None:
    mcp = tmp_path / "claude_desktop_config.json"
    mcp.write_text(json.dumps({"mcpServers": {
        "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"],
                  "env": {"API_TOKEN": "s3cret-token"}},
        "web": {"type": "sse", "url": "http://localhost:9/sse"},
    }}), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(mcp), ""))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    dialog = ToolsDialog(bare_window.settings, bare_window)
    qtbot.addWidget(dialog)
    dialog.import_file()
    qtbot.waitUntil(lambda: dialog.list.count() == 1, timeout=5_000)  # read on a worker
    assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == ["files (npx, stdio)"]
    screenshot(dialog, "tools-settings.png")
    dialog.apply(bare_window.settings)
    bare_window._save_settings()

    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["mcp_servers"][0]["env"] == {"API_TOKEN": ""} and "s3cret" not in settings_path().read_text()
    assert memory_keyring.secrets[("Emberly", "mcp:files:env:API_TOKEN")] == "s3cret-token"
    # Read back, the secret is in the server's settings again (for its process only).
    again = ToolsDialog(bare_window.settings, bare_window)
    qtbot.addWidget(again)
    assert again.configs[0].env == {"API_TOKEN": "s3cret-token"}
    again.list.setCurrentRow(0)
    again.remove()
    again.apply(bare_window.settings)
    assert bare_window.settings.mcp_servers == [] and ("Emberly", "mcp:files:env:API_TOKEN") not in memory_keyring.secrets


def test_settings_lead_to_the_tools(qtbot: QtBot, bare_window: MainWindow) -> None:
    """Settings ▸ Tools: its button keeps what was changed and opens the servers' dialog."""
    from PySide6.QtCore import QTimer

    from app.ui.window.dialogs import SettingsDialog

    seen: list[str] = []

    def in_settings() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        seen.append(dialog.tools.text())
        dialog.reopen_last.setChecked(False)
        QTimer.singleShot(100, in_tools)
        qtbot.mouseClick(dialog.tools, Qt.MouseButton.LeftButton)

    def in_tools() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append(type(dialog).__name__)
        assert dialog is not None
        dialog.reject()

    QTimer.singleShot(100, in_settings)
    bare_window.open_settings()  # modal: in_settings clicks its tools button, then the tools' dialog closes
    assert seen == ["Tools (MCP servers: 0)…", "ToolsDialog"] and bare_window.settings.reopen_last is False
