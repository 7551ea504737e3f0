"""Libraries in the window: the dialog that adds and removes them, the header's progress with its
pause, and the composer's menu that attaches libraries to the open chat. The indexing itself runs
on its own thread (app.core's Indexer); its progress arrives here as a signal."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...errors import AppError
from ...runtime import AttachmentStore, Found, Libraries, LibraryError, LibraryInfo, Progress
from ..background import Background
from ..i18n import translate
from ..look.icons import icon
from .attachments import FILE_FILTER, DocumentViewer
from .header import Header

if TYPE_CHECKING:
    from ...core import Core
    from ...runtime import SharedEmbedder


class _Bridge(QObject):
    progressed = Signal(object)  # a Progress copy, emitted on the indexer's thread: queued to the GUI's


class LibrariesPanel(QObject):
    """Owns the indexer and keeps the header, the composer's menu and the dialog in line with it.
    `chat_libraries()` is the open chat's attached libraries (None: no chat open);
    `attach(ids)` asks the engine to set them."""

    changed = Signal()  # the list of libraries or the indexer's state changed (the dialog redraws)
    noticed = Signal(str)  # something the user should know (the embedding model failed), once

    def __init__(self, core: Core, header: Header, button: QToolButton, parent: QWidget,
                 chat_libraries: Callable[[], list[str] | None], attach: Callable[[list[str]], object]) -> None:
        super().__init__(parent)
        self.core, self.libraries, self.indexer = core, core.libraries, core.indexer
        self.header, self.button, self.window = header, button, parent
        self.chat_libraries, self.attach = chat_libraries, attach
        self.progress = Progress()
        self._bridge = _Bridge(self)
        self._bridge.progressed.connect(self._on_progress)
        unsubscribe = core.indexed.subscribe(self._bridge.progressed.emit)
        indexer = core.indexer

        def gone(*_: object) -> None:  # a window deleted unclosed (tests)
            unsubscribe()
            indexer.stop(timeout=0)

        self.destroyed.connect(gone)
        self.menu = QMenu(parent)
        self.menu.aboutToShow.connect(self._fill_menu)
        button.setMenu(self.menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setStyleSheet("QToolButton::menu-indicator { image: none; width: 0px; }")  # the icon says it
        header.library_button.clicked.connect(self.open_dialog)
        header.library_pause.clicked.connect(self.toggle_pause)
        self.dialog: LibrariesDialog | None = None

    @property
    def embedder(self) -> SharedEmbedder | None:
        """The embedding model libraries are searched with (app.core: one for the whole app)."""
        return self.core.embedder

    def search_kind(self) -> str:
        if self.embedder is not None and self.embedder.usable:
            return translate("Libraries", "by meaning ({model}) and by keywords").format(model=self.embedder.name)
        return translate("Libraries", "by keywords (BM25; choose an embedding model in Settings to search by meaning too)")

    def all(self) -> list[LibraryInfo]:
        """The libraries, as the indexer last read them (the window opens no file of its own)."""
        return list(self.progress.libraries)

    def toggle_pause(self) -> None:
        if self.indexer.progress.paused:
            self.indexer.resume()
        else:
            self.indexer.pause()

    def add(self, sources: list[Path]) -> LibraryInfo | None:
        """A new library of `sources`, saved and indexed on the indexer's thread."""
        if not sources:
            return None
        name = (sources[0].name if len(sources) == 1
                else translate("Libraries", "{folder} files").format(folder=sources[0].parent.name or sources[0].name))
        return self.indexer.add(name, sources)

    def remove(self, library_id: str) -> None:
        self.indexer.remove(library_id)
        attached = self.chat_libraries()
        if attached is not None and library_id in attached:
            self.attach([i for i in attached if i != library_id])
        self.changed.emit()

    def summary(self, info: LibraryInfo) -> str:
        """"40 documents · 312 passages · 2 unreadable", or what the indexer is doing with it."""
        p = self.progress
        if p.library == info.id:
            n = p.total
            doing = (translate("Libraries", "paused: {done} of %n new or changed files", None, n) if p.paused
                     else translate("Libraries", "indexing: {done} of %n new or changed files", None, n))
            return doing.format(done=p.done if p.paused else p.done + 1)
        if info.id not in p.summaries:
            return translate("Libraries", "waiting to be indexed")
        files, failed, chunks = p.summaries[info.id]
        if not files:
            return translate("Libraries", "no documents found")
        n = files  # %Ln: the count with the locale's digit grouping ("1,234")
        documents = (translate("Libraries", "%Ln document", None, n) if n == 1
                     else translate("Libraries", "%Ln documents", None, n))
        n = chunks
        passages = translate("Libraries", "%Ln passages", None, n)
        parts = [documents, passages]
        if failed:
            n = failed
            parts.append(translate("Libraries", "%n unreadable", None, n))
        return " · ".join(parts)

    # --- the indexer's progress ----------------------------------------------------------------

    def retranslate(self) -> None:
        """The header's indexing words in the interface's language now."""
        self._on_progress(self.progress)

    def _on_progress(self, progress: Progress) -> None:
        if progress.notice and progress.notice != self.progress.notice:
            self.noticed.emit(progress.notice)
        listed = progress.libraries != self.progress.libraries
        self.progress = progress
        if listed:
            self.show_attached(self.chat_libraries())
        busy = bool(progress.library)  # indexing, or paused in the middle of a library
        h = self.header
        h.library_button.setVisible(busy)
        h.library_pause.setVisible(busy or progress.paused)
        h.library_pause.setIcon(icon("resume" if progress.paused else "pause"))
        h.library_pause.setToolTip(translate("Libraries", "Resume indexing") if progress.paused
                                   else translate("Libraries", "Pause indexing (resumes where it stopped)"))
        h.library_pause.setAccessibleName(h.library_pause.toolTip())
        if busy:
            h.library_button.setText(_header_text(progress))
            tip = (translate("Libraries", "Paused the library {name}: {file}\nClick to see your libraries") if progress.paused
                   else translate("Libraries", "Indexing the library {name}: {file}\nClick to see your libraries"))
            h.library_button.setToolTip(tip.format(name=progress.name, file=Path(progress.path).name))
        self.changed.emit()

    # --- the composer's menu -------------------------------------------------------------------

    def _fill_menu(self) -> None:
        self.menu.clear()
        attached = self.chat_libraries()
        libraries = self.all()
        for info in libraries:
            action = QAction(info.name, self.menu)
            action.setCheckable(True)
            action.setChecked(attached is not None and info.id in attached)
            action.setEnabled(attached is not None)
            action.setToolTip(self.summary(info))
            action.toggled.connect(lambda on, library_id=info.id: self._toggle(library_id, on))
            self.menu.addAction(action)
        if not libraries:
            self.menu.addAction(translate("Libraries", "No libraries yet")).setEnabled(False)
        self.menu.addSeparator()
        self.menu.addAction(icon("library"), translate("Libraries", "Manage libraries…"), self.open_dialog)

    def _toggle(self, library_id: str, on: bool) -> None:
        attached = list(self.chat_libraries() or [])
        wanted = [*attached, library_id] if on and library_id not in attached else [i for i in attached if i != library_id]
        self.attach(wanted)

    def show_attached(self, attached: list[str] | None) -> None:
        """The composer's button says how many libraries the open chat searches."""
        names = {info.id: info.name for info in self.all()}
        shown = [names[i] for i in attached or [] if i in names]
        self.button.setText(str(len(shown)) if shown else "")
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon if shown
                                       else Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.button.setToolTip(translate("Libraries", "This chat searches {libraries} for every message").format(
            libraries=", ".join(shown)) if shown
            else translate("Libraries", "Libraries: folders this chat searches for every message"))

    def open_dialog(self) -> None:
        if self.dialog is None:
            self.dialog = LibrariesDialog(self, self.window)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()


