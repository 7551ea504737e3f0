"""Row 4: a full disk and a read-only data folder while saving a transcript and a KV file.

Two ways to fail a write, each a parameter:
- "injected": the write call itself raises ENOSPC / EROFS after writing half (runs everywhere);
- "tmpfs": a real 16 MiB filesystem filled to the brim, or remounted read-only, so llama.cpp's
  own C++ writer meets the real error too (needs root's `mount`, as on the CI machines).
Either way: the previous transcript and KV files are intact, no partial files remain, and the
user is told.
"""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app import atomic
from app.core import Core
from app.engine import Engine, LoadParams
from app.engine.files import state_files
from app.sessions import ChatRunner, SessionStore, StoreError
from app.settings import Settings
from app.ui.window.main_window import MainWindow
from tests.support.helpers import add_window, close_window, fill_filesystem, type_and_send, wait_idle

pytestmark = pytest.mark.faults

GREEDY = {"temperature": 0.0}


@pytest.fixture(scope="module")
def engine(model_path: Path) -> Iterator[Engine]:
    with Engine(model_path, LoadParams(n_ctx=2048)) as e:
        yield e


class Disk:
    """A data folder whose writes can be made to fail."""

    def __init__(self, root: Path, kind: str, breaker: Callable[[int], None], healer: Callable[[], None]):
        self.root, self.kind = root, kind
        self._break, self._heal = breaker, healer

    def fill(self) -> None:
        self._break(errno.ENOSPC)

    def make_read_only(self) -> None:
        self._break(errno.EROFS)

    def heal(self) -> None:
        self._heal()


