"""Row 6: races in the window. Each step runs under a watchdog: a deadlock dumps every thread's
stack and fails the run after 10 s, instead of hanging CI. The engine thread joins within 2 s."""

from __future__ import annotations

import faulthandler
import random
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from app.core import Core
from app.engine import Engine, LoadParams
from app.runtime import events as ev
from app.sessions import SessionStore
from app.settings import Settings
from app.ui.window.main_window import MainWindow
from tests.support.helpers import add_window, close_window, long_text, type_and_send, wait_idle

pytestmark = pytest.mark.faults

WATCHDOG_S = 10


@contextmanager
def watchdog(seconds: float = WATCHDOG_S) -> Iterator[None]:
    """Kill the test run with every thread's traceback if the block does not finish in time."""
    faulthandler.dump_traceback_later(seconds, exit=True, file=sys.stderr)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()


def close_and_join(qtbot: QtBot, w: MainWindow) -> float:
    """Close, and check the window kept its event loop turning while the chat was saved, the
    engine loop finished within 2 s."""
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    started = time.monotonic()
    with watchdog():
        close_window(qtbot, w)
    joined_s = time.monotonic() - started
    timer.stop()
    assert joined_s < 2.0, f"the engine thread took {joined_s:.2f} s to join"
    if joined_s > 0.2:  # a slow save: the event loop turned all along (no gap over 100 ms)
        gaps = [b - a for a, b in zip([started, *ticks], ticks, strict=False)]
        assert ticks and max(gaps) < 0.1, f"the window froze for {max(gaps, default=joined_s):.2f} s while closing"
    assert not w.controller.running
    return joined_s


def saved(data_dir: Path, session_id: str) -> list[tuple[str, bool]]:
    return [(m.role, m.interrupted) for m in SessionStore(data_dir).load(session_id).messages]


