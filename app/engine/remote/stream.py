"""One reply's server-sent events: a reader thread reads the response and hands its lines to the
engine thread through a queue, so a stop returns at once whatever the socket does, and a server
silent for the stall timeout ends the reply with a message instead of hanging.

Bounded (issue 32): a line over MAX_LINE, or a reply over its byte or line cap, ends it with a
RemoteError("protocol"); the lines waiting in the queue hold at most MAX_QUEUED bytes (the reader
waits for the engine thread beyond that); each event is parsed into typed values (wire.py), and
one that lies ends the reply with a message that says the words before it are kept."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx

from ...words import translate
from ..chat_engine import Cancelled
from .http import MAX_ERROR_BODY, RemoteError, follow, http_error, plain, short_error, transport_error
from .wire import Event, parse_event

MAX_LINE = 1 << 20  # an SSE line longer than this is not a chat completion chunk
MAX_QUEUED = 8 << 20  # bytes of lines read and not yet parsed
_POLL_S = 0.05  # how often a waiting reply looks at its stop condition
THE_CHAT = translate("Remote", "the chat")  # what a request is, in a message about it


class ReplyStream:
    """One request's reader thread and what it hands over."""

    def __init__(self, client: httpx.Client, base: str, body: dict[str, Any], stall_timeout_s: float,
                 max_bytes: int, max_lines: int, model: str = ""):
        self.client, self.base, self.body, self.model = client, base, body, model
        self.stall_timeout_s, self.max_bytes, self.max_lines = stall_timeout_s, max_bytes, max_lines
        self.lines: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.abandoned = threading.Event()  # the reader closes the connection
        self.stopped = False  # stop() was called
        self.completed = False  # the server said [DONE]: a stream that just ends was cut off
        self.last_bytes = time.monotonic()
        self._queued = 0  # bytes of lines in the queue
        self._lock = threading.Lock()

    def start(self) -> ReplyStream:
        threading.Thread(target=self._read, name="remote-reply", daemon=True).start()
        return self

    def stop(self) -> None:
        """Any thread: the reply ends as cancelled, its connection closed."""
        self.stopped = True
        self.abandoned.set()
        self.lines.put(("end", None))

    # --- the reader thread -------------------------------------------------------------------

    def _put(self, what: str, value: Any) -> bool:
        """Hand one item over (False: the reply was abandoned). A reader ahead of the engine
        thread by MAX_QUEUED bytes waits for it."""
        size = len(value) + 64 if what == "line" else 0  # a blank line costs its object too
        while True:
            if self.abandoned.is_set():
                return False
            with self._lock:
                if self._queued + size <= MAX_QUEUED or not self._queued:
                    self._queued += size
                    self.lines.put((what, value))
                    return True
            time.sleep(_POLL_S / 5)

    def _read(self) -> None:
        try:
            with self.client.stream("POST", f"{self.base}/v1/chat/completions", json=self.body) as response:
                if response.is_redirect:
                    follow(response, self.base, THE_CHAT)  # a POST: refused, with where it pointed
                plain(response, self.base, THE_CHAT)
                if response.status_code != 200:
                    self._put("http", (response.status_code, self._error_body(response)))
                    return
                if not self._lines(response):
                    return
            self._put("end", None)
        except Exception as e:  # handed to the engine thread, which says it to the user
            self._put("error", e)

    def _error_body(self, response: httpx.Response) -> str:
        data = bytearray()
        for chunk in response.iter_raw():
            self.last_bytes = time.monotonic()
            data += chunk
            if len(data) >= MAX_ERROR_BODY or self.abandoned.is_set():
                break
        return data[:MAX_ERROR_BODY].decode("utf-8", "replace")

    def _lines(self, response: httpx.Response) -> bool:
        """The body's lines into the queue (False: it ended otherwise). Each chunk is searched
        once, so a line that arrives a byte at a time costs no more than one that arrives whole."""
        pending, total, lines = bytearray(), 0, 0
        for chunk in response.iter_raw():
            self.last_bytes = time.monotonic()
            total += len(chunk)
            if self.abandoned.is_set():
                return False
            if total > self.max_bytes:
                self._put("flood", total)
                return False
            start = 0
            while (end := chunk.find(b"\n", start)) >= 0:
                pending += chunk[start:end]
                lines += 1
                if len(pending) > MAX_LINE:
                    break
                if lines > self.max_lines:
                    self._put("lines", lines)
                    return False
                if not self._put("line", bytes(pending).rstrip(b"\r")):
                    return False
                pending.clear()
                start = end + 1
            else:
                pending += chunk[start:]
            if len(pending) > MAX_LINE:
                self._put("long", len(pending))
                return False
        if pending.strip():
            self._put("line", bytes(pending))
        return True

    # --- the engine thread -------------------------------------------------------------------

    def events(self, cancelled: Cancelled | None) -> Iterator[Event]:
        """Each `data:` line's event, until [DONE]; stops, stalls and failures raise or end."""
        while True:
            if self.stopped or (cancelled is not None and cancelled()):
                return
            try:
                what, value = self.lines.get(timeout=_POLL_S)
            except queue.Empty:
                if time.monotonic() - self.last_bytes > self.stall_timeout_s:
                    said = translate("Remote", "The server at {server} sent nothing for {seconds} s, so Emberly "
                                               "stopped waiting. What it wrote before is kept.")
                    raise RemoteError("timeout", said.format(server=self.base,
                                                             seconds=f"{self.stall_timeout_s:g}")) from None
                continue
            if what == "line":
                with self._lock:
                    self._queued -= len(value) + 64
                line = value.strip()
                if not line.startswith(b"data:"):
                    continue  # comments, keep-alives, event names
                data = line[5:].strip()
                if data == b"[DONE]":
                    self.completed = True
                    return
                yield self._event(data)
            elif what == "end":
                return
            else:
                raise self._failure(what, value)

    def _event(self, data: bytes) -> Event:
        try:
            return parse_event(data, self.base)
        except RemoteError as e:
            said = translate("Remote", "{error} What it wrote before is kept.")
            raise RemoteError(e.kind, said.format(error=e)) from None

    def _failure(self, what: str, value: Any) -> RemoteError:
        if what == "http":
            status, text = value
            return http_error(status, text, self.base, self.model)
        if what == "long":
            return RemoteError("protocol", translate("Remote", "The server at {server} sent a line of over {size} MiB, "
                                                               "which no reply chunk is. What it wrote before is kept.")
                               .format(server=self.base, size=MAX_LINE >> 20))
        if what == "lines":
            return RemoteError("protocol", translate("Remote", "The server at {server} sent over {count} lines for one "
                                                               "reply, more than any reply is, so Emberly stopped "
                                                               "reading. What it wrote before is kept.")
                               .format(server=self.base, count=self.max_lines))
        if what == "flood":
            return RemoteError("protocol", translate("Remote", "The server at {server} sent over {size} MiB for one "
                                                               "reply, more than any reply is, so Emberly stopped "
                                                               "reading. What it wrote before is kept.")
                               .format(server=self.base, size=f"{self.max_bytes / (1 << 20):g}"))
        if isinstance(value, RemoteError):
            return value
        if isinstance(value, httpx.HTTPError):
            return transport_error(value, self.base)
        return RemoteError("lost", translate("Remote", "The reply from {server} stopped: {error}")
                           .format(server=self.base, error=short_error(value)))
