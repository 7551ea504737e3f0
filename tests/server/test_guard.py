"""The local API server's edges with no model (fast): what the guard refuses before any route
runs, and every field of a request checked, each wrong one a 400 naming it, in OpenAI's shape."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.runtime import EngineLoop
from app.server.config import ServerConfig
from app.server.gateway import Gateway
from app.server.serve import LocalServer
from app.sessions.store import SessionStore

KEY = "emb-guard-test"
# One client for the module, with a new connection per request as before: httpx.get() builds a
# client, and with it a TLS context, on every call (~25 ms each, most of this module's time).
client = httpx.Client(limits=httpx.Limits(max_keepalive_connections=0))


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    store = SessionStore(tmp_path_factory.mktemp("data"))
    gateway = Gateway(EngineLoop(store))  # never started: nothing here reaches it
    gateway.model = "model.gguf"
    server = LocalServer(gateway, ServerConfig(port=0, max_body=64 << 10), lambda: KEY)
    server.start()
    yield f"http://127.0.0.1:{server.port}"
    server.stop()


def post(base: str, body: Any, **headers: str) -> httpx.Response:
    return client.post(f"{base}/v1/chat/completions", json=body, headers={"authorization": f"Bearer {KEY}", **headers})


def test_the_key_the_host_and_the_size(base: str) -> None:
    for auth in ({}, {"authorization": "Bearer emb-wrong"}, {"authorization": f"Basic {KEY}"}, {"authorization": f"Bearer {KEY}x"}):
        r = client.get(f"{base}/v1/models", headers=auth)
        assert r.status_code == 401 and r.json()["error"]["type"] == "authentication_error"
    assert client.get(f"{base}/v1/models", headers={"authorization": f"bearer {KEY}"}).status_code == 200
    for host in ("evil.example", "127.0.0.1.evil.example", "localhost.", "192.168.1.5"):
        assert client.get(f"{base}/health", headers={"host": host}).status_code == 403, host
    for host in ("localhost", "127.0.0.1:1", "[::1]:8765"):
        assert client.get(f"{base}/health", headers={"host": host}).status_code == 200, host
    huge = client.post(f"{base}/v1/chat/completions", headers={"authorization": f"Bearer {KEY}"},
                      content=b"x" * (65 << 10))
    assert huge.status_code == 413
    chunked = client.post(f"{base}/v1/chat/completions", headers={"authorization": f"Bearer {KEY}"},
                         content=iter([b"{" + b" " * (40 << 10), b" " * (40 << 10) + b"}"]))  # no Content-Length
    assert chunked.status_code == 413
    assert client.get(f"{base}/v1/nothing", headers={"authorization": f"Bearer {KEY}"}).status_code == 404


GOOD = {"model": "model.gguf", "messages": [{"role": "user", "content": "hi"}]}


@pytest.mark.parametrize("change, param", [
    ({"messages": "hi"}, "messages"), ({"messages": []}, "messages"), ({"messages": [5]}, "messages[0].role"),
    ({"messages": [{"role": "robot", "content": "x"}]}, "messages[0].role"),
    ({"messages": [{"role": "tool", "content": "x"}]}, "messages[0].tool_call_id"),
    ({"messages": [{"role": "user", "content": 5}]}, "messages[0].content"),
    ({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {}}]}]}, "messages[0].content"),
    ({"messages": [{"role": "user", "content": [{"type": "input_audio", "input_audio": {}}]}]}, "messages[0].content"),
    ({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "data:image/png;base64,AA=="}}]
                    * 17}]}, "messages"),
    ({"temperature": "hot"}, "temperature"), ({"temperature": 9}, "temperature"), ({"temperature": float("nan")}, None),
    ({"top_p": -1}, "top_p"), ({"max_tokens": 0}, "max_tokens"), ({"max_tokens": True}, "max_tokens"),
    ({"max_completion_tokens": "9"}, "max_tokens"), ({"seed": 1.5}, "seed"), ({"stop": 7}, "stop"),
    ({"stop": ["a"] * 5}, "stop"), ({"stop": [""]}, "stop"), ({"stream": "yes"}, "stream"), ({"n": 9}, "n"), ({"n": "2"}, "n"),
    ({"stream_options": []}, "stream"), ({"model": "gpt-4o"}, "model"),
])
def test_every_field_is_checked(base: str, change: dict[str, Any], param: str | None) -> None:
    if param is None:  # not JSON at all (NaN): the body is refused as a whole
        r = client.post(f"{base}/v1/chat/completions", headers={"authorization": f"Bearer {KEY}"},
                       content=b'{"messages": [], "temperature": NaN}')
        assert r.status_code == 400
        return
    r = post(base, {**GOOD, **change})
    error = r.json()["error"]
    assert r.status_code == (404 if param == "model" else 400) and error["param"] == param, error
    assert set(error) == {"message", "type", "param", "code"}


def test_bodies_that_are_not_requests(base: str) -> None:
    auth = {"authorization": f"Bearer {KEY}"}
    for content in (b"", b"[1, 2]", b'"text"', b"[" * 60_000, b"\xff\xfe"):
        r = client.post(f"{base}/v1/chat/completions", headers=auth, content=content)
        assert r.status_code == 400 and r.json()["error"]["type"] == "invalid_request_error"
    for body in ({"prompt": 5}, {"prompt": ["a", "b"]}, {"prompt": ""}):
        r = client.post(f"{base}/v1/completions", headers=auth, json={"model": "model.gguf", **body})
        assert r.status_code == 400 and r.json()["error"]["param"] == "prompt"
    r = client.post(f"{base}/v1/embeddings", headers=auth, json={"input": "x"})
    assert r.status_code == 404 and "No embedding model" in r.json()["error"]["message"]


def _call(arguments: str) -> dict[str, Any]:
    return {"messages": [{"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "f", "arguments": arguments}}]}]}


@pytest.mark.parametrize("body, param", [
    (b'{"messages": ' + b"[" * 65 + b"]" * 65 + b"}", None),  # over the server's 64 levels, under json's own
    (b"[" * 30_000, None),  # past json's own limit (a RecursionError inside the parser)
    (json.dumps(_call("[" * 30_000 + "]" * 30_000)).encode(), "messages[0].tool_calls"),  # a 500 before
    (json.dumps(_call('{"a": ' * 70 + "1" + "}" * 70)).encode(), "messages[0].tool_calls"),
])
def test_json_nested_too_deep_is_a_typed_400(base: str, body: bytes, param: str | None) -> None:
    r = client.post(f"{base}/v1/chat/completions", headers={"authorization": f"Bearer {KEY}"}, content=body)
    error = r.json()["error"]
    assert r.status_code == 400 and (error["code"], error["param"]) == ("too_deep", param), error
    assert "nested more than 64 levels" in error["message"]


def test_a_long_queue_is_told_to_come_back(tmp_path_factory: pytest.TempPathFactory,
                                           caplog: pytest.LogCaptureFixture) -> None:
    """32 requests waiting (an engine that never starts them): the next one is a 429 with
    Retry-After. A queued stream hears nothing until the engine accepts its prompt (a prompt too
    long is then a 400, not an error inside a 200), and one whose client leaves is dropped."""
    import socket
    import threading

    from app.server.gateway import MAX_WAITING

    caplog.set_level(logging.INFO, logger="emberly.server")
    gateway = Gateway(EngineLoop(SessionStore(tmp_path_factory.mktemp("queue"))))
    gateway.model = "model.gguf"
    server = LocalServer(gateway, ServerConfig(port=0), lambda: KEY)
    server.start()
    body = json.dumps({**GOOD, "stream": True}).encode()
    request = (f"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {KEY}\r\n"
               f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n").encode() + body
    streams = []
    try:
        for _ in range(MAX_WAITING):
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            sock.sendall(request)
            streams.append(sock)
        deadline = threading.Event()
        while gateway.state.waiting < MAX_WAITING and not deadline.wait(0.01):
            pass
        busy = post(f"http://127.0.0.1:{server.port}", GOOD)
        assert busy.status_code == 429 and busy.headers["retry-after"] == "5"
        assert busy.json()["error"]["code"] == "busy"
        streams[0].settimeout(0.2)
        with pytest.raises(TimeoutError):
            streams[0].recv(1)  # no status line while it waits
        streams.pop().close()
        while not any("client gone" in m for m in caplog.messages) and not deadline.wait(0.01):
            pass
        lines = [m for m in caplog.messages if " prompt tokens " in m]
        assert [line.split(": ", 1)[1].split(" · ")[0] for line in lines] == ["refused 429 busy", "client gone"], lines
    finally:
        for sock in streams:
            sock.close()
        server.stop()


@pytest.mark.slow  # waits out a 1 s timeout
def test_requests_sent_a_byte_at_a_time_are_cut_off(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Headers, a kept-alive connection's next request, and a body, each a byte every 0.1 s: the
    connection is closed about the 1 s timeout after it opened or answered, whichever it was."""
    import socket
    import time
    from concurrent.futures import ThreadPoolExecutor

    gateway = Gateway(EngineLoop(SessionStore(tmp_path_factory.mktemp("slow"))))
    server = LocalServer(gateway, ServerConfig(port=0, idle_timeout_s=1), lambda: KEY)
    server.start()
    head = b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    body_head = (b"POST /v1/embeddings HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + KEY.encode() +
                 b"\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n")

    def trickle(first: bytes, slow: bytes) -> float | None:
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        sock.sendall(first)
        if first.startswith(b"GET"):
            assert sock.recv(4096).startswith(b"HTTP/1.1 200")
        start = time.monotonic()
        for byte in slow:
            try:
                sock.send(bytes([byte]))
            except OSError:
                return time.monotonic() - start
            time.sleep(0.1)
        return None

    try:
        with ThreadPoolExecutor(3) as pool:
            cuts = list(pool.map(trickle, [b"", head + b"\r\n", body_head],
                                 [head + b"X-Padding: " + b"a" * 40] * 2 + [b"{" + b" " * 59]))
        assert all(cut is not None and cut < 3 for cut in cuts), f"slow requests were kept: {cuts}"
        assert client.get(f"http://127.0.0.1:{server.port}/health").status_code == 200
    finally:
        server.stop()


def test_an_image_marker_written_in_text_stands_for_nothing() -> None:
    """Only an image part puts the marker in a message; one a client types is broken."""
    from app.server.routes import _message

    role, text, images = _message({"role": "user", "content": [
        {"type": "text", "text": "a <__media__> b"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}]}, 0)
    assert (role, text.count("<__media__>"), images) == ("user", 1, ["iVBORw0KGgo="])  # decoded later, if read
    assert text.startswith("a <_ _media__> b")
