"""The sessions sidebar: search, new chat, and one row per saved chat with its cache status."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QToolButton, QVBoxLayout, QWidget

from ...runtime import CacheStatus, SessionStore
from ...runtime import events as ev
from ..background import Background
from ..engine_controller import ModelLoaded, On
from ..i18n import QT_TRANSLATE_NOOP, chat_title, data_size, number, say, translate, when
from ..look.icons import icon
from ..look.theme import scaled_font, token

CACHE_WORDS = {"warm": QT_TRANSLATE_NOOP("Sidebar", "Warm: reopens from its saved cache"),
               "cold": QT_TRANSLATE_NOOP("Sidebar", "Cold: will be re-read when opened"),
               "stale": QT_TRANSLATE_NOOP("Sidebar", "Stale: its cache is for other model settings")}
SPOKEN = {"warm": QT_TRANSLATE_NOOP("Sidebar", "{title}, {when}, cache warm"),  # what a screen reader says of a row
          "cold": QT_TRANSLATE_NOOP("Sidebar", "{title}, {when}, cache cold"),
          "stale": QT_TRANSLATE_NOOP("Sidebar", "{title}, {when}, cache stale"),
          "empty": QT_TRANSLATE_NOOP("Sidebar", "{title}, {when}, empty")}
STATE_ROLE = Qt.ItemDataRole.UserRole + 1  # a chat row's cache state: warm, cold, stale, empty
SEARCH_DEBOUNCE_MS = 150  # search once typing pauses, not on every keystroke


class SessionList(QWidget):
    """Lists what the store's index holds: the GUI thread stats files but reads none, once the
    index has been built (on a background thread, started by `start_indexing`)."""

    sessionActivated = Signal(str)  # id
    newRequested = Signal()
    contextRequested = Signal(str, QPoint)  # id, global position

    def __init__(self, store: SessionStore, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        self.fingerprint: Mapping[str, Any] | None = None
        self.current_id: str | None = None
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.new_button = QToolButton(self)
        self.new_button.setIcon(icon("new-chat"))
        self.list = QListWidget(self)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.setUniformItemSizes(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setObjectName("sessions")
        self.list.setIconSize(QSize(14, 14))
        self.list.setFrameShape(QListWidget.Shape.NoFrame)
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
        self.search.returnPressed.connect(self._open_first_found)
        self.new_button.clicked.connect(self.newRequested)
        self.list.itemActivated.connect(self._activate)
        self.list.itemClicked.connect(self._activate)
        self.list.customContextMenuRequested.connect(self._context)
        self.retranslate()

    def retranslate(self) -> None:
        """Its words in the interface's language (the rows follow with the next `refresh`)."""
        self.search.setPlaceholderText(translate("Sidebar", "Search chats (Ctrl+K)"))
        self.search.setAccessibleName(translate("Sidebar", "Search chats"))
        for clear in self.search.findChildren(QToolButton):  # the clear button, shown once there is text
            clear.setAccessibleName(translate("Sidebar", "Clear the search"))
        self.new_button.setAccessibleName(translate("Sidebar", "New chat"))
        self.new_button.setToolTip(translate("Sidebar", "New chat (Ctrl+N)"))
        self.list.setAccessibleName(translate("Sidebar", "Chats"))

    def follow(self, on: On) -> None:
        """The list anew when the chats change, whoever changed them (the window, the terminal, an
        API client); its cache badges for the model that loaded."""
        on(ev.ModelLoaded, self._model_loaded)
        on(ev.ChatsChanged, lambda _e: self.refresh())

    def _model_loaded(self, info: ModelLoaded) -> None:
        self.fingerprint = info.fingerprint
        self.refresh()

    def start_indexing(self) -> None:
        """Read every transcript once, off the GUI thread; the list fills when it is done."""
        Background(self).run(self.store.build_index, lambda _: self.refresh(), name="session-index")

    def refresh(self) -> None:
        """The chats (pinned first, then newest first, under Today / Yesterday / Previous 7 days /
        Older) with their cache badges, from the store's index."""
        if not self.store.index_ready.is_set():
            self.list.clear()
            placeholder = QListWidgetItem(translate("Sidebar", "Reading your chats…"))
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(placeholder)
            return
        query = self.search.text().strip()
        summaries = self.store.search(query) if query else self.store.list()
        self.list.blockSignals(True)
        self.list.clear()
        group = None
        now = time.time()
        badges: dict[str, QIcon] = {}  # one icon per cache state: a list of thousands makes a few
        for s in sorted(summaries, key=lambda s: not s.pinned):  # stable: newest first within each
            heading = translate("Sidebar", "Pinned") if s.pinned else group_of(s.updated, now)
            if heading != group:
                group = heading
                self.list.addItem(self._heading(heading))
            status = self.store.cache_status(s, self.fingerprint)
            origin = f"\n↳ {s.forked_from['title']}" if s.forked_from else ""  # forked from that chat
            item = QListWidgetItem(f"{chat_title(s.title)}{origin}")
            item.setData(Qt.ItemDataRole.UserRole, s.id)
            item.setData(STATE_ROLE, status.state if s.n_messages else "empty")
            spoken = translate("Sidebar", SPOKEN.get(status.state if s.n_messages else "empty", SPOKEN["cold"]))
            spoken = spoken.format(title=chat_title(s.title), when=when(s.updated))
            if s.forked_from:
                spoken += translate("Sidebar", ", forked from {title}").format(title=s.forked_from["title"])
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            if s.n_messages:  # an empty chat has no cache to speak of
                item.setIcon(badges.get(status.state) or badges.setdefault(status.state, icon(status.state, status.state)))
            n = s.n_messages
            count = translate("Sidebar", "%n message(s) · {when}", None, n)
            tip = [count.format(when=when(s.updated))]
            if s.n_messages:
                tip.append(cache_tip(status))
            if s.forked_from:
                tip.append(translate("Sidebar", "Forked from “{title}”").format(title=s.forked_from["title"]))
            item.setToolTip("\n".join(tip))
            self.list.addItem(item)
            if s.id == self.current_id:
                item.setSelected(True)
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)

    def _heading(self, text: str) -> QListWidgetItem:
        item = QListWidgetItem(text.upper())
        item.setFlags(Qt.ItemFlag.NoItemFlags)  # not selectable, skipped by the keyboard
        item.setFont(scaled_font(self.list.font(), "caption", semibold=True))
        item.setForeground(QColor(token("muted")))
        item.setSizeHint(QSize(0, int(self.list.fontMetrics().height() * 1.8)))
        return item

    def item_for(self, session_id: str) -> QListWidgetItem:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == session_id:
                return self.list.item(i)
        raise KeyError(session_id)

    def cache_state(self, session_id: str) -> str:
        """What a chat's badge shows: warm, cold, stale, or empty (no badge)."""
        return str(self.item_for(session_id).data(STATE_ROLE))

    def headings(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())
                if self.list.item(i).data(Qt.ItemDataRole.UserRole) is None]

    def ids(self) -> list[str]:
        items = (self.list.item(i) for i in range(self.list.count()))
        return [sid for item in items if (sid := item.data(Qt.ItemDataRole.UserRole)) is not None]

    def _activate(self, item: QListWidgetItem) -> None:
        sid = item.data(Qt.ItemDataRole.UserRole)
        if sid and sid != self.current_id:
            self.sessionActivated.emit(sid)

    def _open_first_found(self) -> None:
        """Enter in the search opens the first chat it found (the list as typed, if the search is still
        waiting for a pause), as the search boxes of mail and chat apps do."""
        if self._debounce.isActive():
            self._debounce.stop()
            self.refresh()
        if ids := self.ids():
            self._activate(self.item_for(ids[0]))

    def _context(self, pos: QPoint) -> None:
        item = self.list.itemAt(pos)
        if item is not None:
            self.contextRequested.emit(item.data(Qt.ItemDataRole.UserRole), self.list.viewport().mapToGlobal(pos))


