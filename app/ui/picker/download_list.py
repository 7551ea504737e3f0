"""The "Get models" page's download queue: a row per download with its progress bar, and pause,
resume, cancel and remove for the selected one. A part of GetModelsPage (a mixin, as the main
window's parts are), apart from the Hub search and the list of models to download.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QProgressBar, QPushButton, QTreeWidget, QTreeWidgetItem

from ...runtime import Download
from ..i18n import translate
from ..look.icons import icon
from .downloads_bridge import DownloadsBridge, progress_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget as _Base
else:
    _Base = object

DOWNLOAD_ID = Qt.ItemDataRole.UserRole + 1  # where a row keeps its download's id


class DownloadList(_Base):
    if TYPE_CHECKING:
        bridge: DownloadsBridge
        _rows: dict[str, QTreeWidgetItem]  # download id -> its row

    def _build_downloads(self) -> None:
        """The downloads, with what can be done to the selected one."""
        self.downloads = QTreeWidget(self)
        self.downloads.setHeaderLabels([translate("GetModels", "Download"), translate("GetModels", "Progress")])
        self.downloads.setAccessibleName(translate("GetModels", "Downloads"))
        self.downloads.setRootIsDecorated(False)
        self.downloads.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.downloads.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.downloads.header().resizeSection(1, 360)
        self.downloads.header().setStretchLastSection(False)
        self.pause_button = QPushButton(icon("pause"), translate("GetModels", "Pause"), self)
        self.resume_button = QPushButton(icon("resume"), translate("GetModels", "Resume"), self)
        self.cancel_button = QPushButton(icon("close"), translate("GetModels", "Cancel"), self)
        self.remove_button = QPushButton(icon("delete"), translate("GetModels", "Remove from list"), self)
        self.load_button = QPushButton(icon("model"), translate("GetModels", "Load"), self)
        self.download_error = QLabel(self)
        self.download_error.setWordWrap(True)

    def _changed(self, d: Download) -> None:
        row = self._rows.get(d.id)
        if row is None and self.bridge.queue.get(d.id) is None and d.state != "cancelled":
            return  # a late report of an entry removed since
        if d.state == "cancelled":
            if row is not None:
                self.downloads.takeTopLevelItem(self.downloads.indexOfTopLevelItem(row))
                del self._rows[d.id]
            self._update_buttons()
            return
        if row is None:
            row = QTreeWidgetItem([f"{d.model_name.rsplit('/', 1)[-1]}  ·  {d.repo}"])
            row.setData(0, DOWNLOAD_ID, d.id)
            self.downloads.addTopLevelItem(row)
            made = QProgressBar(self.downloads)
            made.setRange(0, 1000)
            made.setTextVisible(True)
            self.downloads.setItemWidget(row, 1, made)
            self._rows[d.id] = row
        bar = self.downloads.itemWidget(row, 1)
        assert isinstance(bar, QProgressBar)
        bar.setValue(int(1000 * d.done_bytes / d.total) if d.total else 0)
        bar.setFormat(progress_text(d))
        row.setToolTip(0, d.error or f"{d.repo} · {', '.join(f.name for f in d.files)}")
        row.setIcon(0, icon("warning") if d.state == "failed" else icon("ok") if d.state == "done" else icon("get-model"))
        if self._selected_download() is d:
            self.download_error.setText(d.error)
        self._update_buttons()

    def _selected_download(self) -> Download | None:
        item = self.downloads.currentItem()
        return self.bridge.queue.get(str(item.data(0, DOWNLOAD_ID))) if item is not None else None

    def _on_selected(self, action: Callable[[str], None]) -> None:
        d = self._selected_download()
        if d is not None:
            action(d.id)

    def _update_buttons(self) -> None:
        d = self._selected_download()
        state = d.state if d else None
        self.pause_button.setEnabled(state in ("queued", "checking", "downloading"))
        self.resume_button.setEnabled(state in ("paused", "failed"))
        self.cancel_button.setEnabled(state not in (None, "done"))
        self.remove_button.setEnabled(state == "done")
        self.load_button.setEnabled(state == "done")
        self.download_error.setText(d.error if d else "")

    def _remove(self) -> None:
        """Forget a finished download (its model stays on disk)."""
        d = self._selected_download()
        if d is None:
            return
        self.bridge.queue.remove(d.id)
        row = self._rows.pop(d.id, None)
        if row is not None:
            self.downloads.takeTopLevelItem(self.downloads.indexOfTopLevelItem(row))
        self._update_buttons()

    def select_download(self, download_id: str) -> None:
        row = self._rows.get(download_id)
        if row is not None:
            self.downloads.setCurrentItem(row)
