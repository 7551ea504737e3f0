"""Tools in the window, on a real Qt event loop: the zoo's Llama 3 and the SDK-written MCP server
on stdio. The chat's reply calls `add`; the window asks (allow once, always, decline, never);
allowed, the call shows as a block that expands into its arguments and result; "always" is
remembered and not asked again. A running call's block says its server's progress (issue 48,
item 15: the stand-in's `crawl`, held at "3 of 10" by a gate file), as plain text. Settings ▸
Tools imports an mcp.json, its secret going to the keyring, never to settings.json; a server's
own dialog lets it see the chat's library folders (its MCP roots), off by default."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.engine import LoadParams
from app.runtime import requests as rq
from app.sessions import Message
from app.sessions.tool_steps import ChatTools, ToolRun, ToolStep
from app.settings import Settings, settings_path
from app.tools.saved import entry_of
from app.tools.servers import server_config
from app.ui.chat.items import Item, progress_line, tools_for
from app.ui.chat.view import ChatView
from app.ui.look.appearance import apply_appearance
from app.ui.window.dialogs import ChatSettingsDialog
from app.ui.window.main_window import MainWindow
from app.ui.window.tools import ToolApprovalDialog
from app.ui.window.tools_dialog import ServerEditDialog, ToolsDialog
from tests.support.helpers import anchor_point, screenshot, type_and_send, wait_idle
from tests.support.keyring_stand_in import MemoryKeyring

ROOT = Path(__file__).resolve().parents[3]
SERVER = {"name": "maths", "type": "stdio", "command": sys.executable, "args": ["-m", "tests.support.mcp_server"],
          "cwd": str(ROOT), "timeout": 30.0, "enabled": True, "env": {}}
SHAPES_TOOLS = ("add", "echo", "sleep", "crash", "words", "big", "env", "pid", "document", "steps", "crawl", "roots")


def _question(qtbot: QtBot) -> ToolApprovalDialog:
    def shown() -> list[ToolApprovalDialog]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, ToolApprovalDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1, timeout=60_000)
    return shown()[0]


@pytest.mark.slow  # a model load, an MCP server and two replies
@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")  # the message's popup menu, offscreen
def test_a_call_is_asked_about_then_shown_as_a_block(qtbot: QtBot, window: MainWindow, zoo: Callable[[str], Path],
                                                     themed: None) -> None:
    window.load_model(str(zoo("llama3")), LoadParams(n_ctx=4096))
    qtbot.waitUntil(lambda: window.model_info is not None and "llama3" in window.model_info.path, timeout=60_000)
    wait_idle(qtbot, window)
    window.settings.mcp_servers = [SERVER]
    window.tools.use()
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
    window.controller.submit(rq.UpdateSettings(dict(tools=ChatTools(("maths",), "add"), sampling={"temperature": 0.0})))
    # Room for the forced call's two long numbers and a few words after it. Unbounded, the test
    # model's greedy answer depends on the date its template writes into the prompt: some days it
    # does not end for minutes.
    window.controller.submit(rq.SetLimits(max_tokens=96))
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
    # With the keyboard: the reply focused, Shift+F10, "Hide the call to add".
    window.chat.setFocus()
    window.chat.setCurrentIndex(window.chat.model_.index(row))
    qtbot.keyClick(window.chat, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    menu = next(m for m in window.findChildren(QMenu) if m.isVisible())
    next(a for a in menu.actions() if a.text() == "Hide the call to add").trigger()
    menu.close()
    assert window.chat.items()[row].tools_open == frozenset()
    qtbot.mouseClick(window.chat.viewport(), Qt.MouseButton.LeftButton, pos=anchor_point(window, row, "tool:0"))
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


@pytest.mark.slow  # a model load, an MCP server and a reply
def test_a_running_calls_block_says_its_progress(qtbot: QtBot, window: MainWindow, zoo: Callable[[str], Path],
                                                 tmp_path: Path, memory_keyring: MemoryKeyring) -> None:
    window.load_model(str(zoo("llama3")), LoadParams(n_ctx=4096))
    qtbot.waitUntil(lambda: window.model_info is not None and "llama3" in window.model_info.path, timeout=60_000)
    wait_idle(qtbot, window)
    gate = tmp_path / "go"
    shapes = server_config("shapes", {**SERVER, "args": ["-m", "tests.support.mcp_server", "shapes"],
                                      "env": {"EMBERLY_TEST_GATE": str(gate)}})
    window.settings.mcp_servers = [entry_of(shapes)[0]]  # the gate's path in the (stand-in) keyring, as a secret
    # crawl runs unasked; any other call is declined unasked (no question waits in this test)
    window.settings.tool_policies = {f"shapes/{t}": "always" if t == "crawl" else "never" for t in SHAPES_TOOLS}
    window.tools.use()
    window.controller.submit(rq.UpdateSettings(dict(tools=ChatTools(("shapes",), "crawl"), sampling={"temperature": 0.0})))
    wait_idle(qtbot, window)
    window.controller.submit(rq.SetLimits(max_tokens=48))  # the answer after the call: a few words are enough here
    wait_idle(qtbot, window)  # its request over: Enter while one runs is not a send

    type_and_send(qtbot, window, "Crawl the pages.")
    row = len(window.chat.items())  # the reply's, once it streams
    qtbot.waitUntil(lambda: len(window.chat.items()) > row and bool(window.chat.items()[row].tools)
                    and window.chat.items()[row].tools[0].progress.startswith("3 of 10"), timeout=60_000)
    line = window.chat.items()[row].tools[0]
    assert line.summary == "crawl · shapes · 3 of 10 (30 %) — indexing files…" and line.status == "waiting"
    assert "▸ Tool call: crawl · shapes · 3 of 10 (30 %) — indexing files…" in \
        window.chat.delegate.document(row, 600).toPlainText()
    screenshot(window, "tools-call-progress.png")
    gate.touch()
    wait_idle(qtbot, window, timeout=60_000)
    done = window.chat.items()[row].tools[0]
    assert done.status == "ran" and done.progress == "" and done.summary.endswith(" s")  # the progress went with the call
    assert window.session is not None and window.session.messages[-1].tools[0].runs[0].result == "crawled 10 pages"


def test_a_progress_line_is_text_and_a_late_one_changes_nothing(qtbot: QtBot) -> None:
    assert progress_line(3, 10, "indexing files…") == "3 of 10 (30 %) — indexing files…"
    assert progress_line(1.4, 3, "working") == "47 % — working"
    assert progress_line(12, None, "") == "12 so far" and progress_line(2.5, None, "x") == "2.50 so far — x"
    assert progress_line(12, 10, "") == "12 of 10 (100 %)"  # a server past its total: the share stops at all
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(700, 400)
    view.show()
    reply = Message("assistant", "")
    reply.tools = [ToolStep("{}", [ToolRun("c1", "crawl", {}, server="files"), ToolRun("c2", "add", {}, server="files")])]
    view.set_messages([Message("user", "Go")], new_chat=True)
    view.model_.append(Item("assistant", "", streaming=True, tools=tools_for(reply)))
    view.show_tool_progress("c1", progress_line(1, 4, "<b>bold</b> & <script>x</script>"))
    text = view.delegate.document(1, 600).toPlainText()
    assert "crawl · files · 1 of 4 (25 %) — <b>bold</b> & <script>x</script>" in text  # shown as text, not markup
    assert "add · files · waiting…" in text  # the other call is untouched
    reply.tools[0].runs[0].status, reply.tools[0].runs[0].seconds = "ran", 0.5
    view.show_tool_step("", tools_for(reply))
    view.show_tool_progress("c1", progress_line(2, 4, "late"))  # after the call's end: ignored
    assert view.items()[1].tools[0].summary == "crawl · files · 0.50 s"


def test_a_server_sees_the_chats_folders_only_when_ticked(qtbot: QtBot, data_dir: Path) -> None:
    dialog = ServerEditDialog(None)
    qtbot.addWidget(dialog)
    assert not dialog.roots.isChecked() and "library folders" in dialog.roots.text()  # off by default
    dialog.name.setText("files")
    dialog.command.setText("npx")
    dialog.args.setText("-y @modelcontextprotocol/server-filesystem /tmp")
    dialog.roots.setChecked(True)
    screenshot(dialog, "tools-server-folders.png")
    dialog._check()
    assert dialog.config is not None and dialog.config.library_roots
    settings = Settings()
    tools = ToolsDialog(settings)
    qtbot.addWidget(tools)
    tools._put(dialog.config)
    tools.apply(settings)
    assert settings.mcp_servers[0]["libraryRoots"] is True
    again = ServerEditDialog(ToolsDialog(settings).configs[0])  # read back from the settings
    qtbot.addWidget(again)
    assert again.roots.isChecked()
    again.roots.setChecked(False)
    again._check()
    assert again.config is not None and not again.config.library_roots
