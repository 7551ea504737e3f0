"""Subscribers to one kind of news, told in turn on the teller's thread: the engine loop's facts
(app/runtime/loop.py) and the core's services' progress (app/core.py) alike."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

log = logging.getLogger("emberly.runtime")
T = TypeVar("T")


class Listeners(Generic[T]):
    """Subscribers to one kind of news: each is called with it, in the order they subscribed."""

    def __init__(self) -> None:
        self._subscribers: list[Callable[[T], None]] = []
        self._lock = threading.Lock()

    def subscribe(self, subscriber: Callable[[T], None]) -> Callable[[], None]:
        """Add `subscriber`; the function returned removes it."""
        with self._lock:
            self._subscribers.append(subscriber)
        return lambda: self._unsubscribe(subscriber)

    def _unsubscribe(self, subscriber: Callable[[T], None]) -> None:
        with self._lock:
            if subscriber in self._subscribers:
                self._subscribers.remove(subscriber)

    def __call__(self, news: T) -> None:
        with self._lock:
            subscribers = list(self._subscribers)
        for subscriber in subscribers:
            try:
                subscriber(news)
            except Exception:  # one subscriber's bug is neither the others' nor the teller's
                log.exception("A subscriber failed on %s", type(news).__name__)
