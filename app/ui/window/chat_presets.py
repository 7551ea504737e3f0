"""The chat settings' presets row: a preset chosen fills the dialog (the chat takes it by value
when the dialog is accepted), the dialog's settings saved as a preset, and preset files imported
(Emberly's own and LM Studio's) and exported."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QInputDialog, QMessageBox, QPushButton, QWidget

from ...runtime import Preset, PresetBook, PresetFileError, read_preset_file, write_preset_file
from ..i18n import QT_TRANSLATE_NOOP, say, translate

CHOOSE = QT_TRANSLATE_NOOP("Presets", "Apply a preset…")


class PresetRow(QWidget):
    chosen = Signal(object)  # a Preset, to fill the dialog with

    def __init__(self, current: Callable[[str], Preset], parent: QWidget | None = None, select: str = ""):
        """`current(name)`: the dialog's settings as a preset of that name; `select`: the chat's preset."""
        super().__init__(parent)
        self._current = current
        self.book = PresetBook()
        self.combo = QComboBox(self)
        self.combo.setToolTip(translate("Presets", "A preset's system prompt, sampling and tools, copied into this chat"))
        self.save = QPushButton(translate("Presets", "Save as preset…"), self)
        self.load = QPushButton(translate("Presets", "Import…"), self)
        self.export = QPushButton(translate("Presets", "Export…"), self)
        self.load.setToolTip(translate("Presets", "A preset file: Emberly's, or LM Studio's (0.2 or 0.3)"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo, 1)
        for button in (self.save, self.load, self.export):
            layout.addWidget(button)
        self.setFocusProxy(self.combo)  # a label's mnemonic (Alt+P) puts the keyboard on the choice…
        self.setFocusPolicy(self.combo.focusPolicy())  # …which it gives only to a row that takes focus
        self._fill(select)
        self.combo.activated.connect(self._picked)
        self.save.clicked.connect(self._save)
        self.load.clicked.connect(self._import)
        self.export.clicked.connect(self._export)

    def _fill(self, select: str = "") -> None:
        self.combo.clear()
        self.combo.addItem(translate("Presets", CHOOSE), "")
        for preset in self.book.presets:
            shown = translate("Presets", "{name} (built in)").format(name=preset.name) if preset.built_in else preset.name
            self.combo.addItem(shown, preset.name)
        self.combo.setCurrentIndex(max(0, self.combo.findData(select)))
        self.export.setEnabled(bool(select))

    def _picked(self, index: int) -> None:
        preset = self.book.get(str(self.combo.itemData(index) or ""))
        self.export.setEnabled(preset is not None)
        if preset is not None:
            self.chosen.emit(preset)

    def _save(self) -> None:
        name, ok = QInputDialog.getText(self, translate("Presets", "Save as preset"), translate("Presets", "Name of the preset:"))
        if ok and name.strip():
            self._keep(self._current(name))

    def _import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Presets", "Import a preset"), str(Path.home()),
                                              translate("Presets", "Presets (*.json);;All files (*)"))
        if not path:
            return
        try:
            got = read_preset_file(Path(path))
        except PresetFileError as e:
            QMessageBox.warning(self, translate("Presets", "Import a preset"), say(e))
            return
        kept = self._keep(got.preset)
        if kept is not None:
            self.chosen.emit(kept)
            if got.skipped:
                QMessageBox.information(self, translate("Presets", "Import a preset"), translate(
                    "Presets", "{name} ({source}) is imported; Emberly has no place for its {skipped}, which were left "
                    "out.").format(name=kept.name, source=got.source, skipped=", ".join(map(say, got.skipped))))

    def _keep(self, preset: Preset) -> Preset | None:
        try:
            kept = self.book.put(preset)
        except OSError as e:
            QMessageBox.warning(self, translate("Presets", "Presets"),
                                translate("Presets", "The preset could not be saved: {error}").format(error=e.strerror or e))
            return None
        self._fill(kept.name)
        return kept

    def _export(self) -> None:
        preset = self.book.get(str(self.combo.currentData() or ""))
        if preset is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, translate("Presets", "Export a preset"),
                                              str(Path.home() / f"{preset.name}.json"), translate("Presets", "Presets (*.json)"))
        if path:
            try:
                write_preset_file(preset, Path(path))
            except OSError as e:
                QMessageBox.warning(self, translate("Presets", "Export a preset"), translate(
                    "Presets", "{file} could not be written: {error}").format(file=Path(path).name, error=e.strerror or e))
