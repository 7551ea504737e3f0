"""The transcript: a QListView whose delegate paints each message from a cached QTextDocument.

A word-wrapped widget per message re-lays-out every message when one grows (2.8 s per update
for 1,000 messages, measured). Here only visible rows are painted, each message's document is
built once per (text version, width), and streaming changes only the last row.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from html import escape
from typing import Any

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QPersistentModelIndex, QPoint, QRect, QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QDesktopServices,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ..engine.reasoning import OPEN, ReplyParts, split_reasoning, thought_label
from ..sessions import Message
from .markdown import render_markdown

PAD = 12  # inside a bubble
GAP = 6  # between bubbles
# A streaming message reserves height in steps, so the view (which lays out every row when a
# row's size changes) relays out every few lines instead of on every new line.
STREAM_STEP = 160
ROLE_NAMES = {"user": "You", "assistant": "Assistant"}
# A message longer than this (a pasted file) shows its start and "Show more" (4x as much per
# click): rendering and laying out 1 MB of Markdown takes over a second on the UI thread, 10 MB ten.
ELIDE_AT = 20_000


@dataclass
class Item:
    role: str
    text: str
    footer: str = ""
    interrupted: bool = False
    streaming: bool = False
    version: int = 0
    code_blocks: tuple[str, ...] = field(default=())
    serial: int = field(default_factory=itertools.count().__next__)  # identity for the document cache
    thinking_s: float | None = None  # a reasoning model's thinking time (measured here while streaming)
    thoughts_open: bool = False  # its reasoning block expanded (a click on "Thought for N s")
    shown: int = ELIDE_AT  # characters of a long message shown ("Show more" multiplies them)
    started: float = field(default_factory=time.monotonic)
    branch: tuple[int, int] = (1, 1)  # the k-th of n versions of this message ("‹ k/n ›" when n > 1)


def footer_for(message: Message) -> str:
    s = message.stats or {}
    parts = []
    if s.get("generated"):
        parts.append(f"{s['generated']} tokens · {s.get('generation_tok_s', 0):.1f} tok/s")
    if s.get("prompt_decoded") is not None and message.role == "assistant" and s:
        parts.append(f"read {s['prompt_decoded']:,} · reused {s.get('prompt_reused', 0):,}")
    if s.get("turns_dropped"):
        parts.append(f"{s['turns_dropped']} old messages left out (context full)")
    if message.interrupted:
        parts.append("stopped" if message.finish_reason == "cancelled" else "interrupted")
    elif message.finish_reason == "length":
        parts.append("cut off at the length limit")
    return " · ".join(parts)


class MessagesModel(QAbstractListModel):
    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.items: list[Item] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.items[index.row()].text
        return None

    def set_messages(self, messages: list[Message], branches: list[tuple[int, int]] | None = None) -> None:
        """Show `messages` (`branches`: each one's version k of n), keeping the rows (and their
        rendered documents) that did not change: a finished reply in a 1,000-message chat
        re-renders one message, not all of them."""
        positions = branches if branches is not None else [(1, 1)] * len(messages)
        new = [Item(m.role, m.text, footer_for(m), m.interrupted, thinking_s=m.thinking_s, branch=b)
               for m, b in zip(messages, positions, strict=True)]
        same = 0
        for old, fresh in zip(self.items, new, strict=False):
            if (old.role, old.text, old.footer, old.interrupted, old.streaming, old.branch) != (
                fresh.role, fresh.text, fresh.footer, fresh.interrupted, False, fresh.branch
            ):
                break
            same += 1
        if same < len(self.items):
            self.beginRemoveRows(QModelIndex(), same, len(self.items) - 1)
            del self.items[same:]
            self.endRemoveRows()
        if same < len(new):
            self.beginInsertRows(QModelIndex(), same, len(new) - 1)
            self.items.extend(new[same:])
            self.endInsertRows()

    def append(self, item: Item) -> None:
        self.beginInsertRows(QModelIndex(), len(self.items), len(self.items))
        self.items.append(item)
        self.endInsertRows()

    def append_text(self, text: str) -> None:
        """Grow the last message (the streaming reply). No dataChanged: QListView answers it
        by laying out every row; ChatView repaints just this one instead."""
        if not self.items:
            return
        item = self.items[-1]
        item.text += text
        item.version += 1


class MessageDelegate(QStyledItemDelegate):
    """Paints a message bubble from a QTextDocument cached per row.

    A finished message is rendered once per (version, width). The streaming message keeps one
    document: the Markdown up to its last paragraph boundary (outside code fences) is rendered
    when that boundary moves, and the text after it is appended as plain text, so each update
    costs what the new tokens cost, not what the whole message costs."""

    def __init__(self, view: ChatView):
        super().__init__(view)
        self.view = view
        self._docs: dict[int, _Doc] = {}
        self.dark = False
        self.muted = "#888888"

    def clear_cache(self) -> None:
        """Forget every document (after a palette, font or width change)."""
        self._docs.clear()
        palette = self.view.palette()
        self.dark = palette.color(QPalette.ColorRole.Base).lightness() < 128
        muted = palette.color(QPalette.ColorRole.PlaceholderText)
        if muted.alpha() < 255:  # Qt 6's default is the text colour, half transparent: HTML needs it opaque
            text, base, a = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base), muted.alphaF()
            muted = QColor.fromRgbF(text.redF() * a + base.redF() * (1 - a), text.greenF() * a + base.greenF() * (1 - a),
                                    text.blueF() * a + base.blueF() * (1 - a))
        self.muted = muted.name()

    def forget_rows_from(self, row: int) -> None:
        for r in [r for r in self._docs if r >= row]:
            del self._docs[r]

    def document(self, row: int, width: int) -> QTextDocument:
        item = self.view.model_.items[row]
        dark = self.dark
        key = (item.serial, item.footer, item.streaming, width, dark, item.branch)
        cached = self._docs.get(row)
        if cached is not None and cached.key[:3] + cached.key[4:] == key[:3] + key[4:] and cached.key[3] != width:
            # Only the width changed (a resize): re-wrap the document, no need to re-render it.
            cached.doc.setTextWidth(max(width, 50))
            cached.key = key
        if cached is not None and cached.key == key and (item.streaming or cached.version == item.version):
            if item.streaming and cached.version != item.version:
                self._grow(cached, item, dark)
            return cached.doc
        entry = _Doc(key, item.version, QTextDocument())
        entry.doc.setDefaultFont(self.view.font())
        entry.doc.setDocumentMargin(0)
        entry.doc.setTextWidth(max(width, 50))
        self._docs[row] = entry
        if item.streaming:
            self._rebuild_streaming(entry, item, dark)
        else:
            parts = split_reasoning(item.text) if item.role == "assistant" else None
            answer = item.text if parts is None else parts.answer
            shown = _elided(answer, item.shown)
            rendered = render_markdown(shown, dark=dark)
            item.code_blocks = rendered.code_blocks
            html = self._header(item) + self._thoughts(item, parts) + rendered.html
            if len(shown) < len(answer):
                html += (f'<p><a href="more:" style="color:{self.muted}">Show more · {len(shown):,} of '
                         f"{len(answer):,} characters shown</a></p>")
            if item.footer:
                html += f'<p style="color:{self.muted}; font-size:small; margin-top:6px">{escape(item.footer)}</p>'
            entry.doc.setHtml(html)
        return entry.doc

    def _header(self, item: Item) -> str:
        who = ROLE_NAMES.get(item.role, item.role)
        return (f'<p style="color:{self.muted}; margin:0 0 4px 0"><b>{who}</b>{" …" if item.streaming else ""}'
                f"{self._versions(item)}</p>")

    def _versions(self, item: Item) -> str:
        """'‹ k/n ›' for a message with other versions: the arrows are links (branch:-1, branch:1)."""
        k, n = item.branch
        if n <= 1:
            return ""

        def arrow(text: str, step: int, enabled: bool) -> str:
            # Spaces inside the link: a wider target than one narrow glyph.
            if not enabled:
                return f'<span style="color:{self.muted}; font-size:large">&nbsp;{text}&nbsp;</span>'
            return f'<a href="branch:{step}" style="text-decoration:none; font-size:large"><b>&nbsp;{text}&nbsp;</b></a>'

        return f"&nbsp;&nbsp;{arrow('‹', -1, k > 1)}{k}/{n}{arrow('›', 1, k < n)}"

    def _thoughts(self, item: Item, parts: ReplyParts | None) -> str:
        """The reasoning block: one line that expands on a click, or the text as it streams."""
        if parts is None or parts.thinking is None:
            return ""
        label = escape(thought_label(item.thinking_s, parts.thinking_done))
        if not parts.thinking_done:
            return f'<p style="color:{self.muted}; margin:0 0 4px 0"><i>{label}</i></p>'
        arrow = "▾" if item.thoughts_open else "▸"
        html = (f'<p style="margin:0 0 6px 0"><a href="think:" style="color:{self.muted}; text-decoration:none">'
                f"{arrow} {label}</a></p>")
        if item.thoughts_open:
            body = escape(parts.thinking).replace("\n", "<br>")
            html += f'<p style="color:{self.muted}; margin:0 0 8px 12px">{body}</p>'
        return html

    def _rebuild_streaming(self, entry: _Doc, item: Item, dark: bool) -> None:
        parts, stable = stream_layout(item)
        tail = QTextCharFormat()
        if parts is not None and not parts.thinking_done:  # reasoning, shown plain as it comes
            entry.doc.setHtml(self._header(item) + self._thoughts(item, parts))
            tail.setForeground(QColor(self.muted))
        else:
            answer_start = parts.answer_start if parts is not None else 0
            if parts is not None and item.thinking_s is None:
                item.thinking_s = time.monotonic() - item.started
            rendered = render_markdown(item.text[answer_start:stable], dark=dark)
            item.code_blocks = rendered.code_blocks
            entry.doc.setHtml(self._header(item) + self._thoughts(item, parts) + rendered.html)
        entry.stable = stable
        cursor = QTextCursor(entry.doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertBlock()
        cursor.insertText(item.text[stable:], tail)
        entry.tail = tail
        entry.shown = len(item.text)
        entry.version = item.version

    def _grow(self, entry: _Doc, item: Item, dark: bool) -> None:
        if stream_layout(item)[1] != entry.stable:
            self._rebuild_streaming(entry, item, dark)
            return
        cursor = QTextCursor(entry.doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(item.text[entry.shown :], entry.tail)
        entry.shown = len(item.text)
        entry.version = item.version

    def _text_width(self, option_width: int) -> int:
        return max(option_width - 2 * PAD - 2 * GAP, 50)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        # Called for every row whenever the view lays out: keep the common case a lookup.
        row = index.row()
        width = self.view.viewport().width()
        entry = self._docs.get(row)
        if entry is not None and entry.size is not None and entry.size_for == (self.view.model_.items[row].version, width):
            return entry.size
        item = self.view.model_.items[row]
        doc = self.document(row, self._text_width(width))
        entry = self._docs[row]
        height = int(doc.size().height()) + 2 * PAD + GAP
        if item.streaming:
            height = -(-height // STREAM_STEP) * STREAM_STEP
        entry.size = QSize(width, height)
        entry.size_for = (item.version, width)
        return entry.size

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        item = self.view.model_.items[index.row()]
        doc = self.document(index.row(), self._text_width(option.rect.width()))
        rect = option.rect.adjusted(GAP, GAP // 2, -GAP, -GAP // 2)
        if item.streaming:  # the row may hold reserved space below the text
            rect.setHeight(int(doc.size().height()) + 2 * PAD)
        palette = self.view.palette()
        base = palette.color(QPalette.ColorRole.Base)
        bubble = QColor(base)
        if item.role == "user":
            bubble = bubble.darker(106) if base.lightness() >= 128 else bubble.lighter(130)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(palette.color(QPalette.ColorRole.Highlight) if selected else Qt.PenStyle.NoPen)
        painter.setBrush(bubble)
        painter.drawRoundedRect(rect, 8, 8)
        if item.interrupted:
            painter.setPen(QColor("#d08a00"))
            painter.drawLine(rect.left() + 1, rect.top() + 8, rect.left() + 1, rect.bottom() - 8)
        painter.translate(rect.left() + PAD, rect.top() + PAD)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        ctx.palette.setColor(QPalette.ColorRole.Text, palette.color(QPalette.ColorRole.Text))
        # Draw only what the repaint needs (a streaming update repaints just its last lines).
        visible = painter.clipBoundingRect() if painter.hasClipping() else QRectF(0, 0, doc.textWidth(), doc.size().height())
        ctx.clip = visible.intersected(QRectF(0, 0, doc.textWidth(), doc.size().height()))
        doc.documentLayout().draw(painter, ctx)
        painter.restore()

    def anchor_at(self, index: QModelIndex, pos: QPoint) -> str:
        rect = self.view.visualRect(index).adjusted(GAP, GAP // 2, -GAP, -GAP // 2)
        doc = self.document(index.row(), self._text_width(self.view.visualRect(index).width()))
        local = pos - rect.topLeft() - QPoint(PAD, PAD)
        return doc.documentLayout().anchorAt(local.toPointF())


@dataclass
class _Doc:
    key: tuple[Any, ...]
    version: int
    doc: QTextDocument
    stable: int = 0  # streaming: characters rendered as Markdown…
    shown: int = 0  # …and characters in the document (the rest is plain text…
    tail: QTextCharFormat = field(default_factory=QTextCharFormat)  # …in this format)
    size: QSize | None = None  # sizeHint, valid for size_for = (item version, view width)
    size_for: tuple[int, int] = (-1, -1)


def _elided(text: str, limit: int) -> str:
    """The first `limit` characters of a long message, cut at a line or word end."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = max(head.rfind("\n"), head.rfind(" "))
    return head[:cut] if cut > limit // 2 else head


