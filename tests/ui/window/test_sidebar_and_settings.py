"""Sessions sidebar operations, settings that persist, and first-run behaviour."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.core import Core
from app.runtime import events as ev
from app.runtime import requests as rq
from app.sessions import SessionStore
from app.settings import Settings, load_settings
from app.ui.window.main_window import MainWindow
from tests.support.helpers import add_window, close_window, wait_idle


def send(qtbot: QtBot, w: MainWindow, text: str, max_tokens: int = 8) -> None:
    w.controller.loop.runner.max_tokens = max_tokens
    w.composer.edit.setPlainText(text)
    w.composer._submit()
    qtbot.waitUntil(lambda: w.generating, timeout=10_000)
    wait_idle(qtbot, w)


def test_sidebar_lists_searches_renames_duplicates_and_deletes(
    qtbot: QtBot, window: MainWindow, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    send(qtbot, window, "Pasta recipes please")
    assert window.session is not None
    first = window.session.id
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != first, timeout=10_000)
    wait_idle(qtbot, window)
    send(qtbot, window, "Train times to Lisbon")
    second = window.session.id
    window.sidebar.refresh()
    assert window.sidebar.ids() == [second, first]  # newest first
    assert window.sidebar.item_for(second).text().startswith("Train times to Lisbon")
    assert window.sidebar.cache_state(first) == "warm"
    assert window.sidebar.headings() == ["TODAY"]

    window.sidebar._debounce.setInterval(20)  # the pause that counts as "typing stopped", shorter: 4 searches below
    window.sidebar.search.setText("pasta")
    qtbot.waitUntil(lambda: window.sidebar.ids() == [first], timeout=5_000)  # once typing pauses
    window.sidebar.search.clear()
    qtbot.waitUntil(lambda: len(window.sidebar.ids()) == 2, timeout=5_000)

    # Typing a search reads no transcript (nor any other file) on the GUI thread: the index does.
    opens: list[str] = []
    gui_thread, counting = threading.get_ident(), [True]

    def count_opens(event: str, args: tuple[object, ...]) -> None:
        if event == "open" and counting[0] and threading.get_ident() == gui_thread:
            opens.append(str(args[0]))

    sys.addaudithook(count_opens)  # hooks cannot be removed: this one goes quiet after the block
    try:
        qtbot.keyClicks(window.sidebar.search, "lisbon")
        qtbot.waitUntil(lambda: window.sidebar.ids() == [second], timeout=5_000)
    finally:
        counting[0] = False
    assert opens == []
    # Enter in the search opens the first chat it finds, before the pause the search waits for too.
    window.sidebar._debounce.setInterval(60_000)
    window.sidebar.search.setText("pasta")
    qtbot.keyClick(window.sidebar.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session is not None and window.session.id == first, timeout=10_000)
    wait_idle(qtbot, window)
    window.sidebar._debounce.setInterval(20)
    window.sidebar.search.clear()
    qtbot.waitUntil(lambda: len(window.sidebar.ids()) == 2, timeout=5_000)

    window.controller.submit(rq.RenameChat(first, "Cooking / ideas 🍝"))
    qtbot.waitUntil(lambda: "Cooking / ideas 🍝" in window.sidebar.item_for(first).text(), timeout=5_000)
    window.controller.submit(rq.DuplicateChat(first))
    qtbot.waitUntil(lambda: len(window.sidebar.ids()) == 3, timeout=5_000)
    store = SessionStore(data_dir)
    copies = [s for s in store.list() if s.title.endswith("(copy)")]
    assert len(copies) == 1 and store.cache_status(copies[0], window.model_info.fingerprint).state == "warm"  # type: ignore[union-attr]

    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window._delete(store.load(second))  # the open chat: a new one takes its place
    qtbot.waitUntil(lambda: second not in window.sidebar.ids() and window.session is not None and window.session.id != second, timeout=5_000)
    assert not store.exists(second) and not store.kv_path(second).exists()


def test_settings_persist_between_runs(qtbot: QtBot, bare_window: MainWindow) -> None:
    window = bare_window
    from app.ui.window.dialogs import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.font_size.setValue(14)
    dialog.kv_budget.setValue(0.5)
    dialog.apply(window.settings)
    window._save_settings()
    saved = load_settings()
    assert (saved.theme, saved.font_size, saved.kv_budget_gib) == ("dark", 14, 0.5)
    close_window(qtbot, window)
    assert load_settings().last_session == window.settings.last_session is not None
    assert load_settings().window_geometry


def test_broken_settings_file_falls_back_to_defaults(config_dir: Path) -> None:
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "settings.json").write_text("{ not json")
    loaded = load_settings()
    assert loaded == Settings()
    assert (config_dir / "settings.json.broken").exists()
    assert "could not be read" in loaded.notice and "settings.json.broken" in loaded.notice  # said, not silent
    assert load_settings().notice == ""  # once: the broken file was set aside


def test_reopening_the_app_restores_the_last_chat_warm(qtbot: QtBot, window: MainWindow, small_model: Path, data_dir: Path) -> None:
    send(qtbot, window, "Remember me.", max_tokens=12)
    assert window.session is not None
    sid, text = window.session.id, window.session.messages[-1].text
    close_window(qtbot, window)
    again = MainWindow(Core(load_settings(), data_dir))
    add_window(qtbot, again)
    opened: list[object] = []
    again.controller.on(ev.ChatOpened, lambda e: opened.append(e.result))
    again.show()
    again.start(small_model)
    wait_idle(qtbot, again)
    qtbot.waitUntil(lambda: bool(opened), timeout=10_000)
    assert again.session is not None and again.session.id == sid
    assert again.chat.items()[-1].text == text
    assert opened[-1].kind == "warm"  # type: ignore[attr-defined]
    close_window(qtbot, again)


def test_the_last_chat_shows_while_the_model_loads_and_keeps_its_rendered_rows_when_it_opens(
    qtbot: QtBot, window: MainWindow, small_model: Path, data_dir: Path
) -> None:
    send(qtbot, window, "Remember me.", max_tokens=12)
    assert window.session is not None
    sid, texts = window.session.id, [m.text for m in window.session.messages]
    close_window(qtbot, window)
    again = MainWindow(Core(load_settings(), data_dir))
    add_window(qtbot, again)
    again.show()
    again.start(small_model)
    again.show_last_chat()  # app.main calls it once the first frame is out; it reads the chat in the background
    qtbot.waitUntil(lambda: len(again.chat.items()) == len(texts), timeout=5_000)
    assert again.session is None  # not open yet: the model is loading
    assert again.model_button.text() == f"{small_model.name}…"  # the model coming, not "Choose a model…"
    assert [item.text for item in again.chat.items()] == texts and again.windowTitle().endswith("— Emberly")
    qtbot.waitUntil(lambda: len(again.chat.delegate._docs) == len(texts), timeout=5_000)  # painted
    rendered = dict(again.chat.delegate._docs)
    wait_idle(qtbot, again)
    assert again.session is not None and again.session.id == sid
    assert all(again.chat.delegate._docs.get(row) is doc for row, doc in rendered.items())  # not rendered again
    close_window(qtbot, again)


def test_a_first_load_that_fails_puts_choose_a_model_back_in_the_header(
    qtbot: QtBot, cut_model: Path, data_dir: Path
) -> None:
    from app.engine import LoadParams

    cut = cut_model
    w = MainWindow(Core(Settings(), data_dir))
    add_window(qtbot, w)
    failures: list[str] = []
    w.controller.on(ev.ModelFailed, lambda e: failures.append(e.reason))
    w.load_model(str(cut), LoadParams(n_ctx=512))
    assert w.model_button.text() == "cut.gguf…"
    qtbot.waitUntil(lambda: bool(failures), timeout=30_000)
    qtbot.waitUntil(lambda: w.model_button.text() == "Choose a model…", timeout=5_000)
    for box in w.findChildren(QMessageBox):
        box.close()
    if w.picker is not None:
        w.picker.close()


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_reopen_last_off_starts_a_new_chat_and_still_loads_the_model(qtbot: QtBot, model_path: Path,
                                                                    data_dir: Path) -> None:
    from app.sessions import Message
    from app.ui.window.dialogs import SettingsDialog

    store = SessionStore(data_dir)
    yesterday = store.create(title="Yesterday")
    yesterday.messages.append(Message("user", "Hello from yesterday"))
    store.save(yesterday)
    settings = Settings(default_model=str(model_path), last_session=yesterday.id)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.reopen_last.isChecked()
    dialog.reopen_last.setChecked(False)
    dialog.apply(settings)
    assert settings.reopen_last is False

    w = MainWindow(Core(settings, data_dir))
    add_window(qtbot, w)
    w.show()
    w.start()
    wait_idle(qtbot, w)
    assert w.model_info is not None  # the model loads all the same
    assert w.session is not None and w.session.id != yesterday.id and w.session.messages == []
    assert store.exists(yesterday.id)  # the old chat is still there, in the sidebar
    close_window(qtbot, w)


def test_cancel_a_model_load(qtbot: QtBot, window: MainWindow, small_model: Path) -> None:
    cancelled: list[bool] = []
    window.controller.on(ev.ModelCancelled, lambda e: cancelled.append(True))  # after the window's slot
    before = window.model_info
    # Stopped before the loop takes it: llama.cpp's first progress call ends the load. (Stopping on
    # the first ModelLoading event raced a small model's load on a busy machine: it could finish first.)
    window.controller.hold()
    window.load_model(str(small_model), window.settings.params_for(str(small_model)))
    window.controller.stop()
    window.controller.release()
    qtbot.waitUntil(lambda: bool(cancelled), timeout=30_000)
    assert window.status_label.text() == "Loading cancelled"
    wait_idle(qtbot, window)
    assert window.model_info == before  # the previous model stays loaded


def test_font_size_follows_the_system_unless_set(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication

    from app.settings import Settings
    from app.ui.look import appearance
    from app.ui.look.appearance import apply_appearance
    from app.ui.look.theme import reset_theme
    from app.ui.window.dialogs import SettingsDialog

    palette, font = QApplication.palette(), QApplication.font()
    try:
        apply_appearance(Settings(font_size=15))
        assert QApplication.font().pointSizeF() == 15
        apply_appearance(Settings())  # 0: the system's size again
        assert QApplication.font().pointSizeF() == appearance._system_size == font.pointSizeF()
        dialog = SettingsDialog(Settings(), None)
        qtbot.addWidget(dialog)
        assert dialog.font_size.text() == "System size"
        settings = Settings(font_size=13)
        dialog.apply(settings)
        assert settings.font_size == 0
    finally:
        QApplication.setFont(font)
        reset_theme(palette)


def test_no_empty_chat_is_left_behind(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    """Issue 30 E: Ctrl+N on an empty chat stays on it; an empty chat left for another one, or
    by a quit, is deleted, not kept in the sidebar."""
    store = SessionStore(data_dir)
    assert window.session is not None and window.session.messages == []
    kept = window.session.id
    window.new_chat()
    wait_idle(qtbot, window)
    assert window.session.id == kept  # no second empty chat
    send(qtbot, window, "A chat with words in it")
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != kept, timeout=10_000)
    wait_idle(qtbot, window)
    left = window.session.id
    window.open_session(kept)
    qtbot.waitUntil(lambda: window.session is not None and window.session.id == kept, timeout=10_000)
    wait_idle(qtbot, window)
    assert not store.exists(left) and left not in window.sidebar.ids()
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != kept, timeout=10_000)
    wait_idle(qtbot, window)
    quit_on = window.session.id
    close_window(qtbot, window)
    assert not store.exists(quit_on) and [s.id for s in SessionStore(data_dir).list()] == [kept]


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_an_empty_chat_reopens_without_re_reading(qtbot: QtBot, model_path: Path, data_dir: Path) -> None:
    """Issue 30 E: an empty chat that is still there (left by a kill) reopens saying nothing of
    re-reading: there is nothing to read."""
    empty = SessionStore(data_dir).create()
    w = MainWindow(Core(Settings(default_model=str(model_path), last_session=empty.id), data_dir))
    add_window(qtbot, w)
    opening: list[str] = []
    w.controller.on(ev.ChatOpening, lambda e: opening.append(e.kind))
    w.show()
    w.start()
    wait_idle(qtbot, w)
    assert w.session is not None and w.session.id == empty.id
    assert opening == [] and "Re-reading" not in w.status_label.text()
    close_window(qtbot, w)


def test_the_open_chat_is_saved_in_the_settings_as_soon_as_it_changes(qtbot: QtBot, window: MainWindow,
                                                                      data_dir: Path) -> None:
    """Issue 30 F: not only at a clean quit; a start after a crash or kill -9 reopens it."""
    send(qtbot, window, "First chat")
    assert window.session is not None
    first = window.session.id
    assert load_settings().last_session == first
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != first, timeout=10_000)
    wait_idle(qtbot, window)
    assert load_settings().last_session == window.session.id
    window.open_session(first)
    qtbot.waitUntil(lambda: window.session is not None and window.session.id == first, timeout=10_000)
    assert load_settings().chat_to_reopen() == first and SessionStore(data_dir).exists(first)


@pytest.mark.slow  # two windows, two model loads: the whole suite runs it
def test_a_restart_shows_the_chat_scrolled_where_it_was_left(qtbot: QtBot, window: MainWindow, small_model: Path,
                                                              data_dir: Path) -> None:
    """Issue 30, item 7: where the open chat is scrolled to is saved once the scrolling rests (not
    only at a clean quit), and a start shows it there again, not at the newest message."""
    from app.sessions import Message

    lines = "\n".join(f"Line {i} of the story." for i in range(12))
    messages = [Message("user" if i % 2 == 0 else "assistant", f"Part {i}.\n\n{lines}") for i in range(10)]
    chat = window.store.create("A long story", messages=messages)
    window.open_session(chat.id)
    wait_idle(qtbot, window)
    assert window.session is not None and window.session.id == chat.id and window.chat.follow
    window.chat.place(3)
    assert window.chat.top_row() == 3 and not window.chat.follow
    qtbot.waitUntil(lambda: load_settings().last_scroll == 3, timeout=5_000)  # saved without a quit
    assert load_settings().last_session == chat.id

    again = MainWindow(Core(load_settings(), data_dir))
    add_window(qtbot, again)
    again.show()
    again.start(small_model)
    wait_idle(qtbot, again)
    assert again.session is not None and again.session.id == chat.id
    assert again.chat.top_row() == 3 and not again.chat.follow and again.chat.to_bottom.isVisible()
    again.chat.scroll_to_newest()  # back at the newest message: a start follows it again
    qtbot.waitUntil(lambda: load_settings().last_scroll == -1, timeout=5_000)
    close_window(qtbot, again)
