"""Hostile clients of the local API server (issue 47's rows), each against a real LocalServer on
loopback, each case ending in seconds:

- keyless sockets: four times `max_connections` idle sockets that never sent the key (silent, half
  a request line, or a keyless request answered and kept alive, drawn with fault_seed) deny no
  client: every request with the key is answered 200, strangers hold at most half of the slots,
  and clients' kept-alive connections are never the ones closed to make room;
- typed 4xx, never a 500 or a stall: JSON nested 100,000 deep (the body, or a tool call's
  `arguments` string), nested 900 deep (under json's own limit, over the server's), images sent
  to a model that reads none (checked before anything is decoded), 10,000 messages of 3 KB
  (refused by a count before anything is rendered) and 10,000 of a few characters (refused by a
  count of the rendered text before it is tokenized), while `/health` answers; each with its time
  and peak resident memory bounded and printed;
- no usable keyring (keyring's `null` backend, which keeps nothing, and its `fail` one): the key
  is made once, kept in a 0600 file in the config folder, read by a new process, and accepted.
"""

from __future__ import annotations

import base64
import json
import os
import random
import socket
import stat
import struct
import subprocess
import sys
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import keyring
import pytest
from keyring.backends import fail, null

from app.runtime import EngineLoop
from app.server import config as server_config
from app.server.config import ServerConfig, api_key
from app.server.gateway import Gateway
from app.server.serve import LocalServer
from app.sessions.store import SessionStore
from tests.runtime.test_loop import Recorder, loop, window  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.faults]
KEY = "emb-hostile-api-test-key"
AUTH = {"authorization": f"Bearer {KEY}"}
ROOT = Path(__file__).resolve().parents[2]


class PeakRss:
    """The peak resident memory of this process (the server runs in it) above where it started,
    sampled every 2 ms from /proc (Linux) on a thread."""

    def __init__(self) -> None:
        self.base = self.peak = _rss()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def __enter__(self) -> PeakRss:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._done.set()
        self._thread.join()

    def _sample(self) -> None:
        while not self._done.wait(0.002):
            self.peak = max(self.peak, _rss())

    @property
    def mib(self) -> float:
        return (self.peak - self.base) / (1 << 20)


def _rss() -> int:
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:  # not Linux: the memory bound is not checked
        return 0


@pytest.fixture
def bare(tmp_path: Path) -> Iterator[Callable[..., LocalServer]]:
    """LocalServers on a gateway whose engine loop never starts (nothing here reaches it)."""
    made: list[LocalServer] = []

    def make(key: Callable[[], str] = lambda: KEY, **config: Any) -> LocalServer:
        gateway = Gateway(EngineLoop(SessionStore(tmp_path / f"data{len(made)}")))
        gateway.model = "model.gguf"
        server = LocalServer(gateway, ServerConfig(port=0, **config), key)
        server.start()
        made.append(server)
        return server

    yield make
    for server in made:
        server.stop()


# --- keyless sockets (item 6) ------------------------------------------------------------------


def stranger(port: int, how: str) -> socket.socket:
    """A connection that never sends the key: silent, half a request line, or a keyless request
    (answered 401, or 200 by /health) kept alive."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    if how == "half":
        sock.sendall(b"GET /v1/mod")
    elif how in ("401", "health"):
        path = b"/v1/models" if how == "401" else b"/health"
        sock.sendall(b"GET " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        answer = sock.recv(65536)
        assert answer.startswith(b"HTTP/1.1 401" if how == "401" else b"HTTP/1.1 200"), answer[:100]
    return sock


def keyed_get(sock: socket.socket) -> int:
    """GET /v1/models with the key on a kept-alive connection: the response's status."""
    sock.sendall(b"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + KEY.encode() + b"\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536) or b"\r\n\r\n"
    head, _, body = data.partition(b"\r\n\r\n")
    length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")), 0)
    while len(body) < length:
        body += sock.recv(65536)
    return int(head.split(b" ")[1]) if head.startswith(b"HTTP/1.1 ") else 0


def closed(sock: socket.socket) -> bool:
    """Whether the server closed this connection (what it sent before is skipped)."""
    sock.setblocking(False)
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                return True
    except BlockingIOError:
        return False
    except OSError:
        return True
    finally:
        sock.setblocking(True)


