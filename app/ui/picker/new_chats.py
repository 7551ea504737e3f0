"""The picker's "New chats" choice: the preset a model's new chats take (Settings.model_presets),
kept when the model loads."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QWidget

from ...runtime import PresetBook
from ...settings import Settings
from ..i18n import QT_TRANSLATE_NOOP, number, translate

NONE = QT_TRANSLATE_NOOP("Picker", "no preset")


class NewChatPreset(QComboBox):
    def __init__(self, settings: Settings, parent: QWidget, context: QComboBox | None = None):
        """`context`: the picker's context size, set to a chosen preset's own (where it has one)."""
        super().__init__(parent)
        self.settings = settings
        self.setToolTip(translate("Picker", "The preset (Chat settings ▸ Preset) every new chat with this model starts with"))
        self._context = context
        self.activated.connect(self._preset_context)

    def _preset_context(self) -> None:
        preset = PresetBook().get(str(self.currentData() or ""))
        if self._context is None or preset is None or preset.n_ctx is None:
            return
        if self._context.findData(preset.n_ctx) < 0:
            self._context.addItem(translate("Picker", "{size} tokens").format(size=number(preset.n_ctx)), preset.n_ctx)
        self._context.setCurrentIndex(self._context.findData(preset.n_ctx))

    def show_for(self, model: Path) -> None:
        self.clear()
        self.addItem(translate("Picker", NONE), "")
        for preset in PresetBook().presets:
            self.addItem(preset.name, preset.name)
        self.setCurrentIndex(max(0, self.findData(self.settings.model_presets.get(str(model), ""))))

    def remember(self, model: Path) -> None:
        """Keep the choice for `model` (called when it loads)."""
        name = str(self.currentData() or "")
        if name:
            self.settings.model_presets[str(model)] = name
        else:
            self.settings.model_presets.pop(str(model), None)
