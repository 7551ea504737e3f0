"""One Emberly per data folder: a second start raises the first and exits; other folders run side
by side; a lock left by a killed Emberly does not block the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.ui.single_instance import SingleInstance

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_a_second_start_on_the_same_folder_raises_the_first_and_exits(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = SingleInstance(data)
    assert first.acquire()
    activated: list[bool] = []
    first.activated.connect(lambda: activated.append(True))
    env = {**os.environ, "EMBERLY_DATA_DIR": str(data), "EMBERLY_CONFIG_DIR": str(tmp_path / "config"),
           "QT_QPA_PLATFORM": "offscreen"}
    second = subprocess.Popen([sys.executable, "-m", "app"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        qtbot.waitUntil(lambda: bool(activated) and second.poll() is not None, timeout=60_000)
    finally:
        if second.poll() is None:
            second.kill()
        out, err = second.communicate()
    assert second.returncode == 0, out + err
    assert "already running" in err
    assert not list(data.glob("sessions/*.json"))  # the second one opened no chat
    first.release()


def test_another_folder_runs_side_by_side_and_a_released_folder_is_free(tmp_path: Path) -> None:
    a, b = SingleInstance(tmp_path / "a"), SingleInstance(tmp_path / "b")
    assert a.acquire() and b.acquire()
    again = SingleInstance(tmp_path / "a")
    assert not again.acquire(wait_s=0.3)  # a's owner is alive (and this test does not serve its socket)
    a.release()
    assert again.acquire()
    again.release()
    b.release()


def test_the_lock_of_a_killed_emberly_does_not_block_the_next_start(tmp_path: Path) -> None:
    data = tmp_path / "data"
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time; from pathlib import Path; from app.ui.single_instance import SingleInstance;"
         "s = SingleInstance(Path(sys.argv[1])); assert s.acquire(); print('locked', flush=True); time.sleep(60)", str(data)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert (data / ".emberly.lock").exists()  # left behind
    instance = SingleInstance(data)
    assert instance.acquire(wait_s=0.3)
    instance.release()
