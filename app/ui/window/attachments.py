"""Documents for the next message: the composer's row of chips, the reading of files off the GUI
thread, and the viewer of a document's extracted text (a chip's click, here or in a sent message).

A file is read (app.documents.extract) and its text stored (AttachmentStore.put) on a background
thread; its chip shows the progress and a ✕ that cancels the read, then the name, pages and an
estimate of its tokens, and a ✕ that takes it off the message."""

from __future__ import annotations

import functools
import itertools
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QFontDatabase, QIcon, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...errors import AppError
from ...runtime import Attachment, AttachmentStore, Extracted, ImageRef, ImageStore, RgbImage, extract
from ..background import Background
from ..chat.items import document_label, image_label
from ..i18n import QT_TRANSLATE_NOOP, say, translate
from ..look.icons import icon
from ..look.theme import token
from .images import THUMB, is_image, read_image_file, thumbnail

# The file chooser's filter (translated where shown: translate("Attachments", FILE_FILTER)).
FILE_FILTER = QT_TRANSLATE_NOOP("Attachments", "Documents and images (*.txt *.md *.markdown *.rst *.py *.js *.ts *.c *.h "
                                "*.cpp *.rs *.go *.java *.csv *.json *.html *.htm *.pdf *.docx *.png *.jpg *.jpeg *.webp "
                                "*.gif);;All files (*)")


def chip_label(att: Attachment) -> str:
    """name · N pages · ≈T tokens"""
    return document_label(att.name, att.pages, att.n_chars)


def local_files(urls: list[QUrl]) -> list[Path]:
    """The local files among dropped or pasted URLs (folders and remote URLs are not documents)."""
    return [Path(u.toLocalFile()) for u in urls if u.isLocalFile() and Path(u.toLocalFile()).is_file()]


def pasted_path(text: str) -> Path | None:
    """A pasted line that names an existing file (an absolute path or a file:// URL), else None."""
    line = text.strip()
    if not line or "\n" in line or len(line) > 4096:
        return None
    path = Path(QUrl(line).toLocalFile()) if line.startswith("file://") else Path(line)
    return path if path.is_absolute() and path.is_file() else None