class LibrariesDialog(QDialog):
    """The libraries: each with what it holds or what the indexer is doing; add a folder or
    files, remove one (its index goes; the files stay where they are)."""

    def __init__(self, panel: LibrariesPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.setWindowTitle(translate("Libraries", "Libraries"))
        self.resize(560, 380)
        self.intro = intro = QLabel(self)
        intro.setWordWrap(True)
        intro.setObjectName("quiet")
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("Libraries", "Libraries"))
        self.list.setWordWrap(True)
        self.add_folder = QPushButton(icon("log-folder"), translate("Libraries", "Add folder…"), self)
        self.add_files = QPushButton(icon("document"), translate("Libraries", "Add files…"), self)
        self.remove = QPushButton(icon("delete"), translate("Libraries", "Remove"), self)
        self.remove.setToolTip(translate("Libraries", "Remove the library and its index (your files stay where they are)"))
        self.pause = QPushButton(self)
        buttons = QHBoxLayout()
        for b in (self.add_folder, self.add_files, self.remove):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.pause)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        layout.addWidget(close)
        self.add_folder.clicked.connect(self.choose_folder)
        self.add_files.clicked.connect(self.choose_files)
        self.remove.clicked.connect(self.remove_selected)
        self.pause.clicked.connect(panel.toggle_pause)
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        panel.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.intro.setText(translate("Libraries", "Folders and files Emberly indexes on this computer, kept in sync while it "
                                     "runs. Attach a library to a chat (the books button beside the message box) and every "
                                     "message is answered with the passages found in it, cited. Search is {search}; nothing "
                                     "leaves this computer.").format(search=self.panel.search_kind()))
        current = self.selected()
        self.list.clear()
        for info in self.panel.all():
            item = QListWidgetItem(icon("library"), f"{info.name}\n{self.panel.summary(info)}")
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setToolTip("\n".join(info.sources))
            self.list.addItem(item)
            if info.id == current:
                self.list.setCurrentItem(item)
        paused = self.panel.indexer.progress.paused
        self.pause.setText(translate("Libraries", "Resume indexing") if paused else translate("Libraries", "Pause indexing"))
        self.pause.setIcon(icon("resume" if paused else "pause"))
        self._update_buttons()

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _update_buttons(self) -> None:
        self.remove.setEnabled(self.selected() is not None)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, translate("Libraries", "Add a folder as a library"), str(Path.home()))
        if folder:
            self.panel.add([Path(folder)])

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, translate("Libraries", "Add files as a library"), str(Path.home()),
                                                translate("Attachments", FILE_FILTER))
        if paths:
            self.panel.add([Path(p) for p in paths])

    def remove_selected(self) -> None:
        library_id = self.selected()
        if library_id is not None:
            self.panel.remove(library_id)


