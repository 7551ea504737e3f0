"""The transcript view on its own (no model): rows measured only as they come into view, the
auto-scroll rules and the "↓ New" button, the actions under a message, wide code blocks."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from app.sessions import Message
from app.ui.chat.view import ChatView

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
    assert view.delegate.actions_for(0) == ["copy", "edit", "fork"]
    assert view.delegate.actions_for(1) == ["copy", "regenerate", "fork"]  # the last reply
    requested: list[tuple[int, str]] = []
    view.actionRequested.connect(lambda row, name: requested.append((row, name)))
    index = view.model_.index(1)
    rect = view.visualRect(index)
    doc = view.delegate.document(1, view.delegate.text_width(1, rect.width()))
    strip = view.delegate.geometry(1, rect.width(), doc).strip.translated(rect.topLeft())
    buttons = dict(view.delegate.strip_buttons(1, strip))
    # The move is sent to the viewport itself: QTest's goes through the cursor to whichever
    # top-level window the platform finds there, which an earlier test's leftover can be.
    at = QPointF(buttons["regenerate"].center())
    QApplication.sendEvent(view.viewport(), QMouseEvent(QEvent.Type.MouseMove, at, view.viewport().mapToGlobal(at),
                                                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                                        Qt.KeyboardModifier.NoModifier))
    qtbot.waitUntil(lambda: view.hover_row == 1 and view.hover_action == "regenerate", timeout=5_000)
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
    from app.ui.chat.delegate import wide_frames

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
    # X11 also sends the Menu key as a context event, before the key: left to the key (one menu, not two).
    at = view.visualRect(view.model_.index(0)).center()
    on_screen = view.viewport().mapToGlobal(at)
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, at, on_screen))
    assert rows == [1, 1]
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, on_screen))  # a right-click
    assert rows == [1, 1, 0]


def test_a_reply_longer_than_the_view_keeps_its_newest_line_in_sight(qtbot: QtBot) -> None:
    """Issue 30 B: a first reply that grows past the window, line by line as the window gets it
    (now=True), and single newlines (no paragraph ends): the view follows its last line."""
    view = make_view(qtbot, height=300)
    view.set_messages([Message("user", "Tell me a story.")], new_chat=True)
    view.add_message("assistant", "", streaming=True)
    bar = view.verticalScrollBar()
    for i in range(60):
        view.append_text(f"Line {i} of a reply that grows.\n", now=True)
    row = len(view.items()) - 1
    doc = view.delegate.document(row, view.delegate.text_width(row, view.viewport().width()))
    text_bottom = view.delegate.doc_origin(view.model_.index(row)).y() + doc.size().height()
    assert bar.maximum() > 0 and view.at_bottom()
    assert 0 < text_bottom <= view.viewport().height()  # the newest line is in view

    bar.setValue(0)  # the user scrolls up: no longer followed, and a way back, bottom right
    view.append_text("More.\n", now=True)
    assert bar.value() == 0 and view.to_bottom.isVisible()
    assert view.to_bottom.geometry().center().x() > view.viewport().width() // 2
    view.add_message("user", "And then?")  # sending follows again
    assert view.follow and view.at_bottom() and not view.to_bottom.isVisible()


def test_ctrl_home_goes_to_the_first_message(qtbot: QtBot) -> None:
    view = make_view(qtbot, height=400)
    view.set_messages(long_chat(40), new_chat=True)
    view.scroll_to_first()
    assert view.verticalScrollBar().value() == 0 and not view.follow and view.to_bottom.isVisible()
    view.scroll_to_newest()
    assert view.follow and view.at_bottom()


STREAMED = ("Here is the plan:\nfirst we read,\nthen we write.\n\n1. Read the **file**\n2. Count the words\n\n"
            "- a tight list\n- of two\n\n```python\ndef count(text):\n    return len(text.split())\n```\n\n"
            "Done: call `count`\nand print it.\n\n- last\n- list")


def test_the_last_streamed_frame_is_the_finished_reply(qtbot: QtBot) -> None:
    """Issue 30 C: a reply does not re-flow when it ends. Single newlines are line breaks, and
    lists and code look the same while they stream as once the reply is done."""
    view = make_view(qtbot)
    view.set_messages([Message("user", "Plan?")], new_chat=True)
    view.add_message("assistant", "", streaming=True)
    for i in range(0, len(STREAMED), 7):  # token-sized pieces
        view.append_text(STREAMED[i:i + 7], now=True)
    width = view.delegate.text_width(1, view.viewport().width())
    streamed = view.delegate.document(1, width)
    lines, height = streamed.toPlainText().split("\n")[1:], streamed.size().height()
    assert streamed.findBlockByNumber(1).text().startswith("Here is the plan:\u2028first we read,")  # a line break
    assert view.items()[1].code_blocks == ("def count(text):\n    return len(text.split())",)
    view.set_messages([Message("user", "Plan?"), Message("assistant", STREAMED)])  # the reply, finished
    final = view.delegate.document(1, width)
    assert final.toPlainText().split("\n")[1:] == lines and final.size().height() == height


def test_a_list_across_blank_lines_is_not_split_while_it_streams() -> None:
    """The settled part ends where the last top-level block begins: a loose list (items apart)
    stays in the part still rendered as it grows, so it turns into one list, not two."""
    from app.ui.chat.items import stable_prefix_len

    assert stable_prefix_len("Intro.\n\n1. one\n\n2. two\n") == len("Intro.\n\n")
    assert stable_prefix_len("- a\n\n  more of a\n\nAfter the list\n") == len("- a\n\n  more of a\n\n")
    assert stable_prefix_len("1. a\n\n2") == 0  # "2" may yet be "2. b": only whole lines count
    assert stable_prefix_len("Code:\n\n```\nx\n\ny\n") == len("Code:\n\n")  # inside a fence: not yet
    assert stable_prefix_len("Code:\n\n```\nx\n```\nText\n") == len("Code:\n\n```\nx\n```\n")
