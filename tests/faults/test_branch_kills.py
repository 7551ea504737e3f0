"""Row 11: kill -9 in the middle of a version switch, at every file operation it makes.

A switch renames the active path's cache to its version's name (state file, sidecar, extras), saves
the transcript with the new active path (an atomic rename), and renames the new version's cache
into place. The child process (the real engine and ChatRunner) builds a chat with two versions
of a reply, then switches, and stops at the k-th rename (k = 1, 2, …) until it is killed -9. After
every kill: the transcript loads with both versions and no temp file stays once the store has
opened the folder; the chat reopens (warm, or cold with its reason), shows either version, and
every version answers a next message. (kill -9 in the middle of a regenerate: test_branches.py.)
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from app.sessions import ChatRunner, SessionStore
from tests.support.helpers import GREEDY, long_text, temp_files

pytestmark = [pytest.mark.faults, pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import os, sys, time
from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
runner = ChatRunner(SessionStore(sys.argv[1]), Engine(sys.argv[2], LoadParams(n_ctx=2048)), max_tokens=16)
session = runner.new_session()
runner.set_settings(sampling={"temperature": 1.0, "seed": 1})
runner.send("Tell me about the river town of Ellery. " + sys.argv[4])
runner.set_settings(sampling={"temperature": 1.0, "seed": 2})
runner.regenerate()
print(session.id, flush=True)
stall_at, renames, replace = int(sys.argv[3]), [0], os.replace
def stalling_replace(src, dst):
    renames[0] += 1
    if renames[0] == stall_at:
        print(f"stall {os.path.basename(dst)}", flush=True)
        time.sleep(600)  # until the kill
    replace(src, dst)
os.replace = stalling_replace
runner.switch_version(1, -1)
print(f"done {renames[0]}", flush=True)
"""


def test_kill_minus_9_at_every_rename_of_a_version_switch(make_runner: Callable[..., ChatRunner], small_model: Path,
                                                        tmp_path: Path) -> None:
    stalled_in: list[str] = []
    for k in range(1, 20):
        data = tmp_path / f"kill-{k}"
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(data), str(small_model), str(k), long_text(8)],
                                cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        sid = proc.stdout.readline().strip()
        tag, _, where = proc.stdout.readline().strip().partition(" ")
        proc.kill()
        proc.wait()
        assert tag in ("stall", "done"), f"the child died before the switch ({tag!r})"
        if tag == "done":  # the switch made fewer renames than k: every point has been killed
            assert int(where) == k - 1 and k > 3
            break
        stalled_in.append(where)

        store = SessionStore(data)  # as the app starts again
        assert temp_files(store.sessions_dir, store.kv_dir) == []
        session = store.load(sid)
        assert len(session.all_messages()) == 3 and len(session.siblings(1)) == 2  # both versions, whichever is shown
        runner = make_runner(root=data, n_ctx=2048)
        opened = runner.open(sid)
        assert opened is not None and opened.kind in ("warm", "cold")
        runner.set_settings(sampling=GREEDY)
        for step in (0, -1 if session.version_position(1)[0] == 2 else 1):
            if step:
                assert runner.switch_version(1, step) is not None
            reply = runner.send("And then?")
            assert reply is not None and reply.text and not reply.interrupted
    # The renames a switch makes: the cache parked (extras, sidecar, state), the transcript, and
    # the other version's cache put in place (extras, sidecar, state), its atomic write's temp included.
    assert len(stalled_in) >= 7, stalled_in
    assert any(name.endswith(".json") and ".kv" not in name for name in stalled_in)  # the transcript's rename