def _header_text(progress: Progress) -> str:
    """The header's button while a library is indexed: what, which, and how far (short: little room)."""
    done = progress.done if progress.paused else min(progress.done + 1, progress.total)  # files read / the one now
    name = progress.name if len(progress.name) <= 18 else progress.name[:17] + "…"
    if progress.total:
        said = (translate("Libraries", "Paused {name} {done}/{total}") if progress.paused
                else translate("Libraries", "Indexing {name} {done}/{total}"))
    else:
        said = translate("Libraries", "Paused {name}") if progress.paused else translate("Libraries", "Indexing {name}")
    return said.format(name=name, done=done, total=progress.total)


def found_in_its_file(libraries: Libraries, found: Found, passage: str) -> tuple[str, tuple[int, int]]:
    """The text of the file a found passage came from, as its library holds it now, with where
    the passage is; when the file changed or its library is gone, the passage alone."""
    for info in libraries.all():
        with contextlib.suppress(LibraryError), libraries.open(info.id, reader=True) as index:
            text = ""
            for chunk in index.chunks_of(Path(found.path)):
                if chunk.start > len(text):
                    text += "\n" * (chunk.start - len(text))  # what lies between two passages: blank lines
                text += chunk.text[len(text) - chunk.start:]
            if text[found.start : found.end] == passage:
                return text, (found.start, found.end)
    return passage, (0, len(passage))


def show_found(background: Background, libraries: Libraries, store: AttachmentStore, found: Found,
               parent: QWidget, failed: Callable[[AppError], None]) -> None:
    """A library citation: the passage highlighted in its file, read off the GUI thread."""

    def shown(answer: tuple[str, tuple[int, int]]) -> None:
        text, place = answer
        whole = place != (0, len(text))
        said = (translate("Libraries", "{library} › {name} — the passage the model read, highlighted in the file") if whole
                else translate("Libraries", "{library} › {name} — the passage the model read (the file has changed or left "
                               "its library since)"))
        viewer = DocumentViewer(found.text_ref(), text, parent, place, said.format(library=found.library, name=found.name))
        viewer.setWindowTitle(f"{found.name} — {found.library}")
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.show()

    background.run(lambda: found_in_its_file(libraries, found, store.text(found.text_ref())), shown, failed,
                   latest="document viewer", name="document viewer")
