"""The sessions sidebar: search, new chat, and one row per saved chat with its cache status."""

from __future__ import annotations

import threading
import time
from typing import Any, Mapping

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ..sessions import SessionStore

CACHE_LABELS = {"warm": "● warm", "cold": "○ cold", "stale": "◌ stale"}
SEARCH_DEBOUNCE_MS = 150  # search once typing pauses, not on every keystroke


class SessionList(QWidget):
    """Lists what the store's index holds: the GUI thread stats files but reads none, once the
    index has been built (on a background thread, started by `start_indexing`)."""

    sessionActivated = Signal(str)  # id
    newRequested = Signal()
    contextRequested = Signal(str, QPoint)  # id, global position
    _indexed = Signal()

    def __init__(self, store: SessionStore, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        self.fingerprint: Mapping[str, Any] | None = None
        self.current_id: str | None = None
        self.search = QLineEdit(self)
        self.search.setPlaceholderText("Search chats (Ctrl+K)")
        self.search.setClearButtonEnabled(True)
        self.new_button = QPushButton("New chat", self)
        self.new_button.setToolTip("New chat (Ctrl+N)")
        self.list = QListWidget(self)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.setUniformItemSizes(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        top = QHBoxLayout()
        top.addWidget(self.search)
        top.addWidget(self.new_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 0, 8)
        layout.addLayout(top)
        layout.addWidget(self.list)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(SEARCH_DEBOUNCE_MS)
        self._debounce.timeout.connect(self.refresh)
        self.search.textChanged.connect(lambda _: self._debounce.start())
        self._indexed.connect(self.refresh)  # queued: emitted by the indexing thread
        self.new_button.clicked.connect(self.newRequested)
        self.list.itemActivated.connect(self._activate)
        self.list.itemClicked.connect(self._activate)
        self.list.customContextMenuRequested.connect(self._context)

    def start_indexing(self) -> None:
        """Read every transcript once, off the GUI thread; the list fills when it is done."""
        threading.Thread(target=lambda: (self.store.build_index(), self._indexed.emit()),
                         name="session-index", daemon=True).start()

    def refresh(self) -> None:
        """The chats (newest first) with their cache status, from the store's index."""
        if not self.store.index_ready.is_set():
            self.list.clear()
            placeholder = QListWidgetItem("Reading your chats…")
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(placeholder)
            return
        query = self.search.text().strip()
        summaries = self.store.search(query) if query else self.store.list()
        self.list.blockSignals(True)
        self.list.clear()
        for s in summaries:
            status = self.store.cache_status(s, self.fingerprint)
            when = time.strftime("%b %d %H:%M", time.localtime(s.updated))
            cache = CACHE_LABELS.get(status.state, status.state)
            if status.state != "cold":
                cache += f" · {status.tokens:,} tokens"
            pin = "📌 " if s.pinned else ""
            origin = f" · ↳ {s.forked_from['title']}" if s.forked_from else ""  # branched from that chat
            item = QListWidgetItem(f"{pin}{s.title}\n{when} · {cache}{origin}")
            item.setData(Qt.ItemDataRole.UserRole, s.id)
            tip = status.reason or f"{s.n_messages} messages"
            if s.forked_from:
                tip += f"\nBranched from “{s.forked_from['title']}”"
            item.setToolTip(tip)
            self.list.addItem(item)
            if s.id == self.current_id:
                item.setSelected(True)
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)

    def ids(self) -> list[str]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]

    def _activate(self, item: QListWidgetItem) -> None:
        sid = item.data(Qt.ItemDataRole.UserRole)
        if sid and sid != self.current_id:
            self.sessionActivated.emit(sid)

    def _context(self, pos: QPoint) -> None:
        item = self.list.itemAt(pos)
        if item is not None:
            self.contextRequested.emit(item.data(Qt.ItemDataRole.UserRole), self.list.viewport().mapToGlobal(pos))
