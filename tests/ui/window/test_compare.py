"""The compare column in the real window, on two real models: chosen from the Chat menu, a send
answered in both columns, Stop in the second column leaves the chat's reply whole, "Use this
answer" makes it the chat's (a version switch), the column back after a restart, ended; the split
view photographed in light and dark."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.core import Core
from app.runtime import requests as rq
from app.settings import Settings, load_settings
from app.ui.look.appearance import apply_appearance
from app.ui.window import compare
from app.ui.window.main_window import MainWindow
from tests.support.helpers import add_window, close_window, screenshot, type_and_send, wait_idle


def choose(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Chat ▸ Compare with another model…, then "Another model file…" and the file."""
    monkeypatch.setattr(compare.QInputDialog, "getItem", lambda *a, **k: (compare.OTHER_FILE, True))
    monkeypatch.setattr(compare.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    action = next(a for a in window.actions() if a.text().replace("&", "") == "Compare with another model…")
    action.trigger()


def answered(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.compare._rid is None and not window.controller.busy, timeout=60_000)


@pytest.mark.slow
def test_two_models_answer_side_by_side_and_one_answer_is_kept(
        qtbot: QtBot, window: MainWindow, zoo: Callable[[str], Path], monkeypatch: pytest.MonkeyPatch,
        small_model: Path, data_dir: Path) -> None:
    window.core.loop.work.compare.memory = lambda: compare_memory()
    window.controller.submit(rq.SetLimits(max_tokens=40))
    column = window.compare
    assert not column.isVisible()
    choose(window, zoo("llama3"), monkeypatch)
    qtbot.waitUntil(lambda: column.isVisible() and "Loaded beside" in column.mode.text(), timeout=60_000)
    wait_idle(qtbot, window)
    type_and_send(qtbot, window, "Name three colours.")
    answered(qtbot, window)
    session = window.session
    assert session is not None
    answer = session.compared_answer()
    assert answer is not None and answer.text and column.answer.toPlainText().strip()
    assert answer.text.split()[0] in column.answer.toPlainText()
    assert session.messages[-1].id != answer.id and column.keep_button.isEnabled()
    # Both columns on screen, in both themes.
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"compare-{theme}.png")
    apply_appearance(Settings(theme="light"))
    # Use this answer: it becomes the chat's reply; the chat's own stays a version of it.
    qtbot.mouseClick(column.keep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None and window.session.messages[-1].id == answer.id, timeout=30_000)
    qtbot.waitUntil(lambda: column.keep_button.text() == "In the chat" and not column.keep_button.isEnabled())
    assert window.session.version_position(len(window.session.messages) - 1) == (2, 2)
    assert window.chat.items()[-1].author == (answer.stats or {})["model"]  # who wrote it, in the chat too
    # A restart: the chat reopens compared, and the next message is answered in both columns,
    # each model reading only what is new to it (warm on both).
    close_window(qtbot, window)
    again = MainWindow(Core(load_settings(), data_dir))
    add_window(qtbot, again)
    again.show()
    again.start(small_model)
    again.core.loop.work.compare.memory = lambda: compare_memory()
    wait_idle(qtbot, again)
    again.controller.submit(rq.SetLimits(max_tokens=40))
    column = again.compare
    qtbot.waitUntil(lambda: column.isVisible() and column.keep_button.text() == "In the chat", timeout=30_000)
    type_and_send(qtbot, again, "And three animals?")
    answered(qtbot, again)
    wait_idle(qtbot, again)
    session = again.session
    assert session is not None
    second = session.compared_answer()
    assert second is not None and second.id != answer.id and second.text
    for reply in (session.messages[-1], second):
        assert (reply.stats or {})["prompt_decoded"] < 24, reply.stats  # the new message, not the chat
    # Ended: the column goes; the answers stay as versions.
    qtbot.mouseClick(column.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not column.isVisible() and again.session is not None and again.session.compare is None)


