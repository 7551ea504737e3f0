"""An OpenAI-compatible stand-in on loopback that streams what a test plans, faults included: a
reset mid-stream, a stall, a malformed event, a 10 MB line, an HTTP error. The real servers
(llama-server, llama_cpp.server) cannot be made to do these on cue; everything else is tested on
them."""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODEL = "stand-in"


@dataclass
class Plan:
    words: int = 20  # content chunks before the fault (or in all, with no fault)
    fault: str = ""  # "" | "reset" | "stall" | "malformed" | "long_line" | "status"
    status: int = 200
    body: str = ""  # the error body for fault "status"
    interval_s: float = 0.0  # between chunks


def word(i: int) -> str:
    return f"w{i} "


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, *args: Any) -> None:
        pass

    def _json(self, status: int, obj: Any) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path == "/v1/models":
            self._json(200, {"object": "list", "data": [{"id": MODEL, "object": "model"}]})
        else:
            self._json(404, {"error": {"message": "not found", "type": "not_found_error"}})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        self.server.requests.append(json.loads(self.rfile.read(length) or b"{}"))
        plan = self.server.plan
        if plan.fault == "status":
            data = plan.body.encode()
            self.send_response(plan.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            for i in range(plan.words):
                self._event({"choices": [{"index": 0, "delta": {"content": word(i)}, "finish_reason": None}]})
                if plan.interval_s:
                    time.sleep(plan.interval_s)
            if plan.fault == "reset":  # RST, as a server killed by the kernel or a proxy dropping it
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
                return
            if plan.fault == "stall":
                self.server.release.wait(120)
                return
            if plan.fault == "malformed":
                self.wfile.write(b'data: {"choices": [{"delta": {"content": "half\n\n')
                self.wfile.flush()
                return
            if plan.fault == "long_line":
                self.wfile.write(b"data: " + b"x" * (10 << 20))
                self.wfile.flush()
                return
            self._event({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                         "usage": {"prompt_tokens": 7, "completion_tokens": plan.words, "total_tokens": 7 + plan.words}})
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def _event(self, obj: Any) -> None:
        self.wfile.write(b"data: " + json.dumps(obj).encode() + b"\n\n")
        self.wfile.flush()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    plan: Plan
    requests: list[dict[str, Any]]
    release: threading.Event


class StandIn:
    """`with StandIn() as s: s.plan = Plan(...)`; s.url is the base URL."""

    def __init__(self) -> None:
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.plan, self._server.requests, self._server.release = Plan(), [], threading.Event()
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.01,), daemon=True)  # a quick shutdown()

    @property
    def plan(self) -> Plan:
        return self._server.plan

    @plan.setter
    def plan(self, plan: Plan) -> None:
        self._server.plan = plan

    @property
    def requests(self) -> list[dict[str, Any]]:
        return self._server.requests

    def __enter__(self) -> StandIn:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.release.set()
        self._server.shutdown()
        self._server.server_close()
