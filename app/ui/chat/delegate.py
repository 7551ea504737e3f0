"""Paints each message from a QTextDocument cached per row (layout: docs/design.md)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from html import escape
from typing import Any, Protocol

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QUrl,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QPainter,
    QPalette,
    QPen,
    QRegion,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ...engine.prompt.reasoning import split_reasoning
from ..look.icons import icon
from ..look.theme import scaled_font, token
from .blocks import thoughts_html, tools_html
from .items import RENDER_STRIDE_CHARS, ROLE_NAMES, STREAM_STEP, Item, elided, stream_layout, when
from .model import MessagesModel

PAD = 12  # inside a bubble
GAP = 6  # between messages
MARGIN = 16  # between the column and the view's edges
MAX_CHARS = 80  # the column's measure: readable lines at any window width
USER_SHARE = 0.8  # of the column, at most, for a user's bubble
STRIP = 24  # the action strip under a message
DOCUMENT_ICON = "emberly:document"  # a document chip's icon, a resource of each message's QTextDocument
IMAGE_ICON = "emberly:image"  # an image chip's, until its thumbnail is made
THUMB_URL = "emberly:thumb:"  # + the image's sha256: its thumbnail (ChatView.thumbnails)
THUMB = 40  # a thumbnail's side in a message, px
ACTION = 22  # one action button in it

# Actions under a message: (name, icon, tooltip). Which ones a message gets: `actions_for`.
ACTIONS = {
    "copy": ("copy", "Copy"),
    "edit": ("edit", "Edit and resend"),
    "regenerate": ("regenerate", "Regenerate (Ctrl+R)"),
    "branch": ("branch", "Branch into a new chat"),
}




class Transcript(Protocol):
    """What the delegate reads of its view (ChatView): the rows, hover and focus, what is exposed."""

    model_: MessagesModel
    measuring: set[int]
    hover_row: int
    hover_action: str | None
    exposed: QRect
    thumbnails: dict[str, QImage]  # an image's sha256: its thumbnail in a message

    def currentIndex(self) -> QModelIndex: ...
    def font(self) -> QFont: ...
    def fontMetrics(self) -> QFontMetrics: ...
    def hasFocus(self) -> bool: ...
    def palette(self) -> QPalette: ...
    def viewport(self) -> QWidget: ...
    def visualRect(self, index: QModelIndex | QPersistentModelIndex) -> QRect: ...


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

    def __init__(self, view: Transcript, parent: QObject):
        super().__init__(parent)  # the view: the delegate lives as long as it does
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

    def forget_row(self, row: int) -> None:
        self._docs.pop(row, None)
        self._estimates.pop(row, None)

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
        if item.documents:
            for name, url in (("document", DOCUMENT_ICON), ("image", IMAGE_ICON)):
                entry.doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url),
                                      icon(name, "accent").pixmap(16, 16).toImage())
            for sha in item.pictures:
                thumb = self.view.thumbnails.get(sha)
                if thumb is not None:
                    entry.doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(THUMB_URL + sha), thumb)
        self._docs[row] = entry
        if item.streaming:
            self._rebuild_streaming(entry, item, dark)
        else:
            parts = split_reasoning(item.text) if item.role == "assistant" else None
            answer = item.text if parts is None else parts.answer
            shown = elided(answer, item.shown)
            from .markdown import (
                render_markdown,  # at the first message: markdown-it and Pygments are not on the first frame's path
            )

            rendered = render_markdown(shown, dark=dark)
            item.code_blocks = rendered.code_blocks
            html = self._header(item) + tools_html(item, self.muted, self.dark) + thoughts_html(item, parts, self.muted) + rendered.html
            if len(shown) < len(answer):
                html += (f'<p><a href="more:" style="color:{self.muted}">Show more · {len(shown):,} of '
                         f"{len(answer):,} characters shown</a></p>")
            html += self._sources(item)
            if item.read_once:  # the promise kept, said where it is seen: "documents read once, restored in 12 ms"
                html += f'<p style="color:{self.muted}; font-size:small; margin-top:6px">{escape(item.read_once)}</p>'
            if item.state:  # a stopped or cut-off reply says so without a hover
                html += f'<p style="color:{token("banner_warn_fg")}; font-size:small; margin-top:6px">{escape(item.state)}</p>'
            entry.doc.setHtml(html)
        return entry.doc

    def _header(self, item: Item) -> str:
        """The assistant's name (… while it writes), and '‹ k/n ›' for a message with versions."""
        versions = self._versions(item)
        if item.role == "user":
            head = f'<p style="color:{self.muted}; margin:0 0 4px 0">{versions}</p>' if versions else ""
            return head + self._documents(item)
        who = ROLE_NAMES.get(item.role, item.role)
        return (f'<p style="color:{self.muted}; margin:0 0 4px 0"><b>{who}</b>{" …" if item.streaming else ""}'
                f"{versions}</p>")

    def _chip_picture(self, item: Item, i: int) -> str:
        """A document's icon; an image's thumbnail once made (its icon until then)."""
        if i < len(item.pictures) and item.pictures[i] in self.view.thumbnails:
            thumb = self.view.thumbnails[item.pictures[i]]
            return (f'<img src="{THUMB_URL}{item.pictures[i]}" width="{thumb.width()}" height="{thumb.height()}" '
                    'style="vertical-align: middle">')
        src = IMAGE_ICON if i < len(item.pictures) else DOCUMENT_ICON
        return f'<img src="{src}" width="16" height="16" style="vertical-align: middle">'

    def _documents(self, item: Item) -> str:
        """A chip per attached document: a link (doc:i) that shows the text the model reads."""
        if not item.documents:
            return ""
        chips = "<br>".join(  # a line each: Qt breaks a line after a chip's picture, never mind nowrap
            f'<a href="doc:{i}" style="text-decoration:none">{self._chip_picture(item, i)}&nbsp;{escape(label)}</a>'
            for i, label in enumerate(item.documents))
        return f'<p style="margin:0 0 6px 0">{chips}</p>'

    def _sources(self, item: Item) -> str:
        """A reply's citations, each a link (cite:i) that opens its passage highlighted."""
        if not item.sources:
            return ""
        groups: dict[str, list[str]] = {}
        for i, (where, label) in enumerate(item.sources):
            groups.setdefault(where, []).append(f'<a href="cite:{i}" style="text-decoration:none">{escape(label)}</a>')
        lines = "<br>".join(f"{escape(where)}: {' · '.join(links)}" for where, links in groups.items())
        return (f'<p style="color:{self.muted}; font-size:small; margin-top:6px">Sources (found by {item.found_by})'
                f"<br>{lines}</p>")

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

    def _rebuild_streaming(self, entry: _Doc, item: Item, dark: bool) -> None:
        parts, stable = stream_layout(item)
        entry.stable = stable
        entry.has_parts = parts is not None
        if parts is not None and not parts.thinking_done:  # reasoning, shown plain as it comes
            entry.reasoning = True
            entry.doc.setHtml(self._header(item) + tools_html(item, self.muted, self.dark) + thoughts_html(item, parts, self.muted))
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
            entry.head = self._header(item) + tools_html(item, self.muted, self.dark) + thoughts_html(item, parts, self.muted)
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
        painter.setFont(scaled_font(self.view.font(), "small"))
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
