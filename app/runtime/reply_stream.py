"""A reply's text on its way to a producer: coalesced, its live figures before it, and paced to
a producer that draws each update (the window). The engine loop's jobs are what it emits to."""

from __future__ import annotations

import threading
import time
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
    """A reply's text on its way to the producer: coalesced to STREAM_INTERVAL_S, with its live
    figures before the text, and paced to a producer that draws each update."""

    def __init__(self, job: Job | None):
        self.job = job
        self.live: LiveStats | None = None
        self.pending = ""
        self.last_emit = 0.0

    def add(self, piece: str) -> None:
        assert self.live is not None
        self.pending += piece
        now = time.monotonic()
        stats = self.live.piece(now)
        if stats is not None and self.job is not None:  # before the text, which waits for the window
            self.job.emit(stats)
        if now - self.last_emit >= STREAM_INTERVAL_S:
            self.flush()

    def flush(self) -> None:
        if self.pending and self.job is not None:
            producer = self.job.producer
            if producer is not None:
                producer.caught_up.clear()
            self.job.emit(ev.ReplyText(self.pending))
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
