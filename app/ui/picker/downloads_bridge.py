"""The download queue (app.downloads, Qt-free, one thread per transfer) seen from the GUI thread:
its reports arrive as a queued `changed` signal, and `summary()` says in one line how it goes.

One per window, made on first use (the picker's "Get models" tab, or at start when downloads
were left unfinished) with the core's queue, so start-up reads nothing for it otherwise.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...runtime import Download, Downloads, Listeners
from ...units import human_size
from ..i18n import percent, translate


def eta_text(seconds: float | None) -> str:
    if seconds is None:
        return ""
    if seconds < 60:
        return translate("GetModels", "{n} s left").format(n=max(1, round(seconds)))
    if seconds < 3600:
        return translate("GetModels", "{n} min left").format(n=round(seconds / 60))
    return translate("GetModels", "{n} h left").format(n=f"{seconds / 3600:.1f}")


def speed_text(speed: float) -> str:
    return translate("GetModels", "{size}/s").format(size=human_size(int(speed))) if speed else ""


def progress_text(d: Download) -> str:
    """What one download's progress bar says."""
    share = d.done_bytes / d.total if d.total else 0.0
    if d.state == "downloading":
        parts = [percent(share), speed_text(d.speed), eta_text(d.eta)]
        return " · ".join(p for p in parts if p)
    if d.state == "checking":
        return translate("GetModels", "checking what is on disk…")
    if d.state == "queued":
        return translate("GetModels", "waiting · {share}").format(share=percent(share))
    if d.state == "paused":
        return translate("GetModels", "paused at {share} ({done} of {total})").format(
            share=percent(share), done=human_size(d.done_bytes), total=human_size(d.total))
    if d.state == "failed":
        return translate("GetModels", "stopped at {share}").format(share=percent(share))
    return translate("GetModels", "done · {size}").format(size=human_size(d.total))


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
            n = len(running)
            what = running[0].model_name.rsplit("/", 1)[-1] if n == 1 else translate("GetModels", "%n models", None, n)
            parts = [percent(done / total) if total else "", speed_text(speed), eta_text(eta)]
            progress = " · ".join(p for p in parts if p)
            return translate("GetModels", "Downloading {what}: {progress}").format(what=what, progress=progress)
        paused = [d for d in items if d.state == "paused"]
        failed = [d for d in items if d.state == "failed"]
        # The English singular is a message of its own: without a translation the text stays as it was.
        if failed:
            n = len(failed)
            return (translate("GetModels", "%n download stopped: see Get models", None, n) if n == 1
                    else translate("GetModels", "%n downloads stopped: see Get models", None, n))
        if paused:
            n = len(paused)
            return (translate("GetModels", "%n download paused", None, n) if n == 1
                    else translate("GetModels", "%n downloads paused", None, n))
        return ""

    def close(self) -> None:
        self.queue.close()
