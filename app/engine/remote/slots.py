"""Which llama-server slots this process holds: one per open chat, never one another engine here
holds, and never one the server says is busy."""

from __future__ import annotations

import threading
import time


class SlotPool:
    """Which llama-server slots this process holds, per server: one per open chat, never one
    another engine here holds, and never one the server says is busy."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: dict[tuple[str, int], int] = {}  # (url, slot) → id(engine)
        self._used: dict[tuple[str, int], float] = {}

    def take(self, url: str, owner: int, n_slots: int, busy: set[int], prefer: int | None) -> int | None:
        with self._lock:
            if prefer is not None and self._held.get((url, prefer)) == owner and prefer not in busy:
                return prefer
            free = [s for s in range(n_slots) if (url, s) not in self._held and s not in busy]
            if not free:
                return None
            slot = min(free, key=lambda s: self._used.get((url, s), 0.0))  # least recently used first
            self._release(url, owner)
            self._held[(url, slot)] = owner
            self._used[(url, slot)] = time.monotonic()
            return slot

    def release(self, url: str, owner: int) -> None:
        with self._lock:
            self._release(url, owner)

    def _release(self, url: str, owner: int) -> None:
        for key in [k for k, v in self._held.items() if k[0] == url and v == owner]:
            del self._held[key]


SLOTS = SlotPool()
