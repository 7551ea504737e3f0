"""The transcript view on its own (no model): rows measured only as they come into view, the
auto-scroll rules and the "↓ New" button, the actions under a message, wide code blocks."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from app.sessions import Message
from app.ui.chat_view import ChatView

REPLY = "Here is a function and a table.\n\n```python\ndef mean(v):\n    return sum(v) / len(v)\n```\n\n| n | sq |\n|---|---|\n| 2 | 4 |\n"
LONG_LINE = "```python\nx = '" + "a long line of code " * 12 + "'\n```\n"


def long_chat(n: int) -> list[Message]:
    messages = []
    for i in range(n // 2):
        messages += [Message("user", f"Question {i}: how do I average numbers?"), Message("assistant", REPLY)]
    return messages


def make_view(qtbot: QtBot, height: int = 600) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(800, height)
    view.show()
    qtbot.waitExposed(view)
    return view


def measured(view: ChatView) -> set[int]:
    return {r for r in range(len(view.items())) if view.delegate.is_measured(r)}


def test_a_long_chat_measures_only_the_rows_in_view(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    view.set_messages(long_chat(1000), new_chat=True)
    rows = view.rows_in_view()
    assert rows.stop == 1000 and view.at_bottom()  # opened at the newest message
    assert set(rows) <= measured(view) and len(measured(view)) < 30  # not 1,000 rendered documents
    # Scrolled to the top: the rows there are measured as they come into view, exactly.
    view.scrollToTop()
    QApplication.processEvents()
    assert 0 in measured(view) and set(view.rows_in_view()) <= measured(view)
    for row in view.rows_in_view():
        index = view.model_.index(row)
        assert view.delegate.sizeHint(QStyleOptionViewItem(), index) == view.delegate.measure(row)
    assert len(measured(view)) < 60


def test_estimates_stay_close_to_the_measured_heights(qtbot: QtBot) -> None:
    """The scroll bar is sized from estimates: they are near what a row turns out to be."""
    view = make_view(qtbot)
    messages = long_chat(20) + [Message("assistant", "word " * 400), Message("user", "short")]
    view.set_messages(messages, new_chat=True)
    for row in range(len(messages)):
        estimate, exact = view.delegate.estimate(row).height(), view.delegate.measure(row).height()
        assert 0.6 * exact <= estimate <= 1.6 * exact, (row, estimate, exact)


def test_the_stream_is_followed_unless_the_user_scrolled_up(qtbot: QtBot) -> None:
    view = make_view(qtbot, height=400)
    view.set_messages(long_chat(40), new_chat=True)
    view.add_message("assistant", "", streaming=True)
    for i in range(30):
        view.append_text(f"Line {i} of a streaming reply.\n\n", now=True)
    assert view.follow and view.at_bottom() and not view.to_bottom.isVisible()
    row = len(view.items()) - 1
    doc = view.delegate.document(row, view.delegate.text_width(row, view.viewport().width()))
    assert doc.textWidth() == view.delegate.column(view.viewport().width())[1] - 2 * 12  # wrapped at the column, as when done

    bar = view.verticalScrollBar()
    bar.setValue(bar.value() - 600)  # the user scrolls up to read
    held = bar.value()
    assert not view.follow and view.to_bottom.isVisible() and view.to_bottom.text() == ""
    for i in range(30):
        view.append_text(f"More text {i}.\n\n", now=True)
    assert bar.value() == held  # not pulled down while reading
    assert view.to_bottom.isVisible() and view.to_bottom.text() == "New"  # more came below

    qtbot.mouseClick(view.to_bottom, Qt.MouseButton.LeftButton)
    assert view.follow and view.at_bottom() and not view.to_bottom.isVisible()
    view.append_text("And the end.\n", now=True)
    assert view.at_bottom()


def test_scrolling_back_down_resumes_following(qtbot: QtBot) -> None:
    view = make_view(qtbot, height=400)
    view.set_messages(long_chat(40), new_chat=True)
    bar = view.verticalScrollBar()
    bar.setValue(0)
    assert not view.follow
    bar.setValue(bar.maximum())
    assert view.follow and not view.to_bottom.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)  # Ctrl+End: the newest
    assert view.follow and view.at_bottom()


def test_hover_shows_the_actions_and_a_click_requests_one(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    view.set_messages([Message("user", "Hello"), Message("assistant", "Hi! How can I help?")], new_chat=True)
    assert view.delegate.actions_for(0) == ["copy", "edit", "branch"]
    assert view.delegate.actions_for(1) == ["copy", "regenerate", "branch"]  # the last reply
    requested: list[tuple[int, str]] = []
    view.actionRequested.connect(lambda row, name: requested.append((row, name)))
    index = view.model_.index(1)
    rect = view.visualRect(index)
    doc = view.delegate.document(1, view.delegate.text_width(1, rect.width()))
    strip = view.delegate.geometry(1, rect.width(), doc).strip.translated(rect.topLeft())
    buttons = dict(view.delegate.strip_buttons(1, strip))
    qtbot.mouseMove(view.viewport(), buttons["regenerate"].center())
    qtbot.waitUntil(lambda: view.hover_row == 1 and view.hover_action == "regenerate", timeout=2_000)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=buttons["regenerate"].center())
    assert requested == [(1, "regenerate")]
    # The user's bubble sits on the right, narrower than the column; the reply spans the column.
    user_geo = view.delegate.geometry(0, rect.width(), view.delegate.document(0, view.delegate.text_width(0, rect.width())))
    reply_geo = view.delegate.geometry(1, rect.width(), doc)
    assert user_geo.bubble.right() == reply_geo.bubble.right() and user_geo.bubble.width() < reply_geo.bubble.width() / 2


def test_the_column_keeps_a_readable_measure(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    view.resize(2400, 600)
    view.set_messages([Message("assistant", "word " * 200)], new_chat=True)
    left, width = view.delegate.column(view.viewport().width())
    chars = width / view.fontMetrics().averageCharWidth()
    assert 70 <= chars <= 90 and left > 500  # centred, not stretched across a wide window


def test_a_wide_code_block_scrolls_sideways(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    view.set_messages([Message("user", "Show me"), Message("assistant", "Here:\n\n" + LONG_LINE)], new_chat=True)
    index = view.model_.index(1)
    origin = view.delegate.doc_origin(index)
    doc = view.delegate.document(1, view.delegate.text_width(1, view.visualRect(index).width()))
    from app.ui.chat_view import wide_frames

    (n, rect), = wide_frames(doc)
    pos = QPointF(origin + QPoint(40, int(rect.center().y())))
    event = QWheelEvent(pos, view.viewport().mapToGlobal(pos), QPoint(), QPoint(-240, 0), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.items()[1].x_scroll[n] > 0
    assert view.delegate.anchor_at(index, origin + QPoint(5, 5)) == ""  # the rest of the message did not move


def test_the_menu_key_opens_the_focused_messages_menu(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    view.set_messages([Message("user", "Hello"), Message("assistant", "Hi")], new_chat=True)
    view.setFocus()
    view.setCurrentIndex(view.model_.index(1))
    rows: list[int] = []
    view.contextRequested.connect(lambda row, _pos: rows.append(row))
    qtbot.keyClick(view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(view, Qt.Key.Key_Menu)
    assert rows == [1, 1]
