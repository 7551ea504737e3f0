"""The window as a new user meets it, on the real model: the welcome and the suggestions, the
dark theme (measured on a screenshot), keyboard use (the Tab order, the shortcuts), accessible
names, and the banner that says how a chat reopened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.core import Core
from app.settings import Settings
from app.ui.look.appearance import apply_appearance
from app.ui.window.main_window import MainWindow
from tests.support.helpers import type_and_send, wait_idle


def mean_luminance(widget: QWidget) -> float:
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    step, line = 4, image.bytesPerLine()
    pixels = bytes(image.constBits())  # one gray byte a pixel: read as bytes, not a Qt call each
    rows = [pixels[y * line : y * line + image.width() : step] for y in range(0, image.height(), step)]
    return sum(map(sum, rows)) / sum(map(len, rows)) / 255


def send_one(qtbot: QtBot, window: MainWindow, text: str = "Hello!") -> None:
    window.controller.loop.runner.max_tokens = 6  # a reply to show: its length is not what is tested
    type_and_send(qtbot, window, text)
    wait_idle(qtbot, window)


def test_no_model_shows_the_welcome(qtbot: QtBot, bare_window: MainWindow) -> None:
    window = bare_window
    assert window.pages.currentWidget() is window.welcome and window.welcome.isVisible()
    assert window.welcome.choose.isVisible() and not window.context_meter.isVisible()
    opened: list[bool] = []
    window.welcome.chooseRequested.connect(lambda: opened.append(True))
    qtbot.mouseClick(window.welcome.choose, Qt.MouseButton.LeftButton)
    assert opened == [True]


def test_an_empty_chat_offers_prompts_and_no_cache_badge(qtbot: QtBot, window: MainWindow) -> None:
    assert window.pages.currentWidget() is window.suggestions
    qtbot.mouseClick(window.suggestions.buttons[0], Qt.MouseButton.LeftButton)
    assert window.composer.edit.toPlainText() == window.suggestions.buttons[0].text()
    window.composer.edit.clear()
    send_one(qtbot, window)
    assert window.pages.currentWidget() is window.chat
    first = window.session.id  # type: ignore[union-attr]
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != first, timeout=10_000)
    wait_idle(qtbot, window)
    assert window.pages.currentWidget() is window.suggestions
    window.sidebar.refresh()
    assert window.sidebar.cache_state(first) == "warm"
    assert window.session is not None
    if window.session.id in window.sidebar.ids():  # an empty chat, if listed, has no badge
        assert window.sidebar.cache_state(window.session.id) == "empty"
        assert window.sidebar.item_for(window.session.id).icon().isNull()


def test_the_dark_theme_is_dark_and_follows_the_system(qtbot: QtBot, window: MainWindow, themed: None) -> None:
    send_one(qtbot, window)
    apply_appearance(Settings(theme="dark"))
    qtbot.wait(50)
    assert mean_luminance(window) < 0.3
    apply_appearance(Settings(theme="light"))
    qtbot.wait(50)
    assert mean_luminance(window) > 0.7
    apply_appearance(Settings(theme="system"))  # offscreen: the "system" is light until it says otherwise
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    qtbot.wait(50)
    assert mean_luminance(window) < 0.3
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    qtbot.wait(50)
    assert mean_luminance(window) > 0.7


def focus_chain(qtbot: QtBot, window: MainWindow, start: QWidget, limit: int = 40) -> list[QWidget]:
    start.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is start, timeout=2_000)
    seen = [start]
    for _ in range(limit):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget is start:
            break
        seen.append(widget)
    return seen


def test_tab_reaches_every_control_in_reading_order(qtbot: QtBot, window: MainWindow) -> None:
    send_one(qtbot, window)
    window.activateWindow()
    chain = focus_chain(qtbot, window, window.sidebar.search)
    expected = [window.sidebar.search, window.sidebar.new_button, window.sidebar.list, window.model_button,
                window.chat_settings_button, window.chat, window.composer.edit, window.composer.button]
    assert [w for w in chain if w in expected] == expected, [w.accessibleName() or type(w).__name__ for w in chain]


def test_every_control_has_an_accessible_name(qtbot: QtBot, window: MainWindow) -> None:
    send_one(qtbot, window)
    window.chat._show_to_bottom(new=True)  # the scroll button too
    window.banner.show_message("A notice")
    unnamed = [f"{type(w).__name__} {w.objectName()!r}" for w in window.findChildren(QWidget)
               if w.focusPolicy() & Qt.FocusPolicy.TabFocus and not w.accessibleName()
               and type(w).__name__ not in ("QScrollBar",)]
    assert unnamed == []
    menus = [a.menu() for a in window.menuBar().actions()]
    without_icon = [a.text() for m in menus for a in m.actions() if not a.isSeparator() and a.icon().isNull()]
    assert without_icon == []  # every menu action has an icon


def test_keyboard_shortcuts(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    send_one(qtbot, window, "Say hello.")
    window.activateWindow()
    window.sidebar.search.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is window.composer.edit
    qtbot.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session is not None
    from app.engine.prompt.reasoning import answer_of

    reply = window.session.messages[-1]
    assert reply.role == "assistant" and QGuiApplication.clipboard().text() == answer_of(reply.text)
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Greetings", True))
    qtbot.keyClick(window, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: window.session is not None and window.session.title == "Greetings", timeout=10_000)
    for action in (window.regenerate_action, window.copy_reply_action):
        assert "Ctrl+" in action.toolTip()  # the shortcut is in the tooltip


def test_the_banner_says_how_a_chat_reopened(qtbot: QtBot, window: MainWindow) -> None:
    send_one(qtbot, window)
    assert window.session is not None
    first = window.session.id
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != first, timeout=10_000)
    wait_idle(qtbot, window)
    assert not window.banner.isVisible()
    window.open_session(first)
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=10_000)
    assert window.banner.text.text().startswith("Reopened warm") and window.banner.kind == "info"
    window._on_warning("The model's chat template is broken; using the gemma format instead.")
    assert window.banner.kind == "warning" and "template" in window.banner.text.text()
    qtbot.mouseClick(window.banner.close_button, Qt.MouseButton.LeftButton)
    assert not window.banner.isVisible()
    # A version switch restores its version too: the status line says so, the banner stays shut.
    wait_idle(qtbot, window)  # the reopen done: Regenerate is taken
    window.regenerate()
    # A short reply may be over before a poll sees it stream: wait for its second version.
    qtbot.waitUntil(lambda: [i.version for i in window.chat.items()][1:] == [(2, 2)], timeout=30_000)
    wait_idle(qtbot, window)
    window.switch_version(1, -1)
    qtbot.waitUntil(lambda: [i.version for i in window.chat.items()][1:] == [(1, 2)], timeout=30_000)
    wait_idle(qtbot, window)
    assert window.status_label.text().startswith(("Restored", "Re-read")) and not window.banner.isVisible()


def test_a_message_sent_while_the_model_loads_waits_for_it(qtbot: QtBot, model_path: object, data_dir: object) -> None:
    """The window comes up before the model: the composer takes typing at once, and a message
    sent during the load is answered once the model is there."""
    from tests.support.helpers import add_window

    window = MainWindow(Core(Settings(default_model=str(model_path)), data_dir))  # type: ignore[arg-type]
    add_window(qtbot, window)
    window.resize(1000, 720)
    window.show()
    window.start()
    assert window.model_info is None and window._loading  # loading on the engine thread
    assert window.pages.currentWidget() is not window.welcome  # no "choose a model" while one loads
    window.controller.loop.runner.max_tokens = 8
    type_and_send(qtbot, window, "Are you there?")
    assert window.chat.items()[0].text == "Are you there?" and window.pages.currentWidget() is window.chat
    wait_idle(qtbot, window)
    assert window.session is not None and [m.role for m in window.session.messages] == ["user", "assistant"]


def test_the_message_box_has_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 30 A: at start, after a reply (unless the user moved the focus meanwhile), after
    Ctrl+N and after switching chats, the keyboard is in the message box."""
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=2_000)
    assert QApplication.focusWidget() is window.composer.edit  # at start, not the search box
    window.controller.loop.runner.max_tokens = 6
    window.composer.edit.setPlainText("Hello!")
    qtbot.mouseClick(window.composer.button, Qt.MouseButton.LeftButton)  # sent with the mouse
    wait_idle(qtbot, window)
    assert QApplication.focusWidget() is window.composer.edit  # after the reply
    assert window.session is not None
    first = window.session.id

    window.controller.loop.runner.max_tokens = 12
    type_and_send(qtbot, window, "Once more.")
    window.sidebar.search.setFocus()  # the user goes on elsewhere while it writes
    wait_idle(qtbot, window)
    assert window.session.messages[-1].role == "assistant"
    assert QApplication.focusWidget() is window.sidebar.search  # left where the user put it

    qtbot.keyClick(window.sidebar.search, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != first, timeout=10_000)
    assert QApplication.focusWidget() is window.composer.edit  # after Ctrl+N
    window.sidebar.refresh()
    rect = window.sidebar.list.visualItemRect(window.sidebar.item_for(first))
    qtbot.mouseClick(window.sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.session is not None and window.session.id == first, timeout=10_000)
    assert QApplication.focusWidget() is window.composer.edit  # after a switch


