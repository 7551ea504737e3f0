"""Writing transcripts in the background while a reply streams.

An fsync can take tens of milliseconds; on the engine thread, the flushes of a streaming reply
cost ~6% of generation speed (measured). The engine thread serializes a snapshot (cheap, and
consistent) and this single writer thread makes it durable. Only the newest snapshot of a file
matters: an older one still waiting is replaced. `drain()` waits for everything submitted, so a
synchronous save that follows can never be overtaken by an older background write.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from ..atomic import write_atomic


class BackgroundWriter:
    def __init__(self) -> None:
        self._pending: dict[Path, tuple[bytes, Callable[[], None] | None]] = {}
        self._busy = 0  # writes taken from _pending and not finished
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self.errors: list[tuple[Path, OSError]] = []  # failures, for the caller to report

    def submit(self, path: Path, data: bytes, written: Callable[[], None] | None = None) -> None:
        """Write `data` to `path` soon; `written` is called on the writer thread once it is there."""
        with self._cond:
            self._pending[path] = (data, written)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="transcript-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def drain(self) -> None:
        """Return once every submitted snapshot is on disk (or has failed)."""
        with self._cond:
            while self._pending or self._busy:
                self._cond.wait()

    def take_errors(self) -> list[tuple[Path, OSError]]:
        with self._cond:
            errors, self.errors = self.errors, []
        return errors

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    if not self._cond.wait(timeout=5.0) and not self._pending:
                        self._thread = None  # idle: end, a later submit starts a new one
                        return
                path, (data, written) = self._pending.popitem()
                self._busy += 1
            try:
                write_atomic(path, data)
                if written is not None:
                    written()
            except OSError as e:
                with self._cond:
                    self.errors.append((path, e))
            finally:
                with self._cond:
                    self._busy -= 1
                    self._cond.notify_all()
