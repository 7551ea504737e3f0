"""The engine loop: one thread that owns the engines and the chat runner, and runs what its
producers ask, one request at a time. No Qt: the window, the terminal and the tests drive it alike.

Each producer (the window, the terminal, later the local API server) has a priority and a sink
for its events. Requests run by priority, then in the order they were sent, so a producer of a
higher priority (the window) is never starved by one of a lower (API traffic): its request runs
as soon as the one running ends. Every request gets a number when it is sent. Stopping cannot
travel through the queue (the thread is busy in a decode loop): `Producer.stop()` marks every
request the producer sent so far as cancelled, a plain int the loop checks before a request
starts and the engine polls between tokens and batches, so a stop is never lost, even for a
request still queued, and never reaches a request sent after it or another producer's.

One rule for errors: an `AppError` is meant for the user and becomes a `Failed` event with its
text; anything else is a bug, logged with its traceback and handed to `sys.excepthook` (the
crash dialog, in the window), and the loop goes on with the next request.
"""

from __future__ import annotations

import itertools
import logging
import queue
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..errors import AppError
from ..sessions.store import SessionStore
from ..words import of, translate
from .events import FACTS, Event, Failed, LoopStopped, RequestEnded, RequestStarted
from .listeners import Listeners
from .requests import Request
from .work import ChatWork

if TYPE_CHECKING:
    from ..sessions.runner import ChatRunner

log = logging.getLogger("emberly.runtime")

WINDOW = 0  # priorities: lower runs first
API = 10
_LAST = 1_000_000  # the loop's end, after everything queued before it
HOLD_LIMIT_S = 10.0  # the longest a request waits for `hold` (a window that never paints)

Sink = Callable[[Event], None]


class Producer:
    """One source of requests: its priority, its sink for events (called on the engine thread)
    and its own cancellation."""

    def __init__(self, loop: EngineLoop, sink: Sink, priority: int):
        self._loop = loop
        self._sink: Sink | None = sink
        self.priority = priority
        self.last = 0  # the number of the last request this producer sent
        self._cancelled_through = 0
        self._cancelled: set[int] = set()
        # A producer that shows each streamed update (the window) sets `caught_up` once it has
        # drawn it; with `paced` on, a reply waits for that (bounded) before decoding on.
        self.paced = False
        self.caught_up = threading.Event()

    def submit(self, request: Request) -> int:
        """Queue `request`; returns its number."""
        self.last = self._loop._submit(self, request)
        return self.last

    def stop(self) -> None:
        """Thread-safe: cancel every request this producer sent so far, running or queued."""
        self._cancelled_through = max(self._cancelled_through, self.last)

    def cancel(self, rid: int) -> None:
        """Thread-safe: cancel one request, running or queued."""
        self._cancelled.add(rid)

    def cancelled(self, rid: int) -> bool:
        return rid <= self._cancelled_through or rid in self._cancelled

    def deliver(self, event: Event) -> None:
        """Hand an event to the sink. A sink that fails (a window already gone) is dropped: the
        request it asked for still finishes, its chat saved."""
        sink = self._sink
        if sink is None:
            return
        try:
            sink(event)
        except Exception:
            log.exception("A producer's event sink failed; its further events are dropped")
            self._sink = None

    def _ended(self, rid: int) -> None:
        self._cancelled.discard(rid)


@dataclass(order=True)
class Job:
    """A request as the loop runs it: its place in the queue, its number and its producer."""

    priority: int
    rid: int
    request: Request | None = field(compare=False)  # None: the loop's end
    producer: Producer | None = field(compare=False)
    facts: Sink | None = field(default=None, compare=False)  # the loop's subscribers, told the facts

    def cancelled(self) -> bool:
        return self.producer is not None and self.producer.cancelled(self.rid)

    def emit(self, event: Event) -> None:
        if self.producer is not None:
            self.producer.deliver(event)
        if isinstance(event, FACTS) and self.facts is not None:
            self.facts(event)


class EngineLoop:
    def __init__(self, store: SessionStore, name: str = "engine"):
        self.work = ChatWork(store)
        self._queue: queue.PriorityQueue[Job] = queue.PriorityQueue()
        self._numbers = itertools.count(1)
        self._lock = threading.Lock()
        self._producers: list[Producer] = []
        self.facts: Listeners[Event] = Listeners()  # told events.FACTS, whoever asked (subscribe)
        self._ending = False
        # Cleared by the app until its window's first frame is out (app.ui.app): requests wait.
        self.hold = threading.Event()
        self.hold.set()
        self._thread = threading.Thread(target=self._main, name=name, daemon=True)

    @property
    def runner(self) -> ChatRunner:
        return self.work.runner

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def producer(self, sink: Sink, priority: int = WINDOW) -> Producer:
        made = Producer(self, sink, priority)
        with self._lock:
            self._producers.append(made)
        return made

    def subscribe(self, sink: Sink) -> Callable[[], None]:
        """`sink` is told every fact (events.FACTS: a model loaded, the chats changed) whoever asked
        for it, on the engine thread; the function returned unsubscribes."""
        return self.facts.subscribe(sink)

    def start(self) -> None:
        self._thread.start()

    def shutdown(self) -> None:
        """Stop every request sent so far, then (after the queued ones have run their cancelled
        course: a cancelled send still saves its message) save the open chat and its cache, free
        the engines and end the thread. Returns at once; each producer gets `LoopStopped`."""
        with self._lock:
            if self._ending:
                return
            self._ending = True
            producers = list(self._producers)
        for p in producers:
            p.stop()
        self._queue.put(Job(_LAST, next(self._numbers), None, None))

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the thread to end (after `shutdown`); whether it has."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _submit(self, producer: Producer, request: Request) -> int:
        with self._lock:
            rid = next(self._numbers)
            if not self._ending:
                self._queue.put(Job(producer.priority, rid, request, producer, self.facts))
                return rid
        producer.deliver(Failed(translate("EngineLoop", "Emberly is closing: the request was not run.")))
        producer.deliver(RequestEnded(rid))  # every request ends with one, run or not
        return rid

    def _main(self) -> None:
        while True:
            job = self._queue.get()
            if job.request is None:
                break
            self.hold.wait(HOLD_LIMIT_S)  # the app's start: the window paints its first frame first
            self._run(job)
        try:
            self.work.close()
        except Exception:  # a bug, reported; the thread must end all the same
            log.exception("Unexpected error while closing the engine")
            sys.excepthook(*sys.exc_info())
        for p in self._producers:
            p.deliver(LoopStopped())

    def _run(self, job: Job) -> None:
        assert job.request is not None and job.producer is not None
        job.emit(RequestStarted(job.rid))
        try:
            self.work.run(job.request, job)
        except AppError as e:  # meant for the user: shown as it is
            job.emit(Failed(of(e) or type(e).__name__))
        except Exception:  # a bug: logged with its traceback, reported through the crash dialog
            log.exception("Unexpected error on the engine thread")
            sys.excepthook(*sys.exc_info())
        finally:
            self.work.after(job)
            job.producer._ended(job.rid)
            job.emit(RequestEnded(job.rid))
