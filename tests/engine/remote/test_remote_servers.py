"""The remote engine on real servers, on loopback: llama-server (built from the llama.cpp that
llama-cpp-python pins, with --slot-save-path and -np 2) and llama-cpp-python's own
`llama_cpp.server`, both serving the Gemma 3 270M test model. Streaming, stop, a server killed
mid-reply, wrong keys and unknown models, and on llama-server the chat's cache saved to a slot
file and restored after a restart (warm, and the same greedy continuation), refused when foreign
or damaged (cold, with the reason), and two chats on two slots that leave each other alone."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from app.engine import GREEDY
from app.engine.files.sidecar import remote_sidecar_path
from app.engine.remote.engine import RemoteEngine
from app.engine.remote.http import RemoteError
from app.engine.remote.server_info import probe
from app.sessions import ChatRunner, SessionStore
from tests.support.servers.llama_server import ServerProcess
from tests.support.waiting import until

# The first test to need llama-server on a fresh machine waits for its build (about 10 min).
pytestmark = [pytest.mark.slow, pytest.mark.timeout(1800)]
Start = Callable[..., ServerProcess]
STORY = "Write a long story about a dragon who learns to read."


def runner_for(server: ServerProcess, root: Path, api_key: str | None = None, max_tokens: int = 24) -> ChatRunner:
    info = probe(server.url, api_key)
    runner = ChatRunner(SessionStore(root), RemoteEngine(info, info.models[0], api_key), max_tokens=max_tokens)
    runner.sampling = lambda: GREEDY  # type: ignore[method-assign]
    return runner


def saved_messages(runner: ChatRunner) -> list[dict[str, object]]:
    assert runner.active is not None
    data = json.loads(runner.store.path(runner.active.id).read_text("utf-8"))
    messages: list[dict[str, object]] = data["messages"]
    return messages


@pytest.fixture(params=["llama", "python"])
def server(request: pytest.FixtureRequest, start_server: Start) -> ServerProcess:
    return start_server(request.param)


def test_a_reply_streams_with_the_servers_counts(server: ServerProcess, tmp_path: Path) -> None:
    runner = runner_for(server, tmp_path)
    runner.new_session()
    pieces: list[str] = []
    reply = runner.send(STORY, pieces.append)
    assert reply is not None and len(pieces) > 5 and reply.text == "".join(pieces)
    assert reply.finish_reason == "length" and not reply.interrupted
    assert reply.stats["generated"] == 24 and reply.stats["generation_tok_s"] > 0
    assert runner.active is not None and runner.active.provider == {"url": server.url, "model": probe(server.url).models[0]}
    info = probe(server.url)
    if info.kind == "llama-server":  # its timings: the prompt's tokens and the context
        assert info.n_ctx == 4096 and reply.stats["prompt_tokens"] > 10
        assert runner.engine is not None and runner.engine.n_cached == reply.stats["prompt_tokens"] + 24


def test_stop_mid_reply_keeps_the_partial_reply(server: ServerProcess, tmp_path: Path) -> None:
    runner = runner_for(server, tmp_path, max_tokens=400)
    runner.new_session()
    seen: list[str] = []

    def on_piece(piece: str) -> None:
        seen.append(piece)
        if len(seen) == 5:
            runner.stop()

    reply = runner.send(STORY, on_piece)
    assert reply is not None and reply.finish_reason == "cancelled" and reply.interrupted
    assert reply.text == "".join(seen[:5]) or reply.text.startswith("".join(seen[:5]))
    assert saved_messages(runner)[-1]["text"] == reply.text
    again = runner.send("And then?")  # the server let go of the stopped request
    assert again is not None and again.text and not again.interrupted


def test_a_server_killed_mid_reply(server: ServerProcess, tmp_path: Path) -> None:
    runner = runner_for(server, tmp_path, max_tokens=400)
    runner.new_session()
    seen: list[str] = []

    def on_piece(piece: str) -> None:
        seen.append(piece)
        if len(seen) == 5:
            server.kill()

    with pytest.raises(RemoteError) as caught:
        runner.send(STORY, on_piece)
    assert caught.value.kind in ("lost", "unreachable"), caught.value
    messages = saved_messages(runner)
    assert messages[0]["text"] == STORY
    assert messages[1]["text"] == "".join(seen) and messages[1]["interrupted"] is True
    with pytest.raises(RemoteError) as down:
        probe(server.url)
    assert down.value.kind == "unreachable"


@pytest.mark.parametrize("kind", ["llama", "python"])
def test_a_wrong_key_is_said_as_such(start_server: Start, kind: str) -> None:
    server = start_server(kind, api_key="right-key")
    with pytest.raises(RemoteError) as caught:
        probe(server.url, "wrong-key")
    assert caught.value.kind == "unauthorized" and "API key" in str(caught.value)
    assert probe(server.url, "right-key").models


def test_an_unknown_model_is_said_as_such(server: ServerProcess) -> None:
    with pytest.raises(RemoteError) as caught:
        RemoteEngine(probe(server.url), "no-such-model")
    assert caught.value.kind == "model_gone" and "no-such-model" in str(caught.value)


def test_a_server_without_slots_says_prefix_only(start_server: Start, tmp_path: Path) -> None:
    server = start_server("python")
    runner = runner_for(server, tmp_path)
    chat = runner.new_session()
    assert runner.send("Hello") is not None
    runner.leave()
    opened = runner.open(chat.id)
    assert opened is not None and opened.kind == "cold" and opened.reason == "cache on server: prefix only"
    assert runner.send("More") is not None


# --- llama-server's slots ------------------------------------------------------------------


def three_turns(runner: ChatRunner) -> str:
    chat = runner.new_session()
    for text in (STORY, "Go on.", "What happened next?"):
        assert runner.send(text) is not None
    return chat.id


def test_a_reopened_chat_resumes_warm_after_a_server_restart(start_server: Start, tmp_path: Path) -> None:
    server = start_server("llama")
    runner = runner_for(server, tmp_path / "data", max_tokens=32)
    chat = three_turns(runner)
    engine = runner.engine
    assert isinstance(engine, RemoteEngine)
    kv = runner.store.kv_path(chat)
    saved = json.loads(remote_sidecar_path(kv).read_text())
    assert (tmp_path / "slots" / saved["file"]).is_file() and saved["file"].startswith(chat)
    assert saved["n_tokens"] > 100
    # The continuation the chat would have had, never closed (not saved: the file keeps turn 3).
    history = runner.active.chat_messages() if runner.active else []
    never_closed = engine.generate([*history, {"role": "user", "content": "And the end?"}], GREEDY, 32).consume()

    server.restart()
    runner2 = runner_for(server, tmp_path / "data", max_tokens=32)
    opened = runner2.open(chat)
    assert opened is not None and opened.kind == "warm", opened
    assert opened.tokens == saved["n_tokens"] and opened.seconds < 5
    reply = runner2.send("And the end?")
    assert reply is not None and reply.text == never_closed
    assert reply.stats["prompt_reused"] >= saved["n_tokens"] - 2  # read from the slot, not again
    assert runner2.store.cache_status(runner2.store.load(chat), runner2.engine.fingerprint if runner2.engine else None).state == "warm"


def test_a_damaged_or_foreign_slot_file_reopens_cold_with_the_reason(start_server: Start, tmp_path: Path) -> None:
    server = start_server("llama")
    runner = runner_for(server, tmp_path / "data")
    a = three_turns(runner)
    b = runner.new_session().id
    assert runner.send("Hello") is not None
    runner.leave()
    slots = tmp_path / "slots"
    file_a = json.loads(remote_sidecar_path(runner.store.kv_path(a)).read_text())["file"]
    file_b = json.loads(remote_sidecar_path(runner.store.kv_path(b)).read_text())["file"]

    shutil.copyfile(slots / file_b, slots / file_a)  # another chat's file under this chat's name
    opened = runner.open(a)
    assert opened is not None and opened.kind == "cold" and "tokens" in (opened.reason or "") and "saved" in (opened.reason or ""), opened
    reply = runner.send("Continue.")  # the server re-read the transcript: the chat goes on
    assert reply is not None and reply.text and reply.stats["prompt_decoded"] > 50
    runner.leave()

    (slots / file_a).write_bytes(b"\0garbage" * 1000)  # damaged
    opened = runner.open(a)
    assert opened is not None and opened.kind == "cold" and "could not restore" in (opened.reason or ""), opened
    runner.leave()

    sidecar = remote_sidecar_path(runner.store.kv_path(a))
    meta = json.loads(sidecar.read_text())
    sidecar.write_text(json.dumps({**meta, "url": "http://127.0.0.1:1"}))  # saved on another server
    opened = runner.open(a)
    assert opened is not None and opened.kind == "cold" and "another server" in (opened.reason or ""), opened


def test_two_chats_on_two_slots_leave_each_other_alone(start_server: Start, tmp_path: Path) -> None:
    server = start_server("llama", slots=2)
    one, two = runner_for(server, tmp_path / "one"), runner_for(server, tmp_path / "two")
    one.new_session()
    two.new_session()
    first = one.send(STORY)
    assert two.send("Tell me about the sea.") is not None
    again = one.send("Go on.")
    assert first is not None and again is not None
    e1, e2 = one.engine, two.engine
    assert isinstance(e1, RemoteEngine) and isinstance(e2, RemoteEngine) and e1._slot != e2._slot
    # The first chat's slot still held it: only the new turn was read.
    assert again.stats["prompt_reused"] >= first.stats["prompt_tokens"]
    busy = httpx.get(f"{server.url}/slots").json()
    assert {s["id"] for s in busy} == {0, 1}


def test_a_slot_another_client_is_using_is_never_restored_into(start_server: Start, tmp_path: Path) -> None:
    server = start_server("llama", slots=2)
    runner = runner_for(server, tmp_path / "data")
    chat = three_turns(runner)
    runner.leave()
    engine = runner.engine
    assert isinstance(engine, RemoteEngine)
    held = engine._slot
    # Another client starts a long reply on the slot this chat had.
    other = httpx.Client(timeout=60)
    with other.stream("POST", f"{server.url}/v1/chat/completions", json={
            "messages": [{"role": "user", "content": STORY}], "max_tokens": 3000, "ignore_eos": True, "stream": True,
            "id_slot": held}) as r:
        lines = r.iter_lines()  # kept: a dropped iterator closes the response, which cancels the reply
        next(lines)
        until(lambda: any(s["is_processing"] for s in httpx.get(f"{server.url}/slots").json()), 10)
        engine._slot = None  # as a fresh engine would find it
        from app.engine.remote.slots import SLOTS

        SLOTS.release(server.url, id(engine))
        opened = runner.open(chat)
        assert opened is not None and opened.kind == "warm"
        assert engine._slot is not None and engine._slot != held


def test_a_chat_longer_than_the_servers_context_leaves_its_oldest_turns_out(start_server: Start, tmp_path: Path) -> None:
    server = start_server("llama", slots=1, n_ctx=1024)
    runner = runner_for(server, tmp_path, max_tokens=64)
    runner.new_session()
    long_turn = "Tell me about the ledgers of the river town of Ellery, grain, salt and wool. " * 12  # ~200 tokens
    replies = [runner.send(f"{i}: {long_turn}") for i in range(8)]
    assert all(r is not None and r.text and not r.interrupted for r in replies)
    dropped = [r.stats["turns_dropped"] for r in replies if r is not None]
    assert dropped[0] == 0 and dropped[-1] > 0, dropped
    assert all(r.stats["prompt_tokens"] + 64 <= 1024 for r in replies if r is not None)
    assert len(saved_messages(runner)) == 16  # the transcript keeps every turn


def test_images_go_to_a_vision_server_as_image_url_parts_and_a_text_server_says_so(
        start_server: Start, model_path: Path, tmp_path: Path) -> None:
    """llama-server with the zoo's projector reads a chat's image (its prompt counts the image's
    tokens); one without a projector refuses it, and the message says the model takes no images."""
    from tests.engine.local.test_vision import image
    from tests.support.zoo_vision import TOKENS_PER_IMAGE, build_gemma3_projector

    vision = runner_for(start_server("llama", slot_dir=None, mmproj=build_gemma3_projector(model_path.parent)),
                        tmp_path / "a", max_tokens=4)
    vision.new_session()
    plain = vision.send("What is this?")
    vision.new_session()
    ref = vision.store.images.put(image(1), "garden.png")
    seen = vision.send("What is this?", images=[ref])
    assert plain is not None and seen is not None and plain.stats is not None and seen.stats is not None
    assert seen.stats["prompt_tokens"] >= plain.stats["prompt_tokens"] + TOKENS_PER_IMAGE

    text_only = runner_for(start_server("llama", slot_dir=None), tmp_path / "c", max_tokens=4)
    text_only.new_session()
    ref = text_only.store.images.put(image(1), "garden.png")
    with pytest.raises(RemoteError, match="does not take images"):
        text_only.send("What is this?", images=[ref])
    goes_on = text_only.regenerate()  # sent again: the text alone from now on, said once
    assert goes_on is not None and goes_on.text
    assert any("reads the text only" in w for w in text_only.warnings)
