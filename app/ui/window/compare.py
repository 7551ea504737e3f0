"""The compare column: a second model's answer beside the chat (Chat ▸ Compare with…).

The chat stays in its own column (the conversation, with the chat's model's replies); this one
shows the second model's answer to the last message, streaming, then rendered, with its own
header (the model, how the two share the machine), figures and Stop. "Use this answer" makes it
the chat's reply: a version switch (the chat's answer stays a version of it). Each send in a
compared chat asks both: the chat's model, then this one, as two requests, so Stop here cancels
only this answer and Esc both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QTextCursor
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...paths import models_dir
from ...runtime import Message, Session
from ...runtime import events as ev
from ...runtime import requests as rq
from ..engine_controller import EngineController, On
from ..i18n import QT_TRANSLATE_NOOP, number, translate
from ..look.icons import icon

OTHER_FILE = QT_TRANSLATE_NOOP("Compare", "Another model file…")
MODES = {"beside": QT_TRANSLATE_NOOP("Compare", "Loaded beside the chat's model"),
         "server": QT_TRANSLATE_NOOP("Compare", "On a server"),
         "turns": QT_TRANSLATE_NOOP("Compare", "One at a time with the chat's model")}


class CompareColumn(QFrame):
    def __init__(self, controller: EngineController, pages: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("compareColumn")
        self.setAccessibleName(translate("Compare", "Second model's answer"))
        self.split = QSplitter(Qt.Orientation.Horizontal, parent)  # the chat's pages, then this column
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(pages)
        self.split.addWidget(self)
        self.name = QLabel("", self)
        self.name.setObjectName("compareName")
        self.mode = QLabel("", self)
        self.mode.setObjectName("quiet")
        self.mode.setWordWrap(True)
        self.stop_button = _button(self, "stop", translate("Compare", "Stop this answer"))
        self.stop_button.setText(translate("Compare", "Stop"))
        self.stop_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.close_button = _button(self, "close", translate("Compare", "End the comparison (its answers stay as versions)"))
        self.keep_button = QPushButton(translate("Compare", "Use this answer"), self)
        self.keep_button.setToolTip(translate("Compare", "Make it the chat's reply; the other stays as a version of it"))
        self.keep_button.setAccessibleName(translate("Compare", "Use the second model's answer"))
        self.answer = QTextBrowser(self)
        self.answer.setAccessibleName(translate("Compare", "Second model's answer"))
        self.answer.setFrameShape(QFrame.Shape.NoFrame)
        self.answer.setOpenLinks(False)
        self.figures = QLabel("", self)
        self.figures.setObjectName("quiet")
        self._lay_out()
        self.stop_button.clicked.connect(self.stop)
        self.close_button.clicked.connect(lambda: self.controller.submit(rq.EndCompare()))
        self.keep_button.clicked.connect(self.keep)
        self._rid: int | None = None  # the running or queued answer
        self._text = ""  # streamed so far
        self._answer_id: str | None = None  # the answer shown, once saved
        self._kept = False  # it is the chat's reply
        self.hide()

    def _lay_out(self) -> None:
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        top = QHBoxLayout()
        top.addWidget(self.name, 1)
        top.addWidget(self.stop_button)
        top.addWidget(self.close_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 8, 12, 8)
        column.addLayout(top)
        column.addWidget(self.mode)
        column.addWidget(self.answer, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.figures, 1)
        bottom.addWidget(self.keep_button)
        column.addLayout(bottom)

    def follow(self, on: On) -> None:
        on(ev.CompareReady, self._ready)
        on(ev.CompareStarted, lambda _e: self._started())
        on(ev.CompareText, lambda e: self._stream(e.text))
        on(ev.CompareFinished, lambda e: self.show_chat(e.session, finished=True))
        on(ev.CompareEnded, lambda _e: self.hide())
        on(ev.ChatOpened, lambda e: self.show_chat(e.session))
        on(ev.ChatChanged, lambda e: self.show_chat(e.session))
        on(ev.ChatClosed, lambda _e: self.hide())
        on(ev.RequestStarted, self._request_started)
        on(ev.RequestEnded, self._ended)

    # --- what the user does ---------------------------------------------------------------------

    def ask(self) -> None:
        """After a send: the second model answers too (its own request, after the chat's; one
        for a chat no longer compared does nothing)."""
        if self.isHidden():
            return
        self._rid = self.controller.submit(rq.CompareReply())
        self._answer_id = None
        self._show_text("", translate("Compare", "Waiting for the chat's model to finish…"))
        self._update_buttons()

    def stop(self) -> None:
        if self._rid is not None:
            self.controller.cancel(self._rid)

    def keep(self) -> None:
        if self._answer_id is not None:
            self.controller.submit(rq.KeepAnswer(self._answer_id))

    # --- what the engine says ---------------------------------------------------------------------

    def _ready(self, e: ev.CompareReady) -> None:
        self.name.setText(f"<b>{_escaped(e.name)}</b>")
        mode = translate("Compare", MODES[e.mode])
        self.mode.setText(translate("Compare", "{mode}: {why}").format(mode=mode, why=e.why) if e.why else mode)
        self.show()

    def _started(self) -> None:
        self._text = ""
        self._show_text("", translate("Compare", "Writing…"))

    def _stream(self, piece: str) -> None:
        """More of the answer as it streams: appended as text (a whole-answer Markdown render each
        time would grow with the answer); rendered once it is finished (show_chat)."""
        self._text += piece
        bar = self.answer.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 2
        cursor = self.answer.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(piece)
        if at_end:
            bar.setValue(bar.maximum())

    def show_chat(self, session: Session, finished: bool = False) -> None:
        """A chat shown or changed: a compared one shows the second model's latest answer to its
        last message (unless one is streaming now); another hides the column."""
        if session.compare is None:
            self.hide()
            return
        self.show()
        if not self.name.text():
            self.name.setText(f"<b>{_escaped(str(session.compare.get('name') or ''))}</b>")
        if self._rid is not None and not finished:
            return  # the answer being written stays on screen
        answer = session.compared_answer()
        self._answer_id = answer.id if answer is not None else None
        kept = answer is not None and any(m.id == answer.id for m in session.messages)
        self._text = answer.text if answer is not None else ""
        self._show_text(self._text, _figures(answer, kept) if answer is not None
                        else translate("Compare", "No answer to the last message yet"))
        self.keep_button.setText(translate("Compare", "In the chat") if kept else translate("Compare", "Use this answer"))
        self._kept = kept
        self._update_buttons()

    def _request_started(self, e: ev.RequestStarted) -> None:
        if e.rid == self._rid:
            self.figures.setText(translate("Compare", "Reading the chat…"))  # until its first words

    def _ended(self, e: ev.RequestEnded) -> None:
        if e.rid == self._rid:
            self._rid = None
            self._update_buttons()

    def _show_text(self, text: str, figures: str) -> None:
        from ..chat.markdown import render_markdown  # not before the first frame (markdown-it, Pygments)

        dark = self.palette().color(QPalette.ColorRole.Base).lightness() < 128
        self.answer.setHtml(render_markdown(text, dark).html if text else "")
        self.answer.verticalScrollBar().setValue(self.answer.verticalScrollBar().maximum())
        self.figures.setText(figures)

    def _update_buttons(self) -> None:
        running = self._rid is not None
        self.stop_button.setVisible(running)
        self.keep_button.setEnabled(not running and self._answer_id is not None and not self._kept)


def choose_model(parent: QWidget, recent: list[str], current: str,
                 servers: list[dict[str, Any]] | None = None) -> rq.CompareWith | None:
    """The model to compare the chat with: one used lately, a GGUF file chosen here, or a model
    of a server in Settings ▸ Servers (its model's name asked for: nothing is fetched here)."""
    others = [p for p in recent if p != current]
    hosts = [s for s in servers or [] if isinstance(s.get("url"), str)]
    on_server = translate("Compare", "A model on {server}…")
    names = [Path(p).name for p in others] + [translate("Compare", OTHER_FILE)] + [
        on_server.format(server=s.get("name") or s["url"]) for s in hosts]
    choice, ok = QInputDialog.getItem(parent, translate("Compare", "Compare with another model"),
                                      translate("Compare", "A second model answers each message beside the chat's:"),
                                      names, 0, False)
    if not ok:
        return None
    i = names.index(choice)
    if i < len(others):
        return rq.CompareWith(path=others[i])
    if i == len(others):  # another model file
        path, _ = QFileDialog.getOpenFileName(parent, translate("Compare", "A model to compare with"), str(models_dir()),
                                              translate("Compare", "GGUF models (*.gguf)"))
        return rq.CompareWith(path=path) if path else None
    host = hosts[i - len(others) - 1]
    model, ok = QInputDialog.getText(parent, translate("Compare", "Compare with a server's model"),
                                     translate("Compare", "The model on {url}:").format(url=host["url"]))
    return rq.CompareWith(url=host["url"], model=model.strip()) if ok and model.strip() else None


def _figures(answer: Message, kept: bool) -> str:
    s = answer.stats or {}
    parts = [translate("Compare", "{tokens} tokens · {rate} tok/s").format(
        tokens=s.get("generated", 0), rate=number(s.get("generation_tok_s", 0), 1, grouped=False))]
    if answer.finish_reason == "cancelled":
        parts.append(translate("Compare", "stopped"))
    if kept:
        parts.append(translate("Compare", "the chat's reply"))
    return " · ".join(parts)


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _button(parent: QWidget, glyph: str, tip: str) -> QToolButton:
    button = QToolButton(parent)
    button.setIcon(icon(glyph))
    button.setAutoRaise(True)
    button.setAccessibleName(tip)
    button.setToolTip(tip)
    return button

