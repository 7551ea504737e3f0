"""Choosing a model: GGUF files found on disk (ours, other apps', added folders), their header
metadata, a memory estimate that follows the chosen context and KV type, and load settings."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...runtime import (
    EngineError,
    FoundModel,
    LoadParams,
    ModelFolder,
    ModelInfo,
    default_folders,
    estimate_memory,
    inspect_model,
    projectors_beside,
    safe_start,
    scan,
    supports_gpu_offload,
)
from ...settings import Settings
from ..background import Background
from ..i18n import QT_TRANSLATE_NOOP, data_size, number, say, translate
from ..look.icons import icon
from .downloads_bridge import DownloadsBridge
from .get_models import GetModelsPage
from .new_chats import NewChatPreset
from .servers import ServersPage
from .speculation import SpeculationChoice

NO_GPU_HINT = QT_TRANSLATE_NOOP("Picker", "This build of llama.cpp runs on the CPU only. For GPU offload, reinstall "
                                "llama-cpp-python with " 'CMAKE_ARGS="-DGGML_CUDA=on" (NVIDIA), "-DGGML_METAL=on" (Apple) '
                                'or "-DGGML_VULKAN=on".')
CONTEXT_SIZES = [1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072]


class ModelPickerDialog(QDialog):
    loadRequested = Signal(str, LoadParams)
    embedderChosen = Signal(str)  # a downloaded embedding model, for documents and libraries
    serverRequested = Signal(str, str)  # a server's url, its model: the open chat goes on there
    settingsChanged = Signal()  # the servers changed: save the settings
    cancelRequested = Signal()
    scanned = Signal()  # the table shows what the newest scan found

    def __init__(self, settings: Settings, parent: QWidget | None = None, downloads: DownloadsBridge | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Picker", "Choose a model"))
        self.resize(1000, 560)
        self.settings = settings
        self.found: list[FoundModel] = []
        self.info: ModelInfo | None = None
        self.loading = False
        self._background = Background(self)  # the newest scan answers: an older one that finishes late is ignored
        self._requested: tuple[Path, LoadParams] = (Path(), LoadParams())
        self._load_when_listed: Path | None = None  # a finished download to load once the scan lists it
        self._server_request = False  # what is loading is a server's model (Servers tab)
        self._first_scan = True

        self._build_list()
        self._build_controls()
        self._build_tabs(self._local_page(self._side_panel()), downloads)

        self.gpu_supported = supports_gpu_offload()
        self.gpu.setEnabled(self.gpu_supported)
        self.gpu_hint.setVisible(not self.gpu_supported)
        self.table.itemSelectionChanged.connect(self._selected)
        self.context.currentIndexChanged.connect(self._update_memory)
        self.kv_type.currentIndexChanged.connect(self._update_memory)
        self.kv_type.currentIndexChanged.connect(lambda: self.speculation.explain(self.kv_type.currentData()))
        self.speculation.currentIndexChanged.connect(lambda: self.speculation.explain(self.kv_type.currentData()))
        self.projector.currentIndexChanged.connect(self._update_memory)
        self.gpu.valueChanged.connect(self._update_gpu_label)
        self.browse.clicked.connect(self._browse)
        self.add_folder.clicked.connect(self._add_folder)
        self.load_button.clicked.connect(self._load)
        self.cancel_button.clicked.connect(self._cancel)
        self.retry_fast_path.clicked.connect(self._retry_fast_path)
        self._set_controls_enabled(False)
        self._show_engine_path()

    def _build_list(self) -> None:
        """The table of model files found, and the buttons that add more."""
        self.table = QTableWidget(0, 3, self)
        self.table.setAccessibleName(translate("Picker", "Model files"))
        self.table.setHorizontalHeaderLabels([translate("Picker", "Model file"), translate("Picker", "Size"),
                                              translate("Picker", "From")])
        self.table.setMinimumWidth(460)
        self.table.setWordWrap(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.browse = QPushButton(translate("Picker", "Browse…"), self)
        self.add_folder = QPushButton(translate("Picker", "Add folder…"), self)

    def _build_controls(self) -> None:
        """The selected model's details and the load settings."""
        self.details = QLabel(translate("Picker", "Select a model to see its details."), self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.context = QComboBox(self)
        self.kv_type = QComboBox(self)
        for kv in ("f16", "q8_0", "q4_0"):
            self.kv_type.addItem(kv, kv)
        self.gpu = QSlider(Qt.Orientation.Horizontal, self)
        self.gpu.setAccessibleName(translate("Picker", "GPU layers"))
        self.gpu_label = QLabel(self)
        self.gpu_hint = QLabel(translate("Picker", NO_GPU_HINT), self)
        self.gpu_hint.setWordWrap(True)
        self.gpu_hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.projector = QComboBox(self)  # a vision model's mmproj, from the model's folder
        self.projector.setToolTip(translate("Picker", "A vision projector (mmproj) lets the model read images in messages. "
                                                    "Get models downloads a vision model's projector beside it."))
        self.speculation_hint = QLabel(self)
        self.speculation_hint.setWordWrap(True)
        self.speculation_hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.speculation = SpeculationChoice(self, self.speculation_hint)
        self.new_chats = NewChatPreset(self.settings, self, self.context)
        self.threads = QSpinBox(self)
        self.threads.setRange(0, os.cpu_count() or 64)
        self.threads.setSpecialValueText(translate("Picker", "automatic"))
        self.memory = QLabel(self)
        self.engine_path = QLabel(self)
        self.engine_path.setWordWrap(True)
        self.retry_fast_path = QPushButton(translate("Picker", "Try the fast path again"), self)
        self.retry_fast_path.setToolTip(translate("Picker", "Forget the safer setting chosen after a crash; "
                                                     "the next model load checks again"))
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c0392b")
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 100)
        self.progress.hide()
        self.load_button = QPushButton(translate("Picker", "Load"), self)
        self.load_button.setDefault(True)
        self.cancel_button = QPushButton(translate("Picker", "Close"), self)

    def _side_panel(self) -> QWidget:
        """The details, the settings, what a load says, and Load / Close."""
        gpu_row = QWidget(self)
        gl = QHBoxLayout(gpu_row)
        gl.setContentsMargins(0, 0, 0, 0)
        gl.addWidget(self.gpu, 1)
        gl.addWidget(self.gpu_label)
        form = QFormLayout()
        form.addRow(self.details)
        form.addRow(translate("Picker", "Context size"), self.context)
        form.addRow(translate("Picker", "KV cache type"), self.kv_type)
        form.addRow(translate("Picker", "GPU layers"), gpu_row)
        # Notes under a field, in the field's column: a spanning row of wrapped text is given the
        # height of another width by QFormLayout (its lines were cut off: seen on Xvfb).
        form.addRow("", self.gpu_hint)
        form.addRow(translate("Picker", "Threads"), self.threads)
        form.addRow(translate("Picker", "Images"), self.projector)
        form.addRow(translate("Picker", "Speculation"), self.speculation)
        form.addRow("", self.speculation_hint)
        form.addRow(translate("Picker", "New chats"), self.new_chats)
        form.addRow(translate("Picker", "Memory needed"), self.memory)
        form.addRow(translate("Picker", "Engine path"), self.engine_path)
        form.addRow("", self.retry_fast_path)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.addLayout(form)
        side_layout.addStretch(1)
        side_layout.addWidget(self.error)
        side_layout.addWidget(self.progress)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.load_button)
        side_layout.addLayout(buttons)
        return side

    def _local_page(self, side: QWidget) -> QWidget:
        """The "On this computer" tab: the list beside the side panel."""
        left = QVBoxLayout()
        left.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addWidget(self.browse)
        row.addWidget(self.add_folder)
        row.addStretch(1)
        left.addLayout(row)
        local = QWidget(self)
        local_layout = QHBoxLayout(local)
        local_layout.addLayout(left, 1)
        local_layout.addWidget(side, 1)
        return local

    def _build_tabs(self, local: QWidget, downloads: DownloadsBridge | None) -> None:
        """The tabs: this computer, Get models (with a downloads bridge), servers."""
        self.tabs = QTabWidget(self)
        self.tabs.addTab(local, icon("model"), translate("Picker", "On this computer"))
        self.get_models: GetModelsPage | None = None
        if downloads is not None:
            self.get_models = GetModelsPage(downloads, self)
            self.tabs.addTab(self.get_models, icon("get-model"), translate("Picker", "Get models"))
            self.get_models.loadRequested.connect(self.load_downloaded)
            self.get_models.embedderChosen.connect(self.embedderChosen)
            downloads.changed.connect(self._download_changed)
        self.servers = ServersPage(self.settings, self)
        self.tabs.addTab(self.servers, icon("server"), translate("Picker", "Servers"))
        self.servers.useRequested.connect(self._use_server)
        self.servers.settingsChanged.connect(self.settingsChanged)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)

    # --- listing -------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Walk the model folders on a background thread (a big Hugging Face cache or a slow disk
        must not freeze the window); the table fills when `scanned` arrives."""
        folders = default_folders() + [ModelFolder("Added", Path(p)) for p in self.settings.model_folders]
        extra = [Path(p) for p in self.settings.recent_models]
        self._background.run(lambda: scan(folders, [p for p in extra if p.is_file()]), self._show_found,
                             latest="scan", name="model-scan")

    def _show_found(self, found: list[FoundModel]) -> None:
        # Recent models first, in the order they were last used.
        recent = {str(Path(p)): i for i, p in enumerate(self.settings.recent_models)}
        found.sort(key=lambda m: recent.get(str(m.path), len(recent)))
        self.found = found
        self.table.setRowCount(len(found))
        for row, m in enumerate(found):
            n = m.parts
            name = translate("Picker", "{name}  (%n parts)", None, n).format(name=m.path.name) if n > 1 else m.path.name
            source = translate("Picker", "Added") if m.source == "Added" else m.source  # the others: apps' names
            source = translate("Picker", "{source} · recent").format(source=source) if str(m.path) in recent else source
            cells = [name, data_size(m.size), source]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(str(m.path))
                self.table.setItem(row, col, item)
        if self._load_when_listed is not None:
            self.select_path(self._load_when_listed)
        elif found and not self.table.selectedItems() and self.info is None:  # nothing chosen meanwhile
            self.table.selectRow(0)
        if self._first_scan and not found and self.get_models is not None and self.tabs.currentIndex() == 0:
            self.tabs.setCurrentWidget(self.get_models)  # nothing on this computer yet (a first start): where models come from
            self.get_models.offer_first_model()
        self._first_scan = False
        self.scanned.emit()

    # --- downloads -----------------------------------------------------------------------------

    def show_servers(self) -> None:
        self.tabs.setCurrentWidget(self.servers)

    def _use_server(self, url: str, model: str) -> None:
        self.loading, self._server_request = True, True
        self.servers._say(translate("Picker", "Connecting to {url}…").format(url=url))
        self.serverRequested.emit(url, model)

    def show_get_models(self, entry: str = "") -> None:
        """The Get models tab; `entry`: a curated model to select there, by name."""
        if self.get_models is not None:
            self.tabs.setCurrentWidget(self.get_models)
            if entry:
                self.get_models.select_entry(entry)

    def _download_changed(self, d: object) -> None:
        if getattr(d, "state", None) == "done":
            self.refresh()  # the new model is listed at once

    def load_downloaded(self, path: str) -> None:
        """A finished download's Load: show it on this computer's list and load it with its settings."""
        self.tabs.setCurrentIndex(0)
        self._load_when_listed = Path(path)
        self._show(Path(path))
        self.refresh()
        if self.info is not None:
            self._load()

    def select_path(self, path: Path) -> None:
        for row, m in enumerate(self.found):
            if m.path == path:
                self.table.selectRow(row)
                return

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Picker", "Choose a GGUF model"), str(Path.home()),
                                              translate("Picker", "GGUF models (*.gguf);;All files (*)"))
        if path:
            self._show(Path(path))

    def _add_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, translate("Picker", "Add a folder of models"), str(Path.home()))
        if folder and folder not in self.settings.model_folders:
            self.settings.model_folders.append(folder)
            self.refresh()

    # --- details -------------------------------------------------------------------------------

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._show(self.found[rows[0].row()].path)

    def _show(self, path: Path) -> None:
        """Read the header (no weights) and show what the model is and what it needs."""
        self.error.clear()
        self.path = path
        try:
            info = inspect_model(path)
        except EngineError as e:
            self.info = None
            self.details.setText(f"<b>{path.name}</b>")
            self.error.setText(say(e))
            self._set_controls_enabled(False)
            return
        self.info = info
        params = self.settings.params_for(str(path))
        self.details.setText(_describe(info))
        self.context.blockSignals(True)
        self.context.clear()
        sizes = sorted({s for s in CONTEXT_SIZES if s <= max(info.context_length, 1024)} | {params.n_ctx})
        for s in sizes:
            self.context.addItem(translate("Picker", "{size} tokens").format(size=number(s)), s)
        self.context.setCurrentIndex(self.context.findData(params.n_ctx))
        self.context.blockSignals(False)
        self.kv_type.setCurrentIndex(max(0, self.kv_type.findData(params.kv_type)))
        self.gpu.setRange(0, info.n_layers + 1)
        if not self.gpu_supported:
            self.gpu.setValue(0)
        else:
            self.gpu.setValue(info.n_layers + 1 if params.gpu_layers < 0 else min(params.gpu_layers, info.n_layers + 1))
        self.threads.setValue(params.n_threads or 0)
        self._show_projectors(path, params.projector)
        self.speculation.show_for(path, params, info.has_mtp_head)
        self.new_chats.show_for(path)
        self._set_controls_enabled(True)
        self._update_gpu_label()
        self._update_memory()

    def _show_projectors(self, path: Path, chosen: str | None) -> None:
        """None, or a projector in the model's folder: the one chosen before, else the only one."""
        found = projectors_beside(path)
        self.projector.clear()
        none = translate("Picker", "none: text only") if found else translate("Picker", "none in the model's folder")
        self.projector.addItem(none, None)
        for p in found:
            self.projector.addItem(p.name, str(p))
        pick = chosen if chosen in [str(p) for p in found] else (str(found[0]) if len(found) == 1 else None)
        self.projector.setCurrentIndex(max(0, self.projector.findData(pick)))

    def _update_gpu_label(self) -> None:
        if not self.gpu_supported:
            self.gpu_label.setText(translate("Picker", "CPU only"))
        elif self.info and self.gpu.value() > self.info.n_layers:
            self.gpu_label.setText(translate("Picker", "all"))
        else:
            self.gpu_label.setText(translate("Picker", "none") if self.gpu.value() == 0 else str(self.gpu.value()))

    def _update_memory(self) -> None:
        if self.info is None or self.context.currentData() is None:
            self.memory.clear()
            return
        est = estimate_memory(self.info, int(self.context.currentData()), self.kv_type.currentData(),
                              n_parallel=self.settings.n_parallel(), snapshots=self.params().rollback_snapshots)
        state = (translate("Picker", ", recurrent state {size}").format(size=data_size(est.recurrent_state))
                 if est.recurrent_state else "")
        chosen = self.projector.currentData()
        projector = Path(chosen).stat().st_size if chosen and Path(chosen).is_file() else 0  # its weights load too
        vision = translate("Picker", ", image projector {size}").format(size=data_size(projector)) if projector else ""
        self.memory.setText(translate("Picker", "about {total} (weights {weights}{vision}, KV cache {kv_cache}{state}, "
                                                "work buffers {compute})").format(
            total=data_size(est.total + projector), weights=data_size(est.weights), vision=vision,
            kv_cache=data_size(est.kv_cache), state=state, compute=data_size(est.compute)))

    def _show_engine_path(self) -> None:
        """Which path llama.cpp runs on here, and why (see app.engine.startup.safe_start)."""
        decision = safe_start.recorded()
        if decision is None:
            self.engine_path.setText(translate("Picker", "checked when the next model loads (once per llama.cpp build and CPU)"))
        elif decision.notice:
            self.engine_path.setText(f"{say(decision.path.describe())}: {say(decision.notice)}")
        else:
            self.engine_path.setText(translate("Picker", "{path}: it works on this computer").format(
                path=decision.path.describe()))
        self.retry_fast_path.setVisible(decision is not None and bool(decision.notice))

    def _retry_fast_path(self) -> None:
        safe_start.forget()
        self._show_engine_path()
        self.engine_path.setText(translate("Picker", "The fast path will be tried again when the next model loads."))

    def params(self) -> LoadParams:
        gpu = self.gpu.value() if self.gpu_supported else 0
        speculation, draft_model = self.speculation.choice()
        all_layers = self.info is not None and gpu > self.info.n_layers
        return LoadParams(
            n_ctx=int(self.context.currentData()),
            kv_type=self.kv_type.currentData(),
            gpu_layers=-1 if all_layers else gpu,
            n_threads=self.threads.value() or None,
            n_parallel=self.settings.n_parallel(),
            projector=self.projector.currentData(),
            speculation=speculation,
            draft_model=draft_model,
        )

    # --- loading -------------------------------------------------------------------------------

    def _load(self) -> None:
        if self.info is None or self.loading:
            return
        self.loading = True
        self._requested = (self.path, self.params())  # what to remember if it loads, whatever is selected then
        self.error.clear()
        self.progress.setValue(0)
        self.progress.show()
        self.load_button.setEnabled(False)
        self.cancel_button.setText(translate("Picker", "Cancel"))
        self.loadRequested.emit(str(self.path), self.params())

    def _cancel(self) -> None:
        if self.loading:
            self.cancelRequested.emit()
        else:
            self.close()

    def set_progress(self, fraction: float) -> None:
        self.progress.setValue(int(fraction * 100))

    def loaded(self) -> None:
        was_loading, server = self.loading, self._server_request
        self._done()
        self._show_engine_path()
        if was_loading and server:
            self.servers._say("")
            self.close()
        elif was_loading:
            path, params = self._requested
            self.settings.remember_model(str(path), params)
            self.new_chats.remember(path)
            self.close()

    def failed(self, message: str) -> None:
        server = self._server_request
        self._done()
        if server:
            self.servers._say(message, error=True)
        else:
            self.error.setText(say(message))

    def _done(self) -> None:
        self.loading = self._server_request = False
        self._load_when_listed = None
        self.progress.hide()
        self.load_button.setEnabled(self.info is not None)
        self.cancel_button.setText(translate("Picker", "Close"))

    def _set_controls_enabled(self, enabled: bool) -> None:
        for w in (self.context, self.kv_type, self.threads, self.projector, self.speculation, self.load_button):
            w.setEnabled(enabled)
        self.gpu.setEnabled(enabled and self.gpu_supported)


def _describe(info: ModelInfo) -> str:
    """The model's details: what it is, its context and layers, whether it has a chat template."""
    template = translate("Picker", "yes") if info.has_chat_template else translate(
        "Picker", "no (a format is chosen by architecture)")
    window = translate("Picker", ", sliding window {size}").format(size=info.sliding_window) if info.sliding_window else ""
    n = info.n_layers
    shape = translate("Picker", "native context {context} tokens · %n layers{window}", None, n)
    return "<br>".join([f"<b>{info.name}</b>", f"{info.architecture} · {info.size_label or _params(info.n_params)} · "
                        f"{info.quantization} · {data_size(info.file_size)}",
                        shape.format(context=number(info.context_length), window=window),
                        translate("Picker", "chat template: {template}").format(template=template)])


def _params(n: int) -> str:
    return f"{n / 1e9:.1f}B" if n >= 1e9 else f"{n / 1e6:.0f}M"
