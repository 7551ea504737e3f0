"""The model picker's "Get models" tab: the curated list, Hugging Face search (or a pasted link),
a repository's files with a fits / tight / too big badge, and the download queue with progress,
pause, resume, cancel and Load (the queue's rows and buttons: download_list.py).

Every Hub call runs on a thread and comes back as a queued signal carrying the number of the
request, so an answer that arrives after a newer search is dropped.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...errors import AppError
from ...runtime import (
    CatalogueEntry,
    HubError,
    Memory,
    ModelChoice,
    RemoteFile,
    RepoHit,
    TransferError,
    fit,
    hub,
    load_catalogue,
    machine_memory,
    need_for_entry,
    need_for_size,
    parse_ref,
)
from ..background import Background
from ..i18n import QT_TRANSLATE_NOOP, data_size, number, say, translate
from ..look import theme
from ..look.icons import icon
from .download_list import DownloadList
from .downloads_bridge import DownloadsBridge

KIND = Qt.ItemDataRole.UserRole  # "entry" | "repo" | "choice" | "placeholder"
VALUE = Qt.ItemDataRole.UserRole + 1
log = logging.getLogger("emberly.get_models")

FIT_TOKENS = {"fits": "text", "tight": "banner_warn_fg", "too big": "danger"}
FIT_WORDS = {  # the badge's word for app.downloads.catalogue.fit's verdict
    "fits": QT_TRANSLATE_NOOP("GetModels", "fits"),
    "tight": QT_TRANSLATE_NOOP("GetModels", "tight"),
    "too big": QT_TRANSLATE_NOOP("GetModels", "too big"),
}
FIT_TIPS = {
    "fits": QT_TRANSLATE_NOOP("GetModels", "Fits in the memory free now, with a 4,096-token context."),
    "tight": QT_TRANSLATE_NOOP("GetModels", "Only fits if other programs give memory back; a smaller context helps."),
    "too big": QT_TRANSLATE_NOOP("GetModels", "Needs more memory than this computer has."),
}


class GetModelsPage(DownloadList, QWidget):
    loadRequested = Signal(str)  # the path of a finished download
    embedderChosen = Signal(str)  # the path of a finished embedding model's download: for Settings

    def __init__(self, bridge: DownloadsBridge, parent: QWidget | None = None):
        super().__init__(parent)
        self.bridge = bridge
        self.memory: Memory = machine_memory()
        self.catalogue: list[CatalogueEntry] = load_catalogue()
        self.embedders: list[CatalogueEntry] = load_catalogue(kind="embedding")
        self._background = Background(self)
        self._rows: dict[str, QTreeWidgetItem] = {}  # download id -> its row

        self._build_search()
        self._build_downloads()
        self._lay_out()

        self.query.returnPressed.connect(self.search)
        self.search_button.clicked.connect(self.search)
        self.results.itemSelectionChanged.connect(self._selected)
        self.results.itemExpanded.connect(self._expanded)
        self.download_button.clicked.connect(self.download)
        self.downloads.itemSelectionChanged.connect(self._update_buttons)
        self.pause_button.clicked.connect(lambda: self._on_selected(self.bridge.queue.pause))
        self.resume_button.clicked.connect(lambda: self._on_selected(self.bridge.queue.resume))
        self.cancel_button.clicked.connect(lambda: self._on_selected(self.bridge.queue.cancel))
        self.remove_button.clicked.connect(self._remove)
        self.load_button.clicked.connect(self._load)
        bridge.changed.connect(self._changed)
        self.show_catalogue()
        for d in bridge.queue.items():
            self._changed(d)
        self._update_buttons()

    def _build_search(self) -> None:
        """The search box, the list of models to download and the chosen one's details."""
        self.query = QLineEdit(self)
        self.query.setPlaceholderText(translate("GetModels", "Search Hugging Face for GGUF models, "
                                                             "or paste a link or owner/repo"))
        self.query.setClearButtonEnabled(True)
        self.query.setAccessibleName(translate("GetModels", "Search models"))
        for clear in self.query.findChildren(QToolButton):  # the clear button, shown once there is text
            clear.setAccessibleName(translate("GetModels", "Clear the search"))
        self.search_button = QPushButton(icon("search"), translate("GetModels", "Search"), self)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.hide()
        self.heading = QLabel(self)
        self.heading.setObjectName("quiet")
        self.results = QTreeWidget(self)
        self.results.setHeaderLabels([translate("GetModels", "Model"), translate("GetModels", "Size"),
                                      translate("GetModels", "Memory"), translate("GetModels", "About")])
        self.results.setAccessibleName(translate("GetModels", "Models to download"))
        self.results.setRootIsDecorated(True)
        self.results.setUniformRowHeights(True)
        header = self.results.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, 330)
        for col in (1, 2):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.details = QLabel(translate("GetModels", "Choose a model to see what it is and whether it fits."), self)
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.download_button = QPushButton(icon("get-model"), translate("GetModels", "Download"), self)
        self.download_button.setEnabled(False)

    def _lay_out(self) -> None:
        """Search above, the list beside its details, the downloads below."""
        search_row = QHBoxLayout()
        search_row.addWidget(self.query, 1)
        search_row.addWidget(self.search_button)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(8, 0, 0, 0)
        side_layout.addWidget(self.details, 1)
        side_layout.addWidget(self.download_button, 0, Qt.AlignmentFlag.AlignRight)
        top = QSplitter(self)
        top.addWidget(self.results)
        top.addWidget(side)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        buttons = QHBoxLayout()
        for b in (self.pause_button, self.resume_button, self.cancel_button, self.remove_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.load_button)
        layout = QVBoxLayout(self)
        layout.addLayout(search_row)
        layout.addWidget(self.message)
        layout.addWidget(self.heading)
        layout.addWidget(top, 3)
        downloads_label = QLabel(translate("GetModels", "Downloads"), self)
        downloads_label.setObjectName("quiet")
        layout.addWidget(downloads_label)
        layout.addWidget(self.downloads, 1)
        layout.addWidget(self.download_error)
        layout.addLayout(buttons)

    # --- asking the Hub (on a thread) --------------------------------------------------------------

    def _ask(self, what: str, call: Callable[[], Any], supersedes: bool = True) -> None:
        """Run `call` in the background; `_answered` gets its result or its HubError. A request
        that supersedes makes any answer to an earlier one stale."""
        def work() -> Any:
            try:
                return call()
            except HubError:
                raise
            except Exception as e:  # a bug or an odd endpoint: said, not a page stuck on "Searching…"
                said = translate("GetModels", "The Hub could not be asked ({error}).")  # shown on the page
                raise HubError("error", said.format(error=f"{e.__class__.__name__}: {e}")) from e

        def failed(error: AppError) -> None:
            self._answered(what, error)

        self._background.run(work, lambda result: self._answered(what, result), failed,
                             latest="hub" if supersedes else "", name=f"hub-{what}")

    def search(self) -> None:
        text = self.query.text().strip()
        if not text:
            self.show_catalogue()
            return
        ref = parse_ref(text) if "/" in text else None
        self._say(translate("GetModels", "Searching…") if ref is None
                  else translate("GetModels", "Looking in {repo}…").format(repo=ref.repo))
        if ref is not None:
            self._ask("files", lambda: (ref, hub.repo_files(ref.repo, ref.revision)))
        else:
            self._ask("search", lambda: hub.search(text))

    def _answered(self, what: str, result: Any) -> None:
        if what == "files-of":  # a repository row expanded: not superseded by a newer search
            self._fill_repo(*result)
            return
        if isinstance(result, HubError):
            self._say(result.args[0], warn=True)
            if result.kind in ("offline", "rate-limited"):
                self.show_catalogue(keep_message=True)
            return
        if what == "search":
            self._show_hits(result)
        elif what == "files":
            ref, choices = result
            self._show_repo(ref.repo, choices, ref.file, ref.quant)

    def _say(self, text: str, warn: bool = False) -> None:
        self.message.setText(say(text))
        self.message.setStyleSheet(f"color: {theme.token('banner_warn_fg' if warn else 'muted')}")
        self.message.setVisible(bool(text))

    # --- the list ----------------------------------------------------------------------------------

    def show_catalogue(self, keep_message: bool = False) -> None:
        if not keep_message:
            self._say("")
        self.results.clear()
        self.results.setRootIsDecorated(False)
        self.heading.setText(translate("GetModels", "Recommended: instruct models that run well on a desktop, smallest first"))
        for entry in [*self.catalogue, *self.embedders]:
            name = (entry.name if entry.kind == "chat"
                    else translate("GetModels", "{name} · for documents").format(name=entry.name))
            item = QTreeWidgetItem([name, data_size(entry.total_size), "", entry.good_at])
            item.setToolTip(0, f"{entry.repo}/{entry.file}")
            item.setToolTip(3, entry.good_at)
            item.setData(0, KIND, "entry")
            item.setData(0, VALUE, entry)
            self._badge(item, need_for_entry(entry))
            self.results.addTopLevelItem(item)

    def select_entry(self, name: str) -> None:
        """The curated list, with the entry called `name` selected and its details shown."""
        self.query.clear()
        self.show_catalogue()
        for item in self._top_items():
            if item.data(0, KIND) == "entry" and item.data(0, VALUE).name == name:
                self.results.setCurrentItem(item)
                self.results.scrollToItem(item)
                self.download_button.setFocus()
                return

    def offer_first_model(self) -> None:
        """A first start, nothing on this computer: the smallest curated chat model chosen, the
        keyboard on Download (Enter gets it)."""
        if self.catalogue:
            self.select_entry(min(self.catalogue, key=lambda e: e.size).name)

    def _badge(self, item: QTreeWidgetItem, need: int) -> None:
        verdict = fit(need, self.memory)
        word = translate("GetModels", FIT_WORDS[verdict])
        item.setText(2, f"{word} · {data_size(need)}")
        item.setForeground(2, QColor(theme.token(FIT_TOKENS[verdict])))
        item.setToolTip(2, translate("GetModels", FIT_TIPS[verdict]))
        item.setData(2, KIND, verdict)

    def _show_hits(self, hits: list[RepoHit]) -> None:
        self.results.clear()
        self.results.setRootIsDecorated(True)
        n = len(hits)  # (the English singular is a message of its own: the text shown without a translation stays)
        heading = (translate("GetModels", "On Hugging Face: %n repository with GGUF files, most downloaded first; "
                                          "open one to see its files", None, n) if n == 1 else
                   translate("GetModels", "On Hugging Face: %n repositories with GGUF files, most downloaded first; "
                                          "open one to see its files", None, n))
        self.heading.setText(heading)
        self._say("" if hits else translate("GetModels", "No GGUF models matched; try fewer words, or paste owner/repo."))
        about = translate("GetModels", "{downloads} downloads · {likes} likes · updated {updated}")
        for h in hits:
            said = about.format(downloads=number(h.downloads), likes=number(h.likes), updated=h.updated)
            item = QTreeWidgetItem([h.id, "", "", said])
            item.setData(0, KIND, "repo")
            item.setData(0, VALUE, h.id)
            item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
            self.results.addTopLevelItem(item)

    def _expanded(self, item: QTreeWidgetItem) -> None:
        if item.data(0, KIND) != "repo" or item.childCount():
            return
        placeholder = QTreeWidgetItem([translate("GetModels", "Listing files…")])
        placeholder.setData(0, KIND, "placeholder")
        item.addChild(placeholder)
        repo = str(item.data(0, VALUE))
        self._request_files_of(repo)

    def _request_files_of(self, repo: str) -> None:
        def call() -> Any:
            try:
                return repo, hub.repo_files(repo)
            except HubError as e:
                return repo, e

        self._ask("files-of", call, supersedes=False)

    def _top_items(self) -> Iterator[QTreeWidgetItem]:
        for i in range(self.results.topLevelItemCount()):
            item = self.results.topLevelItem(i)
            if item is not None:
                yield item

    def _repo_item(self, repo: str) -> QTreeWidgetItem | None:
        for item in self._top_items():
            if item.data(0, KIND) == "repo" and item.data(0, VALUE) == repo:
                return item
        return None

    def _fill_repo(self, repo: str, choices: Any) -> None:
        item = self._repo_item(repo)
        if isinstance(choices, HubError):
            self._say(choices.args[0], warn=True)
            if item is not None:
                item.takeChildren()  # opening it again asks again
                item.setExpanded(False)
            return
        if item is None:
            return
        item.takeChildren()
        for c in choices:
            item.addChild(self._choice_item(c))
        if not choices:
            empty = QTreeWidgetItem([translate("GetModels", "No GGUF files in this repository")])
            empty.setData(0, KIND, "placeholder")
            item.addChild(empty)

    def _choice_item(self, c: ModelChoice) -> QTreeWidgetItem:
        about = translate("GetModels", "vision projector: loads beside a model") if c.mmproj else (c.quant or "")
        item = QTreeWidgetItem([say(c.label), data_size(c.size), "", about])
        item.setToolTip(0, c.name)
        item.setData(0, KIND, "choice")
        item.setData(0, VALUE, c)
        if not c.mmproj:
            self._badge(item, need_for_size(c.size))
        return item

    def _show_repo(self, repo: str, choices: list[ModelChoice], file: str | None, quant: str | None) -> None:
        """A pasted owner/repo or link: the repository, opened, with the named file selected."""
        self.results.clear()
        self.results.setRootIsDecorated(True)
        self.heading.setText(translate("GetModels", "On Hugging Face: {repo}").format(repo=repo))
        n = len(choices)
        top = QTreeWidgetItem([repo, "", "", translate("GetModels", "%n GGUF files", None, n)])
        top.setData(0, KIND, "repo")
        top.setData(0, VALUE, repo)
        self.results.addTopLevelItem(top)
        self._fill_repo(repo, choices)
        top.setExpanded(True)
        self._say("" if choices else translate("GetModels", "{repo} holds no GGUF files.").format(repo=repo))
        for i in range(top.childCount()):
            child = top.child(i)
            c = child.data(0, VALUE) if child is not None else None
            if child is not None and isinstance(c, ModelChoice) and ((file and file in {p.name for p in c.parts}) or (quant and c.quant == quant)):
                self.results.setCurrentItem(child)
                return

    # --- details and download ----------------------------------------------------------------------

    def _selected(self) -> None:
        item = self.results.currentItem()
        kind = item.data(0, KIND) if item else None
        self.download_button.setEnabled(kind in ("entry", "choice"))
        if item is None:
            return
        if kind == "entry":
            self.details.setText(_entry_details(item.data(0, VALUE), _verdict(item)))
        elif kind == "choice":
            self.details.setText(_choice_details(item.data(0, VALUE), _verdict(item)))
        elif kind == "repo":
            self.details.setText("<br>".join([f"<b>{item.text(0)}</b>", translate("GetModels", "Open it to see its files.")]))

    def download(self) -> None:
        item = self.results.currentItem()
        if item is None:
            return
        kind = item.data(0, KIND)
        if kind == "entry":
            e: CatalogueEntry = item.data(0, VALUE)
            # The Hub's LFS record is what the URL serves: prefer it when it answers (a file
            # re-uploaded since the list was made would otherwise fail its check forever).
            files = e.remote_files  # a vision model's projector comes with it

            def lookup() -> list[RemoteFile]:
                found = hub.file_info(e.repo, [f.name for f in files])
                return found if len(found) == len(files) else files

            self._start(e.repo, lookup, fallback=files)
        elif kind == "choice":
            c: ModelChoice = item.data(0, VALUE)
            self._add(c.repo, list(c.parts), c.revision)

    def _start(self, repo: str, lookup: Callable[[], list[RemoteFile]], fallback: list[RemoteFile]) -> None:
        self.download_button.setEnabled(False)

        def work() -> list[RemoteFile]:
            try:
                return lookup()
            except HubError:
                return fallback  # offline: the transfer will say so, and retry
            except Exception:  # an odd answer: the curated record stands (the transfer checks the file)
                log.exception("The Hub's record of %s could not be read", repo)
                return fallback

        def add(files: list[RemoteFile]) -> None:
            self._add(repo, files)
            self._selected()

        self._background.run(work, add, name="hub-lookup")

    def _add(self, repo: str, files: list[RemoteFile], revision: str = "main") -> None:
        try:
            d = self.bridge.queue.add(repo, files, revision)
        except TransferError as e:
            self.download_error.setText(say(e))
            return
        self._changed(d)
        self.downloads.setCurrentItem(self._rows[d.id])
        self._selected()

    def _load(self) -> None:
        d = self._selected_download()
        if d is not None and d.state == "done":
            path = str(self.bridge.queue.model_path(d))
            embedder = any((d.repo, d.files[-1].name) == (e.repo, e.file) for e in self.embedders)
            (self.embedderChosen if embedder else self.loadRequested).emit(path)


