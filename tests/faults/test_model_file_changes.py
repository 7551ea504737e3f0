"""Row 9: the loaded model file changes under the app. llama.cpp reads the weights through a map
of the file: renamed over or deleted, the map keeps the loaded file alive and the chat goes on;
cut short in place, the next decode would raise SIGBUS and kill the app, so the engine checks the
file's identity (device, inode, size, time) before every decode and refuses, saying so.

The window that remains: a file cut short *during* a reply (between that check and the reply's
end). Emberly itself never writes over a loaded model."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from app.engine import GREEDY, Engine, LoadParams
from app.engine.errors import ModelFileChanged
from app.sessions import ChatRunner, SessionStore
from tests.support.helpers import greedy_session

CHAT = [{"role": "user", "content": "Name three rivers."}]


@pytest.fixture
def model_copy(model_path: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "model.gguf"
    shutil.copyfile(model_path, copy)
    return copy


def test_a_model_file_cut_short_in_place_is_not_read_again(model_copy: Path) -> None:
    engine = Engine(model_copy, LoadParams(n_ctx=512))
    try:
        expected = engine.generate(CHAT, GREEDY, max_tokens=8).consume()
        os.truncate(model_copy, model_copy.stat().st_size // 2)  # a download or copy over it, in place
        with pytest.raises(ModelFileChanged, match="changed on disk while it was loaded.*Load it again"):
            engine.generate(CHAT, GREEDY, max_tokens=8).consume()
        with pytest.raises(ModelFileChanged):
            engine.prefill(engine.tokenize("Hello there"))
        engine.reset()  # still usable for what does not decode, never stuck busy
        with pytest.raises(ModelFileChanged):
            engine.generate(CHAT, GREEDY, max_tokens=8).consume()
    finally:
        engine.close()
    assert expected  # this process is alive: no SIGBUS


@pytest.mark.parametrize("change", ["renamed over", "deleted"])
def test_a_model_file_renamed_over_or_deleted_keeps_working(model_copy: Path, change: str, tmp_path: Path) -> None:
    engine = Engine(model_copy, LoadParams(n_ctx=512))
    try:
        expected = engine.generate(CHAT, GREEDY, max_tokens=12).consume()
        if change == "deleted":
            model_copy.unlink()
        else:
            other = tmp_path / "other.gguf"
            other.write_bytes(b"GGUF" + bytes(1000))  # a new download, renamed into place
            os.replace(other, model_copy)
        engine.reset()
        assert engine.generate(CHAT, GREEDY, max_tokens=12).consume() == expected  # the loaded file, still mapped
    finally:
        engine.close()


def test_renamed_over_during_a_reply_the_reply_finishes(model_copy: Path, tmp_path: Path) -> None:
    engine = Engine(model_copy, LoadParams(n_ctx=512))
    try:
        expected = engine.generate(CHAT, GREEDY, max_tokens=40).consume()
        engine.reset()
        reply = iter(engine.generate(CHAT, GREEDY, max_tokens=40))
        text = next(reply)
        other = tmp_path / "other.gguf"
        shutil.copyfile(model_copy, other)
        os.replace(other, model_copy)  # between two tokens of the reply
        text += "".join(reply)
        assert text == expected
    finally:
        engine.close()


def test_the_chat_keeps_the_message_and_says_what_happened(model_copy: Path, data_dir: Path) -> None:
    runner = ChatRunner(SessionStore(data_dir), Engine(model_copy, LoadParams(n_ctx=512)), max_tokens=8)
    try:
        sid = greedy_session(runner)
        assert runner.send("Hello") is not None
        os.truncate(model_copy, 1 << 20)
        with pytest.raises(ModelFileChanged) as raised:
            runner.send("Are you still there?")
        assert "Load it again" in str(raised.value)
        messages = SessionStore(data_dir).load(sid).messages
        assert [m.text for m in messages if m.role == "user"] == ["Hello", "Are you still there?"]  # nothing lost
    finally:
        runner.leave()
        assert runner.engine is not None
        runner.engine.close()
