"""The QTextDocument each message is painted from: rendered once per (revision, width), cached per
row, and for a streaming reply grown block by block. A part of MessageDelegate (a mixin), apart
from its geometry, painting and hit tests.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from html import escape
from typing import Any, Protocol

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QWidget

from ...runtime import split_reasoning
from ..i18n import QT_TRANSLATE_NOOP, number, translate
from ..look.icons import icon
from ..look.theme import token
from .blocks import thoughts_html, tools_html
from .items import RENDER_STRIDE_CHARS, Item, elided, role_name, stream_layout
from .model import MessagesModel

DOCUMENT_ICON = "emberly:document"  # a document chip's icon, a resource of each message's QTextDocument
IMAGE_ICON = "emberly:image"  # an image chip's, until its thumbnail is made
THUMB_URL = "emberly:thumb:"  # + the image's sha256: its thumbnail (ChatView.thumbnails)
# A reply's sources, by how they were searched for (Message.searched).
FOUND_BY = {"keywords": QT_TRANSLATE_NOOP("Chat", "Sources (found by keywords)"),
            "meaning and keywords": QT_TRANSLATE_NOOP("Chat", "Sources (found by meaning and keywords)")}


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


class MessageDocuments:
    view: Transcript
    dark: bool  # the palette's base is dark: code is coloured for it
    muted: str  # the theme's colour for quiet text
    _docs: dict[int, RowDocument]  # row: its document

    def document(self, row: int, width: int) -> QTextDocument:
        """Message `row`'s document laid out `width` wide: the cached one when its text and look
        are unchanged (a streaming reply's grown by what is new), else rendered again."""
        item = self.view.model_.items[row]
        dark = self.dark
        key = (item.serial, item.footer, item.streaming, width, dark, item.version, item.state)
        cached = self._docs.get(row)
        if cached is not None and cached.key[:3] + cached.key[4:] == key[:3] + key[4:] and cached.key[3] != width:
            # Only the width changed (a resize): re-wrap the document, no need to re-render it.
            cached.doc.setTextWidth(max(width, 50))
            cached.key = key
        if cached is not None and cached.key == key and (item.streaming or cached.revision == item.revision):
            if item.streaming and cached.revision != item.revision:
                self._grow(cached, item, dark)
            return cached.doc
        entry = RowDocument(key, item.revision, QTextDocument())
        entry.doc.setDefaultFont(self.view.font())
        entry.doc.setDocumentMargin(0)
        entry.doc.setTextWidth(max(width, 50))
        if item.documents:
            self._add_pictures(entry.doc, item)
        self._docs[row] = entry
        if item.streaming:
            self._rebuild_streaming(entry, item, dark)
        else:
            self._render_finished(entry, item, dark)
        return entry.doc

    def _add_pictures(self, doc: QTextDocument, item: Item) -> None:
        """The chips' icons, and the thumbnails of the message's images made so far."""
        for name, url in (("document", DOCUMENT_ICON), ("image", IMAGE_ICON)):
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), icon(name, "accent").pixmap(16, 16).toImage())
        for sha in item.pictures:
            thumb = self.view.thumbnails.get(sha)
            if thumb is not None:
                doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(THUMB_URL + sha), thumb)

    def _render_finished(self, entry: RowDocument, item: Item, dark: bool) -> None:
        """A finished message: its header, tool steps, reasoning and Markdown (a long one elided,
        with a link to show more), then its sources and the lines said under it."""
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
            more = translate("Chat", "Show more · {shown} of {total} characters shown").format(
                shown=number(len(shown)), total=number(len(answer)))
            html += f'<p><a href="more:" style="color:{self.muted}">{escape(more)}</a></p>'
        html += self._sources(item)
        if item.read_once:  # the promise kept, said where it is seen: "documents read once, restored in 12 ms"
            html += f'<p style="color:{self.muted}; font-size:small; margin-top:6px">{escape(item.read_once)}</p>'
        if item.state:  # a stopped or cut-off reply says so without a hover
            html += f'<p style="color:{token("banner_warn_fg")}; font-size:small; margin-top:6px">{escape(item.state)}</p>'
        entry.doc.setHtml(html)

    def _header(self, item: Item) -> str:
        """The assistant's name (… while it writes), and '‹ k/n ›' for a message with versions."""
        versions = self._versions(item)
        if item.role == "user":
            head = f'<p style="color:{self.muted}; margin:0 0 4px 0">{versions}</p>' if versions else ""
            return head + self._documents(item)
        who = escape(item.author) or escape(role_name(item.role))
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
        found_by = FOUND_BY.get(item.found_by)
        said = (translate("Chat", found_by) if found_by
                else translate("Chat", "Sources (found by {how})").format(how=item.found_by))
        return f'<p style="color:{self.muted}; font-size:small; margin-top:6px">{escape(said)}<br>{lines}</p>'

    def _versions(self, item: Item) -> str:
        """'‹ k/n ›' for a message with other versions: the arrows are links (version:-1, version:1)."""
        k, n = item.version
        if n <= 1:
            return ""

        def arrow(text: str, step: int, enabled: bool) -> str:
            # Spaces inside the link: a wider target than one narrow glyph.
            if not enabled:
                return f'<span style="color:{self.muted}; font-size:large">&nbsp;{text}&nbsp;</span>'
            return f'<a href="version:{step}" style="text-decoration:none; font-size:large"><b>&nbsp;{text}&nbsp;</b></a>'

        return f"&nbsp;&nbsp;{arrow('‹', -1, k > 1)}{k}/{n}{arrow('›', 1, k < n)}"

    def _rebuild_streaming(self, entry: RowDocument, item: Item, dark: bool) -> None:
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
        entry.revision = item.revision

    def _grow(self, entry: RowDocument, item: Item, dark: bool) -> None:
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
        entry.revision = item.revision

    def _render_rest(self, entry: RowDocument, item: Item, dark: bool) -> None:
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

    def _append_plain(self, entry: RowDocument, item: Item) -> None:
        """The new text as it is, at the end (reasoning; or a long reply between two renders)."""
        cursor = QTextCursor(entry.doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(item.text[entry.shown :], entry.tail)
        entry.shown = len(item.text)
        entry.revision = item.revision


@dataclass
class RowDocument:
    """A message's rendered document, what it was rendered for (`key`, `revision`) and, while it
    streams, how far it is rendered."""

    key: tuple[Any, ...]
    revision: int
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
    size: QSize | None = None  # sizeHint, valid for size_for = (item revision, view width)
    size_for: tuple[int, int] = (-1, -1)
