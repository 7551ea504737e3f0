"""A reasoning reply in the transcript: "Thinking…" with the text live while it streams, then one
collapsed "Thought for N s" line that expands on a click."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from app.sessions import Message
from app.ui.chat.view import ChatView

REPLY = "<think>\nThe user wants a river. Portugal has several.\n</think>\n\nThe **Douro**."


def doc_text(view: ChatView, row: int) -> str:
    return view.delegate.document(row, 400).toPlainText()


def test_reasoning_streams_live_then_collapses_and_expands(qtbot: QtBot, tmp_path: Path) -> None:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(520, 400)
    view.show()
    view.set_messages([Message("user", "Name a river.")], new_chat=True)
    view.add_message("assistant", "", streaming=True)
    view.append_text("<think>\nThe user wants")
    assert "Thinking…" in doc_text(view, 1) and "The user wants" in doc_text(view, 1)
    view.append_text(" a river. Portugal has several.\n</think>\n\nThe **Douro**.")
    streamed = doc_text(view, 1)
    assert "Thought for" in streamed and "Portugal" not in streamed and "Douro" in streamed

    view.set_messages([Message("user", "Name a river."), Message("assistant", REPLY, thinking_s=3.2)])
    collapsed = doc_text(view, 1)
    assert "▸ Thought for 3 s" in collapsed and "Portugal" not in collapsed and "Douro" in collapsed
    index = view.model_.index(1)
    short = view.delegate.sizeHint(QStyleOptionViewItem(), index).height()

    # A click on the line expands it (the same anchor the mouse hits).
    view.toggle_thoughts(1)
    expanded = doc_text(view, 1)
    assert "▾ Thought for 3 s" in expanded and "Portugal has several." in expanded
    assert view.delegate.sizeHint(QStyleOptionViewItem(), index).height() > short
    view.grab().save(str(tmp_path / "reasoning.png"))
    view.toggle_thoughts(1)
    assert "Portugal" not in doc_text(view, 1)