@pytest.mark.timeout(60)
def test_keyless_sockets_deny_no_client(bare: Callable[..., LocalServer], fault_seed: int) -> None:
    rng = random.Random(fault_seed)
    limit = 8
    server = bare(max_connections=limit, idle_timeout_s=30)  # no timeout comes to the rescue here
    port, base = server.port, f"http://127.0.0.1:{server.port}"
    hows = [rng.choice(["silent", "half", "401", "health"]) for _ in range(4 * limit)]
    held = [stranger(port, how) for how in hows]
    started = time.monotonic()
    statuses = [httpx.get(f"{base}/v1/models", headers=AUTH, timeout=5).status_code for _ in range(10)]
    took = time.monotonic() - started
    assert statuses == [200] * 10, f"{statuses} after {len(held)} keyless sockets ({', '.join(sorted(set(hows)))})"
    assert took < 3, took
    still = [s for s in held if not closed(s)]
    assert len(still) <= ServerConfig(max_connections=limit).max_strangers, len(still)

    # Clients keep their share: three kept-alive connections that carried the key outlive a
    # second wave of strangers (never closed to make room), and a new client still gets in.
    clients = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(3)]
    try:
        assert [keyed_get(c) for c in clients] == [200] * 3
        held += [stranger(port, rng.choice(["silent", "half", "401"])) for _ in range(4 * limit)]
        assert not any(closed(c) for c in clients), "a client's connection was closed to make room"
        assert [keyed_get(c) for c in clients] == [200] * 3
        assert httpx.get(f"{base}/v1/models", headers=AUTH, timeout=5).status_code == 200
        assert len([s for s in held if not closed(s)]) <= limit // 2
    finally:
        for sock in [*clients, *held]:
            sock.close()
    print(f"\nkeyless sockets: {len(hows) + 4 * limit} opened against {limit} slots; 10 clients answered in {took:.2f} s")


# --- typed 4xx, bounded (item 8) ---------------------------------------------------------------


def deep(n: int) -> str:
    return "[" * n + "]" * n