@pytest.mark.slow
def test_stop_in_the_second_column_leaves_the_chats_reply_whole(
        qtbot: QtBot, window: MainWindow, zoo: Callable[[str], Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """With a second model that does not fit beside the chat's: the column says they take turns."""
    from app.runtime import Memory

    window.core.loop.work.compare.memory = lambda: Memory(ram_total=64 << 30, ram_free=1 << 20)
    window.controller.submit(rq.SetLimits(max_tokens=64))
    choose(window, zoo("llama3"), monkeypatch)
    qtbot.waitUntil(lambda: window.compare.isVisible() and "One at a time" in window.compare.mode.text(), timeout=60_000)
    wait_idle(qtbot, window)
    type_and_send(qtbot, window, "Tell me a long story.")
    qtbot.waitUntil(lambda: window.compare.stop_button.isVisible())
    qtbot.mouseClick(window.compare.stop_button, Qt.MouseButton.LeftButton)
    answered(qtbot, window)
    wait_idle(qtbot, window)
    session = window.session
    assert session is not None
    assert session.messages[-1].finish_reason in ("stop", "length")  # the chat's reply, untouched
    stopped = session.compared_answer()
    assert stopped is None or stopped.finish_reason == "cancelled"  # stopped before or while it wrote


def compare_memory() -> object:
    from app.runtime import Memory

    return Memory(ram_total=64 << 30, ram_free=64 << 30)  # both fit: the column's "beside" mode


def test_the_choice_offers_models_used_lately_a_file_and_a_servers_model(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                                         tmp_path: Path) -> None:
    from PySide6.QtWidgets import QWidget

    host = QWidget()
    qtbot.addWidget(host)
    offered: list[list[str]] = []

    def pick(answer: str) -> None:
        def get_item(_parent: object, _title: str, _label: str, items: list[str], *_a: object) -> tuple[str, bool]:
            offered.append(items)
            return next(i for i in items if answer in i), True

        monkeypatch.setattr(compare.QInputDialog, "getItem", get_item)

    recent, servers = [str(tmp_path / "a.gguf"), str(tmp_path / "b.gguf")], [{"url": "http://127.0.0.1:9", "name": "Box"}]
    pick("b.gguf")
    assert compare.choose_model(host, recent, recent[0], servers) == rq.CompareWith(path=recent[1])
    assert offered[-1] == ["b.gguf", compare.OTHER_FILE, "A model on Box…"]  # never the chat's own model
    pick("Box")
    monkeypatch.setattr(compare.QInputDialog, "getText", lambda *a, **k: (" qwen3 ", True))
    assert compare.choose_model(host, recent, recent[0], servers) == rq.CompareWith(url="http://127.0.0.1:9", model="qwen3")
    pick(compare.OTHER_FILE)
    monkeypatch.setattr(compare.QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))  # cancelled
    assert compare.choose_model(host, recent, recent[0], servers) is None


@pytest.mark.slow
def test_a_servers_model_in_the_second_column(qtbot: QtBot, window: MainWindow, start_server: Callable[..., object],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import httpx

    server = start_server("llama", slot_dir=None)
    url = str(server.url)  # type: ignore[attr-defined]
    model = httpx.get(f"{url}/v1/models", timeout=10).json()["data"][0]["id"]
    window.settings.servers = [{"url": url, "name": "Loopback", "kind": "llama.cpp"}]
    window.controller.submit(rq.SetLimits(max_tokens=24))
    monkeypatch.setattr(compare.QInputDialog, "getItem", lambda *a, **k: ("A model on Loopback…", True))
    monkeypatch.setattr(compare.QInputDialog, "getText", lambda *a, **k: (model, True))
    window.compare_with()
    qtbot.waitUntil(lambda: window.compare.isVisible() and "On a server" in window.compare.mode.text(), timeout=60_000)
    wait_idle(qtbot, window)
    type_and_send(qtbot, window, "Name three colours.")
    answered(qtbot, window)
    session = window.session
    assert session is not None and session.compare is not None and session.compare["provider"]["url"] == url
    answer = session.compared_answer()
    assert answer is not None and answer.text and window.compare.answer.toPlainText().strip()