def _verdict(item: QTreeWidgetItem) -> str:
    """The fit badge's word on `item` ("" where it has none: a projector)."""
    verdict = item.data(2, KIND)
    return translate("GetModels", FIT_WORDS[verdict]) if verdict in FIT_WORDS else ""


def _entry_details(e: CatalogueEntry, verdict: str) -> str:
    """A curated model's details (`verdict`: its fit badge's word)."""
    lines = [f"<b>{e.name}</b>", f"{e.family} · {e.params} · {e.quant} · {data_size(e.size)}", e.good_at]
    if e.kind == "embedding":
        lines.append(translate("GetModels", "An embedding model: once downloaded, Load makes it the one documents and libraries "
                                            "are searched with by meaning (Settings ▸ Embedding model)."))
    lines += [translate("GetModels", "context {context} tokens · licence {licence}").format(context=number(e.context_length),
                                                                                          licence=e.licence),
              f"<span style='color:{theme.token('muted')}'>{e.repo}/{e.file}</span>",
              translate("GetModels", "Memory with a 4,096-token context: about {size} — {verdict}").format(
                  size=data_size(need_for_entry(e)), verdict=verdict)]
    return "<br>".join(lines)


def _choice_details(c: ModelChoice, verdict: str) -> str:
    """A repository's file's details (`verdict`: its fit badge's word)."""
    quant = c.quant or translate("GetModels", "quantisation not named")
    n = len(c.parts)
    size = (translate("GetModels", "{quant} · {size} in %n parts", None, n) if n > 1 else "{quant} · {size}").format(
        quant=quant, size=data_size(c.size))
    memory = (translate("GetModels", "a vision projector: it loads beside its model") if c.mmproj else
              translate("GetModels", "about {size} of memory — {verdict}").format(size=data_size(need_for_size(c.size)),
                                                                                  verdict=verdict))
    return "<br>".join([f"<b>{say(c.label)}</b>", c.repo, size, memory])