def group_of(updated: float, now: float) -> str:
    """The sidebar heading a chat last changed at `updated` goes under."""
    today = time.localtime(now)
    midnight = time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 0, 0, 0, 0, 0, -1))
    if updated >= midnight:
        return translate("Sidebar", "Today")
    if updated >= midnight - 86400:
        return translate("Sidebar", "Yesterday")
    if updated >= midnight - 7 * 86400:
        return translate("Sidebar", "Previous 7 days")
    return translate("Sidebar", "Older")


def cache_tip(status: CacheStatus) -> str:
    """The badge's tooltip: the cache's state, size and how the chat last reopened."""
    words = CACHE_WORDS.get(status.state)
    lines = [translate("Sidebar", words) if words else status.state]
    if status.state != "cold":
        lines[0] += translate("Sidebar", " ({tokens} tokens, {size})").format(
            tokens=number(status.tokens), size=data_size(status.bytes_on_disk))
    if status.reason:
        lines.append(say(status.reason))
    last = status.last_resume
    if last and last.get("kind") in ("warm", "cold"):
        if last["kind"] == "warm":
            how = translate("Sidebar", "Last opened: restored in {ms} ms").format(ms=f"{last['seconds'] * 1000:.0f}")
        else:
            how = translate("Sidebar", "Last opened: re-read in {s} s").format(s=number(last["seconds"], 1))
        lines.append(how)
    return "\n".join(lines)
