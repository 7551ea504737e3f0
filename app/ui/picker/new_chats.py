"""The picker's "New chats" choice: the preset a model's new chats take (Settings.model_presets),
kept when the model loads."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QWidget

from ...runtime import PresetBook
from ...settings import Settings

NONE = "no preset"


class NewChatPreset(QComboBox):
    def __init__(self, settings: Settings, parent: QWidget):
        super().__init__(parent)
        self.settings = settings
        self.setToolTip("The preset (Chat settings ▸ Preset) every new chat with this model starts with")

    def show_for(self, model: Path) -> None:
        self.clear()
        self.addItem(NONE, "")
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
