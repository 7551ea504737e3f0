"""The local API server's requests as a second producer on the engine loop.

The window's requests come first (priority WINDOW); API requests queue behind them, in order,
with a position a client can be told. The loop runs one request at a time, so the events between
a request's RequestStarted and RequestEnded are its own: they go to that request's asyncio queue,
on the server's event loop. A client that goes away cancels its request (running: within one
token; queued: before it starts).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import deque
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from ..runtime import API, EngineLoop, SharedEmbedder
from ..runtime import events as ev
from ..runtime import requests as rq

MAX_WAITING = 32  # requests queued behind the running one; more are told to come back (429)


class Busy(Exception):
    """Too many requests wait already."""


@dataclass(frozen=True)
class Queued:
    """The first thing a request that has to wait hears: how many API requests are before it."""

    ahead: int


@dataclass
class Served:
    """What the window shows of the server: requests served, the one running, a short log."""

    served: int = 0
    running: str = ""  # "" when idle
    waiting: int = 0
    log: deque[str] = field(default_factory=lambda: deque(maxlen=50))  # one line per request ended


class Gateway:
    def __init__(self, loop: EngineLoop) -> None:
        self._producer = loop.producer(self._sink, API)
        self._lock = threading.Lock()
        self._queues: dict[int, tuple[asyncio.AbstractEventLoop, asyncio.Queue[ev.Event | None]]] = {}
        self._current: int | None = None
        self._queued: set[int] = set()  # sent, not yet started
        self._started, self._line = 0.0, ""  # the running request's start and its log line
        self.model: str | None = None  # the model on this computer, by its file name (None: none loaded)
        self.embedder: SharedEmbedder | None = None  # the one Settings chose, for /v1/embeddings
        self.state = Served()

    async def run(self, request: rq.ApiChat) -> AsyncIterator[ev.Event | Queued]:
        """The request's events as the engine emits them; cancelled if the caller stops reading."""
        events: asyncio.Queue[ev.Event | None] = asyncio.Queue()
        with self._lock:  # registered before the engine can start it
            rid = self._producer.submit(request)
            self._queues[rid] = (asyncio.get_running_loop(), events)
            self._queued.add(rid)
            self.state.waiting = len(self._queued)
            ahead = len(self._queued) - 1 + (self._current is not None)
        finished = False
        try:
            if ahead:
                yield Queued(ahead)
            while True:
                event = await events.get()
                if event is None:
                    finished = True
                    return
                yield event
        finally:
            if not finished:  # the client went away: stop it, running or queued
                self._producer.cancel(rid)
            with self._lock:
                self._queues.pop(rid, None)

    def check_room(self) -> None:
        """Raises Busy when MAX_WAITING requests wait already (the client is told to come back)."""
        with self._lock:
            if len(self._queued) >= MAX_WAITING:
                raise Busy(f"{len(self._queued)} requests are waiting already; try again in a few seconds.")

    def stop_all(self) -> None:
        """Thread-safe: end the running request and drop the queued ones (their clients are told)."""
        self._producer.stop()

    def _sink(self, event: ev.Event) -> None:
        """On the engine thread: an event to the queue of the request it belongs to."""
        if isinstance(event, ev.FACTS):
            return  # no request's: the server learns the facts through the core (Core._told)
        with self._lock:
            if isinstance(event, (ev.RequestStarted, ev.RequestEnded)):
                self._queued.discard(event.rid)
                self.state.waiting = len(self._queued)
            if isinstance(event, ev.RequestStarted):
                self._current = event.rid
                self._started = time.monotonic()
                self.state.running = "chat completion"
                return
            rid = event.rid if isinstance(event, ev.RequestEnded) else self._current
            target = self._queues.get(rid) if rid is not None else None
            if isinstance(event, ev.ApiDone):
                self._line = (f"chat completion · {event.prompt_tokens:,} prompt tokens ({event.cached_tokens:,} cached) "
                              f"· {event.completion_tokens:,} written · {event.finish_reason}")
            elif isinstance(event, ev.ApiError):
                self._line = f"chat completion refused ({event.status}): {event.message}"
            if isinstance(event, ev.RequestEnded):
                self._current = None
                self.state.running = ""
                self.state.served += 1
                seconds = time.monotonic() - self._started if self._started else 0.0
                self.state.log.append(f"{time.strftime('%H:%M:%S')}  {self._line or 'cancelled before it began'}"
                                      f" · {seconds:.1f} s")
                self._line, self._started = "", 0.0
        if target is not None:
            loop, events = target
            loop.call_soon_threadsafe(events.put_nowait, None if isinstance(event, ev.RequestEnded) else event)