def call_with(arguments: str) -> dict[str, Any]:
    return {"messages": [
        {"role": "user", "content": "Look it up."},
        {"role": "assistant", "content": None,
         "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "find", "arguments": arguments}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "found"}]}


def zero_png(side: int) -> bytes:
    """A side x side black PNG, built a row at a time: its pixels are side² x 3 bytes, its file a
    few hundred KB (the decoder allocates what the header says)."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    packer, row = zlib.compressobj(9), b"\0" * (1 + 3 * side)
    idat = b"".join(packer.compress(row) for _ in range(side)) + packer.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def cases(rng: random.Random) -> list[tuple[str, bytes, int, str, float]]:
    """(name, body, status, error code, seconds allowed)."""
    png = "data:image/png;base64," + base64.b64encode(zero_png(8000)).decode()
    images = [{"type": "image_url", "image_url": {"url": png}} for _ in range(16)]
    tools = [{"type": "function", "function": {"name": "find", "parameters": {"type": "object", "properties": {
        "q": json.loads(deep(900))}}}}]
    messages = [{"role": rng.choice(["user", "assistant"]), "content": rng.choice("abcdef") * 3000} for _ in range(10_000)]
    return [
        ("body nested 100,000 deep", deep(100_000).encode(), 400, "too_deep", 2),
        ("tools nested 900 deep", json.dumps({"messages": [{"role": "user", "content": "hi"}], "tools": tools}).encode(),
         400, "too_deep", 2),
        ("arguments nested 100,000 deep", json.dumps(call_with(deep(100_000))).encode(), 400, "too_deep", 2),
        ("arguments nested 900 deep", json.dumps(call_with(json.dumps({"q": json.loads(deep(900))}))).encode(),
         400, "too_deep", 2),
        ("16 images of 8000 x 8000, a model without vision",
         json.dumps({"messages": [{"role": "user", "content": [{"type": "text", "text": "What is this?"}, *images]}]}).encode(),
         400, "model_without_vision", 3),
        ("10,000 messages of 3 KB", json.dumps({"messages": messages, "max_tokens": 16}).encode(), 400,
         "context_length_exceeded", 6),
        ("10,000 messages of a few characters", json.dumps({"messages": [
            {"role": m["role"], "content": m["content"][: rng.randint(1, 12)]} for m in messages]}).encode(), 400,
         "context_length_exceeded", 3),
    ]


def health_while(base: str, done: threading.Event, worst: list[float]) -> None:
    """/health, again and again until `done`: its slowest answer in `worst`."""
    with httpx.Client(timeout=30) as client:
        while not done.is_set():
            started = time.monotonic()
            assert client.get(f"{base}/health").status_code == 200
            worst[0] = max(worst[0], time.monotonic() - started)
            done.wait(0.05)


@pytest.mark.timeout(180)
def test_hostile_bodies_are_typed_4xx_in_bounded_time_and_memory(
        loop: EngineLoop, window: Recorder, small_model: Path, fault_seed: int) -> None:  # noqa: F811
    gateway = Gateway(loop)
    gateway.model = small_model.name
    server = LocalServer(gateway, ServerConfig(port=0), lambda: KEY)
    server.start()
    base = f"http://127.0.0.1:{server.port}"
    report = []
    try:
        for name, body, status, code, allowed in cases(random.Random(fault_seed)):
            done, worst = threading.Event(), [0.0]
            watcher = threading.Thread(target=health_while, args=(base, done, worst), daemon=True)
            with PeakRss() as memory:
                watcher.start()
                started = time.monotonic()
                try:
                    r = httpx.post(f"{base}/v1/chat/completions", content=body, timeout=allowed + 10,
                                   headers={**AUTH, "content-type": "application/json"})
                finally:
                    done.set()
                    watcher.join()
                took = time.monotonic() - started
            error = r.json()["error"]
            what = f"{name}: {r.status_code} {error} in {took:.2f} s, peak +{memory.mib:.0f} MiB, /health {worst[0]:.2f} s"
            report.append(what)
            assert (r.status_code, error["code"]) == (status, code), what
            assert error["type"] == "invalid_request_error" and error["message"], what
            assert took < allowed, what
            assert memory.mib < 200, what
            assert worst[0] < 2, what  # the event loop was never held
        assert gateway.state.running == ""  # the engine is free again
    finally:
        print("\n" + "\n".join(report))
        server.stop()


# --- no usable keyring (item 10b) --------------------------------------------------------------


@pytest.fixture(params=[null.Keyring, fail.Keyring], ids=["null", "fail"])
def no_keyring(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """keyring's stand-ins for "no keyring" set for this process and the new ones it starts."""
    before = keyring.get_keyring()
    keyring.set_keyring(request.param())
    server_config._memory.clear()
    name = f"{request.param.__module__}.{request.param.__name__}"
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", name)
    yield name
    keyring.set_keyring(before)
    server_config._memory.clear()


@pytest.mark.timeout(60)
def test_without_a_usable_keyring_the_key_is_one_kept_in_a_private_file(
        no_keyring: str, config_dir: Path, bare: Callable[..., LocalServer], caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level("INFO", "emberly.server")
    first = api_key()
    assert api_key() == first and first.startswith("emb-"), "a new key on every call: every request refused"
    kept = config_dir / server_config.KEY_FILE
    assert kept.read_text().strip() == first
    if os.name == "posix":
        assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert str(kept) in caplog.text and first not in caplog.text  # where it is, never what it is
    assert str(kept) in server_config.key_place()

    child = subprocess.run([sys.executable, "-c", "from app.server.config import api_key; print(api_key())"],
                           cwd=ROOT, capture_output=True, text=True, timeout=30, env=os.environ)
    assert child.returncode == 0, child.stderr[-2000:]
    assert child.stdout.strip() == first, "a restart made another key"

    server = bare(key=api_key)
    for _ in range(2):
        assert httpx.get(f"http://127.0.0.1:{server.port}/v1/models",
                         headers={"authorization": f"Bearer {first}"}).status_code == 200
    rotated = api_key(rotate=True)
    assert rotated != first and api_key() == rotated and kept.read_text().strip() == rotated
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600 or os.name != "posix"