@pytest.fixture(params=["injected", "tmpfs"])
def disk(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    root = tmp_path / "fs"
    root.mkdir()
    if request.param == "injected":
        real = atomic.write_synced

        def broken(code: int) -> None:
            def write_half_then_fail(path: Path, data: bytes) -> None:
                real(path, data[: len(data) // 2])
                raise OSError(code, os.strerror(code), str(path))

            monkeypatch.setattr(atomic, "write_synced", write_half_then_fail)
            monkeypatch.setattr(state_files, "write_synced", write_half_then_fail)  # the KV sidecar

        def healed() -> None:
            monkeypatch.setattr(atomic, "write_synced", real)
            monkeypatch.setattr(state_files, "write_synced", real)

        yield Disk(root, "injected", broken, healed)
        return
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(root)], capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here ({mounted.stderr.strip()}); the injected variant covers this row")
    filler = root / "filler"

    def fill_or_lock(code: int) -> None:
        if code == errno.EROFS:
            subprocess.run(["mount", "-o", "remount,ro", str(root)], check=True)
            return
        fill_filesystem(filler)

    def heal() -> None:
        subprocess.run(["mount", "-o", "remount,rw", str(root)], check=True)
        filler.unlink(missing_ok=True)

    try:
        yield Disk(root, "tmpfs", fill_or_lock, heal)
    finally:
        subprocess.run(["umount", "-l", str(root)], check=True)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file() and p.name != "filler"}


def temp_files(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.name.endswith(".tmp") or ".part" in p.name]


def chat_with_one_turn(engine: Engine, root: Path) -> ChatRunner:
    runner = ChatRunner(SessionStore(root / "data"), engine, max_tokens=12)
    runner.new_session()
    runner.set_settings(sampling=GREEDY)
    runner.send("Tell me about rivers.")
    runner.leave()  # saves the KV file
    runner.open(runner.store.list()[0].id)
    assert not runner.warnings
    return runner


@pytest.mark.parametrize("failure", ["full", "read-only"])
def test_a_transcript_that_cannot_be_saved_leaves_the_old_one_and_says_why(
    disk: Disk, engine: Engine, failure: str
) -> None:
    runner = chat_with_one_turn(engine, disk.root)
    before = snapshot(disk.root / "data")
    messages_before = [m.to_dict() for m in runner.active.messages]
    disk.fill() if failure == "full" else disk.make_read_only()

    with pytest.raises(StoreError) as err:
        runner.send("And about lakes?")
    reason = "No space left on device" if failure == "full" else "Read-only file system"
    assert "could not be saved" in str(err.value) and reason in str(err.value)
    assert snapshot(disk.root / "data") == before  # transcript and KV files untouched
    assert temp_files(disk.root) == []
    assert [m.to_dict() for m in runner.active.messages] == messages_before  # no reply to an unsaved message

    disk.heal()
    runner.send("And about lakes?")
    saved = runner.store.load(runner.active.id)
    assert [m.text for m in saved.messages if m.role == "user"] == ["Tell me about rivers.", "And about lakes?"]
    assert saved.messages[-1].role == "assistant" and not saved.messages[-1].interrupted
    runner.leave()


def test_a_kv_file_that_cannot_be_saved_keeps_the_old_one_and_warns(
    disk: Disk, engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = chat_with_one_turn(engine, disk.root)
    kv_dir = runner.store.kv_path(runner.active.id).parent
    kv_before = snapshot(kv_dir)
    assert len(kv_before) == 3  # state file, sidecar and extras (the sliding-window checkpoints)
    if disk.kind == "tmpfs":  # room for the transcript (KiBs), not for the cache (MiBs)
        stat = os.statvfs(disk.root)
        with open(disk.root / "filler", "wb") as f:
            f.write(b"\0" * (stat.f_bavail * stat.f_frsize - (256 << 10)))
    else:  # what llama.cpp's writer returns when it fails
        monkeypatch.setattr(state_files.llama_cpp, "llama_state_seq_save_file", lambda *args: 0)
    runner.send("And about the sea, in many words?")
    runner.leave()
    assert any("its cache could not be" in w for w in runner.warnings), runner.warnings
    saved = runner.store.load(runner.store.list()[0].id)
    assert [m.role for m in saved.messages] == ["user", "assistant"] * 2  # the words are all there
    assert snapshot(kv_dir) == kv_before  # the old cache pair, intact (it reopens stale, never wrong)
    assert temp_files(disk.root) == []


def test_the_window_tells_the_user_and_gives_the_text_back(
    qtbot: QtBot, model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    w = MainWindow(Core(Settings(default_model=str(model_path)), data))
    add_window(qtbot, w)
    w.show()
    w.start()
    wait_idle(qtbot, w)
    w.controller.loop.runner.max_tokens = 4
    type_and_send(qtbot, w, "First message")
    qtbot.waitUntil(lambda: w.generating, timeout=30_000)
    wait_idle(qtbot, w)
    assert w.session is not None
    before = SessionStore(data).load(w.session.id)

    real = atomic.write_synced

    def full(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr(atomic, "write_synced", full)
    type_and_send(qtbot, w, "Second message")
    qtbot.waitUntil(lambda: w.composer.edit.toPlainText() == "Second message", timeout=10_000)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in w.findChildren(QMessageBox)), timeout=5_000)
    box = next(b for b in w.findChildren(QMessageBox) if b.isVisible())
    assert "could not be saved" in box.text() and "No space left on device" in box.text()
    wait_idle(qtbot, w)
    assert [m.text for m in w.session.messages] == [m.text for m in before.messages]  # the view shows what is saved
    assert SessionStore(data).load(w.session.id).to_dict() == before.to_dict()
    box.close()

    monkeypatch.setattr(atomic, "write_synced", real)
    qtbot.keyClick(w.composer.edit, Qt.Key.Key_Return)  # Enter: send the given-back text once the disk has room
    qtbot.waitUntil(lambda: w.generating, timeout=30_000)
    wait_idle(qtbot, w)
    assert [m.text for m in SessionStore(data).load(w.session.id).messages if m.role == "user"] == ["First message", "Second message"]
    close_window(qtbot, w)
