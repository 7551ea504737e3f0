"""Chats with versions on the real model: regenerate and edit keep siblings, a version switch
reuses its cache, every version continues exactly after kill -9 and a reopen, fork to a new chat."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.sessions import ChatRunner, SessionStore
from app.sessions.model import Session
from app.sessions.runner import RunnerError
from tests.support.helpers import GREEDY, greedy_session, long_text

ROOT = Path(__file__).resolve().parents[2]

def build_tree(runner: ChatRunner, text: str) -> str:
    """3 regenerations of the second reply (each with its own seed), edits of the second and the
    first question, then back to the first question's version (where it was left: on the edited
    second question). Deterministic: the same tree in every process."""
    session = runner.new_session(system_prompt="You are a historian.")
    runner.set_settings(sampling=GREEDY)
    runner.send("Tell me about the river town of Ellery. " + text)
    runner.send("What did they trade?")
    for seed in (1, 2, 3):
        runner.set_settings(sampling={"temperature": 1.0, "seed": seed})
        runner.regenerate()
    runner.set_settings(sampling=GREEDY)
    runner.edit(2, "What did they build?")
    runner.edit(0, "Tell me about the harbour of Ellery.")
    runner.switch_version(0, -1)
    return session.id


KILLED = """
import sys
from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
from app.sessions.runner import RunnerError
from tests.sessions.test_branches import build_tree
runner = ChatRunner(SessionStore(sys.argv[1]), Engine(sys.argv[2], LoadParams(n_ctx=4096)), flush_tokens=4, max_tokens=24)
print(build_tree(runner, sys.argv[3]), flush=True)
runner.max_tokens = 4000
runner.set_settings(sampling={"temperature": 1.0, "seed": 9})
runner.regenerate()  # killed in the middle of this one
"""


def leaves(session: Session) -> dict[tuple[str, ...], str]:
    """The messages nothing follows, in any version, by the texts of their path."""
    nodes = {m.id: m for m in session.all_messages()}
    parents = {m.parent for m in nodes.values()}
    found = {}
    for m in nodes.values():
        if m.id not in parents:
            path, up = [], m
            while up is not None:
                path.append(up.text)
                up = nodes.get(up.parent or "")
            found[tuple(reversed(path))] = m.id
    return found


def continue_each_version(runner: ChatRunner, versions: dict[tuple[str, ...], str]) -> dict[tuple[str, ...], str]:
    """Switch to every version of the chat and ask the same greedy follow-up; its reply per
    version. Every one is restored from the state file written when its reply finished (warm), so two
    apps that built the same tree continue it with the same arithmetic: a version re-read instead
    would decode its reply in a batch, which some CPUs round differently from the reply's own
    token-by-token decode."""
    runner.set_settings(sampling=GREEDY)
    replies = {}
    for path, leaf in versions.items():
        opened = runner.switch_to(leaf)
        assert opened is not None and opened.kind == "warm", (path, opened)
        assert runner.active is not None and runner.active.messages[-1].id == leaf
        reply = runner.send("Go on.")
        assert reply is not None
        replies[path] = reply.text
    return replies


@pytest.mark.slow
def test_a_tree_survives_kill_minus_9_and_every_version_continues_exactly(
    make_runner: Callable[..., ChatRunner], model_path: Path, data_dir: Path, tmp_path: Path
) -> None:
    """Every version, reopened after kill -9, continues as in an app that never closed; the reply
    cut by the kill is a flagged prefix and the tree loads."""
    text = long_text(20)
    # On the demo model: sampled with three seeds, the small-vocabulary one tends to write one reply.
    proc = subprocess.Popen([sys.executable, "-c", KILLED, str(data_dir), str(model_path), text],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    sid = proc.stdout.readline().strip()
    path = data_dir / "sessions" / f"{sid}.json"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # until the regenerated reply is on disk, streaming
        try:
            d = json.loads(path.read_text())
        except (OSError, ValueError):
            d = {}
        if [m for m in d.get("messages", [])[3:4] if m["interrupted"] and len(m["text"]) > 20]:
            break
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()

    session = SessionStore(data_dir).load(sid)
    assert [m.role for m in session.messages] == ["user", "assistant", "user", "assistant"]
    assert session.messages[2].text == "What did they build?"
    done, cut = session.siblings(3)
    assert not done.interrupted  # every completed sibling is on disk
    assert cut.interrupted and cut.finish_reason is None and cut.text  # the cut one: a flagged prefix
    assert session.version_position(0) == (1, 2) and session.version_position(2) == (2, 2)
    asked_first = session.sibling(2, -1)
    assert asked_first is not None and asked_first.text == "What did they trade?"
    replies = [m for m in session.all_messages() if m.parent == asked_first.id]
    assert len(replies) == 4 and not any(m.interrupted for m in replies)
    assert len({m.text for m in replies}) >= 3  # three seeds (and the greedy one)
    assert len(session.all_messages()) == 12  # 2 + 1 + 4 replies, 3 on the edited question, 2 on the first

    # The app that never closed: the same tree, built here, never killed.
    never_closed = make_runner(root=tmp_path / "never-closed", model=model_path)
    build_tree(never_closed, text)
    assert never_closed.active is not None
    expected_versions = leaves(never_closed.active)
    reopened_versions = leaves(session)
    cut_path = next(p for p in reopened_versions if p[-1] == cut.text)
    del reopened_versions[cut_path]
    assert reopened_versions.keys() == expected_versions.keys()  # the same 6 versions, word for word
    assert len(expected_versions) == 6

    reopened = make_runner(model=model_path)
    assert reopened.open(sid) is not None
    assert continue_each_version(reopened, reopened_versions) == continue_each_version(never_closed, expected_versions)


@pytest.mark.slow
def test_switching_to_a_version_restores_its_cache_and_reads_nothing(make_runner: Callable[..., ChatRunner],
                                                                     model_path: Path) -> None:
    runner = make_runner(model=model_path)  # two seeds, two replies: on the demo model
    greedy_session(runner)
    runner.send("Tell me about the river town of Ellery. " + long_text(30))
    first = runner.send("What did they trade?")
    runner.set_settings(sampling={"temperature": 1.0, "seed": 5})
    second = runner.regenerate()
    assert first is not None and second is not None and first.text != second.text
    active = runner.active
    assert active is not None and active.version_position(3) == (2, 2)

    back = runner.switch_version(3, -1)  # to the first reply: its cache was kept when it was left
    assert back is not None and (back.kind, back.decoded) == ("warm", 0) and back.tokens > 500
    assert active.messages[3].text == first.text
    reply = runner.send("And then?")
    assert reply is not None and reply.stats["prompt_decoded"] < 20  # only the new turn

    runner.store.delete_kv(active.id)  # no saved cache for any version: the live one is rolled back
    there = runner.switch_version(3, 1)
    assert there is not None and there.kind == "cold" and 0 < there.decoded <= 30  # that reply, not the chat
    assert active.messages[3].text == second.text and len(active.messages) == 4


@pytest.mark.slow
def test_fork_into_a_new_chat(make_runner: Callable[..., ChatRunner]) -> None:
    runner = make_runner()
    sid = greedy_session(runner)
    runner.send("Tell me about the river town of Ellery. " + long_text(20))
    runner.send("What did they trade?")
    fork = runner.fork(1)
    assert [m.text for m in fork.messages] == [m.text for m in runner.active.messages[:2]]  # type: ignore[union-attr]
    assert fork.forked_from == {"id": sid, "title": runner.active.title}  # type: ignore[union-attr]
    assert runner.store.load(sid).messages[-1].text == runner.active.messages[-1].text  # type: ignore[union-attr]
    opened = runner.open(fork.id)
    assert opened is not None and opened.kind == "warm"  # the original's cache, rolled back as needed
    reply = runner.send("What did they build?")
    assert reply is not None and reply.stats["prompt_decoded"] < 40
    summary = next(s for s in runner.store.list() if s.id == fork.id)
    assert summary.forked_from == fork.forked_from


@pytest.mark.slow
def test_regenerate_x3_adds_three_versions_each_with_its_own_cache(make_runner: Callable[..., ChatRunner]) -> None:
    runner = make_runner(n_parallel=3)
    greedy_session(runner)
    runner.send("Tell me about the river town of Ellery. " + long_text(20))
    runner.set_settings(sampling={"temperature": 1.0, "seed": 40})
    streamed: dict[int, str] = {}
    made = runner.regenerate_versions(3, lambda i, piece: streamed.__setitem__(i, streamed.get(i, "") + piece))
    active = runner.active
    assert active is not None and len(made) == 3 and [m.text for m in made] == [streamed[i] for i in range(3)]
    assert active.messages[1] is made[0] and active.version_position(1) == (2, 4)  # after the first reply
    assert all(m.stats and m.stats["prompt_decoded"] <= 1 and not m.interrupted for m in made)
    assert runner.store.load(active.id).to_dict() == active.to_dict()
    for sibling in (made[1], made[2]):  # each restores its own state file: nothing is read again
        opened = runner.switch_to(sibling.id)
        assert opened is not None and (opened.kind, opened.decoded) == ("warm", 0)
        assert active.messages[1] is sibling or active.messages[1].id == sibling.id
        runner.set_settings(sampling=GREEDY)
        reply = runner.send("And then?")
        assert reply is not None and reply.stats["prompt_decoded"] < 20


KILLED_X3 = """
import sys
from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
from app.sessions.runner import RunnerError
runner = ChatRunner(SessionStore(sys.argv[1]), Engine(sys.argv[2], LoadParams(n_ctx=4096, n_parallel=3)), flush_tokens=4,
                    max_tokens=12)
