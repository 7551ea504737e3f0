"""Helpers shared by the tests. Fixtures live in the conftest.py files; functions live here."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # the engine tests import this module without a window
    from PySide6.QtCore import QPoint
    from pytestqt.qtbot import QtBot

    from app.engine import Engine
    from app.engine.local.engine import ReplyStats
    from app.sessions import ChatRunner
    from app.ui.window.main_window import MainWindow

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
GREEDY = {"temperature": 0.0}

# --- text, engines and runners -----------------------------------------------------------------


def long_text(n_sentences: int) -> str:
    """Plain text of about 18 tokens per sentence."""
    return " ".join(
        f"Sentence number {i} is about topic {i * 7 % 13} and the weather in city {i % 5}." for i in range(n_sentences)
    )


def text_tokens(engine: Engine, n_tokens: int) -> list[int]:
    """Exactly n_tokens tokens of real text, starting with BOS."""
    tokens = engine.prompt_tokens(long_text(n_tokens // 10 + 10))
    assert len(tokens) >= n_tokens
    return tokens[:n_tokens]


def greedy(engine: Engine, n: int) -> list[int]:
    """Continue the cached sequence greedily for n tokens; returns the sampled tokens."""
    reply = engine.generate_from_tokens(engine.tokens, max_tokens=n)
    reply.consume()
    return reply.tokens


def stopped_inside_prefill(engine: Engine, prompt: list[int], max_tokens: int) -> ReplyStats:
    """Generate from `prompt`, stopped from another thread once the prefill's first batch is in;
    returns the reply's stats (the reply wrote nothing)."""

    def stop_once_the_first_batch_is_in() -> None:
        while engine.n_cached == 0:
            time.sleep(0.002)
        engine.stop()

    stopper = threading.Thread(target=stop_once_the_first_batch_is_in)
    stopper.start()
    reply = engine.generate_from_tokens(prompt, max_tokens=max_tokens)
    assert reply.consume() == ""
    stopper.join()
    return reply.stats


def in_new_process(script: str) -> dict[str, Any]:
    """Run `script` (Python, dedented) in a new interpreter at the repository root; it prints one
    JSON object on its last line, which is returned."""
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script)], cwd=Path(__file__).resolve().parents[2],
        capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def write_cut_model(model_path: Path, path: Path) -> Path:
    """`path`: the model without its last megabyte (a download cut off), which llama.cpp refuses."""
    with open(model_path, "rb") as src:
        path.write_bytes(src.read(model_path.stat().st_size - 1_000_000))
    return path


def make_unreadable(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A GGUF-looking file this process may not read: chmod 0, or, for root (as in CI), which
    reads anything, a PermissionError from open() on that path."""
    path.write_bytes(b"GGUF" + bytes(64))
    path.chmod(0)
    if os.access(path, os.R_OK):
        real_open = open

        def deny(file: object, *args: object, **kwargs: object) -> object:
            if Path(str(file)) == path:
                raise PermissionError(13, "Permission denied", str(file))
            return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

        monkeypatch.setattr("builtins.open", deny)


def greedy_session(runner: ChatRunner, system_prompt: str = "") -> str:
    session = runner.new_session(system_prompt=system_prompt)
    runner.set_settings(sampling=GREEDY)
    return session.id


def temp_files(*folders: Path) -> list[Path]:
    """Temp files of interrupted atomic writes (app.atomic: '.<name>.<pid>.<random>.tmp')."""
    return sorted(p for d in folders if d.is_dir() for p in d.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp"))


# --- the window ----------------------------------------------------------------------------------


def wait_idle(qtbot: QtBot, w: MainWindow, timeout: int = 60_000) -> None:
    qtbot.waitUntil(
        lambda: w.model_info is not None and w.session is not None and not w.controller.busy and not w.generating,
        timeout=timeout,
    )


def add_window(qtbot: QtBot, w: MainWindow) -> None:
    """Hand a main window to pytest-qt, which closes and deletes its widgets at teardown: this
    one is first closed as a user closes it, so it is never deleted while its engine thread runs."""
    qtbot.addWidget(w, before_close_func=lambda _w: close_window(qtbot, w))


def close_window(qtbot: QtBot, w: MainWindow, timeout: int = 30_000) -> None:
    """Close as a user does: the window stays up, saving, until the engine thread has finished."""
    w.close()
    qtbot.waitUntil(lambda: not w.controller.running and not w.isVisible(), timeout=timeout)


def screenshot(widget: object, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    # Quality 80: Qt's PNG writer uses a faster zlib level, a quarter faster than its default, files ~10% larger.
    assert widget.grab().save(str(path), "PNG", 80)  # type: ignore[attr-defined]
    return path


def type_and_send(qtbot: QtBot, w: MainWindow, text: str) -> None:
    from PySide6.QtCore import Qt

    w.composer.edit.setFocus()
    w.composer.edit.setPlainText(text)
    qtbot.keyClick(w.composer.edit, Qt.Key.Key_Return)


def fill_filesystem(filler: Path) -> None:
    """Append to `filler` every byte its filesystem has left (a real ENOSPC at the end)."""
    with open(filler, "ab") as f:
        try:
            while True:
                f.write(b"\0" * (1 << 16))
                f.flush()
        except OSError as e:
            assert e.errno == errno.ENOSPC


def anchor_point(window: MainWindow, row: int, href: str, depth: int = 60) -> QPoint:
    """Where the link `href` is drawn in message `row` (the view's viewport coordinates), looking
    `depth` pixels down from its top."""
    from PySide6.QtCore import QPoint

    view = window.chat
    index = view.model_.index(row)
    rect = view.visualRect(index)
    for y in range(rect.top(), min(rect.top() + depth, rect.bottom())):
        for x in range(rect.left(), rect.right(), 2):
            if view.delegate.anchor_at(index, QPoint(x, y)) == href:
                return QPoint(x, y)
    raise AssertionError(f"no {href} link in row {row}")
