"""The download queue (app.downloads, Qt-free, one thread per transfer) seen from the GUI thread:
its reports arrive as a queued `changed` signal, and `summary()` says in one line how it goes.

One per window, made on first use (the picker's "Get models" tab, or at start when downloads
were left unfinished) with the core's queue, so start-up reads nothing for it otherwise.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...runtime import Download, Downloads, Listeners
from ...units import human_size


def eta_text(seconds: float | None) -> str:
    if seconds is None:
        return ""
    if seconds < 60:
        return f"{max(1, round(seconds))} s left"
    if seconds < 3600:
        return f"{round(seconds / 60)} min left"
    return f"{seconds / 3600:.1f} h left"


def progress_text(d: Download) -> str:
    """What one download's progress bar says."""
    share = d.done_bytes / d.total if d.total else 0.0
    if d.state == "downloading":
        parts = [f"{share:.0%}", f"{human_size(int(d.speed))}/s" if d.speed else "", eta_text(d.eta)]
        return " · ".join(p for p in parts if p)
    if d.state == "checking":
        return "checking what is on disk…"
    if d.state == "queued":
        return f"waiting · {share:.0%}"
    if d.state == "paused":
        return f"paused at {share:.0%} ({human_size(d.done_bytes)} of {human_size(d.total)})"
    if d.state == "failed":
        return f"stopped at {share:.0%}"
    return f"done · {human_size(d.total)}"


class DownloadsBridge(QObject):
    changed = Signal(object)  # Download: from a transfer's thread, delivered queued

    def __init__(self, queue: Downloads, changes: Listeners[Download], parent: QObject | None = None):
        super().__init__(parent)
        self.queue = queue  # app.core's
        unsubscribe = changes.subscribe(self._report)
        self.destroyed.connect(lambda *_: unsubscribe())

    def _report(self, d: Download) -> None:
        try:
            self.changed.emit(d)
        except RuntimeError:  # the window is gone; the transfer stops with the queue
            pass

    def summary(self) -> str:
        """One line for the window's header: "" when nothing is left to do."""
        items = [d for d in self.queue.items() if d.state not in ("done",)]
        running = [d for d in items if d.state in ("downloading", "checking", "queued")]
        if running:
            total = sum(d.total for d in running)
            done = sum(d.done_bytes for d in running)
            speed = sum(d.speed for d in running)
            eta = (total - done) / speed if speed > 0 else None
            what = running[0].model_name.rsplit("/", 1)[-1] if len(running) == 1 else f"{len(running)} models"
            parts = [f"{done / total:.0%}" if total else "", f"{human_size(int(speed))}/s" if speed else "", eta_text(eta)]
            return f"Downloading {what}: " + " · ".join(p for p in parts if p)
        paused = [d for d in items if d.state == "paused"]
        failed = [d for d in items if d.state == "failed"]
        if failed:
            return f"{len(failed)} download{'s' if len(failed) > 1 else ''} stopped: see Get models"
        if paused:
            return f"{len(paused)} download{'s' if len(paused) > 1 else ''} paused"
        return ""

    def close(self) -> None:
        self.queue.close()
