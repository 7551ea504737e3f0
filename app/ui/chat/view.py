"""The transcript: a QListView whose delegate paints each message from a cached QTextDocument.

A word-wrapped widget per message re-lays-out every message when one grows (2.8 s per update
for 1,000 messages, measured). Here only rows in view are rendered: a row out of view has a
height estimated from its text and is measured (its Markdown rendered once per text revision
and width) when it comes into view; streaming changes only the last row.

Layout (docs/design.md): a centred column of at most ~80 characters; the user's messages in a
tinted bubble on the right, the assistant's across the column; under each message a strip with
its actions (copy, edit, regenerate, fork) and its time and stats, shown on hover or focus.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPoint,
    QRect,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import (
    QContextMenuEvent,
    QDesktopServices,
    QGuiApplication,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPaintEvent,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyleOptionViewItem, QToolButton, QWidget

from ...runtime import Message
from ..i18n import translate
from ..look.icons import icon
from .delegate import ACTIONS, MARGIN, MessageDelegate
from .items import Item, ToolLine
from .model import MessagesModel


class ChatView(QListView):
    """Shows a transcript; follows a streaming reply unless the user scrolled up (then a
    "↓" button, "New" when more came, brings them back)."""

    codeCopied = Signal()
    contextRequested = Signal(int, QPoint)  # message row, global position
    versionRequested = Signal(int, int)  # message row, step (-1: the version before, 1: the one after)
    actionRequested = Signal(int, str)  # message row, action name (ACTIONS)
    documentRequested = Signal(int, int)  # message row, which of its documents (a chip's click)
    sourceRequested = Signal(int, int)  # reply row, which of its citations
    scrolled = Signal(int)  # the top message row after a scroll; -1: following the newest

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(translate("Chat", "Conversation"))
        self.model_ = MessagesModel(self)
        self.setModel(self.model_)
        self.measuring: set[int] = set()  # rows whose sizeHint is measured, not estimated, right now
        self.hover_row = -1
        self.hover_action: str | None = None
        self.thumbnails: dict[str, QImage] = {}  # an image's sha256: its thumbnail (add_thumbnails)
        self._thumbs_asked: set[str] = set()
        self.thumbnail_source: Callable[[list[str]], None] | None = None
        self.delegate = MessageDelegate(self, self)
        self.setItemDelegate(self.delegate)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setObjectName("chatView")  # the style sheet's focus ring: there only while the keyboard is here
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.delegate.clear_cache()
        self.follow = True
        self._settling = False
        self._reported_row = -1  # what `scrolled` said last
        self.exposed = QRect()  # the part of the viewport being painted
        self.to_bottom = QToolButton(self)
        self.to_bottom.setIcon(icon("scroll-down"))
        self.to_bottom.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.to_bottom.setAccessibleName(translate("Chat", "Scroll to the newest message"))
        self.to_bottom.setToolTip(translate("Chat", "Scroll to the newest message (Ctrl+End)"))
        self.to_bottom.setObjectName("scrollToBottom")
        self.to_bottom.setCursor(Qt.CursorShape.PointingHandCursor)
        self.to_bottom.clicked.connect(self.scroll_to_newest)
        self.to_bottom.hide()
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        self.verticalScrollBar().rangeChanged.connect(self._on_range)

    # --- content -------------------------------------------------------------------------------

    def set_messages(self, messages: list[Message], new_chat: bool = False,
                     versions: list[tuple[int, int]] | None = None) -> None:
        if new_chat:
            self.delegate.clear_cache()
            self.follow = True
        current = self.currentIndex().row() if not new_chat else -1
        self.model_.set_messages(messages, versions)
        if 0 <= current < len(self.model_.items):  # a changed message's row is made anew: the keyboard stays on it
            self.setCurrentIndex(self.model_.index(current))
        self.delegate.forget_rows_from(len(self.model_.items))
        self.settle()
        self._want_thumbnails()

    def add_message(self, role: str, text: str, streaming: bool = False, documents: tuple[str, ...] = (),
                    pictures: tuple[str, ...] = ()) -> None:
        """Add a message at the end; the user's own (a send) brings the view back to the end."""
        if role == "user":
            self.follow = True
            self.to_bottom.hide()
        self.model_.append(Item(role, text, streaming=streaming, documents=documents, pictures=pictures))
        self.settle()
        self._want_thumbnails()

    # Thumbnails of the images in messages: made off the GUI thread by whoever set `thumbnail_source`
    # (the window reads the image store), then painted in place of the chips' icons.

    def _want_thumbnails(self) -> None:
        missing = [sha for item in self.model_.items for sha in item.pictures
                   if sha not in self.thumbnails and sha not in self._thumbs_asked]
        if missing and self.thumbnail_source is not None:
            self._thumbs_asked.update(missing)
            self.thumbnail_source(missing)

    def add_thumbnails(self, thumbs: dict[str, QImage]) -> None:
        """Thumbnails made (any thread made them; this runs on the GUI thread): the rows showing
        those images are laid out again with them."""
        self.thumbnails.update(thumbs)
        rows = [r for r, item in enumerate(self.model_.items) if set(item.pictures) & thumbs.keys()]
        for r in rows:
            self.delegate.forget_row(r)
        if rows:
            self.settle()
            self.viewport().update()

    def append_text(self, text: str, now: bool = False) -> None:
        """More text for the streaming (last) message; relayout only when its height changed.
        With `now`, the new text is painted before this returns."""
        items = self.model_.items
        if not items:
            return
        index = self.model_.index(len(items) - 1)
        before = self.delegate.sizeHint(QStyleOptionViewItem(), index)
        self.model_.append_text(text)
        if not self.follow:
            self._show_to_bottom(new=True)
        if self.delegate.sizeHint(QStyleOptionViewItem(), index) != before:
            # The row grew: lay the rows out again (executeDelayedItemsLayout alone does nothing
            # unless a layout is scheduled). The scroll range grows with it, and a view that
            # follows goes to the new end (_on_range).
            self.scheduleDelayedItemsLayout()
            if now:
                self.executeDelayedItemsLayout()
                if self.follow:
                    self.scrollToBottom()
                self.viewport().repaint()
        elif now:
            self.viewport().repaint(self._tail_rect(index))
        else:
            self.viewport().update(self._tail_rect(index))

    def _tail_rect(self, index: QModelIndex) -> QRect:
        """The part of the streaming row that new text can change: its last text block down, or
        from the block before its unsettled part when its document was rendered again."""
        rect = self.visualRect(index)
        doc = self.delegate.document(index.row(), self.delegate.text_width(index.row(), rect.width()))
        changed = self.delegate.take_redrawn(index.row())
        block = doc.findBlock(max(changed - 1, 0)).previous() if changed >= 0 else doc.lastBlock()
        last = doc.documentLayout().blockBoundingRect(block if block.isValid() else doc.begin())
        top = self.delegate.doc_origin(index).y() + int(last.top())
        return QRect(rect.left(), max(rect.top(), top - 2), rect.width(), rect.bottom() - top + 3)

    def items(self) -> list[Item]:
        return self.model_.items

    def toggle_thoughts(self, row: int) -> None:
        """Expand or collapse a reply's reasoning."""
        item = self.model_.items[row]
        item.thoughts_open = not item.thoughts_open
        item.revision += 1  # a new document and a new height
        self.settle()

    def toggle_tool(self, row: int, i: int) -> None:
        """Expand or collapse a tool call's block (its arguments and result)."""
        item = self.model_.items[row]
        item.tools_open = item.tools_open ^ {i}
        item.revision += 1
        self.delegate.forget_row(row)  # a streaming reply's document too
        self.settle()

    def show_tool_step(self, text: str, tools: tuple[ToolLine, ...]) -> None:
        """The streaming reply's tool calls changed: its text so far became a call (`text` is what
        follows the calls) or a call ran."""
        items = self.model_.items
        if items and items[-1].streaming:
            items[-1].text, items[-1].tools = text, tools
            self._redo_last()

    def show_tool_progress(self, call_id: str, progress: str) -> None:
        """A running call's progress (items.progress_line) on its block's line, instead of
        "waiting…"; a call that is no longer running (a report late after its end) is left as it is."""
        items = self.model_.items
        if not items or not items[-1].streaming:
            return
        item = items[-1]
        tools = tuple(replace(t, progress=progress) if t.id == call_id and t.status == "waiting" else t
                      for t in item.tools)
        if tools != item.tools:
            item.tools = tools
            self._redo_last()

    def _redo_last(self) -> None:
        """The streaming reply's document anew (its tool blocks changed), laid out and drawn."""
        items = self.model_.items
        items[-1].revision += 1
        self.delegate.forget_row(len(items) - 1)
        self.settle()
        self.viewport().update()

    def show_more(self, row: int) -> None:
        """Show four times as much of a long message."""
        item = self.model_.items[row]
        item.shown *= 4
        item.revision += 1
        self.settle()

    # --- lazy layout ---------------------------------------------------------------------------

    def rows_in_view(self) -> range:
        """The rows the viewport shows now (by the current, possibly estimated, layout)."""
        n = len(self.model_.items)
        if n == 0:
            return range(0)
        x = self.viewport().width() // 2
        first = self.indexAt(QPoint(x, 0))
        last = self.indexAt(QPoint(x, self.viewport().height() - 1))
        return range(first.row() if first.isValid() else 0, (last.row() if last.isValid() else n - 1) + 1)

    def settle(self) -> None:
        """Lay out, measuring the rows that come into view (their estimated heights replaced by
        exact ones), until what is shown is measured; the top row stays put, or the bottom when
        following the newest message."""
        if self._settling:
            return
        self._settling = True
        try:
            for _ in range(8):  # each pass measures the rows an estimate let into view
                self.executeDelayedItemsLayout()
                if self.follow:
                    self.scrollToBottom()
                rows = [r for r in self.rows_in_view() if not self.delegate.is_measured(r)]
                if not rows:
                    break
                top = self.indexAt(QPoint(self.viewport().width() // 2, 0))
                top_y = self.visualRect(top).top() if top.isValid() else 0
                self.measuring.update(rows)
                try:
                    self.scheduleDelayedItemsLayout()
                    self.executeDelayedItemsLayout()
                finally:
                    self.measuring.clear()
                if not self.follow and top.isValid():
                    bar = self.verticalScrollBar()
                    bar.setValue(bar.value() + self.visualRect(top).top() - top_y)
            self.viewport().update()
        finally:
            self._settling = False

    # --- scrolling -----------------------------------------------------------------------------

    def at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 24

    def scroll_to_newest(self) -> None:
        self.follow = True
        self.to_bottom.hide()
        self.scrollToBottom()
        self.settle()

    def scroll_to_first(self) -> None:
        """The start of the conversation (Ctrl+Home): a streaming reply is no longer followed."""
        if not self.model_.items:
            return
        self.follow = False
        self.scrollToTop()
        self._on_scrolled(self.verticalScrollBar().value())

    def place(self, row: int) -> None:
        """Scroll so that message `row` is at the top, as a reopened chat was left; not following."""
        if not 0 <= row < len(self.model_.items):
            return
        for _ in range(4):  # rows above may have estimated heights: settle measures them, then again
            self.follow = False
            self.scrollTo(self.model_.index(row), QAbstractItemView.ScrollHint.PositionAtTop)
            self._on_scrolled(self.verticalScrollBar().value())
            if self.follow or self.top_row() == row:  # follow: the rest fits below it, at the end after all
                break

    def top_row(self) -> int:
        top = self.indexAt(QPoint(self.viewport().width() // 2, 0))
        return top.row() if top.isValid() else -1

    def _on_scrolled(self, _value: int) -> None:
        if self._settling:
            return
        self.follow = self.at_bottom()
        if self.follow:
            self.to_bottom.hide()
        elif not self.to_bottom.isVisible():
            self._show_to_bottom(new=False)
        self.settle()
        row = -1 if self.follow else self.top_row()
        if row != self._reported_row:
            self._reported_row = row
            self.scrolled.emit(row)

    def _on_range(self, _min: int, maximum: int) -> None:
        if self.follow:
            self.verticalScrollBar().setValue(maximum)

    def _show_to_bottom(self, new: bool) -> None:
        if new and self.to_bottom.text():
            return
        self.to_bottom.setText(translate("Chat", "New", "more of the reply came below") if new else "")
        self.to_bottom.adjustSize()
        self._place_to_bottom()
        self.to_bottom.show()
        self.to_bottom.raise_()

    def _place_to_bottom(self) -> None:
        """Bottom right, over the conversation, clear of the scroll bar."""
        size = self.to_bottom.sizeHint()
        area = self.viewport().geometry()
        self.to_bottom.move(area.right() - size.width() - MARGIN, area.bottom() - size.height() - 12)

    def resizeEvent(self, e: QResizeEvent) -> None:
        # Another width changes every row's height: the message at the top stays at the top (a
        # chat placed while its page was still hidden, at another size, too).
        top = self.top_row() if not self.follow and e.size().width() != e.oldSize().width() else -1
        super().resizeEvent(e)
        self._place_to_bottom()
        if top >= 0:
            self.place(top)
        elif e.size().width() != e.oldSize().width():
            self.settle()

    # --- interaction ---------------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and event.button() == Qt.MouseButton.LeftButton:
            action = self.delegate.action_at(index, event.position().toPoint()) if index.row() == self.hover_row else None
            if action is not None:
                self.actionRequested.emit(index.row(), action)
                return
            anchor = self.delegate.anchor_at(index, event.position().toPoint())
            if anchor.startswith("copy:"):
                blocks = self.model_.items[index.row()].code_blocks
                n = int(anchor[5:])
                if 0 <= n < len(blocks):
                    QGuiApplication.clipboard().setText(blocks[n])
                    self.codeCopied.emit()
                return
            if anchor == "think:":
                self.toggle_thoughts(index.row())
                return
            if anchor.startswith("tool:"):
                self.toggle_tool(index.row(), int(anchor[5:]))
                return
            if anchor == "more:":
                self.show_more(index.row())
                return
            if anchor.startswith("cite:"):
                self.sourceRequested.emit(index.row(), int(anchor[5:]))
                return
            if anchor.startswith("doc:"):
                self.documentRequested.emit(index.row(), int(anchor[4:]))
                return
            if anchor.startswith("version:"):
                self.setCurrentIndex(index)
                self.versionRequested.emit(index.row(), int(anchor[8:]))
                return
            if anchor.startswith(("http://", "https://")):
                QDesktopServices.openUrl(QUrl(anchor))
                return
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        index = self.indexAt(pos)
        row = index.row() if index.isValid() else -1
        action = self.delegate.action_at(index, pos) if index.isValid() and not self.model_.items[row].streaming else None
        if (row, action) != (self.hover_row, self.hover_action):
            self._set_hover(row, action)
        over_link = action is not None or (index.isValid() and bool(self.delegate.anchor_at(index, pos)))
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if over_link else Qt.CursorShape.ArrowCursor)
        self.viewport().setToolTip(translate("Chat", ACTIONS[action][1]) if action else "")
        super().mouseMoveEvent(event)

    def _set_hover(self, row: int, action: str | None) -> None:
        rows = {self.hover_row, row} - {-1}
        self.hover_row, self.hover_action = row, action
        for r in rows:
            if r < len(self.model_.items):
                self.viewport().update(self.visualRect(self.model_.index(r)))

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(-1, None)
        super().leaveEvent(event)

    def wheelEvent(self, e: QWheelEvent) -> None:
        """A sideways wheel (or Shift+wheel) over a code block wider than the column scrolls it."""
        sideways = e.angleDelta().x() or (e.angleDelta().y() if e.modifiers() & Qt.KeyboardModifier.ShiftModifier else 0)
        index = self.indexAt(e.position().toPoint())
        if sideways and index.isValid():
            frame = self.delegate.wide_frame_at(index, e.position().toPoint())
            if frame is not None:
                n, room = frame
                item = self.model_.items[index.row()]
                item.x_scroll[n] = int(max(0, min(room, item.x_scroll.get(n, 0) - sideways / 2)))
                self.viewport().update(self.visualRect(index))
                e.accept()
                return
        super().wheelEvent(e)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Alt+Left / Alt+Right: the focused message's previous / next version; the Menu key or
        Shift+F10: its menu; Ctrl+End: the newest message."""
        index = self.currentIndex()
        key, mods = Qt.Key(event.key()), event.modifiers()
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(key)
        if step is not None and mods == Qt.KeyboardModifier.AltModifier and index.isValid():
            k, n = self.model_.items[index.row()].version
            if 1 <= k + step <= n:
                self.versionRequested.emit(index.row(), step)
            event.accept()
            return
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and mods == Qt.KeyboardModifier.ShiftModifier):
            if index.isValid():
                self._menu_for(index)
            event.accept()
            return
        if key == Qt.Key.Key_End and mods == Qt.KeyboardModifier.ControlModifier:
            self.scroll_to_newest()
            event.accept()
            return
        super().keyPressEvent(event)
        self.viewport().update()  # the focus ring moved with the current message

    def contextMenuEvent(self, e: QContextMenuEvent) -> None:
        """A right-click opens the menu of the message under the pointer. The Menu key's own event
        (X11 sends it before the key, at a point where, just after a version switch, no message
        may be laid out yet) is left to keyPressEvent, which knows the focused message."""
        e.accept()
        if e.reason() == QContextMenuEvent.Reason.Mouse and (index := self.indexAt(e.pos())).isValid():
            self.contextRequested.emit(index.row(), self.viewport().mapToGlobal(e.pos()))

    def _menu_for(self, index: QModelIndex) -> None:
        """The focused message's menu, on the part of it in sight (a tall one may be mostly out)."""
        shown = self.visualRect(index).intersected(self.viewport().rect())
        self.contextRequested.emit(index.row(), self.viewport().mapToGlobal(shown.center() if shown.isValid()
                                                                            else self.viewport().rect().center()))

    def paintEvent(self, e: QPaintEvent) -> None:
        self.exposed = e.rect()  # what the delegate draws of a message: a long one is not drawn whole
        super().paintEvent(e)

    def event(self, e: QEvent) -> bool:
        if e.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self.delegate.clear_cache()  # documents laid out in the old colours or font
            self.scheduleDelayedItemsLayout()
            self.settle()
        elif e.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.viewport().update()  # the focused message's ring
        return super().event(e)
