"""The transcript: a QListView whose delegate paints each message from a cached QTextDocument.

A word-wrapped widget per message re-lays-out every message when one grows (2.8 s per update
for 1,000 messages, measured). Here only rows in view are rendered: a row out of view has a
height estimated from its text and is measured (its Markdown rendered once per text version
and width) when it comes into view; streaming changes only the last row.

Layout (docs/design.md): a centred column of at most ~80 characters; the user's messages in a
tinted bubble on the right, the assistant's across the column; under each message a strip with
its actions (copy, edit, regenerate, branch) and its time and stats, shown on hover or focus.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from html import escape
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QDesktopServices,
    QFont,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QRegion,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyledItemDelegate, QStyleOptionViewItem, QToolButton, QWidget

from ...engine.prompt.reasoning import OPEN, ReplyParts, split_reasoning, thought_label
from ...sessions.model import Message
from ..look.icons import icon
from ..look.theme import token

PAD = 12  # inside a bubble
GAP = 6  # between messages
MARGIN = 16  # between the column and the view's edges
MAX_CHARS = 80  # the column's measure: readable lines at any window width
USER_SHARE = 0.8  # of the column, at most, for a user's bubble
STRIP = 24  # the action strip under a message
ACTION = 22  # one action button in it
# A streaming message reserves height in steps, so the view (which lays out every row when a
# row's size changes) relays out every few lines instead of on every new line.
STREAM_STEP = 160
# A streaming reply's document is rebuilt from its HTML on an update (0.5-2 ms per 1,000
# characters, code blocks the dearest): a longer reply is rebuilt every (1 + length / this)-th
# update, the text between appended as it is, so updates cost a few milliseconds on average.
RENDER_STRIDE_CHARS = 1_000
ROLE_NAMES = {"user": "You", "assistant": "Assistant"}
# A message longer than this (a pasted file) shows its start and "Show more" (4x as much per
# click): rendering and laying out 1 MB of Markdown takes over a second on the UI thread, 10 MB ten.
ELIDE_AT = 20_000
# Actions under a message: (name, icon, tooltip). Which ones a message gets: `actions_for`.
ACTIONS = {
    "copy": ("copy", "Copy"),
    "edit": ("edit", "Edit and resend"),
    "regenerate": ("regenerate", "Regenerate (Ctrl+R)"),
    "branch": ("branch", "Branch into a new chat"),
}


@dataclass
class Item:
    role: str
    text: str
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
    time: float = field(default_factory=time.time)  # when it was written (shown on hover)
    state: str = ""  # "stopped", "interrupted", "cut off…": shown always, unlike the stats
    stats: str = ""  # tokens, speed, reuse: shown on hover
    x_scroll: dict[int, int] = field(default_factory=dict)  # wide code block (frame index) → scrolled px

    @property
    def footer(self) -> str:
        """The stats, then the state: footer_for of the message shown."""
        return " · ".join(p for p in (self.stats, self.state) if p)


def footer_for(message: Message) -> str:
    """The stats of a message, then its state ("stopped", …)."""
    return " · ".join(p for p in (stats_for(message), state_for(message)) if p)


def stats_for(message: Message) -> str:
    s = message.stats or {}
    parts = []
    if s.get("generated"):
        parts.append(f"{s['generated']} tokens · {s.get('generation_tok_s', 0):.1f} tok/s")
    if s.get("prompt_decoded") is not None and message.role == "assistant" and s:
        parts.append(f"read {s['prompt_decoded']:,} · reused {s.get('prompt_reused', 0):,}")
    if s.get("turns_dropped"):
        parts.append(f"{s['turns_dropped']} old messages left out (context full)")
    return " · ".join(parts)


def state_for(message: Message) -> str:
    if message.interrupted:
        return "stopped" if message.finish_reason == "cancelled" else "interrupted"
    if message.finish_reason == "length":
        return "cut off at the length limit"
    return ""


def when(t: float) -> str:
    """A message's time: the hour today, the date before."""
    local, today = time.localtime(t), time.localtime()
    same_day = (local.tm_year, local.tm_yday) == (today.tm_year, today.tm_yday)
    return time.strftime("%H:%M" if same_day else "%d %b %Y, %H:%M", local)


