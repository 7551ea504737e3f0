"""Connections a pause can wake (`Watch`): urllib's handlers whose sockets a watch thread shuts
once the download's `should_stop()` turns true. Apart from transfer.py: urllib's plumbing, not
what a download does with its bytes.
"""

from __future__ import annotations

import contextlib
import functools
import http.client
import socket
import threading
import urllib.request
from collections.abc import Callable
from typing import Any


class Watch:
    """Wakes a connection blocked on the network once should_stop() turns true, by shutting its
    socket: a server that took the connection and went silent cannot hold a pause, a cancel or
    the app's exit for the whole read timeout."""

    POLL = 0.05  # seconds

    def __init__(self, should_stop: Callable[[], bool]):
        self.should_stop = should_stop
        self.sockets: list[socket.socket] = []
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="download-watch", daemon=True)

    def __enter__(self) -> Watch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._done.set()
        self._thread.join()

    def _loop(self) -> None:
        while not self._done.wait(self.POLL):
            if self.should_stop():
                for sock in self.sockets:
                    with contextlib.suppress(OSError):
                        # the plain socket's shutdown: SSLSocket's own drops its TLS state under the reader
                        socket.socket.shutdown(sock, socket.SHUT_RDWR)


class _WatchedHTTP(http.client.HTTPConnection):
    def __init__(self, *args: Any, watch: Watch, **kw: Any):
        super().__init__(*args, **kw)
        self._watch = watch

    def connect(self) -> None:
        super().connect()
        self._watch.sockets.append(self.sock)  # kept: urllib drops its own reference once the headers are in


class _WatchedHTTPS(http.client.HTTPSConnection):
    def __init__(self, *args: Any, watch: Watch, **kw: Any):
        super().__init__(*args, **kw)
        self._watch = watch

    def connect(self) -> None:
        super().connect()
        self._watch.sockets.append(self.sock)


class _WatchedHTTPHandler(urllib.request.HTTPHandler):
    def __init__(self, watch: Watch):
        super().__init__()
        self.watch = watch

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(functools.partial(_WatchedHTTP, watch=self.watch), req)


class _WatchedHTTPSHandler(urllib.request.HTTPSHandler):
    def __init__(self, watch: Watch):
        super().__init__()
        self.watch = watch

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(functools.partial(_WatchedHTTPS, watch=self.watch), req)  # the default TLS context


def watched_handlers(watch: Watch) -> tuple[urllib.request.HTTPHandler, urllib.request.HTTPSHandler]:
    """urllib's handlers for http and https whose connections `watch` can shut."""
    return _WatchedHTTPHandler(watch), _WatchedHTTPSHandler(watch)