def test_ctrl_home_and_ctrl_end_scroll_the_conversation_wherever_the_focus_is(qtbot: QtBot, bare_window: MainWindow) -> None:
    from app.sessions import Message

    window = bare_window
    window.chat.set_messages([Message("user" if i % 2 == 0 else "assistant", f"Message {i}.\n\nA second paragraph.")
                              for i in range(40)], new_chat=True)
    window._update_page()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=2_000)
    bar = window.chat.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    for box in (window.composer.edit, window.sidebar.search):
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
        assert bar.value() == 0
        qtbot.keyClick(box, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
        assert bar.value() == bar.maximum() and window.chat.follow
        assert QApplication.focusWidget() is box  # the keyboard stays where it was


def test_on_the_demo_model_the_first_page_offers_a_chat_model(qtbot: QtBot, window: MainWindow,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 30 G: the demo is a base model; its page says so in one line, and its first action
    gets the smallest curated instruct model (its size and whether it fits here), opening Get
    models on it."""
    from pathlib import Path

    from app.downloads.catalogue import load_catalogue
    from app.ui.window import header
    from app.ui.window.empty_states import FIT_WORDS
    from app.units import human_size

    page = window.suggestions
    assert window.pages.currentWidget() is page and not page.get_chat_model.isVisible()  # not the demo: no offer
    assert window.model_info is not None
    monkeypatch.setattr(header, "demo_model_available", lambda: True)
    monkeypatch.setattr(header, "demo_model_path", lambda _folder: Path(window.model_info.path))  # type: ignore[union-attr]
    window.controller._dispatch(window.model_info)  # as the demo model loads: to every subscriber
    assert window.demo_tag.isVisible() and page.demo_note.isVisible() and "base model" in page.demo_note.text()
    smallest = min(load_catalogue(), key=lambda e: e.size)
    assert page.get_chat_model.isVisible() and page.get_chat_model.objectName() == "primary"
    assert page.get_chat_model.text() == "Get a chat model"
    offer = page.offer_line.text()
    assert smallest.name in offer and human_size(smallest.size) in offer and any(w in offer for w in FIT_WORDS.values())
    qtbot.mouseClick(page.get_chat_model, Qt.MouseButton.LeftButton)
    picker = window.picker
    assert picker is not None and picker.isVisible() and picker.tabs.currentWidget() is picker.get_models
    chosen = picker.get_models.results.currentItem()
    assert chosen is not None and chosen.text(0) == smallest.name and picker.get_models.download_button.isEnabled()
    picker.close()