def stream_layout(item: Item) -> tuple[ReplyParts | None, int]:
    """A streaming reply's reasoning (None if it has none), and where its stable part ends: the
    Markdown before it is rendered; the rest is plain text until the next boundary. While the
    model thinks, everything after the opening tag is the plain (growing) part."""
    parts = split_reasoning(item.text) if item.role == "assistant" else None
    if parts is None or parts.thinking is None:
        return None, stable_prefix_len(item.text)
    if not parts.thinking_done:
        return parts, item.text.find(OPEN) + len(OPEN)
    return parts, parts.answer_start + stable_prefix_len(parts.answer)


def stable_prefix_len(text: str) -> int:
    """Where the last complete paragraph ends: after a blank line or a closing code fence,
    outside any code fence. Markdown before it cannot change as more text arrives."""
    pos = 0
    stable = 0
    fence: str | None = None
    for line in text.splitlines(keepends=True):
        pos += len(line)
        if not line.endswith("\n"):
            break  # the line is still being written
        stripped = line.strip()
        if fence is None and stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
        elif fence is not None and stripped.startswith(fence) and stripped.strip("`~") == "":
            fence = None
            stable = pos
        elif fence is None and stripped == "":
            stable = pos
    return stable


class ChatView(QListView):
    """Shows a transcript; follows a streaming reply unless the user scrolled up."""

    codeCopied = Signal()
    contextRequested = Signal(int, QPoint)  # message row, global position
    branchRequested = Signal(int, int)  # message row, step (-1: the version before, 1: the one after)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model_ = MessagesModel(self)
        self.setModel(self.model_)
        self.delegate = MessageDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_context_menu)
        self.delegate.clear_cache()
        self.follow = True
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        self.verticalScrollBar().rangeChanged.connect(self._on_range)

    # --- content -------------------------------------------------------------------------------

    def set_messages(self, messages: list[Message], new_chat: bool = False,
                     branches: list[tuple[int, int]] | None = None) -> None:
        if new_chat:
            self.delegate.clear_cache()
        self.model_.set_messages(messages, branches)
        self.delegate.forget_rows_from(len(self.model_.items))
        if new_chat:
            self.follow = True
        if self.follow:
            self.scrollToBottom()

    def add_message(self, role: str, text: str, streaming: bool = False) -> None:
        self.model_.append(Item(role, text, streaming=streaming))
        if self.follow:
            self.scrollToBottom()

    def append_text(self, text: str, now: bool = False) -> None:
        """More text for the streaming (last) message; relayout only when its height changed.
        With `now`, the new text is painted before this returns."""
        items = self.model_.items
        if not items:
            return
        index = self.model_.index(len(items) - 1)
        before = self.delegate.sizeHint(QStyleOptionViewItem(), index)
        self.model_.append_text(text)
        if self.delegate.sizeHint(QStyleOptionViewItem(), index) != before:
            if now:
                self.executeDelayedItemsLayout()
                self.viewport().repaint()
            else:
                self.scheduleDelayedItemsLayout()
        elif now:
            self.viewport().repaint(self._tail_rect(index))
        else:
            self.viewport().update(self._tail_rect(index))

    def _tail_rect(self, index: QModelIndex) -> QRect:
        """The part of the streaming row that new text can change: its last text block down."""
        rect = self.visualRect(index)
        doc = self.delegate.document(index.row(), self.delegate._text_width(rect.width()))
        last = doc.documentLayout().blockBoundingRect(doc.lastBlock())
        top = rect.top() + GAP // 2 + PAD + int(last.top())
        return QRect(rect.left(), max(rect.top(), top - 2), rect.width(), rect.bottom() - top + 3)

    def items(self) -> list[Item]:
        return self.model_.items

    def toggle_thoughts(self, row: int) -> None:
        """Expand or collapse a reply's reasoning."""
        item = self.model_.items[row]
        item.thoughts_open = not item.thoughts_open
        item.version += 1  # a new document and a new height
        self.scheduleDelayedItemsLayout()
        self.viewport().update()

    def show_more(self, row: int) -> None:
        """Show four times as much of a long message."""
        item = self.model_.items[row]
        item.shown *= 4
        item.version += 1
        self.scheduleDelayedItemsLayout()
        self.viewport().update()

    # --- scrolling -----------------------------------------------------------------------------

    def _on_scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self.follow = value >= bar.maximum() - 24

    def _on_range(self, _min: int, maximum: int) -> None:
        if self.follow:
            self.verticalScrollBar().setValue(maximum)

    # --- interaction ---------------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and event.button() == Qt.MouseButton.LeftButton:
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
            if anchor == "more:":
                self.show_more(index.row())
                return
            if anchor.startswith("branch:"):
                self.setCurrentIndex(index)
                self.branchRequested.emit(index.row(), int(anchor[7:]))
                return
            if anchor.startswith(("http://", "https://")):
                QDesktopServices.openUrl(QUrl(anchor))
                return
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        over_link = index.isValid() and bool(self.delegate.anchor_at(index, event.position().toPoint()))
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if over_link else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Alt+Left / Alt+Right: the focused message's previous / next version."""
        index = self.currentIndex()
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
        if step is not None and event.modifiers() == Qt.KeyboardModifier.AltModifier and index.isValid():
            k, n = self.model_.items[index.row()].branch
            if 1 <= k + step <= n:
                self.branchRequested.emit(index.row(), step)
            event.accept()
            return
        super().keyPressEvent(event)

    def _on_context_menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        if index.isValid():
            self.contextRequested.emit(index.row(), self.viewport().mapToGlobal(pos))

    def event(self, e: QEvent) -> bool:
        if e.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self.delegate.clear_cache()  # documents laid out in the old colours or font
            self.scheduleDelayedItemsLayout()
        return super().event(e)
