"""The window's side of tools: the MCP servers handed to the engine thread, a reply's tool calls
shown as they happen (a running call's block says its server's progress), and the question each
call asks the user (allow once, always allow this tool, decline, never allow it). The question
does not block the window: a dialog that is not modal answers through
EngineController.answer_tool; a stop or the reply's end closes it."""

from __future__ import annotations

from html import escape
from typing import cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ...runtime import Decision, policy_key
from ...runtime import requests as rq
from ...runtime.events import ToolAsked, ToolProgress, ToolStep
from ..chat.items import progress_line, tools_for
from .parts import WindowParts


class ToolApprovalDialog(QDialog):
    answered = Signal(str, str)  # call id, decision

    def __init__(self, asked: ToolAsked, parent: QWidget | None = None):
        super().__init__(parent)
        self.asked = asked
        self.setWindowTitle("Allow a tool call?")
        where = f" from {escape(asked.server)}" if asked.server else ""
        text = QLabel(f"The model wants to call <b>{escape(asked.tool)}</b>{where} with:", self)
        arguments = QPlainTextEdit(asked.arguments, self)
        arguments.setReadOnly(True)
        arguments.setMaximumHeight(160)
        buttons = QHBoxLayout()
        choices: list[tuple[str, Decision]] = [("Allow once", "once"), (f"Always allow {asked.tool}", "always"),
                                               ("Decline", "decline"), (f"Never allow {asked.tool}", "never")]
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


class WindowTools(WindowParts):
    _tool_question: ToolApprovalDialog | None = None  # a tool call waiting for the user's answer

    def use_tools(self) -> None:
        """The settings' MCP servers (their secrets from the keyring) to the engine thread."""
        from ...runtime import configs_of

        configs, problems = configs_of(self.settings.mcp_servers)
        self.controller.submit(rq.UseTools(tuple(configs), tuple(self.settings.tool_policies.items())))
        for problem in problems:
            self.banner.show_message(f"An MCP server in the settings is left out: {problem}", "warning")

    def open_tools(self) -> None:
        from .tools_dialog import ToolsDialog  # on first use: not on the start-up path

        dialog = ToolsDialog(self.settings, self)
        if dialog.exec():
            dialog.apply(self.settings)
            self._save_settings()
            self.use_tools()

    def _on_tool_step(self, e: ToolStep) -> None:
        message = e.message
        self.chat.show_tool_step(message.text, tools_for(message))
        self._status("Running a tool…" if any(r.status == "waiting" for s in message.tools for r in s.runs)
                     else "Writing…")

    def _on_tool_progress(self, report: ToolProgress) -> None:
        self.chat.show_tool_progress(report.call_id, progress_line(report.progress, report.total, report.message))

    def _on_tool_asked(self, asked: ToolAsked) -> None:
        self._close_tool_question()
        dialog = self._tool_question = ToolApprovalDialog(asked, self)
        dialog.answered.connect(self._on_tool_answered)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _on_tool_answered(self, call_id: str, decision: str) -> None:
        self.controller.answer_tool(call_id, cast(Decision, decision))  # one of the dialog's own choices
        asked = self._tool_question.asked if self._tool_question is not None else None
        self._tool_question = None
        if asked is not None and decision in ("always", "never"):
            self.settings.tool_policies[policy_key(asked.server, asked.tool)] = decision
            self._save_settings()

    def _close_tool_question(self) -> None:
        """A reply ended or was stopped: its question, if any, is gone (the engine no longer waits)."""
        if self._tool_question is not None:
            question, self._tool_question = self._tool_question, None
            question.answered.disconnect()
            question.close()
