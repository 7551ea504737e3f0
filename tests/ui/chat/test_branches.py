"""Versions in the window, on the real model: "‹ k/n ›" on a regenerated reply, switched by a
click and by Alt+Left / Alt+Right, and a fork into a new chat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.runtime import events as ev
from app.runtime import requests as rq
from app.ui.window.main_window import MainWindow
from tests.support.helpers import anchor_point, screenshot, type_and_send, wait_idle


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_versions_of_a_reply_by_mouse_and_keyboard_and_a_fork_into_a_new_chat(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.loop.runner.max_tokens = 16
    type_and_send(qtbot, window, "Name a river.")
    wait_idle(qtbot, window)
    assert window.session is not None
    first = window.session.messages[1].text
    window.controller.submit(rq.UpdateSettings(dict(sampling={"temperature": 1.0, "seed": 7})))
    wait_idle(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # regenerate: a second version
    qtbot.waitUntil(lambda: window.generating, timeout=10_000)
    wait_idle(qtbot, window)
    second = window.session.messages[1].text
    assert second != first and window.chat.items()[1].version == (2, 2)
    assert window.chat.items()[0].version == (1, 1)
    window.chat.scrollToTop()
    shot = screenshot(window, "versions.png")

    # A click on "‹" shows the first version at once, from its saved cache.
    qtbot.mouseClick(window.chat.viewport(), Qt.MouseButton.LeftButton, pos=anchor_point(window, 1, "version:-1"))
    qtbot.waitUntil(lambda: window.session is not None and window.session.messages[1].text == first, timeout=10_000)
    wait_idle(qtbot, window)
    assert window.chat.items()[1].version == (1, 2) and window.chat.items()[1].text == first
    assert "Restored" in window.status_label.text()

    # Alt+Right on the focused message: the next version.
    window.chat.setFocus()
    window.chat.setCurrentIndex(window.chat.model_.index(1))
    qtbot.keyClick(window.chat, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.session is not None and window.session.messages[1].text == second, timeout=10_000)
    wait_idle(qtbot, window)
    assert window.chat.items()[1].version == (2, 2)
    qtbot.keyClick(window.chat, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)  # no third version: nothing happens
    assert not window.controller.busy

    # The composer goes on from the version shown.
    type_and_send(qtbot, window, "And another?")
    wait_idle(qtbot, window)
    assert [m.text for m in window.session.messages[:2]] == ["Name a river.", second]

    source = window.session
    window.fork_into_new_chat(1)
    qtbot.waitUntil(lambda: window.session is not None and window.session.id != source.id, timeout=10_000)
    wait_idle(qtbot, window)
    fork = window.session
    assert [m.text for m in fork.messages] == ["Name a river.", second]
    assert fork.forked_from is not None and fork.forked_from["id"] == source.id
    assert f"↳ {source.title}" in window.sidebar.item_for(fork.id).text()
    assert f"Forked from “{source.title}”" in window.sidebar.item_for(fork.id).toolTip()
    assert shot.is_file()
    screenshot(window, "fork.png")


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_regenerate_x3_streams_three_versions_and_escape_stops_them_all(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.loop.runner.max_tokens = 12
    type_and_send(qtbot, window, "Name a river.")
    wait_idle(qtbot, window)
    assert window.model_info is not None and window.model_info.n_parallel == 3  # the setting's default
    assert window.versions_action.text() == "Regenerate ×3" and window.versions_action.isEnabled()
    window.controller.submit(rq.UpdateSettings(dict(sampling={"temperature": 1.0, "seed": 5})))
    wait_idle(qtbot, window)
    counts: list[list[int]] = []
    window.controller.on(ev.VersionsText, lambda e: counts.append(e.written))
    window.controller.loop.runner.max_tokens = 2000
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: bool(counts) and min(counts[-1]) > 0 and sum(counts[-1]) > 90, timeout=30_000)  # all three write
    assert window.generating and "Writing 3 versions" in window.status_label.text()
    assert window.chat.items()[-1].streaming
    shot = screenshot(window, "regenerate-x3.png")
    qtbot.keyClick(window.composer.edit, Qt.Key.Key_Escape)
    wait_idle(qtbot, window, timeout=10_000)
    assert window.session is not None
    versions = window.session.siblings(1)
    assert len(versions) == 4
    assert all(m.text for m in versions[1:])
    # Esc stopped every version still being written (one the model ended by itself keeps its reason).
    assert all(m.finish_reason == "cancelled" and m.interrupted or m.finish_reason in ("eog", "stop") for m in versions[1:])
    assert any(m.finish_reason == "cancelled" for m in versions[1:])
    assert window.chat.items()[1].version == (2, 4) and window.chat.items()[1].text == versions[1].text
    assert shot.is_file()
    screenshot(window, "regenerate-x3-stopped.png")
