"""The desktop app on the real model, driven as a person would: type, Enter, Esc, switch, close."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.runtime import events as ev
from app.sessions import SessionStore
from app.ui.window.main_window import MainWindow
from tests.support.helpers import close_window, screenshot, type_and_send, wait_idle


def test_enter_streams_a_reply_and_saves_it(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    updates: list[str] = []
    window.controller.on(ev.ReplyText, lambda e: updates.append(e.text))
    window.controller.loop.runner.max_tokens = 24
    type_and_send(qtbot, window, "Hello there!\nHow are you?")
    assert window.composer.edit.toPlainText() == ""
    assert window.chat.items()[-1].text == "Hello there!\nHow are you?"  # shown at once
    qtbot.waitUntil(lambda: window.generating, timeout=30_000)
    assert window.composer.button.text() == "Stop"
    wait_idle(qtbot, window)
    assert window.composer.button.text() == "Send"
    assert len(updates) > 1  # streamed in pieces, not at the end
    reply = window.chat.items()[-1]
    assert reply.role == "assistant" and reply.text == "".join(updates) and "24 tokens" in reply.footer
    assert window.session is not None
    saved = SessionStore(data_dir).load(window.session.id)
    assert [(m.role, m.text) for m in saved.messages] == [("user", "Hello there!\nHow are you?"), ("assistant", reply.text)]
    assert window.context_meter.value() > 24 + 10  # the prompt and the reply
    assert window.sidebar.cache_state(window.session.id) == "warm"  # the cache was saved with the reply


def test_shift_enter_adds_a_line(qtbot: QtBot, bare_window: MainWindow) -> None:
    window = bare_window
    window.composer.edit.setPlainText("first")
    window.composer.edit.moveCursor(window.composer.edit.textCursor().MoveOperation.End)
    qtbot.keyClick(window.composer.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert window.composer.edit.toPlainText() == "first\n"
    assert window.session is not None and window.session.messages == []


def test_escape_stops_mid_stream(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.loop.runner.max_tokens = 2000
    type_and_send(qtbot, window, "Tell me a very long story.")
    qtbot.waitUntil(lambda: window.generating and len(window.chat.items()[-1].text) > 20, timeout=30_000)
    qtbot.keyClick(window.composer.edit, Qt.Key.Key_Escape)
    wait_idle(qtbot, window, timeout=5_000)
    assert window.session is not None
    last = window.session.messages[-1]
    assert last.interrupted and last.finish_reason == "cancelled"
    assert last.stats is not None and last.stats["generated"] < 2000
    assert "stopped" in window.chat.items()[-1].footer


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_regenerate_and_edit(qtbot: QtBot, window: MainWindow, monkeypatch: object) -> None:
    window.controller.loop.runner.max_tokens = 20
    type_and_send(qtbot, window, "Count to five.")
    wait_idle(qtbot, window)
    assert window.session is not None
    first = window.session.messages[-1].text
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Regenerate
    qtbot.waitUntil(lambda: window.generating, timeout=10_000)
    wait_idle(qtbot, window)
    again = window.session.messages[-1]
    assert again.text == first  # greedy: the same reply
    assert again.stats is not None and again.stats["prompt_decoded"] <= 2  # rolled back, not re-read

    type_and_send(qtbot, window, "Now count to three.")
    wait_idle(qtbot, window)
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *a, **k: ("Count to ten instead.", True))  # type: ignore[attr-defined]
    window._edit(0)
    qtbot.waitUntil(lambda: window.generating, timeout=10_000)
    wait_idle(qtbot, window)
    assert [m.text for m in window.session.messages if m.role == "user"] == ["Count to ten instead."]
    assert [m.role for m in window.session.messages] == ["user", "assistant"]


def test_switch_session_while_a_reply_streams(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    window.controller.loop.runner.max_tokens = 20
    type_and_send(qtbot, window, "This is chat A.")
    wait_idle(qtbot, window)
    assert window.session is not None
    chat_a = window.session.id
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != chat_a, timeout=10_000)
    wait_idle(qtbot, window)  # the new chat's request over: Enter while one runs is not a send
    chat_b = window.session.id
    window.controller.loop.runner.max_tokens = 2000
    type_and_send(qtbot, window, "This is chat B, tell me a long story.")
    qtbot.waitUntil(lambda: window.generating and len(window.chat.items()[-1].text) > 10, timeout=30_000)
    window.sidebar.refresh()
    item = window.sidebar.item_for(chat_a)
    window.sidebar.list.setCurrentItem(item)
    window.sidebar._activate(item)
    qtbot.waitUntil(lambda: window.session is not None and window.session.id == chat_a, timeout=10_000)
    wait_idle(qtbot, window)
    assert [m.text for m in window.session.messages][0] == "This is chat A."
    assert window.chat.items()[0].text == "This is chat A."
    b = SessionStore(data_dir).load(chat_b)
    assert b.messages[0].text == "This is chat B, tell me a long story."
    assert b.messages[-1].interrupted  # the streaming reply was stopped and kept


def test_close_while_streaming_joins_and_keeps_the_transcript(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    window.controller.loop.runner.max_tokens = 2000
    type_and_send(qtbot, window, "Write a long poem about rivers.")
    qtbot.waitUntil(lambda: window.generating and len(window.chat.items()[-1].text) > 20, timeout=30_000)
    assert window.session is not None
    sid = window.session.id
    close_window(qtbot, window)
    saved = SessionStore(data_dir).load(sid)
    assert saved.messages[0].text == "Write a long poem about rivers."
    # Stopped where it was, not written to its end first (the close does not wait out 2,000 tokens).
    assert saved.messages[-1].role == "assistant" and saved.messages[-1].interrupted and saved.messages[-1].text


@pytest.mark.slow  # a model load and a reply for a picture and one link: the full suite runs it
def test_screenshot_mid_conversation(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.loop.runner.max_tokens = 40
    question = (
        "Can you explain this function?\n\n```python\ndef mean(values: list[float]) -> float:\n"
        "    return sum(values) / len(values)\n```\n\n| input | mean |\n|---|---|\n| [1, 2, 3] | 2.0 |"
    )
    type_and_send(qtbot, window, question)
    wait_idle(qtbot, window)
    user = window.chat.items()[0]
    assert user.code_blocks == ("def mean(values: list[float]) -> float:\n    return sum(values) / len(values)",)
    path = screenshot(window, "main-window.png")
    assert path.stat().st_size > 10_000
    # The copy link puts the code on the clipboard.
    from PySide6.QtGui import QGuiApplication

    index = window.chat.model_.index(0)
    rect = window.chat.visualRect(index)
    doc = window.chat.delegate.document(0, window.chat.delegate.text_width(0, rect.width()))
    cursor = doc.find("Copy")
    assert not cursor.isNull()
    block_rect = doc.documentLayout().blockBoundingRect(cursor.block())
    line = cursor.block().layout().lineForTextPosition(cursor.positionInBlock())
    x = int(block_rect.left() + line.cursorToX(cursor.positionInBlock() - 2)[0])
    y = int(block_rect.top() + line.y() + line.height() / 2)
    point = window.chat.delegate.doc_origin(index) + type(rect.topLeft())(x, y)
    qtbot.mouseClick(window.chat.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert QGuiApplication.clipboard().text() == user.code_blocks[0]


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_the_context_meter_and_speed_follow_a_streaming_reply(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 30 D: the meter counts the prompt and the tokens written so far as the reply
    streams (not 0 until its end), the speed too, at most 4 times a second."""
    import time

    seen: list[tuple[float, int, str]] = []
    window.controller.on(ev.ReplyText,  # after the window's own slots: what the header shows then
        lambda e: seen.append((time.monotonic(), window.context_meter.value(), window.speed_label.text())))
    stats: list[float] = []
    window.controller.on(ev.ReplyStats, lambda e: stats.append(time.monotonic()))
    window.controller.loop.runner.max_tokens = 160  # long enough for a few of the 4-a-second updates, on a fast model too
    type_and_send(qtbot, window, "Hello there!\nHow are you?")
    wait_idle(qtbot, window)
    assert window.session is not None
    reply = window.session.messages[-1]
    assert reply.role == "assistant" and reply.stats is not None and reply.stats["generated"] >= 20
    during = [used for _t, used, _s in seen]
    assert 0 < during[0] < during[-1]  # live, growing
    assert during[-1] <= window.context_meter.value()
    assert any(speed.endswith("tok/s") for _t, _u, speed in seen)
    # Paced on the engine thread (4 a second); their arrival here may bunch by a delivery's jitter.
    assert len(stats) <= 4 * (stats[-1] - stats[0] + 0.1) + 1
