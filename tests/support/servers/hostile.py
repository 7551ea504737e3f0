"""A hostile OpenAI-compatible server on loopback (issue 32): every route answers as a test
scripts it — any status, headers and bytes; a reply stream that sends good words and then lies;
a stall, a trickle, an endless body, a redirect. Unscripted routes answer as llama-server does
(`/props`, `/v1/models`, `/slots`, `/apply-template`, `/tokenize`, a short reply), so a test
changes only the one it attacks.

What it writes comes from small blocks written again and again, so a flood costs the server
nothing and what a test measures in its own process is the client's memory."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODEL = "hostile"
WORDS = 6  # good words a reply sends before it lies
Route = Callable[["Handler"], None]


def word(i: int) -> str:
    return f"w{i} "


def chunk(text: str = "", finish: str | None = None) -> dict[str, Any]:
    return {"choices": [{"index": 0, "delta": {"content": text}, "finish_reason": finish}]}


def event(obj: Any) -> bytes:
    """One SSE event: `obj` as JSON, or raw bytes as they are."""
    return b"data: " + (obj if isinstance(obj, bytes) else json.dumps(obj).encode()) + b"\n\n"


GOOD_WORDS = b"".join(event(chunk(word(i))) for i in range(WORDS))


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out as written, not 40 ms apart
    server: Hostile

    def log_message(self, *args: Any) -> None:
        pass

    def _route(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        self.body = self.rfile.read(length) if length else b""
        path = self.path.split("?", 1)[0]
        self.server.requests.append((self.command, self.path, self.body))
        route = self.server.routes.get(f"{self.command} {path}") or self.server.routes.get(path) or _default(self, path)
        try:
            route(self)
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass  # the client hung up: what a bounded client does

    def do_GET(self) -> None:
        self._route()

    def do_POST(self) -> None:
        self._route()

    def head(self, status: int = 200, headers: dict[str, str] | None = None, length: int | None = None,
             content_type: str = "application/json") -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if length is None:
            self.send_header("Connection", "close")  # the body ends when the connection does
            self.close_connection = True
        else:
            self.send_header("Content-Length", str(length))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()

    def write(self, data: bytes) -> None:
        self.wfile.write(data)
        self.wfile.flush()

    @property
    def closing(self) -> bool:
        return self.server.closing.is_set()


# --- routes -----------------------------------------------------------------------------------------


def body(data: bytes | str, status: int = 200, headers: dict[str, str] | None = None) -> Route:
    raw = data.encode() if isinstance(data, str) else data

    def route(h: Handler) -> None:
        h.head(status, headers, len(raw))
        h.write(raw)

    return route


def json_of(obj: Any, status: int = 200) -> Route:
    return body(json.dumps(obj), status)


def sse(*parts: bytes, good: bool = True) -> Route:
    """A reply stream: WORDS good words (unless `good` is False), then `parts`, then the end."""
    def route(h: Handler) -> None:
        h.head(content_type="text/event-stream")
        h.write((GOOD_WORDS if good else b"") + b"".join(parts))

    return route


def endless(block: bytes, first: bytes = b"", status: int = 200, headers: dict[str, str] | None = None,
            content_type: str = "application/json") -> Route:
    """`first`, then `block` again and again until the client hangs up."""
    def route(h: Handler) -> None:
        h.head(status, headers, content_type=content_type)
        h.write(first)
        while not h.closing:
            h.wfile.write(block)

    return route


def flood(block: bytes, first: bytes = b"") -> Route:
    """A reply stream: WORDS good words, `first`, then `block` again and again."""
    return endless(block, GOOD_WORDS + first, content_type="text/event-stream")


def trickle(first: bytes = b"", block: bytes = b" ", every_s: float = 0.05, content_type: str = "application/json") -> Route:
    """Headers, `first`, then `block` every `every_s` seconds: never silent long enough for a read timeout."""
    def route(h: Handler) -> None:
        h.head(content_type=content_type)
        h.write(first)
        while not h.closing:
            h.write(block)
            time.sleep(every_s)

    return route


def stall(first: bytes | None = None, content_type: str = "text/event-stream") -> Route:
    """Nothing more after `first` (None: not even the headers) until the test ends."""
    def route(h: Handler) -> None:
        if first is not None:
            h.head(content_type=content_type)
            h.write(first)
        h.server.closing.wait(60)

    return route


def redirect(location: str, status: int = 307) -> Route:
    def route(h: Handler) -> None:
        h.head(status, {"Location": location}, 0)

    return route


def _default(h: Handler, path: str) -> Route:
    server = h.server
    if path == "/props":
        return json_of({"default_generation_settings": {"n_ctx": server.n_ctx}, "total_slots": 2,
                        "model_path": "/models/hostile.gguf", "build_info": "b1-hostile"})
    if path == "/v1/models":
        return json_of({"object": "list", "data": [{"id": MODEL, "object": "model"}]})
    if path == "/slots":
        return json_of([{"id": 0, "is_processing": False}, {"id": 1, "is_processing": False}])
    if path.startswith("/slots/"):
        return json_of({"n_saved": 7, "n_written": 700, "n_restored": 7, "n_read": 700})
    if path == "/apply-template":
        messages = json.loads(h.body or b"{}").get("messages", [])
        return json_of({"prompt": "".join(m.get("content", "") for m in messages)})
    if path == "/tokenize":
        return json_of({"tokens": [1] * min(50, max(1, len(json.loads(h.body or b"{}").get("content", "")) // 4))})
    if path == "/v1/chat/completions":
        return sse(event({**chunk("", "stop"), "usage": {"prompt_tokens": 7, "completion_tokens": WORDS}}), b"data: [DONE]\n\n")
    return json_of({"error": {"message": "not found", "type": "not_found_error"}}, 404)


class Hostile(ThreadingHTTPServer):
    """`with Hostile() as s: s.routes["/props"] = body(...)`; s.url is its address."""

    daemon_threads = True

    def __init__(self, n_ctx: int = 4096) -> None:
        super().__init__(("127.0.0.1", 0), Handler)
        self.n_ctx = n_ctx
        self.routes: dict[str, Route] = {}
        self.requests: list[tuple[str, str, bytes]] = []
        self.closing = threading.Event()
        self.url = f"http://127.0.0.1:{self.server_address[1]}"
        self._thread = threading.Thread(target=self.serve_forever, args=(0.01,), daemon=True)

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that hangs up mid-request: what a bounded client does

    def __enter__(self) -> Hostile:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.closing.set()
        self.shutdown()
        self.server_close()
