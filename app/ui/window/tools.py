"""The window's side of tools: the MCP servers handed to the engine thread, a reply's tool calls
shown as they happen (a running call's block says its server's progress), and the question each
call asks the user (allow once, always allow this tool, decline, never allow it). The question
does not block the window: a dialog that is not modal answers through
EngineController.answer_tool; a stop or the reply's end closes it. MainWindow keeps one
ToolTurns (`window.tools`), which subscribes to the loop's tool events itself."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ...runtime import Decision, policy_key
from ...runtime import events as ev
from ...runtime import requests as rq
from ...runtime.events import ToolAsked
from ..chat.items import progress_line, tools_for
from ..i18n import translate

if TYPE_CHECKING:
    from ...settings import Settings
    from ..chat.view import ChatView
    from ..engine_controller import EngineController, On


class ToolApprovalDialog(QDialog):
    answered = Signal(str, str)  # call id, decision

    def __init__(self, asked: ToolAsked, parent: QWidget | None = None):
        super().__init__(parent)
        self.asked = asked
        self.setWindowTitle(translate("Tools", "Allow a tool call?"))
        said = (translate("Tools", "The model wants to call <b>{tool}</b> from {server} with:") if asked.server
                else translate("Tools", "The model wants to call <b>{tool}</b> with:"))
        text = QLabel(said.format(tool=escape(asked.tool), server=escape(asked.server)), self)
        arguments = QPlainTextEdit(asked.arguments, self)
        arguments.setAccessibleName(translate("Tools", "Arguments"))
        arguments.setReadOnly(True)
        arguments.setMaximumHeight(160)
        buttons = QHBoxLayout()
        choices: list[tuple[str, Decision]] = [
            (translate("Tools", "Allow once"), "once"),
            (translate("Tools", "Always allow {tool}").format(tool=asked.tool), "always"),
            (translate("Tools", "Decline"), "decline"),
            (translate("Tools", "Never allow {tool}").format(tool=asked.tool), "never")]
        for label, decision in choices:
            button = QPushButton(label, self)
            button.setObjectName(f"tool-{decision}")
            button.clicked.connect(lambda _=False, d=decision: self._answer(d))
            buttons.addWidget(button)
            if decision == "once":
                button.setDefault(True)
                button.setFocus()
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(arguments)
        layout.addLayout(buttons)
        self._done = False

    def _answer(self, decision: Decision) -> None:
        if not self._done:
            self._done = True
            self.answered.emit(self.asked.call_id, decision)
        self.accept()

    def reject(self) -> None:  # Escape or the window's close button: declined, this once
        self._answer("decline")


class ToolTurns(QObject):
    """A reply's tool turns in the window: the MCP servers it hands the engine thread, each call
    shown as it happens, and the question a call asks (one at a time)."""

    def __init__(self, window: QWidget, controller: EngineController, chat: ChatView, settings: Settings,
                 save_settings: Callable[[], None], say: Callable[[str], None], warn: Callable[[str], None]):
        super().__init__(window)
        self._window, self._controller, self._chat, self._settings = window, controller, chat, settings
        self._save_settings, self._say, self._warn = save_settings, say, warn
        self.question: ToolApprovalDialog | None = None  # a tool call waiting for the user's answer

    def follow(self, on: On) -> None:
        on(ev.ToolStep, self._on_step)
        on(ev.ToolProgress, self._on_progress)
        on(ev.ToolAsked, self._on_asked)
        on(ev.ReplyFinished, lambda _e: self.close_question())  # before the window's: the reply is over

    def use(self) -> None:
        """The settings' MCP servers (their secrets from the keyring) to the engine thread."""
        from ...runtime import configs_of

        configs, problems = configs_of(self._settings.mcp_servers)
        self._controller.submit(rq.UseTools(tuple(configs), tuple(self._settings.tool_policies.items())))
        for problem in problems:
            self._warn(translate("Tools", "An MCP server in the settings is left out: {problem}").format(problem=problem))

    def open_dialog(self) -> None:
        from .tools_dialog import ToolsDialog  # on first use: not on the start-up path

        dialog = ToolsDialog(self._settings, self._window)
        if dialog.exec():
            dialog.apply(self._settings)
            self._save_settings()
            self.use()

    def _on_step(self, e: ev.ToolStep) -> None:
        message = e.message
        self._chat.show_tool_step(message.text, tools_for(message))
        running = any(r.status == "waiting" for s in message.tools for r in s.runs)
        self._say(translate("Tools", "Running a tool…") if running else translate("Tools", "Writing…"))

    def _on_progress(self, report: ev.ToolProgress) -> None:
        self._chat.show_tool_progress(report.call_id, progress_line(report.progress, report.total, report.message))

    def _on_asked(self, asked: ev.ToolAsked) -> None:
        self.close_question()
        dialog = self.question = ToolApprovalDialog(asked, self._window)
        dialog.answered.connect(self._on_answered)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _on_answered(self, call_id: str, decision: str) -> None:
        self._controller.answer_tool(call_id, cast(Decision, decision))  # one of the dialog's own choices
        asked = self.question.asked if self.question is not None else None
        self.question = None
        if asked is not None and decision in ("always", "never"):
            self._settings.tool_policies[policy_key(asked.server, asked.tool)] = decision
            self._save_settings()

    def close_question(self) -> None:
        """A reply ended or was stopped: its question, if any, is gone (the engine no longer waits)."""
        if self.question is not None:
            question, self.question = self.question, None
            question.answered.disconnect()
            question.close()