session = runner.new_session()
runner.set_settings(sampling={"temperature": 1.0, "seed": 3})
runner.send("Tell me about the river town of Ellery. " + sys.argv[3])
print(session.id, flush=True)
runner.max_tokens = 4000
runner.regenerate_versions(3)  # killed in the middle
"""


@pytest.mark.slow
@pytest.mark.faults
def test_kill_minus_9_during_regenerate_x3(make_runner: Callable[..., ChatRunner], small_model: Path, data_dir: Path) -> None:
    """Fault row 11 (with the version switch in tests/faults/test_branch_kills.py): every sibling
    written so far is on disk as a flagged prefix, the tree loads and goes on."""
    proc = subprocess.Popen([sys.executable, "-c", KILLED_X3, str(data_dir), str(small_model), long_text(10)],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    sid = proc.stdout.readline().strip()
    path = data_dir / "sessions" / f"{sid}.json"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # until all three stream on disk
        try:
            d = json.loads(path.read_text())
        except (OSError, ValueError):
            d = {}
        cut = [m for m in [*d.get("messages", [])[1:], *d.get("branches", [])] if m["interrupted"] and len(m["text"]) > 20]
        if len(cut) == 3:
            break
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()

    session = SessionStore(data_dir).load(sid)
    versions = session.siblings(1)
    assert len(versions) == 4 and not versions[0].interrupted  # the first reply, complete
    assert all(m.interrupted and m.finish_reason is None and m.text for m in versions[1:])  # the cut ones, flagged
    runner = make_runner(n_parallel=3)
    assert runner.open(sid) is not None
    runner.set_settings(sampling=GREEDY)
    assert runner.continue_reply() is not None  # the cut reply on the active path goes on
    for version in versions[1:]:
        assert runner.switch_to(version.id) is not None
        reply = runner.send("And then?")
        assert reply is not None and reply.text


@pytest.mark.slow
def test_a_regenerate_that_writes_nothing_shows_the_reply_it_set_aside(make_runner: Callable[..., ChatRunner]) -> None:
    runner = make_runner(n_parallel=2)
    greedy_session(runner)
    first = runner.send("Name a river.")
    assert first is not None and runner.active is not None
    with runner.cancellable(lambda: True):  # stopped before it writes a word
        assert runner.regenerate() is None
        assert runner.regenerate_versions(2) == []
    assert runner.active.messages[-1].id == first.id
    assert runner.store.load(runner.active.id).messages[-1].id == first.id
    assert runner.store.kv_path(runner.active.id).is_file()  # its cache is the active path's again
    with pytest.raises(RunnerError, match="2 replies at once, not 3"):
        runner.regenerate_versions(3)
    assert runner.active.messages[-1].id == first.id
