"""Saved chats on the real model: warm reopen in a new process, kill -9 mid-reply, bad KV files,
switching without re-prefill, regenerate / edit / continue."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine.files.state_files import sidecar_path
from app.sessions import ChatRunner, SessionStore
from tests.support.helpers import greedy_session, in_new_process, long_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_reopen_in_a_new_process_is_warm_and_identical(
    make_runner: Callable[..., ChatRunner], small_model: Path, data_dir: Path, tmp_path: Path
) -> None:
    runner = make_runner()
    sid = greedy_session(runner, "You are a historian.")
    runner.send("Tell me about the river town of Ellery. " + long_text(30))
    runner.save_cache()  # as when the app quits

    # The "restarted app" works on a copy of the data folder; this process goes on as if it
    # had never closed.
    other = tmp_path / "restarted"
    shutil.copytree(data_dir, other)
    restarted = in_new_process(
        f"""
        import json
        from app.engine import Engine, LoadParams
        from app.sessions import ChatRunner, SessionStore
        runner = ChatRunner(SessionStore({str(other)!r}), Engine({str(small_model)!r}, LoadParams(n_ctx=4096)), max_tokens=24)
        opened = runner.open({sid!r})
        reply = runner.send("And what did they trade?")
        print(json.dumps({{"kind": opened.kind, "text": reply.text, "stats": reply.stats}}))
        """
    )

    expected = runner.send("And what did they trade?")
    assert restarted["kind"] == "warm"
    assert expected is not None and restarted["text"] == expected.text and expected.text
    # The restarted process read only the new turn, not the history.
    assert restarted["stats"]["prompt_decoded"] == expected.stats["prompt_decoded"] < 40


KILL_SCRIPT = """
import sys
from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
runner = ChatRunner(SessionStore(sys.argv[1]), Engine(sys.argv[2], LoadParams(n_ctx=4096)), flush_tokens=4, max_tokens=4000)
session = runner.new_session()
runner.set_settings(sampling={"temperature": 0.0})
print(session.id, flush=True)
runner.send(sys.argv[3])
"""


@pytest.mark.slow
def test_kill_minus_9_mid_reply_loses_nothing(make_runner: Callable[..., ChatRunner], small_model: Path, data_dir: Path) -> None:
    question = "Write a very long story. " + long_text(5)
    proc = subprocess.Popen(
        [sys.executable, "-c", KILL_SCRIPT, str(data_dir), str(small_model), question],
        cwd=ROOT, stdout=subprocess.PIPE, text=True,
    )
    assert proc.stdout is not None
    sid = proc.stdout.readline().strip()
    path = data_dir / "sessions" / f"{sid}.json"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # wait until a partial reply is on disk
        try:
            messages = json.loads(path.read_text())["messages"]
        except (OSError, ValueError):
            messages = []
        if len(messages) == 2 and len(messages[1]["text"]) > 40:
            break
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()

    store = SessionStore(data_dir)
    session = store.load(sid)
    user, partial = session.messages
    assert (user.role, user.text) == ("user", question)
    assert partial.role == "assistant" and len(partial.text) > 40
    assert partial.interrupted and partial.finish_reason is None  # cut short by a crash
    assert not [p for p in (data_dir / "sessions").iterdir() if p.name.endswith(".tmp")]

    runner = make_runner()
    opened = runner.open(sid)
    assert opened.kind == "cold" and opened.reason == "no saved cache"
    runner.set_settings(sampling={"temperature": 0.0})
    assert runner.continue_reply() is not None
    reply = runner.send("Go on.")
    assert reply is not None and reply.text and not reply.interrupted
    assert [m.role for m in store.load(sid).messages] == ["user", "assistant", "user", "assistant"]


def break_kv(kind: str, kv: Path) -> str:
    """Damage a KV file; returns what the recorded reason must mention."""
    if kind == "flipped":
        data = bytearray(kv.read_bytes())
        data[len(data) // 2] ^= 0x55
        kv.write_bytes(bytes(data))
        return "damaged"
    if kind == "truncated":
        kv.write_bytes(kv.read_bytes()[:1000])
        return "bytes"
    meta = json.loads(sidecar_path(kv).read_text())
    meta["fingerprint"]["model"] = "0" * 32  # written for another model file
    sidecar_path(kv).write_text(json.dumps(meta))
    return "another model file"


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["flipped", "truncated", "foreign"])
def test_bad_kv_file_reopens_cold_and_continues_like_a_clean_reprefill(
    make_runner: Callable[..., ChatRunner], data_dir: Path, tmp_path: Path, kind: str
) -> None:
    runner = make_runner()
    sid = greedy_session(runner)
    runner.send("Name three rivers. " + long_text(10))
    runner.leave()
    clean = tmp_path / "clean"
    shutil.copytree(data_dir, clean)
    SessionStore(clean).delete_kv(sid)

    must_mention = break_kv(kind, runner.store.kv_path(sid))
    broken = make_runner()
    opened = broken.open(sid)
    assert opened.kind == "cold" and must_mention in (opened.reason or "")
    assert broken.store.load(sid).kv_record["last_resume"]["reason"] == opened.reason
    got = broken.send("Which is longest?")

    reference = make_runner(root=clean)
    assert reference.open(sid).kind == "cold"
    expected = reference.send("Which is longest?")
    assert got is not None and expected is not None and got.text == expected.text


@pytest.mark.slow
def test_switching_chats_costs_no_reprefill(make_runner: Callable[..., ChatRunner]) -> None:
    runner = make_runner()
    a = greedy_session(runner)
    runner.send("Chat A: " + long_text(40))
    b = greedy_session(runner)
    runner.send("Chat B: " + long_text(30))

    assert runner.open(a).kind == "warm"
    assert runner.open(b).kind == "warm"
    opened = runner.open(a)
    assert opened.kind == "warm" and opened.tokens > 700
    reply = runner.send("Short question?")
    assert reply is not None
    stats = reply.stats
    assert stats["prompt_reused"] >= opened.tokens - 2  # A's history came from its KV file
    assert stats["prompt_decoded"] < 30


@pytest.mark.slow
def test_regenerate_edit_continue_and_delete(make_runner: Callable[..., ChatRunner]) -> None:
    runner = make_runner()
    greedy_session(runner)
    first = runner.send("Count from one.")
    assert first is not None
    again = runner.regenerate()
    assert again is not None and again.text == first.text  # greedy: the same reply again
    assert again.stats["prompt_decoded"] <= 2  # rolled back to where the reply began
    session = runner.active
    assert session is not None and [m.role for m in session.messages] == ["user", "assistant"]

    runner.send("Now count backwards.")
    edited = runner.edit(2, "Now count in French.")
    assert edited is not None
    assert [m.text for m in session.messages if m.role == "user"] == ["Count from one.", "Now count in French."]

    runner.max_tokens = 5
    cut = runner.regenerate()
    assert cut is not None and cut.finish_reason == "length"
    more = runner.continue_reply()
    assert more is cut and len(more.text) > 0 and more.stats["finish_reason"] == "length"

    runner.delete_message(3)
    assert [m.role for m in session.messages] == ["user", "assistant", "user"]
    assert runner.store.load(session.id).messages == session.messages


def test_stop_marks_the_reply_interrupted(make_runner: Callable[..., ChatRunner]) -> None:
    runner = make_runner()
    greedy_session(runner)
    runner.max_tokens = 200
    seen: list[str] = []

    def on_piece(piece: str) -> None:
        seen.append(piece)
        if len(seen) == 3:
            runner.stop()

    reply = runner.send("Tell me a story.", on_piece)
    assert reply is not None and reply.interrupted and reply.finish_reason == "cancelled"
    assert reply.text == "".join(seen)
    assert runner.store.load(runner.active.id).messages[-1].interrupted  # type: ignore[union-attr]


@pytest.mark.slow
@pytest.mark.parametrize("family", ["mamba", "lfm2"])
def test_a_recurrent_chat_regenerates_from_a_checkpoint_live_and_after_a_restart(
    family: str, make_runner: Callable[..., ChatRunner], zoo: Callable[[str], Path], data_dir: Path
) -> None:
    """Recurrent (Mamba) and hybrid (LFM2) memory cannot be cut back: regenerate in the app goes
    back to the checkpoint taken at the prompt's end, live and in a restarted app, and decodes one
    token, not the chat."""
    runner = make_runner(model=zoo(family), n_ctx=2048)
    sid = greedy_session(runner, "You are brief.")
    runner.send("Tell me about the river town of Ellery. " + long_text(10))
    second = runner.send("And what did they trade?")
    assert second is not None
    again = runner.regenerate()
    assert again is not None and again.text == second.text and again.stats is not None
    assert (again.stats["rollback"], again.stats["prompt_decoded"]) == ("checkpoint", 1)
    runner.leave()  # the cache and its checkpoints are saved

    restarted = make_runner(model=zoo(family), n_ctx=2048)
    opened = restarted.open(sid)
    assert opened is not None and opened.kind == "warm"
    third = restarted.regenerate()
    assert third is not None and third.text == second.text and third.stats is not None
    assert (third.stats["rollback"], third.stats["prompt_decoded"]) == ("checkpoint", 1)
