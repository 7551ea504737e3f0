"""File ▸ Import chats…: another app's export (a file, a zip, a folder, or an app's own folder
found on this computer) read on a worker, its chats listed with check boxes (those imported
before unchecked and said), and the checked ones imported on a worker with progress and a
Cancel that stops between chats. The window stays responsive throughout."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...errors import AppError
from ...runtime import Conversation, FoundInExport, SessionStore, import_chats, other_apps, read_export
from ..background import Background
from ..i18n import day, number, say, translate

FORMATS = {"emberly": "Emberly", "chatgpt": "ChatGPT", "claude": "Claude", "openwebui": "Open WebUI", "lmstudio": "LM Studio", "jan": "Jan"}


def label_of(conv: Conversation, before: bool) -> str:
    shown, everything = conv.counts()
    when = day(conv.created) if conv.created else translate("Import", "no date")
    messages = translate("Import", "%Ln message(s)", None, shown)
    parts = [conv.title.strip()[:80] or translate("Import", "Untitled"), FORMATS.get(conv.format, conv.format), when, messages]
    if everything > shown:
        more = everything - shown
        parts.append(translate("Import", "%Ln more in other versions", None, more))
    parts += conv.notes[:2]
    if before:
        parts.append(translate("Import", "imported before"))
    return " · ".join(parts)


def skipped_label(conv: Conversation, why: str) -> str:
    """A chat that will not be imported, and why (an empty chat is never made)."""
    return " · ".join([conv.title.strip()[:80] or translate("Import", "Untitled"), FORMATS.get(conv.format, conv.format),
                       translate("Import", "skipped: {why}").format(why=why)])


class ImportDialog(QDialog):
    imported = Signal(list)  # the new chats' ids
    _progress = Signal(int, int)  # from the worker

    def __init__(self, store: SessionStore, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Import", "Import chats"))
        self.resize(640, 480)
        self.store = store
        self.found: FoundInExport | None = None
        self.background = Background(self)
        self._cancel = threading.Event()
        self.status = QLabel(translate("Import", "Choose an export of ChatGPT, Claude or Open WebUI (its zip or JSON), "
                                       "or a folder of LM Studio or Jan chats."), self)
        self.status.setWordWrap(True)
        choose = QHBoxLayout()
        for text, slot in ((translate("Import", "Choose a file…"), self.choose_file),
                           (translate("Import", "Choose a folder…"), self.choose_folder)):
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            choose.addWidget(button)
        for app, folder in other_apps():
            button = QPushButton(translate("Import", "{app}'s chats on this computer").format(app=app), self)
            button.setToolTip(str(folder))
            button.clicked.connect(lambda _=False, f=folder: self.read(f))
            choose.addWidget(button)
        choose.addStretch(1)
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("Import", "Chats to import"))
        self.bar = QProgressBar(self)
        self.bar.hide()
        self.go = QPushButton(translate("Import", "Import"), self)
        self.go.setObjectName("import")
        self.go.setDefault(True)
        self.go.setEnabled(False)
        self.go.clicked.connect(self.start)
        self.close_button = QPushButton(translate("Import", "Close"), self)
        self.close_button.clicked.connect(self._close_or_cancel)
        bottom = QHBoxLayout()
        bottom.addWidget(self.bar, 1)
        bottom.addWidget(self.go)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        layout.addLayout(bottom)
        self._progress.connect(self._on_progress, Qt.ConnectionType.QueuedConnection)
        self._importing = False

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Import", "Choose an export"), str(Path.home()),
                                              translate("Import", "Exports (*.zip *.json *.jsonl);;All files (*)"))
        if path:
            self.read(Path(path))

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, translate("Import", "Choose a folder of chats"), str(Path.home()))
        if path:
            self.read(Path(path))

    def read(self, path: Path) -> None:
        """Read `path` on a worker; its chats fill the list."""
        self.status.setText(translate("Import", "Reading {file}…").format(file=path.name))
        self.list.clear()
        self.go.setEnabled(False)
        if self.found is not None:
            self.found.close()
            self.found = None
        self.background.run(lambda: read_export(path, self.store), self._show, self._failed, latest="read",
                            name="import-read")

    def _show(self, found: FoundInExport) -> None:
        self.found = found
        for conv in found.conversations:
            before = conv.key in found.imported
            item = QListWidgetItem(label_of(conv, before), self.list)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked if before else Qt.CheckState.Checked)
            if conv.notes:
                item.setToolTip("\n".join(conv.notes))
        for conv, why in found.skipped:  # after the chats: the list's rows stay the chats' indexes
            item = QListWidgetItem(skipped_label(conv, why), self.list)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
        n, earlier, skipped = len(found.conversations), len(found.imported), len(found.skipped)
        said = translate("Import", "%Ln chat(s) in {file}", None, n).format(file=found.source.name)
        if earlier:
            said += translate("Import", " (%Ln imported before: unchecked)", None, earlier)
        if skipped:
            said += translate("Import", "; %Ln skipped, with nothing to import", None, skipped)
        self.status.setText(translate("Import", "{found}. Versions (edits, regenerations) come as each chat's versions.").format(
            found=said))
        self.go.setEnabled(True)
        self.go.setFocus()  # Enter imports, not the file chooser again

    def _failed(self, error: AppError) -> None:
        self.status.setText(say(error))

    def chosen(self) -> list[Conversation]:
        assert self.found is not None
        return [c for i, c in enumerate(self.found.conversations)
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def start(self) -> None:
        if self.found is None or self._importing:
            return
        found, chosen = self.found, self.chosen()
        self._importing = True
        self._cancel.clear()
        self.go.setEnabled(False)
        self.list.setEnabled(False)
        self.close_button.setText(translate("Import", "Cancel"))
        self.bar.setRange(0, max(len(chosen), 1))
        self.bar.setValue(0)
        self.bar.show()
        self.background.run(lambda: import_chats(self.store, found, chosen, self._progress.emit, self._cancel.is_set),
                            self._done, self._import_failed, name="import")

    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setValue(done)
        self.status.setText(translate("Import", "Importing: {done} of {total}").format(done=number(done), total=number(total)))

    def _done(self, ids: list[str]) -> None:
        self._importing = False
        self.bar.hide()
        self.close_button.setText(translate("Import", "Close"))
        self.list.setEnabled(True)
        n = len(ids)
        if self._cancel.is_set():
            said = translate("Import", "%Ln chat(s) imported (stopped: the rest were not imported).", None, n)
        else:
            said = translate("Import", "%Ln chat(s) imported.", None, n)
        self.status.setText(said)
        self.imported.emit(ids)

    def _import_failed(self, error: AppError) -> None:
        self._importing = False
        self.bar.hide()
        self.close_button.setText(translate("Import", "Close"))
        self.list.setEnabled(True)
        self.status.setText(translate("Import", "The import stopped: {error}").format(error=error))

    def _close_or_cancel(self) -> None:
        self.reject()  # done(): a running import is stopped, the dialog stays

    def done(self, result: int) -> None:
        """Closed (Escape, the window's button): a running import is stopped first, between two
        chats, and the dialog stays to say how many came in."""
        if self._importing:
            self._cancel.set()
            self.status.setText(translate("Import", "Stopping after the chat being imported…"))
            return
        if self.found is not None:
            self.found.close()
        super().done(result)
