"""Row 9, continued: the data folder changes under a running app. Removed whole: it is made again
and the open chat saved into it. A chat's file edited by hand while the chat is open: the app's
copy is saved and the edited version kept beside it. Either way the user is told, on the real
model, and nothing the app had is lost."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

from app.sessions import ChatRunner, SessionStore
from tests.support.helpers import greedy_session


def test_the_data_folder_removed_while_a_chat_is_open(make_runner: Callable[..., ChatRunner], data_dir: Path) -> None:
    runner = make_runner(n_ctx=1024)
    runner.max_tokens = 8
    sid = greedy_session(runner)
    runner.send("Hello")
    shutil.rmtree(data_dir)
    reply = runner.send("Are you still there?")
    assert reply is not None
    assert any("was removed while Emberly ran" in w for w in runner.warnings), runner.warnings
    runner.leave()
    saved = SessionStore(data_dir).load(sid)
    assert [m.text for m in saved.messages if m.role == "user"] == ["Hello", "Are you still there?"]
    assert runner.store.kv_path(sid).is_file()  # its cache too


def test_a_chat_file_edited_by_hand_while_open(make_runner: Callable[..., ChatRunner], data_dir: Path) -> None:
    runner = make_runner(n_ctx=1024)
    runner.max_tokens = 8
    sid = greedy_session(runner)
    runner.send("Hello")
    path = runner.store.path(sid)
    edited = json.loads(path.read_bytes())
    edited["title"] = "Edited by hand"
    path.write_text(json.dumps(edited))
    runner.send("And now?")
    assert any("changed outside Emberly" in w for w in runner.warnings), runner.warnings
    [kept] = path.parent.glob(f"{sid}.edited-*.json.txt")
    assert json.loads(kept.read_bytes())["title"] == "Edited by hand"  # the hand edit, kept
    saved = SessionStore(data_dir).load(sid)
    assert [m.text for m in saved.messages if m.role == "user"] == ["Hello", "And now?"]  # the app's copy
    assert [s.id for s in SessionStore(data_dir).list()] == [sid]  # the kept version is not listed as a chat
    runner.leave()