class Chip(QFrame):
    """One document: its label (a click shows the text) and a ✕ (remove it, or cancel its read)."""

    def __init__(self, label: str, on_click: Callable[[], None] | None, on_close: Callable[[], None],
                 close_tip: str, parent: QWidget, picture: QIcon | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chip")
        self.button = QToolButton(self)
        self.button.setIcon(picture if picture is not None and not picture.isNull() else icon("document"))
        if picture is not None and not picture.isNull():
            self.button.setIconSize(QSize(THUMB, THUMB))
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setText(label)
        self.button.setAccessibleName(label)
        self.button.setEnabled(on_click is not None)
        if on_click is not None:
            self.button.setToolTip(translate("Attachments", "Show the text the model reads"))
            self.button.clicked.connect(on_click)
        self.close_button = QToolButton(self)
        self.close_button.setIcon(icon("close"))
        self.close_button.setToolTip(close_tip)
        self.close_button.setAccessibleName(close_tip)
        self.close_button.clicked.connect(on_close)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(0)
        layout.addWidget(self.button)
        layout.addWidget(self.close_button)

    def set_label(self, label: str) -> None:
        self.button.setText(label)


class _Reading:
    def __init__(self, name: str, chip: Chip, order: int) -> None:
        self.name, self.chip, self.order = name, chip, order
        self.stop = threading.Event()


class AttachmentBar(QWidget):
    """The chips above the message box. `take()` hands the documents to a message and clears it."""

    changed = Signal()  # a document was added or removed, or a read ended
    failed = Signal(str)  # a file that could not be read: the message says which and why
    viewRequested = Signal(object)  # an Attachment whose text to show, or an ImageRef to show
    _progress = Signal(object, int, int)  # a _Reading, pages done, pages in all (from a worker thread)

    def __init__(self, store: AttachmentStore, parent: QWidget | None = None, images: ImageStore | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.image_store = images or ImageStore(store.dir.parent)
        self.attachments: list[Attachment] = []
        self.images: list[tuple[ImageRef, QIcon]] = []  # for a vision model, with their thumbnails
        self._decoding = 0  # images still being decoded: a send waits for them
        self._reading: list[_Reading] = []
        self._numbers = itertools.count()
        self._order: dict[str, int] = {}  # a document's place: when its file was given
        self._chips: list[Chip] = []
        self._background = Background(self)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(12, 4, 12, 0)
        self._layout.setSpacing(6)
        self._progress.connect(self._on_progress, Qt.ConnectionType.QueuedConnection)
        self.setVisible(False)

    @property
    def busy(self) -> bool:
        return bool(self._reading) or self._decoding > 0

    def add_files(self, paths: list[Path]) -> None:
        """Read each file on a background thread; its chip shows the progress until it is in.
        Images become pictures for the message; other files, documents."""
        for path in paths:
            if is_image(Path(path)):
                self.add_image(functools.partial(read_image_file, Path(path)), Path(path).name)
            else:
                self._read(Path(path))
        self._update()

    def add_image(self, decode: Callable[[], RgbImage], name: str) -> None:
        """Decode (`decode`, on a background thread) and store an image for the next message."""

        order = next(self._numbers)
        self._decoding += 1

        def work() -> tuple[ImageRef, RgbImage]:
            image = decode()
            return self.image_store.put(image, name), image

        def failed(error: AppError) -> None:
            self._decoding -= 1
            self.failed.emit(say(error))
            self._update()

        def done(result: tuple[ImageRef, RgbImage]) -> None:
            self._decoding -= 1
            ref, image = result
            if all(r.sha256 != ref.sha256 for r, _ in self.images):  # in the order given, whichever ends first
                self._order[ref.sha256] = order
                at = sum(self._order.get(r.sha256, -1) < order for r, _ in self.images)
                self.images.insert(at, (ref, thumbnail(image)))
            self._rebuild()

        self._background.run(work, done, failed, name=f"reading {name}")

    def take(self) -> tuple[Attachment, ...]:
        taken = tuple(self.attachments)
        self.attachments.clear()
        self._rebuild()
        return taken

    def take_images(self) -> tuple[ImageRef, ...]:
        taken = tuple(ref for ref, _ in self.images)
        self.images.clear()
        self._rebuild()
        return taken

    def give_back(self, attachments: tuple[Attachment, ...], images: tuple[ImageRef, ...] = ()) -> None:
        """Documents and images of a message that could not be sent: on the next one again."""
        self.attachments[:0] = [a for a in attachments if a not in self.attachments]
        self.images[:0] = [(r, icon("image")) for r in images if all(r != kept for kept, _ in self.images)]
        self._rebuild()

    def cancel_all(self) -> None:
        for reading in self._reading:
            reading.stop.set()

    def _read(self, path: Path) -> None:
        self._read_as(path.name, lambda reading: extract(
            path, reading.stop.is_set, lambda done, total: self._progress.emit(reading, done, total)))

    def add_page(self, url: str, read: Callable[[], Extracted]) -> None:
        """A web page as a document (`read`, on a background thread: fetched once, its main text)."""
        self._read_as(url, lambda _reading: read())
        self._update()

    def _read_as(self, name: str, extracted: Callable[[_Reading], Extracted]) -> None:
        reading: _Reading

        def cancel() -> None:
            reading.stop.set()

        chip = Chip(translate("Attachments", "Reading {name}…").format(name=name), None, cancel,
                    translate("Attachments", "Stop reading {name}").format(name=name), self)
        reading = _Reading(name, chip, next(self._numbers))
        self._reading.append(reading)
        self._rebuild()

        def work() -> Attachment:
            return self.store.put(extracted(reading))

        def done(att: Attachment) -> None:
            self._end(reading)
            if all(a.sha256 != att.sha256 for a in self.attachments):
                # In the order the files were given, whichever read ends first.
                self._order[att.sha256] = reading.order
                at = sum(self._order.get(a.sha256, -1) < reading.order for a in self.attachments)
                self.attachments.insert(at, att)
            self._rebuild()

        def failed(error: AppError) -> None:
            self._end(reading)
            if not reading.stop.is_set():  # a cancel is what the user asked for: nothing to say
                self.failed.emit(say(error))
            self._update()

        self._background.run(work, done, failed, name=f"reading {name}")

    def _on_progress(self, reading: _Reading, done: int, total: int) -> None:
        if reading in self._reading and total > 1:
            reading.chip.set_label(translate("Attachments", "Reading {name}… {done}/{total}").format(
                name=reading.name, done=done, total=total))

    def _end(self, reading: _Reading) -> None:
        if reading in self._reading:
            self._reading.remove(reading)
        self._layout.removeWidget(reading.chip)
        reading.chip.deleteLater()

    def _remove(self, att: Attachment) -> None:
        if att in self.attachments:
            self.attachments.remove(att)
        self._rebuild()

    def _chip(self, att: Attachment) -> Chip:
        return Chip(chip_label(att), lambda: self.viewRequested.emit(att), lambda: self._remove(att),
                    translate("Attachments", "Remove {name}").format(name=att.name), self)

    def _image_chip(self, ref: ImageRef, thumb: QIcon) -> Chip:
        def remove() -> None:
            self.images = [(r, t) for r, t in self.images if r != ref]
            self._rebuild()

        return Chip(image_label(ref), lambda: self.viewRequested.emit(ref), remove,
                    translate("Attachments", "Remove {name}").format(name=ref.name), self, thumb)

    def _rebuild(self) -> None:
        """The chips again: the documents in order, then the files still being read."""
        for chip in self._chips:
            chip.deleteLater()
        self._chips = [self._image_chip(ref, thumb) for ref, thumb in self.images]
        self._chips += [self._chip(att) for att in self.attachments]
        while self._layout.count():
            self._layout.takeAt(0)
        for chip in [*self._chips, *(r.chip for r in self._reading)]:
            self._layout.addWidget(chip)
        self._layout.addStretch(1)
        self._update()

    def _update(self) -> None:
        self.setVisible(bool(self.attachments or self.images or self._reading))
        self.changed.emit()


class DocumentViewer(QDialog):
    """The text the model reads of a document, as extracted (read-only, selectable)."""

    def __init__(self, att: Attachment, text: str, parent: QWidget | None = None,
                 passage: tuple[int, int] | None = None, caption: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(att.name)
        self.resize(720, 640)
        said = translate("Attachments", "{document} — the text the model reads").format(document=chip_label(att))
        header = QLabel(caption or said, self)
        header.setWordWrap(True)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setPlainText(text)
        self.text.setAccessibleName(translate("Attachments", "Text of {name}").format(name=att.name))
        if passage is not None:
            self.highlight(*passage)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(header)
        layout.addWidget(self.text)
        layout.addWidget(buttons)


    def highlight(self, start: int, end: int) -> None:
        """Mark text[start:end] (a cited passage), select it and scroll it into view."""
        text = self.text.toPlainText()
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(_utf16(text, start))  # Qt counts UTF-16 units: an emoji is two
        cursor.setPosition(_utf16(text, end), QTextCursor.MoveMode.KeepAnchor)
        mark = QTextEdit.ExtraSelection()
        mark.cursor = cursor
        # the context meter's warm fill: text on it is checked for contrast (look/contrast.py)
        mark.format.setBackground(QColor(token("meter_fill")))
        self.text.setExtraSelections([mark])
        self.text.setTextCursor(cursor)
        self.text.centerCursor()

    def passage(self) -> str:
        """The text highlighted (a cited passage), or ""."""
        marks = self.text.extraSelections()
        return marks[0].cursor.selectedText().replace("\u2029", "\n") if marks else ""


def _utf16(text: str, index: int) -> int:
    return len(text[:index].encode("utf-16-le")) // 2


def show_document(background: Background, store: AttachmentStore, att: Attachment,
                  parent: QWidget, failed: Callable[[AppError], None], passage: tuple[int, int] | None = None) -> None:
    """Read the document's text off the GUI thread, then show it in a viewer (a passage highlighted)."""

    def shown(text: str) -> None:
        viewer = DocumentViewer(att, text, parent, passage)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.show()

    background.run(lambda: store.text(att), shown, failed, latest="document viewer", name="document viewer")