class MessagesModel(QAbstractListModel):
    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.items: list[Item] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        item = self.items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return item.text
        if role == Qt.ItemDataRole.AccessibleTextRole:  # what a screen reader says for the row
            return f"{ROLE_NAMES.get(item.role, item.role)}: {item.text[:500]}"
        return None

    def set_messages(self, messages: list[Message], branches: list[tuple[int, int]] | None = None) -> None:
        """Show `messages` (`branches`: each one's version k of n), keeping the rows (and their
        rendered documents) that did not change: a finished reply in a 1,000-message chat
        re-renders one message, not all of them."""
        positions = branches if branches is not None else [(1, 1)] * len(messages)
        new = [Item(m.role, m.text, m.interrupted, thinking_s=m.thinking_s, branch=b, time=m.time,
                    state=state_for(m), stats=stats_for(m))
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


@dataclass(frozen=True)
class Geometry:
    """Where a message is drawn, in the coordinates of its row's rectangle (top-left 0, 0)."""

    bubble: QRect  # the message's box (tinted for the user's)
    text: QPoint  # the document's top-left
    strip: QRect  # the action strip under it


class MessageDelegate(QStyledItemDelegate):
    """Paints a message from a QTextDocument cached per row.

    A finished message is rendered once per (version, width). The streaming message looks as it
    will when done: its settled blocks are rendered to HTML once, as they settle, and its last
    block again on each update (the document rebuilt from the joined HTML; for a long reply only
    every few updates, the text between appended as it is), so an update costs the last block's
    Markdown and the document's rebuild, not the whole message's Markdown and highlighting."""

    def __init__(self, view: ChatView):
        super().__init__(view)
        self.view = view
        self._docs: dict[int, _Doc] = {}
        self._estimates: dict[int, tuple[tuple[int, int, int], QSize]] = {}
        self.dark = False
        self.muted = "#888888"

    def clear_cache(self) -> None:
        """Forget every document (after a palette, font or width change)."""
        self._docs.clear()
        self._estimates.clear()
        self.dark = self.view.palette().color(QPalette.ColorRole.Base).lightness() < 128
        self.muted = token("muted")

    def take_redrawn(self, row: int) -> int:
        """Where the row's document changed if it was rendered again since this was last asked
        (a position in it), else -1."""
        entry = self._docs.get(row)
        if entry is None:
            return -1
        changed, entry.redrawn_from = entry.redrawn_from, -1
        return changed

    def forget_rows_from(self, row: int) -> None:
        for cache in (self._docs, self._estimates):
            for r in [r for r in cache if r >= row]:
                del cache[r]

    # --- geometry ------------------------------------------------------------------------------

    def column(self, view_width: int) -> tuple[int, int]:
        """The message column's left edge and width in a view `view_width` wide."""
        measure = MAX_CHARS * self.view.fontMetrics().averageCharWidth() + 2 * PAD
        width = max(min(view_width - 2 * MARGIN, measure), 120)
        return max((view_width - width) // 2, 0), width

    def text_width(self, row: int, view_width: int) -> int:
        """The width a message's document is laid out at."""
        _, width = self.column(view_width)
        if self.view.model_.items[row].role == "user":
            width = int(width * USER_SHARE)
        return max(width - 2 * PAD, 50)

    def geometry(self, row: int, view_width: int, doc: QTextDocument) -> Geometry:
        item = self.view.model_.items[row]
        left, width = self.column(view_width)
        height = int(doc.size().height()) + 2 * PAD
        if item.role == "user":  # a bubble as wide as its text, on the right
            inner = min(int(doc.idealWidth()) + 1, int(doc.textWidth()))
            bubble = QRect(left + width - inner - 2 * PAD, GAP // 2, inner + 2 * PAD, height)
        else:
            bubble = QRect(left, GAP // 2, width, height)
        return Geometry(bubble, bubble.topLeft() + QPoint(PAD, PAD), QRect(left, bubble.bottom() + 1, width, STRIP))

    def doc_origin(self, index: QModelIndex) -> QPoint:
        """The top-left of message `index`'s document, in the view's viewport coordinates."""
        rect = self.view.visualRect(index)
        doc = self.document(index.row(), self.text_width(index.row(), rect.width()))
        return rect.topLeft() + self.geometry(index.row(), rect.width(), doc).text

    # --- documents -----------------------------------------------------------------------------

    def document(self, row: int, width: int) -> QTextDocument:
        item = self.view.model_.items[row]
        dark = self.dark
        key = (item.serial, item.footer, item.streaming, width, dark, item.branch, item.state)
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
            from .markdown import (
                render_markdown,  # at the first message: markdown-it and Pygments are not on the first frame's path
            )

            rendered = render_markdown(shown, dark=dark)
            item.code_blocks = rendered.code_blocks
            html = self._header(item) + self._thoughts(item, parts) + rendered.html
            if len(shown) < len(answer):
                html += (f'<p><a href="more:" style="color:{self.muted}">Show more · {len(shown):,} of '
                         f"{len(answer):,} characters shown</a></p>")
            if item.state:  # a stopped or cut-off reply says so without a hover
                html += f'<p style="color:{token("banner_warn_fg")}; font-size:small; margin-top:6px">{escape(item.state)}</p>'
            entry.doc.setHtml(html)
        return entry.doc

    def _header(self, item: Item) -> str:
        """The assistant's name (… while it writes), and '‹ k/n ›' for a message with versions."""
        versions = self._versions(item)
        if item.role == "user":
            return f'<p style="color:{self.muted}; margin:0 0 4px 0">{versions}</p>' if versions else ""
        who = ROLE_NAMES.get(item.role, item.role)
        return (f'<p style="color:{self.muted}; margin:0 0 4px 0"><b>{who}</b>{" …" if item.streaming else ""}'
                f"{versions}</p>")

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
        entry.stable = stable
        entry.has_parts = parts is not None
        if parts is not None and not parts.thinking_done:  # reasoning, shown plain as it comes
            entry.reasoning = True
            entry.doc.setHtml(self._header(item) + self._thoughts(item, parts))
            entry.tail.setForeground(QColor(self.muted))
            cursor = QTextCursor(entry.doc)
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertBlock()
            cursor.insertText(item.text[stable:], entry.tail)
        else:
            entry.reasoning = False
            entry.tail = QTextCharFormat()
            answer_start = parts.answer_start if parts is not None else 0
            if parts is not None and item.thinking_s is None:
                item.thinking_s = time.monotonic() - item.started
            from .markdown import (
                render_markdown,  # at the first message: markdown-it and Pygments are not on the first frame's path
            )

            settled = render_markdown(item.text[answer_start:stable], dark=dark)
            entry.head = self._header(item) + self._thoughts(item, parts)
            entry.settled, entry.blocks = settled.html, settled.code_blocks
            self._render_rest(entry, item, dark)
        entry.shown = len(item.text)
        entry.version = item.version

    def _grow(self, entry: _Doc, item: Item, dark: bool) -> None:
        parts, stable = stream_layout(item, 0 if entry.reasoning else entry.stable)
        if (parts is not None, parts is not None and not parts.thinking_done) != (entry.has_parts, entry.reasoning) \
                or stable < entry.stable:  # reasoning began or ended: the head changes
            self._rebuild_streaming(entry, item, dark)
            return
        if entry.reasoning:
            self._append_plain(entry, item)
            return
        if stable > entry.stable:  # more blocks settled: rendered once, in their final look
            from .markdown import render_markdown

            settled = render_markdown(item.text[entry.stable:stable], dark=dark, first_block=len(entry.blocks))
            entry.settled += settled.html
            entry.blocks += settled.code_blocks
            entry.stable = stable
        entry.updates += 1
        if entry.updates % (1 + len(item.text) // RENDER_STRIDE_CHARS) == 0:
            self._render_rest(entry, item, dark)
        else:
            self._append_plain(entry, item)
        entry.shown = len(item.text)
        entry.version = item.version

    def _render_rest(self, entry: _Doc, item: Item, dark: bool) -> None:
        """The streaming reply's document: its settled blocks as they were rendered, then the rest
        as Markdown too (code not yet coloured), the same HTML as the finished reply's: the
        Markdown of whole blocks does not depend on what follows them (stable_prefix_len)."""
        from .markdown import render_markdown

        rest = render_markdown(item.text[entry.stable:], dark=dark, first_block=len(entry.blocks), coloured=False)
        item.code_blocks = entry.blocks + rest.code_blocks
        entry.doc.setHtml(entry.head + entry.settled + rest.html)
        # Where the rest begins (near enough: the repaint starts a block before it).
        rest_chars = len(QTextDocumentFragment.fromHtml(rest.html).toPlainText()) if rest.html else 0
        entry.redrawn_from = max(entry.doc.characterCount() - 1 - rest_chars, 0)

    def _append_plain(self, entry: _Doc, item: Item) -> None:
        """The new text as it is, at the end (reasoning; or a long reply between two renders)."""
        cursor = QTextCursor(entry.doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(item.text[entry.shown :], entry.tail)
        entry.shown = len(item.text)
        entry.version = item.version

    # --- sizes: measured in view, estimated out of it -------------------------------------------

    def is_measured(self, row: int) -> bool:
        entry = self._docs.get(row)
        view_width = self.view.viewport().width()
        return entry is not None and entry.size is not None and entry.size_for == (self.view.model_.items[row].version, view_width)

    def measure(self, row: int) -> QSize:
        """The row's exact size: its document rendered (once per text version and width)."""
        view_width = self.view.viewport().width()
        item = self.view.model_.items[row]
        doc = self.document(row, self.text_width(row, view_width))
        height = int(doc.size().height()) + 2 * PAD + GAP + STRIP
        if item.streaming:
            height = -(-height // STREAM_STEP) * STREAM_STEP
        entry = self._docs[row]
        entry.size = QSize(view_width, height)
        entry.size_for = (item.version, view_width)
        return entry.size

    def estimate(self, row: int) -> QSize:
        """A height from the text alone (line count at this width), for a row not yet in view."""
        view_width = self.view.viewport().width()
        item = self.view.model_.items[row]
        key = (item.serial, item.version, view_width)
        cached = self._estimates.get(row)
        if cached is not None and cached[0] == key:
            return cached[1]
        metrics = self.view.fontMetrics()
        per_line = max(self.text_width(row, view_width) // max(metrics.averageCharWidth(), 1), 1)
        lines, fenced = 0.0, False
        for line in item.text[: item.shown].split("\n"):
            if line.lstrip().startswith(("```", "~~~")):
                fenced = not fenced
                lines += 1.6  # a code block's header row and padding
            elif fenced:
                lines += 1.05
            else:
                lines += max(-(-len(line) // per_line), 0.5)
        header = 0 if item.role == "user" and item.branch[1] <= 1 else 1.3
        height = int((lines + header) * metrics.lineSpacing()) + 2 * PAD + GAP + STRIP
        size = QSize(view_width, height)
        self._estimates[row] = (key, size)
        return size

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        # Called for every row whenever the view lays out: keep the common case a lookup.
        row = index.row()
        if self.is_measured(row):
            entry = self._docs[row]
            assert entry.size is not None
            return entry.size
        if self.view.model_.items[row].streaming or row in self.view.measuring:
            return self.measure(row)
        return self.estimate(row)

    # --- painting ------------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        row = index.row()
        item = self.view.model_.items[row]
        doc = self.document(row, self.text_width(row, option.rect.width()))
        geo = self.geometry(row, option.rect.width(), doc)
        bubble = geo.bubble.translated(option.rect.topLeft())
        palette = self.view.palette()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if item.role == "user":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(token("user_bubble")))
            painter.drawRoundedRect(bubble, 12, 12)
        if self.view.hasFocus() and self.view.currentIndex().row() == row:  # the message keys act on
            painter.setPen(QPen(QColor(token("accent")), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(bubble).adjusted(0.75, 0.75, -0.75, -0.75), 12, 12)
        if item.interrupted:
            painter.setPen(QPen(QColor(token("banner_warn_fg")), 2))
            painter.drawLine(bubble.left() + 1, bubble.top() + 8, bubble.left() + 1, bubble.bottom() - 8)
        origin = option.rect.topLeft() + geo.text
        painter.translate(origin)
        self._draw_document(painter, doc, item, palette, QRectF(self.view.exposed.translated(-origin)))
        painter.restore()
        if not item.streaming and (row == self.view.hover_row or (self.view.hasFocus() and self.view.currentIndex().row() == row)):
            self._paint_strip(painter, row, geo.strip.translated(option.rect.topLeft()))

    def _draw_document(self, painter: QPainter, doc: QTextDocument, item: Item, palette: QPalette, visible: QRectF) -> None:
        """Draw `doc` clipped to its text width; a code block wider than that (a long line) is
        drawn on its own, shifted by how far it was scrolled sideways."""
        ctx = QAbstractTextDocumentLayout.PaintContext()
        ctx.palette.setColor(QPalette.ColorRole.Text, palette.color(QPalette.ColorRole.Text))
        width, height = doc.textWidth(), doc.size().height()
        whole = QRectF(0, 0, width, height)
        area = whole if visible.isNull() else visible.intersected(whole)
        wide = wide_frames(doc)
        if not wide:
            ctx.clip = area  # draw only what the repaint needs (a streaming update: what changed)
            doc.documentLayout().draw(painter, ctx)
            return
        rest = QRegion(area.toAlignedRect())
        for _, rect in wide:
            rest -= QRegion(QRectF(0, rect.top(), width, rect.height()).toAlignedRect())
        painter.save()
        painter.setClipRegion(rest, Qt.ClipOperation.IntersectClip)
        ctx.clip = area
        doc.documentLayout().draw(painter, ctx)
        painter.restore()
        for n, rect in wide:
            band = QRectF(0, rect.top(), width, rect.height()).intersected(area)
            if band.isEmpty():
                continue
            shift = min(item.x_scroll.get(n, 0), int(rect.width() - width))
            painter.save()
            painter.setClipRect(band, Qt.ClipOperation.IntersectClip)
            painter.translate(-shift, 0)
            ctx.clip = band.translated(shift, 0)
            doc.documentLayout().draw(painter, ctx)
            painter.restore()
            # A thin bar under the block: where the view is along the line, and that there is more.
            track = QRectF(0, rect.bottom() - 3, width, 3)
            painter.fillRect(track, QColor(token("border")))
            thumb = width * width / rect.width()
            painter.fillRect(QRectF(shift * width / rect.width(), track.top(), thumb, 3), QColor(token("muted")))

    def actions_for(self, row: int) -> list[str]:
        item = self.view.model_.items[row]
        names = ["copy"]
        if item.role == "user":
            names.append("edit")
        elif row == len(self.view.model_.items) - 1:
            names.append("regenerate")
        names.append("branch")
        return names

    def strip_buttons(self, row: int, strip: QRect) -> list[tuple[str, QRect]]:
        """The action buttons in a message's strip: on the right for the user's, left otherwise."""
        names = self.actions_for(row)
        user = self.view.model_.items[row].role == "user"
        top = strip.top() + (STRIP - ACTION) // 2
        if user:
            return [(n, QRect(strip.right() - (len(names) - i) * ACTION, top, ACTION, ACTION)) for i, n in enumerate(names)]
        return [(n, QRect(strip.left() + PAD - 4 + i * ACTION, top, ACTION, ACTION)) for i, n in enumerate(names)]

    def _paint_strip(self, painter: QPainter, row: int, strip: QRect) -> None:
        item = self.view.model_.items[row]
        buttons = self.strip_buttons(row, strip)
        painter.save()
        for name, rect in buttons:
            if name == self.view.hover_action and row == self.view.hover_row:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(token("hover")))
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.drawRoundedRect(rect, 4, 4)
            icon(ACTIONS[name][0]).paint(painter, rect.adjusted(3, 3, -3, -3))
        font = QFont(self.view.font())
        font.setPointSizeF(max(font.pointSizeF() * 0.85, 7))
        painter.setFont(font)
        painter.setPen(QColor(self.muted))
        quiet = " · ".join(p for p in (when(item.time), item.stats) if p)
        if item.role == "user":
            text_rect = QRect(strip.left(), strip.top(), buttons[0][1].left() - strip.left() - 6, STRIP)
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        else:
            text_rect = QRect(buttons[-1][1].right() + 8, strip.top(), strip.right() - buttons[-1][1].right() - 8, STRIP)
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(text_rect, align, painter.fontMetrics().elidedText(quiet, Qt.TextElideMode.ElideRight, text_rect.width()))
        painter.restore()

    # --- hit tests -----------------------------------------------------------------------------

    def anchor_at(self, index: QModelIndex, pos: QPoint) -> str:
        doc = self.document(index.row(), self.text_width(index.row(), self.view.visualRect(index).width()))
        local = (pos - self.doc_origin(index)).toPointF()
        item = self.view.model_.items[index.row()]
        for n, rect in wide_frames(doc):  # a sideways-scrolled code block: its links moved with it
            if rect.top() <= local.y() <= rect.bottom():
                local.setX(local.x() + min(item.x_scroll.get(n, 0), int(rect.width() - doc.textWidth())))
        return doc.documentLayout().anchorAt(local)

    def action_at(self, index: QModelIndex, pos: QPoint) -> str | None:
        rect = self.view.visualRect(index)
        doc = self.document(index.row(), self.text_width(index.row(), rect.width()))
        strip = self.geometry(index.row(), rect.width(), doc).strip.translated(rect.topLeft())
        for name, button in self.strip_buttons(index.row(), strip):
            if button.contains(pos):
                return name
        return None

    def wide_frame_at(self, index: QModelIndex, pos: QPoint) -> tuple[int, float] | None:
        """The code block wider than the column under `pos`: (its number, how much wider)."""
        doc = self.document(index.row(), self.text_width(index.row(), self.view.visualRect(index).width()))
        y = (pos - self.doc_origin(index)).y()
        for n, rect in wide_frames(doc):
            if rect.top() <= y <= rect.bottom():
                return n, rect.width() - doc.textWidth()
        return None


def wide_frames(doc: QTextDocument) -> list[tuple[int, QRectF]]:
    """The top-level frames (code blocks are tables) wider than the document's text width."""
    layout = doc.documentLayout()
    width = doc.textWidth()
    if doc.size().width() <= width + 1:
        return []
    frames = []
    for n, frame in enumerate(doc.rootFrame().childFrames()):
        rect = layout.frameBoundingRect(frame)
        if rect.width() > width + 1:
            frames.append((n, rect))
    return frames


@dataclass
class _Doc:
    key: tuple[Any, ...]
    version: int
    doc: QTextDocument
    # A streaming reply: its text up to `stable` is settled Markdown, rendered once (`settled`,
    # with its code `blocks`); the rest is rendered again as it grows, after `head` (the name,
    # the reasoning line). `shown`: characters in the document; what a render has not caught up
    # with is plain text in the `tail` format (and reasoning, while the model thinks, is all plain).
    stable: int = 0
    shown: int = 0
    head: str = ""
    settled: str = ""
    blocks: tuple[str, ...] = ()
    has_parts: bool = False  # the reply has a reasoning block…
    reasoning: bool = False  # …still being written
    updates: int = 0  # while streaming (a long reply renders every few)
    redrawn_from: int = -1  # rendered again since the last paint: changed from this position on
    tail: QTextCharFormat = field(default_factory=QTextCharFormat)
    size: QSize | None = None  # sizeHint, valid for size_for = (item version, view width)
    size_for: tuple[int, int] = (-1, -1)


def _elided(text: str, limit: int) -> str:
    """The first `limit` characters of a long message, cut at a line or word end."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = max(head.rfind("\n"), head.rfind(" "))
    return head[:cut] if cut > limit // 2 else head


def stream_layout(item: Item, since: int = 0) -> tuple[ReplyParts | None, int]:
    """A streaming reply's reasoning (None if it has none), and where its settled part ends
    (looking from `since`, an earlier end): the Markdown before it is rendered once, the rest on
    each update. While the model thinks, everything after the opening tag is plain text."""
    parts = split_reasoning(item.text) if item.role == "assistant" else None
    if parts is None or parts.thinking is None:
        return None, stable_prefix_len(item.text, since)
    if not parts.thinking_done:
        return parts, item.text.find(OPEN) + len(OPEN)
    return parts, parts.answer_start + stable_prefix_len(parts.answer, max(since - parts.answer_start, 0))


def stable_prefix_len(text: str, since: int = 0) -> int:
    """Where the settled Markdown of a streaming text ends (markdown.settled_length), looking
    from `since`, a point known settled (an earlier answer), on."""
    from .markdown import settled_length  # with the first message, not on the first frame's path

    return since + settled_length(text[since:])


class ChatView(QListView):
    """Shows a transcript; follows a streaming reply unless the user scrolled up (then a
    "↓" button, "New" when more came, brings them back)."""

    codeCopied = Signal()
    contextRequested = Signal(int, QPoint)  # message row, global position
    branchRequested = Signal(int, int)  # message row, step (-1: the version before, 1: the one after)
    actionRequested = Signal(int, str)  # message row, action name (ACTIONS)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName("Conversation")
        self.model_ = MessagesModel(self)
        self.setModel(self.model_)
        self.measuring: set[int] = set()  # rows whose sizeHint is measured, not estimated, right now
        self.hover_row = -1
        self.hover_action: str | None = None
        self.delegate = MessageDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_context_menu)
        self.delegate.clear_cache()
        self.follow = True
        self._settling = False
        self.exposed = QRect()  # the part of the viewport being painted
        self.to_bottom = QToolButton(self)
        self.to_bottom.setIcon(icon("scroll-down"))
        self.to_bottom.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.to_bottom.setAccessibleName("Scroll to the newest message")
        self.to_bottom.setToolTip("Scroll to the newest message (Ctrl+End)")
        self.to_bottom.setObjectName("scrollToBottom")
        self.to_bottom.setCursor(Qt.CursorShape.PointingHandCursor)
        self.to_bottom.clicked.connect(self.scroll_to_newest)
        self.to_bottom.hide()
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        self.verticalScrollBar().rangeChanged.connect(self._on_range)

    # --- content -------------------------------------------------------------------------------

    def set_messages(self, messages: list[Message], new_chat: bool = False,
                     branches: list[tuple[int, int]] | None = None) -> None:
        if new_chat:
            self.delegate.clear_cache()
            self.follow = True
        self.model_.set_messages(messages, branches)
        self.delegate.forget_rows_from(len(self.model_.items))
        self.settle()

    def add_message(self, role: str, text: str, streaming: bool = False) -> None:
        """Add a message at the end; the user's own (a send) brings the view back to the end."""
        if role == "user":
            self.follow = True
            self.to_bottom.hide()
        self.model_.append(Item(role, text, streaming=streaming))
        self.settle()

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
        item.version += 1  # a new document and a new height
        self.settle()

    def show_more(self, row: int) -> None:
        """Show four times as much of a long message."""
        item = self.model_.items[row]
        item.shown *= 4
        item.version += 1
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

    def _on_scrolled(self, _value: int) -> None:
        if self._settling:
            return
        self.follow = self.at_bottom()
        if self.follow:
            self.to_bottom.hide()
        elif not self.to_bottom.isVisible():
            self._show_to_bottom(new=False)
        self.settle()

    def _on_range(self, _min: int, maximum: int) -> None:
        if self.follow:
            self.verticalScrollBar().setValue(maximum)

    def _show_to_bottom(self, new: bool) -> None:
        if new and self.to_bottom.text():
            return
        self.to_bottom.setText("New" if new else "")
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
        super().resizeEvent(e)
        self._place_to_bottom()
        if e.size().width() != e.oldSize().width():
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
        pos = event.position().toPoint()
        index = self.indexAt(pos)
        row = index.row() if index.isValid() else -1
        action = self.delegate.action_at(index, pos) if index.isValid() and not self.model_.items[row].streaming else None
        if (row, action) != (self.hover_row, self.hover_action):
            self._set_hover(row, action)
        over_link = action is not None or (index.isValid() and bool(self.delegate.anchor_at(index, pos)))
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if over_link else Qt.CursorShape.ArrowCursor)
        self.viewport().setToolTip(ACTIONS[action][1] if action else "")
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
            k, n = self.model_.items[index.row()].branch
            if 1 <= k + step <= n:
                self.branchRequested.emit(index.row(), step)
            event.accept()
            return
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and mods == Qt.KeyboardModifier.ShiftModifier):
            if index.isValid():
                self.contextRequested.emit(index.row(), self.viewport().mapToGlobal(self.visualRect(index).center()))
            event.accept()
            return
        if key == Qt.Key.Key_End and mods == Qt.KeyboardModifier.ControlModifier:
            self.scroll_to_newest()
            event.accept()
            return
        super().keyPressEvent(event)
        self.viewport().update()  # the focus ring moved with the current message

    def _on_context_menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        if index.isValid():
            self.contextRequested.emit(index.row(), self.viewport().mapToGlobal(pos))

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
