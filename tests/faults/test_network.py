"""Row 13: the network, for a chat on a server. Connection refused, a reset mid-stream, a 30 s stall
(the reply gives up with a message), a malformed event, a 10 MB line, HTTP errors: each ends the
reply with a typed, readable error, never a crash, and never a lost word — the user's message is
on disk, and every word the server sent before the fault is saved in the reply, marked
interrupted. The faults come from the loopback stand-in (tests/support/servers/sse_stand_in.py); a real
server killed mid-reply is in tests/engine/remote/test_remote_servers.py."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.remote.engine import STALL_TIMEOUT_S, RemoteEngine
from app.engine.remote.http import RemoteError
from app.engine.remote.server_info import probe
from app.sessions import ChatRunner, SessionStore
from tests.support.servers.llama_server import free_port
from tests.support.servers.sse_stand_in import MODEL, Plan, StandIn, word

pytestmark = pytest.mark.faults
WORDS = 12


@pytest.fixture
def stand_in() -> Iterator[StandIn]:
    with StandIn() as server:
        yield server


def runner_on(server: StandIn, root: Path) -> ChatRunner:
    engine = RemoteEngine(probe(server.url), MODEL)
    runner = ChatRunner(SessionStore(root), engine)
    runner.new_session()
    return runner


def on_disk(runner: ChatRunner) -> dict[str, object]:
    assert runner.active is not None
    data: dict[str, object] = json.loads(runner.store.path(runner.active.id).read_text("utf-8"))
    return data


def assert_kept(runner: ChatRunner, words: int) -> None:
    """The user's message and every word sent before the fault, on disk, marked interrupted."""
    messages = on_disk(runner)["messages"]
    assert isinstance(messages, list)
    assert messages[0]["role"] == "user" and messages[0]["text"] == "Hello there"
    if words:
        reply = messages[1]
        assert reply["role"] == "assistant" and reply["text"] == "".join(word(i) for i in range(words))
        assert reply.get("interrupted") is True
    else:
        assert len(messages) == 1


@pytest.mark.parametrize(("fault", "kind"), [("reset", "lost"), ("malformed", "protocol"), ("long_line", "protocol")])
def test_a_broken_stream_keeps_every_word(stand_in: StandIn, tmp_path: Path, fault: str, kind: str) -> None:
    stand_in.plan = Plan(words=WORDS, fault=fault)
    runner = runner_on(stand_in, tmp_path)
    with pytest.raises(RemoteError) as caught:
        runner.send("Hello there")
    assert caught.value.kind == kind, caught.value
    assert stand_in.url in str(caught.value)
    assert_kept(runner, WORDS)
    stand_in.plan = Plan(words=3)  # the chat goes on once the server behaves
    reply = runner.send("Again")
    assert reply is not None and reply.text == "w0 w1 w2 " and not reply.interrupted


def test_a_30_s_stall_times_out_with_a_message(stand_in: StandIn, tmp_path: Path) -> None:
    stand_in.plan = Plan(words=WORDS, fault="stall")
    runner = runner_on(stand_in, tmp_path)  # the app's own timeout: 30 s without a byte
    t0 = time.monotonic()
    with pytest.raises(RemoteError) as caught:
        runner.send("Hello there")
    waited = time.monotonic() - t0
    assert caught.value.kind == "timeout" and f"sent nothing for {STALL_TIMEOUT_S:.0f} s" in str(caught.value)
    assert STALL_TIMEOUT_S <= waited < STALL_TIMEOUT_S + 15
    assert_kept(runner, WORDS)


def test_a_stop_during_a_stall_returns_at_once(stand_in: StandIn, tmp_path: Path) -> None:
    stand_in.plan = Plan(words=WORDS, fault="stall")
    runner = runner_on(stand_in, tmp_path)
    stop_at = [0.0]

    def on_piece(piece: str) -> None:
        if piece == word(WORDS - 1):
            stop_at[0] = time.monotonic()
            runner.stop()

    reply = runner.send("Hello there", on_piece)
    assert reply is not None and reply.finish_reason == "cancelled" and reply.interrupted
    assert time.monotonic() - stop_at[0] < 5  # not the 30 s read timeout
    assert_kept(runner, WORDS)


def test_connection_refused(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    with pytest.raises(RemoteError) as caught:
        probe(url)
    assert caught.value.kind == "unreachable" and "is it running?" in str(caught.value)


def test_a_server_gone_between_turns(tmp_path: Path) -> None:
    with StandIn() as server:
        runner = runner_on(server, tmp_path)
        assert runner.send("Hello there") is not None
    with pytest.raises(RemoteError) as caught:  # the server is gone: refused
        runner.send("Still there?")
    assert caught.value.kind == "unreachable"
    messages = on_disk(runner)["messages"]
    assert isinstance(messages, list) and [m["text"] for m in messages][-1] == "Still there?"


@pytest.mark.parametrize(("status", "body", "kind"), [
    (401, '{"error": {"message": "Invalid API key", "type": "authentication_error"}}', "unauthorized"),
    (404, '{"error": {"message": "The model `x` does not exist", "type": "not_found_error"}}', "model_gone"),
    (400, '{"error": {"code": 400, "message": "the request exceeds the available context size", '
          '"type": "exceed_context_size_error"}}', "context_exceeded"),
    (503, '{"error": {"message": "Loading model", "type": "unavailable_error"}}', "overloaded"),
    (500, "<html>Internal Server Error</html>", "refused"),
])
def test_http_errors_are_typed(stand_in: StandIn, tmp_path: Path, status: int, body: str, kind: str) -> None:
    stand_in.plan = Plan(fault="status", status=status, body=body)
    runner = runner_on(stand_in, tmp_path)
    with pytest.raises(RemoteError) as caught:
        runner.send("Hello there")
    assert caught.value.kind == kind, caught.value
    assert_kept(runner, 0)