def test_send_twice_quickly_sends_once_and_keeps_the_second_text(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    window.controller.loop.runner.max_tokens = 8
    with watchdog():
        type_and_send(qtbot, window, "First")
        type_and_send(qtbot, window, "Second")  # before the engine thread has even started
        assert window.composer.edit.toPlainText() == "Second"  # refused, not lost
        wait_idle(qtbot, window)
    assert window.session is not None
    assert saved(data_dir, window.session.id) == [("user", False), ("assistant", False)]
    with watchdog():
        qtbot.keyClick(window.composer.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(window.session.messages) == 4, timeout=WATCHDOG_S * 1000)
        wait_idle(qtbot, window)
    assert [m.text for m in window.chat.items()] == [m.text for m in SessionStore(data_dir).load(window.session.id).messages]


def test_stop_during_prefill(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    prefills: list[tuple[int, int]] = []
    window.controller.on(ev.Progress, lambda e: prefills.append((e.done, e.total)))
    with watchdog():
        type_and_send(qtbot, window, long_text(60))  # ~1,100 tokens: three batches of prefill
        qtbot.waitUntil(lambda: bool(prefills), timeout=WATCHDOG_S * 1000)
        window.stop()
        wait_idle(qtbot, window)
    assert prefills[-1][0] < prefills[-1][1]  # stopped before the prompt was read
    assert window.session is not None
    assert saved(data_dir, window.session.id)[0] == ("user", False)  # the message is kept
    window.controller.loop.runner.max_tokens = 4
    with watchdog():
        type_and_send(qtbot, window, "Short one")
        qtbot.waitUntil(lambda: window.session.messages[-1].role == "assistant" and window.session.messages[-1].text != ""
                        and not window.generating, timeout=WATCHDOG_S * 1000)
        wait_idle(qtbot, window)


def test_stop_during_restore(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    window.controller.loop.runner.max_tokens = 2
    with watchdog(30):
        type_and_send(qtbot, window, long_text(60))
        qtbot.waitUntil(lambda: window.generating, timeout=30_000)
        wait_idle(qtbot, window)
    long_id = window.session.id
    store = SessionStore(data_dir)
    store.kv_path(long_id).unlink()  # its cache is gone: reopening re-reads ~1,100 tokens
    with watchdog():
        window.new_chat()
        qtbot.waitUntil(lambda: window.session.id != long_id, timeout=WATCHDOG_S * 1000)
        wait_idle(qtbot, window)
    opening: list[str] = []
    window.controller.on(ev.ChatOpening, lambda e: opening.append(e.kind))
    with watchdog():
        window.open_session(long_id)
        qtbot.waitUntil(lambda: bool(opening), timeout=WATCHDOG_S * 1000)
        window.stop()
        wait_idle(qtbot, window)
    assert opening == ["reread"] and window.session.id == long_id
    assert "Stopped re-reading" in window.status_label.text()
    with watchdog(30):  # the next send reads the chat and replies
        type_and_send(qtbot, window, "Go on")
        qtbot.waitUntil(lambda: window.generating, timeout=30_000)
        wait_idle(qtbot, window)
    assert [r for r, _ in saved(data_dir, long_id)] == ["user", "assistant", "user", "assistant"]


def test_switch_chats_and_load_a_model_mid_reply(qtbot: QtBot, window: MainWindow, data_dir: Path, small_model: Path) -> None:
    window.controller.loop.runner.max_tokens = 4
    type_and_send(qtbot, window, "Chat one")
    qtbot.waitUntil(lambda: window.generating, timeout=30_000)
    wait_idle(qtbot, window)
    first = window.session.id
    window.new_chat()
    qtbot.waitUntil(lambda: window.session.id != first, timeout=10_000)
    wait_idle(qtbot, window)
    second = window.session.id

    window.controller.loop.runner.max_tokens = 2000
    with watchdog():
        type_and_send(qtbot, window, "A long story, please.")
        qtbot.waitUntil(lambda: window.generating and len(window.chat.items()[-1].text) > 10, timeout=WATCHDOG_S * 1000)
        window.open_session(first)  # mid-reply
        qtbot.waitUntil(lambda: window.session.id == first, timeout=WATCHDOG_S * 1000)
        wait_idle(qtbot, window)
    assert saved(data_dir, second) == [("user", False), ("assistant", True)]  # stopped, kept, marked

    with watchdog():
        type_and_send(qtbot, window, "Another long story.")
        qtbot.waitUntil(lambda: window.generating and len(window.chat.items()[-1].text) > 10, timeout=WATCHDOG_S * 1000)
        window.load_model(str(small_model), LoadParams(n_ctx=2048))  # mid-reply
        qtbot.waitUntil(lambda: window.model_info.n_ctx == 2048, timeout=WATCHDOG_S * 1000)
        wait_idle(qtbot, window)
    assert saved(data_dir, first)[-2:] == [("user", False), ("assistant", True)]
    assert window.session.id == first
    window.controller.loop.runner.max_tokens = 4
    with watchdog():
        type_and_send(qtbot, window, "Still fine?")
        qtbot.waitUntil(lambda: window.generating, timeout=WATCHDOG_S * 1000)
        wait_idle(qtbot, window)
    assert window.session.messages[-1].role == "assistant"


def test_quit_mid_reply_and_mid_save(qtbot: QtBot, model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Close the window at random moments of a reply, and while its KV file is being written
    (a slow disk: 0.5 s per save). Every close joins within 2 s and leaves loadable files."""
    rng = random.Random(6)
    real_save = Engine.save_state
    saving: list[float] = []

    def slow_save(self: Engine, path: Path, canonical: bool = True) -> object:
        saving.append(time.monotonic())
        time.sleep(0.5)
        return real_save(self, path, canonical)

    monkeypatch.setattr(Engine, "save_state", slow_save)
    joins = []
    for trial in range(6):
        data = tmp_path / f"data{trial}"
        w = MainWindow(Core(Settings(default_model=str(model_path)), data))
        add_window(qtbot, w)
        w.show()
        w.start()
        with watchdog():
            wait_idle(qtbot, w)
        w.controller.loop.runner.max_tokens = 30
        type_and_send(qtbot, w, f"Trial {trial}")
        if trial < 3:  # at a random moment of the reply
            qtbot.wait(rng.randint(0, 400))
        else:  # while the reply's KV file is being written
            count = len(saving)
            qtbot.waitUntil(lambda c=count: len(saving) > c, timeout=WATCHDOG_S * 1000)
        fingerprint = dict(w.model_info.fingerprint)
        joins.append(close_and_join(qtbot, w))
        store = SessionStore(data)
        (summary,) = store.list()
        messages = store.load(summary.id).messages
        assert messages[0].role == "user" and messages[0].text == f"Trial {trial}"
        assert list(data.rglob("*.tmp")) == []
        if trial >= 3:
            assert store.cache_status(summary, fingerprint).state == "warm"  # the save that was running completed
    print(f"\nrow 6: quit mid-reply ×3 and mid-save ×3; joins {', '.join(f'{j:.2f}' for j in joins)} s")
