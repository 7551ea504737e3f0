"""Work off the GUI thread, one way for the whole window (Anki's `QueryOp`).

`Background(owner).run(work, done, failed)` runs `work()` on a worker thread and calls
`done(result)` on the GUI thread. The rule for what goes wrong is the engine loop's: an
`AppError` (a message meant for the user) goes to `failed`; anything else is a bug, logged with
its traceback and handed to `sys.excepthook` (the crash dialog). With `latest=key`, only the
newest run of that key answers: an older one that finishes late is dropped. The helper is a
child of its owner, so an answer for a closed widget is never delivered.
"""

from __future__ import annotations

import itertools
import logging
import sys
import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, Qt, Signal

from ..errors import AppError

log = logging.getLogger("emberly.background")

T = TypeVar("T")
Failed = Callable[[AppError], None]


class Background(QObject):
    _answered = Signal(int, str, object)  # number, latest key, the callback to run (from a worker thread)

    def __init__(self, owner: QObject):
        super().__init__(owner)
        self._numbers = itertools.count(1)
        self._latest: dict[str, int] = {}
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def run(self, work: Callable[[], T], done: Callable[[T], None], failed: Failed | None = None, *,
            latest: str = "", name: str = "background") -> None:
        """Run `work` on a thread; `done(result)` or `failed(error)` follows on the GUI thread.
        `latest`: a key whose newer runs make this one's answer stale."""
        number = next(self._numbers)
        if latest:
            self._latest[latest] = number

        def thread() -> None:
            answer: Callable[[], None]
            try:
                result = work()
                answer = lambda: done(result)  # bound to this run's result
            except AppError as e:
                error = e
                answer = (lambda: failed(error)) if failed is not None else (lambda: _unhandled(error))
            except Exception:
                log.exception("Unexpected error in background work (%s)", name)
                info = sys.exc_info()
                answer = lambda: sys.excepthook(*info)
            try:
                self._answered.emit(number, latest, answer)
            except RuntimeError:  # the owner is gone: nobody to answer
                pass

        threading.Thread(target=thread, name=name, daemon=True).start()

    def _deliver(self, number: int, latest: str, answer: Callable[[], None]) -> None:
        if latest and self._latest.get(latest) != number:
            return  # a newer run of the same key was started: this answer is stale
        answer()


def _unhandled(error: AppError) -> None:
    """An AppError nobody said how to show: still the user's message, logged."""
    log.warning("%s", error)
