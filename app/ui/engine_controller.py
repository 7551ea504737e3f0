"""The window's one face on the engine loop (app.runtime): a thin Qt adapter.

The window sends typed requests (`app.runtime.requests`) with `submit`, as the loop's producer of
the highest priority, and subscribes to typed events (`app.runtime.events`) with `on`: the loop's
events arrive on the engine thread, cross to the main thread through one queued signal, and are
handed there to the handlers of their type. A new request is its dataclass and its handler on the
engine thread (app/runtime/work.py); a new event, its dataclass and its subscribers. The llama
context is created, used and freed on the engine thread only; the window never waits on it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Qt, Signal

from ..runtime import WINDOW, Decision, EngineLoop
from ..runtime import events as ev
from ..runtime import requests as rq
from ..runtime.events import ModelLoaded

__all__ = ["EngineController", "ModelLoaded", "On"]


E = TypeVar("E", bound=ev.Event)


class On(Protocol):
    """EngineController.on, as a widget that draws its own part of the loop's events takes it."""

    def __call__(self, kind: type[E], handler: Callable[[E], None]) -> None: ...


class EngineController(QObject):
    """The window's producer on the loop: `submit(request)` and `on(event type, handler)`."""

    _event = Signal(object)  # any runtime event, from the engine thread to this (main) thread

    def __init__(self, loop: EngineLoop, parent: QObject | None = None):
        super().__init__(parent)
        self.loop = loop  # app.core's: started by it
        self._handlers: dict[type, list[Callable[[Any], None]]] = {}
        self._event.connect(self._dispatch, Qt.ConnectionType.QueuedConnection)
        self._producer = self.loop.producer(self._own, WINDOW)
        # The facts (a model loaded, the chats changed) reach the window whoever asked for them, as
        # they reach the server: once, through the loop's subscribers (its own copies are dropped).
        self._unsubscribe = unsubscribe = self.loop.subscribe(self._event.emit)
        self.destroyed.connect(lambda *_: unsubscribe())  # deleted before the loop's end (LoopStopped)
        # Requests sent and not yet ended: busy from the moment a request is queued, not only
        # once the loop picks it up (each request ends with exactly one RequestEnded).
        self._pending = 0

    def on(self, kind: type[E], handler: Callable[[E], None]) -> None:
        """Call `handler` with every event of type `kind`, on the main thread, after the handlers
        subscribed before it (the busy count and the loop's end are settled first)."""
        self._handlers.setdefault(kind, []).append(handler)

    @property
    def busy(self) -> bool:
        return self._pending > 0

    @property
    def running(self) -> bool:
        return self.loop.running

    def submit(self, request: rq.Request) -> int:
        """Send `request` as the window: it runs on the engine thread; its events go to the handlers
        (`on`). Returns its number (`cancel`)."""
        self._pending += 1
        return self._producer.submit(request)

    def cancel(self, rid: int) -> None:
        """Stop one request, running or queued (a compared chat's second answer)."""
        self._producer.cancel(rid)

    def _own(self, event: ev.Event) -> None:
        if not isinstance(event, ev.FACTS):
            self._event.emit(event)

    def _dispatch(self, event: ev.Event) -> None:
        if isinstance(event, ev.RequestEnded):
            self._pending = max(0, self._pending - 1)
        elif isinstance(event, ev.LoopStopped):
            self._unsubscribe()
            self.loop.join(5)  # it has delivered its last event: ending now
        for handler in list(self._handlers.get(type(event), ())):
            handler(event)

    def answer_tool(self, call_id: str, decision: Decision) -> None:
        """The user's answer to an events.ToolAsked: "once", "always", "decline" or "never" (read
        at once by the engine thread, which waits for it)."""
        self.loop.work.gate.answer(call_id, decision)

    def stop(self) -> None:
        """Stop every request sent so far: the running reply, prefill, re-read or load, and any
        still queued (a reply is saved, marked stopped). Requests sent after this are not touched."""
        self._producer.stop()

    def hold(self) -> None:
        """Requests wait (at most 10 s) until `release`: the app's first frame goes first."""
        self.loop.hold.clear()

    def release(self) -> None:
        self.loop.hold.set()

    def pace_replies_to_ui(self) -> None:
        """A window that calls ui_caught_up() after drawing each streamed update: the loop then
        waits for it (at most 20 ms) before decoding on, so repaints do not preempt the decode."""
        self._producer.paced = True

    def ui_caught_up(self) -> None:
        self._producer.caught_up.set()

    def begin_shutdown(self) -> None:
        """Stop everything sent so far, then save the open chat and its cache and free the engine,
        without blocking the caller: events.LoopStopped says when it is done."""
        if self.loop.running:
            self.loop.shutdown()

