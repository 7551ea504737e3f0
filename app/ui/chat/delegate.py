"""Paints each message from a QTextDocument cached per row (layout: docs/design.md)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QPainter,
    QPalette,
    QPen,
    QRegion,
    QTextDocument,
)
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from ..i18n import QT_TRANSLATE_NOOP
from ..look.icons import icon
from ..look.theme import scaled_font, token
from .items import STREAM_STEP, Item, when
from .message_docs import MessageDocuments, RowDocument, Transcript

PAD = 12  # inside a bubble
GAP = 6  # between messages
MARGIN = 16  # between the column and the view's edges
MAX_CHARS = 80  # the column's measure: readable lines at any window width
USER_SHARE = 0.8  # of the column, at most, for a user's bubble
STRIP = 24  # the action strip under a message
THUMB = 40  # a thumbnail's side in a message, px
ACTION = 22  # one action button in it

# Actions under a message: name: (icon, tooltip: translated where shown). Which ones a message gets: `actions_for`.
ACTIONS = {
    "copy": ("copy", QT_TRANSLATE_NOOP("Chat", "Copy")),
    "edit": ("edit", QT_TRANSLATE_NOOP("Chat", "Edit and resend")),
    "regenerate": ("regenerate", QT_TRANSLATE_NOOP("Chat", "Regenerate (Ctrl+R)")),
    "fork": ("fork", QT_TRANSLATE_NOOP("Chat", "Fork into a new chat")),
}


@dataclass(frozen=True)
class Geometry:
    """Where a message is drawn, in the coordinates of its row's rectangle (top-left 0, 0)."""

    bubble: QRect  # the message's box (tinted for the user's)
    text: QPoint  # the document's top-left
    strip: QRect  # the action strip under it


class MessageDelegate(MessageDocuments, QStyledItemDelegate):
    """Paints a message from a QTextDocument cached per row.

    A finished message is rendered once per (revision, width). The streaming message looks as it
    will when done: its settled blocks are rendered to HTML once, as they settle, and its last
    block again on each update (the document rebuilt from the joined HTML; for a long reply only
    every few updates, the text between appended as it is), so an update costs the last block's
    Markdown and the document's rebuild, not the whole message's Markdown and highlighting."""

    def __init__(self, view: Transcript, parent: QObject):
        super().__init__(parent)  # the view: the delegate lives as long as it does
        self.view = view
        self._docs: dict[int, RowDocument] = {}
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

    # --- sizes: measured in view, estimated out of it -------------------------------------------

    def is_measured(self, row: int) -> bool:
        entry = self._docs.get(row)
        view_width = self.view.viewport().width()
        return entry is not None and entry.size is not None and entry.size_for == (self.view.model_.items[row].revision, view_width)

    def measure(self, row: int) -> QSize:
        """The row's exact size: its document rendered (once per text revision and width)."""
        view_width = self.view.viewport().width()
        item = self.view.model_.items[row]
        doc = self.document(row, self.text_width(row, view_width))
        height = int(doc.size().height()) + 2 * PAD + GAP + STRIP
        if item.streaming:
            height = -(-height // STREAM_STEP) * STREAM_STEP
        entry = self._docs[row]
        entry.size = QSize(view_width, height)
        entry.size_for = (item.revision, view_width)
        return entry.size

    def estimate(self, row: int) -> QSize:
        """A height from the text alone (line count at this width), for a row not yet in view."""
        view_width = self.view.viewport().width()
        item = self.view.model_.items[row]
        key = (item.serial, item.revision, view_width)
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
        header = 0 if item.role == "user" and item.version[1] <= 1 else 1.3
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
            painter.translate(QPoint(-shift, 0))  # a QPoint: the translations test takes any translate(x, y) for a text
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
        names.append("fork")
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
