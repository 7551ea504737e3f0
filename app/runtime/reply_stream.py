"""A reply's text on its way to a producer: coalesced, its live figures before it, and paced to
a producer that draws each update (the window). The one batcher of streamed text: the window's
replies, Regenerate ×N's counts (app/runtime/work.py) and the local API's replies
(app/runtime/api_work.py) all go through `ReplyStream`, each with its own options."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from . import events as ev

if TYPE_CHECKING:
    from ..engine.chat_engine import ChatEngine

# Coalesce tokens: at most 20 text updates a second reach a producer. Every repaint takes CPU
# from the decode threads (on 2 cores, 30 ms updates cost ~3% of generation speed).
STREAM_INTERVAL_S = 0.05
UI_WAIT_S = 0.02  # at most this long per update for a paced producer to draw it
# The context meter and speed follow a streaming reply at most 4 times a second: they are read
# at a glance, and each update is a repaint taken from the decode.
LIVE_STATS_INTERVAL_S = 0.25


class Paced(Protocol):
    """A producer that draws each streamed update (the window): it sets `caught_up` once drawn."""

    paced: bool
    caught_up: threading.Event


class Job(Protocol):
    rid: int

    @property
    def producer(self) -> Paced | None: ...

    def cancelled(self) -> bool: ...

    def emit(self, event: ev.Event) -> None: ...


class ReplyStream:
    """A reply's text on its way to a producer, as events: pieces coalesced to one `event(text)`
    per `interval` (STREAM_INTERVAL_S; the first piece at once, unless `first_waits`: then the
    interval counts from the stream's start), and `flush` for the rest (a reply's end, a tool
    step, a text read whole). With `live`, its live figures go before the text; with a
    `producer` whose `paced` is on (the window), each update waits (bounded) for it to be drawn.
    The local API's streams are never paced, at their own interval (api_work.py); Regenerate
    ×N's counts are one too, their event the counts so far whatever the text (work.py)."""

    def __init__(self, emit: Callable[[ev.Event], None], event: Callable[[str], ev.Event] = ev.ReplyText,
                 interval: float | None = None, producer: Paced | None = None, first_waits: bool = False):
        self.emit, self.event, self.producer = emit, event, producer
        self.interval = STREAM_INTERVAL_S if interval is None else interval
        self.live: LiveStats | None = None
        self.pending = ""
        self.last_emit = time.monotonic() if first_waits else -math.inf  # not 0: the clock starts at boot

    def add(self, piece: str) -> None:
        self.pending += piece
        now = time.monotonic()
        stats = self.live.piece(now) if self.live is not None else None
        if stats is not None:  # before the text, which waits for the window
            self.emit(stats)
        if now - self.last_emit >= self.interval:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            producer = self.producer
            if producer is not None:
                producer.caught_up.clear()
            self.emit(self.event(self.pending))
            self.pending = ""
            if producer is not None and producer.paced:
                # Let the window draw the new text while llama.cpp's threads are idle: where
                # every core decodes, a repaint that preempts them costs twice its own time.
                # Bounded, so a slow or closing window never holds the reply up for long.
                producer.caught_up.wait(UI_WAIT_S)
        self.last_emit = time.monotonic()


class LiveStats:
    """A streaming reply's figures, at most every LIVE_STATS_INTERVAL_S: the tokens in the context
    (the prompt and what is written so far) and the tokens written a second. A local engine's
    cache count is exact as it goes; a server says its count only at the end, so there each piece
    counts as a token on top of what the cache held when the reply began."""

    def __init__(self, engine: ChatEngine):
        self.engine = engine
        self.before = engine.n_cached
        self.pieces = 0
        self.started = time.monotonic()
        self.told = 0.0

    def piece(self, now: float) -> ev.ReplyStats | None:
        self.pieces += 1
        if now - self.told < LIVE_STATS_INTERVAL_S:
            return None
        self.told = now
        rate = (self.pieces - 1) / (now - self.started) if now > self.started else 0.0
        return ev.ReplyStats(max(self.engine.n_cached, self.before + self.pieces), self.engine.n_ctx, rate)
